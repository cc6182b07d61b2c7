/**
 * Committees (spec 2.5): `/committee/{committeeId}` (the institute's IQAC module id; tabs for its
 * committees except IQAC, RND and NAAC, index a placeholder) and one committee at
 * `/committee/{committeeId}/one/{authorityId}` with inner tabs `nxt/{about|composition|meeting}`.
 * Both ids must be the institute's own (checked against the frame) before the provider is asked
 * about the committee: a URL cannot make us read or cache arbitrary committees.
 */
import { Hono, type Context } from 'hono';
import { CommitteeAbout, CommitteeComposition, CommitteeMeetings } from '../components/committees/Committee';
import { InnerPage, TabBar, type Tab } from '../components/frame/InnerPage';
import { Empty } from '../components/SectionNotice';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../middleware/errors';
import { requireFrameRead, type Frame } from '../middleware/frame';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { id, oneOf, type Id } from '../provider/params';
import type { CommitteeDetail, Member } from '../provider/schemas/committee';
import { renderPage } from './page';

export const committees = new Hono<AppEnv>();

export const COMMITTEE_TABS = [['about', 'About'], ['composition', 'Compositions'], ['meeting', 'Meetings']] as const;
const TAB_NAMES = COMMITTEE_TABS.map(([name]) => name);
type CommitteeTab = (typeof TAB_NAMES)[number];

/** The frame's committees (IQAC, RND and NAAC already left out) with checked ids, as tabs. */
function committeeTabs(frame: Frame, committeeId: Id, active: Id | null): Tab[] {
  return frame.committees.flatMap((a) => {
    const authorityId = id(a._id);
    return authorityId ? [{ label: a.custom_head_name || 'Committee', href: `/committee/${committeeId}/one/${authorityId}`, active: authorityId === active }] : [];
  });
}

/** The committee list of this institute: the URL's id must be its IQAC module id. */
async function resolveList(c: Context<AppEnv>, rawCommitteeId: string): Promise<{ frame: Frame; committeeId: Id }> {
  const committeeId = id(rawCommitteeId);
  if (!committeeId) throw new PageNotFound('committee list');
  const frame = await c.var.frame;
  if (committeeId !== frame.iqacId) throw new PageNotFound('committee list');
  return { frame, committeeId };
}

type TabData = { tab: 'about' | 'meeting'; detail: CommitteeDetail | null } | { tab: 'composition'; members: Member[] };

/** What one inner tab needs: the committee detail (about, meetings) or its members. A failed read with no cache is a 503. */
export async function loadCommitteeTab(p: Provider, authorityId: Id, tab: CommitteeTab): Promise<TabData> {
  if (tab === 'composition') {
    const members = await api.committeeMembers(p, authorityId);
    if (!members.ok) throw new ProviderUnavailable('committee members', members.error);
    return { tab, members: members.value };
  }
  const detail = await api.committee(p, authorityId);
  if (!detail.ok) throw new ProviderUnavailable('committee', detail.error);
  return { tab, detail: detail.value };
}

committees.get('/committee/:committeeId', async (c) => {
  const { frame, committeeId } = await resolveList(c, c.req.param('committeeId'));
  const tabs = committeeTabs(frame, committeeId, null);
  return renderPage(
    c,
    frame,
    <InnerPage title="Committees" tabs={tabs}>
      {tabs.length > 0 ? <p>Choose a committee above to see what it does, its members and its meetings.</p> : <Empty>No committees yet.</Empty>}
    </InnerPage>,
    { pageTitle: 'Committees' },
  );
});

async function committeePage(c: Context<AppEnv>, rawAuthorityId: string, rawTab: string) {
  const authorityId = id(rawAuthorityId);
  const tab = oneOf(TAB_NAMES, rawTab);
  if (!authorityId || !tab) throw new PageNotFound('committee');
  const { frame, committeeId } = await resolveList(c, c.req.param('committeeId') ?? '');
  const authority = frame.committees.find((a) => id(a._id) === authorityId);
  if (!authority) requireFrameRead(frame, 'committees');
  if (!authority) throw new PageNotFound('committee');
  const data = await loadCommitteeTab(c.var.provider, authorityId, tab);

  const name = authority.custom_head_name || 'Committee';
  const base = `/committee/${committeeId}/one/${authorityId}`;
  return renderPage(
    c,
    frame,
    <InnerPage title={name} tabs={committeeTabs(frame, committeeId, authorityId)} breadcrumb={{ label: 'Committees', href: `/committee/${committeeId}` }}>
      <TabBar label={`${name}: sections`} tabs={COMMITTEE_TABS.map(([t, label]) => ({ label, href: `${base}/nxt/${t}`, active: t === tab }))} />
      {data.tab === 'composition' ? (
        <CommitteeComposition members={data.members} committee={name} />
      ) : data.tab === 'meeting' ? (
        <CommitteeMeetings meetings={data.detail?.meetings ?? []} />
      ) : (
        <CommitteeAbout detail={data.detail} />
      )}
    </InnerPage>,
    { pageTitle: `${name}: ${COMMITTEE_TABS.find(([t]) => t === tab)![1]}` },
  );
}

committees.get('/committee/:committeeId/one/:authorityId', (c) => committeePage(c, c.req.param('authorityId'), 'about'));
committees.get('/committee/:committeeId/one/:authorityId/nxt/:tab', (c) => committeePage(c, c.req.param('authorityId'), c.req.param('tab')));
