// Static mode against s3rver: three builder processes (slices 0..2 of 3, one taking its index from
// JOB_COMPLETION_INDEX as in a Kubernetes Indexed Job), then `assemble`, publish the manifest a single-node build
// of the same plan writes (same keys, same sha256; only generated_at differs). assemble refuses a plan with a shard
// missing or corrupted, naming the job; a bad index is a usage error; a rerun of a slice finds its work done.
import { PROFILE_IDS } from '../../engine/astro/conventions.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { parseManifest, type Manifest } from '../../pipeline/manifest.ts';
import { manifestKey, shardKey, type Store } from '../../pipeline/object-store.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from '../support/s3.ts';
import { tempDir, tinyPlan } from './support.ts';

const root = tempDir('static');
let s3: LocalS3;
let store: Store;
const PREFIX = 'static';
// Two years, so slices hold city blocks of years whose global job another slice owns.
// The command line builds every profile (issue #31): each year holds 2 globals, 1 rashifal and 3 x 2 city blocks.
const PLAN = { from: '2025-12-29', to: '2026-01-03', cities: 'top:6', blockSize: 2, profiles: PROFILE_IDS } as const;
const planArgs = ['--from', PLAN.from, '--to', PLAN.to, '--cities', PLAN.cities, '--block-size', '2'];

test.before(async () => {
  s3 = await startLocalS3(root.dir);
  store = s3.store(PREFIX);
});
test.after(async () => {
  await s3.close();
  root.remove();
});

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/pipeline.ts', ...args], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      CI: 'true',
      DATA_DIR: root.dir,
      PIPELINE_S3_BUCKET: TEST_BUCKET,
      PIPELINE_S3_PREFIX: PREFIX,
      AWS_ENDPOINT_URL: s3.endpoint,
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

const builder = (index: number, viaEnv = false) =>
  cli(
    [
      'build',
      ...planArgs,
      '--shard-count',
      '3',
      ...(viaEnv ? [] : ['--shard-index', String(index)]),
      '--publish',
      '--threads',
      '1',
      '--out',
      join(root.dir, `slice-${index}`),
    ],
    viaEnv ? { JOB_COMPLETION_INDEX: String(index) } : {},
  );
const assembleCli = () => cli(['assemble', ...planArgs, '--no-accuracy']);

async function published(): Promise<Manifest> {
  const got = await store.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: manifestKey(store) }));
  const text = await (got.Body as { transformToString(): Promise<string> }).transformToString();
  return parseManifest(text, 'published manifest');
}

const withoutTime = ({ generated_at: _g, hash: _h, ...rest }: Manifest) => rest;

test('three builders then assemble publish the manifest of a single-node build', async () => {
  const runs = await Promise.all([builder(0), builder(1, true), builder(2)]);
  for (const [i, r] of runs.entries()) {
    assert.is(r.code, 0, r.out);
    assert.match(r.out, new RegExp(`build: slice ${i} of 3: `));
  }
  const a = await assembleCli();
  assert.is(a.code, 0, a.out);
  assert.match(a.out, /assemble: 18 shards verified/);
  const single = await build({ plan: tinyPlan(PLAN), outDir: join(root.dir, 'single'), nowMs: Date.now(), threads: 0 });
  const fromSlices = await published();
  assert.equal(
    fromSlices.shards.map((s) => [s.key, s.sha256]),
    single.manifest.shards.map((s) => [s.key, s.sha256]),
  );
  assert.equal(withoutTime(fromSlices), withoutTime(single.manifest), 'only generated_at (and so the hash) differ');
  assert.equal(
    [...new Set(fromSlices.shards.map((s) => s.profile))],
    ['swiss_ephemeris', 'drik'],
    'both shard families, each entry naming its profile',
  );
  assert.ok(a.out.includes(fromSlices.hash));
});

test('a builder run again finds its shards in the store and builds nothing', async () => {
  const again = await builder(1);
  assert.is(again.code, 0, again.out);
  assert.match(again.out, /slice 1 of 3: 6 of 18 jobs \(0 built, 6 already in the store\), 0 shards uploaded/);
});

test('assemble refuses, naming the job, when a shard is missing or corrupted', async () => {
  const victim = (await published()).shards.find((s) => s.kind === 'city')!;
  const key = shardKey(store, victim.sha256);
  const original = await store.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
  const bytes = await (original.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray();
  const before = (await published()).hash;

  await store.client.send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
  const missing = await assembleCli();
  assert.is(missing.code, 1, missing.out);
  assert.match(missing.out, `${victim.key}: missing`);

  const corrupt = Buffer.from(bytes);
  corrupt[corrupt.length - 1] ^= 0xff;
  await store.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: key, Body: corrupt }));
  const corrupted = await assembleCli();
  assert.is(corrupted.code, 1, corrupted.out);
  assert.match(corrupted.out, `${victim.key}: sha256 mismatch`);
  assert.is((await published()).hash, before, 'the published manifest was left alone');
});

test('build --publish without --shard-count builds on this machine, then publishes as publish does', async () => {
  const out = join(root.dir, 'one-node');
  const r = await cli(['build', ...planArgs, '--no-accuracy', '--publish', '--out', out], {
    PIPELINE_S3_PREFIX: 'one/',
  });
  assert.is(r.code, 0, r.out);
  assert.match(r.out, /publish: 18 uploaded/);
  const got = await store.client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: 'one/manifest.json' }));
  const text = await (got.Body as { transformToString(): Promise<string> }).transformToString();
  assert.is(text, readFileSync(join(out, 'manifest.json'), 'utf8'));
});

test('a bad index or count is a usage error (exit 2) before any work', async () => {
  const r = await cli(['build', ...planArgs, '--shard-count', '3', '--shard-index', '3', '--publish']);
  assert.is(r.code, 2, r.out);
  assert.match(r.out, '--shard-index must be a whole number from 0 to 2');
  const env = await cli(['build', ...planArgs, '--shard-count', '2', '--publish'], { AWS_BATCH_JOB_ARRAY_INDEX: 'x' });
  assert.is(env.code, 2, env.out);
  assert.match(env.out, 'AWS_BATCH_JOB_ARRAY_INDEX must be a whole number from 0 to 1');
});

test.run();
