// The built-in sandbox provider: what a payment SDK's test mode offers. Order and subscription ids
// are random (`sub_sbx` and 20 hex digits: not guessable); event ids count up per kind (their number
// is the stream's sequence). Its checkout and short_url pages are served by this app
// (sandbox-pages.ts) behind a signed, expiring link, and every event it emits is signed with the
// webhook secret exactly as a real provider's would be, so it exercises the same webhook path.
import { randomBytes } from 'node:crypto';
import type { MeteredProduct } from '../products.ts';
import type { SandboxObject, SandboxStore } from '../store/billing.ts';
import type { EventType } from './events.ts';
import { addCycle, CURRENCY } from './prices.ts';
import type { HostedPurchase, PaymentProvider, PurchaseRequest, SignedDelivery } from './provider.ts';
import { hmacHex, paymentProofMessage, signatureMatches } from './signature.ts';

export const SANDBOX_PATH = '/v1/billing/sandbox';
/** The test instrument every sandbox mandate and payment uses. */
export const SANDBOX_METHOD = 'card ····4242';

/** What a customer (or a test) can do on the sandbox's pages. */
export const SANDBOX_ACTIONS = ['pay', 'authorize', 'renew', 'fail', 'halt', 'refund'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** How long a page link works: long enough to finish a checkout, short enough that a leaked link dies. */
const SANDBOX_LINK_TTL_S = 24 * 3600;

/** The proof a page link carries: only whoever received the link from its owner's checkout can act. */
export interface PageLink {
  readonly exp: number;
  readonly sig: string;
}

/** The states each action starts from, per kind of object. */
const ALLOWED: Readonly<Record<SandboxObject['kind'], Partial<Record<SandboxAction, readonly string[]>>>> = {
  order: { pay: ['created'], refund: ['paid'] },
  subscription: {
    authorize: ['created'],
    renew: ['active', 'past_due'],
    fail: ['active', 'past_due'],
    halt: ['active', 'past_due'],
    refund: ['active', 'past_due', 'cancelled', 'halted'],
  },
};

// Seed 002 (panchang) names its own subscription events; seeds 000 and 001 share theirs.
const CHARGE_EVENTS: Readonly<Record<'first' | 'renewal', (product: MeteredProduct) => readonly EventType[]>> = {
  first: (p) =>
    p === 'panchang'
      ? ['subscription.activated', 'invoice.paid']
      : ['subscription.authenticated', 'subscription.charged'],
  renewal: (p) => (p === 'panchang' ? ['subscription.renewed', 'invoice.paid'] : ['subscription.charged']),
};

export interface SandboxResult {
  readonly object: SandboxObject;
  readonly deliveries: readonly SignedDelivery[];
  /** After `pay`: what the checkout hands the client for pay/verify. */
  readonly payment?: { readonly id: string; readonly signature: string };
}

const seconds = (ms: number): number => Math.floor(ms / 1000);

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly testMode = true;
  /** Signs payment proofs for pay/verify (a real provider's API key secret). */
  private readonly keySecret: string;

  private readonly store: SandboxStore;
  private readonly webhookSecret: string;
  private readonly baseUrl: string;

  constructor(store: SandboxStore, webhookSecret: string, baseUrl: string) {
    this.store = store;
    this.webhookSecret = webhookSecret;
    this.baseUrl = baseUrl;
    this.keySecret = hmacHex(webhookSecret, 'sandbox api key secret');
  }

  private async newId(prefix: string): Promise<{ id: string; n: number }> {
    const n = await this.store.next(prefix);
    return { id: `${prefix}_sbx${String(n).padStart(10, '0')}`, n };
  }

  private async emit(type: EventType, payload: Record<string, unknown>, nowMs: number): Promise<SignedDelivery> {
    const { id, n } = await this.newId('evt');
    const body = JSON.stringify({ id, event: type, created_at: seconds(nowMs), sequence: n, payload });
    return { eventId: id, body, signature: hmacHex(this.webhookSecret, body) };
  }

  private linkSignature(id: string, exp: number): string {
    return hmacHex(this.webhookSecret, `sandbox page|${id}|${exp}`);
  }

  /** The page's path with its link proof, as forms on the page post back to it. */
  pagePath(object: Pick<SandboxObject, 'id' | 'kind'>, link: PageLink): string {
    const kind = object.kind === 'order' ? 'orders' : 'subscriptions';
    return `${SANDBOX_PATH}/${kind}/${object.id}?exp=${link.exp}&sig=${link.sig}`;
  }

  /** A fresh link to the object's page, valid SANDBOX_LINK_TTL_S from `nowMs`. */
  pageUrl(object: Pick<SandboxObject, 'id' | 'kind'>, nowMs: number): string {
    const exp = seconds(nowMs) + SANDBOX_LINK_TTL_S;
    return `${this.baseUrl}${this.pagePath(object, { exp, sig: this.linkSignature(object.id, exp) })}`;
  }

  /** Whether a presented link proof was made by this server for this id and has not expired. */
  linkValid(id: string, link: PageLink, nowMs: number): boolean {
    return (
      link.exp >= seconds(nowMs) && signatureMatches(this.webhookSecret, `sandbox page|${id}|${link.exp}`, link.sig)
    );
  }

  object(id: string): Promise<SandboxObject | undefined> {
    return this.store.object(id);
  }

  private async create(
    kind: SandboxObject['kind'],
    request: PurchaseRequest,
    returnUrl: string | null,
  ): Promise<HostedPurchase> {
    const id = `${kind === 'order' ? 'order' : 'sub'}_sbx${randomBytes(10).toString('hex')}`;
    const { accountId, product, plan, cycle, amountPaise, nowMs } = request;
    await this.store.put({
      id,
      kind,
      accountId,
      product,
      plan,
      cycle,
      amountPaise,
      status: 'created',
      returnUrl,
      periodStart: null,
      periodEnd: null,
      lastPaymentId: null,
      createdAt: nowMs,
    });
    return { id, url: this.pageUrl({ id, kind }, nowMs) };
  }

  createOrder(request: PurchaseRequest): Promise<HostedPurchase> {
    return this.create('order', request, null);
  }

  createSubscription(request: PurchaseRequest & { readonly returnUrl: string | null }): Promise<HostedPurchase> {
    return this.create('subscription', request, request.returnUrl);
  }

  verifyPayment(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.keySecret, paymentProofMessage(orderId, paymentId), signature);
  }

  async changePlan(
    subscriptionId: string,
    plan: string,
    amountPaise: number,
    nowMs: number,
  ): Promise<readonly SignedDelivery[]> {
    const sub = await this.store.object(subscriptionId);
    if (!sub) return [];
    await this.store.put({ ...sub, plan, amountPaise });
    return [await this.emit('plan.changed', { subscription_id: sub.id, plan }, nowMs)];
  }

  async cancelAtPeriodEnd(subscriptionId: string, nowMs: number): Promise<readonly SignedDelivery[]> {
    const sub = await this.store.object(subscriptionId);
    if (!sub) return [];
    await this.store.put({ ...sub, status: 'cancelled' });
    const periodEnd = sub.periodEnd === null ? {} : { period_end: seconds(sub.periodEnd) };
    return [await this.emit('subscription.cancelled', { subscription_id: sub.id, ...periodEnd }, nowMs)];
  }

  /** Why `action` cannot run on the object now, or null when it can. */
  refusal(object: SandboxObject, action: SandboxAction): string | null {
    const from = ALLOWED[object.kind][action];
    if (!from) return `${action} does not apply to ${object.kind === 'order' ? 'an order' : 'a subscription'}`;
    if (!from.includes(object.status))
      return `${action} needs the ${object.kind} to be ${from.join(' or ')}; it is ${object.status}`;
    return action === 'refund' && object.lastPaymentId === null ? 'nothing was paid, so nothing can be refunded' : null;
  }

  /** Runs a page action; the caller checked `refusal` first. */
  async act(object: SandboxObject, action: SandboxAction, nowMs: number): Promise<SandboxResult> {
    switch (action) {
      case 'pay':
        return this.payOrder(object, nowMs);
      case 'authorize':
        return this.charge(object, 'first', nowMs, nowMs);
      case 'renew':
        return this.charge(object, 'renewal', object.periodEnd ?? nowMs, nowMs);
      case 'fail':
        return this.failCharge(object, nowMs);
      case 'halt':
        return this.settle({ ...object, status: 'halted' }, [
          await this.emit('subscription.halted', { subscription_id: object.id }, nowMs),
        ]);
      case 'refund':
        return this.refund(object, nowMs);
    }
  }

  private async settle(
    object: SandboxObject,
    deliveries: readonly SignedDelivery[],
    payment?: SandboxResult['payment'],
  ): Promise<SandboxResult> {
    await this.store.put(object);
    return payment ? { object, deliveries, payment } : { object, deliveries };
  }

  private async payOrder(order: SandboxObject, nowMs: number): Promise<SandboxResult> {
    const payment = (await this.newId('pay')).id;
    const captured = await this.emit(
      'payment.captured',
      {
        order_id: order.id,
        payment_id: payment,
        amount: order.amountPaise,
        currency: CURRENCY,
        plan: order.plan,
        payment_method: SANDBOX_METHOD,
      },
      nowMs,
    );
    const proof = hmacHex(this.keySecret, paymentProofMessage(order.id, payment));
    return this.settle({ ...order, status: 'paid', lastPaymentId: payment }, [captured], {
      id: payment,
      signature: proof,
    });
  }

  /** One charge for the period from `startMs`: the product's charge events, sharing one payment and receipt. */
  private async charge(
    sub: SandboxObject,
    which: 'first' | 'renewal',
    startMs: number,
    nowMs: number,
  ): Promise<SandboxResult> {
    const payment = (await this.newId('pay')).id;
    const invoice = (await this.newId('inv')).id;
    const endMs = addCycle(startMs, sub.cycle);
    const charge = {
      subscription_id: sub.id,
      payment_id: payment,
      invoice_id: invoice,
      amount: sub.amountPaise,
      currency: CURRENCY,
      plan: sub.plan,
      period_start: seconds(startMs),
      period_end: seconds(endMs),
      payment_method: SANDBOX_METHOD,
    };
    // one after another: event ids and sequence numbers follow the order of the events
    const deliveries: SignedDelivery[] = [];
    for (const type of CHARGE_EVENTS[which](sub.product)) {
      deliveries.push(
        await this.emit(
          type,
          type === 'subscription.authenticated' ? { subscription_id: sub.id, payment_method: SANDBOX_METHOD } : charge,
          nowMs,
        ),
      );
    }
    return this.settle(
      { ...sub, status: 'active', periodStart: startMs, periodEnd: endMs, lastPaymentId: payment },
      deliveries,
    );
  }

  private async failCharge(sub: SandboxObject, nowMs: number): Promise<SandboxResult> {
    const startMs = sub.periodEnd ?? nowMs;
    const invoice = (await this.newId('inv')).id;
    const failed = await this.emit(
      'invoice.payment_failed',
      {
        subscription_id: sub.id,
        invoice_id: invoice,
        amount: sub.amountPaise,
        currency: CURRENCY,
        plan: sub.plan,
        period_start: seconds(startMs),
        period_end: seconds(addCycle(startMs, sub.cycle)),
      },
      nowMs,
    );
    return this.settle({ ...sub, status: 'past_due' }, [failed]);
  }

  /** Refunds the last payment: the provider announces it created, then processed. */
  private async refund(object: SandboxObject, nowMs: number): Promise<SandboxResult> {
    const source = object.kind === 'order' ? { order_id: object.id } : { subscription_id: object.id };
    const payload = {
      ...source,
      payment_id: object.lastPaymentId,
      refund_id: (await this.newId('rfnd')).id,
      amount: object.amountPaise,
      currency: CURRENCY,
    };
    const deliveries = [
      await this.emit('refund.created', payload, nowMs),
      await this.emit('refund.processed', payload, nowMs),
    ];
    return this.settle({ ...object, status: object.kind === 'order' ? 'refunded' : object.status }, deliveries);
  }
}
