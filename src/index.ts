import { app } from './app';
import type { Bindings } from './env';
import { warmHottest } from './warmup/scheduled';

export default {
  fetch: app.fetch,
  // The Cron Trigger (wrangler.toml [triggers]): warms the hottest institutes' pages.
  async scheduled(controller, env) {
    await warmHottest(app.fetch, env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Bindings>;
