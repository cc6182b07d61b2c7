/**
 * Every page is one whole document when its reads answer in time, also on the render that fills
 * the cache (the first visit after a purge): a visitor without JavaScript sees the top bar, the
 * menus, Apply and the news, not placeholders that only React's inline scripts would fill. Only
 * a section still waiting on the provider when the wait ends streams in behind the rest
 * (docs/decisions/055-whole-page-before-streaming.md).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { app } from '../../src/app';
import { RICH, PURGE_TOKEN as TOKEN } from '../helpers/hosts';
import { postPurge } from '../helpers/purge';
import { clearCache, demo, get, open, sentUntil, settleCache } from '../helpers/worker';

const GROUPS = 'application/grouped';
const APPLY = '<a class="hero-apply" href="/admission/application">Apply now</a>';
/** The wait for a whole page as a ceiling: a loopback refill fits however loaded the machine. */
const CEILING = { WHOLE_PAGE_MS: '15000' };

/** A visit with some bindings changed; resolves once its background work (page cache) is done. */
async function visit(path: string, extra: Record<string, unknown> = CEILING) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://${RICH}${path}`, { headers: { host: RICH } }),
    { ...env, ...extra },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, pageCache: response.headers.get('x-page-cache') };
}

/** What only a script would reveal, or a placeholder still waiting, as sent. */
function streamedParts(html: string): string[] {
  const marks = [
    /<template\b/,
    /<div hidden id="S:/,
    /\$RC\(/,
    /<!--\$\?-->/,
    /aria-busy/,
    /drawer-pending/,
    /<script nonce=/,
  ];
  return marks.filter((mark) => mark.test(html)).map(String);
}

/** Where each part of the frame and the home page sits in `html` (-1: missing). */
const positions = (html: string, parts: string[]) => parts.map((part) => html.indexOf(part));

const HOME_PARTS = [
  'class="topbar"',
  'data-island-id="drawer"',
  'class="menubar"',
  APPLY,
  'data-island-id="home-notices"',
  'data-island-id="home-events"',
  '</footer>',
];

/** The menu bar as sent: its quality menu needs the chained reads (committees, then the tree). */
const menubar = (html: string) =>
  html.slice(html.indexOf('class="menubar"'), html.indexOf('id="main"'));

/** Every read of the home page and of the notice list in KV, read under the current generation. */
async function warmReads() {
  await get(RICH, '/');
  await get(RICH, '/notice');
  await settleCache();
}

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('the render after a purge', () => {
  it('sends the home page whole: top bar, menus, Apply and news in order, nothing to swap in', async () => {
    await warmReads();
    expect((await postPurge(RICH, { host: RICH }, { token: TOKEN })).status).toBe(200);
    await demo.clearRequests();
    const page = await visit('/');
    expect(page.status).toBe(200);
    expect(
      (await demo.requests()).length,
      'the purge made the reads go to the provider',
    ).toBeGreaterThan(0);
    expect(streamedParts(page.html)).toEqual([]);
    const at = positions(page.html, HOME_PARTS);
    expect(
      at.every((p) => p >= 0),
      `${HOME_PARTS.filter((_, i) => at[i] < 0)} missing`,
    ).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(menubar(page.html)).toContain('href="/naac/');
  });

  it('sends an inner page whole', async () => {
    await warmReads();
    expect((await postPurge(RICH, { host: RICH }, { token: TOKEN })).status).toBe(200);
    const page = await visit('/notice');
    expect(page.status).toBe(200);
    expect(streamedParts(page.html)).toEqual([]);
    const parts = ['class="topbar"', 'class="menubar"', '/one/notice/', '</footer>'];
    const at = positions(page.html, parts);
    expect(at.every((p) => p >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(menubar(page.html)).toContain('href="/naac/');
  });

  it('fills the page cache, so the next visitor gets the same whole page without a render', async () => {
    const cached = { ...CEILING, PAGE_CACHE_SECONDS: '60' };
    await warmReads();
    expect((await postPurge(RICH, { host: RICH }, { token: TOKEN })).status).toBe(200);
    const first = await visit('/', cached);
    expect(first.pageCache).toBe('miss');
    expect(streamedParts(first.html)).toEqual([]);
    const second = await visit('/', cached);
    expect(second.pageCache).toBe('hit');
    expect(second.html).toBe(first.html);
  });
});

describe('a read slower than the wait for a whole page', () => {
  it('streams only that section in, after the rest was sent whole', async () => {
    await warmReads();
    // Only the application groups (Apply) must go to the provider, which answers late.
    const kv = env.CACHE as KVNamespace;
    const keys = (await kv.list()).keys.filter((k) => k.name.includes(GROUPS));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) await kv.delete(key.name);
    // Well past the tests' wait for a whole page (the product's default, 1 s), within the timeout.
    await demo.faults({ faults: [{ pattern: `${GROUPS}$`, latencyMs: 4000 }] });
    const response = await open(RICH, '/');
    expect(response.status).toBe(200);
    const { sent, rest: readRest } = await sentUntil(response, '</footer>');
    // Everything but Apply came in time: in place, not as placeholders.
    expect(sent).not.toContain('class="hero-apply"');
    for (const part of HOME_PARTS.filter((p) => p !== APPLY)) expect(sent).toContain(part);
    expect(menubar(sent)).toContain('href="/naac/');
    expect(sent).not.toContain('aria-busy');
    expect(sent.match(/<template id="B:/g)).toHaveLength(1);
    const rest = await readRest();
    expect(rest).toContain(APPLY);
    expect(rest).toMatch(/<script nonce="[^"]+">/); // React's swap of the one streamed section
  });
});
