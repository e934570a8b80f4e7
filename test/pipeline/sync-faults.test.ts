// Sync against a store that stops answering (an HTTP proxy in front of s3rver that holds shard requests), a store
// missing an object, and signed manifests: each fails whole, with a message that says what, and leaves no lock.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { loadSigningKey, loadTrustedKeys } from '../../pipeline/manifest-signature.ts';
import { manifestText, readManifest, verifyManifestFiles, withHash, type Manifest } from '../../pipeline/manifest.ts';
import {
  manifestKey,
  openStore,
  publish,
  shardKey,
  storeConfig,
  sync,
  type Store,
  type StoreTimeouts,
} from '../../pipeline/object-store.ts';
import { lockIsFree, SHARD_DIR_LOCK } from '../../pipeline/process-lock.ts';
import { sha256Hex } from '../../pipeline/shard-file.ts';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from '../support/s3.ts';
import { tempDir, tinyPlan } from './support.ts';

const root = tempDir('sync-faults');
const NOW = Date.UTC(2026, 0, 1);
let s3: LocalS3;
let built: Manifest;
const builtDir = join(root.dir, 'built');

test.before(async () => {
  s3 = await startLocalS3(root.dir);
  built = (await build({ plan: tinyPlan(), outDir: builtDir, nowMs: NOW, threads: 0 })).manifest;
  await publish(builtDir, s3.store('good/'));
});
test.after(async () => {
  await s3.close();
  root.remove();
});

type Stall = 'silent' | 'mid-body';

/** A proxy to s3rver that passes the manifest and stalls every shard request: no answer at all, or headers and
 * a few bytes of the body, then nothing. */
async function stallingProxy(stall: Stall): Promise<{ endpoint: string; close(): Promise<void> }> {
  const target = new URL(s3.endpoint);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const isShard = req.url?.includes('/shards/');
    if (isShard && stall === 'silent') return;
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        if (!isShard) {
          up.pipe(res);
          return;
        }
        up.once('data', (chunk: Buffer) => {
          res.write(chunk.subarray(0, 16));
          up.destroy();
        });
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function storeAt(endpoint: string, prefix: string, timeouts: Partial<StoreTimeouts>): Store {
  return openStore(storeConfig({ PIPELINE_S3_BUCKET: TEST_BUCKET, AWS_ENDPOINT_URL: endpoint }, { prefix, timeouts }));
}

/** Syncs into a fresh folder expecting a failure; returns its message and how long it took. */
async function failingSync(
  dir: string,
  store: Store,
  options: Parameters<typeof sync>[2] = {},
): Promise<{ message: string; ms: number }> {
  const t0 = performance.now();
  const message = await sync(dir, store, options).then(
    () => 'no error',
    (e: Error) => e.message,
  );
  return { message, ms: performance.now() - t0 };
}

for (const stall of ['silent', 'mid-body'] as const) {
  test(`a store that stops answering (${stall}): the request timeout and bounded retries fail it, no lock is left`, async () => {
    const proxy = await stallingProxy(stall);
    const dir = join(root.dir, `stall-${stall}`);
    try {
      const { message, ms } = await failingSync(
        dir,
        storeAt(proxy.endpoint, 'good/', { idleMs: 300, attempts: 2, deadlineMs: 10_000 }),
      );
      const expected =
        stall === 'silent'
          ? 'the store did not answer \\(2 attempts, each given up after 0\\.3 s idle\\)'
          : 'the store stopped sending mid-object \\(given up after 0\\.3 s idle\\)';
      assert.match(message, new RegExp(`^s3://panchang/good/shards/[0-9a-f]{64}\\.sqlite: ${expected}$`));
      console.log(`  ${stall}: failed in ${ms.toFixed(0)} ms: ${message}`);
      assert.ok(ms < 5_000, `failed after ${ms.toFixed(0)} ms`);
      assert.ok(lockIsFree(join(dir, SHARD_DIR_LOCK)), 'no lock left behind');
      assert.is(readManifest(dir), null, 'nothing switched');
      const next = await sync(dir, s3.store('good/'));
      assert.ok(next.switched, 'the next sync against a healthy store runs');
    } finally {
      await proxy.close();
    }
  });
}

test('the overall deadline ends a sync whose requests would wait longer, with a clear error and no lock', async () => {
  const proxy = await stallingProxy('silent');
  const dir = join(root.dir, 'deadline');
  try {
    const { message, ms } = await failingSync(
      dir,
      storeAt(proxy.endpoint, 'good/', { idleMs: 60_000, attempts: 4, deadlineMs: 1_500 }),
    );
    assert.match(
      message,
      /^sync gave up at its 1\.5 s deadline: s3:\/\/panchang\/good\/ stopped answering; the local manifest was not switched$/,
    );
    assert.ok(ms >= 1_400 && ms < 3_500, `failed after ${ms.toFixed(0)} ms`);
    console.log(`  deadline 1.5 s: failed in ${ms.toFixed(0)} ms`);
    assert.ok(lockIsFree(join(dir, SHARD_DIR_LOCK)));
    assert.is(readManifest(dir), null);
  } finally {
    await proxy.close();
  }
});

test('timeouts from the environment, refused when not positive', () => {
  const c = storeConfig({
    PIPELINE_S3_BUCKET: 'b',
    PIPELINE_S3_TIMEOUT: '2.5',
    PIPELINE_S3_ATTEMPTS: '3',
    PIPELINE_S3_DEADLINE: '60',
  });
  assert.equal(c.timeouts, { idleMs: 2_500, attempts: 3, deadlineMs: 60_000 });
  assert.throws(() => storeConfig({ PIPELINE_S3_BUCKET: 'b', PIPELINE_S3_DEADLINE: '0' }), /PIPELINE_S3_DEADLINE/);
  assert.throws(() => storeConfig({ PIPELINE_S3_BUCKET: 'b', PIPELINE_S3_ATTEMPTS: '1.5' }), /PIPELINE_S3_ATTEMPTS/);
});

test('an object missing from the store is named by its key', async () => {
  const store = s3.store('missing/');
  await publish(builtDir, store);
  const gone = shardKey(store, built.shards[0].sha256);
  await store.client.send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: gone }));
  const { message } = await failingSync(join(root.dir, 'missing'), store);
  assert.is(message, `s3://${TEST_BUCKET}/${gone}: no such object in the store`);
});

/** An Ed25519 key pair written as PEM files, as `openssl genpkey` / `openssl pkey -pubout` would. */
function keyPair(name: string): { privateFile: string; publicFile: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const privateFile = join(root.dir, `${name}.pem`);
  const publicFile = join(root.dir, `${name}.pub.pem`);
  writeFileSync(privateFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
  return { privateFile, publicFile };
}

test('signed manifests: a re-hashed manifest over a rewritten shard is refused when a public key is configured', async () => {
  const publisher = keyPair('publisher');
  const store = s3.store('signed/');
  const trustedKeys = loadTrustedKeys([publisher.publicFile]);
  const summary = await publish(builtDir, store, { signingKey: loadSigningKey(publisher.privateFile) });
  assert.is(summary.signedBy, [...trustedKeys.keys()][0]);
  const ok = await sync(join(root.dir, 'signed-ok'), store, { trustedKeys });
  assert.ok(ok.switched);

  // A bucket writer rewrites a shard, puts the new bytes under their own content key, and re-hashes the manifest.
  const victim = built.shards[built.shards.length - 1];
  const forged = Buffer.from('a rewritten shard');
  const forgedSha = sha256Hex(forged);
  await store.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: shardKey(store, forgedSha), Body: forged }));
  const { hash: _old, ...body } = built;
  const tampered = withHash({
    ...body,
    shards: body.shards.map((s) => (s === victim ? { ...s, sha256: forgedSha, bytes: forged.length } : s)),
  });
  const { hash, ...tamperedBody } = tampered;
  const original = await store.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: manifestKey(store) }));
  // The old signature is carried over (the writer cannot make a new one); an unsigned copy is tried too.
  for (const Metadata of [original.Metadata, undefined]) {
    await store.client.send(
      new PutObjectCommand({
        Bucket: TEST_BUCKET,
        Key: manifestKey(store),
        Body: manifestText(tamperedBody, hash),
        Metadata,
      }),
    );
    const dir = join(root.dir, `signed-${Metadata ? 'stale' : 'none'}`);
    const { message } = await failingSync(dir, store, { trustedKeys });
    assert.match(message, Metadata ? /the signature does not match the manifest/ : /the manifest is not signed/);
    assert.is(readManifest(dir), null);
    assert.ok(lockIsFree(join(dir, SHARD_DIR_LOCK)));
  }
  // Without a configured key the checksums alone let it through: what signing is for.
  const unchecked = join(root.dir, 'signed-unchecked');
  await sync(unchecked, store);
  assert.is(readManifest(unchecked)!.hash, tampered.hash);
  assert.equal(verifyManifestFiles(unchecked, readManifest(unchecked)!), []);
});

test('key rotation: a host trusting the old and the new key accepts both; one trusting only the old refuses the new', async () => {
  const oldKey = keyPair('old');
  const newKey = keyPair('new');
  const store = s3.store('rotation/');
  const both = loadTrustedKeys([oldKey.publicFile, newKey.publicFile]);
  await publish(builtDir, store, { signingKey: loadSigningKey(oldKey.privateFile) });
  assert.ok((await sync(join(root.dir, 'rot-1'), store, { trustedKeys: both })).switched);
  await publish(builtDir, store, { signingKey: loadSigningKey(newKey.privateFile) });
  assert.ok((await sync(join(root.dir, 'rot-2'), store, { trustedKeys: both })).switched);
  const { message } = await failingSync(join(root.dir, 'rot-3'), store, {
    trustedKeys: loadTrustedKeys([oldKey.publicFile]),
  });
  assert.match(message, /signed with key [0-9a-f]{16}, which is not among the trusted keys/);
  assert.throws(() => loadSigningKey(oldKey.publicFile), /not an Ed25519 private key in PEM form/);
});

test.run();
