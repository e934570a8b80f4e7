// Billing records: entitlements per account and product, subscriptions, one-time orders, receipts
// and the ledger of webhook events. Plain reads and writes; the rules live in api/billing. Writes
// that belong together run inside `transaction` (with AccountStore.setPlan in the same one).
import type Database from 'better-sqlite3';
import type { MeteredProduct } from '../products.ts';
import type { Db } from './db.ts';

export type Cycle = 'monthly' | 'yearly';

/** Stored states; `trial_ended` and `expired` are derived on read from the clock (api/billing/entitlement.ts). */
export type EntitlementStatus = 'free' | 'trialing' | 'active' | 'past_due' | 'paid' | 'cancelled' | 'halted' | 'refunded';
export type PaymentState = 'none' | 'captured' | 'failed' | 'refunded';
export type SubscriptionStatus = 'created' | 'authenticated' | 'active' | 'past_due' | 'halted' | 'cancelled' | 'refunded';
export type InvoiceStatus = 'paid' | 'failed' | 'refunded';
export type EventOutcome = 'applied' | 'stale' | 'ignored';

export interface EntitlementRecord {
  accountId: string;
  product: MeteredProduct;
  plan: string;
  status: EntitlementStatus;
  cycle: Cycle | null;
  /** End of the paid period (renewal date while auto-renewing; access end once cancelled). */
  periodEnd: number | null;
  /** Set once a trial of this product started; one trial per account and product. */
  trialEndsAt: number | null;
  sourceId: string | null;
  paymentMethod: boolean;
  paymentState: PaymentState;
  updatedAt: number;
}

export interface SubscriptionRecord {
  id: string;
  accountId: string;
  product: MeteredProduct;
  plan: string;
  cycle: Cycle;
  status: SubscriptionStatus;
  /** Masked preview of the mandate's instrument, e.g. `card ····4242`. */
  paymentMethod: string | null;
  /** Stream position (provider ms, sequence) of the event that set the status. */
  statusAt: number;
  statusSeq: number;
  /** Stream position of the event that set the plan. */
  planAt: number;
  planSeq: number;
  /** End of the furthest period a charge paid for. */
  paidThrough: number | null;
  createdAt: number;
  updatedAt: number;
}

/** What a one-time order and a receipt both say about a charge. */
interface Charge {
  id: string;
  accountId: string;
  product: MeteredProduct;
  plan: string;
  cycle: Cycle;
  amountPaise: number;
  currency: string;
  paymentId: string | null;
}

export interface OrderRecord extends Charge {
  status: 'created' | 'paid' | 'refunded';
  createdAt: number;
  paidAt: number | null;
}

export interface InvoiceRecord extends Charge {
  status: InvoiceStatus;
  /** The subscription or order the charge belongs to. */
  sourceId: string;
  periodStart: number | null;
  periodEnd: number | null;
  issuedAt: number;
  refundedAt: number | null;
}

export interface EventRecord {
  id: string;
  type: string;
  createdAt: number;
  sequence: number;
  receivedAt: number;
  accountId: string | null;
  product: MeteredProduct | null;
  outcome: EventOutcome;
  detail: string;
  body: string;
}

// Columns are the records' fields in snake_case: rows map to records and back by name alone.
const snake = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (column: string): string => column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

function fromRow<T>(row: unknown): T {
  return Object.fromEntries(Object.entries(row as object).map(([column, value]) => [camel(column), value])) as T;
}

// SQLite has no boolean: booleans go in as 0/1 (and come back as numbers; readers convert).
const toParams = (record: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === 'boolean' ? Number(v) : v]));

/** Writes whole records to one table: INSERT, or with `key` an upsert of every other column. */
class RecordWriter {
  private stmt: Database.Statement | null = null;

  constructor(private readonly db: Db, private readonly table: string, private readonly key: readonly string[] | null) {}

  private sql(fields: readonly string[]): string {
    const insert = `INSERT INTO ${this.table} (${fields.map(snake).join(', ')}) VALUES (${fields.map((f) => `@${f}`).join(', ')})`;
    if (!this.key) return insert;
    const updates = fields.map(snake).filter((c) => !this.key!.includes(c)).map((c) => `${c} = excluded.${c}`);
    return `${insert} ON CONFLICT (${this.key.join(', ')}) DO UPDATE SET ${updates.join(', ')}`;
  }

  write(record: object): void {
    // records of a type always carry the same fields, so one statement serves them all
    this.stmt ??= this.db.prepare(this.sql(Object.keys(record)));
    this.stmt.run(toParams(record));
  }
}

type StoredEntitlement = Omit<EntitlementRecord, 'paymentMethod'> & { paymentMethod: number };
const withFlag = (row: StoredEntitlement): EntitlementRecord => ({ ...row, paymentMethod: row.paymentMethod === 1 });

export class BillingStore {
  private readonly stmts;
  private readonly writers;

  constructor(private readonly db: Db) {
    this.stmts = {
      entitlement: db.prepare('SELECT * FROM billing_entitlements WHERE account_id = ? AND product = ?'),
      subscription: db.prepare('SELECT * FROM billing_subscriptions WHERE id = ?'),
      order: db.prepare('SELECT * FROM billing_orders WHERE id = ?'),
      invoice: db.prepare('SELECT * FROM billing_invoices WHERE id = ?'),
      invoiceByPayment: db.prepare('SELECT * FROM billing_invoices WHERE payment_id = ?'),
      invoicesOf: db.prepare('SELECT * FROM billing_invoices WHERE account_id = ? AND product = ? ORDER BY issued_at DESC, id DESC'),
      event: db.prepare('SELECT * FROM billing_events WHERE id = ?'),
      eventsOf: db.prepare('SELECT * FROM billing_events WHERE account_id = ? AND product = ? ORDER BY received_at DESC, rowid DESC LIMIT ?'),
    };
    this.writers = {
      entitlement: new RecordWriter(db, 'billing_entitlements', ['account_id', 'product']),
      subscription: new RecordWriter(db, 'billing_subscriptions', ['id']),
      order: new RecordWriter(db, 'billing_orders', ['id']),
      invoice: new RecordWriter(db, 'billing_invoices', ['id']),
      event: new RecordWriter(db, 'billing_events', null),
    };
  }

  private one<T>(stmt: Database.Statement, ...args: unknown[]): T | undefined {
    const row = stmt.get(...args);
    return row === undefined ? undefined : fromRow<T>(row);
  }

  private all<T>(stmt: Database.Statement, ...args: unknown[]): T[] {
    return stmt.all(...args).map((row) => fromRow<T>(row));
  }

  entitlement(accountId: string, product: MeteredProduct): EntitlementRecord | undefined {
    const row = this.one<StoredEntitlement>(this.stmts.entitlement, accountId, product);
    return row && withFlag(row);
  }

  putEntitlement(record: EntitlementRecord): void {
    this.writers.entitlement.write(record);
  }

  subscription(id: string): SubscriptionRecord | undefined {
    return this.one(this.stmts.subscription, id);
  }

  putSubscription(record: SubscriptionRecord): void {
    this.writers.subscription.write(record);
  }

  order(id: string): OrderRecord | undefined {
    return this.one(this.stmts.order, id);
  }

  putOrder(record: OrderRecord): void {
    this.writers.order.write(record);
  }

  invoice(id: string): InvoiceRecord | undefined {
    return this.one(this.stmts.invoice, id);
  }

  invoiceByPayment(paymentId: string): InvoiceRecord | undefined {
    return this.one(this.stmts.invoiceByPayment, paymentId);
  }

  /** Newest first. */
  invoicesOf(accountId: string, product: MeteredProduct): InvoiceRecord[] {
    return this.all(this.stmts.invoicesOf, accountId, product);
  }

  putInvoice(record: InvoiceRecord): void {
    this.writers.invoice.write(record);
  }

  event(id: string): EventRecord | undefined {
    return this.one(this.stmts.event, id);
  }

  /** Newest first. */
  eventsOf(accountId: string, product: MeteredProduct, limit: number): EventRecord[] {
    return this.all(this.stmts.eventsOf, accountId, product, limit);
  }

  /** Fails on a known id (PRIMARY KEY): an event is recorded at most once. */
  insertEvent(record: EventRecord): void {
    this.writers.event.write(record);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }
}

/** An order or subscription as the built-in sandbox provider keeps it (api/billing/sandbox.ts). */
export interface SandboxObject {
  id: string;
  kind: 'order' | 'subscription';
  accountId: string;
  product: MeteredProduct;
  plan: string;
  cycle: Cycle;
  amountPaise: number;
  status: string;
  returnUrl: string | null;
  periodStart: number | null;
  periodEnd: number | null;
  lastPaymentId: string | null;
  createdAt: number;
}

export class SandboxStore {
  private readonly bump;
  private readonly select;
  private readonly writer;

  constructor(db: Db) {
    this.bump = db.prepare('INSERT INTO sandbox_counters (kind, n) VALUES (?, 1) ON CONFLICT (kind) DO UPDATE SET n = n + 1 RETURNING n');
    this.select = db.prepare('SELECT * FROM sandbox_objects WHERE id = ?');
    this.writer = new RecordWriter(db, 'sandbox_objects', ['id']);
  }

  /** 1, 2, 3... per kind of id: the sandbox's ids are deterministic. */
  next(kind: string): number {
    return (this.bump.get(kind) as { n: number }).n;
  }

  object(id: string): SandboxObject | undefined {
    const row = this.select.get(id);
    return row === undefined ? undefined : fromRow<SandboxObject>(row);
  }

  put(record: SandboxObject): void {
    this.writer.write(record);
  }
}
