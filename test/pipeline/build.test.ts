// The build end to end: reproducible bytes, idle reruns, incremental rebuilds, recovery and failure.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { lockIsFree, SHARD_DIR_LOCK } from '../../pipeline/process-lock.ts';
import { MANIFEST_FILE, readManifest, verifyManifestFiles } from '../../pipeline/manifest.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { loadCityRows } from '../../pipeline/city-directory.ts';
import { fileBytes, inTempDir, listFiles, strayFiles, tempDir, tinyPlan } from './support.ts';

const NOW = Date.UTC(2026, 0, 1);

test('two builds of the same plan are byte-identical, in this thread or in a worker pool', async () => {
  const a = tempDir('a'),
    b = tempDir('b');
  try {
    const plan = tinyPlan({ from: '2025-12-30', to: '2026-01-02' });
    const sa = await build({ plan, outDir: a.dir, nowMs: NOW, threads: 0 });
    const sb = await build({ plan, outDir: b.dir, nowMs: NOW + 3_600_000, threads: 2 });
    assert.is(sa.built, plan.jobs.length);
    assert.equal(sb.manifest.shards, sa.manifest.shards);
    assert.is.not(sb.manifest.hash, sa.manifest.hash, 'generated_at differs, the shards do not');
    const files = listFiles(a.dir).filter((f) => f.endsWith('.sqlite'));
    assert.equal(
      listFiles(b.dir).filter((f) => f.endsWith('.sqlite')),
      files,
    );
    for (const f of files) assert.ok(fileBytes(a.dir, f).equals(fileBytes(b.dir, f)), f);
    assert.equal(strayFiles(listFiles(a.dir)), []);
    assert.equal(strayFiles(listFiles(b.dir)), []);
    assert.equal(verifyManifestFiles(a.dir, sa.manifest), []);
    assert.ok(lockIsFree(join(a.dir, SHARD_DIR_LOCK)), 'the lock is free');
  } finally {
    a.remove();
    b.remove();
  }
});

test('manifest: every field of every shard, in plan order', async () => {
  await inTempDir('fields', async (dir) => {
    const plan = tinyPlan();
    const { manifest } = await build({ plan, outDir: dir, nowMs: NOW, threads: 0 });
    assert.equal(Object.keys(manifest), [
      'schema_version',
      'generated_at',
      'engine_version',
      'shard_format',
      'tables_hash',
      'tz_version',
      'window',
      'cities',
      'city_count',
      'block_size',
      'accuracy',
      'shards',
      'hash',
    ]);
    assert.is(manifest.generated_at, new Date(NOW).toISOString());
    assert.equal(
      manifest.shards.map((s) => s.key),
      plan.jobs.map((j) => j.key),
    );
    const rashifal = manifest.shards[1];
    assert.equal(
      [rashifal.key, rashifal.kind, rashifal.year, rashifal.first_city, rashifal.last_city, rashifal.rows],
      ['rashifal/2025', 'rashifal', 2025, null, null, 12 + 3 + 1],
      'rows: 12 days, 3 weeks from Monday the 15th, 1 month (one sky each, whatever the languages)',
    );
    assert.match(rashifal.path, /^rashifal\/2025-[0-9a-f]{16}\.sqlite$/);
    const city = manifest.shards[2];
    assert.equal(
      [city.kind, city.year, city.first_city, city.last_city, city.rows],
      ['city', 2025, plan.cities[0].city_id, plan.cities[1].city_id, 2],
    );
    assert.match(city.path, /^city\/2025\/b0000-[0-9a-f]{16}\.sqlite$/);
    assert.ok(city.path.includes(city.sha256.slice(0, 16)));
    assert.is(manifest.city_count, 5);
  });
});

test('a rerun with nothing changed does no work and leaves the manifest untouched', async () => {
  await inTempDir('rerun', async (dir) => {
    const plan = tinyPlan();
    await build({ plan, outDir: dir, nowMs: NOW, threads: 0 });
    const before = readFileSync(join(dir, MANIFEST_FILE), 'utf8');
    const again = await build({ plan: tinyPlan(), outDir: dir, nowMs: NOW + 86_400_000, threads: 2 });
    assert.equal([again.built, again.adopted, again.skipped, again.manifestWritten], [0, 0, plan.jobs.length, false]);
    assert.is(readFileSync(join(dir, MANIFEST_FILE), 'utf8'), before);
  });
});

/** A copy of the code the plan hashes, so a test can edit "tables" without touching the repository. */
function codeCopy(root: string): string {
  const copy = join(root, 'src');
  for (const dir of ['engine', 'tables']) cpSync(join(REPO_ROOT, dir), join(copy, dir), { recursive: true });
  mkdirSync(join(copy, 'pipeline'));
  for (const file of ['festivals-hook.ts', 'rashifal-shard.ts', 'shard-file.ts'])
    cpSync(join(REPO_ROOT, 'pipeline', file), join(copy, 'pipeline', file));
  return copy;
}

test('changing a rule table rebuilds only the jobs whose code reaches it', async () => {
  await inTempDir('incremental', async (dir) => {
    const src = codeCopy(dir);
    const shards = join(dir, 'shards');
    // A rule table only the festival hook reads, as the festival rules will be.
    writeFileSync(join(src, 'tables/demo-rules.ts'), 'export const RULES = [1];\n');
    const hook = join(src, 'pipeline/festivals-hook.ts');
    writeFileSync(
      hook,
      `import { RULES } from '../tables/demo-rules.ts';\nexport const used = RULES;\n${readFileSync(hook, 'utf8')}`,
    );
    const run = () => build({ plan: tinyPlan({ rootDir: src }), outDir: shards, nowMs: NOW, threads: 0 });
    const first = await run();
    const cityJobs = first.jobs - 2;
    writeFileSync(join(src, 'tables/demo-rules.ts'), 'export const RULES = [2];\n');
    const afterRule = await run();
    assert.equal(
      [afterRule.built, afterRule.skipped],
      [cityJobs, 2],
      'the global and rashifal jobs do not read the rule table',
    );
    writeFileSync(
      join(src, 'tables/names/tithis.ts'),
      `${readFileSync(join(src, 'tables/names/tithis.ts'), 'utf8')}\n// edited\n`,
    );
    const afterNames = await run();
    assert.equal(
      [afterNames.built, afterNames.manifestWritten],
      [1, true],
      'names are rendered at read time from city and global shards (tables_hash changes); the rashifal shard stores text',
    );
    assert.is.not(afterNames.manifest.tables_hash, afterRule.manifest.tables_hash);
    writeFileSync(
      join(src, 'tables/ayanamsa.ts'),
      `${readFileSync(join(src, 'tables/ayanamsa.ts'), 'utf8')}\n// edited\n`,
    );
    const afterAyanamsa = await run();
    assert.is(afterAyanamsa.built, first.jobs, 'the ayanamsa feeds the global table, which every city job reads');
  });
});

test('shards renamed into place before a crash are recovered, not rebuilt', async () => {
  await inTempDir('adopt', async (dir) => {
    const plan = tinyPlan();
    const first = await build({ plan, outDir: dir, nowMs: NOW, threads: 0 });
    unlinkSync(join(dir, MANIFEST_FILE));
    writeFileSync(join(dir, 'city/2025', '.tmp-b0000-123-abcd'), 'half a shard');
    const again = await build({ plan, outDir: dir, nowMs: NOW, threads: 0 });
    assert.equal([again.adopted, again.built], [plan.jobs.length, 0]);
    assert.equal(again.manifest.shards, first.manifest.shards);
    assert.equal(strayFiles(listFiles(dir)), []);
  });
});

test('a lock file naming a pid now used by another live process does not block a build', async () => {
  await inTempDir('reused-pid', async (dir) => {
    // The old pid-file lock, and the new lock's side file, both naming a live process that holds nothing.
    writeFileSync(join(dir, '.pipeline.lock'), String(process.ppid));
    writeFileSync(
      join(dir, `${SHARD_DIR_LOCK}.holder`),
      JSON.stringify({ pid: process.ppid, purpose: 'build', host: 'before-restart', since: '2026-01-01T00:00:00Z' }),
    );
    const summary = await build({ plan: tinyPlan(), outDir: dir, nowMs: NOW, threads: 0 });
    assert.is(summary.built, summary.jobs);
    assert.ok(lockIsFree(join(dir, SHARD_DIR_LOCK)), 'the lock is free');
  });
});

test('old shards stay one generation for readers, then go', async () => {
  await inTempDir('prune', async (dir) => {
    const gen = (to: string) => build({ plan: tinyPlan({ to }), outDir: dir, nowMs: NOW, threads: 0 });
    const g1 = await gen('2025-12-29');
    await gen('2025-12-30');
    const present = (m: typeof g1.manifest) => m.shards.filter((s) => existsSync(join(dir, s.path))).length;
    assert.is(present(g1.manifest), g1.manifest.shards.length);
    await gen('2025-12-31');
    assert.is(present(g1.manifest), 1, 'only the shared global shard of the first generation is left');
  });
});

test('a failing job leaves no manifest, no half shard and no lock', async () => {
  await inTempDir('fail', async (dir) => {
    const rows = loadCityRows().map((r, i) => (i === 0 ? { ...r, lat: 89.9 } : r));
    const plan = tinyPlan({ cities: `${rows[0].city_id},${rows[1].city_id}`, cityRows: rows });
    let failed = false;
    await build({ plan, outDir: dir, nowMs: NOW, threads: 0 }).catch(() => {
      failed = true;
    });
    assert.ok(failed, 'no sunrise at 89.9 degrees in December');
    assert.not.ok(existsSync(join(dir, MANIFEST_FILE)));
    assert.equal(strayFiles(listFiles(dir)), []);
    assert.equal(
      listFiles(dir).filter((f) => f.startsWith('city/')),
      [],
    );
    assert.ok(lockIsFree(join(dir, SHARD_DIR_LOCK)), 'the lock is free');
    assert.is(readManifest(dir), null);
  });
});

test.run();
