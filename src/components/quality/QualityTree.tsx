/**
 * The document tree of a quality section (spec 2.4): an outer tab's cards as nested lists, any
 * depth. A card with a file opens it in the viewer; a nested card is a `<details>` holding its
 * children. In AQAR and NAAC a card named "Quality Indicator Framework" shows its children as a
 * tab bar instead (see QifBlock), addressed by the `nested/{nxtId}` and `nxt/{nnxtId}` routes.
 */
import type { QualityCard } from '../../provider/schemas/quality';
import { nameFromKey } from '../../lib/files';
import { fileUrl } from '../../lib/url';
import { href, qualityPages, type QualitySection } from '../../paths';
import { TabBar, type Tab } from '../frame/InnerPage';
import { Empty } from '../SectionNotice';

/**
 * The tab whose QIF tab bars link on (`section`, `detailId`, `tabId`) and what the route selected;
 * null outside AQAR and NAAC. `linkId` is the route's id check: only cards whose id passes it get
 * links.
 */
export type QifRoute = {
  section: QualitySection;
  detailId: string;
  tabId: string;
  nxtId: string | null;
  nnxtId: string | null;
  linkId: (raw: string) => string | null;
};

/** The address of QIF entry `nxtId` of the route's tab, or of entry `nnxtId` beneath it. */
const qifHref = (route: QifRoute, nxtId: string, nnxtId?: string) => {
  const { detailId, tabId } = route;
  const pages = qualityPages(route.section);
  return nnxtId
    ? href(pages.nestedTab, { detailId, tabId, nxtId, nnxtId })
    : href(pages.nested, { detailId, tabId, nxtId });
};

export type TreeContext = { filesBase: string; qif: QifRoute | null };

/** A card named Quality Indicator Framework (case-insensitive, trimmed). */
export const isQif = (card: QualityCard) => card.name.trim().toLowerCase() === 'quality indicator framework';

/** A card that is only a document: it has a file and nothing beneath it. */
export const isFileOnly = (card: QualityCard, filesBase: string) => !card.is_nested && card.children.length === 0 && fileUrl(filesBase, card.pdf_key) !== undefined;

/** What a card is called: its name, else a name read from its file key, else `fallback`. */
export const cardLabel = (card: Pick<QualityCard, 'name' | 'pdf_key'>, fallback = 'Document') => card.name || nameFromKey(card.pdf_key) || fallback;

/** A card that expands into a child list. */
export const isNested = (card: QualityCard) => card.is_nested || card.children.length > 0;

/** The viewer opener of a card's file. */
export function FileLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} data-file-viewer="" target="_blank" rel="noopener">
      {label}
    </a>
  );
}

/** The content of one outer tab: its name, its own file, and its cards. */
export function QualityTabContent({ tab, ctx }: { tab: QualityCard; ctx: TreeContext }) {
  const file = fileUrl(ctx.filesBase, tab.pdf_key);
  const name = cardLabel(tab, 'Documents');
  return (
    <section aria-labelledby="quality-tab-heading" className="quality-tab">
      <h2 id="quality-tab-heading">{name}</h2>
      {file && (
        <p>
          <FileLink href={file} label={`Open ${name}`} />
        </p>
      )}
      {(tab.children.length > 0 || !file) && <QualityList cards={tab.children} ctx={ctx} />}
    </section>
  );
}

/** Cards as a list; nested cards recurse with no depth limit (the schema already bounds depth). */
export function QualityList({ cards, ctx }: { cards: QualityCard[]; ctx: TreeContext }) {
  if (cards.length === 0) return <Empty>No documents here yet.</Empty>;
  return (
    <ul className="quality-list">
      {cards.map((card, i) => (
        <li key={card._id || i}>
          <QualityItem card={card} ctx={ctx} />
        </li>
      ))}
    </ul>
  );
}

function QualityItem({ card, ctx }: { card: QualityCard; ctx: TreeContext }) {
  if (ctx.qif && isQif(card)) return <QifBlock card={card} ctx={ctx} route={ctx.qif} />;
  const label = cardLabel(card);
  const file = fileUrl(ctx.filesBase, card.pdf_key);
  if (!isNested(card)) return file ? <FileLink href={file} label={label} /> : <span>{label}</span>;
  return (
    <details className="quality-node">
      <summary>{label}</summary>
      {file && (
        <p>
          <FileLink href={file} label={`Open ${label}`} />
        </p>
      )}
      <QualityList cards={card.children} ctx={ctx} />
    </details>
  );
}

/**
 * Tabs for cards: a file-only card opens the viewer, others link to `href(id)`. Cards without a
 * usable id cannot be linked; they come back in `rest` to be listed instead (nothing is dropped).
 */
export function cardTabs(cards: QualityCard[], filesBase: string, href: (cardId: string) => string, active: string | null, linkId: (raw: string) => string | null) {
  const tabs: Tab[] = [];
  const rest: QualityCard[] = [];
  for (const card of cards) {
    const label = cardLabel(card);
    const cardId = linkId(card._id);
    if (isFileOnly(card, filesBase)) tabs.push({ label, href: '', fileHref: fileUrl(filesBase, card.pdf_key) });
    else if (cardId) tabs.push({ label, href: href(cardId), active: cardId === active });
    else rest.push(card);
  }
  return { tabs, rest };
}

// Quality Indicator Framework ---------------------------------------------------------------

/** Every QIF card the list renders as a tab bar: at any depth, but not inside another QIF. */
export function qifCards(cards: QualityCard[]): QualityCard[] {
  return cards.flatMap((card) => (isQif(card) ? [card] : qifCards(card.children)));
}

const linkedChild = (cards: QualityCard[], wanted: string, filesBase: string, linkId: QifRoute['linkId']) =>
  cards.find((card) => !isFileOnly(card, filesBase) && linkId(card._id) === wanted);

/** A selected QIF entry shows its children as a second tab bar when any of them nests further. */
const hasSecondBar = (card: QualityCard) => card.children.some(isNested);

/**
 * What the route's `nested/{nxtId}` (and `nxt/{nnxtId}`) select in this tab: the entries of a QIF
 * tab bar, or null when they name no linked entry (the route answers 404).
 */
export function qifSelection(tab: QualityCard, filesBase: string, route: QifRoute): { nested: QualityCard | null; nxt: QualityCard | null } | null {
  if (!route.nxtId) return route.nnxtId ? null : { nested: null, nxt: null };
  for (const qif of qifCards(tab.children)) {
    const nested = linkedChild(qif.children, route.nxtId, filesBase, route.linkId);
    if (!nested) continue;
    if (!route.nnxtId) return { nested, nxt: null };
    const nxt = hasSecondBar(nested) ? linkedChild(nested.children, route.nnxtId, filesBase, route.linkId) : undefined;
    if (nxt) return { nested, nxt };
  }
  return null;
}

/**
 * A QIF card: its children as a tab bar (`nested/{id}`); the selected one below with its own
 * children as a second tab bar (`nxt/{id}`) when they nest further, else as lists; the entry
 * selected there shows its documents as lists. Lists inside a QIF never turn into tab bars again.
 */
function QifBlock({ card, ctx, route }: { card: QualityCard; ctx: TreeContext; route: QifRoute }) {
  const plain: TreeContext = { filesBase: ctx.filesBase, qif: null };
  const name = card.name.trim() || 'Quality Indicator Framework';
  const file = fileUrl(ctx.filesBase, card.pdf_key);
  const at = (cardId: string) => qifHref(route, cardId);
  const { tabs, rest } = cardTabs(card.children, ctx.filesBase, at, route.nxtId, route.linkId);
  const nxtId = route.nxtId;
  const nested = nxtId ? linkedChild(card.children, nxtId, ctx.filesBase, route.linkId) : undefined;
  return (
    <section className="qif">
      <h3>{name}</h3>
      {file && (
        <p>
          <FileLink href={file} label={`Open ${name}`} />
        </p>
      )}
      {card.children.length === 0 && <Empty>No indicators here yet.</Empty>}
      {tabs.length > 0 && <TabBar label={name} tabs={tabs} />}
      {rest.length > 0 && <QualityList cards={rest} ctx={plain} />}
      {nested && nxtId ? (
        <QifEntry
          card={nested}
          ctx={plain}
          nxtHref={(cardId) => qifHref(route, nxtId, cardId)}
          route={route}
        />
      ) : (
        tabs.some((t) => !t.fileHref) && <p className="empty">Choose an indicator above to see its documents.</p>
      )}
    </section>
  );
}

/** A selected QIF entry; `nxtHref` gives the addresses of its second tab bar. */
function QifEntry({ card, ctx, nxtHref, route }: { card: QualityCard; ctx: TreeContext; nxtHref: (cardId: string) => string; route: QifRoute }) {
  const name = cardLabel(card, 'Indicator');
  const file = fileUrl(ctx.filesBase, card.pdf_key);
  const second = hasSecondBar(card);
  const { tabs, rest } = second ? cardTabs(card.children, ctx.filesBase, nxtHref, route.nnxtId, route.linkId) : { tabs: [], rest: [] };
  const nxt = second && route.nnxtId ? linkedChild(card.children, route.nnxtId, ctx.filesBase, route.linkId) : undefined;
  return (
    <div className="qif-entry">
      <h4>{name}</h4>
      {file && (
        <p>
          <FileLink href={file} label={`Open ${name}`} />
        </p>
      )}
      {!second && <QualityList cards={card.children} ctx={ctx} />}
      {tabs.length > 0 && <TabBar label={name} tabs={tabs} />}
      {rest.length > 0 && <QualityList cards={rest} ctx={ctx} />}
      {second &&
        (nxt ? (
          <div className="qif-entry">
            <h5>{cardLabel(nxt, 'Indicator')}</h5>
            {fileUrl(ctx.filesBase, nxt.pdf_key) && (
              <p>
                <FileLink href={fileUrl(ctx.filesBase, nxt.pdf_key)!} label={`Open ${cardLabel(nxt, 'document')}`} />
              </p>
            )}
            <QualityList cards={nxt.children} ctx={ctx} />
          </div>
        ) : (
          <p className="empty">Choose an entry above to see its documents.</p>
        ))}
    </div>
  );
}
