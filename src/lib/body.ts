/** Reading a response body up to a size, as it streams. */

/**
 * The body of `response` as text when it is at most `maxBytes` long, else null. A declared
 * Content-Length over the cap answers at once; otherwise the body is read as it streams and
 * the read stops (the rest cancelled) as soon as it passes the cap, so a huge body never sits in
 * memory whole. Errors of the stream (a timeout's abort, a dropped connection) are thrown.
 */
export async function textUpTo(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  const body = response.body;
  if (declared > maxBytes) {
    await body?.cancel().catch(() => undefined);
    return null;
  }
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    text += decoder.decode(value, { stream: true });
  }
}
