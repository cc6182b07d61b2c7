/**
 * One R&D tab (spec 2.4) from the RND committee's record: its about sections, its meetings, or
 * one of its lists of heads (MOUs, papers, activities, projects), each head a group of cards.
 */
import { type Messages, messages } from '../../i18n/catalogue';
import { attachmentTarget, safeHref } from '../../lib/url';
import type { TABS } from '../../paths';
import type { CommitteeDetail, Head } from '../../provider/schemas/committee';
import { CardTitle } from '../CardTitle';
import { DocumentList, entryTitle, Openers } from '../DocumentList';
import { Facts } from '../Facts';
import { RichText } from '../RichText';
import { Empty } from '../SectionNotice';
import { SubHeadings } from '../SubHeadings';

type ResearchTabName = (typeof TABS.research.names)[number];

/** What a card shows of one entry, whatever list it comes from. */
type Entry = {
  id: string;
  title: string;
  text: string;
  facts: [string, string][];
  attach: string;
  link: string;
};

type Labels = Messages['quality']['research'];

/** Each list's entries as cards: the heads' list of the same name, and what a card shows. */
const LISTS = {
  mou: (h: Head, t: Labels): Entry[] =>
    h.rnd_mou.map((e) => ({
      id: e._id,
      title: e.org_name,
      text: e.objectives,
      facts: [[t.duration, e.durations]],
      attach: e.attach,
      link: e.link,
    })),
  paper: (h: Head, t: Labels): Entry[] =>
    h.rnd_paper.map((e) => ({
      id: e._id,
      title: e.title,
      text: '',
      facts: [
        [t.category, e.category],
        [t.fundingAgency, e.funding_agency],
        [t.collaboration, e.collaboration],
      ],
      attach: e.attach,
      link: e.link,
    })),
  activities: (h: Head): Entry[] =>
    h.rnd_activities.map((e) => ({
      id: e._id,
      title: e.title,
      text: e.description,
      facts: [],
      attach: e.attach,
      link: e.link,
    })),
  project: (h: Head, t: Labels): Entry[] =>
    h.rnd_projects.map((e) => ({
      id: e._id,
      title: e.title,
      text: '',
      facts: [
        [t.subject, e.subject],
        [t.guide, e.guide_name],
      ],
      attach: e.attach,
      link: e.link,
    })),
} as const;

const HEADS = {
  mou: 'rnd_mou',
  paper: 'rnd_paper',
  activities: 'rnd_activities',
  project: 'rnd_projects',
} as const satisfies Record<keyof typeof LISTS, keyof CommitteeDetail>;

/** The tab's content; `empty` (the spec's placeholder line) where the committee has nothing. */
export function ResearchTab({
  tab,
  detail,
  empty,
}: {
  tab: ResearchTabName;
  detail: CommitteeDetail | null;
  empty: string;
}) {
  if (tab === 'rnd')
    return <SubHeadings sections={detail?.about ?? []} headingLevel={3} empty={empty} />;
  if (tab === 'meeting') return <DocumentList items={detail?.meetings ?? []} empty={empty} />;
  const t = messages().quality.research;
  const groups = (detail?.[HEADS[tab]] ?? []).flatMap((head) => {
    const entries = LISTS[tab](head, t).flatMap(shownEntry);
    return entries.length > 0 ? [{ head, entries }] : [];
  });
  if (groups.length === 0) return <Empty>{empty}</Empty>;
  return (
    <>
      {groups.map(({ head, entries }, i) => (
        <HeadGroup key={head._id || i} name={head.head_name.trim()} entries={entries} />
      ))}
    </>
  );
}

/** An entry as a card has it, or nothing when it has no title, text, fact, file or web page. */
function shownEntry(e: Entry) {
  const attach = attachmentTarget(e.attach);
  const link = safeHref(e.link);
  const facts = e.facts.filter(([, value]) => value.trim());
  const some = e.title.trim() || e.text.trim() || facts.length > 0 || attach || link;
  return some ? [{ ...e, facts, attachTarget: attach, href: link }] : [];
}

type Shown = ReturnType<typeof shownEntry>[number];

/** One head's entries, under its name (a year, a kind) when it has one. */
function HeadGroup({ name, entries }: { name: string; entries: Shown[] }) {
  const cards = (
    <ul className="cards">
      {entries.map((e, i) => (
        <EntryCard key={e.id || i} entry={e} level={name ? 4 : 3} />
      ))}
    </ul>
  );
  return name ? (
    <section className="research-head">
      <h3>{name}</h3>
      {cards}
    </section>
  ) : (
    cards
  );
}

function EntryCard({ entry, level }: { entry: Shown; level: 3 | 4 }) {
  const title = entryTitle(entry.title, entry.attachTarget, messages().quality.research.untitled);
  const alone = !(entry.text.trim() || entry.facts.length > 0 || entry.attachTarget || entry.href);
  return (
    <li className="card">
      <CardTitle alone={alone} level={level}>
        {title}
      </CardTitle>
      <RichText text={entry.text} empty="" />
      <Facts facts={entry.facts} />
      <Openers attach={entry.attachTarget} link={entry.href} name={title} />
    </li>
  );
}
