/**
 * Research and Development (spec 2.4): `/research/development/{authorityDetailId}` and its tabs
 * at `/{tab}`. The spec shows no tab contents, so every tab renders the tab bar and a short line
 * (the index: the first tab's); no provider read beyond the frame. The id must be this institute's RND authority
 * detail (from the frame's committee list): another institute's id is a 404 like any other.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { InnerPage } from '../components/frame/InnerPage';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { requireFrameRead } from '../frame/load';
import { renderPage } from '../frame/render';
import { requireSection } from '../frame/sections';
import { params } from '../frame/validate';
import { href, IdParam, PAGES, TABS } from '../paths';

export const research = new Hono<AppEnv>();

const TITLE = 'Research and Development';

research.get(
  PAGES.research.pattern,
  requireSection('research'),
  params('research page', v.object({ detailId: IdParam, tab: v.optional(TABS.research.schema) })),
  async (c) => {
    const { detailId, tab } = c.req.valid('param');
    const frame = await c.var.frame;
    if (detailId !== frame.rndDetailId) requireFrameRead(frame, 'committees');
    if (detailId !== frame.rndDetailId) throw new PageNotFound('research page');
    // The index shows the first tab, under its own address (issue 17).
    const current = tab ?? TABS.research.first;
    const label = TABS.research.label(current);
    const tabs = TABS.research.list.map(([name, l]) => ({
      label: l,
      href: href(PAGES.research, { detailId, tab: name }),
      active: name === current,
    }));
    return renderPage(
      c,
      frame,
      <InnerPage title={TITLE} tabs={tabs}>
        <h2>{label}</h2>
        <p className="empty">{`${label} will be published here.`}</p>
      </InnerPage>,
      { pageTitle: tab ? `${TITLE}: ${label}` : TITLE },
    );
  },
);
