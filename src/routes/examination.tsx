/**
 * Examination (spec 2.6): `/examination` and its five tabs. The spec shows no tab contents, so each
 * tab page is the tab bar (active from the route) and a short line; the index shows the first tab.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { InnerPage } from '../components/frame/InnerPage';
import type { AppEnv } from '../env';
import { renderPage } from '../frame/render';
import { requireSection } from '../frame/sections';
import { params } from '../frame/validate';
import { href, PAGES, TABS } from '../paths';

export const examination = new Hono<AppEnv>();

const TITLE = 'Examinations';

examination.get(
  PAGES.examination.pattern,
  requireSection('examination'),
  params('examination tab', v.object({ tab: v.optional(TABS.examination.schema) })),
  async (c) => {
    // The index shows the first tab, under its own address (issue 17).
    const { tab: given } = c.req.valid('param');
    const tab = given ?? TABS.examination.first;
    const frame = await c.var.frame;
    const tabs = TABS.examination.list.map(([name, label]) => ({
      label,
      href: href(PAGES.examination, { tab: name }),
      active: name === tab,
    }));
    const label = TABS.examination.label(tab);
    return renderPage(
      c,
      frame,
      <InnerPage title={TITLE} tabs={tabs}>
        <h2>{label}</h2>
        <p className="empty">{`${label}: nothing has been published here yet.`}</p>
      </InnerPage>,
      { pageTitle: given ? `${TITLE}: ${label}` : TITLE },
    );
  },
);
