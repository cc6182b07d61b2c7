/**
 * Examination (spec 2.6): `/examination` and its five tabs. The spec shows an index placeholder
 * only and no tab contents, so each tab page is the tab bar (active from the route) and a short line.
 */
import { Hono } from 'hono';
import { InnerPage, type Tab } from '../components/frame/InnerPage';
import { EXAM_TABS } from '../frame/menus';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { oneOf } from '../provider/params';
import { renderPage } from '../frame/render';

export const examination = new Hono<AppEnv>();

const TITLE = 'Examinations';
const TAB_NAMES = EXAM_TABS.map(([name]) => name);
const tabs = (active?: string): Tab[] => EXAM_TABS.map(([name, label]) => ({ label, href: `/examination/${name}`, active: name === active }));

examination.get('/examination', async (c) => {
  const frame = await c.var.frame;
  return renderPage(
    c,
    frame,
    <InnerPage title={TITLE} tabs={tabs()}>
      <p className="empty">Choose a section above: manual, schedule, time table, notifications or hall tickets.</p>
    </InnerPage>,
    { pageTitle: TITLE },
  );
});

examination.get('/examination/:tab', async (c) => {
  const tab = oneOf(TAB_NAMES, c.req.param('tab'));
  if (!tab) throw new PageNotFound('examination tab');
  const frame = await c.var.frame;
  const label = EXAM_TABS.find(([name]) => name === tab)![1];
  return renderPage(
    c,
    frame,
    <InnerPage title={TITLE} tabs={tabs(tab)}>
      <h2>{label}</h2>
      <p className="empty">{`${label}: nothing has been published here yet.`}</p>
    </InnerPage>,
    { pageTitle: `${TITLE}: ${label}` },
  );
});
