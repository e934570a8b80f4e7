// The webhook event as it arrives (normalized JSON, documented in api/billing/README.md) and as the
// rest of billing sees it. Seconds on the wire, as payment providers send them; milliseconds inside.
import { z } from 'zod';

/** Every event type the seeds name (000/001: X-Pay-Signature family; 002: X-Webhook-Signature family). */
export const EVENT_TYPES = [
  'payment.captured',
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.renewed',
  'subscription.halted',
  'subscription.cancelled',
  'invoice.paid',
  'invoice.payment_failed',
  'plan.changed',
  'refund.created',
  'refund.processed',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const isEventType = (value: string): value is EventType => (EVENT_TYPES as readonly string[]).includes(value);

const Id = z.string().min(1).max(200);
const Seconds = z.number().int().min(0).max(1e11);

const Payload = z.looseObject({
  subscription_id: Id.optional(),
  order_id: Id.optional(),
  payment_id: Id.optional(),
  invoice_id: Id.optional(),
  refund_id: Id.optional(),
  plan: z.string().max(40).optional(),
  /** paise */
  amount: z.number().int().min(0).optional(),
  currency: z.string().max(8).optional(),
  period_start: Seconds.optional(),
  period_end: Seconds.optional(),
  /** masked preview of the instrument, e.g. `card ····4242` */
  payment_method: z.string().max(60).optional(),
});

export const EventBody = z
  .looseObject({
    id: Id,
    // Razorpay-style `event`, Stripe-style `type`: either names the event
    event: z.string().min(1).max(100).optional(),
    type: z.string().min(1).max(100).optional(),
    created_at: Seconds,
    /** Orders events of one provider second; later events carry higher numbers. */
    sequence: z.number().int().min(0).optional(),
    payload: Payload.default({}),
  })
  .refine(
    (e) => (e.event ?? e.type) !== undefined && (e.event === undefined || e.type === undefined || e.event === e.type),
    {
      message: 'an event names its type in `event` or `type` (the same value when both are sent)',
    },
  );

export interface BillingEvent {
  readonly id: string;
  /** Unknown types are kept as they came and acknowledged without effect. */
  readonly type: string;
  readonly createdAtMs: number;
  readonly sequence: number;
  readonly subscriptionId: string | null;
  readonly orderId: string | null;
  readonly paymentId: string | null;
  readonly invoiceId: string | null;
  readonly plan: string | null;
  readonly amountPaise: number | null;
  readonly currency: string | null;
  readonly periodStartMs: number | null;
  readonly periodEndMs: number | null;
  readonly paymentMethod: string | null;
}

const ms = (seconds: number | undefined): number | null => (seconds === undefined ? null : seconds * 1000);

/** The event in a verified body, or the reason it is not one. */
export function parseEvent(text: string): BillingEvent | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'the body is not JSON' };
  }
  const parsed = EventBody.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: `${issue.path.join('.') || '(body)'}: ${issue.message}` };
  }
  const e = parsed.data;
  const p = e.payload;
  return {
    id: e.id,
    type: (e.event ?? e.type)!,
    createdAtMs: e.created_at * 1000,
    sequence: e.sequence ?? 0,
    subscriptionId: p.subscription_id ?? null,
    orderId: p.order_id ?? null,
    paymentId: p.payment_id ?? null,
    invoiceId: p.invoice_id ?? null,
    plan: p.plan ?? null,
    amountPaise: p.amount ?? null,
    currency: p.currency ?? null,
    periodStartMs: ms(p.period_start),
    periodEndMs: ms(p.period_end),
    paymentMethod: p.payment_method ?? null,
  };
}

/** Provider time, then sequence: the order events of one stream happened in. */
export interface StreamPosition {
  readonly at: number;
  readonly seq: number;
}

export const isOlder = (a: StreamPosition, b: StreamPosition): boolean =>
  a.at < b.at || (a.at === b.at && a.seq < b.seq);

export const later = (a: StreamPosition, b: StreamPosition): StreamPosition => (isOlder(a, b) ? b : a);
