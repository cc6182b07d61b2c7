/** Reading a provider body up to a size (src/lib/body.ts). */
import { describe, expect, it } from 'vitest';
import { textUpTo } from '../../src/lib/body';

const bytes = (s: string) => new TextEncoder().encode(s);

/** A streamed body of `chunks`, counting how many of them were pulled and whether it was cancelled. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled < chunks.length) controller.enqueue(chunks[seen.pulled++]);
      else controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), seen };
}

describe('textUpTo', () => {
  it('reads a body within the cap whole, a character split across chunks included', async () => {
    const text = 'नमस्ते, {"a": 1}';
    const all = bytes(text);
    const { response } = streamed([all.slice(0, 2), all.slice(2, 7), all.slice(7)]);
    expect(await textUpTo(response, all.length)).toBe(text);
  });

  it('stops at the cap as the body streams, and cancels the rest unread', async () => {
    const chunk = bytes('x'.repeat(1000));
    const { response, seen } = streamed(Array(100).fill(chunk));
    expect(await textUpTo(response, 2500)).toBeNull();
    expect(seen.pulled).toBeLessThanOrEqual(4);
    expect(seen.cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the cap before reading any of it', async () => {
    const { response, seen } = streamed([bytes('{}')], { 'content-length': '9000000' });
    expect(await textUpTo(response, 8_000_000)).toBeNull();
    expect(seen).toEqual({ pulled: 0, cancelled: true });
  });

  it('passes on the stream failing (a timeout cutting the body short)', async () => {
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new DOMException('The operation timed out.', 'TimeoutError'));
      },
    });
    await expect(textUpTo(new Response(body), 100)).rejects.toThrow('timed out');
  });
});
