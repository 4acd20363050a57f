// Writes the PWA icons in public/icons as real PNG files, offline and without
// image libraries: a white "M" on the brand colour, drawn with 4×4 supersampling.
// Run: node --import tsx scripts/generate-icons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
type Point = [number, number];

const BRAND: Rgb = [0x0b, 0x4f, 0x6c];
const WHITE: Rgb = [0xff, 0xff, 0xff];

// The letter M in a unit box (x right, y down).
const LETTER_M: Point[] = [
  [0, 1],
  [0, 0],
  [0.2, 0],
  [0.5, 0.45],
  [0.8, 0],
  [1, 0],
  [1, 1],
  [0.8, 1],
  [0.8, 0.38],
  [0.5, 0.8],
  [0.2, 0.38],
  [0.2, 1],
];

function insidePolygon(x: number, y: number, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

type IconOptions = { size: number; letterScale: number; cornerRadius: number };

/** RGBA pixels of the icon; corners outside the rounded square stay transparent. */
function drawIcon({ size, letterScale, cornerRadius }: IconOptions): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  const offset = (1 - letterScale) / 2;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (!insideRoundedSquare(x, y, cornerRadius)) continue;
          background++;
          const lx = (x - offset) / letterScale;
          const ly = (y - offset) / letterScale;
          if (insidePolygon(lx, ly, LETTER_M)) letter++;
        }
      }
      const total = samples * samples;
      const mix = background === 0 ? 0 : letter / background;
      const index = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) {
        pixels[index + c] = Math.round(BRAND[c]! * (1 - mix) + WHITE[c]! * mix);
      }
      pixels[index + 3] = Math.round((background / total) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons: (IconOptions & { file: string })[] = [
  { file: 'icon-192.png', size: 192, letterScale: 0.56, cornerRadius: 0.18 },
  { file: 'icon-512.png', size: 512, letterScale: 0.56, cornerRadius: 0.18 },
  // Maskable: full bleed, the letter inside the 80 % safe circle.
  { file: 'icon-maskable-512.png', size: 512, letterScale: 0.44, cornerRadius: 0 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, letterScale: 0.56, cornerRadius: 0 },
];

mkdirSync('public/icons', { recursive: true });
for (const icon of icons) {
  writeFileSync(`public/icons/${icon.file}`, encodePng(icon.size, drawIcon(icon)));
  console.log(`public/icons/${icon.file}`);
}
