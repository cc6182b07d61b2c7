/**
 * The hottest institutes' hosts, ranked from the views every isolate counted (warmup/views.ts):
 * the cron merges the isolates' flushed counts into one ranking in KV (`warm:hottest`, one write
 * per cron run), scores halving every HALF_LIFE_MS so yesterday's crowd fades. No hand list, no
 * write per request, no assumption of one isolate or one data centre (decision 072).
 */
import { countedViews, type HostViews, takeViews, VIEWS_PREFIX, viewsKeyTime } from './views';

/** The ranking's KV key. */
export const RANKING_KEY = 'warm:hottest';

/**
 * When and under which purge generations a host's pages were last warmed whole: while they are
 * the same, the cron need not render them again (warmup/warm.ts).
 */
export type Warmed = { generation: string; at: number };

/** A host's score in the ranking (views, decayed), its institute, and when it was last warmed. */
export type Ranked = { host: string; insId: string; score: number; warmed?: Warmed };

type Entry = Omit<Ranked, 'host'>;

/** The ranking as KV keeps it. */
export type Ranking = {
  /** When the scores were last decayed and added to. */
  at: number;
  /** Flush keys written up to this time are in the scores. */
  through: number;
  hosts: Record<string, Entry>;
};

/** A score halves in this time: the ranking follows a day's traffic, not a minute's. */
const HALF_LIFE_MS = 6 * 3600_000;
/** Hosts the ranking keeps at most: far more than a minute's warm-up budget reaches. */
const RANKED_HOSTS = 200;
/**
 * A flush key is merged once it is this old: KV's listing may show a new key late, and a key
 * listed after the ranking's `through` passed it would never count.
 */
const LIST_SETTLE_MS = 60_000;
/** Flush keys read in one bulk read at most (KV's limit). */
const BULK_READ_KEYS = 100;

async function readRanking(kv: KVNamespace): Promise<Ranking | null> {
  return (await kv.get<Ranking>(RANKING_KEY, 'json').catch(() => null)) ?? null;
}

/** The flush keys written after `after` and settled by `until`, oldest first. */
async function settledFlushKeys(kv: KVNamespace, after: number, until: number) {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix: VIEWS_PREFIX, cursor });
    for (const { name } of page.keys) {
      const at = viewsKeyTime(name);
      if (at > after && at <= until) names.push(name);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names;
}

/** Adds `views` to `hosts`' scores. */
function add(hosts: Ranking['hosts'], views: Record<string, HostViews>) {
  for (const [host, { insId, views: count }] of Object.entries(views)) {
    if (typeof insId !== 'string' || !(count > 0)) continue;
    const known = hosts[host];
    // A host now of another institute is warmed again.
    const warmed = known?.insId === insId ? known.warmed : undefined;
    hosts[host] = { insId, score: (known?.score ?? 0) + count, ...(warmed ? { warmed } : {}) };
  }
}

/** The ranking's hosts, hottest first. */
export const ranked = (ranking: Pick<Ranking, 'hosts'>): Ranked[] =>
  Object.entries(ranking.hosts)
    .map(([host, entry]) => ({ host, ...entry }))
    .sort((a, b) => b.score - a.score || a.host.localeCompare(b.host));

/**
 * The cron's merge: the ranking decayed to `now`, plus every settled flush key since the last
 * merge and this isolate's own unflushed counts (taken, so they count once), the hottest
 * RANKED_HOSTS kept. Not written: the cron saves it once it has warmed (saveRanking).
 */
export async function mergeViews(kv: KVNamespace, now: number): Promise<Ranking> {
  const before = await readRanking(kv);
  const decay = before ? 0.5 ** (Math.max(0, now - before.at) / HALF_LIFE_MS) : 1;
  const hosts: Ranking['hosts'] = {};
  for (const [host, entry] of Object.entries(before?.hosts ?? {}))
    hosts[host] = { ...entry, score: entry.score * decay };
  const through = now - LIST_SETTLE_MS;
  const names = await settledFlushKeys(kv, before?.through ?? 0, through);
  for (let i = 0; i < names.length; i += BULK_READ_KEYS) {
    const read = await kv.get<Record<string, HostViews>>(
      names.slice(i, i + BULK_READ_KEYS),
      'json',
    );
    for (const views of read.values()) if (views) add(hosts, views);
  }
  add(hosts, takeViews());
  const kept = ranked({ hosts }).slice(0, RANKED_HOSTS);
  return {
    at: now,
    through: Math.max(through, before?.through ?? 0),
    hosts: Object.fromEntries(kept.map(({ host, ...entry }) => [host, entry])),
  };
}

/** Writes the ranking back to KV: the cron's one write a run. */
export async function saveRanking(kv: KVNamespace, ranking: Ranking): Promise<void> {
  await kv.put(RANKING_KEY, JSON.stringify(ranking)).catch(() => undefined);
}

/**
 * The ranking as the last cron left it, with this isolate's unflushed counts added (left in
 * place): what a purge's warm-up picks from, without writing anything.
 */
export async function hottest(kv: KVNamespace): Promise<Ranked[]> {
  const hosts: Ranking['hosts'] = { ...(await readRanking(kv))?.hosts };
  add(hosts, countedViews());
  return ranked({ hosts });
}
