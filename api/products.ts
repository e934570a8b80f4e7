// The surfaces the gateway serves. Metered products have plans, quotas and per-minute limits;
// the others are the gateway's own (accounts and keys, billing, public lookups).
export const METERED_PRODUCTS = ['panchang', 'horoscope', 'numerology'] as const;
export type MeteredProduct = (typeof METERED_PRODUCTS)[number];
export type Product = MeteredProduct | 'account' | 'billing' | 'public';

export function isMeteredProduct(value: unknown): value is MeteredProduct {
  return typeof value === 'string' && (METERED_PRODUCTS as readonly string[]).includes(value);
}
