/**
 * The only ways provider data becomes a URL in our HTML. Provider text is data: a link is kept
 * only when it is http(s); a file key becomes a URL under FILES_BASE with each segment encoded.
 */
import { LONE_SURROGATE, withoutTrailing } from './text.ts';

/** `"https://x.org/a"` -> same; `"javascript:alert(1)"`, `"data:..."`, relative or junk -> undefined. */
export function safeHref(raw: string | undefined | null): string | undefined {
  const value = (raw ?? '').trim();
  if (!value) return undefined;
  try {
    const url = new URL(/^www\./i.test(value) ? `https://${value}` : value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A stored file key -> its URL on the file host. Keys may be original file names with spaces or
 * parentheses, or prefixed (`chat-document/abc`); each segment is encoded, and `.`/`..` segments
 * are dropped so a key can never walk out of the file host's root.
 */
export function fileUrl(filesBase: string, key: string | undefined | null): string | undefined {
  const raw = (key ?? '').trim();
  // A lone surrogate names no file, and encodeURIComponent would throw on it.
  if (!raw || LONE_SURROGATE.test(raw)) return undefined;
  if (/^https?:\/\//i.test(raw)) return safeHref(raw);
  const path = raw
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent)
    .join('/');
  return path ? `${withoutTrailing(filesBase, '/')}/${path}` : undefined;
}

/** Whether `key` names a file `fileUrl` links to (the same answer under every files host). */
export const hasFile = (key: string | undefined | null): boolean => fileUrl('', key) !== undefined;

/** Where a provider's attachment leads: a stored file (opened in the viewer) or a web page. */
export type AttachmentTarget = { fileKey: string } | { href: string };

/**
 * What an `attach` value the provider may fill with a file key or an address points to: an
 * address (a scheme, or `www.`) is a web page only when http(s); anything else is a file key.
 * `"exam/Rules.pdf"` -> `{ fileKey }`, `"https://u.edu/x"` -> `{ href }`,
 * `"javascript:alert(1)"`, `"data:..."`, `""` -> undefined.
 */
export function attachmentTarget(raw: string | undefined | null): AttachmentTarget | undefined {
  const value = (raw ?? '').trim();
  if (/^([a-z][a-z\d+.-]*:|www\.)/i.test(value)) {
    const href = safeHref(value);
    return href ? { href } : undefined;
  }
  return hasFile(value) ? { fileKey: value } : undefined;
}

/** `tel:` link from a phone number as the provider stores it (number or free text). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.length >= 3 ? `tel:${digits}` : undefined;
}

/** The longest address mail can carry (RFC 5321: a path of 256 octets, less its `<` and `>`). */
const EMAIL_MAX = 254;
/**
 * One address: a local part, `@`, and a domain of dot-separated labels. No two quantifiers can
 * match the same characters (a label cannot hold a dot), so a failing match never backtracks.
 */
const EMAIL = /^[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/;

/** `mailto:` link, only for something that looks like one address. */
export function mailHref(email: string): string | undefined {
  const value = email.trim();
  return value.length <= EMAIL_MAX && EMAIL.test(value) ? `mailto:${value}` : undefined;
}

/** The origin (`https://host:port`) of a URL, or '' when it is not one. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/** A stored file key -> its URL on this page's files host, or undefined when it names no file. */
export type FileUrls = (key: string | undefined | null) => string | undefined;
