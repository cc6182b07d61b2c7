/**
 * Issue 41's figure of the image route: one picture asked on 40 hosts costs one transformation
 * (decision 091: a variant is kept under its key, width and format, never the host). Runs the
 * worker as `wrangler deploy` bundles it, with the demo provider, and counts the file host's
 * whole reads of the picture: each one is the engine making a variant (Miniflare's engine reads
 * the original whole, as Cloudflare's does on a miss).
 */

import { httpGet } from '../helpers/http.ts';
import { serveBundle } from '../helpers/serve.ts';

const HOSTS = 40;

/** Transformations of one picture asked on `HOSTS` hosts, and its answers' statuses. */
export async function imageHostsFigure(): Promise<{ hosts: number; transformations: number }> {
  const site = await serveBundle({
    state: 'image-hosts',
    vars: { IMAGE_RESIZING: 'webp' },
    demoEnv: { DEMO_WARM_PHOTOS: '0' },
  });
  try {
    // A picture the home page links, as a visitor's browser would ask for it.
    const home = await httpGet(site.port, 'sunrise.localhost', '/');
    const linked = /\/img\/\d+\/(sunrise\/campus-\d+\.jpg)\?s=([\w-]+)/.exec(home.body);
    if (!linked) throw new Error('the home page links no campus picture');
    const key = linked[1];
    const path = `/img/640/${key}?s=${linked[2]}`;
    for (let i = 0; i < HOSTS; i++) {
      const answer = await httpGet(site.port, `host-${i}.example`, path, undefined, {
        accept: 'image/webp',
      });
      if (answer.status !== 200) throw new Error(`host ${i}: ${answer.status}`);
    }
    const { files } = (await (await fetch(`${site.demo}/__control/files`)).json()) as {
      files: { path: string; range: string | null }[];
    };
    const transformations = files.filter((f) => f.path === `/files/${key}` && !f.range).length;
    return { hosts: HOSTS, transformations };
  } finally {
    await site.close();
  }
}

if (import.meta.main) {
  const { hosts, transformations } = await imageHostsFigure();
  const met = transformations <= 1 ? 'met' : 'NOT MET';
  console.log(
    `image route: one picture asked on ${hosts} hosts made ${transformations} transformation(s) (budget 1: ${met})`,
  );
}
