/**
 * Host -> institute: the host lookup through the provider (cached like every read; sent as an
 * escaped, anchored pattern, since the provider matches a regex), accepted only for the exact
 * host, with the purge generations its reads and pages are keyed by.
 */
import type { Config } from '../config';
import { ProviderUnavailable } from '../errors';
import { sameSite, storedHost } from '../lib/host';
import { api } from '../provider/api';
import { createProvider, type Provider } from '../provider/cache';
import {
  generationKey,
  prefetchInstituteGeneration,
  readGeneration,
  readInstituteGeneration,
  readSite,
  storeSite,
} from '../provider/generation';
import { type Id, id } from '../provider/params';

/**
 * A request's provider reader; `requestId` goes on its log lines; `cacheOnly`: one that never asks
 * the provider (CacheSettings.cacheOnly).
 */
export function providerFor(
  config: Config,
  kv: KVNamespace,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  requestId?: string,
  cacheOnly = false,
): Provider {
  return createProvider({
    requestId,
    base: config.providerApi,
    kv,
    waitUntil: (promise) => ctx.waitUntil(promise),
    timeoutMs: config.providerTimeoutMs,
    maxBytes: config.providerMaxBytes,
    deadlineMs: config.requestDeadlineMs,
    copyWaitMs: config.copyWaitMs,
    freshMs: config.cacheFreshMs,
    memoryMs: config.cacheMemoryMs,
    writeEveryRead: config.cacheWriteEveryRead,
    cacheOnly,
  });
}

/**
 * Which institute `host` belongs to: its id, names; null when the provider knows no such host.
 * Its KV lookups go in one round trip: `gen:all`, the host's generation record and the lookup's
 * entry (its key has no generation in it). A host without a record yet, or whose lookup now names
 * another institute, has its record composed and stored first (provider/generation.ts), once.
 */
export async function resolveHost(provider: Provider, host: string, memoryMs = 0) {
  const hostScope = `host:${host}`;
  provider.prefetch(hostScope, (p) => api.hostLookup(p, host));
  const [all, site] = await Promise.all([
    readGeneration(provider.kv, generationKey.all, memoryMs),
    readSite(provider.kv, host, memoryMs),
  ]);
  const hostGen = site?.host ?? (await readGeneration(provider.kv, generationKey.host(host)));
  const lookup = provider.scoped(hostScope, `${all}.h${hostGen}`);
  const result = await api.hostLookup(lookup, host); // one lookup finds `www.` either way round
  if (!result.ok) throw new ProviderUnavailable('host lookup', result.error);
  const record = result.value;
  const owner = record?.link_up;
  const insId = id(owner?._id);
  if (!record || !owner || !insId || !sameSite(host, record.sub_domain_path)) return null;
  const gens = site?.ins === insId ? site : await storeSite(provider.namespace, host, insId);
  return {
    insId,
    /** The host the provider stores (`www.` or not); null when the record has no path. */
    canonicalHost: record.sub_domain_path ? storedHost(record.sub_domain_path) : null,
    name: owner.insName,
    shortName: owner.name,
    /** Provider reads of the institute (a host purge bumps the institute's generation too). */
    generation: `${all}.i${gens.base}`,
    /** Whole pages: also the host's own generation, since a host's lookup can change institute. */
    pageGeneration: `${all}.h${gens.host}.i${gens.base}`,
    /** Resources of the institute purged on their own: reads and pages that use one check it. */
    tagGenerations: gens.tags,
  };
}

/**
 * The institute a preview address names (decision 073): its web profile, read under the
 * institute's own scope and generations, so it is the same cached read its pages make on its real
 * host. Null when the provider has no such institute (that answer is never cached); the caller
 * reads nothing more then. The web profile, unlike the dashboard, answers an unknown id.
 */
export async function resolvePreview(provider: Provider, insId: Id, memoryMs = 0) {
  const kv = provider.kv;
  prefetchInstituteGeneration(kv, insId, memoryMs);
  const [all, insGen] = await Promise.all([
    readGeneration(kv, generationKey.all, memoryMs),
    readInstituteGeneration(kv, insId, memoryMs),
  ]);
  const generation = `${all}.i${insGen.base}`;
  const scoped = provider.scoped(`ins:${insId}`, generation, insGen.tags);
  const result = await api.webProfile(scoped, insId);
  if (!result.ok) throw new ProviderUnavailable('web profile', result.error);
  const profile = result.value;
  if (!profile || id(profile._id) !== insId) return null;
  return {
    insId,
    /** A preview is never redirected: it is the one address that works before the domain moves. */
    canonicalHost: null,
    name: profile.insName,
    shortName: profile.name,
    generation,
    /** No host generation: the page key has the preview host in it, and no lookup decides it. */
    pageGeneration: generation,
    tagGenerations: insGen.tags,
  };
}
