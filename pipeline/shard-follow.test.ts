// A replica's shard follower on a real redis-server and s3rver: it syncs the published manifest at start, and a
// newer one within seconds of its announcement on Redis, long before its interval comes round.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queueSkip } from '../test/support/queue.ts';
import { RedisServer } from '../test/support/redis.ts';
import { startLocalS3 } from '../test/support/s3.ts';
import { build } from './build.ts';
import { readManifest } from './manifest.ts';
import { publish } from './object-store.ts';
import { makePlan } from './plan.ts';
import { manifestChannel } from './queue/settings.ts';
import { followShards } from './shard-follow.ts';

const skip = queueSkip();
if (skip) console.log(`shard follower: skipped, ${skip}`);

async function buildAndPublish(dir: string, cities: string, store: Parameters<typeof publish>[1]): Promise<string> {
  const plan = makePlan({ from: '2025-12-30', to: '2025-12-31', cities });
  const { manifest } = await build({ plan, outDir: dir, nowMs: Date.now(), threads: 0 });
  await publish(dir, store);
  return manifest.hash;
}

test('syncs at start, then at once on an announcement', async () => {
  if (skip) return;
  const dir = mkdtempSync(join(tmpdir(), 'shard-follow-'));
  const redis = await RedisServer.start();
  const s3 = await startLocalS3(dir);
  const store = s3.store('follow/');
  const announcer = new Redis(redis.url);
  const switched: string[] = [];
  const follower = followShards({
    shardsDir: join(dir, 'replica'),
    store,
    intervalMs: 3_600_000,
    redis: { url: redis.url, keyPrefix: 'f:' },
    onSwitched: (s) => switched.push(s.manifestHash),
    log: () => undefined,
  });
  try {
    const first = await buildAndPublish(join(dir, 'a'), 'top:2', store);
    await follower.syncNow('start');
    assert.equal(switched, [first]);
    assert.is(readManifest(join(dir, 'replica'))?.hash, first);

    const second = await buildAndPublish(join(dir, 'b'), 'top:3', store);
    await new Promise((r) => setTimeout(r, 300)); // the subscription is up well before a run could publish
    const announced = Date.now();
    await announcer.publish(manifestChannel('f:'), JSON.stringify({ hash: second }));
    while (switched.length < 2 && Date.now() - announced < 5_000) await new Promise((r) => setTimeout(r, 20));
    assert.equal(switched, [first, second], 'the announcement woke the follower');
    assert.is(readManifest(join(dir, 'replica'))?.hash, second);
    console.log(`  announced manifest served ${Date.now() - announced} ms after the announcement`);
  } finally {
    await follower.close();
    announcer.disconnect();
    await s3.close();
    await redis.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
