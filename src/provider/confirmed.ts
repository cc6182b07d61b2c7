/**
 * What a location knows about its stored copies: that the provider answered one unchanged, when.
 * A copy's KV metadata holds its write time, and a refresh that finds the same value writes
 * nothing (KV writes are the dearest thing the cache does), so without this every isolate new to a
 * copy would find it stale and ask the provider again, each for itself. One isolate's
 * confirmation goes in the location's Cache API (free to read and write, shared by every isolate
 * of the data centre) for the freshness window it starts; its neighbours read it there before
 * they call a copy stale (docs/decisions/089-freshness-a-location-shares.md).
 */
import { edgeCache } from '../lib/edgeCache';
import { confirm, type Entry, freshSince } from './entries';

/** A copy the provider answered unchanged: which (generation, hash, write time), and when. */
type Confirmation = { generation: string; hash: string; writtenAt: number; at: number };

const GENERATION = 'x-generation';
const HASH = 'x-hash';
const WRITTEN_AT = 'x-written-at';
const AT = 'x-confirmed-at';

/**
 * The Cache API key of `cacheKey`'s confirmation. The KV key names its tenant (`host:<host>` or
 * `ins:<id>`), so two tenants' confirmations never share one.
 */
const keyOf = (cacheKey: string) =>
  `https://provider-cache.invalid/confirmed/${encodeURIComponent(cacheKey)}`;

/** Shares `confirmation` of `cacheKey` with the location for `freshMs`; never rejects. */
export async function shareConfirmation(
  cacheKey: string,
  confirmation: Confirmation,
  freshMs: number,
): Promise<void> {
  const seconds = Math.ceil(freshMs / 1000);
  const headers = {
    'cache-control': `max-age=${seconds}`,
    [GENERATION]: confirmation.generation,
    [HASH]: confirmation.hash,
    [WRITTEN_AT]: String(confirmation.writtenAt),
    [AT]: String(confirmation.at),
  };
  await edgeCache()
    ?.put(keyOf(cacheKey), new Response('', { headers }))
    .catch(() => undefined);
}

/** The location's last confirmation of `cacheKey`, if it still holds one; never rejects. */
async function sharedConfirmation(cacheKey: string): Promise<Confirmation | null> {
  const found = await edgeCache()
    ?.match(keyOf(cacheKey))
    .catch(() => undefined);
  if (!found) return null;
  await found.body?.cancel();
  const h = found.headers;
  const confirmation = {
    generation: h.get(GENERATION) ?? '',
    hash: h.get(HASH) ?? '',
    writtenAt: Number(h.get(WRITTEN_AT)),
    at: Number(h.get(AT)),
  };
  return confirmation.hash && Number.isFinite(confirmation.at) ? confirmation : null;
}

/**
 * When `entry` (the copy of `cacheKey` under the generation of `attemptKey`) was last known
 * current: by this isolate (entries.ts `freshSince`), or, once that is past `freshMs`, by a
 * neighbour's confirmation of the very same copy, which this isolate then remembers as its own.
 * `claimed`: a neighbour's refresh of it is on its way (claimRefresh), looked up alongside.
 */
export async function freshSinceInLocation(
  entry: Entry,
  cacheKey: string,
  attemptKey: string,
  freshMs: number,
  claimMs: number,
): Promise<{ since: number; claimed: boolean }> {
  const known = freshSince(entry, attemptKey);
  if (Date.now() - known < freshMs || !entry.hash || entry.generation === undefined)
    return { since: known, claimed: false };
  const [shared, claimed] = await Promise.all([
    sharedConfirmation(cacheKey),
    claimedByNeighbour(cacheKey, entry.generation, claimMs),
  ]);
  const same =
    shared?.generation === entry.generation &&
    shared.hash === entry.hash &&
    shared.writtenAt === entry.fetchedAt;
  if (!shared || !same || shared.at <= known) return { since: known, claimed };
  confirm(attemptKey, shared.hash, shared.writtenAt, shared.at);
  return { since: shared.at, claimed };
}

/** The Cache API key of the claim on `cacheKey`'s refresh. */
const claimKeyOf = (cacheKey: string) =>
  `https://provider-cache.invalid/refreshing/${encodeURIComponent(cacheKey)}`;

/** Whether a neighbour claimed the refresh of `cacheKey` under `generation` within `ms`. */
async function claimedByNeighbour(cacheKey: string, generation: string, ms: number) {
  const found = await edgeCache()
    ?.match(claimKeyOf(cacheKey))
    .catch(() => undefined);
  if (!found) return false;
  await found.body?.cancel();
  const at = Number(found.headers.get(AT));
  return found.headers.get(GENERATION) === generation && Date.now() - at < ms;
}

/**
 * Claims the background refresh of `cacheKey` under `generation` for the location, for `ms` (the
 * read's own limit), so that a neighbour that finds the copy stale meanwhile serves it and sends
 * nothing (freshSinceInLocation's `claimed`). Never rejects.
 */
export async function claimRefresh(cacheKey: string, generation: string, ms: number) {
  const headers = {
    'cache-control': `max-age=${Math.ceil(ms / 1000)}`,
    [GENERATION]: generation,
    [AT]: String(Date.now()),
  };
  await edgeCache()
    ?.put(claimKeyOf(cacheKey), new Response('', { headers }))
    .catch(() => undefined);
}
