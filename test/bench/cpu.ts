/**
 * CPU time of requests measured inside workerd, through its DevTools inspector (the protocol
 * `wrangler dev` opens for the Chrome profiler): V8's sampling profiler runs while one request is
 * served, and the request's CPU time is the time the profiler saw our isolate running (see
 * `runningMicros`): JavaScript, the runtime's native work (`(program)`) and garbage collection.
 * Waiting on KV, the Cache API or the provider is `(idle)` and not counted, which is how Cloudflare
 * bills CPU time. Sampling every 100 µs, so a figure is good to about a tenth of a millisecond
 * per request (docs/decisions/048-cpu-time-is-the-isolates-own.md).
 */

export type Profile = {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
};

/** How often the profiler samples, in µs. */
const SAMPLING_MICROS = 100;

/**
 * What a profile saw of one request, in µs: `running`, the time its isolate ran (its CPU time);
 * `away`, the time between samples left out of it.
 *
 * Each sample that is not `(idle)` stands for the time until the next one. V8 takes no sample
 * while the thread is not in this isolate (its sampler skips an isolate the thread has not
 * locked), and workerd runs every isolate of the process on one thread: locally that includes the
 * KV and Cache API simulators and the entry worker, so a request that reads KV shows gaps of 1 to
 * 7 ms between two samples while the KV simulator's isolate works. None of that is this worker's
 * CPU (in production those run elsewhere), and none of it is billed to it. So a span longer than
 * twice the sampler's usual spacing (the median of the spans under ten intervals; at least three
 * intervals) is a gap, and its sample counts for the usual spacing: the isolate was seen running
 * then and, had it gone on for a whole spacing, the next sample would have seen it again.
 */
export function runningMicros(
  profile: Profile,
  intervalMicros: number,
): { running: number; away: number } {
  const idle = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  // timeDeltas[i] is the time before sample i: the time sample i-1's frame was running.
  const spans: number[] = [];
  for (let i = 1; i < profile.samples.length; i++)
    if (!idle.has(profile.samples[i - 1])) spans.push(profile.timeDeltas[i]);
  const short = spans.filter((span) => span < 10 * intervalMicros).sort((a, b) => a - b);
  const usual = short[Math.floor(short.length / 2)] ?? intervalMicros;
  const longest = Math.max(3 * intervalMicros, 2 * usual);
  let running = 0;
  let away = 0;
  for (const span of spans) {
    const counted = span <= longest ? span : usual;
    running += counted;
    away += span - counted;
  }
  return { running, away };
}

export type Profiler = {
  /**
   * Runs `request` with the profiler on: its CPU time in ms (`cpu`), and the time in ms the
   * thread was elsewhere between two of its samples, not counted (`away`).
   */
  cpuOf(request: () => Promise<unknown>): Promise<{ cpu: number; away: number }>;
  /** The isolate's JavaScript heap used, garbage not yet collected included, in bytes. */
  heapUsed(): Promise<number>;
  close(): void;
};

/** Connects to the inspector on `port` (the first worker it lists, or the one named `name`). */
export async function connectProfiler(port: number, name = 'site'): Promise<Profiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    title?: string;
    id?: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.id === `core:user:${name}`);
  if (!target) throw new Error(`no worker on the inspector at ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
  return {
    async cpuOf(request) {
      await send('Profiler.start');
      await request();
      const { profile } = await send<{ profile: Profile }>('Profiler.stop');
      const { running, away } = runningMicros(profile, SAMPLING_MICROS);
      return { cpu: running / 1000, away: away / 1000 };
    },
    async heapUsed() {
      return (await send<{ usedSize: number }>('Runtime.getHeapUsage')).usedSize;
    },
    close() {
      socket.close();
    },
  };
}
