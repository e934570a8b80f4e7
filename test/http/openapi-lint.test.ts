// Real tools accept the served document: `@redocly/cli lint` finds no error, and every warning it
// finds is one that redocly.yaml keeps on purpose (set to `warn` there, with its reason).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { productRoutes } from '../../api/catalog.ts';
import { loadConfig } from '../../api/gateway/config.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, type Harness } from './harness.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const PUBLIC_URL = 'https://api.example.org';

let h: Harness;
const cityDirectory = loadCityDirectory();
test.before(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'openapi-lint-')) });
  h = await startHarness({
    routes: productRoutes({ cityDirectory, config, panchangSource: null }),
    cityDirectory,
    env: { PUBLIC_BASE_URL: PUBLIC_URL },
  });
});
test.after(async () => h.close());

/** The rules redocly.yaml sets to `warn`: the only warnings allowed. */
function acceptedWarnings(): Set<string> {
  const yaml = readFileSync(join(ROOT, 'redocly.yaml'), 'utf8');
  return new Set([...yaml.matchAll(/^\s+([a-z0-9-]+):\s*warn\s*$/gm)].map((m) => m[1]!));
}

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

test('redocly lint on the served /openapi.json: 0 errors, only the warnings redocly.yaml accepts', async () => {
  const r = await h.call('GET', '/openapi.json');
  assert.is(r.status, 200);
  assert.equal(r.json.servers, [{ url: PUBLIC_URL }], 'servers from PUBLIC_BASE_URL');
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-doc-')), 'openapi.json');
  writeFileSync(file, r.text);
  const bin = join(ROOT, 'node_modules', '.bin', 'redocly');
  // lint exits 1 when it finds an error: the report on stdout says which, so read it either way
  const out = await run(bin, ['lint', '--config', join(ROOT, 'redocly.yaml'), '--format=json', file], {
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 64 << 20,
  }).catch((err: { stdout: string }) => err);
  const report = JSON.parse(out.stdout) as LintReport;
  const show = (p: LintReport['problems'][number]) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
  const errors = report.problems.filter((p) => p.severity === 'error');
  assert.equal(errors.map(show), [], 'no error');
  assert.is(report.totals.errors, 0);
  const accepted = acceptedWarnings();
  const unlisted = report.problems.filter((p) => p.severity === 'warn' && !accepted.has(p.ruleId));
  assert.equal(unlisted.map(show), [], 'every warning is listed in redocly.yaml with its reason');
});

test('the check reads redocly.yaml: a rule it does not set to warn is not accepted', () => {
  const accepted = acceptedWarnings();
  assert.ok(accepted.has('info-license-strict'));
  assert.not.ok(accepted.has('operation-operationId-unique'));
});

test.run();
