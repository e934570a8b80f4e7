// POST /v1/signup: an account, its first (admin) key, and a 7-day trial when a paid plan is chosen.
import { isoInstant } from '../gateway/clock.ts';
import { trialRow } from '../entitlements.ts';
import { ApiError } from '../gateway/errors.ts';
import { FREE_PLAN, productOfPaidPlan, requirePlan } from '../plans.ts';
import { METERED_PRODUCTS } from '../products.ts';
import { defineRoute } from '../gateway/route-spec.ts';
import { hashPassword, newId, newKey } from '../secrets.ts';
import { SignupBody, SignupData } from './schemas.ts';

export const signupRoute = defineRoute({
  product: 'account',
  method: 'POST',
  path: '/v1/signup',
  auth: 'none',
  cost: 0,
  status: 201,
  // a signup creates a key: capped per IP like any other key factory
  ipLimitPerMinute: 10,
  summary: 'Create an account and its first API key (admin scope)',
  description:
    'A paid plan (of any product: plan names are distinct) starts a 7-day trial of that plan; without a payment method the account is back on free from day 8.',
  request: { body: SignupBody },
  response: SignupData,
  fieldErrors: { email: 'invalid_email', password: 'invalid_password', plan: 'invalid_plan' },
  errors: ['email_taken'],
  handler: async ({ body }, ctx) => {
    const { store } = ctx.services;
    if (await store.accounts.emailExists(body.email)) throw new ApiError('email_taken');
    const passwordHash = await hashPassword(body.password);
    const now = ctx.nowMs;
    const accountId = newId('acct');
    const key = newKey();
    const product = productOfPaidPlan(body.plan);
    const trial = product ? trialRow(requirePlan(product, body.plan), now) : null;
    // two signups with one e-mail at once: the UNIQUE constraint lets exactly one through; the other's
    // transaction rolls back (PostgreSQL would refuse further statements in it anyway)
    await store.transaction(async (tx) => {
      if (
        !(await tx.accounts.create({
          id: accountId,
          email: body.email,
          name: body.name ?? null,
          passwordHash,
          createdAt: now,
        }))
      )
        throw new ApiError('email_taken');
      if (product && trial) await tx.accounts.setPlan(accountId, product, trial, now);
      await tx.keys.insert({
        keyId: key.keyId,
        accountId,
        name: 'default',
        scope: 'admin',
        secretHash: key.secretHash,
        preview: key.preview,
        createdAt: now,
      });
    });
    const plans = Object.fromEntries(METERED_PRODUCTS.map((p) => [p, p === product ? body.plan : FREE_PLAN])) as Record<
      (typeof METERED_PRODUCTS)[number],
      string
    >;
    return {
      data: {
        account: {
          id: accountId,
          email: body.email,
          name: body.name ?? null,
          plan: body.plan,
          plans,
          trial: product && trial ? { product, plan: body.plan, ends_at: isoInstant(trial.trialEndsAt!) } : null,
        },
        api_key: key.apiKey,
        key_id: key.keyId,
      },
    };
  },
});
