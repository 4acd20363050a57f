import { signatureDrawing } from './signature-drawing';

/** The part of a pdfkit document that draws a signature. */
type Canvas = PDFKit.PDFDocument;

/**
 * Draws a stored signature SVG as vector paths scaled into the box (kept in
 * proportion, centred). False when the SVG draws nothing readable.
 */
export function drawSignature(
  doc: Canvas,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
): boolean {
  const drawing = signatureDrawing(svg);
  if (!drawing) return false;
  const { x, y, width, height } = drawing.box;
  const scale = Math.min(box.width / width, box.height / height);
  const left = box.x + (box.width - width * scale) / 2 - x * scale;
  const top = box.y + (box.height - height * scale) / 2 - y * scale;
  doc.save();
  // Nothing of a stroke may reach outside its box (a point far off the viewBox).
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.transform(scale, 0, 0, scale, left, top);
  for (const stroke of drawing.strokes) {
    doc.save();
    doc.transform(...stroke.matrix);
    doc.path(stroke.d).lineWidth(stroke.width).lineCap('round').lineJoin('round');
    if (stroke.fill && stroke.stroke) doc.fillAndStroke('#000000', '#000000');
    else if (stroke.fill) doc.fill('#000000');
    else doc.stroke('#000000');
    doc.restore();
  }
  doc.restore();
  return true;
}
