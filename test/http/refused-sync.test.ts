// A sync refused for a corrupt shard changes nothing of the served generation: the folder still verifies, and a
// gateway started on it afterwards (a restart) serves the good generation's accuracy manifest, not the refused one's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import type { AccuracySource } from '../../pipeline/accuracy-manifest.ts';
import { astroAccuracySource } from '../../pipeline/accuracy-source.ts';
import { build } from '../../pipeline/build.ts';
import { readManifest, verifyManifestFiles, type Manifest } from '../../pipeline/manifest.ts';
import { publish, shardKey, sync } from '../../pipeline/object-store.ts';
import { listFiles, strayFiles, tempDir, tinyPlan } from '../pipeline/support.ts';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from '../support/s3.ts';
import { startHarness } from './harness.ts';

const root = tempDir('refused-sync');
const served = join(root.dir, 'served');
const NOW = Date.UTC(2026, 0, 1);
let s3: LocalS3;

test.before(async () => {
  s3 = await startLocalS3(root.dir);
});
test.after(async () => {
  await s3.close();
  root.remove();
});

/** The accuracy suite measured once; each build stamps its own accuracy manifest (generated_at differs). */
function measuredOnce(): AccuracySource {
  const source = astroAccuracySource();
  const measurement = source.measure();
  return { inputsHash: source.inputsHash, measure: () => measurement };
}

const accuracyHashOf = (dir: string, m: Manifest) =>
  JSON.parse(readFileSync(join(dir, m.accuracy!.path), 'utf8')).hash as string;

test('a refused sync leaves the served folder verifying, and a restart serves the good accuracy manifest', async () => {
  const store = s3.store('refused/');
  const accuracy = measuredOnce();
  const good = await build({
    plan: tinyPlan({ to: '2025-12-25' }),
    outDir: join(root.dir, 'good'),
    nowMs: NOW,
    threads: 0,
    accuracy,
  });
  await publish(join(root.dir, 'good'), store);
  await sync(served, store);
  const bad = await build({
    plan: tinyPlan({ to: '2025-12-28' }),
    outDir: join(root.dir, 'bad'),
    nowMs: NOW + 86_400_000,
    threads: 0,
    accuracy,
  });
  await publish(join(root.dir, 'bad'), store);
  assert.is.not(
    bad.manifest.accuracy!.sha256,
    good.manifest.accuracy!.sha256,
    'each generation has its own accuracy manifest',
  );
  const victim = bad.manifest.shards[bad.manifest.shards.length - 1];
  await s3.store('').client.send(
    new PutObjectCommand({
      Bucket: TEST_BUCKET,
      Key: shardKey(store, victim.sha256),
      Body: Buffer.from('not the shard'),
    }),
  );

  await sync(served, store).then(
    () => assert.unreachable('a corrupt shard must refuse the sync'),
    (e: Error) => assert.match(e.message, /sha256 mismatch/),
  );
  const manifest = readManifest(served)!;
  assert.is(manifest.hash, good.manifest.hash, 'the manifest did not switch');
  assert.equal(verifyManifestFiles(served, manifest), [], 'pipeline verify still passes on the served folder');
  assert.equal(strayFiles(listFiles(served)), []);

  const { routes } = panchangRoutes({ shardsDir: served, nowMs: () => NOW });
  const restarted = await startHarness({ routes });
  try {
    const r = await restarted.call('GET', '/v1/accuracy/manifest');
    assert.is(r.status, 200, r.text);
    assert.is(r.json.data.hash, accuracyHashOf(join(root.dir, 'good'), good.manifest));
    assert.is.not(r.json.data.hash, accuracyHashOf(join(root.dir, 'bad'), bad.manifest));
  } finally {
    await restarted.close();
  }

  // A republish repairs the store (the damaged object lacks its sha256 record): the next sync switches, and the
  // accuracy manifest served follows the switch.
  await publish(join(root.dir, 'bad'), store);
  assert.ok((await sync(served, store)).switched);
  const again = await startHarness({ routes: panchangRoutes({ shardsDir: served, nowMs: () => NOW }).routes });
  try {
    assert.is(
      (await again.call('GET', '/v1/accuracy/manifest')).json.data.hash,
      accuracyHashOf(join(root.dir, 'bad'), bad.manifest),
    );
  } finally {
    await again.close();
  }
});

test.run();
