/**
 * Research and Development (spec 2.4): `/research/development/{authorityDetailId}` and its tabs
 * at `/{tab}`, from the RND committee's record (provider-api.md, endpoint 25): its about sections,
 * its MOUs, papers, activities and projects (each a list of heads) and its meetings. A tab with
 * nothing keeps the spec's placeholder line; the index shows the first tab. The id must be this
 * institute's RND authority detail (from the frame's committee list): another institute's id is
 * a 404 like any other, before any read. The committee is read by its own `_id`, as committee
 * pages read theirs (docs/decisions/001-provider-reads.md).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { InnerPage } from '../components/layout/InnerPage';
import { ResearchTab } from '../components/research/ResearchTab';
import { SectionNotice } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { requireFrameRead } from '../frame/load';
import { messages } from '../i18n/catalogue';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { params } from '../pages/validate';
import { href, IdParam, PAGES, TABS } from '../paths';
import { api } from '../provider/api';
import { ok } from '../provider/client';

export const research = new Hono<AppEnv>();

research.get(
  PAGES.research.pattern,
  requireSection('research'),
  params('research page', v.object({ detailId: IdParam, tab: v.optional(TABS.research.schema) })),
  async (c) => {
    const { detailId, tab } = c.req.valid('param');
    const t = messages().quality.research;
    const frame = await c.var.frame;
    if (detailId !== frame.rndDetailId) requireFrameRead(frame, 'committees');
    if (detailId !== frame.rndDetailId) throw new PageNotFound('research page');
    const authorityId = frame.rndAuthorityId;
    const detail = authorityId ? await api.committee(c.var.provider, authorityId) : ok(null);
    // The index shows the first tab, under its own address (issue 17).
    const current = tab ?? TABS.research.first;
    const label = TABS.research.label(current);
    const tabs = TABS.research.entries().map(([name, l]) => ({
      label: l,
      href: href(PAGES.research, { detailId, tab: name }),
      active: name === current,
    }));
    return renderPage(
      c,
      frame,
      <InnerPage title={t.title} tabs={tabs}>
        <h2>{label}</h2>
        {detail.ok ? (
          <ResearchTab tab={current} detail={detail.value} empty={t.placeholder(label)} />
        ) : (
          <SectionNotice what={label} />
        )}
      </InnerPage>,
      { pageTitle: tab ? `${t.title}: ${label}` : t.title },
    );
  },
);
