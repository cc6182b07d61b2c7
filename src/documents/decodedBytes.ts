/**
 * How many bytes a PDF's streams hold once decoded, counted before pdf.js is given the file
 * (decision 083): a 92 KB PDF can inflate to 60 MB of drawing operators, and pdf.js decodes and
 * parses a page's whole content stream before its text is seen. The count is pdf.js's work bound:
 * parsing costs CPU in proportion to the bytes decoded. Pictures (image XObjects) are left out:
 * reading text never decodes them. Deflate is inflated by the platform's DecompressionStream and
 * stops at the limit; a stream under another filter that can grow (LZW, run length, a chain)
 * counts as GROWTH times its bytes.
 */

/** The most a run-length stream grows (2 bytes to 128); LZW and chains are counted alike. */
const GROWTH = 64;
/** How far before `stream` a stream's dictionary may begin. */
const DICTIONARY_SPAN = 4096;

/** The stream dictionaries and data of `text` (the PDF's bytes as Latin-1: one char a byte). */
function* streams(text: string): Generator<{ dictionary: string; start: number; end: number }> {
  const keyword = /stream\r?\n/g;
  for (let found = keyword.exec(text); found; found = keyword.exec(text)) {
    const at = found.index;
    const before = text.slice(Math.max(0, at - DICTIONARY_SPAN), at);
    // `endstream` itself, or `stream` inside some other word or string: not a stream's start.
    if (!/>>\s*$/.test(before)) continue;
    const dictionary = before.slice(before.lastIndexOf(' obj') + 1);
    const start = at + found[0].length;
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const next = text.indexOf('endstream', start);
    // pdf.js reads a direct /Length, or up to `endstream` when that is wrong: the longer counts.
    const untilKeyword =
      next < 0
        ? text.length
        : next - (text[next - 2] === '\r' ? 2 : text[next - 1] === '\n' ? 1 : 0);
    const end = Math.max(
      untilKeyword,
      declared ? Math.min(text.length, start + Number(declared[1])) : 0,
    );
    yield { dictionary, start, end };
    keyword.lastIndex = Math.max(end, at + found[0].length);
  }
}

/** Bytes handed to the inflater at a time: it answers as it goes, not only at the end. */
const CHUNK = 64 * 1024;

/** The bytes `data` inflates to (zlib, as PDF's FlateDecode), counted up to `limit` + 1. */
async function inflatedBytes(data: Uint8Array<ArrayBuffer>, limit: number): Promise<number> {
  const inflater = new DecompressionStream('deflate');
  const writer = inflater.writable.getWriter();
  const reader = inflater.readable.getReader();
  const writing = (async () => {
    for (let at = 0; at < data.byteLength; at += CHUNK)
      await writer.write(data.subarray(at, at + CHUNK));
    await writer.close();
  })().catch(() => undefined);
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total;
      total += value.byteLength;
      if (total > limit) return total;
    }
  } catch {
    // Damaged, or junk after its end: what came out before is what pdf.js would decode too.
    return total;
  } finally {
    await reader.cancel().catch(() => undefined);
    await writer.abort().catch(() => undefined);
    await writing;
  }
}

/**
 * The decoded size of `pdf`'s streams other than pictures, counted until it passes `limit` (then
 * some number over it): whether pdf.js may be given the file.
 */
export async function decodedStreamBytes(
  pdf: Uint8Array<ArrayBuffer>,
  limit: number,
): Promise<number> {
  const text = new TextDecoder('latin1').decode(pdf);
  let total = 0;
  for (const { dictionary, start, end } of streams(text)) {
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const filters = [
      ...(/\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dictionary)?.[1] ?? '').matchAll(/\/(\w+)/g),
    ].map(([, name]) => name);
    const raw = end - start;
    if (filters.length === 0 || /^(ASCIIHexDecode|ASCII85Decode|AHx|A85)$/.test(filters.join()))
      total += raw;
    else if (filters.length === 1 && /^(FlateDecode|Fl)$/.test(filters[0]))
      total += await inflatedBytes(pdf.subarray(start, end), limit - total);
    else total += raw * GROWTH;
    if (total > limit) return total;
  }
  return total;
}
