/**
 * What the Cron Trigger runs (wrangler.toml `[triggers]`): merges the views every isolate counted
 * into the ranking, then warms the hottest hosts' pages within the minute's budget; and what a
 * purge starts in its `waitUntil` for the hosts it made cold (decision 072).
 */
import { configOf } from '../config';
import type { Bindings } from '../env';
import type { Id } from '../provider/params';
import { hottest, mergeViews, type Ranked, ranked, saveRanking } from './hottest';
import { type RenderPage, type WarmReport, warmHosts } from './warm';

/** Hosts one warm-up looks at, hottest first: the budget ends it well before, most minutes. */
const WARM_HOSTS = 50;

const hostsOf = (ranking: readonly Ranked[]) =>
  ranking.slice(0, WARM_HOSTS).map(({ host }) => ({ host }));

/**
 * The cron's run: the ranking brought up to date, the hottest hosts warmed (those warm under their
 * current purge generations only checked), and the ranking saved with what was warmed.
 */
export async function warmHottest(
  render: RenderPage,
  env: Bindings,
  now: number,
): Promise<WarmReport> {
  const ranking = await mergeViews(env, now);
  const { report, warmed } = await warmHosts(
    render,
    env,
    ranked(ranking).slice(0, WARM_HOSTS),
    'cron',
  );
  for (const [host, done] of Object.entries(warmed)) {
    const entry = ranking.hosts[host];
    if (entry) entry.warmed = done;
  }
  await saveRanking(env.CACHE, ranking);
  return report;
}

/** What a purge made cold: everything, one institute (on every host it is ranked under), a host. */
export type Purged = { all: true } | { insId: Id; host?: string };

/**
 * Warms what `purged` made cold, hottest first: after a purge of everything, the ranking's hosts;
 * after an institute's, its ranked hosts (and the host purged, if one was). Nothing when the
 * budget is 0.
 */
export async function warmAfterPurge(
  render: RenderPage,
  env: Bindings,
  purged: Purged,
  requestId: string,
): Promise<WarmReport | undefined> {
  if (configOf(env).warmReadsPerMinute <= 0) return undefined;
  const ranking = await hottest(env.CACHE);
  if ('all' in purged)
    return (await warmHosts(render, env, hostsOf(ranking), 'purge-all', requestId)).report;
  const hosts = ranking.filter((r) => r.insId === purged.insId).map((r) => r.host);
  if (purged.host && !hosts.includes(purged.host)) hosts.unshift(purged.host);
  const targets = hosts.slice(0, WARM_HOSTS).map((host) => ({ host }));
  return (await warmHosts(render, env, targets, 'purge', requestId)).report;
}
