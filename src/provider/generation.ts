/**
 * Purge generations, and the one record per host a request reads them in. This module alone
 * reads, bumps and composes them (docs/decisions/090-one-generation-record-per-host.md).
 *
 * The sources: `gen:all` for everything, `gen:host:<host>` for a host's lookup and pages,
 * `gen:ins:<id>` for an institute's reads. Purging is a KV write (no listing of cached entries).
 * A cached read records the generation it was read under, so a bump makes every older read due
 * for a re-read on its next use, while its copy stays the fallback if the provider cannot answer
 * (docs/decisions/005-cache-purge-keeps-last-good-copy.md). Whole pages carry the generations in
 * their keys, so a bump makes older pages unreachable.
 *
 * A resource purge (notices, events...: provider/api.ts RESOURCES) writes that resource's own key,
 * `gen:ins:<id>:<resource>`: only reads tagged with the resource, and pages that used one, are
 * invalidated (docs/decisions/031-purge-by-resource.md). One key per resource, so two purges at
 * the same instant never overwrite each other's bump (KV has no compare-and-set). A
 * whole-institute purge writes a new base, which every read's generation contains.
 *
 * What a request reads is none of those but the host's record, `gen:site:<host>`: the institute
 * the host belonged to when it was composed, and the host's, the institute's and its resources'
 * generations, composed from the sources (one key instead of 4 to 17), beside `gen:all`. A
 * purge bumps its sources and then composes again the record of every host of the institute
 * (`gen:ins:<id>:host:<host>` names them, written when a host's first record is). Each writer
 * of a record reads the sources again after its write and writes once more if they moved
 * meanwhile, so of two writers at the same instant the later one's record holds both bumps.
 */
import { BoundedMap } from '../lib/boundedMap';
import { RESOURCES } from './api';
import type { KvBatch } from './kvBatch';

export const generationKey = {
  all: 'gen:all',
  host: (host: string) => `gen:host:${host}`,
  institute: (insId: string) => `gen:ins:${insId}`,
  resource: (insId: string, resource: string) => `gen:ins:${insId}:${resource}`,
  /** Set once an institute has had a resource purged: only then are its resources' keys read. */
  resourcesPurged: (insId: string) => `gen:ins:${insId}:resources`,
  /** The record a request reads: the host's institute and generations, composed. */
  site: (host: string) => `gen:site:${host}`,
  /** One key per host of an institute that has a record (its value says nothing). */
  instituteHost: (insId: string, host: string) => `gen:ins:${insId}:host:${host}`,
  instituteHosts: (insId: string) => `gen:ins:${insId}:host:`,
};

/** Generations this isolate remembers at most (one per host asked, and any host can be asked). */
export const GENERATION_MEMORY_ENTRIES = 1000;
const remembered = new BoundedMap<string, { value: string; at: number }>(GENERATION_MEMORY_ENTRIES);

/**
 * The current generation; this isolate trusts what it read for `memoryMs` (a purge shows within
 * that). `kv` is a request's bulk reads (provider/kvBatch.ts) or the namespace itself.
 */
export async function readGeneration(
  kv: { get(key: string): Promise<string | null> },
  key: string,
  memoryMs = 0,
): Promise<string> {
  const known = remembered.get(key);
  if (known && Date.now() - known.at < memoryMs) return known.value;
  const value = (await kv.get(key).catch(() => null)) ?? '0';
  if (memoryMs > 0) remembered.set(key, { value, at: Date.now() });
  return value;
}

/**
 * Asks for generation `key` in the request's next bulk read, before a read of it is due, unless
 * this isolate still trusts what it read of it: the next readGeneration of it takes that answer.
 */
function prefetchGeneration(kv: Pick<KvBatch, 'prefetch'>, key: string, memoryMs = 0) {
  const known = remembered.get(key);
  if (!(known && Date.now() - known.at < memoryMs)) kv.prefetch(key);
}

/** A new unique generation value (time-based, so two purges never collide). */
const newGeneration = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Bumps a generation to a new unique value (time-based, so two purges never collide). */
export async function bumpGeneration(kv: KVNamespace, key: string): Promise<string> {
  const next = newGeneration();
  await kv.put(key, next);
  remembered.set(key, { value: next, at: Date.now() });
  return next;
}

/**
 * An institute generation's value: its base, and the resource generations older deploys kept in
 * it (`<base>;notices=<gen>`), still honoured until the next whole-institute purge replaces it.
 */
function parseGeneration(value: string): { base: string; tags: Record<string, string> } {
  const [base = '0', ...parts] = value.split(';');
  const tags: Record<string, string> = {};
  for (const part of parts) {
    const [tag, gen] = part.split('=');
    if (tag && gen) tags[tag] = gen;
  }
  return { base, tags };
}

/** An institute's purge generations: the whole institute's, and each resource's purged alone. */
type InstituteGeneration = { base: string; tags: Record<string, string> };

const resourceKeys = (insId: string) =>
  RESOURCES.map((resource) => generationKey.resource(insId, resource));

/**
 * Reads institute `insId`'s generations: its key and whether it ever had a resource purged (one
 * bulk read), and only then each resource's key (one more): most institutes never have one, and
 * their requests read two keys, not fifteen.
 */
export async function readInstituteGeneration(
  kv: { get(key: string): Promise<string | null> },
  insId: string,
  memoryMs = 0,
): Promise<InstituteGeneration> {
  const [value, purgedAlone] = await Promise.all([
    readGeneration(kv, generationKey.institute(insId), memoryMs),
    readGeneration(kv, generationKey.resourcesPurged(insId), memoryMs),
  ]);
  const { base, tags } = parseGeneration(value);
  if (purgedAlone === '0') return { base, tags };
  const resources = await Promise.all(
    resourceKeys(insId).map((key) => readGeneration(kv, key, memoryMs)),
  );
  RESOURCES.forEach((resource, i) => {
    const gen = resources[i];
    if (gen && gen !== '0') tags[resource] = gen;
  });
  return { base, tags };
}

/**
 * Asks for institute `insId`'s generations in the request's next bulk read (prefetchGeneration):
 * its resources' keys too when this isolate last saw it had a resource purged.
 */
export function prefetchInstituteGeneration(
  kv: Pick<KvBatch, 'prefetch'>,
  insId: string,
  memoryMs = 0,
) {
  const flag = generationKey.resourcesPurged(insId);
  prefetchGeneration(kv, generationKey.institute(insId), memoryMs);
  prefetchGeneration(kv, flag, memoryMs);
  const known = remembered.get(flag);
  if (known && known.value !== '0')
    for (const key of resourceKeys(insId)) prefetchGeneration(kv, key, memoryMs);
}

/**
 * Bumps the generation of each of `resources` of institute `insId`, one key each (the base and
 * the other resources untouched); returns the new generation, the one every key got.
 */
export async function bumpResources(
  kv: KVNamespace,
  insId: string,
  resources: readonly string[],
): Promise<string> {
  const next = newGeneration();
  // The flag is the same value for every purge: two at once cannot lose it.
  const writes: [string, string][] = [
    [generationKey.resourcesPurged(insId), '1'],
    ...resources.map((resource): [string, string] => [
      generationKey.resource(insId, resource),
      next,
    ]),
  ];
  await Promise.all(
    writes.map(async ([key, value]) => {
      await kv.put(key, value);
      remembered.set(key, { value, at: Date.now() });
    }),
  );
  return next;
}

/** A host's record: its institute and the generations its reads and pages are current under. */
type SiteGenerations = {
  /** The institute the host belonged to when the record was composed. */
  ins: string;
  /** The host's own generation (its lookup and pages). */
  host: string;
  /** The institute's whole-institute generation. */
  base: string;
  /** The generations of the institute's resources purged on their own. */
  tags: Record<string, string>;
};

/** `value` as a record, or null when it is none (absent, or written by hand). */
function parseSite(value: string | null): SiteGenerations | null {
  if (value === null) return null;
  try {
    const site = JSON.parse(value) as Partial<SiteGenerations>;
    const strings = [site.ins, site.host, site.base].every((part) => typeof part === 'string');
    return strings && site.tags && typeof site.tags === 'object' ? (site as SiteGenerations) : null;
  } catch {
    return null;
  }
}

/**
 * `host`'s record, trusted for `memoryMs` like a generation (readGeneration); null when it has
 * none yet. `kv` is a request's bulk reads or the namespace itself.
 */
export async function readSite(
  kv: { get(key: string): Promise<string | null> },
  host: string,
  memoryMs = 0,
): Promise<SiteGenerations | null> {
  const value = await readGeneration(kv, generationKey.site(host), memoryMs);
  return parseSite(value === '0' ? null : value);
}

/** The generations of `host` in institute `insId`, read from their sources now. */
async function composeSite(kv: KVNamespace, host: string, insId: string) {
  const [hostGeneration, institute] = await Promise.all([
    readGeneration(kv, generationKey.host(host)),
    readInstituteGeneration(kv, insId),
  ]);
  return { ins: insId, host: hostGeneration, base: institute.base, tags: institute.tags };
}

const sameSite = (a: SiteGenerations, b: SiteGenerations) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Composes `host`'s record for institute `insId` from the sources and writes it; then reads the
 * sources once more and writes again if a purge moved them meanwhile (module comment). Returns
 * the record last written. The first record of a host also names the host under its institute,
 * before the sources are read, so a purge from then on composes it again.
 */
export async function storeSite(
  kv: KVNamespace,
  host: string,
  insId: string,
): Promise<SiteGenerations> {
  const key = generationKey.site(host);
  await kv.put(generationKey.instituteHost(insId, host), '1');
  let site = await composeSite(kv, host, insId);
  for (let write = 0; write < 2; write++) {
    await kv.put(key, JSON.stringify(site));
    remembered.set(key, { value: JSON.stringify(site), at: Date.now() });
    const now = await composeSite(kv, host, insId);
    if (sameSite(now, site)) break;
    site = now;
  }
  return site;
}

/** The hosts of institute `insId` that have a record. */
async function hostsOf(kv: KVNamespace, insId: string): Promise<string[]> {
  const prefix = generationKey.instituteHosts(insId);
  const hosts: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    hosts.push(...page.keys.map((k) => k.name.slice(prefix.length)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return hosts;
}

/**
 * What one purge invalidates: everything, or an institute (its resources only, when named),
 * with the host it was asked for (whose own generation a host purge bumps too).
 */
type PurgeScope =
  | { all: true }
  | { insId: string; host?: string; resources?: readonly string[]; hostToo?: boolean };

/** What a purge wrote: the new generation of its scope, and the host's when it bumped one. */
export type Purged = { generation: string; hostGeneration?: string };

/**
 * Purges `scope`: bumps its sources, then composes again the record of every host of the
 * institute (and of the host named). `hostToo`: the host's own generation as well (its lookup
 * and pages: the host may belong to another institute now).
 */
export async function purge(kv: KVNamespace, scope: PurgeScope): Promise<Purged> {
  if ('all' in scope) return { generation: await bumpGeneration(kv, generationKey.all) };
  const { insId, host, resources, hostToo } = scope;
  const [generation, hostGeneration] = await Promise.all([
    resources
      ? bumpResources(kv, insId, resources)
      : bumpGeneration(kv, generationKey.institute(insId)),
    host && hostToo ? bumpGeneration(kv, generationKey.host(host)) : undefined,
  ]);
  const hosts = new Set(await hostsOf(kv, insId));
  if (host) hosts.add(host);
  await Promise.all([...hosts].map((each) => storeSite(kv, each, insId)));
  return hostGeneration ? { generation, hostGeneration } : { generation };
}
