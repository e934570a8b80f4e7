// The nightly schedule on a real redis-server: registering twice leaves exactly one scheduler (the second's cron and
// zone), and a scheduler firing every second is turned into a run by a worker, which publishes a manifest to s3rver.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Queue } from 'bullmq';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queueSkip } from '../../test/support/queue.ts';
import { RedisServer } from '../../test/support/redis.ts';
import { startLocalS3 } from '../../test/support/s3.ts';
import { publishedManifest } from './publish-run.ts';
import { registerNightly } from './schedule.ts';
import { NIGHTLY_SCHEDULER_ID, QUEUE_NAME, bullPrefix, connect, queueSettings } from './settings.ts';
import { startQueueWorker } from './worker.ts';

const skip = queueSkip();
if (skip) console.log(`nightly schedule: skipped, ${skip}`);

const TINY = { cities: 'top:2', from: '2025-12-30', to: '2025-12-31', accuracy: false };

test('registering twice leaves one scheduler; a firing becomes a published run', async () => {
  if (skip) return;
  const dir = mkdtempSync(join(tmpdir(), 'queue-schedule-'));
  const redis = await RedisServer.start();
  const s3 = await startLocalS3(dir);
  const settings = queueSettings({ REDIS_KEY_PREFIX: 'sched:' }, redis.url);
  const connection = connect(settings);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  const store = s3.store('nightly/');
  let worker: Awaited<ReturnType<typeof startQueueWorker>> | null = null;
  try {
    await registerNightly(queue, { cron: '0 2 * * *', tz: 'UTC', data: TINY });
    await registerNightly(queue, { cron: '30 3 * * *', tz: 'Asia/Kolkata', data: TINY });
    const schedulers = await queue.getJobSchedulers();
    assert.is(schedulers.length, 1, 'exactly one scheduler');
    assert.is(schedulers[0].key, NIGHTLY_SCHEDULER_ID);
    assert.is(schedulers[0].pattern, '30 3 * * *', 'the second registration replaced the first');
    assert.is(schedulers[0].tz, 'Asia/Kolkata');
    assert.is(await queue.count(), 1, 'one next firing waits, not two');

    // every second (six fields, seconds first): the worker turns the firing into a run that publishes
    await registerNightly(queue, { cron: '* * * * * *', tz: 'UTC', data: TINY });
    assert.is((await queue.getJobSchedulers()).length, 1);
    worker = await startQueueWorker({ settings, connection, store, workDir: join(dir, 'work'), threads: 1 });
    const deadline = Date.now() + 30_000;
    let manifest = await publishedManifest(store);
    while (!manifest && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      manifest = await publishedManifest(store);
    }
    assert.ok(manifest, 'a firing published a manifest');
    assert.equal(
      [manifest.cities, manifest.city_count, manifest.window],
      ['top:2', 2, { from: TINY.from, to: TINY.to }],
    );
  } finally {
    await queue.removeJobScheduler(NIGHTLY_SCHEDULER_ID);
    await worker?.close();
    await queue.close();
    connection.disconnect();
    await s3.close();
    await redis.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
