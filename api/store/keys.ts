// API key records. Only the SHA-256 of a secret is stored; the secret itself is never kept.
import type { Db } from './db.ts';

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

const COLUMNS = `key_id AS keyId, account_id AS accountId, name, scope, secret_hash AS secretHash, preview,
  created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt, replaced_by AS replacedBy`;

/**
 * Key rows are cached after the first read: authentication then costs no database read. Every
 * write goes through this class and drops the cached row, so a revoke takes effect at once.
 */
export class KeyStore {
  private readonly cache = new Map<string, KeyRow>();
  private readonly insertKey;
  private readonly selectKey;
  private readonly selectByAccount;
  private readonly markRotated;
  private readonly markRevoked;

  constructor(db: Db) {
    this.insertKey = db.prepare(`
      INSERT INTO api_keys (key_id, account_id, name, scope, secret_hash, preview, created_at)
      VALUES (@keyId, @accountId, @name, @scope, @secretHash, @preview, @createdAt)`);
    this.selectKey = db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE key_id = ?`);
    this.selectByAccount = db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY created_at, key_id`);
    this.markRotated = db.prepare('UPDATE api_keys SET expires_at = ?, replaced_by = ? WHERE key_id = ?');
    this.markRevoked = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL');
  }

  insert(key: Omit<KeyRow, 'expiresAt' | 'revokedAt' | 'replacedBy'>): void {
    this.insertKey.run(key);
  }

  get(keyId: string): KeyRow | undefined {
    const cached = this.cache.get(keyId);
    if (cached) return cached;
    const row = this.selectKey.get(keyId) as KeyRow | undefined;
    // unknown ids are not cached: made-up keys must not grow the map
    if (row) this.cache.set(keyId, row);
    return row;
  }

  listForAccount(accountId: string): KeyRow[] {
    return this.selectByAccount.all(accountId) as KeyRow[];
  }

  /** The old key keeps working until `expiresAt`; `replacedBy` links it to its successor. */
  setRotated(keyId: string, expiresAt: number, replacedBy: string): void {
    this.markRotated.run(expiresAt, replacedBy, keyId);
    this.cache.delete(keyId);
  }

  revoke(keyId: string, nowMs: number): void {
    this.markRevoked.run(nowMs, keyId);
    this.cache.delete(keyId);
  }
}
