// Who is calling: the `x-api-key` header (any case). Panchang still takes the deprecated `api_key`
// query parameter, with a dev_notes warning. Sets Cache-Control: private on everything authenticated.
import { isoInstant } from '../gateway/clock.ts';
import { entitlementAt } from '../entitlements.ts';
import { ApiError, productError } from '../gateway/errors.ts';
import type { FailedKeyThrottle } from './failed-keys.ts';
import { isMeteredProduct } from '../products.ts';
import { parseApiKey, parseFeedToken, secretMatches } from '../secrets.ts';
import { StoreUnavailable, type Store } from '../store/index.ts';
import type { AccountSettings, PlanRow } from '../store/accounts.ts';
import type { FeedRow } from '../store/feeds.ts';
import { keyState, keyWorks, type KeyRow } from '../store/keys.ts';
import { setHeader, type Ctx, type Middleware } from './context.ts';

function presentedKey(ctx: Ctx): string | null {
  const header = ctx.get('x-api-key').trim();
  if (header) return header;
  if (ctx.state.product !== 'panchang') return null;
  const q = ctx.query.api_key;
  const fromQuery = Array.isArray(q) ? q[0] : q;
  if (!fromQuery) return null;
  ctx.state.notes.push({
    code: 'api_key_query_deprecated',
    message:
      'Passing the key as the api_key query parameter is deprecated and will be blocked; send it in the X-Api-Key header.',
  });
  return fromQuery;
}

/** Only the panchang reads an account's settings (its default calculation profile, issue #31). */
const readsSettings = (product: string): boolean => product === 'panchang';

/**
 * Key rows and plan rows come from the store's caches: a known key costs no database read and no await (the
 * hot path stays synchronous). A key or plan not cached yet is read once, then the same checks run.
 */
export function authenticate(store: Store, throttle: FailedKeyThrottle): Middleware {
  return (ctx, next) => {
    const route = ctx.state.route!;
    if (route.auth === 'none') return next();
    if (route.auth === 'feed') return authenticateFeed(ctx, next, store, throttle);
    const product = ctx.state.product;
    const presented = presentedKey(ctx);
    if (!presented) throw productError(product, 'missingKey');
    // While the address is refused, only failures are answered with the refusal; a key that checks out always
    // answers, cached or not (issue #28 F7): behind a proxy many customers share one address, and one client
    // looping on a revoked key must not lock out the others. A malformed key costs no database read at all.
    const refusal = throttle.refusal(ctx);
    const parsed = parseApiKey(presented);
    if (!parsed) return refuseKey(ctx, throttle, refusal, productError(product, 'invalidKey'));
    const key = store.keys.cached(parsed.keyId);
    const plan = key && isMeteredProduct(product) ? store.accounts.cachedPlan(key.accountId, product) : undefined;
    if (key && (plan || !isMeteredProduct(product))) {
      const settings = readsSettings(product) ? store.accounts.cachedSettings(key.accountId) : undefined;
      if (settings || !readsSettings(product))
        return check(ctx, next, throttle, refusal, parsed.secret, key, plan, settings);
      return settingsOrDefaults(ctx, store, key.accountId).then((s) =>
        check(ctx, next, throttle, refusal, parsed.secret, key, plan, s),
      );
    }
    return (async () => {
      const loaded = await store.keys.get(parsed.keyId);
      const loadedPlan =
        loaded && isMeteredProduct(product) ? await store.accounts.plan(loaded.accountId, product) : undefined;
      const loadedSettings =
        loaded && readsSettings(product) ? await store.accounts.settings(loaded.accountId) : undefined;
      return check(ctx, next, throttle, throttle.refusal(ctx), parsed.secret, loaded, loadedPlan, loadedSettings);
    })();
  };
}

/**
 * The account's settings for a key whose key and plan rows are cached but whose settings were never read here (it was
 * only used on account routes). While the store is down the key keeps working as its cached rows allow: the gateway's
 * defaults apply, and the answer says so (its conventions name the profile used).
 */
async function settingsOrDefaults(ctx: Ctx, store: Store, accountId: string): Promise<AccountSettings | undefined> {
  try {
    return await store.accounts.settings(accountId);
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    ctx.state.notes.push({
      code: 'account_settings_unavailable',
      message:
        "The account's settings could not be read (the account store is unavailable); the default calculation profile applies unless the request names one.",
    });
    return undefined;
  }
}

/** A failed key counts against the client's address (failed-keys.ts); the answer is its error or the refusal. */
function refuseKey(ctx: Ctx, throttle: FailedKeyThrottle, refusal: ApiError | null, failure: ApiError): Promise<never> {
  if (refusal) throw refusal;
  return throttle.failed(ctx, failure);
}

function check(
  ctx: Ctx,
  next: () => Promise<unknown>,
  throttle: FailedKeyThrottle,
  refusal: ApiError | null,
  secret: string,
  key: KeyRow | undefined,
  planRow: PlanRow | undefined,
  settings: AccountSettings | undefined,
) {
  const product = ctx.state.product;
  if (!key || !secretMatches(secret, key.secretHash))
    return refuseKey(ctx, throttle, refusal, productError(product, 'invalidKey'));
  const state = keyState(key, ctx.state.nowMs);
  if (state === 'revoked') return refuseKey(ctx, throttle, refusal, productError(product, 'invalidKey'));
  if (state === 'expired')
    return refuseKey(
      ctx,
      throttle,
      refusal,
      productError(product, 'expiredKey', {
        message: 'This key was rotated and its 24-hour grace has ended; use its replacement.',
      }),
    );
  return admit(ctx, next, key, planRow, settings);
}

/** Rotations a feed follows from the key that made it to the key now standing for it (at most 25 keys work at once). */
const MAX_ROTATIONS_FOLLOWED = 50;

/**
 * A feed route (`auth: 'feed'`): the token in `?token=` opens its one feed, and the key that made the feed is the
 * caller, so its rate limit, its account's quota and plan apply. A rotated key hands its feeds to its replacement;
 * a revoked key takes them down with it. Bad tokens count as failed keys against the address.
 */
function authenticateFeed(ctx: Ctx, next: () => Promise<unknown>, store: Store, throttle: FailedKeyThrottle) {
  const product = ctx.state.product;
  const q = ctx.query.token;
  const presented = (Array.isArray(q) ? q[0] : q)?.trim();
  if (!presented)
    throw productError(product, 'missingKey', {
      message: 'A feed token is required in the token query parameter (POST /v1/feeds makes one).',
    });
  // as for keys, a refused address still gets its working feeds (F7); only its failures answer the refusal
  const failed = (message: string) => {
    const refusal = throttle.refusal(ctx);
    if (refusal) throw refusal;
    return throttle.failed(ctx, productError(product, 'invalidKey', { message }));
  };
  const parsed = parseFeedToken(presented);
  if (!parsed) return failed('The feed token is invalid or revoked.');
  return (async () => {
    const feed = await store.feeds.get(parsed.feedId);
    if (!feed || feed.revokedAt !== null || !secretMatches(parsed.secret, feed.secretHash))
      return failed('The feed token is invalid or revoked.');
    let key = await store.keys.get(feed.keyId);
    for (let i = 0; key && !keyWorks(key, ctx.state.nowMs) && key.replacedBy && i < MAX_ROTATIONS_FOLLOWED; i++)
      key = keyState(key, ctx.state.nowMs) === 'expired' ? await store.keys.get(key.replacedBy) : undefined;
    if (!key || !keyWorks(key, ctx.state.nowMs) || key.accountId !== feed.accountId)
      return failed('The key that made this feed was revoked; make a new feed.');
    const planRow = isMeteredProduct(product) ? await store.accounts.plan(key.accountId, product) : undefined;
    return admit(ctx, next, key, planRow, undefined, feed);
  })();
}

function admit(
  ctx: Ctx,
  next: () => Promise<unknown>,
  key: KeyRow,
  planRow: PlanRow | undefined,
  settings: AccountSettings | undefined,
  feed?: FeedRow,
) {
  const route = ctx.state.route!;
  const product = ctx.state.product;
  const now = ctx.state.nowMs;
  const state = keyState(key, now);
  if (route.auth === 'admin' && key.scope !== 'admin') throw new ApiError('insufficient_scope');
  const entitlement = isMeteredProduct(product) && planRow ? entitlementAt(product, planRow, now) : null;
  const base = { accountId: key.accountId, keyId: key.keyId, scope: key.scope, entitlement };
  const withSettings = settings ? { ...base, settings } : base;
  ctx.state.caller = feed ? { ...withSettings, feed } : withSettings;
  setHeader(ctx, 'Cache-Control', 'private');
  if (state === 'rotating') {
    ctx.state.notes.push({
      code: 'api_key_rotated',
      message: `This key was rotated; it stops working at ${isoInstant(key.expiresAt!)}. Switch to its replacement.`,
    });
  }
  if (entitlement?.trial) {
    ctx.state.notes.push({
      code: 'trial_active',
      message: `Your ${product} ${entitlement.trial.plan} trial ends at ${isoInstant(entitlement.trial.endsAt)}; add a payment method to keep the plan.`,
    });
  } else if (entitlement?.trialEndedFrom) {
    ctx.state.notes.push({
      code: 'trial_ended',
      message: `Your ${product} ${entitlement.trialEndedFrom} trial ended without a payment method; the account is on the free plan.`,
    });
  }
  return next();
}
