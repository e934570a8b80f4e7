// POST /v1/account/settings (issue #31): an account's own defaults, today its `default_calculation_profile`.
// A panchang request that names no `calculation_profile` (body or query) gets the account's; the answer's
// `data.metadata.conventions.profile` says which applied. POST /v1/keys may set the same field when it makes a key.
import { DEFAULT_PROFILE, PROFILE_IDS, type ProfileId } from '../../engine/astro/conventions.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import type { Store } from '../store/index.ts';
import { AccountSettingsBody, AccountSettingsData } from './schemas.ts';

/** A stored profile name this build knows, else null (a row would outlive a profile only if one were retired). */
export function storedProfile(id: string | null | undefined): ProfileId | null {
  return typeof id === 'string' && (PROFILE_IDS as readonly string[]).includes(id) ? (id as ProfileId) : null;
}

/** Stores a profile choice (null = back to the gateway's default). */
export async function setDefaultProfile(
  ctx: HandlerContext,
  profile: string | null,
  store: Store = ctx.services.store,
): Promise<void> {
  await store.accounts.setSettings(ctx.caller!.accountId, { defaultCalculationProfile: profile }, ctx.nowMs);
}

export const settingsRoute = defineRoute({
  product: 'account',
  method: 'POST',
  path: '/v1/account/settings',
  auth: 'admin',
  cost: 0,
  summary: "Read or change the account's defaults (default_calculation_profile)",
  description: `Without a field, answers the current settings. \`default_calculation_profile\`: a profile name, or null for the gateway's default (${DEFAULT_PROFILE}); a request's own \`calculation_profile\` still wins.`,
  request: { body: AccountSettingsBody },
  response: AccountSettingsData,
  errors: ['insufficient_scope'],
  handler: async ({ body }, ctx) => {
    const accountId = ctx.caller!.accountId;
    if (body.default_calculation_profile !== undefined) await setDefaultProfile(ctx, body.default_calculation_profile);
    const chosen = storedProfile((await ctx.services.store.accounts.settings(accountId)).defaultCalculationProfile);
    return {
      data: {
        account_id: accountId,
        default_calculation_profile: chosen,
        effective_calculation_profile: chosen ?? DEFAULT_PROFILE,
      },
    };
  },
});
