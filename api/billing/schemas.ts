// Request and response schemas of the billing routes (seed 000 "Billing", seed 002 "Billing").
// Seeds name only a few fields; the rest is this project's and documented in api/billing/README.md.
import { z } from 'zod';
import { PLANS, FREE_PLAN } from '../plans.ts';
import { METERED_PRODUCTS } from '../products.ts';
import { CYCLES } from './prices.ts';

const Iso = z.string().describe('ISO-8601 timestamp (UTC)');
const Id = z.string().min(1).max(200);

export const ProductField = z
  .enum(METERED_PRODUCTS, { error: 'invalid_product' })
  .describe('panchang, horoscope or numerology');
const CycleField = z.enum(CYCLES).default('monthly').describe('billing cycle: monthly (default) or yearly');
const PlanField = z.string().trim().min(1).max(40).describe('a paid plan of the product');

export const ProductQuery = z.object({ product: ProductField });
export const OptionalProductQuery = z.object({
  product: ProductField.optional().describe('omit to list every product'),
});
export const ProductBody = z.object({ product: ProductField });
export const PurchaseBody = z.object({ product: ProductField, plan: PlanField, cycle: CycleField });
export const ChangeBody = z.object({ product: ProductField, plan: PlanField });
export const VerifyBody = z.object({
  product: ProductField,
  pay_order_id: Id.describe('from pay/order'),
  payment_id: Id.describe('from the provider checkout'),
  signature: z
    .string()
    .min(1)
    .max(200)
    .describe('hex HMAC-SHA256 over `pay_order_id|payment_id`, from the provider checkout'),
});

const PANCHANG_PAID = PLANS.panchang.filter((p) => p.name !== FREE_PLAN).map((p) => p.name) as [string, ...string[]];
export const CheckoutBody = z.object({
  plan: z.enum(PANCHANG_PAID, { error: 'invalid_plan' }).describe('amethyst, sapphire or emerald'),
  return_url: z.url({ protocol: /^https$/, error: 'return_url must be an HTTPS URL' }).max(2000),
  cycle: CycleField,
});
/** Panchang's billing POSTs carry no fields; any JSON object (or nothing) is accepted. */
export const EmptyBody = z.looseObject({}).optional();

/** Webhooks and sandbox forms: the raw text (route `rawBody`). */
export const RawBody = z
  .string()
  .describe('the raw request body; for webhooks the signed JSON event (api/billing/README.md)');

const CyclePrice = z.object({
  available: z.boolean(),
  amount_inr: z.number().nullable(),
  amount_paise: z.number().int().nullable(),
});

export const PlansData = z.object({
  currency: z.literal('INR'),
  plans: z.array(
    z.object({
      product: z.enum(METERED_PRODUCTS),
      plan: z.string(),
      rank: z.number().int(),
      monthly_calls: z.number().int(),
      calls_per_minute: z.number().int(),
      overage_inr_per_1000: z.number().nullable(),
      trial_days: z.number().int(),
      cycles: z.object({ monthly: CyclePrice, yearly: CyclePrice }),
    }),
  ),
});

const Provider = z.object({ name: z.string(), test_mode: z.boolean() }).nullable();

export const OverviewData = z.object({
  product: z.enum(METERED_PRODUCTS),
  plan: z.string().describe('the plan the gates apply now'),
  status: z.enum([
    'free',
    'trialing',
    'trial_ended',
    'active',
    'past_due',
    'paid',
    'cancelled',
    'expired',
    'halted',
    'refunded',
  ]),
  payment_state: z.enum(['none', 'captured', 'failed', 'refunded']),
  cycle: z.enum(CYCLES).nullable(),
  currency: z.literal('INR'),
  amount_inr: z.number().nullable(),
  auto_renew: z.boolean(),
  renewal_date: Iso.nullable(),
  access_until: Iso.nullable().describe('when the plan ends without another payment (cancelled, one-time, trial)'),
  trial: z.object({ plan: z.string().nullable(), ends_at: Iso, active: z.boolean() }).nullable(),
  payment_method: z.object({ on_file: z.boolean(), preview: z.string().nullable() }),
  subscription_id: z.string().nullable(),
  provider: Provider,
  history: z.array(
    z.object({
      event_id: z.string(),
      type: z.string(),
      at: Iso,
      received_at: Iso,
      outcome: z.enum(['applied', 'stale', 'ignored']),
    }),
  ),
});

export const InvoiceData = z.object({
  invoice_id: z.string(),
  product: z.enum(METERED_PRODUCTS),
  plan: z.string(),
  cycle: z.enum(CYCLES),
  status: z.enum(['paid', 'failed', 'refunded']),
  amount_inr: z.number(),
  amount_paise: z.number().int(),
  currency: z.string(),
  payment_id: z.string().nullable(),
  period_start: Iso.nullable(),
  period_end: Iso.nullable(),
  issued_at: Iso,
  refunded_at: Iso.nullable(),
  pdf_url: z.string().describe('GET with the same API key'),
});

export const InvoicesData = z.object({
  product: z.enum(METERED_PRODUCTS),
  currency: z.literal('INR'),
  invoices: z.array(InvoiceData),
});

const Purchase = {
  product: z.enum(METERED_PRODUCTS),
  plan: z.string(),
  cycle: z.enum(CYCLES),
  amount: z.number().int().describe('paise (INR/100), as payment providers take amounts'),
  amount_inr: z.number(),
  currency: z.literal('INR'),
  provider: Provider,
};

export const OrderData = z.object({ pay_order_id: z.string(), checkout_url: z.string(), ...Purchase });

export const SubscriptionCreated = z.object({
  subscription_id: z.string(),
  short_url: z.string(),
  status: z.literal('created'),
  ...Purchase,
});

export const CheckoutData = z.object({
  checkout_id: z.string(),
  checkout_url: z.string().describe('hosted checkout; the customer returns to return_url'),
  subscription_id: z.string(),
  return_url: z.string(),
  trial: z.object({ plan: z.string(), ends_at: Iso }).nullable(),
  ...Purchase,
});

export const VerifyData = z.object({
  verified: z.literal(true),
  product: z.enum(METERED_PRODUCTS),
  plan: z.string(),
  status: OverviewData.shape.status,
  access_until: Iso.nullable(),
  api_key: z.object({
    key_id: z.string(),
    preview: z.string().describe('masked: the secret is shown only at creation'),
    scope: z.enum(['read', 'admin']),
    plan: z.string().describe('the plan this key now calls with'),
  }),
});

export const WebhookData = z.object({
  received: z.literal(true),
  event_id: z.string(),
  type: z.string(),
  outcome: z.enum(['applied', 'stale', 'ignored', 'duplicate']),
  detail: z.string(),
});

export const InvoiceParams = z.object({ invoice_id: Id });
export const PdfBody = z.instanceof(Buffer).describe('application/pdf');
