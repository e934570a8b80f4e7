// Accounts and their per-product plans.
import type { MeteredProduct } from '../products.ts';
import type { Db } from './db.ts';

export interface AccountRow {
  id: string;
  email: string;
  name: string | null;
  createdAt: number;
}

export interface PlanRow {
  plan: string;
  /** When the plan falls back to free without a payment method: a trial's end or a paid period's end. */
  trialEndsAt: number | null;
  /** Whether that end is a trial's (true) or the end of a paid, non-renewing period (false). */
  endIsTrial: boolean;
  paymentMethod: boolean;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  createdAt: number;
}

/** Plans are cached per account and product; setPlan and setPaymentMethod drop the cached row. */
export class AccountStore {
  private readonly planCache = new Map<string, PlanRow>();
  private readonly insertAccount;
  private readonly selectById;
  private readonly selectByEmail;
  private readonly selectPlan;
  private readonly upsertPlan;
  private readonly updatePaymentMethod;

  constructor(private readonly db: Db) {
    this.insertAccount = db.prepare(
      'INSERT INTO accounts (id, email, name, password_hash, created_at) VALUES (@id, @email, @name, @passwordHash, @createdAt)',
    );
    this.selectById = db.prepare('SELECT id, email, name, created_at AS createdAt FROM accounts WHERE id = ?');
    this.selectByEmail = db.prepare('SELECT id FROM accounts WHERE email = ?');
    this.selectPlan = db.prepare(
      'SELECT plan, trial_ends_at AS trialEndsAt, end_is_trial AS endIsTrial, payment_method AS paymentMethod FROM account_plans WHERE account_id = ? AND product = ?',
    );
    this.upsertPlan = db.prepare(`
      INSERT INTO account_plans (account_id, product, plan, trial_ends_at, end_is_trial, payment_method, updated_at)
      VALUES (@accountId, @product, @plan, @trialEndsAt, @endIsTrial, @paymentMethod, @now)
      ON CONFLICT (account_id, product) DO UPDATE SET
        plan = excluded.plan, trial_ends_at = excluded.trial_ends_at, end_is_trial = excluded.end_is_trial,
        payment_method = excluded.payment_method, updated_at = excluded.updated_at`);
    this.updatePaymentMethod = db.prepare(
      'UPDATE account_plans SET payment_method = ?, updated_at = ? WHERE account_id = ? AND product = ?',
    );
  }

  /** Inserts the account; false when the e-mail is taken (the UNIQUE constraint decides, no race). */
  create(account: NewAccount): boolean {
    try {
      this.insertAccount.run(account);
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return false;
      throw err;
    }
  }

  get(id: string): AccountRow | undefined {
    return this.selectById.get(id) as AccountRow | undefined;
  }

  emailExists(email: string): boolean {
    return this.selectByEmail.get(email) !== undefined;
  }

  /** The stored plan of one product; a missing row is the free plan. */
  plan(accountId: string, product: MeteredProduct): PlanRow {
    const key = `${accountId}\u0000${product}`;
    const cached = this.planCache.get(key);
    if (cached) return cached;
    const row = this.selectPlan.get(accountId, product) as { plan: string; trialEndsAt: number | null; endIsTrial: number; paymentMethod: number } | undefined;
    const plan: PlanRow = row
      ? { plan: row.plan, trialEndsAt: row.trialEndsAt, endIsTrial: row.endIsTrial === 1, paymentMethod: row.paymentMethod === 1 }
      : { plan: 'free', trialEndsAt: null, endIsTrial: false, paymentMethod: false };
    this.planCache.set(key, plan);
    return plan;
  }

  /** Sets a product's plan (signup trials now; billing upgrades and refunds later). */
  setPlan(accountId: string, product: MeteredProduct, plan: PlanRow, nowMs: number): void {
    this.upsertPlan.run({
      accountId,
      product,
      plan: plan.plan,
      trialEndsAt: plan.trialEndsAt,
      endIsTrial: plan.endIsTrial ? 1 : 0,
      paymentMethod: plan.paymentMethod ? 1 : 0,
      now: nowMs,
    });
    this.planCache.delete(`${accountId}\u0000${product}`);
  }

  /** Records that a payment method is on file, which keeps a trial plan past its end. */
  setPaymentMethod(accountId: string, product: MeteredProduct, onFile: boolean, nowMs: number): void {
    this.updatePaymentMethod.run(onFile ? 1 : 0, nowMs, accountId, product);
    this.planCache.delete(`${accountId}\u0000${product}`);
  }

  /** Runs `fn` in one transaction (signup writes an account, its plan and its first key together). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }
}
