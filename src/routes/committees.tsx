/**
 * Committees (spec 2.5): `/committee/{committeeId}` (the institute's IQAC module id; tabs for its
 * committees except IQAC, RND and NAAC; the index shows the first one's About) and one committee
 * at `/committee/{committeeId}/one/{authorityId}` with inner tabs `nxt/{about|composition|meeting}`.
 * Both ids must be the institute's own (checked against the frame) before the provider is asked
 * about the committee: a URL cannot make us read or cache arbitrary committees.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CommitteeAbout,
  CommitteeComposition,
  CommitteeMeetings,
} from '../components/committees/Committee';
import { InnerPage } from '../components/layout/InnerPage';
import { Empty } from '../components/SectionNotice';
import { type Tab, TabBar } from '../components/TabBar';
import type { AppEnv } from '../env';
import { PageNotFound, ProviderUnavailable } from '../errors';
import { type Frame, requireFrameRead } from '../frame/load';
import { messages } from '../i18n/catalogue';
import { renderPage } from '../pages/render';
import { requireSection } from '../pages/requireSection';
import { inputs, params } from '../pages/validate';
import { href, IdParam, PAGES, TABS } from '../paths';
import { api } from '../provider/api';
import type { Provider } from '../provider/cache';
import { type Id, id } from '../provider/params';
import type { CommitteeDetail, Member } from '../provider/schemas/committee';

export const committees = new Hono<AppEnv>();

type CommitteeTab = (typeof TABS.committee.names)[number];

/** The frame's committees (IQAC, RND and NAAC already left out) with checked ids, as tabs. */
function committeeTabs(frame: Frame, committeeId: Id, active: Id | null): Tab[] {
  return frame.committees.flatMap((a) => {
    const authorityId = id(a._id);
    if (!authorityId) return [];
    const link = href(PAGES.committee, { committeeId, authorityId });
    return [{ label: nameOf(a), href: link, active: authorityId === active }];
  });
}

/** The frame, once it says the URL's committee list is this institute's (its IQAC module id). */
async function ownList(frame: Promise<Frame>, committeeId: Id): Promise<Frame> {
  const loaded = await frame;
  if (committeeId !== loaded.iqacId) throw new PageNotFound('committee list');
  return loaded;
}

type TabData =
  | { tab: 'about' | 'meeting'; detail: CommitteeDetail | null }
  | { tab: 'composition'; members: Member[] };

/** What one inner tab needs: the committee detail (about, meetings) or its members. A failed read with no cache is a 503. */
async function loadCommitteeTab(p: Provider, authorityId: Id, tab: CommitteeTab): Promise<TabData> {
  if (tab === 'composition') {
    const members = await api.committeeMembers(p, authorityId);
    if (!members.ok) throw new ProviderUnavailable('committee members', members.error);
    return { tab, members: members.value };
  }
  const detail = await api.committee(p, authorityId);
  if (!detail.ok) throw new ProviderUnavailable('committee', detail.error);
  return { tab, detail: detail.value };
}

committees.get(
  PAGES.committees.pattern,
  requireSection('committees'),
  params('committee list', v.object({ committeeId: IdParam })),
  async (c) => {
    const { committeeId } = c.req.valid('param');
    const frame = await ownList(c.var.frame, committeeId);
    // The index shows the first committee's first tab, under its own address (issue 17).
    const first = frame.committees.find((a) => id(a._id));
    const authorityId = first && id(first._id);
    const t = messages().campus.committees;
    if (!first || !authorityId) {
      const index = (
        <InnerPage title={t.title}>
          <Empty>{t.none}</Empty>
        </InnerPage>
      );
      return renderPage(c, frame, index, { pageTitle: t.title });
    }
    const tab = TABS.committee.first;
    const data = await loadCommitteeTab(c.var.provider, authorityId, tab);
    return renderPage(
      c,
      frame,
      <InnerPage title={t.title} tabs={committeeTabs(frame, committeeId, authorityId)}>
        <CommitteeSections {...{ committeeId, authorityId, tab, data }} name={nameOf(first)} />
      </InnerPage>,
      { pageTitle: t.title },
    );
  },
);

committees.on(
  'GET',
  [PAGES.committee.pattern, PAGES.committeeTab.pattern],
  inputs(
    requireSection('committees'),
    params(
      'committee',
      v.object({
        committeeId: IdParam,
        authorityId: IdParam,
        tab: v.optional(TABS.committee.schema, TABS.committee.first),
      }),
    ),
  ),
  async (c) => {
    const { committeeId, authorityId, tab } = c.req.valid('param');
    const frame = await ownList(c.var.frame, committeeId);
    const authority = frame.committees.find((a) => id(a._id) === authorityId);
    if (!authority) requireFrameRead(frame, 'committees');
    if (!authority) throw new PageNotFound('committee');
    const data = await loadCommitteeTab(c.var.provider, authorityId, tab);

    const name = nameOf(authority);
    const tabs = committeeTabs(frame, committeeId, authorityId);
    return renderPage(
      c,
      frame,
      <InnerPage title={name} tabs={tabs}>
        <CommitteeSections {...{ committeeId, authorityId, tab, data, name }} />
      </InnerPage>,
      {
        pageTitle: `${name}: ${TABS.committee.label(tab)}`,
        breadcrumb: {
          parents: [
            {
              label: messages().campus.committees.title,
              href: href(PAGES.committees, { committeeId }),
            },
            { label: name, href: href(PAGES.committee, { committeeId, authorityId }) },
          ],
          crumb: TABS.committee.label(tab),
        },
      },
    );
  },
);

const nameOf = (authority: Frame['committees'][number]) =>
  authority.custom_head_name || messages().campus.committees.committee;

/** One committee's inner tab bar (`tab` active) and that tab's content. */
function CommitteeSections({
  committeeId,
  authorityId,
  tab,
  data,
  name,
}: {
  committeeId: Id;
  authorityId: Id;
  tab: CommitteeTab;
  data: TabData;
  name: string;
}) {
  const sections = TABS.committee.entries().map(([t, label]) => ({
    label,
    href: href(PAGES.committeeTab, { committeeId, authorityId, tab: t }),
    active: t === tab,
  }));
  return (
    <>
      <TabBar label={messages().campus.committees.sections(name)} tabs={sections} />
      {data.tab === 'composition' ? (
        <CommitteeComposition members={data.members} committee={name} />
      ) : data.tab === 'meeting' ? (
        <CommitteeMeetings meetings={data.detail?.meetings ?? []} />
      ) : (
        <CommitteeAbout detail={data.detail} />
      )}
    </>
  );
}
