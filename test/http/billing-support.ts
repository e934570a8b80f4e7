// Shared by the billing suites: a gateway with the billing routes and stand-in product routes (for
// the gates), signed event deliveries, and readers of the entitlement table as the store holds it.
import { createHmac } from 'node:crypto';
import { billingRoutes, type BillingOptions } from '../../api/billing/index.ts';
import { SandboxProvider } from '../../api/billing/sandbox.ts';
import { entitlementAt } from '../../api/entitlements.ts';
import type { MeteredProduct } from '../../api/products.ts';
import { fakeHoroscope, fakeNumerology, fakePanchang } from './fake-products.ts';
import { startHarness, type Harness, type Reply } from './harness.ts';

export const SECRET = 'billing-test-secret';

export function startBilling(env: Record<string, string> = {}, options: BillingOptions = {}): Promise<Harness> {
  return startHarness({
    routes: [...billingRoutes(options), ...fakePanchang, ...fakeHoroscope, ...fakeNumerology],
    env: { RATE_LIMIT_SCALE: '100', WEBHOOK_SECRET: SECRET, ...env },
  });
}

export const sign = (body: string, secret = SECRET): string => createHmac('sha256', secret).update(body).digest('hex');

/** An event in the documented wire format, created at `atMs` on the provider's clock. */
export function eventBody(
  id: string,
  type: string,
  atMs: number,
  payload: Record<string, unknown>,
  sequence?: number,
): string {
  return JSON.stringify({
    id,
    event: type,
    created_at: Math.floor(atMs / 1000),
    ...(sequence === undefined ? {} : { sequence }),
    payload,
  });
}

export const WEBHOOKS = {
  pay: ['/v1/billing/pay/webhook', 'X-Pay-Signature'],
  panchang: ['/v1/billing/webhook', 'X-Webhook-Signature'],
} as const;

export function deliver(
  h: Harness,
  body: string,
  which: keyof typeof WEBHOOKS = 'pay',
  signature = sign(body),
): Promise<Reply> {
  const [path, header] = WEBHOOKS[which];
  return h.call('POST', path, { body, headers: { [header]: signature } });
}

export async function accountOf(h: Harness, key: string): Promise<string> {
  return (await h.gateway.services.store.keys.get(key.split('.')[0]!))!.accountId;
}

export interface EntitlementRow {
  /** billing_entitlements.status (null: billing has not written the product yet) */
  status: string | null;
  plan: string;
  /** What the gates apply now: entitlementAt over the cached plan row. */
  gate: string;
}

/** The entitlement table of one account as stored, one row per product, with the gates' reading. */
export async function entitlements(h: Harness, accountId: string): Promise<Record<MeteredProduct, EntitlementRow>> {
  const { store } = h.gateway.services;
  const now = h.clock.now();
  const row = async (product: MeteredProduct): Promise<EntitlementRow> => {
    const e = await store.billing.entitlement(accountId, product);
    const planRow = await store.accounts.plan(accountId, product);
    const gate = entitlementAt(product, planRow, now).plan.name;
    return { status: e?.status ?? null, plan: e?.plan ?? planRow.plan, gate };
  };
  return { panchang: await row('panchang'), horoscope: await row('horoscope'), numerology: await row('numerology') };
}

/** How many ledger rows carry the id (0 or 1: the PRIMARY KEY makes more impossible, this proves it). */
export async function ledgerRows(h: Harness, eventId: string): Promise<number> {
  const row = await h.gateway.services.store.db.q
    .selectFrom('billing_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer's own actions; the rest simulate the provider's side, often weeks later on the test clock. */
const CUSTOMER_ACTIONS = new Set(['pay', 'authorize']);

/**
 * Runs a sandbox page action (`pay`, `authorize`, `renew`, `fail`, `halt`, `refund`) as a browser form would.
 * The customer's actions use the checkout's link as given; a simulated provider action signs a fresh link at
 * the test clock's now (the given one expires after 24 hours), as a provider's dashboard would open the page.
 */
export async function sandboxAct(h: Harness, pageUrl: string, action: string): Promise<Reply> {
  const given = new URL(pageUrl);
  const [kind, id] = given.pathname.split('/').slice(-2) as [string, string];
  const sandbox = new SandboxProvider(h.gateway.services.store.sandbox, SECRET, h.base);
  const fresh = () => sandbox.pageUrl({ id, kind: kind === 'orders' ? 'order' : 'subscription' }, h.clock.now());
  const url = CUSTOMER_ACTIONS.has(action) ? given : new URL(fresh());
  return h.call('POST', `${url.pathname}/${action}${url.search}`, {
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Calls that pass only at or above a plan of each product: the gates billing must move. */
export const GATED = {
  horoscope: (h: Harness, key: string) =>
    h.call('POST', '/v1/dasha', { key, body: { date: '1990-05-15', time: '10:30', city_id: 'delhi' } }),
  numerology: (h: Harness, key: string) => h.call('POST', '/v1/numerology/compatibility', { key, body: {} }),
  panchang: (h: Harness, key: string) =>
    h.call('POST', '/v1/panchang/yearly', { key, body: { year: 2026, city_id: 'delhi' } }),
};
