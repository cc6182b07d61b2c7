/**
 * The frame in the visitor's language (issue 19): its own labels (top bar, header, sticky bar,
 * drawer, footer, their accessible names) in Hindi and Marathi with no English label of the
 * `frame` area left, the language switcher's links to the same page in the other languages (each
 * named in its own language and script), and the text size links, all plain HTML.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/catalogue';
import { RICH as HOST } from '../helpers/hosts';
import { demo, get, visibleText } from '../helpers/worker';

beforeEach(async () => {
  await demo.reset();
});

/** Every fixed piece of English the `frame` area writes (a label's parts around its values). */
function englishPieces(): string[] {
  const pieces: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') pieces.push(value);
    else if (typeof value === 'function')
      pieces.push(...String(value('\u0000', '\u0000')).split('\u0000'));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(messages('en').frame);
  return pieces.map((p) => p.replace(/^[\s©.:]+|[\s.:]+$/g, '')).filter((p) => p.length >= 3);
}

/** What a visitor meets of an HTML part: its text and its accessible names and alternatives. */
const spoken = (html: string) =>
  [
    visibleText(html),
    ...[...html.matchAll(/\b(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1]),
  ].join(' | ');

/**
 * The frame of a page: everything outside `<main>`, without the menu names of the menu bar and
 * the drawer's menu (another area's labels, from the table of paths) and the header's search
 * form (the `search` area's island).
 */
const frameOf = (html: string) =>
  html
    .replace(/^[\s\S]*?<body/, '<body')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<div data-island="SiteSearch"[\s\S]*?<\/form>/g, '')
    .replace(/<main[\s\S]*<\/main>/, '')
    .replace(/<nav class="menubar"[\s\S]*?<\/nav>/g, '')
    .replace(/<ul class="drawer-list">[\s\S]*?<\/nav>/g, '');

/** The drawer's own quick links (after the menus): their text by address. */
const drawerLink = (html: string, path: string) =>
  new RegExp(`<ul class="drawer-list">[\\s\\S]*<a href="${path}"[^>]*>([^<]*)</a>`).exec(html)?.[1];

/** Every language switcher of the page: each entry's tag, attributes and text. */
const switchers = (html: string) =>
  [...html.matchAll(/<nav class="languages"[\s\S]*?<\/nav>/g)].map((m) =>
    [...m[0].matchAll(/<(a|span)\b([^>]*)>([^<]*)<\/\1>/g)].map(
      ([, tag, attrs, text]): Record<string, string> => ({
        tag,
        text,
        ...Object.fromEntries(
          [...attrs.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [
            name.toLowerCase(),
            value.replace(/&amp;/g, '&'),
          ]),
        ),
      }),
    ),
  );

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the frame in Hindi and Marathi', () => {
  for (const [lang, prefix] of [
    ['hi', '/hi'],
    ['mr', '/mr'],
  ] as const) {
    it(`${lang}: the frame's labels are in Devanagari, none of the English ones left`, async () => {
      const t = messages(lang).frame;
      for (const path of ['/', '/notice']) {
        const { status, html } = await get(HOST, `${prefix}${path}`);
        expect(status, path).toBe(200);
        const frame = frameOf(html);
        const heard = spoken(frame);
        for (const piece of englishPieces())
          expect(heard, `${prefix}${path}: English "${piece}" left`).not.toMatch(
            new RegExp(`(^|[^A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`),
          );
        expect(frame).toContain(`>${t.skipToContent}</a>`);
        expect(frame).toContain(`aria-label="${t.quickNav}"`);
        expect(frame).toContain(`<span>${t.menu}</span>`);
        expect(frame).toContain(`<h2 id="f-internal">${t.internalLinks}</h2>`);
        const year = new Intl.NumberFormat(`${lang}-IN`, { useGrouping: false }).format(
          new Date().getUTCFullYear(),
        );
        expect(visibleText(frame)).toContain(t.copyright(year, 'Qviple'));
        expect(frame).toContain(t.textSize.larger);
        expect(html).not.toContain(': overview<');
        for (const [to, label] of [
          [`${prefix}/photo/gallery`, t.photoGallery],
          [`${prefix}/video/gallery`, t.videoGallery],
          [`${prefix}/contact/us`, t.contactUs],
        ])
          expect(drawerLink(html, to), `drawer ${to}`).toBe(label);
        for (const label of Object.values(t).filter((v) => typeof v === 'string'))
          expect(label, 'a Devanagari label').toMatch(DEVANAGARI);
      }
    });
  }
});

describe('the language switcher', () => {
  it('links each page to itself in the other languages, query included, named in their own script', async () => {
    for (const [from, en, hi, mr, current] of [
      ['/notice?page=2', '/notice?page=2', '/hi/notice?page=2', '/mr/notice?page=2', 'en'],
      ['/hi/notice?page=2', '/notice?page=2', '/hi/notice?page=2', '/mr/notice?page=2', 'hi'],
      ['/mr/', '/', '/hi/', '/mr/', 'mr'],
      ['/', '/', '/hi/', '/mr/', 'en'],
      ['/hi', '/', '/hi/', '/mr/', 'hi'],
    ] as const) {
      const { status, html } = await get(HOST, from);
      expect(status, from).toBe(200);
      const found = switchers(html);
      expect(found.length, `${from}: top bar and drawer`).toBe(2);
      for (const entries of found)
        expect(entries, from).toEqual(
          (
            [
              ['en', 'English', en],
              ['hi', 'हिंदी', hi],
              ['mr', 'मराठी', mr],
            ] as const
          ).map(([lang, text, href]) =>
            lang === current
              ? { tag: 'span', text, lang, 'aria-current': 'true' }
              : { tag: 'a', text, lang, hreflang: lang, href },
          ),
        );
    }
  });

  it("has the other languages in the header band too, for phones' first screen (issue 31)", async () => {
    for (const [from, expected] of [
      [
        '/notice?page=2',
        [
          ['hi', 'हिंदी', '/hi/notice?page=2'],
          ['mr', 'मराठी', '/mr/notice?page=2'],
        ],
      ],
      [
        '/hi/',
        [
          ['en', 'English', '/'],
          ['mr', 'मराठी', '/mr/'],
        ],
      ],
      [
        '/mr/notice',
        [
          ['en', 'English', '/notice'],
          ['hi', 'हिंदी', '/hi/notice'],
        ],
      ],
    ] as const) {
      const { html } = await get(HOST, from);
      const band = /<header class="header-band[^"]*">[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      const nav =
        /<nav class="header-languages narrow-only" aria-label="[^"]+">[\s\S]*?<\/nav>/.exec(
          band,
        )?.[0];
      expect(nav, `${from}: in the header band`).toBeDefined();
      const links = [
        ...nav!.matchAll(/<a href="([^"]*)" lang="([^"]*)" hrefLang="([^"]*)">([^<]*)<\/a>/g),
      ];
      expect(
        links.map(([, href, lang, hreflang, text]) => [
          lang,
          text,
          href.replace(/&amp;/g, '&'),
          hreflang,
        ]),
        from,
      ).toEqual(expected.map(([lang, text, href]) => [lang, text, href, lang]));
    }
  });

  it('on the 404 page leads to each language home', async () => {
    const { status, html } = await get(HOST, '/hi/no-such-page');
    expect(status).toBe(404);
    const [topBar] = switchers(html);
    expect(topBar?.map((e) => e.href ?? e['aria-current'])).toEqual(['/', 'true', '/mr/']);
  });
});

describe('the text size links', () => {
  it('are fragment links to targets on the page, named in the page language', async () => {
    for (const [lang, path] of [
      ['en', '/notice'],
      ['mr', '/mr/notice'],
    ] as const) {
      const { html } = await get(HOST, path);
      const t = messages(lang).frame.textSize;
      for (const [size, name] of [
        ['small', t.smaller],
        ['normal', t.normal],
        ['large', t.larger],
        ['largest', t.largest],
      ]) {
        expect(html, `${path}: target ${size}`).toContain(`id="text-${size}"`);
        const link = new RegExp(`<a href="#text-${size}"[^>]*>[\\s\\S]*?</a>`, 'g');
        const links = html.match(link) ?? [];
        expect(links.length, `${path}: ${size} in the top bar and the drawer`).toBe(2);
        for (const l of links) expect(visibleText(l)).toContain(name);
      }
    }
  });
});
