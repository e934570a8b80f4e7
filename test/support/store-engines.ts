// The two engines of the account store, for suites that run the same cases on both: the embedded SQLite file in a
// fresh DATA_DIR, and a fresh database on a real PostgreSQL (test/support/postgres.ts). When PostgreSQL cannot run
// here, its suites are skipped with the reason printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../api/gateway/config.ts';
import type { Engine } from '../../api/store/db.ts';
import { openStore, type Store } from '../../api/store/index.ts';
import { postgresUnavailableReason, sharedPostgres } from './postgres.ts';

export type StoreConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

export interface StoreEngine {
  readonly name: Engine;
  /** Why this engine cannot run here; null when it can. */
  readonly skipReason: string | null;
  /** A configuration pointing at a new, empty database of this engine. */
  freshConfig(): Promise<StoreConfig>;
}

const dirs: string[] = [];
process.once('exit', () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  dirs.push(dir);
  return dir;
}

export const ENGINES: readonly StoreEngine[] = [
  { name: 'sqlite', skipReason: null, freshConfig: async () => ({ dataDir: freshDir(), databaseUrl: null }) },
  {
    name: 'postgres',
    skipReason: postgresUnavailableReason(),
    freshConfig: async () => ({
      dataDir: freshDir(),
      databaseUrl: await (await sharedPostgres()).newDatabase('store'),
    }),
  },
];

/** Opens a store on a fresh database of the engine. */
export async function freshStore(engine: StoreEngine): Promise<Store> {
  return openStore(await engine.freshConfig());
}

/** Prints why a suite does not run (uvu has no skip-with-reason of its own). */
export function skipped(suite: string, reason: string): void {
  process.stdout.write(`\n  ${suite}: skipped, ${reason}\n`);
}
