/**
 * `npm run demo-provider`: the demo provider alone on DEMO_PROVIDER_PORT (default 8788). Its
 * notices and events are dated around the day it starts in India (or DEMO_TODAY, YYYY-MM-DD), so the
 * site always has upcoming and past events; the fixtures read it as they load, hence the
 * dynamic import. DEMO_INSTITUTES=N (and DEMO_SEED) adds N generated institutes on
 * `i0001.scale.localhost`… (fixtures/scale.ts); DEMO_LATENCY_MS delays and DEMO_ERROR_RATE (0..1)
 * fails that share of API reads.
 */
process.env.DEMO_TODAY ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format();
const { startDemoProvider } = await import('./server.ts');

export {};

const faults = process.env.DEMO_FAULTS ? JSON.parse(process.env.DEMO_FAULTS) : [];
const demo = await startDemoProvider({
  port: Number(process.env.DEMO_PROVIDER_PORT ?? 8788),
  // DEMO_WARM_PHOTOS=0: no photo-sized pictures made ahead (npm run scale visits none of them).
  warm: process.env.DEMO_WARM_PHOTOS !== '0',
  knobs: {
    latencyMs: Number(process.env.DEMO_LATENCY_MS ?? 0),
    faults,
    errorRate: Number(process.env.DEMO_ERROR_RATE ?? 0),
  },
});
console.log(
  `demo provider: API ${demo.url}/api, files ${demo.url}/files, knobs ${demo.url}/__control`,
);
