// The fleet's invalidation bus on a real redis-server: a change published by one replica reaches the other, and a
// replica whose subscription dropped (Redis restarted) forgets every cached row ({ kind: 'all' }) once it is back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RedisServer, redisServerBinary } from '../../test/support/redis.ts';
import { RedisBus } from './redis.ts';
import type { Invalidation } from './types.ts';

const binary = redisServerBinary();
const skip = 'skip' in binary ? binary.skip : null;
if (skip) console.log(`bus on Redis: skipped, ${skip}`);

async function until(ok: () => boolean, withinMs: number): Promise<boolean> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > withinMs) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

test('a change published on one replica reaches the other; a dropped subscription ends in { kind: all }', async () => {
  if (skip) return;
  const redis = await RedisServer.start();
  const a = new RedisBus(redis.url, 't:');
  const b = new RedisBus(redis.url, 't:');
  try {
    assert.ok(await a.ready(2_000));
    assert.ok(await b.ready(2_000));
    const heardA: Invalidation[] = [];
    const heardB: Invalidation[] = [];
    a.onMessage((m) => heardA.push(m));
    b.onMessage((m) => heardB.push(m));
    await a.publish({ kind: 'key', keyId: 'key_1' });
    assert.equal(heardA, [{ kind: 'key', keyId: 'key_1' }], 'the publisher hears its own change at once');
    assert.ok(await until(() => heardB.length === 1, 1_000), 'the other replica hears it within a second');
    assert.equal(heardB, [{ kind: 'key', keyId: 'key_1' }]);
    await a.publish({ kind: 'plan', accountId: 'acct_1', product: 'panchang' });
    assert.ok(await until(() => heardB.length === 2, 1_000));
    assert.equal(heardB[1], { kind: 'plan', accountId: 'acct_1', product: 'panchang' });

    await redis.stop();
    assert.ok(await until(() => b.health().status === 'down', 2_000), 'health says down while Redis is away');
    // published while Redis is away (as the store does, without waiting): queued until the publisher is back, and
    // the other replica forgets everything when its subscription returns, so nothing it cached stays stale
    void a.publish({ kind: 'key', keyId: 'key_2' });
    await redis.restart();
    assert.ok(
      await until(() => heardB.some((m) => m.kind === 'all'), 5_000),
      'b forgot every cached row after resubscribing',
    );
    assert.ok(await until(() => b.health().status === 'ok', 2_000));
    await a.publish({ kind: 'key', keyId: 'key_3' });
    assert.ok(
      await until(() => heardB.some((m) => m.kind === 'key' && m.keyId === 'key_3'), 1_000),
      'subscribed again: changes reach b as before',
    );
    assert.is(heardA.filter((m) => m.kind === 'key' && m.keyId === 'key_3').length, 1, 'a hears its own change once');
  } finally {
    await a.close();
    await b.close();
    await redis.close();
  }
});

test.run();
