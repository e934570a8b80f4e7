// `npm run bench:festival-shards`: what storing festival occurrences in the city shards costs the build and saves
// the first daily call of a city-year, against a baseline revision in the same run. The baseline (default: the
// merge base with main) and the measured revision (default: HEAD, so edits in progress do not leak in) are checked
// out into temp git worktrees sharing this checkout's node_modules; one probe script
// (scripts/bench/festival-shards-probe.ts, the measured revision's) builds the window and times first calls against
// each tree, in a child process each, the sides alternating run by run. The machine is shared: figures are medians.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    revision: { type: 'string', default: 'HEAD' },
    cities: { type: 'string', default: 'all' },
    from: { type: 'string', default: '2025-01-01' },
    to: { type: 'string', default: '2030-12-31' },
    runs: { type: 'string', default: '1' },
    sample: { type: 'string', default: '200' },
    threads: { type: 'string', default: String(availableParallelism()) },
  },
});
const here = resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim();
const baseline = values.baseline ?? git('merge-base', 'HEAD', 'main');

interface Probe {
  buildSeconds: number;
  cityDays: number;
  cityBytes: number;
  firstCallMs: number[];
}

function probe(root: string, probeRoot: string): Probe {
  const args = [
    '--import',
    'tsx',
    join(probeRoot, 'scripts/bench/festival-shards-probe.ts'),
    '--root',
    root,
    '--cities',
    values.cities!,
    '--from',
    values.from!,
    '--to',
    values.to!,
    '--threads',
    values.threads!,
    '--sample',
    values.sample!,
  ];
  const out = execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop()!);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

function checkout(revision: string): string {
  const tree = mkdtempSync(join(tmpdir(), 'bench-tree-'));
  git('worktree', 'add', '--detach', tree, revision);
  symlinkSync(join(here, 'node_modules'), join(tree, 'node_modules'));
  return tree;
}
const trees = { baseline: checkout(baseline), current: checkout(values.revision!) };
try {
  console.log(
    `bench:festival-shards — ${values.cities} cities x ${values.from}..${values.to}, ${values.threads} worker threads, ${values.runs} run(s) a side`,
  );
  console.log(
    `baseline ${baseline.slice(0, 10)} (festival ids stored, occurrences recomputed per place-year) vs ${values.revision} ${git('rev-parse', '--short=10', values.revision!)} (occurrences stored)`,
  );
  console.log('shared 2-core machine: other work runs beside this; medians, sides alternating\n');
  const sides = { baseline: [] as Probe[], current: [] as Probe[] };
  for (let run = 0; run < Number(values.runs); run++) {
    const order = run % 2 === 0 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
    for (const side of order) {
      const result = probe(trees[side], trees.current);
      sides[side].push(result);
      console.log(
        `run ${run + 1} ${side.padEnd(8)}  build ${result.buildSeconds.toFixed(1)} s  first call median ${median(result.firstCallMs).toFixed(2)} ms`,
      );
    }
  }
  console.log('');
  for (const side of ['baseline', 'current'] as const) {
    const runs = sides[side];
    const calls = runs.flatMap((r) => r.firstCallMs);
    const r0 = runs[0];
    console.log(
      `${side.padEnd(8)}  full build: median ${median(runs.map((r) => r.buildSeconds)).toFixed(1)} s (${Math.round(r0.cityDays / median(runs.map((r) => r.buildSeconds))).toLocaleString('en-US')} city-days/s), ${(r0.cityBytes / r0.cityDays).toFixed(2)} bytes per city-day`,
    );
    console.log(
      `${''.padEnd(8)}  first daily call of a city-year (shard hit, in process, ${calls.length} city-years): median ${median(calls).toFixed(2)} ms, p90 ${quantile(calls, 0.9).toFixed(2)} ms`,
    );
  }
  const b = sides.baseline,
    c = sides.current;
  console.log(
    `\ncurrent / baseline: build ${(median(c.map((r) => r.buildSeconds)) / median(b.map((r) => r.buildSeconds))).toFixed(2)}x, first call ${(median(c.flatMap((r) => r.firstCallMs)) / median(b.flatMap((r) => r.firstCallMs))).toFixed(2)}x`,
  );
} finally {
  for (const tree of Object.values(trees)) {
    git('worktree', 'remove', '--force', tree);
    rmSync(tree, { recursive: true, force: true });
  }
}
