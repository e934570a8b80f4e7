// The billing tables, a migration of the accounts database (db.ts runs it after version 1): billing
// state lives in the same SQLite file as accounts and plans, so one transaction can change an
// event's ledger row, the entitlement and the plan row together. Times are epoch ms; booleans 0/1.
export const BILLING_SCHEMA = `
-- per account and product: what billing knows beyond account_plans (which the gates read)
CREATE TABLE billing_entitlements (
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  product         TEXT NOT NULL,
  plan            TEXT NOT NULL,
  status          TEXT NOT NULL,
  cycle           TEXT,
  period_end      INTEGER,
  trial_ends_at   INTEGER,
  -- the subscription or one-time order the current plan comes from
  source_id       TEXT,
  payment_method  INTEGER NOT NULL DEFAULT 0,
  payment_state   TEXT NOT NULL DEFAULT 'none',
  updated_at      INTEGER NOT NULL,
  PRIMARY KEY (account_id, product)
);
CREATE TABLE billing_subscriptions (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  product         TEXT NOT NULL,
  plan            TEXT NOT NULL,
  cycle           TEXT NOT NULL,
  status          TEXT NOT NULL,
  payment_method  TEXT,
  -- status and plan each come from the newest event that set them (provider time, then sequence),
  -- paid_through from the furthest charge: the same record whatever order events arrive in
  status_at       INTEGER NOT NULL DEFAULT 0,
  status_seq      INTEGER NOT NULL DEFAULT 0,
  plan_at         INTEGER NOT NULL DEFAULT 0,
  plan_seq        INTEGER NOT NULL DEFAULT 0,
  paid_through    INTEGER,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX billing_subscriptions_account ON billing_subscriptions(account_id, product);
CREATE TABLE billing_orders (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  product         TEXT NOT NULL,
  plan            TEXT NOT NULL,
  cycle           TEXT NOT NULL,
  amount_paise    INTEGER NOT NULL,
  currency        TEXT NOT NULL,
  status          TEXT NOT NULL,
  payment_id      TEXT,
  created_at      INTEGER NOT NULL,
  paid_at         INTEGER
);
-- receipts: one per captured (or failed) charge
CREATE TABLE billing_invoices (
  id              TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL REFERENCES accounts(id),
  product         TEXT NOT NULL,
  plan            TEXT NOT NULL,
  cycle           TEXT NOT NULL,
  amount_paise    INTEGER NOT NULL,
  currency        TEXT NOT NULL,
  status          TEXT NOT NULL,
  payment_id      TEXT UNIQUE,
  source_id       TEXT NOT NULL,
  period_start    INTEGER,
  period_end      INTEGER,
  issued_at       INTEGER NOT NULL,
  refunded_at     INTEGER
);
CREATE INDEX billing_invoices_account ON billing_invoices(account_id, product, issued_at);
-- every webhook event ever accepted, by its id: the idempotency ledger and the history
CREATE TABLE billing_events (
  id              TEXT PRIMARY KEY,
  type            TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  sequence        INTEGER NOT NULL,
  received_at     INTEGER NOT NULL,
  account_id      TEXT,
  product         TEXT,
  outcome         TEXT NOT NULL,
  detail          TEXT NOT NULL,
  body            TEXT NOT NULL
);
CREATE INDEX billing_events_account ON billing_events(account_id, product, received_at);
-- the built-in sandbox provider's own records (a real provider keeps these on its side)
CREATE TABLE sandbox_counters (
  kind            TEXT PRIMARY KEY,
  n               INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE sandbox_objects (
  id              TEXT PRIMARY KEY,
  kind            TEXT NOT NULL,
  account_id      TEXT NOT NULL,
  product         TEXT NOT NULL,
  plan            TEXT NOT NULL,
  cycle           TEXT NOT NULL,
  amount_paise    INTEGER NOT NULL,
  status          TEXT NOT NULL,
  return_url      TEXT,
  period_start    INTEGER,
  period_end      INTEGER,
  last_payment_id TEXT,
  created_at      INTEGER NOT NULL
);
`;
