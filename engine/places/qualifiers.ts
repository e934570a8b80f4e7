// The ", Country" / ", State" part of free text: which rows a qualifier admits.
import { ADMIN1_ALIASES, COUNTRY_ALIASES } from '../../tables/place-aliases.ts';
import { foldName } from './fold.ts';
import type { CityRow } from './types.ts';

export interface QualifierTables {
  readonly countries: Readonly<Record<string, string>>;
  readonly admin1: Readonly<Record<string, string | readonly string[]>>;
}

export const DEFAULT_QUALIFIER_TABLES: QualifierTables = { countries: COUNTRY_ALIASES, admin1: ADMIN1_ALIASES };

/** What one folded qualifier can stand for: countries (codes) and states (folded names). */
interface QualifierMeaning {
  readonly countryCodes: Set<string>;
  readonly admin1Keys: Set<string>;
}

export type RowFilter = (row: CityRow) => boolean;

export interface QualifierIndex {
  /** True when the folded text names a country or state of the directory. */
  isKnown(foldedQualifier: string): boolean;
  /** Rows admitted by every known qualifier; unknown ones cannot narrow and are ignored. */
  filterFor(foldedQualifiers: readonly string[]): RowFilter;
}

export function buildQualifierIndex(rows: readonly CityRow[], tables: QualifierTables): QualifierIndex {
  const meanings = new Map<string, QualifierMeaning>();
  const meaningOf = (key: string): QualifierMeaning => {
    let meaning = meanings.get(key);
    if (!meaning) meanings.set(key, (meaning = { countryCodes: new Set(), admin1Keys: new Set() }));
    return meaning;
  };
  const admin1KeyOf = new Map<CityRow, string>();
  for (const row of rows) {
    meaningOf(foldName(row.country)).countryCodes.add(row.country_code);
    meaningOf(row.country_code.toLowerCase()).countryCodes.add(row.country_code);
    if (row.admin1) {
      const key = foldName(row.admin1);
      admin1KeyOf.set(row, key);
      meaningOf(key).admin1Keys.add(key);
    }
  }
  for (const [alias, code] of Object.entries(tables.countries)) meaningOf(foldName(alias)).countryCodes.add(code);
  for (const [alias, names] of Object.entries(tables.admin1)) {
    for (const name of typeof names === 'string' ? [names] : names)
      meaningOf(foldName(alias)).admin1Keys.add(foldName(name));
  }

  const admits = (meaning: QualifierMeaning, row: CityRow): boolean =>
    meaning.countryCodes.has(row.country_code) || meaning.admin1Keys.has(admin1KeyOf.get(row) ?? '');

  return {
    isKnown: (q) => meanings.has(q),
    filterFor(foldedQualifiers) {
      const known = foldedQualifiers.map((q) => meanings.get(q)).filter((m): m is QualifierMeaning => m !== undefined);
      return (row) => known.every((meaning) => admits(meaning, row));
    },
  };
}
