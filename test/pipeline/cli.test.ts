// The command line as documented: the exact npm form, --help naming every option, exit codes, verify,
// progress as log records off a terminal (JSON lines on stdout), DATA_DIR as the default output.
import { test } from 'uvu';
import { DRIK_TITHI_CSV } from '../../pipeline/accuracy/drik-parity.ts';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accuracyPathOf, readManifest } from '../../pipeline/manifest.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { tempDir } from './support.ts';

const tmp = tempDir('cli');
const env = { ...process.env, CI: 'true', DATA_DIR: tmp.dir };
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pipeline.ts', ...args], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });

/** Every stdout line is one JSON log record of the pipeline's logger. */
const records = (stdout: string): Record<string, any>[] =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

test('the documented npm form builds, logging JSON records (progress included) when not on a terminal', () => {
  const out = join(tmp.dir, 'shards');
  const r = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'pipeline',
      '--',
      'build',
      '--cities',
      'top:3',
      '--from',
      '2025-01-01',
      '--to',
      '2025-01-31',
      '--out',
      out,
    ],
    { cwd: REPO_ROOT, env, encoding: 'utf8' },
  );
  assert.is(r.status, 0, r.stderr);
  const lines = records(r.stdout);
  assert.ok(lines.every((l) => l.name === 'pipeline' && typeof l.time === 'number'));
  const summary = lines.at(-1)!;
  // every profile by default (issue #31): global, rashifal and city of the default, global and city of drik
  assert.match(summary.msg, /^build: 5 jobs \(5 built, 0 unchanged.*bytes per city-day/);
  assert.equal([summary.jobs, summary.built, summary.city_days, summary.manifest_written], [5, 5, 186, true]);
  const progress = lines.filter((l) => l.label === 'build');
  assert.match(progress.at(-1)!.msg, /^build: 100\.0% 186\/186 city-days/);
  assert.equal([progress.at(-1)!.done, progress.at(-1)!.total], [186, 186]);
  assert.not.match(r.stderr, /\r|city-days/);
  const manifest = readManifest(out);
  assert.equal([manifest?.cities, manifest?.city_count], ['top:3', 3]);
  assert.equal(
    manifest?.shards.map((s) => `${s.key} ${s.profile}`),
    [
      'global/2025 swiss_ephemeris',
      'global/drik/2025 drik',
      'rashifal/2025 swiss_ephemeris',
      'city/2025/b0000 swiss_ephemeris',
      'city/drik/2025/b0000 drik',
    ],
  );
  assert.is(manifest?.accuracy?.path, accuracyPathOf(manifest!.accuracy!.sha256), 'named by its content');
  const accuracy = JSON.parse(readFileSync(join(out, manifest!.accuracy!.path), 'utf8'));
  assert.equal(Object.keys(accuracy.sections), ['sun_moon', 'tithi_etc', 'muhurat', 'festivals', 'drik_parity']);
  // drik_parity needs Drik's calendar from ../shared beside the repository (as CI has it); without it the section says so
  const measured = existsSync(DRIK_TITHI_CSV) ? ['muhurat', 'festivals', 'drik_parity'] : ['muhurat', 'festivals'];
  for (const k of measured) assert.ok(accuracy.sections[k].tested > 0, k);
  if (!measured.includes('drik_parity')) assert.match(accuracy.sections.drik_parity.coverage, /not measured/);
  assert.ok(accuracy.sections.sun_moon.tested > 0);
});

test('verify re-hashes every shard: $DATA_DIR/shards by default, exit 1 on a mismatch', () => {
  const ok = cli('verify');
  assert.is(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /verify: 6\/6 files match sha256:/);
  const manifest = readManifest(join(tmp.dir, 'shards'))!;
  appendFileSync(join(tmp.dir, 'shards', manifest.shards.find((s) => s.kind === 'city')!.path), 'x');
  const bad = cli('verify');
  assert.is(bad.status, 1);
  assert.match(bad.stdout, /problem: city\/2025\/b0000-/);
});

test('--help names every command and every option the parser accepts', () => {
  const r = cli('--help');
  assert.is(r.status, 0);
  const source = readFileSync(join(REPO_ROOT, 'scripts/pipeline.ts'), 'utf8');
  const block = source.slice(source.indexOf('const OPTIONS = {'), source.indexOf('} as const;'));
  const options = [...block.matchAll(/'?([a-z-]+)'?: \{ type:/g)].map((m) => m[1]);
  assert.ok(options.length >= 14);
  for (const name of options) assert.match(r.stdout, `--${name}`);
  for (const command of ['build', 'publish', 'sync', 'verify'])
    assert.match(r.stdout, new RegExp(`^  ${command} `, 'm'));
});

test('bad usage exits 2 with a message, and writes nothing', () => {
  for (const args of [
    ['frobnicate'],
    ['build', '--cities', 'atlantis', '--out', join(tmp.dir, 'x')],
    ['build', '--bogus'],
  ]) {
    const r = cli(...args);
    assert.is(r.status, 2, args.join(' '));
  }
  assert.not.ok(existsSync(join(tmp.dir, 'x', 'manifest.json')));
  const r = cli('sync', '--out', join(tmp.dir, 'y'));
  assert.is(r.status, 1);
  const failure = records(r.stdout).at(-1)!;
  assert.equal([failure.level, failure.err.type], [50, 'StoreError']);
  assert.match(failure.msg, /no bucket/);
  assert.match(failure.err.stack, /\n\s+at /, 'a failed run is logged with its stack');
});

test.after(() => tmp.remove());
test.run();
