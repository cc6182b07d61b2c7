/**
 * Research and Development (spec 2.4): `/research/development/{authorityDetailId}` and its tabs
 * at `/{tab}`. The spec shows only an index placeholder, so every tab renders the tab bar and a
 * short line; no provider read beyond the frame. The id must be this institute's RND authority
 * detail (from the frame's committee list): another institute's id is a 404 like any other.
 */
import { Hono, type Context } from 'hono';
import { InnerPage } from '../components/frame/InnerPage';
import { RND_TABS } from '../frame/menus';
import type { AppEnv } from '../env';
import { PageNotFound } from '../errors';
import { requireFrameRead } from '../frame/load';
import { id, oneOf } from '../provider/params';
import { renderPage } from '../frame/render';

export const research = new Hono<AppEnv>();

const TITLE = 'Research and Development';
const TAB_NAMES = RND_TABS.map(([name]) => name);

async function researchPage(c: Context<AppEnv>, rawDetailId: string, rawTab?: string) {
  const detailId = id(rawDetailId);
  const tab = rawTab === undefined ? null : oneOf(TAB_NAMES, rawTab);
  if (!detailId || (rawTab !== undefined && !tab)) throw new PageNotFound('research page');
  const frame = await c.var.frame;
  if (detailId !== frame.rndDetailId) requireFrameRead(frame, 'committees');
  if (detailId !== frame.rndDetailId) throw new PageNotFound('research page');
  const label = RND_TABS.find(([name]) => name === tab)?.[1];
  return renderPage(
    c,
    frame,
    <InnerPage title={TITLE} tabs={RND_TABS.map(([name, l]) => ({ label: l, href: `/research/development/${detailId}/${name}`, active: name === tab }))}>
      {label && <h2>{label}</h2>}
      <p className="empty">{label ? `${label} will be published here.` : 'Research, MOUs, papers, activities, projects and meetings will be published here.'}</p>
    </InnerPage>,
    { pageTitle: label ? `${TITLE}: ${label}` : TITLE },
  );
}

research.get('/research/development/:detailId', (c) => researchPage(c, c.req.param('detailId')));
research.get('/research/development/:detailId/:tab', (c) => researchPage(c, c.req.param('detailId'), c.req.param('tab')));
