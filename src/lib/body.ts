/** Reading a response body up to a size, as it streams. */

/** `chunks` as one array of `length` bytes. */
export function joinBytes(chunks: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body of `response` when it is at most `maxBytes` long, else null. A declared
 * Content-Length over the cap answers at once; otherwise the body is read as it streams and
 * the read stops (the rest cancelled) as soon as it passes the cap, so a huge body never sits in
 * memory whole. Errors of the stream (a timeout's abort, a dropped connection) are thrown.
 */
export async function bytesUpTo(
  response: Response,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const body = response.body;
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await body?.cancel().catch(() => undefined);
    return null;
  }
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return joinBytes(chunks, length);
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
}

/** The body of `response` as text when it is at most `maxBytes` long, else null (`bytesUpTo`). */
export async function textUpTo(response: Response, maxBytes: number): Promise<string | null> {
  const bytes = await bytesUpTo(response, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}
