import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, pageLinks, picturesToFetch, slotWidth } from '../bench/browser';
import { Edge, KV_EDGE_SECONDS } from '../bench/edge';
import { monthlyBill, PRICES, perMillion } from '../bench/prices';

const srcset = [64, 96, 128, 192, 256, 384, 512, 640, 828, 1080, 1280, 1600, 1920]
  .map((w) => `/img/${w}/a/p.jpg?s=x ${w}w`)
  .join(', ');
const grid = '(min-width: 1100px) 300px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

describe("the topology's browser", () => {
  it('picks the srcset candidate a phone at DPR 2 and a desktop pick for the slot', () => {
    expect(slotWidth(grid, PHONE)).toBe(375);
    expect(slotWidth(grid, DESKTOP)).toBe(300);
    expect(slotWidth('48px', PHONE)).toBe(48);
    expect(slotWidth('(max-width: 600px) 100vw, 600px', DESKTOP)).toBe(600);
    const html = `<img src="/img/1920/a/p.jpg?s=x" srcset="${srcset}" sizes="${grid}">`;
    // 375 CSS px x 2 = 750 device px: 828; 300 px x 1: 384.
    expect(picturesToFetch(html, PHONE)).toEqual(['/img/828/a/p.jpg?s=x']);
    expect(picturesToFetch(html, DESKTOP)).toEqual(['/img/384/a/p.jpg?s=x']);
  });

  it('leaves lazy pictures past the first screens, and pictures of the file host', () => {
    const lazy = (i: number) => `<img loading="lazy" src="/img/64/a/${i}.jpg?s=x">`;
    const html = `<img src="https://files.example/a/logo.svg">${[1, 2, 3, 4, 5, 6].map(lazy).join('')}`;
    expect(picturesToFetch(html, PHONE)).toHaveLength(4);
  });

  it('follows page links of the same site only', () => {
    const html =
      '<a href="/notice">n</a><a href="/one/notice/1/detail#top">d</a><a href="https://x.org/">x</a>' +
      '<a href="/img/64/a.jpg">i</a><a href="/files/a.pdf">f</a><a href="//cdn/x">c</a>';
    expect(pageLinks(html)).toEqual(['/notice', '/one/notice/1/detail']);
  });
});

describe("the topology's KV", () => {
  it('shows a write at once where it was made and up to the edge lag late elsewhere', () => {
    const edge = new Edge(2);
    const t = 1_000_000;
    edge.put(0, 'k', { text: 'one', metadata: null }, undefined, t);
    expect(edge.get(1, 'k', t)?.text).toBe('one'); // location 1 now holds a copy
    edge.put(0, 'k', { text: 'two', metadata: null }, undefined, t + 1000);
    expect(edge.get(0, 'k', t + 1000)?.text).toBe('two');
    expect(edge.get(1, 'k', t + 1000)?.text).toBe('one');
    expect(edge.kv[1].lagged).toBe(1);
    expect(edge.get(1, 'k', t + KV_EDGE_SECONDS * 1000)?.text).toBe('two');
    // An absence is kept as a copy too, and a value expires by its TTL.
    expect(edge.get(1, 'new', t)).toBeNull();
    edge.put(0, 'new', { text: 'v', metadata: null }, 120, t + 1);
    expect(edge.get(1, 'new', t + 2)).toBeNull();
    expect(edge.get(1, 'new', t + 200_000)).toBeNull();
    expect(edge.kv[0]).toMatchObject({ writes: 3, firstWrites: 2 });
  });
});

describe("the topology's bill", () => {
  it('charges only what is beyond the included amounts', () => {
    const usage = {
      requests: 1,
      cpuMs: 1,
      kvReads: 1,
      kvWrites: 0,
      kvDeletes: 0,
      kvLists: 0,
      points: 1,
      logEvents: 0.1,
      kvStoredGb: 0.5,
      transformationsPerMonth: 5_000,
    };
    // 10 M requests, KV reads and points are all included: the plan alone.
    expect(perMillion(monthlyBill(usage, 10_000_000), 10_000_000)).toBeCloseTo(0.5);
    const bill = monthlyBill({ ...usage, kvReads: 2 }, 10_000_000);
    expect(bill.find((l) => l.price === PRICES.kvReads)?.dollars).toBeCloseTo(5);
  });
});
