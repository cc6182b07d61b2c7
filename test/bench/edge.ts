/**
 * The platform around the isolates of `npm run scale`'s topology, in the driver's process
 * (docs/decisions/087-the-topology-in-the-simulation.md): one KV namespace shared by every
 * location, whose copies at a location lag writes made elsewhere, and one Cache API per location.
 * Every call an isolate makes on either arrives here (test/bench/isolate.ts), stamped with the
 * simulated time, and is counted per location.
 *
 * KV as Cloudflare documents it ("How KV works", developers.cloudflare.com/kv/concepts/
 * how-kv-works/, read 2026-11-29): a write goes to the central store and is visible at once in the
 * location that made it; another location that has read the key keeps its cached copy (a value
 * or an absence) up to `cacheTtl`, 60 s by default, so it sees the write up to 60 s late. Here a
 * location's copy of a key lives KV_EDGE_SECONDS from the read that fetched it; a write or delete
 * made in the location replaces its own copy.
 */

/** How long a location keeps a KV read's copy (cacheTtl's default, and KV's documented lag). */
export const KV_EDGE_SECONDS = 60;

type Stored = { text?: string; bytes?: string; metadata: unknown; expiresAt?: number };
type Copy = { entry: Stored | null; at: number };
type CachedResponse = {
  status: number;
  headers: [string, string][];
  body: string;
  expiresAt: number;
};

export type KvCounts = {
  reads: number;
  writes: number;
  deletes: number;
  lists: number;
  /** Writes of a key the namespace never held before in the run (a cold fill). */
  firstWrites: number;
  /** Reads a location's copy answered with a value older than the central store's. */
  lagged: number;
};
export type CacheCounts = { matches: number; hits: number; puts: number };

export const zeroKv = (): KvCounts => ({
  reads: 0,
  writes: 0,
  deletes: 0,
  lists: 0,
  firstWrites: 0,
  lagged: 0,
});
const zeroCache = (): CacheCounts => ({ matches: 0, hits: 0, puts: 0 });

/** `max-age` (or `s-maxage`) of a Cache-Control header, in seconds; 0 when none. */
function maxAge(headers: [string, string][]): number {
  const control = headers.find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
  const age = /(?:s-maxage|max-age)=(\d+)/.exec(control)?.[1];
  return age ? Number(age) : 0;
}

/** The shared KV namespace and each location's Cache API, with their counts. */
export class Edge {
  private readonly central = new Map<string, Stored>();
  /** Every key written in the run. */
  private readonly written = new Set<string>();
  private readonly copies: Map<string, Copy>[];
  private readonly caches: Map<string, CachedResponse>[];
  readonly kv: KvCounts[];
  readonly cache: CacheCounts[];
  /** KV reads by the kind of key (its first segment: `ins`, `gen`, `picture-size`...), all locations. */
  readonly readsByKind = new Map<string, number>();

  constructor(locations: number) {
    this.copies = Array.from({ length: locations }, () => new Map());
    this.caches = Array.from({ length: locations }, () => new Map());
    this.kv = Array.from({ length: locations }, zeroKv);
    this.cache = Array.from({ length: locations }, zeroCache);
  }

  private live(entry: Stored | null | undefined, now: number): Stored | null {
    return entry && (entry.expiresAt === undefined || entry.expiresAt > now) ? entry : null;
  }

  /** A read at `location`: its copy while younger than KV_EDGE_SECONDS, else the central one. */
  get(location: number, key: string, now: number): Stored | null {
    this.kv[location].reads++;
    const kind = key.slice(0, key.indexOf(':') === -1 ? key.length : key.indexOf(':'));
    this.readsByKind.set(kind, (this.readsByKind.get(kind) ?? 0) + 1);
    const copy = this.copies[location].get(key);
    if (copy && now - copy.at < KV_EDGE_SECONDS * 1000) {
      const entry = this.live(copy.entry, now);
      if (entry !== this.live(this.central.get(key), now)) this.kv[location].lagged++;
      return entry;
    }
    const entry = this.live(this.central.get(key), now);
    this.copies[location].set(key, { entry, at: now });
    return entry;
  }

  put(location: number, key: string, value: Stored, ttl: number | undefined, now: number) {
    this.kv[location].writes++;
    if (!this.written.has(key)) this.kv[location].firstWrites++;
    this.written.add(key);
    const entry = { ...value, expiresAt: ttl ? now + ttl * 1000 : undefined };
    this.central.set(key, entry);
    this.copies[location].set(key, { entry, at: now });
  }

  delete(location: number, key: string, now: number) {
    this.kv[location].deletes++;
    this.central.delete(key);
    this.copies[location].set(key, { entry: null, at: now });
  }

  /** A list reads the central store (KV's lists are eventually consistent too; not modelled). */
  list(location: number, prefix: string, limit: number, cursor: string | undefined, now: number) {
    this.kv[location].lists++;
    const names = [...this.central.keys()]
      .filter((name) => name.startsWith(prefix) && this.live(this.central.get(name), now))
      .sort();
    const start = cursor ? Number(cursor) : 0;
    const page = names.slice(start, start + limit);
    const complete = start + limit >= names.length;
    return {
      keys: page.map((name) => ({ name, metadata: this.central.get(name)?.metadata })),
      list_complete: complete,
      ...(complete ? {} : { cursor: String(start + limit) }),
      cacheStatus: null,
    };
  }

  match(location: number, key: string, now: number): CachedResponse | null {
    this.cache[location].matches++;
    const found = this.caches[location].get(key);
    if (!found || found.expiresAt <= now) return null;
    this.cache[location].hits++;
    return found;
  }

  putResponse(
    location: number,
    key: string,
    response: Omit<CachedResponse, 'expiresAt'>,
    now: number,
  ) {
    this.cache[location].puts++;
    const seconds = maxAge(response.headers);
    if (seconds <= 0) return;
    this.caches[location].set(key, { ...response, expiresAt: now + seconds * 1000 });
  }

  deleteResponse(location: number, key: string): boolean {
    return this.caches[location].delete(key);
  }

  /** What the namespace stores now, in bytes (keys and values; metadata as JSON). */
  storedBytes(now: number): number {
    let bytes = 0;
    for (const [key, entry] of this.central) {
      if (!this.live(entry, now)) continue;
      bytes += key.length + (entry.text?.length ?? ((entry.bytes?.length ?? 0) * 3) / 4);
      bytes += entry.metadata === undefined ? 0 : JSON.stringify(entry.metadata).length;
    }
    return bytes;
  }

  /** The SIM service binding of the isolates at `location`: answers isolate.ts's calls. */
  binding(location: number) {
    return async (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname;
      const body = (await request.json()) as Record<string, unknown> & { now: number };
      const { now } = body;
      switch (path) {
        case '/kv/get':
          return Response.json({
            found: (body.keys as string[]).map((key) => this.get(location, key, now)),
          });
        case '/kv/put': {
          const options = body.options as { metadata?: unknown; expirationTtl?: number };
          const value = body.value as { text?: string; bytes?: string };
          this.put(
            location,
            body.key as string,
            { ...value, metadata: options.metadata },
            options.expirationTtl,
            now,
          );
          return Response.json({});
        }
        case '/kv/delete':
          this.delete(location, body.key as string, now);
          return Response.json({});
        case '/kv/list': {
          const options = body.options as { prefix?: string; limit?: number; cursor?: string };
          return Response.json(
            this.list(location, options.prefix ?? '', options.limit ?? 1000, options.cursor, now),
          );
        }
        case '/cache/match':
          return Response.json({ found: this.match(location, body.key as string, now) });
        case '/cache/put':
          this.putResponse(location, body.key as string, body as never, now);
          return Response.json({});
        case '/cache/delete':
          return Response.json({ deleted: this.deleteResponse(location, body.key as string) });
        default:
          return new Response(`unknown ${path}`, { status: 404 });
      }
    };
  }
}
