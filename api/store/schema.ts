// The accounts database's tables as Kysely sees them. Times are epoch ms (BIGINT), booleans 0/1 integers on both
// engines (one code path), secret hashes BLOB (SQLite) / BYTEA (PostgreSQL); the migrations in migrations.ts make them.
import type { Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  email: string;
  name: string | null;
  password_hash: string;
  created_at: number;
}

/** One row per account and product; a missing row means the free plan. */
export interface AccountPlansTable {
  account_id: string;
  product: string;
  plan: string;
  trial_ends_at: number | null;
  payment_method: Generated<number>;
  updated_at: number;
  end_is_trial: Generated<number>;
}

/** Issue #31: one row per account that chose settings; a missing row (or a null column) means the defaults. */
export interface AccountSettingsTable {
  account_id: string;
  default_calculation_profile: string | null;
  updated_at: number;
}

export interface ApiKeysTable {
  key_id: string;
  account_id: string;
  name: string | null;
  scope: string;
  secret_hash: Buffer;
  preview: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  replaced_by: string | null;
}

export interface UsageTable {
  account_id: string;
  product: string;
  period: string;
  calls_used: number;
}

export interface SubmissionsTable {
  id: string;
  kind: string;
  email: string;
  ip: string;
  body: string;
  created_at: number;
}

export interface HeartbeatsTable {
  minute: number;
  degraded: number;
}

export interface PanchangCoverageTable {
  account_id: string;
  kind: string;
  period: string;
  member: string;
}

export interface BillingEntitlementsTable {
  account_id: string;
  product: string;
  plan: string;
  status: string;
  cycle: string | null;
  period_end: number | null;
  trial_ends_at: number | null;
  source_id: string | null;
  payment_method: Generated<number>;
  payment_state: Generated<string>;
  updated_at: number;
}

export interface BillingSubscriptionsTable {
  id: string;
  account_id: string;
  product: string;
  plan: string;
  cycle: string;
  status: string;
  payment_method: string | null;
  status_at: Generated<number>;
  status_seq: Generated<number>;
  plan_at: Generated<number>;
  plan_seq: Generated<number>;
  paid_through: number | null;
  created_at: number;
  updated_at: number;
}

/** What an order and a receipt both say about a charge (migration 002 builds both tables from one list). */
interface ChargeColumns {
  id: string;
  account_id: string;
  product: string;
  plan: string;
  cycle: string;
  amount_paise: number;
  currency: string;
  status: string;
  payment_id: string | null;
}

export interface BillingOrdersTable extends ChargeColumns {
  created_at: number;
  paid_at: number | null;
}

export interface BillingInvoicesTable extends ChargeColumns {
  source_id: string;
  period_start: number | null;
  period_end: number | null;
  issued_at: number;
  refunded_at: number | null;
}

export interface BillingEventsTable {
  /** Insertion order (migration 005): PostgreSQL has no rowid to break ties between events received the same ms. */
  seq: Generated<number>;
  id: string;
  type: string;
  created_at: number;
  sequence: number;
  received_at: number;
  account_id: string | null;
  product: string | null;
  outcome: string;
  detail: string;
  body: string;
}

export interface SandboxCountersTable {
  kind: string;
  n: number;
}

export interface SandboxObjectsTable {
  id: string;
  kind: string;
  account_id: string;
  product: string;
  plan: string;
  cycle: string;
  amount_paise: number;
  status: string;
  return_url: string | null;
  period_start: number | null;
  period_end: number | null;
  last_payment_id: string | null;
  created_at: number;
}

/** ICS feed tokens: `layers` is a comma list of feed layers (api/feeds/layers.ts). */
export interface PanchangFeedsTable {
  feed_id: string;
  account_id: string;
  key_id: string;
  city_id: string;
  layers: string;
  lang: string;
  name: string | null;
  secret_hash: Buffer;
  preview: string;
  created_at: number;
  revoked_at: number | null;
  metered_at: number | null;
  region_variant: string | null;
}

export interface Schema {
  accounts: AccountsTable;
  account_plans: AccountPlansTable;
  account_settings: AccountSettingsTable;
  api_keys: ApiKeysTable;
  usage: UsageTable;
  submissions: SubmissionsTable;
  heartbeats: HeartbeatsTable;
  panchang_coverage: PanchangCoverageTable;
  panchang_feeds: PanchangFeedsTable;
  billing_entitlements: BillingEntitlementsTable;
  billing_subscriptions: BillingSubscriptionsTable;
  billing_orders: BillingOrdersTable;
  billing_invoices: BillingInvoicesTable;
  billing_events: BillingEventsTable;
  sandbox_counters: SandboxCountersTable;
  sandbox_objects: SandboxObjectsTable;
}

/** Tables in the order their foreign keys allow copying them (scripts/store.ts migrate-to-postgres). */
export const TABLES: readonly (keyof Schema)[] = [
  'accounts',
  'account_plans',
  'api_keys',
  'usage',
  'submissions',
  'heartbeats',
  'panchang_coverage',
  'panchang_feeds',
  'billing_entitlements',
  'billing_subscriptions',
  'billing_orders',
  'billing_invoices',
  'billing_events',
  'sandbox_counters',
  'sandbox_objects',
  // issue #31
  'account_settings',
];
