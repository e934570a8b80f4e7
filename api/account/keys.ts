// Key management (admin-scope key): create, list (masked previews), rotate (24-hour grace), revoke.
import { HOUR_MS, isoInstant } from '../gateway/clock.ts';
import { ApiError } from '../gateway/errors.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import { newKey } from '../secrets.ts';
import type { Store } from '../store/index.ts';
import { keyState, keyWorks, type KeyRow, type KeyScope } from '../store/keys.ts';
import { setDefaultProfile } from './settings.ts';
import { CreateKeyBody, KeyCreated, KeyIdBody, KeyListData, KeyRevoked, KeyRotated, ListKeysBody } from './schemas.ts';

/** A rotated key keeps working this long (seed 000). */
export const ROTATION_GRACE_MS = 24 * HOUR_MS;
/** Keys that still work (active or in rotation grace) per account. */
export const MAX_WORKING_KEYS = 25;

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : isoInstant(ms));

function callerAccount(ctx: HandlerContext): string {
  return ctx.caller!.accountId;
}

/** The caller's own key by id; another account's key is as unknown as a missing one. */
async function ownKey(ctx: HandlerContext, keyId: string): Promise<KeyRow> {
  const key = await ctx.services.store.keys.get(keyId);
  if (!key || key.accountId !== callerAccount(ctx)) throw new ApiError('key_not_found');
  return key;
}

/** `store`: the request's store, or the transaction a rotation runs in. */
async function issueKey(ctx: HandlerContext, name: string | null, scope: KeyScope, store: Store = ctx.services.store) {
  const working = (await store.keys.listForAccount(callerAccount(ctx))).filter((k) => keyWorks(k, ctx.nowMs)).length;
  if (working >= MAX_WORKING_KEYS) throw new ApiError('key_limit_reached');
  const key = newKey();
  await store.keys.insert({
    keyId: key.keyId,
    accountId: callerAccount(ctx),
    name,
    scope,
    secretHash: key.secretHash,
    preview: key.preview,
    createdAt: ctx.nowMs,
  });
  return { key_id: key.keyId, api_key: key.apiKey, name, scope, created_at: isoInstant(ctx.nowMs) };
}

const common = { product: 'account', method: 'POST', auth: 'admin', cost: 0 } as const;

export const createKeyRoute = defineRoute({
  ...common,
  path: '/v1/keys',
  status: 201,
  summary: 'Create an API key',
  request: { body: CreateKeyBody },
  response: KeyCreated,
  errors: ['insufficient_scope', 'key_limit_reached'],
  handler: async ({ body }, ctx) => {
    const profile = body.default_calculation_profile;
    if (profile === undefined) return { data: await issueKey(ctx, body.name ?? null, body.scope) };
    // the key and the account's default land together or not at all (issue #31)
    const data = await ctx.services.store.transaction(async (tx) => {
      const issued = await issueKey(ctx, body.name ?? null, body.scope, tx);
      await setDefaultProfile(ctx, profile, tx);
      return issued;
    });
    return { data: { ...data, default_calculation_profile: profile } };
  },
});

export const listKeysRoute = defineRoute({
  ...common,
  path: '/v1/keys/list',
  summary: "List the account's keys with masked previews",
  request: { body: ListKeysBody },
  response: KeyListData,
  errors: ['insufficient_scope'],
  handler: async (_input, ctx) => ({
    data: {
      keys: (await ctx.services.store.keys.listForAccount(callerAccount(ctx))).map((k) => ({
        key_id: k.keyId,
        name: k.name,
        scope: k.scope,
        preview: k.preview,
        status: keyState(k, ctx.nowMs),
        created_at: isoInstant(k.createdAt),
        expires_at: isoOrNull(k.expiresAt),
        revoked_at: isoOrNull(k.revokedAt),
        replaced_by: k.replacedBy,
      })),
    },
  }),
});

export const rotateKeyRoute = defineRoute({
  ...common,
  path: '/v1/keys/rotate',
  status: 201,
  summary: 'Replace a key; the old one keeps working for 24 hours',
  request: { body: KeyIdBody },
  response: KeyRotated,
  errors: ['insufficient_scope', 'key_not_found', 'key_inactive', 'key_limit_reached'],
  handler: async ({ body }, ctx) => {
    const old = await ownKey(ctx, body.key_id);
    if (keyState(old, ctx.nowMs) !== 'active') throw new ApiError('key_inactive');
    const expiresAt = ctx.nowMs + ROTATION_GRACE_MS;
    const store = ctx.services.store;
    const created = await store.transaction(async (tx) => {
      const issued = await issueKey(ctx, old.name, old.scope, tx);
      await tx.keys.setRotated(old.keyId, expiresAt, issued.key_id);
      return issued;
    });
    return { data: { ...created, replaces: old.keyId, old_key_expires_at: isoInstant(expiresAt) } };
  },
});

export const revokeKeyRoute = defineRoute({
  ...common,
  path: '/v1/keys/revoke',
  summary: 'Invalidate a key immediately and permanently',
  revokesAccess: true,
  request: { body: KeyIdBody },
  response: KeyRevoked,
  errors: ['insufficient_scope', 'key_not_found', 'key_inactive', 'last_admin_key'],
  handler: async ({ body }, ctx) => {
    const key = await ownKey(ctx, body.key_id);
    if (key.revokedAt !== null) throw new ApiError('key_inactive');
    const { store } = ctx.services;
    const otherAdmins = (await store.keys.listForAccount(key.accountId)).filter(
      (k) => k.keyId !== key.keyId && k.scope === 'admin' && keyState(k, ctx.nowMs) === 'active',
    );
    // without an admin key nobody could manage this account's keys again
    if (key.scope === 'admin' && keyWorks(key, ctx.nowMs) && otherAdmins.length === 0)
      throw new ApiError('last_admin_key');
    await store.keys.revoke(key.keyId, ctx.nowMs);
    return { data: { key_id: key.keyId, status: 'revoked' as const, revoked_at: isoInstant(ctx.nowMs) } };
  },
});
