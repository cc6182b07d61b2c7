/**
 * CPU time of requests measured inside workerd, through its DevTools inspector (the protocol
 * `wrangler dev` opens for the Chrome profiler): the V8 sampling profiler runs while one request
 * is served, and the request's CPU time is the sampled time of everything but `(idle)`: JavaScript,
 * the runtime's native work (`(program)`) and garbage collection. Waiting on KV, the Cache API or
 * the provider is idle time and not counted, which is how Cloudflare bills CPU time. Sampling
 * every 100 µs, so a figure is good to about a tenth of a millisecond per request.
 */

type Profile = {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
};

export type Profiler = {
  /** Runs `request` with the profiler on; its CPU time in ms (everything not idle). */
  cpuOf(request: () => Promise<unknown>): Promise<number>;
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
  await send('Profiler.setSamplingInterval', { interval: 100 });
  return {
    async cpuOf(request) {
      await send('Profiler.start');
      await request();
      const { profile } = await send<{ profile: Profile }>('Profiler.stop');
      const idle = new Set(
        profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
      );
      let micros = 0;
      // timeDeltas[i] is the time before sample i: the time sample i-1's frame was running.
      for (let i = 1; i < profile.samples.length; i++)
        if (!idle.has(profile.samples[i - 1])) micros += profile.timeDeltas[i];
      return micros / 1000;
    },
    close() {
      socket.close();
    },
  };
}
