// Request and response schemas of the shared account endpoints (seed 000 "Shared account endpoints").
import { z } from 'zod';
import { DEFAULT_PROFILE, PROFILE_IDS } from '../../engine/astro/conventions.ts';
import { isCommonPassword } from '../../tables/common-passwords.ts';
import { ALL_PLAN_NAMES } from '../plans.ts';
import { METERED_PRODUCTS } from '../products.ts';

export const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase())
  .describe('E-mail address (stored lower-case)');

const PlanName = z.enum(ALL_PLAN_NAMES);
const Scope = z.enum(['read', 'admin']);
const KeyId = z
  .string()
  .regex(/^key_[0-9a-f]{16}$/, 'key_id looks like key_0123456789abcdef')
  .describe('Public key id (never the secret)');
const Iso = z.string().describe('ISO-8601 timestamp (UTC)');

/** 8 to 256 characters, not only whitespace, not on the common-password blocklist (NIST SP 800-63B). */
export const Password = z
  .string()
  .min(8)
  .max(256)
  .refine((p) => p.trim().length > 0, 'the password is only whitespace')
  .refine((p) => !isCommonPassword(p), 'the password is one of the most commonly used');

export const SignupBody = z.object({
  email: Email,
  password: Password,
  name: z.string().trim().min(1).max(120).optional(),
  plan: PlanName.default('free').describe(
    'Plan names are distinct across products: a paid plan starts a 7-day trial of that product',
  ),
});

const PlansByProduct = z.object(
  Object.fromEntries(METERED_PRODUCTS.map((p) => [p, z.string()])) as Record<
    (typeof METERED_PRODUCTS)[number],
    z.ZodString
  >,
);

export const SignupData = z.object({
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    plan: z.string(),
    plans: PlansByProduct,
    trial: z.object({ product: z.enum(METERED_PRODUCTS), plan: z.string(), ends_at: Iso }).nullable(),
  }),
  api_key: z.string().describe('Full secret, shown only here'),
  key_id: z.string(),
});

/** Issue #31: the profile an account's panchang answers use when a request names none; null = the gateway's. */
const DefaultProfile = z
  .enum(PROFILE_IDS)
  .nullable()
  .describe(
    `The account's default calculation profile (null: the gateway's, ${DEFAULT_PROFILE}); a request's own calculation_profile still wins`,
  );

export const CreateKeyBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  scope: Scope.default('read'),
  default_calculation_profile: DefaultProfile.optional().describe(
    "extra: also sets the account's default calculation profile (as POST /v1/account/settings does)",
  ),
});

export const KeyIdBody = z.object({ key_id: KeyId });

export const ListKeysBody = z.object({}).optional();

export const KeyCreated = z.object({
  key_id: z.string(),
  api_key: z.string().describe('Full secret, shown only here'),
  name: z.string().nullable(),
  scope: Scope,
  created_at: Iso,
  default_calculation_profile: DefaultProfile.optional().describe(
    "extra: present when the request set the account's default calculation profile",
  ),
});

export const KeyRotated = KeyCreated.extend({
  replaces: z.string(),
  old_key_expires_at: Iso.describe('The old key keeps working until then (24 hours)'),
});

export const KeyListData = z.object({
  keys: z.array(
    z.object({
      key_id: z.string(),
      name: z.string().nullable(),
      scope: Scope,
      preview: z.string().describe('Masked: key id and the last four characters of the secret'),
      status: z.enum(['active', 'rotating', 'expired', 'revoked']),
      created_at: Iso,
      expires_at: Iso.nullable(),
      revoked_at: Iso.nullable(),
      replaced_by: z.string().nullable(),
    }),
  ),
});

export const KeyRevoked = z.object({ key_id: z.string(), status: z.literal('revoked'), revoked_at: Iso });

export const UsageQuery = z.object({
  product: z.enum(METERED_PRODUCTS).default('panchang').describe('Which product; default panchang'),
});

export const UsageData = z.object({
  product: z.enum(METERED_PRODUCTS),
  plan: z.string(),
  period_start: Iso,
  period_end: Iso.describe('Start of the next UTC month (exclusive)'),
  calls_used: z.number().int(),
  calls_included: z.number().int(),
  calls_remaining: z.number().int().describe('calls_included - calls_used; negative in overage'),
  rate_limit_per_minute: z.number().int(),
  trial_ends_at: Iso.nullable(),
  plan_ends_at: Iso.nullable().describe(
    'End of a paid period that will not renew (one-time payment, cancelled subscription)',
  ),
  overage_units: z.number().int().optional().describe('panchang only'),
  overage_inr: z.number().optional().describe('panchang only'),
});

export const FeedbackBody = z.object({
  name: z.string().trim().min(1).max(120),
  email: Email,
  plan: z.enum([...ALL_PLAN_NAMES, 'none']),
  message: z.string().trim().min(10).max(2000),
});

export const ContactBody = z.object({
  name: z.string().trim().min(2).max(120),
  email: Email,
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(10).max(4000),
  topic: z.enum(['sales', 'support', 'partnership', 'other']).optional(),
});

export const Received = z.object({ id: z.string(), received_at: Iso });

// Issue #31: POST /v1/account/settings
export const AccountSettingsBody = z
  .object({ default_calculation_profile: DefaultProfile.optional() })
  .optional()
  .transform((b) => b ?? {});

export const AccountSettingsData = z.object({
  account_id: z.string(),
  default_calculation_profile: z.enum(PROFILE_IDS).nullable().describe('What the account chose; null = none'),
  effective_calculation_profile: z
    .enum(PROFILE_IDS)
    .describe('What a panchang request naming no calculation_profile gets'),
});
