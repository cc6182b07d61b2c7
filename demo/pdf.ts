/**
 * A small PDF writer for the demo file host: pages of text lines (Helvetica for ASCII lines, a
 * drawn Type3 font with a /ToUnicode map for any other line, so Devanagari text extracts as
 * Unicode), a page holding only a grey-scale picture (a scan without a text layer), and a file
 * locked with a password nobody knows. Every file is ASCII (hex strings, ASCIIHex image data),
 * so a byte offset is a character offset and the xref table is computed from string lengths.
 */

const PAGE = { width: 595, height: 842, margin: 50, top: 780, leading: 15 };
/** Lines a page holds below its first line. */
const LINES_PER_PAGE = Math.floor((PAGE.top - PAGE.margin) / PAGE.leading);

/** Splits lines into pages of at most LINES_PER_PAGE + 1 lines. */
export function paginate(lines: string[]): string[][] {
  const pages: string[][] = [];
  for (let i = 0; i < lines.length; i += LINES_PER_PAGE + 1)
    pages.push(lines.slice(i, i + LINES_PER_PAGE + 1));
  return pages.length ? pages : [[]];
}

const isAscii = (line: string) => /^[\x20-\x7e]*$/.test(line);
const escapeString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, '0');
const utf16Hex = (ch: string) =>
  Array.from({ length: ch.length }, (_, i) => hex(ch.charCodeAt(i), 4)).join('');

/**
 * The placeholder font for non-ASCII lines. The demo has no Devanagari font it may embed, so
 * its glyphs are drawn boxes: a head bar and a stem for a letter, a short mark for a vowel sign
 * or other combining mark, nothing for a space. They look like nothing in particular; only the
 * /ToUnicode map (code -> the character) makes the text real, which is what text extraction and
 * search read. One byte per character: at most 255 distinct characters per file.
 */
function drawnFont(chars: string[], add: (object: string) => number): number {
  const glyph = (ch: string, code: number) => {
    if (ch === ' ') return { width: 280, draw: '280 0 d0' };
    if (/\p{M}/u.test(ch)) return { width: 220, draw: '220 0 0 0 220 760 d1\n40 700 140 60 re f' };
    // The stem's place varies with the code so neighbouring letters differ a little.
    const stem = 80 + (code % 5) * 60;
    return {
      width: 560,
      draw: `560 0 0 0 560 720 d1\n20 640 520 60 re f\n${stem} 0 70 640 re f\n${stem + 70} 300 ${(code % 3) * 60 + 60} 60 re f`,
    };
  };
  const glyphs = chars.map((ch, i) => glyph(ch, i + 1));
  const procs = glyphs.map((g) => add(stream(g.draw)));
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Demo-Drawn-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    // bfchar blocks hold at most 100 entries each.
    ...Array.from({ length: Math.ceil(chars.length / 100) }, (_, block) => {
      const entries = chars.slice(block * 100, block * 100 + 100);
      return `${entries.length} beginbfchar\n${entries.map((ch, i) => `<${hex(block * 100 + i + 1, 2)}> <${utf16Hex(ch)}>`).join('\n')}\nendbfchar`;
    }),
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const toUnicode = add(stream(cmap));
  const names = chars.map((_, i) => `/g${i + 1}`);
  return add(
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 560 760] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${names.map((n, i) => `${n} ${procs[i]} 0 R`).join(' ')} >> /Encoding << /Type /Encoding /Differences [1 ${names.join(' ')}] >> /FirstChar 1 /LastChar ${chars.length} /Widths [${glyphs.map((g) => g.width).join(' ')}] /ToUnicode ${toUnicode} 0 R /Resources << >> >>`,
  );
}

const stream = (content: string, dictionary = '') =>
  `<< /Length ${content.length}${dictionary} >>\nstream\n${content}\nendstream`;

/** Writes numbered objects (object n is objects[n - 1]) with a correct xref table. */
function serialise(objects: string[], trailer = ''): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/**
 * A document whose pages each draw what `page` returns (its content stream and resources);
 * object 1 is the catalog, 2 the page tree.
 */
function document(
  pageCount: number,
  page: (index: number, add: (object: string) => number) => { content: string; resources: string },
  trailer?: (add: (object: string) => number) => string,
): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const add = (object: string) => objects.push(object);
  const kids = Array.from({ length: pageCount }, (_, i) => {
    const { content, resources } = page(i, add);
    const contents = add(stream(content));
    return add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${contents} 0 R /Resources ${resources} >>`,
    );
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const extra = trailer?.(add) ?? '';
  return serialise(objects, extra);
}

/**
 * A text PDF: each page's lines top-down, the first line of the first page larger (the title).
 * `trailer` adds entries to the trailer (the encrypted variant's /Encrypt).
 */
export function textPdf(
  pages: string[][],
  trailer?: (add: (object: string) => number) => string,
): Uint8Array {
  const chars = [
    ...new Set(
      pages
        .flat()
        .filter((l) => !isAscii(l))
        .flatMap((l) => [...l]),
    ),
  ];
  if (chars.length > 255) throw new Error('drawnFont: more than 255 distinct characters');
  let fonts = '';
  return document(
    pages.length,
    (index, add) => {
      if (!fonts) {
        // WinAnsi, not the standard encoding: there byte 0x27 is a curly quote (U+2019).
        const helvetica = add(
          '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        );
        const drawn = chars.length ? ` /F2 ${drawnFont(chars, add)} 0 R` : '';
        fonts = `<< /Font << /F1 ${helvetica} 0 R${drawn} >> >>`;
      }
      const content = pages[index]
        .map((line, i) => {
          const size = index === 0 && i === 0 ? 16 : 10;
          const y = PAGE.top - i * PAGE.leading - (index === 0 && i > 0 ? 8 : 0);
          const [font, text] = isAscii(line)
            ? ['/F1', `(${escapeString(line)})`]
            : ['/F2', `<${[...line].map((ch) => hex(chars.indexOf(ch) + 1, 2)).join('')}>`];
          return `BT ${font} ${size} Tf ${PAGE.margin} ${y} Td ${text} Tj ET`;
        })
        .join('\n');
      return { content, resources: fonts };
    },
    trailer,
  );
}

/** A deterministic 0..1 sequence (a linear congruential generator) seeded by `seed`. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A one-page scan: an off-white grey-scale picture with dark bars where lines of type would be,
 * drawn over the page, and no text at all (as a photocopied notice uploaded as PDF arrives).
 */
export function scannedPdf(seed: number): Uint8Array {
  const [width, height] = [120, 170];
  const next = random(seed);
  const pixels: string[] = [];
  for (let y = 0; y < height; y++) {
    const isTextRow = y > 12 && y < height - 12 && y % 8 < 3;
    const lineEnd = 14 + Math.floor(next() * 90);
    for (let x = 0; x < width; x++) {
      const ink = isTextRow && x > 10 && x < lineEnd && next() > 0.25;
      pixels.push(hex(ink ? 40 + Math.floor(next() * 40) : 220 + Math.floor(next() * 30), 2));
    }
  }
  const data = `${pixels.join('')}>`;
  return document(1, (_, add) => {
    const image = add(
      stream(
        data,
        ` /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /ASCIIHexDecode`,
      ),
    );
    return {
      content: `q ${PAGE.width - 60} 0 0 ${PAGE.height - 60} 30 30 cm /Scan Do Q`,
      resources: `<< /XObject << /Scan ${image} 0 R >> >>`,
    };
  });
}

/**
 * `pages` locked by the standard security handler (RC4, revision 2) with a user password nobody
 * knows: /U matches no password, so a reader asks for one (pdf.js: PasswordException). The
 * content itself is left unencrypted: no reader gets that far.
 */
export function lockedPdf(pages: string[][]): Uint8Array {
  const filler = (c: string) => `<${c.repeat(64)}>`;
  return textPdf(pages, (add) => {
    const encrypt = add(
      `<< /Filter /Standard /V 1 /R 2 /Length 40 /O ${filler('A')} /U ${filler('5')} /P -3904 >>`,
    );
    return ` /Encrypt ${encrypt} 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]`;
  });
}
