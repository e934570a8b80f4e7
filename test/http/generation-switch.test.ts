// Three shard generations synced into the served folder (by a separate sync process) within about a second while the real gateway answers
// panchang calls under load: no answer is a 5xx. Generation A (2025-2026) is served first; B, C and D (2027,
// each a different city set) follow; C's prune removes every file of A while the reader is still on it, and
// calls for 2026 (never asked before) start only then, so the reader must still have A's files open.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { shardSource } from '../../api/panchang/shard-source.ts';
import { build } from '../../pipeline/build.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { publish, sync } from '../../pipeline/object-store.ts';
import type { SwitchReply, SwitchRequest } from './switch-worker.ts';
import { openShardReader, type ShardReader } from '../../pipeline/shard-reader.ts';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from '../support/s3.ts';
import { tempDir } from '../pipeline/support.ts';
import { startHarness, type Harness } from './harness.ts';

const root = tempDir('switch');
const served = join(root.dir, 'served');
const NOW = Date.UTC(2026, 0, 1);
let s3: LocalS3;
let h: Harness;
let reader: ShardReader;
let syncer: ChildProcess;

/** Syncs the served folder from a store prefix in the sync process; resolves with the manifest hash. */
function switchTo(prefix: string): Promise<string> {
  return new Promise((resolve, reject) => {
    syncer.once('message', (r: SwitchReply) => ('hash' in r ? resolve(r.hash) : reject(new Error(r.error))));
    syncer.send({ dir: served, endpoint: s3.endpoint, bucket: TEST_BUCKET, prefix } satisfies SwitchRequest);
  });
}

/** Builds a generation into `dir` and publishes it under `prefix` (no accuracy manifest: not the point here). */
async function generation(dir: string, prefix: string, from: string, to: string, cities: string): Promise<void> {
  await build({ plan: makePlan({ from, to, cities, blockSize: 2 }), outDir: dir, nowMs: NOW, threads: 2 });
  await publish(dir, s3.store(prefix));
}

test.before(async () => {
  s3 = await startLocalS3(root.dir);
  syncer = fork(fileURLToPath(new URL('./switch-worker.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: process.env,
  });
  await once(syncer, 'message');
  await generation(join(root.dir, 'a'), 'a/', '2025-12-01', '2026-01-31', 'new-delhi,mumbai,kolkata');
  // B, C and D share 2027's global shard (built once) and differ in their city shards.
  await generation(join(root.dir, 'bcd'), 'b/', '2027-01-01', '2027-01-10', 'new-delhi');
  await generation(join(root.dir, 'bcd'), 'c/', '2027-01-01', '2027-01-10', 'new-delhi,mumbai');
  await generation(join(root.dir, 'bcd'), 'd/', '2027-01-01', '2027-01-10', 'mumbai');
  await sync(served, s3.store('a/'));
  reader = await openShardReader(served);
  const { routes } = panchangRoutes({ shardsDir: served, source: shardSource(reader), nowMs: () => NOW });
  h = await startHarness({ routes, cityDirectory: loadCityDirectory(), env: { RATE_LIMIT_SCALE: '1000' } });
});

test.after(async () => {
  await h?.close();
  syncer?.kill();
  reader?.close();
  await s3?.close();
  root.remove();
});

interface Load {
  readonly statuses: Map<number, number>;
  readonly failures: string[];
  stop(): Promise<void>;
}

/** `lanes` clients calling daily (shard and live cities) on dates from `dates()` in a loop, and the keyless demo
 * (2026-03-10 on the harness clock) once 2026 is among the dates. */
function startLoad(key: string, lanes: number, dates: () => readonly string[]): Load {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let running = true;
  const cities = ['new-delhi', 'mumbai', 'kolkata', 'chennai'];
  const lane = async (n: number) => {
    for (let i = n; running; i += lanes) {
      const list = dates();
      const r =
        i % 7 === 0 && list.some((d) => d.startsWith('2026'))
          ? await h.call('GET', '/v1/demo/today')
          : await h.call('POST', '/v1/panchang/daily', {
              key,
              body: { date: list[i % list.length], city_id: cities[i % cities.length] },
            });
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.status >= 500) failures.push(`${r.status} ${r.text.slice(0, 200)}`);
    }
  };
  const all = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return {
    statuses,
    failures,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

const datesOf = (year: number, month: number) =>
  Array.from({ length: 28 }, (_, d) => `${year}-${String(month).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('three generation switches within about a second under load: zero 5xx, and the reader ends on the last', async () => {
  const key = await h.signup('emerald');
  let dates: readonly string[] = datesOf(2025, 12);
  const load = startLoad(key, 4, () => dates);
  await sleep(500);
  const started = performance.now();
  await switchTo('b/');
  await switchTo('c/'); // prunes every file of A: the reader is still on A
  dates = [...datesOf(2025, 12), ...datesOf(2026, 1)]; // 2026's global table is first asked for now
  await sleep(150);
  const reloading = reader.reload(); // opens C while D's sync prunes B
  const last = await switchTo('d/');
  const switchesMs = performance.now() - started;
  await reloading;
  await reader.reload();
  await sleep(300);
  await load.stop();
  const total = [...load.statuses.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  3 switches in ${switchesMs.toFixed(0)} ms under load; ${total} calls, statuses ${JSON.stringify(Object.fromEntries(load.statuses))}`,
  );
  assert.equal(load.failures, [], 'no 5xx');
  assert.ok(total > 50, `${total} calls`);
  assert.is(reader.manifest?.hash, last);
  assert.ok(switchesMs < 3_000, `switches took ${switchesMs} ms`); // about 1 s; more when the machine is oversubscribed
});

test.run();
