/**
 * The home page's notice and event columns (spec 2.2) in workerd against the demo provider: every
 * slide links to a page that exists, also when the provider sends entries without a usable id.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo as ids } from '../../demo/fixtures/index.ts';
import { clearCache, demo, get } from '../helpers/worker';

const RICH = 'sunrise.localhost';

/** The hrefs of the slides of island `id` on `html`. */
const slideHrefs = (html: string, id: string): string[] => {
  const props = html.match(
    new RegExp(`<script type="application/json" id="${id}-props">([^<]*)</script>`),
  );
  expect(props, id).not.toBeNull();
  return (JSON.parse(props![1]) as { slides: { href: string }[] }).slides.map((s) => s.href);
};

beforeEach(async () => {
  await demo.reset();
  await clearCache();
});

describe('home news columns', () => {
  it('link each notice and event to its detail page', async () => {
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    const notices = slideHrefs(page.html, 'home-notices');
    const events = slideHrefs(page.html, 'home-events');
    expect(notices.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    for (const href of notices)
      expect(ids.sunrise.noticeIds.map((n) => `/one/notice/${n}/detail`)).toContain(href);
    for (const href of events)
      expect(ids.sunrise.eventIds.map((e) => `/one/event/${e}/detail`)).toContain(href);
  });

  it('link an entry without a usable id to its section list, not to a page that cannot exist', async () => {
    // wrongTypes turns each list into junk whose one record has `_id: 7`.
    await demo.faults({ faults: [{ pattern: '/(announcemnt|all/events)$', mode: 'wrongTypes' }] });
    const page = await get(RICH, '/');
    expect(page.status).toBe(200);
    expect(slideHrefs(page.html, 'home-notices')).toEqual(['/notice']);
    expect(slideHrefs(page.html, 'home-events')).toEqual(['/event']);
  });
});
