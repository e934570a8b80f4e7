// Prices of every paid plan of the three products, per billing cycle, in INR: the one table the
// billing routes, the sandbox provider and the receipts read. The seeds give no prices; these are
// this project's choice (api/billing/README.md): a yearly cycle costs ten months, and the highest
// horoscope tier is sold yearly only. Amounts go to providers in paise (INR's smallest unit).
import { FREE_PLAN, planOf } from '../plans.ts';
import type { MeteredProduct } from '../products.ts';
import type { Cycle } from '../store/billing.ts';

export const CURRENCY = 'INR' as const;
export const CYCLES = ['monthly', 'yearly'] as const satisfies readonly Cycle[];

/** [plan, INR per month, INR per year]; null: not sold on that cycle. */
type PriceRow = readonly [plan: string, monthlyInr: number | null, yearlyInr: number | null];

const PRICES: Readonly<Record<MeteredProduct, readonly PriceRow[]>> = {
  panchang: [
    ['amethyst', 499, 4_990],
    ['sapphire', 1_499, 14_990],
    ['emerald', 4_999, 49_990],
  ],
  horoscope: [
    ['topaz', 499, 4_990],
    ['ruby', 1_499, 14_990],
    ['diamond', 2_999, 29_990],
    ['eclipse', 7_999, 79_990],
    ['zenith', 19_999, 199_990],
    ['infinity', null, 499_990],
  ],
  numerology: [
    ['starter', 299, 2_990],
    ['plus', 999, 9_990],
    ['pro', 2_499, 24_990],
    ['scale', 6_999, 69_990],
  ],
};

/** INR for one cycle of a plan; 0 for free; null when the plan is not sold on that cycle or unknown. */
export function priceInr(product: MeteredProduct, plan: string, cycle: Cycle): number | null {
  if (plan === FREE_PLAN) return 0;
  const row = PRICES[product].find(([name]) => name === plan);
  if (!row) return null;
  return cycle === 'monthly' ? row[1] : row[2];
}

export const toPaise = (inr: number): number => Math.round(inr * 100);
export const toInr = (paise: number): number => paise / 100;

/** A paid plan of the product that is sold on the cycle: what orders and subscriptions accept. */
export function isPurchasable(product: MeteredProduct, plan: string, cycle: Cycle): boolean {
  return plan !== FREE_PLAN && planOf(product, plan) !== undefined && (priceInr(product, plan, cycle) ?? 0) > 0;
}

/**
 * The end of a cycle that starts at `startMs`: the same UTC day and time one month (or year) later,
 * clamped to the month's last day (31 January + 1 month = 28 or 29 February).
 */
export function addCycle(startMs: number, cycle: Cycle): number {
  const d = new Date(startMs);
  const months = cycle === 'monthly' ? 1 : 12;
  const year = d.getUTCFullYear() + Math.floor((d.getUTCMonth() + months) / 12);
  const month = (d.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = startMs - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay)) + timeOfDay;
}
