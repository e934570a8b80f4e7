// Plans of all three products in one table: monthly calls, per-minute limit, overage, trial.
// Panchang's numbers are seed 002's. The seeds give none for horoscope and numerology; the numbers
// below are this project's choice (README "Plans"): a free test tier of 1,000 calls a month (10/min; horoscope 20/min, as twelve signs are one screen), each
// paid tier a few times the one below, and no overage (both seeds answer a used-up quota with 429).
import { METERED_PRODUCTS, type MeteredProduct } from './products.ts';

export interface Plan {
  readonly product: MeteredProduct;
  readonly name: string;
  /** Position in the product's ladder: 0 = free. */
  readonly rank: number;
  readonly monthlyCalls: number;
  readonly perMinute: number;
  /** INR per 1,000 calls beyond monthlyCalls; null = hard cap, the call is refused instead. */
  readonly overageInrPer1000: number | null;
  readonly trialDays: number;
}

type Row = [monthlyCalls: number, perMinute: number, overageInrPer1000: number | null, trialDays: number];

/**
 * The ladders, lowest plan first. Each product's plan names are the keys of its ladder, and every per-plan table of
 * the product (panchang limits, features and festival layers, numerology gates) is a Record over them: a plan added
 * here without its rows there does not compile.
 */
const LADDERS = {
  panchang: {
    free: [2_000, 10, null, 0],
    amethyst: [50_000, 60, 10, 7],
    sapphire: [300_000, 180, 5, 7],
    emerald: [2_000_000, 600, 2.5, 7],
  },
  horoscope: {
    // 20/min: a client showing all twelve signs' rashifal makes 12 calls at once.
    free: [1_000, 20, null, 0],
    topaz: [25_000, 60, null, 7],
    ruby: [100_000, 120, null, 7],
    diamond: [300_000, 240, null, 7],
    eclipse: [1_000_000, 600, null, 7],
    zenith: [3_000_000, 1_200, null, 7],
    infinity: [10_000_000, 3_000, null, 7],
  },
  numerology: {
    free: [1_000, 10, null, 0],
    starter: [20_000, 60, null, 7],
    plus: [100_000, 120, null, 7],
    pro: [300_000, 240, null, 7],
    scale: [1_000_000, 600, null, 7],
  },
} as const satisfies Record<MeteredProduct, Readonly<Record<string, Readonly<Row>>>>;

/** The plan names of one product. */
export type PlanName<P extends MeteredProduct> = keyof (typeof LADDERS)[P] & string;
export type PanchangPlan = PlanName<'panchang'>;
export type NumerologyPlan = PlanName<'numerology'>;

function ladder(product: MeteredProduct): readonly Plan[] {
  return Object.entries(LADDERS[product] as Readonly<Record<string, Readonly<Row>>>).map(
    ([name, [monthlyCalls, perMinute, overageInrPer1000, trialDays]], rank) =>
      Object.freeze({ product, name, rank, monthlyCalls, perMinute, overageInrPer1000, trialDays }),
  );
}

export const PLANS: Readonly<Record<MeteredProduct, readonly Plan[]>> = {
  panchang: ladder('panchang'),
  horoscope: ladder('horoscope'),
  numerology: ladder('numerology'),
};

/** The plan names of a product in ladder order (lowest first). */
export function planNames<P extends MeteredProduct>(product: P): readonly PlanName<P>[] {
  return PLANS[product].map((p) => p.name as PlanName<P>);
}

/**
 * The caller's plan name as one of the product's own: an entitlement always names a plan of its product, so any
 * other name is a bug to surface, never a reason to serve the free tier.
 */
export function productPlan<P extends MeteredProduct>(product: P, name: string): PlanName<P> {
  if (!(name in LADDERS[product])) throw new Error(`unknown ${product} plan "${name}"`);
  return name as PlanName<P>;
}

export const FREE_PLAN = 'free';

export function planOf(product: MeteredProduct, name: string): Plan | undefined {
  return PLANS[product].find((p) => p.name === name);
}

/** Like planOf, for names that come from our own database and must exist. */
export function requirePlan(product: MeteredProduct, name: string): Plan {
  const plan = planOf(product, name);
  if (!plan) throw new Error(`unknown ${product} plan "${name}"`);
  return plan;
}

/**
 * The product a paid plan belongs to. Paid plan names are distinct across products, so a signup's
 * `plan` says which product it upgrades; `free` belongs to none in particular.
 */
export function productOfPaidPlan(name: string): MeteredProduct | undefined {
  return METERED_PRODUCTS.find((product) => name !== FREE_PLAN && planOf(product, name) !== undefined);
}

/** Every plan name any product knows, `free` first: the values signup accepts. */
export const ALL_PLAN_NAMES: readonly [string, ...string[]] = [
  FREE_PLAN,
  ...METERED_PRODUCTS.flatMap((product) => PLANS[product].filter((p) => p.name !== FREE_PLAN).map((p) => p.name)),
];

export function meetsMinimum(plan: Plan, minimum: string): boolean {
  return plan.rank >= requirePlan(plan.product, minimum).rank;
}

/** Per-minute limit after the operator's scale (RATE_LIMIT_SCALE); never below one call. */
export function scaledPerMinute(perMinute: number, scale: number): number {
  return Math.max(1, Math.floor(perMinute * scale));
}

/** Overage so far: units beyond the plan's calls and their INR charge, rounded to paise. */
export function overageOf(plan: Plan, callsUsed: number): { units: number; inr: number } {
  if (plan.overageInrPer1000 === null) return { units: 0, inr: 0 };
  const units = Math.max(0, callsUsed - plan.monthlyCalls);
  return { units, inr: Math.round((units * plan.overageInrPer1000 * 100) / 1000) / 100 };
}

/**
 * Quota units of a printed report (issue 42), horoscope product, topaz plan and above (the report prints dashas,
 * doshas and predictions, topaz features). A kundli report runs the work of about nine JSON calls (kundli, three
 * charts, shodashvarga, two dashas, ashtakavarga, doshas, predictions) and a matching report of about six, so an
 * HTML report costs 5 units; printing it in Chromium costs far more CPU than computing it (hundreds of milliseconds
 * against a few), so a PDF costs 10.
 */
export const REPORT_UNITS = { html: 5, pdf: 10 } as const;
export const REPORT_MIN_PLAN = 'topaz';
