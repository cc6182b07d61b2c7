/** `npm run demo-provider`: the demo provider alone on DEMO_PROVIDER_PORT (default 8788). */
import { startDemoProvider } from './server.ts';

const faults = process.env.DEMO_FAULTS ? JSON.parse(process.env.DEMO_FAULTS) : [];
const demo = await startDemoProvider({
  port: Number(process.env.DEMO_PROVIDER_PORT ?? 8788),
  knobs: { latencyMs: Number(process.env.DEMO_LATENCY_MS ?? 0), faults },
});
console.log(
  `demo provider: API ${demo.url}/api, files ${demo.url}/files, knobs ${demo.url}/__control`,
);
