// `npm run test:fleet`: the whole HTTP suite against PostgreSQL. Starts one PostgreSQL (support/postgres.ts:
// Debian's binaries, a temp directory, a free loopback port), runs test/http with TEST_DATABASE_URL pointing at it
// (every harness then creates a fresh database of its own), and stops the server it started.
// Extra arguments narrow the files, as uvu's pattern: `npm run test:fleet -- billing`.
import { spawnSync } from 'node:child_process';
import { postgresUnavailableReason, startPostgres } from './support/postgres.ts';

const reason = postgresUnavailableReason();
if (reason) {
  process.stdout.write(`test:fleet skipped: ${reason}\n`);
  process.exit(0);
}
const pattern = process.argv[2] ? `${process.argv[2]}.*\\.test\\.ts$` : '\\.test\\.ts$';
const server = await startPostgres();
let status = 1;
try {
  process.stdout.write(`PostgreSQL for the fleet suite at ${server.url}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/uvu/bin.js', 'test/http', pattern], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: server.url },
  });
  status = run.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
