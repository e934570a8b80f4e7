// Accounts and their per-product plans.
import { JoinedKeys } from '../joined-keys.ts';
import type { MeteredProduct } from '../products.ts';
import type { Invalidation } from '../bus/types.ts';
import { isUniqueViolation, type Executor } from './db.ts';
import { ReplicaCache } from './replica-cache.ts';

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

/** What an account chose for itself (issue #31); null = the gateway's default. */
export interface AccountSettings {
  defaultCalculationProfile: string | null;
}

const NO_SETTINGS: AccountSettings = Object.freeze({ defaultCalculationProfile: null });

const FREE: PlanRow = Object.freeze({ plan: 'free', trialEndsAt: null, endIsTrial: false, paymentMethod: false });
// the same string per account and product, so the per-request plan lookup hashes nothing new (joined-keys.ts)
const planKeys = new JoinedKeys((accountId, product) => `${accountId}\u0000${product}`);
const planKey = (accountId: string, product: MeteredProduct) => planKeys.of(accountId, product);

/**
 * Plans are cached per account and product, so the gates read no database on the hot path; setPlan and
 * setPaymentMethod drop the cached row. `cachedPlan` answers from the cache alone (the auth fast path).
 */
export class AccountStore {
  readonly planCache = new ReplicaCache<PlanRow>();
  /** Settings per account, cached like plans (invalidated by `settings` messages on the bus). */
  readonly settingsCache = new ReplicaCache<AccountSettings>();
  /** Told after each write that changes a plan row (set by the gateway: the invalidation bus). */
  notify: ((change: Invalidation) => void) | null = null;

  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  /** Inserts the account; false when the e-mail is taken (the UNIQUE constraint decides, no race). */
  async create(account: NewAccount): Promise<boolean> {
    try {
      await this.db.q
        .insertInto('accounts')
        .values({
          id: account.id,
          email: account.email,
          name: account.name,
          password_hash: account.passwordHash,
          created_at: account.createdAt,
        })
        .execute();
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  get(id: string): Promise<AccountRow | undefined> {
    return this.db.q
      .selectFrom('accounts')
      .select(['id', 'email', 'name', 'created_at as createdAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async emailExists(email: string): Promise<boolean> {
    return (
      (await this.db.q.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()) !== undefined
    );
  }

  cachedPlan(accountId: string, product: MeteredProduct): PlanRow | undefined {
    return this.planCache.fresh(planKey(accountId, product));
  }

  /** The stored plan of one product; a missing row is the free plan. */
  async plan(accountId: string, product: MeteredProduct): Promise<PlanRow> {
    const load = async (): Promise<PlanRow> => {
      const row = await this.db.q
        .selectFrom('account_plans')
        .select(['plan', 'trial_ends_at', 'end_is_trial', 'payment_method'])
        .where('account_id', '=', accountId)
        .where('product', '=', product)
        .executeTakeFirst();
      return row
        ? {
            plan: row.plan,
            trialEndsAt: row.trial_ends_at,
            endIsTrial: row.end_is_trial === 1,
            paymentMethod: row.payment_method === 1,
          }
        : FREE;
    };
    return (await this.planCache.read(planKey(accountId, product), load, !this.db.inTransaction))!;
  }

  /** Sets a product's plan (signup trials now; billing upgrades and refunds later). */
  async setPlan(accountId: string, product: MeteredProduct, plan: PlanRow, nowMs: number): Promise<void> {
    const values = {
      plan: plan.plan,
      trial_ends_at: plan.trialEndsAt,
      end_is_trial: plan.endIsTrial ? 1 : 0,
      payment_method: plan.paymentMethod ? 1 : 0,
      updated_at: nowMs,
    };
    await this.db.q
      .insertInto('account_plans')
      .values({ account_id: accountId, product, ...values })
      .onConflict((oc) => oc.columns(['account_id', 'product']).doUpdateSet(values))
      .execute();
    this.changed(accountId, product);
  }

  /** Records that a payment method is on file, which keeps a trial plan past its end. */
  async setPaymentMethod(accountId: string, product: MeteredProduct, onFile: boolean, nowMs: number): Promise<void> {
    await this.db.q
      .updateTable('account_plans')
      .set({ payment_method: onFile ? 1 : 0, updated_at: nowMs })
      .where('account_id', '=', accountId)
      .where('product', '=', product)
      .execute();
    this.changed(accountId, product);
  }

  /** After a write: drop the row here and tell the other replicas (again after a transaction ends). */
  private changed(accountId: string, product: MeteredProduct): void {
    this.db.invalidate(() => {
      this.planCache.delete(planKey(accountId, product));
      this.notify?.({ kind: 'plan', accountId, product });
    });
  }

  /** Drops one cached plan row (another replica's write, announced by the bus). */
  forgetPlan(accountId: string, product: MeteredProduct): void {
    this.db.invalidate(() => this.planCache.delete(planKey(accountId, product)));
  }

  /** Drops every cached plan and settings row. */
  forgetAllPlans(): void {
    this.planCache.clear();
    this.settingsCache.clear();
  }

  cachedSettings(accountId: string): AccountSettings | undefined {
    return this.settingsCache.fresh(accountId);
  }

  /** The account's settings; a missing row is every default. */
  async settings(accountId: string): Promise<AccountSettings> {
    const load = async (): Promise<AccountSettings> => {
      const row = await this.db.q
        .selectFrom('account_settings')
        .select('default_calculation_profile')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row ? { defaultCalculationProfile: row.default_calculation_profile } : NO_SETTINGS;
    };
    return (await this.settingsCache.read(accountId, load, !this.db.inTransaction))!;
  }

  /** Stores the account's settings (null clears a field back to the default) and tells the other replicas. */
  async setSettings(accountId: string, settings: AccountSettings, nowMs: number): Promise<void> {
    const values = { default_calculation_profile: settings.defaultCalculationProfile, updated_at: nowMs };
    await this.db.q
      .insertInto('account_settings')
      .values({ account_id: accountId, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    this.db.invalidate(() => {
      this.settingsCache.delete(accountId);
      this.notify?.({ kind: 'settings', accountId });
    });
  }

  /** Drops one account's cached settings (another replica's write, announced by the bus). */
  forgetSettings(accountId: string): void {
    this.db.invalidate(() => this.settingsCache.delete(accountId));
  }
}
