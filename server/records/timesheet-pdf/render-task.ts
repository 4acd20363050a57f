import type { Locale } from '@domain/shared/locale';
import { renderSheetPdf } from './render';
import type { PairSheetData } from './sheet-data';
import { sheetPrint } from './sheet-rows';

/** Which sheet of a pair a PDF prints. */
export type SheetKind = { kind: 'customer' } | { kind: 'staff'; staffId: number };

/** The PDFs of one pair to render, with the pair's rows (read on the main thread). */
export type RenderTask = {
  data: PairSheetData;
  locale: Locale;
  sheets: { name: string; sheet: SheetKind }[];
};

export type RenderedPdf = { name: string; bytes: Uint8Array };

/** Renders the task's PDFs one after the other; the bytes of each, in the task's order. */
export async function renderSheets(task: RenderTask): Promise<RenderedPdf[]> {
  const rendered: RenderedPdf[] = [];
  for (const { name, sheet } of task.sheets) {
    const chunks: Buffer[] = [];
    for await (const chunk of renderSheetPdf(
      task.data,
      sheetPrint(task.data, sheet),
      task.locale,
    )) {
      chunks.push(chunk as Buffer);
    }
    rendered.push({ name, bytes: new Uint8Array(Buffer.concat(chunks)) });
  }
  return rendered;
}
