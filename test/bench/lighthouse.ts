/**
 * Lighthouse (mobile settings, the package's defaults) driving Debian's Chromium.
 *
 * Lighthouse and chrome-launcher are not dependencies of the project (about 175 MB that only the
 * bench uses, issue 33): they have their own package.json and lock file in test/bench/tools/, and
 * the first bench run with Lighthouse installs them there with `npm ci` from the npm registry (no
 * browser download). Again only when that lock file changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TOOLS = fileURLToPath(new URL('./tools/', import.meta.url));
/** Written after a whole `npm ci`: the hash of the lock file it installed. */
const STAMP = `${TOOLS}node_modules/.installed-lock-sha256`;

/** The few types of lighthouse and chrome-launcher the bench uses (their own are not installed). */
type AuditRef = { id: string; weight: number };
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<string, { score: number | null; numericValue?: number }>;
};
type Tools = {
  chromeLauncher: {
    launch(options: {
      chromePath: string;
      chromeFlags: string[];
    }): Promise<{ port: number; kill(): void | Promise<void> }>;
  };
  lighthouse(
    url: string,
    flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
  ): Promise<{ lhr: Lhr } | undefined>;
};

let tools: Promise<Tools> | undefined;

/** Installs the pinned tools on first use (or after their lock file changed), then imports them. */
function loadTools(): Promise<Tools> {
  tools ??= (async () => {
    const lock = createHash('sha256')
      .update(readFileSync(`${TOOLS}package-lock.json`))
      .digest('hex');
    const installed = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
    if (installed !== lock) {
      const { dependencies } = JSON.parse(readFileSync(`${TOOLS}package.json`, 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const names = Object.entries(dependencies)
        .map(([name, version]) => `${name}@${version}`)
        .join(', ');
      console.log(
        `bench: installing ${names} from the npm registry into test/bench/tools/node_modules (npm ci, once)`,
      );
      const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], {
        cwd: TOOLS,
        stdio: 'inherit',
      });
      if (npm.status !== 0) throw new Error(`bench: npm ci in ${TOOLS} failed (${npm.status})`);
      writeFileSync(STAMP, `${lock}\n`);
    }
    return (await import(pathToFileURL(`${TOOLS}index.js`).href)) as Tools;
  })();
  return tools;
}
/** Audits that need https, which a loopback run cannot have. */
const HTTPS_ONLY = new Set([
  'is-on-https',
  'redirects-http',
  'csp-xss',
  'has-hsts',
  'origin-isolation',
  'clickjacking-mitigation',
]);

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  speedIndex: number;
  lcp: number;
  tbt: number;
  cls: number;
  bestPracticesFailing: string[];
};

export async function runLighthouse(url: string): Promise<LighthouseResult | null> {
  if (!existsSync(CHROMIUM)) return null;
  const { chromeLauncher, lighthouse } = await loadTools();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // Best practices without the https-only audits: recompute the category score over the rest.
    const bp = lhr.categories['best-practices'];
    const refs = bp.auditRefs.filter((ref) => ref.weight > 0 && !HTTPS_ONLY.has(ref.id));
    const weight = refs.reduce((n, ref) => n + ref.weight, 0);
    const bpScore = Math.round(
      (refs.reduce((n, ref) => n + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) /
        (weight || 1)) *
        100,
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: bpScore,
      seo: score('seo'),
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      speedIndex: lhr.audits['speed-index']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      bestPracticesFailing: refs
        .filter((ref) => (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}
