/**
 * The demo file host's content: small valid PDFs with a visible title, and SVG images. The
 * photo-sized pictures of the institute that publishes raster keys are photos.ts's.
 */

/** A one-page PDF with `title` on it; byte offsets in the xref table are computed, so readers accept it. */
export function pdf(title: string): Uint8Array {
  const text = title
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .slice(0, 80);
  const content = `BT /F1 22 Tf 60 770 Td (${text}) Tj ET\nBT /F1 12 Tf 60 740 Td (Demo document served by the demo provider.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

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
