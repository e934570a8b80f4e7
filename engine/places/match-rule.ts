// The rule that decides when free text names a city, and which (documented in api/horoscope/README.md, "Places").
// A guess is never silent: a misspelling is read as a city only when it is close enough, and a name that several
// cities share picks one only when it is clearly the most populous.
import type { CityRow } from './types.ts';

/**
 * Least similarity (1 - edits / length of the longer name) at which a misspelling is read as a city. Chosen from
 * engine/places/match-rule.test.ts: every misspelling there scores 0.8 or more, every non-city (Atlantis 0.75 from
 * Atlanta) below it.
 */
export const MIN_SIMILARITY = 0.8;

/** A shared name goes to its most populous city only when that city has at least this many times the next one's. */
export const CLEAR_POPULATION_RATIO = 2;

/** How many nearest candidates a refusal lists. */
export const MAX_CANDIDATES = 5;

/** 1 for equal names, 0 when every letter had to change. */
export function similarity(a: string, b: string, distance: number): number {
  return 1 - distance / Math.max(a.length, b.length, 1);
}

/**
 * Edits a candidate may be from the text and still be listed: wider than the resolving threshold (so a refusal
 * can name the near misses) but bounded, so unrelated names are not offered.
 */
export function candidateBudget(length: number): number {
  return Math.min(3, Math.ceil(length * 0.4));
}

export type SharedNameOutcome =
  | { readonly kind: 'match'; readonly city: CityRow; readonly others: readonly CityRow[] }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly CityRow[] };

/** Cities sharing one name, most populous first: the first when it is clearly the largest, else all of them. */
export function chooseAmongNamesakes(rows: readonly CityRow[]): SharedNameOutcome {
  const [first, second] = rows;
  if (!second || first.population >= CLEAR_POPULATION_RATIO * second.population)
    return { kind: 'match', city: first, others: rows.slice(1) };
  return { kind: 'ambiguous', candidates: rows.slice(0, MAX_CANDIDATES) };
}
