/**
 * What a month of the site costs on Cloudflare's Workers Paid plan, item by item, from counts per
 * page view (`npm run scale`'s topology). Every billed item is here with its included amount,
 * price and where it was read (docs/performance.md "Prices" says the same, dated); an item whose
 * price could not be confirmed on a stored copy of Cloudflare's own page says so.
 */

export type Price = {
  item: string;
  /** Included in the plan each month (in the item's unit). */
  included: number;
  /** Dollars per `per` units beyond the included amount. */
  dollars: number;
  per: number;
  unit: string;
  source: string;
};

const read = 'read 2026-11-29';
export const PRICES = {
  plan: {
    item: 'Workers Paid plan',
    included: 0,
    dollars: 5,
    per: 1,
    unit: 'month',
    source: `developers.cloudflare.com/workers/platform/pricing, ${read} (as the KV and Workflows pricing pages state it)`,
  },
  requests: {
    item: 'worker requests (pages, pictures, instant search, purges, cron runs)',
    included: 10_000_000,
    dollars: 0.3,
    per: 1_000_000,
    unit: 'requests',
    source: `developers.cloudflare.com/workflows/reference/pricing ("identical to Workers Standard"), ${read}`,
  },
  cpu: {
    item: 'CPU time',
    included: 30_000_000,
    dollars: 0.02,
    per: 1_000_000,
    unit: 'CPU ms',
    source: `developers.cloudflare.com/workflows/reference/pricing, ${read}`,
  },
  kvReads: {
    item: 'KV reads (a bulk read: one per key)',
    included: 10_000_000,
    dollars: 0.5,
    per: 1_000_000,
    unit: 'reads',
    source: `developers.cloudflare.com/kv/platform/pricing via a third-party copy, ${read}: not confirmed on Cloudflare's own page`,
  },
  kvWrites: {
    item: 'KV writes',
    included: 1_000_000,
    dollars: 5,
    per: 1_000_000,
    unit: 'writes',
    source: 'as KV reads',
  },
  kvDeletes: {
    item: 'KV deletes',
    included: 1_000_000,
    dollars: 5,
    per: 1_000_000,
    unit: 'deletes',
    source: 'as KV reads',
  },
  kvLists: {
    item: 'KV lists',
    included: 1_000_000,
    dollars: 5,
    per: 1_000_000,
    unit: 'lists',
    source: 'as KV reads',
  },
  kvStorage: {
    item: 'KV storage',
    included: 1,
    dollars: 0.5,
    per: 1,
    unit: 'GB-month',
    source: 'as KV reads (storage price not in the copy read: not confirmed)',
  },
  points: {
    item: 'Analytics Engine data points',
    included: 10_000_000,
    dollars: 0.25,
    per: 1_000_000,
    unit: 'points',
    source: `developers.cloudflare.com/analytics/analytics-engine/pricing, ${read} (not billed yet)`,
  },
  transformations: {
    item: 'image transformations (unique per 30 days)',
    included: 5_000,
    dollars: 0.5,
    per: 1_000,
    unit: 'transformations',
    source: `Cloudflare Images pricing as decision 050 and a third-party comparison state it, ${read}: not confirmed on Cloudflare's own page`,
  },
  logs: {
    item: 'Workers Logs events (head sampling 10%)',
    included: 20_000_000,
    dollars: 0.6,
    per: 1_000_000,
    unit: 'events',
    source: `developers.cloudflare.com/workers/observability/logs/workers-logs, ${read}: the price is not on the stored copy (not confirmed)`,
  },
} satisfies Record<string, Price>;

export type Usage = {
  /** Per page view. */
  requests: number;
  cpuMs: number;
  kvReads: number;
  kvWrites: number;
  kvDeletes: number;
  kvLists: number;
  points: number;
  logEvents: number;
  /** Per month, whatever the views. */
  kvStoredGb: number;
  transformationsPerMonth: number;
};

/** `included`: the part of `quantity` the plan includes. */
export type CostLine = { price: Price; quantity: number; included: number; dollars: number };

/** A month's bill at `views` page views, item by item. */
export function monthlyBill(usage: Usage, views: number): CostLine[] {
  const line = (price: Price, quantity: number): CostLine => ({
    price,
    quantity,
    included: Math.min(quantity, price.included),
    dollars: (Math.max(0, quantity - price.included) * price.dollars) / price.per,
  });
  return [
    { price: PRICES.plan, quantity: 1, included: 0, dollars: PRICES.plan.dollars },
    line(PRICES.requests, usage.requests * views),
    line(PRICES.cpu, usage.cpuMs * views),
    line(PRICES.kvReads, usage.kvReads * views),
    line(PRICES.kvWrites, usage.kvWrites * views),
    line(PRICES.kvDeletes, usage.kvDeletes * views),
    line(PRICES.kvLists, usage.kvLists * views),
    line(PRICES.kvStorage, usage.kvStoredGb),
    line(PRICES.points, usage.points * views),
    line(PRICES.transformations, usage.transformationsPerMonth),
    line(PRICES.logs, usage.logEvents * views),
  ];
}

/** Dollars per million page views at `views` a month. */
export const perMillion = (bill: CostLine[], views: number): number =>
  (bill.reduce((sum, l) => sum + l.dollars, 0) * 1_000_000) / views;
