// The sandbox provider's pages, served by this app: the hosted checkout of an order, the short_url
// (or checkout_url) page of a subscription, and buttons that act as the customer or simulate what a
// provider does later (renewal, a failed charge, a halt, a refund). Each action's events go through
// the webhook handler, signed, as a real provider's would. Only when the sandbox is the provider.
// The pages carry no API key (a browser follows the link), so they act only on a link this server
// signed for that id (`exp` and `sig`, HMAC with the webhook secret, 24 hours): the owner's checkout
// hands it out; anyone else, even knowing the id, is refused as if it did not exist.
import { z } from 'zod';
import { ApiError } from '../gateway/errors.ts';
import { defineRoute, type AnyRoute, type HandlerContext } from '../gateway/route-spec.ts';
import type { SandboxObject } from '../store/billing.ts';
import type { DeliveryResult } from './ledger.ts';
import { toInr } from './prices.ts';
import {
  SANDBOX_ACTIONS,
  SANDBOX_PATH,
  SandboxProvider,
  type PageLink,
  type SandboxAction,
  type SandboxResult,
} from './sandbox.ts';
import { RawBody } from './schemas.ts';
import { deliverNow, type ProviderRegistry } from './service.ts';

const KINDS = { orders: 'order', subscriptions: 'subscription' } as const;
const PageParams = z.object({ kind: z.enum(['orders', 'subscriptions']), id: z.string().min(1).max(100) });
const ActionParams = PageParams.extend({ action: z.enum(SANDBOX_ACTIONS) });
const LinkQuery = z.object({
  exp: z.coerce.number().int().nonnegative().default(0),
  sig: z.string().max(128).default(''),
});

const LABELS: Readonly<Record<SandboxAction, string>> = {
  pay: 'Pay with the test card',
  authorize: 'Authorize the mandate and pay the first cycle',
  renew: 'Simulate the next renewal charge',
  fail: 'Simulate a failed charge (a retry follows)',
  halt: 'Simulate a halt (retries exhausted)',
  refund: 'Refund the last payment',
};

/** The pages' one inline style; the Content-Security-Policy allows exactly it (middleware/security-headers.ts). */
export const SANDBOX_PAGE_STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}.test{background:#ffd;padding:.3rem .6rem}
dt{font-weight:600}form{margin:.4rem 0}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const day = (ms: number | null): string =>
  ms === null ? '-' : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

async function sandboxOf(
  ctx: HandlerContext,
  providers: ProviderRegistry,
  kind: keyof typeof KINDS,
  id: string,
  link: PageLink,
): Promise<{ sandbox: SandboxProvider; object: SandboxObject }> {
  const sandbox = providers.of(ctx.services);
  const signed = sandbox instanceof SandboxProvider && sandbox.linkValid(id, link, ctx.nowMs);
  const object = signed ? await sandbox.object(id) : undefined;
  if (!object || object.kind !== KINDS[kind])
    throw new ApiError('not_found', {
      message: 'No such sandbox order or subscription, or the link is not signed for it or has expired.',
    });
  return { sandbox: sandbox as SandboxProvider, object };
}

function outcomeHtml(result: SandboxResult, delivered: readonly DeliveryResult[]): string {
  const events = delivered
    .map((d) => `<li><code>${escapeHtml(d.eventId)}</code> ${escapeHtml(d.type)}: ${d.outcome}</li>`)
    .join('');
  const payment = result.payment
    ? `<p>Hand these to <code>POST /v1/billing/pay/verify</code>: payment_id <code id="payment-id">${escapeHtml(result.payment.id)}</code>,
signature <code id="payment-signature">${escapeHtml(result.payment.signature)}</code></p>`
    : '';
  return `<section><h2>Done</h2>${payment}<p>Webhook events delivered:</p><ul>${events}</ul></section>`;
}

function page(sandbox: SandboxProvider, object: SandboxObject, link: PageLink, done: string): string {
  const [path, query] = sandbox.pagePath(object, link).split('?');
  const actions = SANDBOX_ACTIONS.filter((a) => sandbox.refusal(object, a) === null)
    .map(
      (a) => `<form method="post" action="${escapeHtml(`${path}/${a}?${query}`)}"><button>${LABELS[a]}</button></form>`,
    )
    .join('\n');
  const back =
    object.returnUrl && object.status !== 'created'
      ? `<p><a id="return" href="${escapeHtml(object.returnUrl)}">Return to the merchant</a></p>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox ${object.kind} ${escapeHtml(object.id)}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head>
<body><h1>Sandbox ${object.kind === 'order' ? 'checkout' : 'subscription'}</h1>
<p class="test">Test mode: no money moves. Events are signed and delivered to this server's webhook.</p>
<dl><dt>Id</dt><dd><code id="object-id">${escapeHtml(object.id)}</code></dd><dt>Product and plan</dt><dd>${object.product} ${escapeHtml(object.plan)} (${object.cycle})</dd>
<dt>Amount</dt><dd>INR ${toInr(object.amountPaise).toFixed(2)}</dd><dt>Status</dt><dd id="status">${escapeHtml(object.status)}</dd>
<dt>Period</dt><dd>${day(object.periodStart)} to ${day(object.periodEnd)} UTC</dd></dl>
${done}${actions}${back}
</body></html>
`;
}

const PAGE = {
  product: 'billing',
  auth: 'none',
  cost: 0,
  envelope: 'none',
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-store',
  ipLimitPerMinute: 60,
  response: z.string(),
} as const;

export function sandboxPages(providers: ProviderRegistry): AnyRoute[] {
  return [
    defineRoute({
      ...PAGE,
      method: 'GET',
      path: `${SANDBOX_PATH}/:kind/:id`,
      request: { params: PageParams, query: LinkQuery },
      summary: 'Sandbox: hosted checkout (orders) or short_url page (subscriptions)',
      errors: ['not_found'],
      handler: async ({ params, query }, ctx) => {
        const { sandbox, object } = await sandboxOf(ctx, providers, params.kind, params.id, query);
        return { data: page(sandbox, object, query, '') };
      },
    }),
    defineRoute({
      ...PAGE,
      method: 'POST',
      path: `${SANDBOX_PATH}/:kind/:id/:action`,
      rawBody: true,
      request: { params: ActionParams, query: LinkQuery, body: RawBody },
      summary: 'Sandbox: act as the customer (pay, authorize) or simulate the provider (renew, fail, halt, refund)',
      errors: ['not_found', 'invalid_request'],
      handler: async ({ params, query }, ctx) => {
        const { sandbox, object } = await sandboxOf(ctx, providers, params.kind, params.id, query);
        const refusal = sandbox.refusal(object, params.action);
        if (refusal) throw new ApiError('invalid_request', { message: `Sandbox: ${refusal}.` });
        const result = await sandbox.act(object, params.action, ctx.nowMs);
        const delivered = await deliverNow(ctx.services, result.deliveries, ctx.nowMs);
        return { data: page(sandbox, result.object, query, outcomeHtml(result, delivered)) };
      },
    }),
  ];
}
