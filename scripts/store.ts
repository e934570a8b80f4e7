// `npm run store -- <command>`: maintenance of the accounts database (api/store).
//   migrate-to-postgres [--replace]   copies DATA_DIR/accounts.sqlite into the PostgreSQL at DATABASE_URL
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../api/gateway/config.ts';
import { copyAccounts, TargetNotEmpty } from '../api/store/copy.ts';
import { ACCOUNTS_DB_FILE, openDatabase, redactUrl } from '../api/store/db.ts';

const HELP = `npm run store -- <command> [options]

Commands:
  migrate-to-postgres   Copy the embedded accounts database (DATA_DIR/${ACCOUNTS_DB_FILE}) into the PostgreSQL
                        database at DATABASE_URL. Both are first brought to the current schema (the target's
                        migrations run under their lock). All tables are copied in one transaction on the target,
                        and the row count of each table is printed. Stop the gateway first: writes made to the
                        SQLite file during the copy would not be carried over.

Options:
  --replace             The target already holds accounts: empty its tables and copy anyway (default: refuse).
  --help                This text.

Environment: DATA_DIR (default ./var), DATABASE_URL (postgres:// or postgresql://, required).
`;

function fail(message: string): never {
  process.stderr.write(`store: ${message}\n`);
  process.exit(2);
}

async function migrateToPostgres(args: readonly string[]): Promise<void> {
  const unknown = args.filter((a) => a !== '--replace');
  if (unknown.length) fail(`unknown option ${unknown[0]} (see --help)`);
  const config = loadConfig();
  if (!config.databaseUrl)
    fail('DATABASE_URL is not set: name the PostgreSQL database to copy into (postgres://user@host:5432/db)');
  const file = join(config.dataDir, ACCOUNTS_DB_FILE);
  if (!existsSync(file)) fail(`no accounts database at ${file} (set DATA_DIR to the gateway's data directory)`);
  const source = await openDatabase({ dataDir: config.dataDir, databaseUrl: null });
  const target = await openDatabase(config).catch(async (e: unknown) => {
    await source.close();
    return fail(`cannot open ${redactUrl(config.databaseUrl!)}: ${(e as Error).message}`);
  });
  try {
    process.stdout.write(`copying ${file}\n     to ${target.describe()}\n`);
    const counts = await copyAccounts(source, target, { replace: args.includes('--replace') });
    const width = Math.max(...counts.map((c) => c.table.length));
    for (const c of counts)
      process.stdout.write(
        `  ${c.table.padEnd(width)}  ${String(c.copied).padStart(8)} rows${c.copied === c.source ? '' : ` (source has ${c.source})`}\n`,
      );
    const total = counts.reduce((n, c) => n + c.copied, 0);
    process.stdout.write(`done: ${total} rows in ${counts.length} tables. Start the gateway with DATABASE_URL set.\n`);
  } catch (e) {
    if (e instanceof TargetNotEmpty)
      fail(`${e.message}; nothing was copied. Use --replace to empty it and copy anyway.`);
    throw e;
  } finally {
    await Promise.allSettled([source.close(), target.close()]);
  }
}

const [command, ...rest] = process.argv.slice(2);
if (!command || command === '--help' || command === 'help' || rest.includes('--help')) {
  process.stdout.write(HELP);
  process.exit(command ? 0 : 1);
}
if (command === 'migrate-to-postgres') await migrateToPostgres(rest);
else fail(`unknown command ${command} (see --help)`);
