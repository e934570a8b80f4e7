// Queue mode end to end on a real redis-server and s3rver: `enqueue --wait` over two year-long windows for 40 cities
// with two worker processes, one of them killed with SIGKILL mid-run. The killed worker's job finishes on the other
// (BullMQ's stalled-job recovery), the published manifest is a single-node build's (same keys, sha256 and bytes; only
// generated_at differs), and a second enqueue with nothing changed runs no job.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import type { ManifestBody } from '../../pipeline/manifest.ts';
import { sync } from '../../pipeline/object-store.ts';
import { PROFILE_IDS } from '../../engine/astro/conventions.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { publishedManifest } from '../../pipeline/queue/publish-run.ts';
import { queueSkip, runCli, startCli, startQueueEnv, startWorker, stopWorker } from '../support/queue.ts';
import { fileBytes, listFiles, tempDir } from './support.ts';

const skip = queueSkip();
if (skip) console.log(`queue mode: skipped, ${skip}`);

// every profile, as the command line builds by default: the drik shard family goes through the queue too (issue #31)
const PLAN = { cities: 'top:40', from: '2025-01-01', to: '2026-12-31', blockSize: 4, profiles: PROFILE_IDS };
const PLAN_ARGS = ['--cities', PLAN.cities, '--from', PLAN.from, '--to', PLAN.to, '--block-size', '4', '--no-accuracy'];

/** The plan's job count: global and rashifal years, then city blocks. */
const JOBS = makePlan(PLAN).jobs.length;

const withoutStamp = ({ generated_at: _g, hash: _h, ...rest }: ManifestBody & { hash?: string }) => rest;

test('two workers, one killed mid-run: the run completes, equals a single-node build, and reruns nothing', async () => {
  if (skip) return;
  const tmp = tempDir('queue');
  const q = await startQueueEnv(tmp.dir);
  const a = startWorker(q.env);
  const b = startWorker({ ...q.env, PIPELINE_METRICS_PORT: '0' });
  try {
    const [, bReady] = await Promise.all([a.waitFor(/ready on pipeline/), b.waitFor(/ready on pipeline.*$/m)]);
    const metricsPort = /metrics on :(\d+)\/metrics/.exec(bReady[0])?.[1];
    assert.ok(metricsPort, 'PIPELINE_METRICS_PORT=0 serves the metrics on a free port');
    const enqueue = startCli(q.env, ['enqueue', '--wait', ...PLAN_ARGS]);
    // A is killed the moment it takes a city block: that job is in its hands, locked, unfinished.
    const taken = await a.waitFor(/start (\S+\.city\.\S+) \(shard/);
    a.child.kill('SIGKILL');
    const killedJob = taken[1];
    const { code } = await enqueue.finished();
    assert.is(code, 0, enqueue.output());
    const hash = /manifest (sha256:[0-9a-f]{64}) is live/.exec(enqueue.output())?.[1];
    assert.ok(hash, enqueue.output());
    assert.match(
      enqueue.output(),
      new RegExp(`enqueue: .*city-days.*jobs \\d+/${JOBS}`),
      'a progress line with jobs done/total',
    );
    assert.not.match(a.output(), new RegExp(`done ${killedJob.replaceAll('.', '\\.')}\\b`), 'A never finished it');
    // B finished the job A held (its log lines reach stdout in blocks: wait for the line)
    await b.waitFor(new RegExp(`done ${killedJob.replaceAll('.', '\\.')}\\b`), 5_000);

    // B's Prometheus figures count what it did (its own shards and the one it took over)
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    await new Promise((r) => setTimeout(r, 1_000)); // the last log block (flushed every 250 ms)
    const bDone = (b.output().match(/done \S+\.(?:city|global|rashifal)\./g) ?? []).length;
    assert.match(metrics, new RegExp(`^pipeline_jobs_total\\{name="shard",outcome="completed"\\} ${bDone}$`, 'm'));
    assert.match(metrics, /^pipeline_city_days_total [1-9]\d*$/m);

    // The same plan built on one node: same keys, same sha256, every shard byte-identical; only generated_at differs.
    const local = join(tmp.dir, 'local');
    const single = await build({ plan: makePlan(PLAN), outDir: local, nowMs: Date.now(), threads: 0 });
    const store = q.s3.store('q/');
    const published = await publishedManifest(store);
    assert.is(published?.hash, hash);
    assert.equal(withoutStamp(published as ManifestBody), withoutStamp(single.manifest));
    const fetched = join(tmp.dir, 'fetched');
    await sync(fetched, store);
    const shardFiles = listFiles(local).filter((f) => f.endsWith('.sqlite'));
    assert.is(shardFiles.length, JOBS);
    for (const f of shardFiles) assert.ok(fileBytes(local, f).equals(fileBytes(fetched, f)), `${f} byte-identical`);

    // Nothing changed: no job is added, and the worker takes none.
    const before = b.output().length;
    const again = await runCli(q.env, ['enqueue', '--wait', ...PLAN_ARGS]);
    assert.is(again.code, 0, again.output);
    assert.match(again.output, new RegExp(`nothing changed \\(${JOBS} jobs all published\\); manifest ${hash} stays`));
    await new Promise((r) => setTimeout(r, 500));
    assert.not.match(b.output().slice(before), /start /, 'no job ran');
  } finally {
    a.child.kill('SIGKILL');
    await stopWorker(b);
    await q.close();
    tmp.remove();
  }
});

test.run();
