/**
 * The demo file host's content: PDFs with a text layer (documents.ts says what each key's document says,
 * pdf.ts writes them), and SVG images. The photo-sized pictures of the institute that publishes
 * raster keys are photos.ts's.
 */

import { pdfText } from './documents.ts';
import { lockedPdf, paginate, scannedPdf, textPdf } from './pdf.ts';

export { pdfText };

/** The PDF the file host answers for `key`: its pdfText lines, or a scan if its name says so. */
export function pdf(key: string): Uint8Array {
  return /scanned/i.test(key) ? scannedPdf(hue(key) + 1) : textPdf(paginate(pdfText(key)));
}

/** The PDF of `key` locked with a password nobody knows (file fault `encrypted`). */
export function encryptedPdf(key: string): Uint8Array {
  return lockedPdf(paginate(pdfText(key)));
}

/** A valid PDF of `pages` pages (file fault `huge`): the key's own pages, then numbered ones. */
export function hugePdf(key: string, pages: number): Uint8Array {
  const own = paginate(pdfText(key));
  const total = Math.max(own.length, pages);
  const title = own[0][0] ?? key;
  return textPdf(
    Array.from(
      { length: total },
      (_, i) =>
        own[i] ?? [
          `${title}: page ${i + 1} of ${total}`,
          `Statement of marks, roll numbers ${i * 40 + 1} to ${i * 40 + 40}.`,
        ],
    ),
  );
}

/** Bytes that are no PDF under a PDF's name and type (file fault `broken`: an upload gone wrong). */
export const NOT_A_PDF = new TextEncoder().encode(
  'Upload failed: the file was not stored. Please upload it again.\n',
);

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** An SVG picture for `key`, shaped by what the key names (logo, QR code, photo, banner). */
export function svg(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1).replace(/\.svg$/, '');
  const h = hue(key);
  const square = /logo|qr|staff|student|admin|alumni|founder|hod|body|gov-|society-/.test(name);
  const [w, hgt] = /qr/.test(name)
    ? [240, 240]
    : square
      ? [200, 200]
      : /campus/.test(name)
        ? [1600, 600]
        : [800, 600];
  if (/qr/.test(name)) {
    const cells: string[] = [];
    for (let y = 0; y < 21; y++)
      for (let x = 0; x < 21; x++)
        if (
          (x * 7 + y * 13 + h) % 3 === 0 ||
          (x < 7 && y < 7) ||
          (x > 13 && y < 7) ||
          (x < 7 && y > 13)
        )
          cells.push(`<rect x="${x * 10 + 15}" y="${y * 10 + 15}" width="10" height="10"/>`);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}"><rect width="100%" height="100%" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 55% 45%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 60% 30%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w * 0.75}" cy="${hgt * 0.3}" r="${Math.min(w, hgt) * 0.18}" fill="#fff" opacity=".15"/><text x="50%" y="52%" text-anchor="middle" font-family="sans-serif" font-size="${Math.max(14, Math.min(w, hgt) / 10)}" fill="#fff">${escapeXml(name.slice(0, 40))}</text></svg>`;
}
