// `npm run bench:revisions [-- --base <rev>] [--rounds N] [--seconds S] [--render]`: the served daily lookup from
// shards in this checkout against another revision (default 157cd1d, the last commit before the third wave), in one
// run (issue #29: "does not drop by more than 5%"). The base is checked out into a temporary git worktree under /tmp
// (node_modules linked), each revision builds its own small shard set with its own pipeline (a few cities over the
// year the request falls in), each serves it from its own embedded gateway on an ephemeral port, pinned to CPU 0, and
// autocannon (this process, on CPU 1) alternates rounds between them on the same daily request. Prints each round,
// the medians and the ratio after/before, the server CPU per call, the answer's bytes and the shards' bytes per
// city-day. `--bytes` adds a bare Koa app per side sending that side's answer (the bytes' own cost). `--render` also runs bench-daily-baseline.ts against the same worktree (the in-process render loop).
// `--encoding br` (or gzip; issue #41) adds the after side asked with that Accept-Encoding (`after-br`), and with
// `--bytes` a bare Koa app sending those compressed bytes with their Content-Encoding: the served ratio when compressed.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMicros, emeraldKey, median, startGateway, waitFor } from './bench/served.ts';
import { cannon } from './load-test.ts';
import { freePort } from './support/free-port.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: '157cd1d' },
    rounds: { type: 'string', default: '7' },
    seconds: { type: 'string', default: '6' },
    render: { type: 'boolean', default: false },
    bytes: { type: 'boolean', default: false },
    encoding: { type: 'string' },
  },
});
const ROUNDS = Number(values.rounds),
  SECONDS = Number(values.seconds);
const SERVER_CPU = '0',
  LOAD_CPU = '1';
// The request's city is among the built ones, so both sides answer from a stored row (X-Data-Source: cache).
const YEAR = 2026,
  CITIES = 'top:20,new-delhi',
  CITY = 'new-delhi';
const REQUEST = JSON.stringify({ date: `${YEAR}-03-10`, city_id: CITY });

type Side = 'before' | 'after' | 'bytes-before' | 'bytes-after' | 'after-enc' | 'bytes-after-enc';
const ENCODING = values.encoding;
if (ENCODING !== undefined && ENCODING !== 'br' && ENCODING !== 'gzip') throw new Error('--encoding takes br or gzip');
interface Served {
  readonly base: string;
  readonly pid: number;
  readonly child: ChildProcess;
  readonly target: { url: string; method: string; headers: Record<string, string>; body: string };
  readonly answerBytes: number;
  /** A gateway needs a fresh account each round; a bare app takes no key. */
  readonly keyed: boolean;
}
type Round = { rps: number; p50: number; p99: number; cpuUs: number; non2xx: number };

const here = process.cwd();
const tmp = mkdtempSync(join(tmpdir(), 'bench-revisions-'));
const baseRoot = join(tmp, 'base');
const servers: Served[] = [];
let worktreeAdded = false;
const answers = new Map<string, Buffer>();

/** A POST whose answer is read as it was sent, compressed or not. */
function rawPost(url: string, headers: Record<string, string>, body: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'] as string | undefined, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Builds `root`'s shards for the benchmark's cities and year with `root`'s own pipeline, on one thread. */
function buildShards(root: string, dataDir: string): { cityBytes: number; cityDays: number; seconds: number } {
  const out = join(dataDir, 'shards');
  const t0 = performance.now();
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/pipeline.ts',
      'build',
      `--out=${out}`,
      `--cities=${CITIES}`,
      `--from=${YEAR}-01-01`,
      `--to=${YEAR}-12-31`,
      '--threads=0',
      '--no-accuracy',
    ],
    { cwd: root, stdio: 'ignore', env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const seconds = (performance.now() - t0) / 1000;
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
    shards: { kind: string; rows: number; bytes: number; year: number }[];
  };
  const city = manifest.shards.filter((s) => s.kind === 'city');
  const daysIn = (y: number) => (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 366 : 365);
  return {
    cityBytes: city.reduce((a, s) => a + s.bytes, 0),
    cityDays: city.reduce((a, s) => a + s.rows * daysIn(s.year), 0),
    seconds,
  };
}

/** `root`'s gateway as `npm start` runs it (this checkout's Node flags), pinned to the server CPU. */
async function serve(root: string, dataDir: string): Promise<Served> {
  const { base, pid, child } = await startGateway(SERVER_CPU, dataDir, {}, 'ignore', root);
  const headers = { 'content-type': 'application/json', 'x-api-key': await emeraldKey(base) };
  const url = `${base}/v1/panchang/daily`;
  const warm = await fetch(url, { method: 'POST', headers, body: REQUEST });
  answers.set(root, Buffer.from(await warm.arrayBuffer()));
  const answer = answers.get(root)!;
  const from = warm.headers.get('x-data-source');
  if (warm.status !== 200 || from !== 'cache') throw new Error(`${root}: warm-up ${warm.status}, source ${from}`);
  return {
    base,
    pid,
    child,
    target: { url, method: 'POST', headers, body: REQUEST },
    answerBytes: answer.length,
    keyed: true,
  };
}

/**
 * A bare Koa app on the server CPU answering `answer` pre-serialized to any request (as api-perf's "bare Koa sending
 * the same bytes"): the cost of the bytes alone, so a change in the answer's size is told apart from the gateway's work.
 */
async function bareSending(answer: Buffer, file: string, encoding?: string): Promise<Served> {
  writeFileSync(file, answer);
  const port = await freePort();
  const koa = JSON.stringify(join(here, 'node_modules', 'koa'));
  const coding = encoding ? `c.set('Content-Encoding',${JSON.stringify(encoding)});` : '';
  const code = `const Koa=require(${koa});const b=require('fs').readFileSync(${JSON.stringify(file)});const a=new Koa();a.use(async c=>{for await(const _ of c.req);c.type='application/json';${coding}c.body=b});a.listen(${port},'127.0.0.1')`;
  const child = spawn('taskset', ['-c', SERVER_CPU, process.execPath, '-e', code], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base);
  const headers = { 'content-type': 'application/json' };
  return {
    base,
    pid: child.pid!,
    child,
    target: { url: base, method: 'POST', headers, body: REQUEST },
    answerBytes: answer.length,
    keyed: false,
  };
}

async function round(s: Served): Promise<Round> {
  // A fresh account each round: one key's daily quota would run out within a few rounds and answer 429s.
  const headers = s.keyed ? { ...s.target.headers, 'x-api-key': await emeraldKey(s.base) } : s.target.headers;
  const cpu0 = cpuMicros(s.pid);
  const r = await cannon({ ...s.target, headers, duration: SECONDS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUs: (cpuMicros(s.pid) - cpu0) / r.requests.total,
    non2xx: r.non2xx,
  };
}

execFileSync('taskset', ['-a', '-cp', LOAD_CPU, String(process.pid)], { stdio: 'ignore' });
try {
  execFileSync('git', ['worktree', 'add', '--detach', baseRoot, values.base!], { stdio: 'ignore' });
  worktreeAdded = true;
  symlinkSync(realpathSync(join(here, 'node_modules')), join(baseRoot, 'node_modules'));
  const sha = (root: string) => execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const roots: Record<'before' | 'after', string> = { before: baseRoot, after: here };
  const served = {} as Record<Side, Served>;
  for (const side of ['before', 'after'] as const) {
    const dataDir = join(tmp, `data-${side}`);
    const b = buildShards(roots[side], dataDir);
    console.log(
      `${side.padEnd(6)} ${sha(roots[side])}: shards of ${CITIES} × ${YEAR} built in ${b.seconds.toFixed(1)} s, ` +
        `${(b.cityBytes / b.cityDays).toFixed(2)} bytes per city-day (${b.cityBytes} bytes, ${b.cityDays} city-days over every profile built)`,
    );
    served[side] = await serve(roots[side], dataDir);
    servers.push(served[side]);
    console.log(`${side.padEnd(6)} daily answer: ${served[side].answerBytes} bytes`);
  }
  const sides: Side[] = ['before', 'after'];
  if (ENCODING) {
    // the same after gateway, asked as a phone's client asks: its answer's bytes as they leave (fetch would decode)
    const headers = { ...served.after.target.headers, 'accept-encoding': ENCODING };
    const sent = await rawPost(served.after.target.url, headers, REQUEST);
    if (sent.encoding !== ENCODING) throw new Error(`after answered ${sent.encoding ?? 'identity'}, not ${ENCODING}`);
    answers.set(`${here}:${ENCODING}`, sent.body);
    served['after-enc'] = {
      ...served.after,
      target: { ...served.after.target, headers },
      answerBytes: sent.body.length,
    };
    console.log(`after  daily answer with Accept-Encoding ${ENCODING}: ${sent.body.length} bytes`);
    sides.push('after-enc');
  }
  if (values.bytes) {
    for (const side of ['before', 'after'] as const) {
      const bare = await bareSending(answers.get(roots[side])!, join(tmp, `answer-${side}.json`));
      served[`bytes-${side}`] = bare;
      servers.push(bare);
    }
    sides.push('bytes-before', 'bytes-after');
    if (ENCODING) {
      const file = join(tmp, `answer-after.${ENCODING}`);
      const bare = await bareSending(answers.get(`${here}:${ENCODING}`)!, file, ENCODING);
      served['bytes-after-enc'] = bare;
      servers.push(bare);
      sides.push('bytes-after-enc');
    }
  }
  for (const s of servers) await cannon({ ...s.target, duration: 2 }); // JIT warm-up, not counted
  const runs: Record<Side, Round[]> = {
    before: [],
    after: [],
    'bytes-before': [],
    'bytes-after': [],
    'after-enc': [],
    'bytes-after-enc': [],
  };
  for (let i = 0; i < ROUNDS; i++) {
    // Alternating which side goes first cancels a drift of the machine's load within a round.
    for (const side of i % 2 ? [...sides].reverse() : sides) {
      const r = await round(served[side]);
      runs[side].push(r);
      console.log(
        `round ${i + 1} ${side.padEnd(12)} ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
          `${r.cpuUs.toFixed(1)} µs server CPU/call${r.non2xx ? `, non-2xx ${r.non2xx}` : ''}`,
      );
    }
  }
  const med = (side: Side, k: keyof Round) => median(runs[side].map((r) => r[k]));
  const ratios = runs.after.map((r, i) => r.rps / runs.before[i]!.rps);
  for (const side of sides) {
    const rps = runs[side].map((r) => r.rps);
    console.log(
      `${side.padEnd(12)} median ${Math.round(med(side, 'rps'))} req/s (rounds ${Math.round(Math.min(...rps))}-${Math.round(Math.max(...rps))}), ` +
        `p99 ${med(side, 'p99')} ms, ${med(side, 'cpuUs').toFixed(1)} µs server CPU/call`,
    );
  }
  console.log(
    `after/before: ${(med('after', 'rps') / med('before', 'rps')).toFixed(3)} req/s (target ≥ 0.95; per-round ratios ` +
      `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}), server CPU/call ${(med('after', 'cpuUs') / med('before', 'cpuUs')).toFixed(3)}`,
  );
  if (values.bytes)
    console.log(
      `bytes alone (bare Koa sending each answer), after/before: server CPU/call ${(med('bytes-after', 'cpuUs') / med('bytes-before', 'cpuUs')).toFixed(3)}, ` +
        `${(med('bytes-after', 'cpuUs') - med('bytes-before', 'cpuUs')).toFixed(1)} µs more against the gateways' ${(med('after', 'cpuUs') - med('before', 'cpuUs')).toFixed(1)} µs`,
    );
  if (values.bytes) {
    // the served ratio, as api-perf takes it: each gateway against a bare Koa app sending its bytes, median of rounds
    const ratio = (g: Side, b: Side) =>
      `${median(runs[g].map((r, i) => r.rps / runs[b][i]!.rps)).toFixed(2)} (${served[g].answerBytes} B a call)`;
    console.log(`served ratio before ${ratio('before', 'bytes-before')}, after ${ratio('after', 'bytes-after')}`);
    if (ENCODING) console.log(`served ratio after with ${ENCODING} ${ratio('after-enc', 'bytes-after-enc')}`);
  }
  for (const s of servers) s.child.kill();
  servers.length = 0;
  if (values.render)
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-daily-baseline.ts', baseRoot], {
      stdio: 'inherit',
    });
} finally {
  for (const s of servers) s.child.kill();
  if (worktreeAdded) execFileSync('git', ['worktree', 'remove', '--force', baseRoot], { stdio: 'ignore' });
  rmSync(tmp, { recursive: true, force: true });
}
