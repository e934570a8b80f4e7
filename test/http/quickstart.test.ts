// Every quickstart in the README ("Start here") and docs/quickstart.md runs as written against a live `npm start`
// (issue 20): each fenced sh and ts block is extracted, only the documented base URL is pointed at the test's port,
// and each call must answer 200 (signup 201). curl's status codes are read from its --write-out on stderr, so the
// blocks' own output (a key piped into node) is untouched; a TypeScript example prints the status first.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The README's "Start here" section: from its heading to the next one. */
function startHere(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const from = readme.indexOf('## Start here');
  assert.ok(from >= 0, 'README has a "Start here" section');
  return readme.slice(from, readme.indexOf('\n## ', from + 1));
}

let server: StartedServer;
test.before(async () => {
  server = await startNpmServer();
});
test.after(async () => {
  await server?.stop();
});

const pointed = (code: string): string => code.replaceAll(DOCUMENTED_BASE, server.base);

/** The examples' environment: the key, and plain output (the test runner forces colours on its children). */
function exampleEnv(key: string): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _colours, ...env } = process.env;
  return { ...env, KEY: key, NO_COLOR: '1' };
}

/** Runs a shell block; returns the HTTP statuses curl saw, its stdout, and KEY as the block left it. */
async function runShell(block: Block, key: string): Promise<{ statuses: number[]; stdout: string; key: string }> {
  const script = [
    'set -euo pipefail',
    `curl() { command curl -w '%{stderr}HTTP %{http_code}\\n' "$@"; }`,
    pointed(block.code),
    `printf 'KEY=%s\\n' "\${KEY:-}" >&2`,
  ].join('\n');
  const { stdout, stderr } = await run('bash', ['-c', script], { env: exampleEnv(key), cwd: ROOT });
  const statuses = [...stderr.matchAll(/^HTTP (\d{3})$/gm)].map((m) => Number(m[1]));
  return { statuses, stdout, key: /^KEY=(.*)$/m.exec(stderr)?.[1] ?? '' };
}

test('README "Start here": signup, a city search and the first call, as written', async () => {
  const [block, ...rest] = blocks(startHere(), 'README');
  assert.is(rest.length, 0);
  const { statuses, stdout, key } = await runShell(block!, '');
  assert.equal(statuses, [201, 200, 200], stdout);
  assert.match(key, /^key_[0-9a-f]{16}\./);
  assert.match(stdout, /"city_id":"mumbai"/);
});

test('docs/quickstart.md: the key, then a curl and a TypeScript example per product, each a 200', async () => {
  const all = blocks(readFileSync(join(ROOT, 'docs/quickstart.md'), 'utf8'), 'docs/quickstart.md');
  assert.equal(
    all.map((b) => b.lang),
    ['sh', 'sh', 'ts', 'sh', 'ts', 'sh', 'ts'],
  );
  const signup = await runShell(all[0]!, '');
  assert.equal(signup.statuses, [201]);
  const key = signup.key;
  const dir = mkdtempSync(join(tmpdir(), 'quickstart-'));
  for (const block of all.slice(1)) {
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
