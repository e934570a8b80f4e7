// POST /v1/feedback and /v1/contact: stored, answered 202, limited per IP and per e-mail so the
// endpoints cannot be used to flood the inbox behind them.
import { HOUR_MS } from '../gateway/clock.ts';
import { ApiError } from '../gateway/errors.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import { newId } from '../secrets.ts';
import type { SubmissionKind } from '../store/submissions.ts';
import { ContactBody, FeedbackBody, Received } from './schemas.ts';

/** Accepted submissions per hour of one kind, before RATE_LIMIT_SCALE. */
export const SUBMISSION_LIMITS = { perIpPerHour: 10, perEmailPerHour: 3 } as const;

/** Both hourly windows (per IP, per e-mail) are checked, and counted only when both pass, in one counter call. */
async function enforceLimits(ctx: HandlerContext, kind: SubmissionKind, email: string): Promise<void> {
  const { counters, config } = ctx.services;
  const scaled = (perHour: number) => Math.max(1, Math.floor(perHour * config.rateLimitScale));
  const limits = [
    { bucket: `${kind}:ip:${ctx.ip}`, limit: scaled(SUBMISSION_LIMITS.perIpPerHour) },
    { bucket: `${kind}:email:${email.toLowerCase()}`, limit: scaled(SUBMISSION_LIMITS.perEmailPerHour) },
  ];
  const d = await counters.hitSliding(limits, HOUR_MS, ctx.nowMs);
  if (d.allowed) return;
  const wait = Math.max(1, Math.ceil((d.retryAtMs - ctx.nowMs) / 1000));
  throw new ApiError('rate_limited', {
    message: `At most ${d.limit} ${kind} submissions per hour per ${d.index === 0 ? 'IP address' : 'e-mail'}; retry in ${wait} s.`,
    headers: { 'Retry-After': String(wait) },
  });
}

async function submit(ctx: HandlerContext, kind: SubmissionKind, body: { email: string }) {
  await enforceLimits(ctx, kind, body.email);
  const id = newId(kind === 'feedback' ? 'fb' : 'ct');
  await ctx.services.store.submissions.insert({ id, kind, email: body.email, ip: ctx.ip, body, createdAt: ctx.nowMs });
  return { data: { id, received_at: new Date(ctx.nowMs).toISOString() } };
}

export const feedbackRoute = defineRoute({
  product: 'account',
  method: 'POST',
  path: '/v1/feedback',
  auth: 'none',
  cost: 0,
  status: 202,
  summary: 'Submit feedback',
  description: "message 10-2000 characters; plan is one of any product's plans or none. Limited per IP and per e-mail.",
  request: { body: FeedbackBody },
  response: Received,
  fieldErrors: { email: 'invalid_email' },
  errors: ['rate_limited'],
  handler: ({ body }, ctx) => submit(ctx, 'feedback', body),
});

export const contactRoute = defineRoute({
  product: 'account',
  method: 'POST',
  path: '/v1/contact',
  auth: 'none',
  cost: 0,
  status: 202,
  summary: 'Send an enquiry',
  description: 'name 2-120, message 10-4000 characters. Limited per IP and per e-mail.',
  request: { body: ContactBody },
  response: Received,
  fieldErrors: { email: 'invalid_email' },
  errors: ['rate_limited'],
  handler: ({ body }, ctx) => submit(ctx, 'contact', body),
});
