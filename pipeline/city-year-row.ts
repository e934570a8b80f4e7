// The city_year row of a city shard, defined once: the CREATE TABLE the city job runs, its INSERT, the reader's
// SELECT and the row's TypeScript type all derive from CITY_YEAR_COLUMNS (SHARD-FORMAT.md shows the same table;
// a test compares them).

import { SHARD_KINDS } from './shard-file.ts';

const TABLE = SHARD_KINDS.city.table;

/** Column name -> SQL type, in table order. */
export const CITY_YEAR_COLUMNS = {
  /** Directory slug. */
  city_id: 'TEXT PRIMARY KEY',
  /** Day of year (0 = 1 January) of the first civil date stored. */
  first_day: 'INTEGER NOT NULL',
  day_count: 'INTEGER NOT NULL',
  /** Packed instants (SHARD-FORMAT.md "times"). */
  times: 'BLOB NOT NULL',
  /** Packed festival occurrences (SHARD-FORMAT.md "festivals"; empty: none). */
  festivals: 'BLOB NOT NULL',
} as const;

type Column = keyof typeof CITY_YEAR_COLUMNS;
type SqlValue<T> = T extends `TEXT${string}` ? string : T extends `INTEGER${string}` ? number : Uint8Array;

/** One row as the city job inserts it and SQLite hands it back. */
export type CityYearRow = { readonly [C in Column]: SqlValue<(typeof CITY_YEAR_COLUMNS)[C]> };

const COLUMNS = Object.keys(CITY_YEAR_COLUMNS) as Column[];

export const CITY_YEAR_TABLE = `CREATE TABLE ${TABLE} (${COLUMNS.map((c) => `${c} ${CITY_YEAR_COLUMNS[c]}`).join(', ')}) WITHOUT ROWID`;
/** Named parameters: run it with a CityYearRow. */
export const INSERT_CITY_YEAR = `INSERT INTO ${TABLE} (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`;
export const SELECT_CITY_YEAR = `SELECT ${COLUMNS.join(', ')} FROM ${TABLE} WHERE city_id = ?`;
