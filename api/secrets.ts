// Key material and passwords. A key is `<key_id>.<secret>`: the key_id is public (lists, rotate,
// revoke), the secret is shown once and only its SHA-256 is stored. SHA-256 suffices for secrets of
// 256 random bits; passwords, chosen by people, get scrypt.
import { hash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_ID_PATTERN = /^key_[0-9a-f]{16}$/;
const API_KEY_PATTERN = /^(key_[0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;

export interface NewKey {
  keyId: string;
  apiKey: string;
  secretHash: Buffer;
  preview: string;
}

/** `<prefix>_<16 hex>.<43 base64url>`: a public id, a secret of 256 random bits, and only the secret's hash kept. */
function newSecretToken(prefix: string): { id: string; token: string; secretHash: Buffer; preview: string } {
  const id = `${prefix}_${randomBytes(8).toString('hex')}`;
  const secret = randomBytes(32).toString('base64url');
  return { id, token: `${id}.${secret}`, secretHash: hashSecret(secret), preview: `${id}.…${secret.slice(-4)}` };
}

export function newKey(): NewKey {
  const { id, token, secretHash, preview } = newSecretToken('key');
  return { keyId: id, apiKey: token, secretHash, preview };
}

export function isKeyId(value: string): boolean {
  return KEY_ID_PATTERN.test(value);
}

export function parseApiKey(value: string): { keyId: string; secret: string } | null {
  const m = API_KEY_PATTERN.exec(value.trim());
  return m ? { keyId: m[1]!, secret: m[2]! } : null;
}

/**
 * ICS feed tokens (api/feeds): made like keys but with their own `feed_` prefix, so a token never parses as an API
 * key (and a key never as a token): it can open its one feed and nothing else.
 */
const FEED_TOKEN_PATTERN = /^(feed_[0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;
const FEED_ID_PATTERN = /^feed_[0-9a-f]{16}$/;

export function newFeedToken(): { feedId: string; token: string; secretHash: Buffer; preview: string } {
  const { id, ...rest } = newSecretToken('feed');
  return { feedId: id, ...rest };
}

export function isFeedId(value: string): boolean {
  return FEED_ID_PATTERN.test(value);
}

export function parseFeedToken(value: string): { feedId: string; secret: string } | null {
  const m = FEED_TOKEN_PATTERN.exec(value.trim());
  return m ? { feedId: m[1]!, secret: m[2]! } : null;
}

// One-shot hash: several times cheaper per call than createHash().update().digest() on the request path.
function hashSecret(secret: string): Buffer {
  return hash('sha256', secret, 'buffer');
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function secretMatches(secret: string, storedHash: Buffer): boolean {
  const presented = hashSecret(secret);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}

/** Random opaque ids for accounts and submissions: `<prefix>_<24 hex>`. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

// scrypt cost N=2^15, r=8, p=1: 32 MiB and about 100 ms per hash on this 2-core machine, slow enough
// to make guessing expensive, cheap enough that a signup is not a denial-of-service lever.
const SCRYPT = { N: 1 << 15, r: 8, p: 1, keyLength: 32 } as const;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const scryptOptions = (N: number, r: number, p: number): ScryptOptions => ({
  N,
  r,
  p,
  maxmem: 256 * N * r + 1024 * 1024,
});

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, SCRYPT.keyLength, scryptOptions(SCRYPT.N, SCRYPT.r, SCRYPT.p));
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    scryptOptions(Number(n), Number(r), Number(p)),
  );
  return timingSafeEqual(actual, expected);
}
