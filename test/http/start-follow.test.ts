// Black-box: `npm start` as a fleet replica with PIPELINE_S3_BUCKET (real redis-server and s3rver): it syncs the
// published manifest at start instead of building the default shards, and serves a newer one within seconds of its
// announcement on Redis (what a queue run sends), not at the next minute's poll.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../pipeline/build.ts';
import { publish } from '../../pipeline/object-store.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { manifestChannel } from '../../pipeline/queue/settings.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { queueSkip } from '../support/queue.ts';
import { RedisServer } from '../support/redis.ts';
import { startLocalS3, TEST_BUCKET } from '../support/s3.ts';

const skip = queueSkip();
if (skip) console.log(`replica following the bucket: skipped, ${skip}`);

async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

test('a replica syncs the bucket at start and wakes on a run announcement', async () => {
  if (skip) return;
  const dir = mkdtempSync(join(tmpdir(), 'start-follow-'));
  const redis = await RedisServer.start();
  const s3 = await startLocalS3(dir);
  const store = s3.store('fleet/');
  const announcer = new Redis(redis.url);
  const publishPlan = async (cities: string, out: string) => {
    const plan = makePlan({ from: '2025-12-30', to: '2025-12-31', cities });
    const { manifest } = await build({ plan, outDir: join(dir, out), nowMs: Date.now(), threads: 0 });
    await publish(join(dir, out), store);
    return manifest.hash;
  };
  const first = await publishPlan('top:2', 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'replica'),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'sf:',
      SHUTDOWN_DRAIN_MS: '200',
      PIPELINE_S3_BUCKET: TEST_BUCKET,
      PIPELINE_S3_PREFIX: 'fleet/',
      AWS_ENDPOINT_URL: s3.endpoint,
    },
  });
  let log = '';
  child.stdout.on('data', (d: Buffer) => {
    log += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    log += d.toString();
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    assert.ok(await until(() => log.includes('"msg":"listening"'), 60_000), log);
    assert.match(log, new RegExp(`"msg":"synced a new shard manifest","reason":"start","manifest":"${first}"`));
    assert.not.match(log, /built the default shards/, 'the published shards, not the default build');

    const second = await publishPlan('top:3', 'b');
    const announced = Date.now();
    await announcer.publish(manifestChannel('sf:'), JSON.stringify({ hash: second }));
    assert.ok(
      await until(() => log.includes(`"manifest":"${second}"`) && log.includes('serving a new shard manifest'), 5_000),
      `served within 5 s of the announcement:\n${log}`,
    );
    console.log(`  the replica served the announced manifest ${Date.now() - announced} ms after the announcement`);
  } finally {
    child.kill('SIGTERM');
    await exited;
    announcer.disconnect();
    await s3.close();
    await redis.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
