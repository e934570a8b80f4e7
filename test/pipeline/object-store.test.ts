// Publish and sync against s3rver on loopback: content-addressed shards, manifest last, every sha256
// verified, a corrupted object refused, interrupted uploads and downloads survived.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { build } from '../../pipeline/build.ts';
import { MANIFEST_FILE, readManifest, verifyManifestFiles } from '../../pipeline/manifest.ts';
import { manifestKey, publish, shardKey, storeConfig, sync, type Store } from '../../pipeline/object-store.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { startLocalS3, type LocalS3 } from '../support/s3.ts';
import { listFiles, strayFiles, tempDir, tinyPlan } from './support.ts';

const root = tempDir('s3');
let s3: LocalS3;
let store: Store;
let endpoint = '';
const NOW = Date.UTC(2026, 0, 1);
const buildInto = (dir: string, to: string) => build({ plan: tinyPlan({ to }), outDir: dir, nowMs: NOW, threads: 0 });

test.before(async () => {
  s3 = await startLocalS3(root.dir);
  endpoint = s3.endpoint;
  store = s3.store('nightly');
});
test.after(async () => {
  await s3.close();
  root.remove();
});

/** The store with one command type failing (or a download cut short) from the n-th call on. */
function faulty(n: number, fault: 'put' | 'truncate'): Store {
  let calls = 0;
  const send = async (command: PutObjectCommand | GetObjectCommand) => {
    const isTarget =
      fault === 'put'
        ? command instanceof PutObjectCommand
        : command instanceof GetObjectCommand && !command.input.Key?.endsWith(MANIFEST_FILE);
    const hit = isTarget && ++calls >= n;
    if (hit && fault === 'put') throw new Error('connection reset');
    const response = await store.client.send(command as GetObjectCommand);
    if (!hit) return response;
    const bytes = await (response.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray();
    return { ...response, Body: Readable.from([Buffer.from(bytes.subarray(0, 100))]) };
  };
  return { ...store, client: { send } as unknown as Store['client'] };
}

test('config: prefix gets its slash, an endpoint means path-style, no bucket is an error', () => {
  const c = storeConfig({
    AWS_ENDPOINT_URL: 'http://127.0.0.1:9000',
    PIPELINE_S3_BUCKET: 'b',
    PIPELINE_S3_PREFIX: 'x/y',
  });
  assert.equal([c.bucket, c.prefix, c.forcePathStyle, c.region], ['b', 'x/y/', true, 'us-east-1']);
  assert.is(storeConfig({ PIPELINE_S3_BUCKET: 'b' }).forcePathStyle, false);
  assert.throws(() => storeConfig({}), /bucket/);
});

test('publish uploads content-addressed shards then the manifest; sync rebuilds an identical, verified directory', async () => {
  const local = join(root.dir, 'built-1');
  const built = await buildInto(local, '2025-12-25');
  const first = await publish(local, store);
  assert.is(first.uploaded, built.manifest.shards.length);
  const remote = await store.client.send(
    new GetObjectCommand({ Bucket: 'panchang', Key: shardKey(store, built.manifest.shards[0].sha256) }),
  );
  assert.is(remote.ContentLength, built.manifest.shards[0].bytes);
  assert.equal((await publish(local, store)).uploaded, 0, 'a republish sends only what is missing: nothing');
  const mirror = join(root.dir, 'mirror');
  const s = await sync(mirror, store);
  assert.equal([s.downloaded, s.switched], [built.manifest.shards.length, true]);
  assert.is(readFileSync(join(mirror, MANIFEST_FILE), 'utf8'), readFileSync(join(local, MANIFEST_FILE), 'utf8'));
  assert.equal(verifyManifestFiles(mirror, readManifest(mirror)!), []);
  const again = await sync(mirror, store);
  assert.equal([again.downloaded, again.switched], [0, false]);
});

test('an interrupted upload leaves the published manifest as it was; the next publish completes it', async () => {
  const local = join(root.dir, 'built-2');
  const built = await buildInto(local, '2025-12-28');
  const before = await store.client.send(new GetObjectCommand({ Bucket: 'panchang', Key: manifestKey(store) }));
  const beforeText = await before.Body!.transformToString();
  await publish(local, faulty(2, 'put')).then(
    () => assert.unreachable('the fault should stop the upload'),
    (e: Error) => assert.match(e.message, /connection reset/),
  );
  const during = await store.client.send(new GetObjectCommand({ Bucket: 'panchang', Key: manifestKey(store) }));
  assert.is(await during.Body!.transformToString(), beforeText, 'the switch happens only after every shard is up');
  const done = await publish(local, store);
  assert.ok(
    done.uploaded >= 1 && done.uploaded < built.manifest.shards.length,
    `${done.uploaded} uploaded: only what the failed run missed`,
  );
  assert.is(done.manifestHash, built.manifest.hash);
});

test('an interrupted download changes nothing here; the next sync finishes the switch', async () => {
  const mirror = join(root.dir, 'mirror');
  const old = readFileSync(join(mirror, MANIFEST_FILE), 'utf8');
  await sync(mirror, faulty(1, 'truncate')).then(
    () => assert.unreachable('a cut transfer must fail'),
    (e: Error) => assert.match(e.message, /sha256 mismatch/),
  );
  assert.is(readFileSync(join(mirror, MANIFEST_FILE), 'utf8'), old);
  assert.equal(verifyManifestFiles(mirror, readManifest(mirror)!), [], 'the old generation is intact');
  assert.equal(strayFiles(listFiles(mirror)), []);
  const s = await sync(mirror, store);
  assert.ok(s.switched);
  assert.equal(verifyManifestFiles(mirror, readManifest(mirror)!), []);
});

test('a corrupted object is refused and never installed', async () => {
  const local = join(root.dir, 'built-3');
  const built = await buildInto(local, '2025-12-30');
  await publish(local, store);
  const victim = built.manifest.shards[built.manifest.shards.length - 1];
  const bytes = readFileSync(join(local, victim.path));
  bytes[bytes.length - 1] ^= 0xff;
  await store.client.send(
    new PutObjectCommand({ Bucket: 'panchang', Key: shardKey(store, victim.sha256), Body: bytes }),
  );
  const fresh = join(root.dir, 'fresh');
  await sync(fresh, store).then(
    () => assert.unreachable('corruption must be refused'),
    (e: Error) => assert.match(e.message, /sha256 mismatch/),
  );
  assert.not.ok(existsSync(join(fresh, MANIFEST_FILE)));
  assert.not.ok(existsSync(join(fresh, victim.path)));
  assert.equal(strayFiles(listFiles(fresh)), []);
});

/** The CLI as a child process (asynchronous: the store answers from this process). */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = {
      ...process.env,
      CI: 'true',
      AWS_ENDPOINT_URL: endpoint,
      PIPELINE_S3_BUCKET: 'panchang',
      AWS_REGION: 'eu-west-1',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pipeline.ts', ...args], { cwd: REPO_ROOT, env });
    let stdout = '',
      stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

test('the CLI publishes and syncs with the usual AWS variables', async () => {
  const pub = await cli(['publish', '--out', join(root.dir, 'built-1'), '--prefix', 'cli']);
  assert.is(pub.code, 0, pub.stderr);
  assert.match(
    pub.stdout,
    /publish: \d+ uploaded \(\d+ bytes\), 0 already stored; manifest sha256:[0-9a-f]{64} \(unsigned\) is live at s3:\/\/panchang\/cli\//,
  );
  const mirror = join(root.dir, 'cli-mirror');
  const got = await cli(['sync', '--out', mirror, '--prefix', 'cli']);
  assert.is(got.code, 0, got.stderr);
  assert.match(got.stdout, /switched in/);
  assert.equal(verifyManifestFiles(mirror, readManifest(mirror)!), []);
});

test('the CLI signs with --signing-key and syncs only what --trusted-key verifies', async () => {
  const keys = ['a', 'b'].map((name) => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const file = join(root.dir, `cli-${name}`);
    writeFileSync(`${file}.pem`, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(`${file}.pub.pem`, publicKey.export({ type: 'spki', format: 'pem' }));
    return file;
  });
  const pub = await cli([
    'publish',
    '--out',
    join(root.dir, 'built-1'),
    '--prefix',
    'cli-signed',
    '--signing-key',
    `${keys[0]}.pem`,
  ]);
  assert.is(pub.code, 0, pub.stderr);
  assert.match(pub.stdout, /\(signed by key [0-9a-f]{16}\)/);
  const ok = await cli([
    'sync',
    '--out',
    join(root.dir, 'cli-signed'),
    '--prefix',
    'cli-signed',
    '--trusted-key',
    `${keys[1]}.pub.pem`,
    '--trusted-key',
    `${keys[0]}.pub.pem`,
  ]);
  assert.is(ok.code, 0, ok.stderr);
  assert.match(ok.stdout, /signature verified \(key [0-9a-f]{16}\) switched in/);
  const refused = await cli([
    'sync',
    '--out',
    join(root.dir, 'cli-refused'),
    '--prefix',
    'cli-signed',
    '--trusted-key',
    `${keys[1]}.pub.pem`,
    '--deadline',
    '30',
  ]);
  assert.is(refused.code, 1);
  // a failed run is logged (JSON on stdout, with its stack)
  assert.match(
    refused.stdout,
    /pipeline: s3:\/\/panchang\/cli-signed\/manifest\.json: signed with key [0-9a-f]{16}, which is not among the trusted keys/,
  );
});

test.run();
