// Copies every table of one accounts database into another (an embedded SQLite file into PostgreSQL, for a move to a
// fleet), in one transaction on the target: it ends with all of the rows or none of them.
import { sql } from 'kysely';
import type { Database, Executor } from './db.ts';
import { TABLES, type Schema } from './schema.ts';

const BATCH_ROWS = 500;

export interface TableCount {
  readonly table: keyof Schema;
  readonly source: number;
  readonly copied: number;
}

export class TargetNotEmpty extends Error {}

async function countRows(db: Executor, table: keyof Schema): Promise<number> {
  const row = await db.q
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Copies all rows, table by table in foreign-key order. A target holding accounts is refused unless `replace`, which
 * empties the target's tables first (in the same transaction). billing_events keeps its `seq` values, and the
 * target's identity sequence continues after the highest one.
 */
export async function copyAccounts(
  source: Database,
  target: Database,
  options: { replace: boolean },
): Promise<TableCount[]> {
  const existing = await countRows(target, 'accounts');
  if (existing > 0 && !options.replace) throw new TargetNotEmpty(`the target already holds ${existing} accounts`);
  return target.transaction(async (tx) => {
    if (options.replace) for (const table of [...TABLES].reverse()) await tx.q.deleteFrom(table).execute();
    const counts: TableCount[] = [];
    for (const table of TABLES) {
      let batch: Record<string, unknown>[] = [];
      let copied = 0;
      const write = async () => {
        if (!batch.length) return;
        await tx.q
          .insertInto(table)
          .values(batch as never)
          .execute();
        copied += batch.length;
        batch = [];
      };
      for await (const row of source.q.selectFrom(table).selectAll().stream(BATCH_ROWS)) {
        batch.push(row as Record<string, unknown>);
        if (batch.length >= BATCH_ROWS) await write();
      }
      await write();
      counts.push({ table, source: await countRows(source, table), copied });
    }
    if (target.engine === 'postgres') {
      await sql`SELECT setval(pg_get_serial_sequence('billing_events', 'seq'), coalesce(max(seq), 0) + 1, false) FROM billing_events`.execute(
        tx.q,
      );
    }
    return counts;
  });
}
