/** Lighthouse (mobile settings, the package's defaults) driving Debian's Chromium. */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
