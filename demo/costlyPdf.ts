/**
 * PDFs that cost a reader far more than their size (issue 41): small files whose content streams
 * inflate to megabytes of drawing operators. `text`: lines of text (a hostile upload, or a
 * statement of marks gone wrong); `paths`: strokes and no text (a vector-dense time table, a
 * scanned drawing kept as vectors). Made when asked (file fault `costly`), never shipped: a
 * 60 MB page is some 60 KB of deflate.
 */
import { deflateSync } from 'node:zlib';

export type CostlyKind = 'text' | 'lines' | 'paths';

/** One page's content stream of about `bytes` bytes of `kind` operators. */
function content(kind: CostlyKind, bytes: number, page: number): string {
  const words = `(Marks of roll number ${page} entered twice) Tj`;
  const unit =
    kind === 'text'
      ? `BT /F1 9 Tf 40 ${700 - (page % 40)} Td ${words} ET\n`
      : kind === 'lines'
        ? `0 -10 Td ${words}\n`
        : `${100 + (page % 50)} 200 m 300 ${400 + (page % 50)} l 120 220 m 320 420 l S\n`;
  const body = unit.repeat(Math.max(1, Math.ceil(bytes / unit.length)));
  return kind === 'lines' ? `BT /F1 9 Tf 40 800 Td\n${body}ET\n` : body;
}

/**
 * A PDF of `pages` pages, each drawing about `bytesPerPage` bytes of `kind` operators from a
 * FlateDecode content stream: the file is small, what a reader inflates is not.
 */
export function costlyPdf(pages: number, bytesPerPage: number, kind: CostlyKind): Uint8Array {
  // Deflating tens of MB takes the demo a second or more: each shape is made once a process.
  const key = `${pages}:${bytesPerPage}:${kind}`;
  const made = madeBefore.get(key) ?? writePdf(pages, bytesPerPage, kind);
  madeBefore.set(key, made);
  // A copy: a reader may take the bytes over (pdf.js transfers their buffer).
  return made.slice();
}

const madeBefore = new Map<string, Uint8Array>();

function writePdf(pages: number, bytesPerPage: number, kind: CostlyKind): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0].byteLength;
  const offsets: number[] = [];
  const push = (part: Uint8Array) => {
    parts.push(part);
    length += part.byteLength;
  };
  const object = (body: (Uint8Array | string)[]) => {
    offsets.push(length);
    push(encoder.encode(`${offsets.length} 0 obj\n`));
    for (const piece of body) push(typeof piece === 'string' ? encoder.encode(piece) : piece);
    push(encoder.encode('\nendobj\n'));
    return offsets.length;
  };
  // Objects 1 (catalog), 2 (page tree) and 3 (font) first; each page is its content, then itself.
  const kids = Array.from({ length: pages }, (_, i) => 5 + i * 2);
  object(['<< /Type /Catalog /Pages 2 0 R >>']);
  object([`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`]);
  object(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']);
  for (let i = 0; i < pages; i++) {
    const data = deflateSync(content(kind, bytesPerPage, i), { level: 9 });
    object([
      `<< /Length ${data.byteLength} /Filter /FlateDecode >>\nstream\n`,
      data,
      '\nendstream',
    ]);
    object([
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + i * 2} 0 R`,
      ' /Resources << /Font << /F1 3 0 R >> >> >>',
    ]);
  }
  const xref = length;
  push(
    encoder.encode(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${offsets
        .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
        .join(
          '',
        )}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}
