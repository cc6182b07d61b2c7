/**
 * Examination (spec 2.6): `/examination` and its five tabs, each the landing control's list of
 * documents (provider-api.md, endpoint 3), read with the frame's web profile: no read of its own.
 * A tab with no documents keeps the spec's placeholder line; the index shows the first tab.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { DocumentList } from '../components/DocumentList';
import { InnerPage } from '../components/frame/InnerPage';
import type { AppEnv } from '../env';
import { renderPage } from '../frame/render';
import { requireSection } from '../frame/sections';
import { params } from '../frame/validate';
import { messages } from '../i18n/catalogue';
import { href, PAGES, TABS } from '../paths';
import type { LandingControl } from '../provider/schemas/profile';

export const examination = new Hono<AppEnv>();

/** The landing control's list behind each tab (site search indexes them too: search/files.ts). */
export const EXAMINATION_LISTS = {
  manual: 'manual_examination',
  schedule: 'examination_schedule',
  'time-table': 'examination_timetable',
  notifications: 'examination_notification',
  'hall-ticket': 'hall_ticket',
} as const satisfies Record<(typeof TABS.examination.names)[number], keyof LandingControl>;

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
