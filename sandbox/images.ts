import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Illustrations live in sandbox/images/*.svg; PNGs are rasterised on first request with sharp
// (which Next.js installs for its image optimiser) and kept in memory.

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const NAME = /^([a-z0-9-]{1,64})\.(svg|png)$/;
const pngCache = new Map<string, Promise<Buffer>>();

async function rasterise(svg: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(svg).png({ compressionLevel: 9 }).toBuffer();
}

/** The image for a file name, or null when there is none. */
export async function loadImage(file: string): Promise<{ type: string; data: Buffer } | null> {
  const match = NAME.exec(file);
  if (!match) return null;
  const [, name, ext] = match;
  let svg: Buffer;
  try {
    svg = await readFile(path.join(DIR, `${name}.svg`));
  } catch {
    return null;
  }
  if (ext === 'svg') return { type: 'image/svg+xml', data: svg };
  let png = pngCache.get(name!);
  if (!png) {
    png = rasterise(svg);
    pngCache.set(name!, png);
    png.catch(() => pngCache.delete(name!));
  }
  return { type: 'image/png', data: await png };
}

/** A small, valid PDF for publication downloads (/files/<name>.pdf). */
export function placeholderPdf(title: string): Buffer {
  const safe = title.replace(/[()\\]/g, '').slice(0, 80);
  const stream = `BT /F1 24 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
