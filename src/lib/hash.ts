/**
 * A short fingerprint of `text` (SHA-256, first 16 bytes in hex): enough to tell whether a
 * provider answer changed, small enough for KV metadata.
 */
export async function contentHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest, 0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
