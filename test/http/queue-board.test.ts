// The pipeline queue's dashboard (@bull-board/koa) on the gateway, with a real redis-server: absent unless
// PIPELINE_BOARD_KEY is set; behind Basic authentication with that key; its API lists the pipeline queue's jobs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Queue } from 'bullmq';
import { QUEUE_NAME, bullPrefix, connect } from '../../pipeline/queue/settings.ts';
import { RedisServer, redisServerBinary } from '../support/redis.ts';
import { FAILED_KEYS_PER_MINUTE } from '../../api/middleware/failed-keys.ts';
import { startHarness } from './harness.ts';

const binary = redisServerBinary();
const skip = 'skip' in binary ? binary.skip : null;
if (skip) console.log(`queue dashboard: skipped, ${skip}`);

const KEY = 'board-key-0123456789abcdef';
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

test('off by default: /admin/queues is no route', async () => {
  const h = await startHarness();
  try {
    assert.is((await h.call('GET', '/admin/queues')).status, 404);
  } finally {
    await h.close();
  }
});

test('with PIPELINE_BOARD_KEY: 401 without the key or with a wrong one; the board and its API with it', async () => {
  if (skip) return;
  const redis = await RedisServer.start();
  const h = await startHarness({ env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'board:', PIPELINE_BOARD_KEY: KEY } });
  const settings = { redisUrl: redis.url, keyPrefix: 'board:' };
  const connection = connect(settings);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  try {
    await queue.add('shard', { probe: true }, { jobId: 'probe-job' });
    const none = await h.call('GET', '/admin/queues');
    assert.is(none.status, 401);
    assert.match(none.headers.get('www-authenticate') ?? '', /^Basic realm=/);
    assert.is(none.json.error, 'unauthorized');
    const wrong = await h.call('GET', '/admin/queues', { headers: { authorization: basic(`${KEY}x`) } });
    assert.is(wrong.status, 401);
    const page = await h.call('GET', '/admin/queues', { headers: { authorization: basic(KEY) } });
    assert.is(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const api = await h.call('GET', '/admin/queues/api/queues?activeQueue=pipeline&status=waiting', {
      headers: { authorization: basic(KEY) },
    });
    assert.is(api.status, 200, api.text);
    const listed = api.json.queues.find((q: { name: string }) => q.name === QUEUE_NAME);
    assert.ok(listed, 'the pipeline queue is on the board');
    assert.ok(
      listed.jobs.some((j: { id: string }) => j.id === 'probe-job'),
      'its waiting job is listed',
    );
    assert.is((await h.call('GET', '/v1/nothing-here')).status, 404, 'other paths are the API as before');
  } finally {
    await queue.close();
    connection.disconnect();
    await h.close();
    await redis.close();
  }
});

test('issue #28 S10: wrong passwords go through the failed-key limiter; the right one still opens the board', async () => {
  if (skip) return;
  const redis = await RedisServer.start();
  const h = await startHarness({ env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'guess:', PIPELINE_BOARD_KEY: KEY } });
  try {
    const guess = (i: number) =>
      h.call('GET', '/admin/queues', { headers: { authorization: basic(`guess-${i}-0123456789`) } });
    for (let i = 0; i < FAILED_KEYS_PER_MINUTE; i++) assert.is((await guess(i)).status, 401, `guess ${i + 1}`);
    const refused = await guess(FAILED_KEYS_PER_MINUTE);
    assert.equal([refused.status, refused.json.error], [429, 'rate_limited']);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.is((await guess(99)).status, 429, 'and stays refused');
    const none = await h.call('GET', '/admin/queues');
    assert.is(none.status, 401, 'no credentials is the prompt, not a guess');
    const right = await h.call('GET', '/admin/queues', { headers: { authorization: basic(KEY) } });
    assert.is(right.status, 200, 'the key itself still opens the board');
  } finally {
    await h.close();
    await redis.close();
  }
});

test.run();
