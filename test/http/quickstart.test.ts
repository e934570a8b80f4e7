// Every command in the README and every quickstart in docs/quickstart.md runs as written against a live `npm start`
// (issues 20 and 28): each fenced sh and ts block is extracted, only the documented base URL is pointed at the test's
// port, and each call must answer 200 (signup 201). curl's status codes are read from its --write-out on stderr, so
// the blocks' own output (a key piped into node) is untouched; a TypeScript example prints the status first. The
// README's one other block, the two commands, is `npm start` (which this suite starts) and `npm test` (which runs it).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT, startNpmServer, type StartedServer } from '../support/npm-start.ts';

const run = promisify(execFile);
const DOCUMENTED_BASE = 'http://127.0.0.1:8080';

interface Block {
  readonly lang: 'sh' | 'ts';
  readonly code: string;
  readonly where: string;
}

/** The fenced sh and ts blocks of a markdown text, in order. */
function blocks(markdown: string, where: string): Block[] {
  return [...markdown.matchAll(/```(sh|ts)\n([\s\S]*?)```/g)].map((m, i) => ({
    lang: m[1] as 'sh' | 'ts',
    code: m[2]!,
    where: `${where} block ${i + 1}`,
  }));
}

const readme = (): string => readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The README's "Start here" section: from its heading to the next one. */
function startHere(): string {
  const text = readme();
  const from = text.indexOf('## Start here');
  assert.ok(from >= 0, 'README has a "Start here" section');
  return text.slice(from, text.indexOf('\n## ', from + 1));
}

let server: StartedServer;
test.before(async () => {
  server = await startNpmServer();
});
test.after(async () => {
  await server?.stop();
});

const pointed = (code: string): string => code.replaceAll(DOCUMENTED_BASE, server.base);

/**
 * The examples' environment: the key (unset when empty, as in a new shell), a home directory of the test's own (the
 * README keeps the key in ~/.panchang-key), and plain output (the test runner forces colours on its children).
 */
function exampleEnv(key: string, home = mkdtempSync(join(tmpdir(), 'quickstart-home-'))): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _colours, KEY: _key, ...env } = process.env;
  return { ...env, ...(key ? { KEY: key } : {}), HOME: home, NO_COLOR: '1' };
}

interface ShellRun {
  readonly statuses: number[];
  readonly stdout: string;
  readonly stderr: string;
  /** KEY as the block left it; undefined when unset. */
  readonly key: string | undefined;
  readonly exitCode: number;
}

/**
 * Runs a shell block; returns the HTTP statuses curl saw, its output, and KEY as the block left it. `strict` runs it
 * under `set -euo pipefail`; otherwise as a user pastes it into an interactive shell, where a failed line goes on.
 */
async function runShell(
  block: Block,
  key: string,
  options: { home?: string; strict?: boolean } = {},
): Promise<ShellRun> {
  const script = [
    options.strict === false ? '' : 'set -euo pipefail',
    `curl() { command curl -w '%{stderr}HTTP %{http_code}\\n' "$@"; }`,
    `trap 'printf "KEY=%s\\n" "\${KEY-<unset>}" >&2' EXIT`,
    pointed(block.code),
  ].join('\n');
  const result = await run('bash', ['-c', script], { env: exampleEnv(key, options.home), cwd: ROOT }).then(
    (r) => ({ ...r, exitCode: 0 }),
    (err: { stdout: string; stderr: string; code: number }) => {
      if (options.strict !== false) throw err;
      return { stdout: err.stdout, stderr: err.stderr, exitCode: err.code };
    },
  );
  const statuses = [...result.stderr.matchAll(/^HTTP (\d{3})$/gm)].map((m) => Number(m[1]));
  const left = /^KEY=(.*)$/m.exec(result.stderr)?.[1];
  return { ...result, statuses, key: left === '<unset>' ? undefined : left };
}

/** A signup through the API (for tests that need an account besides the README's). */
async function signup(email: string, plan?: string): Promise<{ data: { api_key: string } }> {
  const res = await fetch(`${server.base}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a long passphrase', ...(plan ? { plan } : {}) }),
  });
  return res.json() as Promise<{ data: { api_key: string } }>;
}

test('README: its only blocks are the two commands and the "Start here" blocks this suite runs', () => {
  const fenced = [...readme().matchAll(/```(\w*)\n([\s\S]*?)```/g)];
  const others = fenced.filter((m) => !['sh', 'ts'].includes(m[1]!));
  assert.is(others.length, 1, 'one block outside "Start here": the two commands');
  const commands = others[0]![2]!
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  assert.equal(commands, ['npm install && npm start', 'npm test']);
  const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
  assert.ok(scripts.start && scripts.test, 'both are npm scripts');
  assert.is(fenced.length - 1, blocks(startHere(), 'README').length, 'every sh block sits in "Start here"');
});

test('README "Start here": signup, a city search and the first call, as written; run again, the same key', async () => {
  const [block] = blocks(startHere(), 'README');
  const home = mkdtempSync(join(tmpdir(), 'quickstart-home-'));
  const first = await runShell(block!, '', { home });
  assert.equal(first.statuses, [201, 200, 200], first.stdout);
  assert.match(first.key ?? '', /^key_[0-9a-f]{16}\./);
  assert.match(first.stdout, /"city_id":"mumbai"/);
  assert.ok(existsSync(join(home, '.panchang-key')));
  // the same block again in the same home: no second signup, the kept key, the same answers
  const again = await runShell(block!, '', { home });
  assert.equal(again.statuses, [200, 200], again.stderr);
  assert.is(again.key, first.key);
});

test('README "Start here" with an e-mail that has an account: the reason, no stack trace, no empty KEY', async () => {
  const [block] = blocks(startHere(), 'README');
  await signup('you@example.com'); // the README's e-mail; 409 when the suite's first test already took it
  const other = await runShell(block!, '', { strict: false });
  assert.is(other.statuses[0], 409);
  assert.match(other.stderr, /signup refused \(email_taken\): An account with this e-mail already exists/);
  assert.not.match(other.stderr, /^\s+at /m, 'no stack trace');
  assert.not.match(other.stderr, /TypeError|SyntaxError/);
  assert.is(other.key, undefined, 'KEY stays unset');
  // the first call refuses to run without a key, saying where to get one, instead of sending an empty header
  assert.match(other.stderr, /KEY: no key yet: see step 1/);
  assert.not.ok(other.statuses.includes(401), 'no keyless call was sent');
});

test('README "Start here": a paid plan through the sandbox checkout, then an amethyst call', async () => {
  const [, paid, ...rest] = blocks(startHere(), 'README');
  assert.is(rest.length, 0);
  const key = (await signup('paid@example.com')).data.api_key as string;
  // a free key is refused the monthly view, and the refusal says how to get the plan
  const refused = await fetch(`${server.base}/v1/panchang/monthly`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ year: 2026, month: 1, city_id: 'mumbai' }),
  });
  assert.is(refused.status, 403);
  const { statuses, stdout } = await runShell(paid!, key);
  assert.equal(statuses, [201, 200, 200], stdout);
  const monthly = JSON.parse(stdout.trim().split('\n').at(-1)!);
  assert.ok(Array.isArray(monthly.data.days) && monthly.data.days.length >= 28, stdout.slice(-300));
});

test('clients/typescript/README.md: its example runs with the free key "Start here" gives', async () => {
  const [block, ...rest] = blocks(readFileSync(join(ROOT, 'clients/typescript/README.md'), 'utf8'), 'client README');
  assert.is(rest.length, 0);
  const key = (await signup('client@example.com')).data.api_key;
  // the published package's name stands for the client's source in this repository
  const code = pointed(block!.code).replace(
    "'@panchang-platform/client'",
    JSON.stringify(join(ROOT, 'clients/typescript/src/index.ts')),
  );
  const file = join(mkdtempSync(join(tmpdir(), 'client-readme-')), 'example.mts');
  writeFileSync(file, code);
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file], {
    env: exampleEnv(key),
    cwd: ROOT,
  });
  assert.match(stdout, /^\S.* \[ 'festivals_not_in_plan', 'muhurat_not_in_plan' \]$/m, stdout);
  assert.match(stderr, /^403 plan_required .*amethyst.*POST \/v1\/billing\/pay\/order/m, stderr);
});

test('docs/quickstart.md: the key, then a curl and a TypeScript example per product, each a 200', async () => {
  const all = blocks(readFileSync(join(ROOT, 'docs/quickstart.md'), 'utf8'), 'docs/quickstart.md');
  assert.equal(
    all.map((b) => b.lang),
    ['sh', 'sh', 'ts', 'sh', 'ts', 'sh', 'ts', 'sh', 'ts'],
  );
  const first = await runShell(all[0]!, '');
  assert.equal(first.statuses, [201]);
  // the muhurat section (its last two blocks) says it needs amethyst: a key on the signup trial of that plan
  const amethyst = (await signup('quickstart-muhurat@example.com', 'amethyst')).data.api_key;
  const dir = mkdtempSync(join(tmpdir(), 'quickstart-'));
  for (const [i, block] of all.entries()) {
    if (i === 0) continue;
    const key = i >= 7 ? amethyst : (first.key ?? '');
    if (block.lang === 'sh') {
      const { statuses, stdout } = await runShell(block, key);
      assert.equal(statuses, [200], `${block.where}: ${stdout.slice(0, 300)}`);
      assert.ok(JSON.parse(stdout).data, block.where);
      continue;
    }
    const file = join(dir, `${block.where.replace(/\W+/g, '-')}.mts`);
    writeFileSync(file, pointed(block.code));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', file], { env: exampleEnv(key), cwd: ROOT });
    assert.match(stdout, /^200 \S/, `${block.where}: ${stdout}`);
  }
});

test.run();
