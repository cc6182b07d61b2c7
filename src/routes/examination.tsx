/**
 * Examination (spec 2.6): `/examination` and its five tabs, each the landing control's list of
 * documents (provider-api.md, endpoint 3), read with the frame's web profile: no read of its own.
 * A tab with no documents keeps the spec's placeholder line; the index shows the first tab.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { DocumentList } from '../components/DocumentList';
import { InnerPage } from '../components/layout/InnerPage';
import type { AppEnv } from '../env';
import { EXAMINATION_LISTS } from '../frame/examination';
import { messages } from '../i18n/catalogue';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { params } from '../pages/validate';
import { href, PAGES, TABS } from '../paths';

export const examination = new Hono<AppEnv>();

examination.get(
  PAGES.examination.pattern,
  requireSection('examination'),
  params('examination tab', v.object({ tab: v.optional(TABS.examination.schema) })),
  async (c) => {
    // The index shows the first tab, under its own address (issue 17).
    const { tab: given } = c.req.valid('param');
    const tab = given ?? TABS.examination.first;
    const frame = await c.var.frame;
    const tabs = TABS.examination.entries().map(([name, label]) => ({
      label,
      href: href(PAGES.examination, { tab: name }),
      active: name === tab,
    }));
    const label = TABS.examination.label(tab);
    const t = messages().campus.examination;
    return renderPage(
      c,
      frame,
      <InnerPage title={t.title} tabs={tabs}>
        <h2>{label}</h2>
        <DocumentList
          items={frame.profile.landing_control[EXAMINATION_LISTS[tab]]}
          empty={t.nothingYet(label)}
        />
      </InnerPage>,
      { pageTitle: given ? `${t.title}: ${label}` : t.title },
    );
  },
);
