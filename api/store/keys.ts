// API key records. Only the SHA-256 of a secret is stored; the secret itself is never kept.
import type { Invalidation } from '../bus/types.ts';
import type { Executor } from './db.ts';
import { ReplicaCache } from './replica-cache.ts';

export type KeyScope = 'read' | 'admin';

export interface KeyRow {
  keyId: string;
  accountId: string;
  name: string | null;
  scope: KeyScope;
  secretHash: Buffer;
  preview: string;
  createdAt: number;
  /** Set by rotation: the key keeps working until then. */
  expiresAt: number | null;
  revokedAt: number | null;
  replacedBy: string | null;
}

export type KeyState = 'active' | 'rotating' | 'expired' | 'revoked';

export function keyState(key: KeyRow, nowMs: number): KeyState {
  if (key.revokedAt !== null) return 'revoked';
  if (key.expiresAt !== null) return nowMs < key.expiresAt ? 'rotating' : 'expired';
  return 'active';
}

/** A key authenticates while active or inside its rotation grace. */
export function keyWorks(key: KeyRow, nowMs: number): boolean {
  const state = keyState(key, nowMs);
  return state === 'active' || state === 'rotating';
}

const COLUMNS = [
  'key_id as keyId',
  'account_id as accountId',
  'name',
  'scope',
  'secret_hash as secretHash',
  'preview',
  'created_at as createdAt',
  'expires_at as expiresAt',
  'revoked_at as revokedAt',
  'replaced_by as replacedBy',
] as const;

/**
 * Key rows are cached after the first read: authentication then costs no database read (`cached` is that
 * fast path; replica-cache.ts says how long a row is trusted). Every write goes through this class, drops the cached
 * row and tells `notify` (the invalidation bus), so a revoke takes effect at once here and within a second on every
 * other replica; `forget` and `forgetAll` are how invalidations from elsewhere arrive.
 */
export class KeyStore {
  readonly cache = new ReplicaCache<KeyRow>();
  /** Told after each write that changes a key (set by the gateway: the invalidation bus). */
  notify: ((change: Invalidation) => void) | null = null;

  readonly db: Executor;

  constructor(db: Executor) {
    this.db = db;
  }

  async insert(key: Omit<KeyRow, 'expiresAt' | 'revokedAt' | 'replacedBy'>): Promise<void> {
    await this.db.q
      .insertInto('api_keys')
      .values({
        key_id: key.keyId,
        account_id: key.accountId,
        name: key.name,
        scope: key.scope,
        secret_hash: key.secretHash,
        preview: key.preview,
        created_at: key.createdAt,
      })
      .execute();
  }

  cached(keyId: string): KeyRow | undefined {
    return this.cache.fresh(keyId);
  }

  get(keyId: string): Promise<KeyRow | undefined> {
    // unknown ids are not cached: made-up keys must not grow the map
    const load = () =>
      this.db.q.selectFrom('api_keys').select(COLUMNS).where('key_id', '=', keyId).executeTakeFirst() as Promise<
        KeyRow | undefined
      >;
    return this.cache.read(keyId, load, !this.db.inTransaction);
  }

  async listForAccount(accountId: string): Promise<KeyRow[]> {
    return (await this.db.q
      .selectFrom('api_keys')
      .select(COLUMNS)
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('key_id')
      .execute()) as KeyRow[];
  }

  /** The old key keeps working until `expiresAt`; `replacedBy` links it to its successor. */
  async setRotated(keyId: string, expiresAt: number, replacedBy: string): Promise<void> {
    await this.db.q
      .updateTable('api_keys')
      .set({ expires_at: expiresAt, replaced_by: replacedBy })
      .where('key_id', '=', keyId)
      .execute();
    this.changed(keyId);
  }

  async revoke(keyId: string, nowMs: number): Promise<void> {
    await this.db.q
      .updateTable('api_keys')
      .set({ revoked_at: nowMs })
      .where('key_id', '=', keyId)
      .where('revoked_at', 'is', null)
      .execute();
    this.changed(keyId);
  }

  /** After a write: drop the row here and tell the other replicas (again after a transaction ends, see invalidate). */
  private changed(keyId: string): void {
    this.db.invalidate(() => {
      this.cache.delete(keyId);
      this.notify?.({ kind: 'key', keyId });
    });
  }

  /** Drops one cached key row. */
  forget(keyId: string): void {
    this.db.invalidate(() => this.cache.delete(keyId));
  }

  /** Drops every cached key row. */
  forgetAll(): void {
    this.cache.clear();
  }
}
