/**
 * Helpers for worker tests (they run inside workerd): requests to the worker by host, and the
 * demo provider's control API (request record, latency, faults) over HTTP.
 */
/// <reference path="../worker/env.d.ts" />
import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { inject, vi } from 'vitest';
import type { Fault, FileFault } from '../../demo/app.ts';
import { signerOf } from '../../src/images/signature';
import { DOCUMENTS_PER_BUILD } from '../../src/search/documentText';

export { expectConsoleError } from './guard-state.ts';

export const demoUrl = () => inject('demoProviderUrl');

/** The worker's response to GET `path` as host `host`, its body not read yet (to follow a stream). */
export function open(host: string, path = '/', init: RequestInit = {}): Promise<Response> {
  // A Host that is not a valid URL authority (`.*`) travels in the header only.
  const urlHost = /^[a-z0-9.:-]+$/i.test(host) ? host : 'invalid-host.test';
  return (exports as unknown as { default: Fetcher }).default.fetch(`http://${urlHost}${path}`, {
    ...init,
    headers: { host, ...(init.headers ?? {}) },
    redirect: 'manual',
  });
}

/** GET `path` on the worker as host `host`; drains waitUntil work (cache writes) before returning. */
export async function get(
  host: string,
  path = '/',
  init: RequestInit = {},
): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await open(host, path, init);
  const html = await response.text();
  return { status: response.status, html, headers: response.headers };
}

export type RecordedRequest = { method: string; path: string; search: string; at: number };

export const demo = {
  async requests(): Promise<RecordedRequest[]> {
    const r = await fetch(`${demoUrl()}/__control/requests`);
    return ((await r.json()) as { requests: RecordedRequest[] }).requests;
  },
  async clearRequests() {
    await fetch(`${demoUrl()}/__control/requests`, { method: 'DELETE' });
  },
  async faults(config: { latencyMs?: number; faults: Fault[] }) {
    await fetch(`${demoUrl()}/__control/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(config),
    });
  },
  async reset() {
    await fetch(`${demoUrl()}/__control/reset`, { method: 'POST' });
  },
  /** API requests the demo provider has not answered yet (a hang fault holds them open). */
  async openRequests(): Promise<number> {
    const r = await fetch(`${demoUrl()}/__control/stats`);
    return ((await r.json()) as { open: number }).open;
  },
  /** The file host's requests since the last reset: path and Range header. */
  async fileRequests(): Promise<{ path: string; range: string | null }[]> {
    const r = await fetch(`${demoUrl()}/__control/files`);
    return ((await r.json()) as { files: { path: string; range: string | null }[] }).files;
  },
  /** Faults of the file host, by a pattern on the file's path (kept until the next reset). */
  async fileFaults(faults: FileFault[]) {
    await fetch(`${demoUrl()}/__control/file-faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults }),
    });
  },
};

/** Empties the KV cache (provider reads and generations) so a test starts cold; waits first for earlier requests' background writes, which would otherwise land after the clearing. */
export async function clearCache() {
  await settleCache();
  const kv = env.CACHE as KVNamespace;
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

/** Text content of the HTML with tags removed and whitespace folded, for "the visitor sees X" checks. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Waits until background cache writes (waitUntil) have landed: the KV key count stops changing. */
export async function settleCache(): Promise<number> {
  const kv = env.CACHE as KVNamespace;
  let last = -1;
  let stable = 0;
  // Quiet for a quarter of a second: writes of one response land within a few ms of each other.
  for (let i = 0; i < 100 && stable < 5; i++) {
    const count = (await kv.list()).keys.length;
    stable = count === last ? stable + 1 : 0;
    last = count;
    await new Promise((r) => setTimeout(r, 50));
  }
  return last;
}

/** Makes every cached provider read look fetched long ago (stale), keeping its value and generation. */
export async function ageCache(): Promise<void> {
  const kv = env.CACHE as KVNamespace;
  const { keys } = await kv.list();
  for (const key of keys) {
    if (key.name.startsWith('gen:')) continue;
    const { value, metadata } = await kv.getWithMetadata<Record<string, unknown>>(key.name);
    if (value !== null) await kv.put(key.name, value, { metadata: { ...metadata, t: 0 } });
  }
}

/** The URL the site builds for a file key on the demo file host. */
export const fileHref = (key: string) =>
  `${demoUrl()}/files/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * A picture's address through the image route at `width` (signed with the suite's key), as the
 * site writes it in `src`, `srcset` and picture links (decision 050).
 */
export const pictureHref = (key: string, width: number) =>
  `/img/${width}/${key.split('/').map(encodeURIComponent).join('/')}?s=${signerOf('test-image-signing-key').sign(key)}`;

/** What every inner-page tab link ends with: it lands on the content below the tab bar. */
export const TAB_TARGET = '#tab-content';

/**
 * The page's tab bars, their links without the landing fragment ({@link TAB_TARGET}), so tests
 * can name a tab by its page address (the fragment itself is checked in institute.test.ts).
 */
export const tabBars = (html: string) =>
  [...html.matchAll(/<nav class="tabbar"[\s\S]*?<\/nav>/g)].map((m) =>
    m[0].replaceAll(`${TAB_TARGET}"`, '"'),
  );

/** The page's first tab bar (empty when it has none), as {@link tabBars} gives it. */
export const tabBar = (html: string) => tabBars(html)[0] ?? '';

/** The page's own content, below the cover and tab bar, without the frame's header. */
export const pageBody = (html: string) =>
  /<div class="page-body"[^>]*>[\s\S]*<\/main>/.exec(html)?.[0] ?? html;

/** The text of the page's h1. */
export const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';

/** Requests the demo provider recorded whose path or query contains `text` (case-insensitive). */
export const requestsMentioning = async (text: string) =>
  (await demo.requests()).filter((r) =>
    `${r.path}${r.search}`.toLowerCase().includes(text.toLowerCase()),
  );

/**
 * The HTML a browser ends up with once React has swapped in a page's streamed Suspense boundaries
 * (`$RC("B:n","S:m")`): each fallback replaced by its content, React's inline scripts and boundary
 * markers gone. So a page streamed on a cold cache compares with the same page sent whole.
 */
export function settledHtml(html: string): string {
  const segments = new Map<string, string>();
  let out = html;
  const hiddenSegment = /<div hidden id="(S:[0-9a-z]+)">/;
  for (let m = hiddenSegment.exec(out); m; m = hiddenSegment.exec(out)) {
    const contentStart = m.index + m[0].length;
    const tags = /<div[\s>]|<\/div>/g;
    tags.lastIndex = contentStart;
    let depth = 1;
    let end = out.length;
    for (let t = tags.exec(out); t; t = tags.exec(out)) {
      depth += t[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    segments.set(m[1], out.slice(contentStart, end));
    out = out.slice(0, m.index) + out.slice(end + '</div>'.length);
  }
  for (const [, boundary, segment] of html.matchAll(/\$RC\("(B:[0-9a-z]+)","(S:[0-9a-z]+)"\)/g)) {
    const start = out.indexOf(`<template id="${boundary}"></template>`);
    const fallbackEnd = out.indexOf('<!--/$-->', start); // the fallbacks here hold no boundaries of their own
    out = out.slice(0, start) + (segments.get(segment) ?? '') + out.slice(fallbackEnd);
  }
  return out
    .replace(/<script nonce="[^"]*"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<!--\/?\$[?!]?-->/g, '');
}

/** The attributes of each `<link>` in the page's head (`rel`, `href`, `type`, ...), entities decoded. */
export const headLinks = (html: string): Record<string, string>[] =>
  [...(/<head>[\s\S]*?<\/head>/.exec(html)?.[0] ?? '').matchAll(/<link\b([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...m[1].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        value.replace(/&amp;/g, '&'),
      ]),
    ),
  );

/** The page's pager: each link's text, address and `rel` (entities decoded). */
export const pagerLinks = (html: string) =>
  [
    ...(/<nav class="pager"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(
      /<a\b([^>]*)>([\s\S]*?)<\/a>/g,
    ),
  ].map((m) => ({
    text: visibleText(m[2]).trim(),
    href: (/href="([^"]*)"/.exec(m[1])?.[1] ?? '').replace(/&amp;/g, '&'),
    rel: /rel="([^"]*)"/.exec(m[1])?.[1],
    current: /aria-current="page"/.test(m[1]),
  }));

/** A JSON line the worker logged. */
export type LogLine = Record<string, unknown> & { event: string; requestId?: string };

/**
 * Collects the worker's JSON log lines (log, warn and error) until `stop()`: the lines are
 * swallowed, not printed, so a test can read what it logged.
 */
export function captureLogLines(): { lines: LogLine[]; stop: () => void } {
  const lines: LogLine[] = [];
  const capture = (...args: unknown[]) => {
    try {
      lines.push(JSON.parse(String(args[0])) as LogLine);
    } catch {
      // not one of the worker's JSON lines
    }
  };
  const spies = (['log', 'warn', 'error'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(capture),
  );
  return {
    lines,
    stop: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/**
 * What `response` has sent by the time its body holds `marker`, and `rest()`: what it sends
 * after that, to its end.
 */
export async function sentUntil(
  response: Response,
  marker: string,
): Promise<{ sent: string; rest: () => Promise<string> }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const readWhile = async (more: (text: string) => boolean) => {
    let text = '';
    while (more(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    return text;
  };
  const sent = await readWhile((text) => !text.includes(marker));
  return { sent, rest: () => readWhile(() => true) };
}

/** The page's theme (its custom properties, `--brand:…;--brand-dark:…`), undefined without one. */
export const themeStyle = (html: string) =>
  /<style id="theme">body\{([^}]*)\}<\/style>/.exec(html)?.[1];

/** `POST /__purge` of `host`'s institute with the tests' token (a new generation: a new index). */
export const purgeHost = (host: string) =>
  open(host, '/__purge', {
    method: 'POST',
    headers: { authorization: 'Bearer test-purge-token', 'content-type': 'application/json' },
    body: JSON.stringify({ host }),
  });

/** The documents a search answer's index holds the text of, and those not read yet. */
export function documentCounts(response: Response): { indexed: number; unread: number } | null {
  const timing = response.headers.get('server-timing') ?? '';
  const found = /search-documents;desc="(\d+) indexed, (\d+) unread"/.exec(timing);
  return found ? { indexed: Number(found[1]), unread: Number(found[2]) } : null;
}

/** How many documents' texts (or that they have none, or were skipped) KV keeps. */
export const keptDocumentCount = async () =>
  (await (env.CACHE as KVNamespace).list({ prefix: 'document-text:' })).keys.length;

/**
 * Reads every PDF `host`'s institute links, as builds after visitors' searches would: purges (an
 * index already built reads no documents), searches (an index is built, and some of its unread
 * documents read after it) and waits until those are kept, until the index has none unread.
 */
export async function readAllDocuments(host: string): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await purgeHost(host);
    const before = await keptDocumentCount();
    const answer = await open(host, '/search.json?q=a');
    await answer.text();
    const counts = documentCounts(answer);
    if (!counts || counts.unread === 0) return;
    const expected = before + Math.min(counts.unread, DOCUMENTS_PER_BUILD);
    for (let i = 0; i < 1200 && (await keptDocumentCount()) < expected; i++)
      await new Promise((r) => setTimeout(r, 50));
    await settleCache();
  }
  throw new Error(`${host}: documents still unread after 20 builds`);
}

/**
 * `kv` counted: every key a get asks for (with or without metadata, bulk gets key by key) goes
 * into `asked`, in order; empty it between views.
 */
export function countingKv(kv: KVNamespace): { kv: KVNamespace; asked: string[] } {
  const asked: string[] = [];
  const counted = new Proxy(kv, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (prop === 'get' || prop === 'getWithMetadata')
          asked.push(...(Array.isArray(args[0]) ? args[0] : [args[0]]).map(String));
        return value.apply(target, args);
      };
    },
  });
  return { kv: counted, asked };
}
