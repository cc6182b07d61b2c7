/**
 * The hottest institutes' hosts, ranked by their page views: in production the views Analytics
 * Engine holds (the traffic dataset every page view already writes a point to, decision 086, read
 * through its SQL API once per cron run), else the views the cron's own isolate counted
 * (warmup/views.ts). The cron keeps the ranking in KV (`warm:hottest`, one write per run), scores
 * halving every HALF_LIFE_MS so yesterday's crowd fades. No hand list, no write per request or per
 * isolate, no assumption of one isolate or one data centre (decision 072).
 */
import { type Bindings, type Config, configOf } from '../config';
import { logEvent } from '../lib/log';
import { TRAFFIC_COLUMNS as C, NO_INSTITUTE } from '../middleware/traffic';
import { countedViews, type HostViews, takeViews } from './views';

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
  /** Views up to this time are in the scores. */
  through: number;
  hosts: Record<string, Entry>;
};

/** A score halves in this time: the ranking follows a day's traffic, not a minute's. */
const HALF_LIFE_MS = 6 * 3600_000;
/** Hosts the ranking keeps at most: far more than a minute's warm-up budget reaches. */
const RANKED_HOSTS = 200;
/**
 * Analytics Engine's newest minute is left for the next run: a point can show in its SQL API a
 * little after it was written, and one that showed after its minute was read would never count.
 */
const SETTLE_MINUTES = 1;
/** Views read back at most on a first run, or after runs that could not read them. */
const LOOKBACK_MINUTES = 24 * 60;
/** A dataset name as Analytics Engine allows it: nothing else goes into the SQL. */
const DATASET = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

async function readRanking(kv: KVNamespace): Promise<Ranking | null> {
  return (await kv.get<Ranking>(RANKING_KEY, 'json').catch(() => null)) ?? null;
}

/**
 * The page views per host that Analytics Engine holds from `sinceMinutes` ago up to its settled
 * minute, with the institute each resolved to (the index); null when it cannot tell (the SQL API
 * failed or refused: the next run asks for the same minutes again).
 */
async function analyticsViews(
  sql: NonNullable<Config['trafficSql']>,
  sinceMinutes: number,
): Promise<Record<string, HostViews> | null> {
  if (!DATASET.test(sql.dataset)) return null;
  const query =
    `SELECT ${C.host} AS host, ${C.institute} AS institute, SUM(_sample_interval) AS views ` +
    `FROM ${sql.dataset} WHERE ${C.view} = 1 AND ${C.institute} != '${NO_INSTITUTE}' ` +
    `AND timestamp > NOW() - INTERVAL '${sinceMinutes}' MINUTE ` +
    `AND timestamp <= NOW() - INTERVAL '${SETTLE_MINUTES}' MINUTE ` +
    `GROUP BY host, institute ORDER BY views DESC LIMIT ${RANKED_HOSTS}`;
  try {
    const response = await fetch(sql.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${sql.token}` },
      body: query,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { data } = (await response.json()) as { data?: unknown };
    if (!Array.isArray(data)) throw new Error('no rows in the answer');
    const views: Record<string, HostViews> = {};
    for (const row of data as Record<string, unknown>[]) {
      const count = Number(row.views);
      if (typeof row.host === 'string' && typeof row.institute === 'string' && count > 0)
        views[row.host] = { insId: row.institute, views: count };
    }
    return views;
  } catch (error) {
    logEvent('warn', 'warm-up-ranking-unread', undefined, { detail: String(error) });
    return null;
  }
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
 * The cron's merge: the ranking decayed to `now`, plus the views since the last merge (Analytics
 * Engine's, where its SQL API is configured; else this isolate's own counts, taken so they count
 * once), the hottest RANKED_HOSTS kept. Not written: the cron saves it once it has warmed
 * (saveRanking).
 */
export async function mergeViews(env: Bindings, now: number): Promise<Ranking> {
  const before = await readRanking(env.CACHE);
  const decay = before ? 0.5 ** (Math.max(0, now - before.at) / HALF_LIFE_MS) : 1;
  const hosts: Ranking['hosts'] = {};
  for (const [host, entry] of Object.entries(before?.hosts ?? {}))
    hosts[host] = { ...entry, score: entry.score * decay };
  const own = takeViews();
  const sql = configOf(env).trafficSql;
  let through = before?.through ?? 0;
  if (sql) {
    // Whole minutes back to the last settled one read, at most a day.
    const since = Math.min(
      LOOKBACK_MINUTES,
      through ? Math.ceil((now - through) / 60_000) + SETTLE_MINUTES : LOOKBACK_MINUTES,
    );
    const views = await analyticsViews(sql, since);
    if (views) {
      add(hosts, views);
      through = now - SETTLE_MINUTES * 60_000;
    }
  } else {
    add(hosts, own);
    through = now;
  }
  const kept = ranked({ hosts }).slice(0, RANKED_HOSTS);
  return {
    at: now,
    through,
    hosts: Object.fromEntries(kept.map(({ host, ...entry }) => [host, entry])),
  };
}

/** Writes the ranking back to KV: the cron's one write a run. */
export async function saveRanking(kv: KVNamespace, ranking: Ranking): Promise<void> {
  await kv.put(RANKING_KEY, JSON.stringify(ranking)).catch(() => undefined);
}

/**
 * The ranking as the last cron left it, with this isolate's counts since added (left in place):
 * what a purge's warm-up picks from, without writing anything.
 */
export async function hottest(kv: KVNamespace): Promise<Ranked[]> {
  const hosts: Ranking['hosts'] = { ...(await readRanking(kv))?.hosts };
  add(hosts, countedViews());
  return ranked({ hosts });
}
