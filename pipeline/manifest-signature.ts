// Ed25519 signatures over the published manifest's exact bytes (node:crypto). The manifest lists every file's
// sha256, so a valid signature covers the whole generation; checksums alone do not, since anyone who can write
// to the bucket can re-hash a manifest after rewriting a shard. The private key stays with the publisher,
// outside the bucket; syncing hosts hold only public keys, and may trust several at once (key rotation).
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

export class SignatureError extends Error {}

export interface ManifestSignature {
  /** Base64 Ed25519 signature of the manifest text (UTF-8 bytes as published). */
  readonly signature: string;
  /** keyIdOf the signing key's public half: which trusted key to check it with. */
  readonly keyId: string;
}

export interface SigningKey {
  readonly keyId: string;
  readonly privateKey: KeyObject;
}

/** A public key's id: the first 16 hex digits of the sha256 of its SPKI DER encoding. */
export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex')
    .slice(0, 16);
}

function assertEd25519(key: KeyObject, file: string): void {
  if (key.asymmetricKeyType !== 'ed25519')
    throw new SignatureError(`${file}: an Ed25519 key is expected, got ${key.asymmetricKeyType ?? key.type}`);
}

/** Reads a key with `parse`, naming the file and what was expected when it is not one. */
function readKey(file: string, what: string, parse: (pem: Buffer) => KeyObject): KeyObject {
  let key: KeyObject;
  try {
    key = parse(readFileSync(file));
  } catch (error) {
    throw new SignatureError(`${file}: not an Ed25519 ${what} key in PEM form (${(error as Error).message})`);
  }
  assertEd25519(key, file);
  return key;
}

/** The publisher's private key from a PEM file (`openssl genpkey -algorithm ed25519`). */
export function loadSigningKey(file: string): SigningKey {
  const privateKey = readKey(file, 'private', createPrivateKey);
  return { keyId: keyIdOf(createPublicKey(privateKey)), privateKey };
}

/** Public keys (PEM files, `openssl pkey -pubout`) by key id: every key a syncing host accepts. */
export function loadTrustedKeys(files: readonly string[]): ReadonlyMap<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const file of files) {
    const key = readKey(file, 'public', createPublicKey);
    keys.set(keyIdOf(key), key);
  }
  return keys;
}

export function signManifestText(text: string, key: SigningKey): ManifestSignature {
  return { signature: sign(null, Buffer.from(text, 'utf8'), key.privateKey).toString('base64'), keyId: key.keyId };
}

/** Throws SignatureError unless `signature` is a valid signature of `text` by one of `trusted`. */
export function verifyManifestText(
  text: string,
  signature: ManifestSignature | null,
  trusted: ReadonlyMap<string, KeyObject>,
  where: string,
): void {
  if (!signature)
    throw new SignatureError(`${where}: the manifest is not signed, and this host only accepts signed manifests`);
  const key = trusted.get(signature.keyId);
  if (!key)
    throw new SignatureError(
      `${where}: signed with key ${signature.keyId}, which is not among the trusted keys (${[...trusted.keys()].join(', ')})`,
    );
  if (!verify(null, Buffer.from(text, 'utf8'), key, Buffer.from(signature.signature, 'base64'))) {
    throw new SignatureError(`${where}: the signature does not match the manifest (key ${signature.keyId}): refused`);
  }
}
