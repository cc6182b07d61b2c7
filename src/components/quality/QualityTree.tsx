/**
 * The document tree of a quality section (spec 2.4): an outer tab's cards as nested lists, any
 * depth. A card with a file opens it in the viewer; a nested card is a `<details>` holding its
 * children. In AQAR and NAAC a card named "Quality Indicator Framework" shows its children as a
 * tab bar instead (see QifBlock), addressed by the `nested/{nxtId}` and `nxt/{nnxtId}` routes.
 */

import { useId } from 'react';
import { messages } from '../../i18n/catalogue';
import { providerLang } from '../../i18n/content';
import { fileTitle } from '../../lib/files';
import { hasFile } from '../../lib/url';
import { href, type QualitySection, qualityPages } from '../../paths';
import type { QualityCard } from '../../provider/schemas/quality';
import { FileLink } from '../FileLink';
import { Empty } from '../SectionNotice';
import { type Tab, TabBar } from '../TabBar';

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

type TreeContext = { qif: QifRoute | null };

/** A card named Quality Indicator Framework (case-insensitive, trimmed). */
const isQif = (card: QualityCard) =>
  card.name.trim().toLowerCase() === 'quality indicator framework';

/** A card that is only a document: it has a file and nothing beneath it. */
export const isFileOnly = (card: QualityCard) =>
  !card.is_nested && card.children.length === 0 && hasFile(card.pdf_key);

/** What a card is called: its name, else a name read from its file key, else `fallback`. */
export const cardLabel = (
  card: Pick<QualityCard, 'name' | 'pdf_key'>,
  fallback = messages().quality.document,
) => fileTitle(card.name, card.pdf_key, fallback);

/** A card that expands into a child list. */
const isNested = (card: QualityCard) => card.is_nested || card.children.length > 0;

/** The content of one outer tab: its name, its own file, and its cards. */
export function QualityTabContent({ tab, ctx }: { tab: QualityCard; ctx: TreeContext }) {
  const t = messages().quality;
  const file = hasFile(tab.pdf_key);
  const name = cardLabel(tab, t.documents);
  return (
    <section aria-labelledby="quality-tab-heading" className="quality-tab">
      <h2 id="quality-tab-heading">{name}</h2>
      {file && (
        <p>
          <FileLink fileKey={tab.pdf_key}>{t.open(name)}</FileLink>
        </p>
      )}
      {(tab.children.length > 0 || !file) && <QualityList cards={tab.children} ctx={ctx} />}
    </section>
  );
}

/** Cards as a list; nested cards recurse with no depth limit (the schema already bounds depth). */
export function QualityList({ cards, ctx }: { cards: QualityCard[]; ctx: TreeContext }) {
  if (cards.length === 0) return <Empty>{messages().quality.noDocuments}</Empty>;
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
  if (ctx.qif && isQif(card)) return <QifBlock card={card} route={ctx.qif} />;
  const label = cardLabel(card);
  if (!isNested(card))
    return (
      <FileLink
        fileKey={card.pdf_key}
        lang={providerLang(label)}
        fallback={<span lang={providerLang(label)}>{label}</span>}
      >
        {label}
      </FileLink>
    );
  return (
    <details className="quality-node">
      <summary lang={providerLang(label)}>{label}</summary>
      {hasFile(card.pdf_key) && (
        <p>
          <FileLink fileKey={card.pdf_key}>{messages().quality.open(label)}</FileLink>
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
export function cardTabs(
  cards: QualityCard[],
  href: (cardId: string) => string,
  active: string | null,
  linkId: (raw: string) => string | null,
) {
  const tabs: Tab[] = [];
  const rest: QualityCard[] = [];
  for (const card of cards) {
    const label = cardLabel(card);
    const cardId = linkId(card._id);
    if (isFileOnly(card)) tabs.push({ label, href: '', fileKey: card.pdf_key });
    else if (cardId) tabs.push({ label, href: href(cardId), active: cardId === active });
    else rest.push(card);
  }
  return { tabs, rest };
}

// Quality Indicator Framework ---------------------------------------------------------------

/** Every QIF card the list renders as a tab bar: at any depth, but not inside another QIF. */
function qifCards(cards: QualityCard[]): QualityCard[] {
  return cards.flatMap((card) => (isQif(card) ? [card] : qifCards(card.children)));
}

const linkedChild = (cards: QualityCard[], wanted: string, linkId: QifRoute['linkId']) =>
  cards.find((card) => !isFileOnly(card) && linkId(card._id) === wanted);

/**
 * The entry a QIF tab bar shows: the one the route names, else its first entry with a page of
 * its own (decision 020: a tab bar never leaves its content blank behind a "choose one" hint).
 */
const selectedChild = (cards: QualityCard[], wanted: string | null, linkId: QifRoute['linkId']) =>
  (wanted ? linkedChild(cards, wanted, linkId) : undefined) ??
  cards.find((card) => !isFileOnly(card) && linkId(card._id));

/** A tab bar of files only shows them as a list too, so its content is never blank. */
const FilesOfBar = ({ cards }: { cards: QualityCard[] }) => {
  const files = cards.filter(isFileOnly);
  return files.length > 0 ? <QualityList cards={files} ctx={{ qif: null }} /> : null;
};

/** A selected QIF entry shows its children as a second tab bar when any of them nests further. */
const hasSecondBar = (card: QualityCard) => card.children.some(isNested);

/**
 * What the route's `nested/{nxtId}` (and `nxt/{nnxtId}`) select in this tab: the entries of a QIF
 * tab bar, or null when they name no linked entry (the route answers 404).
 */
export function qifSelection(
  tab: QualityCard,
  route: QifRoute,
): { nested: QualityCard | null; nxt: QualityCard | null } | null {
  if (!route.nxtId) return route.nnxtId ? null : { nested: null, nxt: null };
  for (const qif of qifCards(tab.children)) {
    const nested = linkedChild(qif.children, route.nxtId, route.linkId);
    if (!nested) continue;
    if (!route.nnxtId) return { nested, nxt: null };
    const nxt = hasSecondBar(nested)
      ? linkedChild(nested.children, route.nnxtId, route.linkId)
      : undefined;
    if (nxt) return { nested, nxt };
  }
  return null;
}

/**
 * A QIF card: its children as a tab bar (`nested/{id}`); the selected one (the route's, else the
 * first) below with its own children as a second tab bar (`nxt/{id}`) when they nest further,
 * else as lists; the entry selected there (likewise) shows its documents as lists. Lists inside a QIF never turn into tab bars again.
 */
function QifBlock({ card, route }: { card: QualityCard; route: QifRoute }) {
  const t = messages().quality;
  const plain: TreeContext = { qif: null };
  const name = card.name.trim() || t.qualityIndicatorFramework;
  const at = (cardId: string) => qifHref(route, cardId);
  const nested = selectedChild(card.children, route.nxtId, route.linkId);
  const nxtId = nested ? route.linkId(nested._id) : null;
  const { tabs, rest } = cardTabs(card.children, at, nxtId, route.linkId);
  // A name in another script than the page's names the bar by its heading, which carries its lang.
  const lang = providerLang(name);
  const id = useId();
  const headingId = lang ? id : undefined;
  return (
    <section className="qif">
      <h3 id={headingId} lang={lang}>
        {name}
      </h3>
      {hasFile(card.pdf_key) && (
        <p>
          <FileLink fileKey={card.pdf_key}>{t.open(name)}</FileLink>
        </p>
      )}
      {card.children.length === 0 && <Empty>{t.noIndicators}</Empty>}
      {tabs.length > 0 && <TabBar label={name} labelledBy={headingId} tabs={tabs} />}
      {rest.length > 0 && <QualityList cards={rest} ctx={plain} />}
      {nested && nxtId ? (
        <QifEntry
          card={nested}
          ctx={plain}
          nxtHref={(cardId) => qifHref(route, nxtId, cardId)}
          route={route}
        />
      ) : (
        <FilesOfBar cards={card.children} />
      )}
    </section>
  );
}

/** A selected QIF entry; `nxtHref` gives the addresses of its second tab bar. */
function QifEntry({
  card,
  ctx,
  nxtHref,
  route,
}: {
  card: QualityCard;
  ctx: TreeContext;
  nxtHref: (cardId: string) => string;
  route: QifRoute;
}) {
  const t = messages().quality;
  const name = cardLabel(card, t.indicator);
  const second = hasSecondBar(card);
  const nxt = second ? selectedChild(card.children, route.nnxtId, route.linkId) : undefined;
  const { tabs, rest } = second
    ? cardTabs(card.children, nxtHref, nxt ? route.linkId(nxt._id) : null, route.linkId)
    : { tabs: [], rest: [] };
  return (
    <div className="qif-entry">
      <h4>{name}</h4>
      {hasFile(card.pdf_key) && (
        <p>
          <FileLink fileKey={card.pdf_key}>{t.open(name)}</FileLink>
        </p>
      )}
      {!second && <QualityList cards={card.children} ctx={ctx} />}
      {tabs.length > 0 && <TabBar label={name} tabs={tabs} />}
      {rest.length > 0 && <QualityList cards={rest} ctx={ctx} />}
      {second &&
        (nxt ? (
          <div className="qif-entry">
            <h5>{cardLabel(nxt, t.indicator)}</h5>
            {hasFile(nxt.pdf_key) && (
              <p>
                <FileLink fileKey={nxt.pdf_key}>
                  {t.open(cardLabel(nxt, t.documentInSentence))}
                </FileLink>
              </p>
            )}
            <QualityList cards={nxt.children} ctx={ctx} />
          </div>
        ) : (
          <FilesOfBar cards={card.children} />
        ))}
    </div>
  );
}
