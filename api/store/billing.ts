// Billing records: entitlements per account and product, subscriptions, one-time orders, receipts
// and the ledger of webhook events. Plain reads and writes; the rules live in api/billing. Writes
// that belong together run inside `Store.transaction` (with AccountStore.setPlan in the same one).
import type { MeteredProduct } from '../products.ts';
import type { Executor } from './db.ts';

export type Cycle = 'monthly' | 'yearly';

/** Stored states; `trial_ended` and `expired` are derived on read from the clock (api/billing/entitlement.ts). */
export type EntitlementStatus =
  | 'free'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'paid'
  | 'cancelled'
  | 'halted'
  | 'refunded';
export type PaymentState = 'none' | 'captured' | 'failed' | 'refunded';
export type SubscriptionStatus =
  | 'created'
  | 'authenticated'
  | 'active'
  | 'past_due'
  | 'halted'
  | 'cancelled'
  | 'refunded';
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

/** `seq` orders the events (migration 005); it is the table's business, not the record's. */
function fromRow<T>(row: object): T {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => column !== 'seq')
      .map(([column, value]) => [camel(column), value]),
  ) as T;
}

// Booleans are stored as 0/1 on both engines (and come back as numbers; readers convert).
const toRow = (record: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [snake(k), typeof v === 'boolean' ? Number(v) : v]));

type RecordTable =
  | 'billing_entitlements'
  | 'billing_subscriptions'
  | 'billing_orders'
  | 'billing_invoices'
  | 'billing_events'
  | 'sandbox_objects';

/** Writes a whole record to its table: INSERT, or with `key` an upsert of every other column. */
async function writeRecord(
  db: Executor,
  table: RecordTable,
  key: readonly string[] | null,
  record: object,
): Promise<void> {
  const row = toRow(record);
  // the record types are the tables' columns in camelCase, which the typed builder cannot see through
  const insert = db.q.insertInto(table).values(row as never);
  if (!key) {
    await insert.execute();
    return;
  }
  const updates = Object.fromEntries(
    Object.keys(row)
      .filter((c) => !key.includes(c))
      .map((c) => [c, (eb: { ref(c: string): unknown }) => eb.ref(`excluded.${c}`)]),
  );
  await insert.onConflict((oc) => oc.columns(key as never).doUpdateSet(updates as never)).execute();
}

type StoredEntitlement = Omit<EntitlementRecord, 'paymentMethod'> & { paymentMethod: number };
const withFlag = (row: StoredEntitlement): EntitlementRecord => ({ ...row, paymentMethod: row.paymentMethod === 1 });

type ById = 'billing_subscriptions' | 'billing_orders' | 'billing_invoices' | 'billing_events' | 'sandbox_objects';

async function byId<T>(db: Executor, table: ById, id: string): Promise<T | undefined> {
  const row = await db.q
    .selectFrom(table as 'billing_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : fromRow<T>(row);
}

export class BillingStore {
  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  async entitlement(accountId: string, product: MeteredProduct): Promise<EntitlementRecord | undefined> {
    const row = await this.db.q
      .selectFrom('billing_entitlements')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('product', '=', product)
      .executeTakeFirst();
    return row && withFlag(fromRow<StoredEntitlement>(row));
  }

  putEntitlement(record: EntitlementRecord): Promise<void> {
    return writeRecord(this.db, 'billing_entitlements', ['account_id', 'product'], record);
  }

  subscription(id: string): Promise<SubscriptionRecord | undefined> {
    return byId(this.db, 'billing_subscriptions', id);
  }

  putSubscription(record: SubscriptionRecord): Promise<void> {
    return writeRecord(this.db, 'billing_subscriptions', ['id'], record);
  }

  order(id: string): Promise<OrderRecord | undefined> {
    return byId(this.db, 'billing_orders', id);
  }

  putOrder(record: OrderRecord): Promise<void> {
    return writeRecord(this.db, 'billing_orders', ['id'], record);
  }

  invoice(id: string): Promise<InvoiceRecord | undefined> {
    return byId(this.db, 'billing_invoices', id);
  }

  async invoiceByPayment(paymentId: string): Promise<InvoiceRecord | undefined> {
    const row = await this.db.q
      .selectFrom('billing_invoices')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
    return row === undefined ? undefined : fromRow<InvoiceRecord>(row);
  }

  /** Newest first. */
  async invoicesOf(accountId: string, product: MeteredProduct): Promise<InvoiceRecord[]> {
    const rows = await this.db.q
      .selectFrom('billing_invoices')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('product', '=', product)
      .orderBy('issued_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => fromRow<InvoiceRecord>(r));
  }

  putInvoice(record: InvoiceRecord): Promise<void> {
    return writeRecord(this.db, 'billing_invoices', ['id'], record);
  }

  event(id: string): Promise<EventRecord | undefined> {
    return byId(this.db, 'billing_events', id);
  }

  /** Newest first; events received in the same millisecond by insertion order. */
  async eventsOf(accountId: string, product: MeteredProduct, limit: number): Promise<EventRecord[]> {
    const rows = await this.db.q
      .selectFrom('billing_events')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('product', '=', product)
      .orderBy('received_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => fromRow<EventRecord>(r));
  }

  /** Fails on a known id (PRIMARY KEY / UNIQUE): an event is recorded at most once. */
  insertEvent(record: EventRecord): Promise<void> {
    return writeRecord(this.db, 'billing_events', null, record);
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
  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  /** 1, 2, 3... per kind of id: the sandbox's ids are deterministic. */
  async next(kind: string): Promise<number> {
    const row = await this.db.q
      .insertInto('sandbox_counters')
      .values({ kind, n: 1 })
      .onConflict((oc) => oc.column('kind').doUpdateSet((eb) => ({ n: eb('sandbox_counters.n', '+', 1) })))
      .returning('n')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  object(id: string): Promise<SandboxObject | undefined> {
    return byId(this.db, 'sandbox_objects', id);
  }

  put(record: SandboxObject): Promise<void> {
    return writeRecord(this.db, 'sandbox_objects', ['id'], record);
  }
}
