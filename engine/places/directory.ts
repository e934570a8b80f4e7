// The city directory as an in-memory index: built once from the rows, then every lookup is a map
// hit, a short scan of sorted keys (prefix) or, only when those fail, a bounded typo scan.
import { PLACE_ALIASES, type PlaceAliasTarget } from '../../tables/place-aliases.ts';
import { bagLowerBound, boundedEditDistance, letterBag, typoBudget } from './edit-distance.ts';
import { foldName, isAscii, slugify } from './fold.ts';
import { buildQualifierIndex, DEFAULT_QUALIFIER_TABLES, type QualifierTables, type RowFilter } from './qualifiers.ts';
import { candidateBudget, chooseAmongNamesakes, MAX_CANDIDATES, MIN_SIMILARITY, similarity } from './match-rule.ts';
import type { CityRow, PlaceLookup, ResolvedCity, ResolvedVia } from './types.ts';

export interface PlaceAliasTables extends QualifierTables {
  readonly places: Readonly<Record<string, PlaceAliasTarget>>;
}

export const DEFAULT_ALIASES: PlaceAliasTables = { places: PLACE_ALIASES, ...DEFAULT_QUALIFIER_TABLES };

export interface CityDirectory {
  readonly rows: readonly CityRow[];
  /** Exact city_id, case-insensitive, or the slug of a place alias (`bombay` -> Mumbai's row). */
  byId(cityId: string): CityRow | null;
  /** The one city a free-text `city`/`place` value means, or null when `lookup` chooses none. */
  resolve(text: string): ResolvedCity | null;
  /** What a free-text `city`/`place` value means: a city, namesakes too close to choose between, or nothing. */
  lookup(text: string): PlaceLookup;
  /** Candidates for a search box: id, exact names, other names, prefixes, by population within each. */
  search(query: string, limit?: number): CityRow[];
}

/** One way to read the text: the city part and the country/state parts that narrow it. */
interface Reading {
  readonly key: string;
  readonly qualifiers: readonly string[];
}

const DEFAULT_SEARCH_LIMIT = 10;

/** A row whose name (or alias) `key` is `distance` edits from the text. */
interface NearRow {
  readonly row: CityRow;
  readonly key: string;
  readonly distance: number;
}

function namesake(rows: readonly CityRow[], resolvedVia: ResolvedVia, score: number): PlaceLookup {
  const chosen = chooseAmongNamesakes(rows);
  return chosen.kind === 'match' ? { ...chosen, resolvedVia, similarity: score } : chosen;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function lowerBound(sorted: readonly string[], target: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function createCityDirectory(rows: readonly CityRow[], aliases: Partial<PlaceAliasTables> = {}): CityDirectory {
  const tables: PlaceAliasTables = { ...DEFAULT_ALIASES, ...aliases };
  // Every list below is kept in this order, so "first" means "most populous".
  const ranked = [...rows].sort((a, b) => b.population - a.population || (a.city_id < b.city_id ? -1 : 1));
  const rankOf = new Map(ranked.map((row, i) => [row, i]));
  const byRank = (a: CityRow, b: CityRow): number => (rankOf.get(a) as number) - (rankOf.get(b) as number);

  const idIndex = new Map(ranked.map((row) => [row.city_id.toLowerCase(), row]));
  const nameIndex = new Map<string, CityRow[]>();
  for (const row of ranked) {
    for (const key of new Set([foldName(row.name), foldName(row.ascii_name)])) if (key) pushTo(nameIndex, key, row);
  }
  const sortedNameKeys = [...nameIndex.keys()].sort();

  const aliasIndex = new Map<string, CityRow>();
  for (const [alias, target] of Object.entries(tables.places)) {
    const row = target.cityId
      ? idIndex.get(target.cityId)
      : nameIndex.get(foldName(target.name))?.find((r) => r.country_code === target.country);
    if (row) aliasIndex.set(foldName(alias), row);
  }
  // Names in a reader's script are aliases, so a search box's prefix ("சென்") scans them too; Latin aliases
  // stay out of prefix search ("Bom" is not yet Bombay: a prefix of the name people see is what a box offers).
  const sortedScriptAliasKeys = [...aliasIndex.keys()].filter((k) => !isAscii(k)).sort();
  // The same aliases as ids (`bombay`, `new-york`): an older or everyday name's slug opens its city, unless it is
  // the id of a city of its own.
  const idAliasIndex = new Map<string, CityRow>();
  for (const [alias, row] of aliasIndex) {
    const slug = slugify(alias);
    if (slug && !idIndex.has(slug)) idAliasIndex.set(slug, row);
  }

  // Typo candidates: every name and alias, grouped by length so a scan skips hopeless lengths.
  const typoKeysByLength = new Map<number, Array<{ key: string; bag: Uint8Array }>>();
  for (const key of new Set([...nameIndex.keys(), ...aliasIndex.keys()]))
    pushTo(typoKeysByLength, key.length, { key, bag: letterBag(key) });
  const rowsOfKey = (key: string): readonly CityRow[] => {
    const aliased = aliasIndex.get(key);
    const named = nameIndex.get(key) ?? [];
    return aliased && !named.includes(aliased) ? [...named, aliased].sort(byRank) : named;
  };

  const qualifierIndex = buildQualifierIndex(ranked, tables);

  function readingsOf(text: string): Reading[] {
    const [head, ...rest] = text.split(',');
    const qualifiers = rest.map(foldName).filter((q) => q !== '');
    const key = foldName(head);
    const readings: Reading[] = key ? [{ key, qualifiers }] : [];
    // "London UK", "Springfield Illinois": trailing words naming a country or state act as ", X".
    const words = key.split(' ');
    for (let cut = words.length - 1; cut >= 1; cut--) {
      const tail = words.slice(cut).join(' ');
      if (qualifierIndex.isKnown(tail))
        readings.push({ key: words.slice(0, cut).join(' '), qualifiers: [tail, ...qualifiers] });
    }
    return readings;
  }

  const exactRows = (r: Reading, admits: RowFilter): CityRow[] => (nameIndex.get(r.key) ?? []).filter(admits);

  function aliasRow(r: Reading, admits: RowFilter): CityRow | null {
    const row = aliasIndex.get(r.key);
    return row && admits(row) ? row : null;
  }

  function prefixRows(r: Reading, admits: RowFilter): CityRow[] {
    const found = new Set<CityRow>();
    for (
      let i = lowerBound(sortedNameKeys, r.key);
      i < sortedNameKeys.length && sortedNameKeys[i].startsWith(r.key);
      i++
    ) {
      for (const row of nameIndex.get(sortedNameKeys[i]) as CityRow[]) if (admits(row)) found.add(row);
    }
    return [...found].sort(byRank);
  }

  function scriptPrefixRows(r: Reading, admits: RowFilter): CityRow[] {
    const found = new Set<CityRow>();
    const keys = sortedScriptAliasKeys;
    for (let i = lowerBound(keys, r.key); i < keys.length && keys[i].startsWith(r.key); i++) {
      const row = aliasIndex.get(keys[i]) as CityRow;
      if (admits(row)) found.add(row);
    }
    return [...found].sort(byRank);
  }

  /** Rows whose name or alias is within `budget` edits, nearest first, then by population. */
  function nearRows(r: Reading, admits: RowFilter, budget: number): NearRow[] {
    if (budget === 0) return [];
    const scored: NearRow[] = [];
    const textBag = letterBag(r.key);
    for (let length = r.key.length - budget; length <= r.key.length + budget; length++) {
      for (const { key, bag } of typoKeysByLength.get(length) ?? []) {
        if (bagLowerBound(r.key.length, textBag, length, bag) > budget) continue;
        const distance = boundedEditDistance(r.key, key, budget);
        if (distance > budget) continue;
        for (const row of rowsOfKey(key)) if (admits(row)) scored.push({ row, key, distance });
      }
    }
    return scored.sort((a, b) => a.distance - b.distance || byRank(a.row, b.row));
  }

  /** Rows within the typo budget (a search box's fallback), nearest first. */
  const typoRows = (r: Reading, admits: RowFilter): CityRow[] => [
    ...new Set(nearRows(r, admits, typoBudget(r.key.length)).map((n) => n.row)),
  ];

  function byId(cityId: string): CityRow | null {
    const key = cityId.trim().toLowerCase();
    return idIndex.get(key) ?? idAliasIndex.get(key) ?? null;
  }

  /** The city a free-text `city`/`place` value means, or why none is chosen (match-rule.ts). */
  function lookup(text: string): PlaceLookup {
    const readings = readingsOf(text);
    const filters = readings.map((r) => qualifierIndex.filterFor(r.qualifiers));
    // A name before an id: "springfield" is a name that several cities share (and the bare slug of one of them).
    const named = readings.length ? exactRows(readings[0], filters[0]) : [];
    if (named.length) return namesake(named, 'exact_match', 1);
    // the id itself only: an alias's slug (`bombay`) is an alias, below, and says so (fuzzy_match)
    const idHit = idIndex.get(text.trim().toLowerCase());
    if (idHit) return { kind: 'match', city: idHit, resolvedVia: 'exact_match', similarity: 1, others: [] };
    for (let i = 1; i < readings.length; i++) {
      const rows = exactRows(readings[i], filters[i]);
      if (rows.length) return namesake(rows, 'exact_match', 1);
    }
    for (let i = 0; i < readings.length; i++) {
      const hit = aliasRow(readings[i], filters[i]);
      if (hit) return { kind: 'match', city: hit, resolvedVia: 'fuzzy_match', similarity: 1, others: [] };
    }
    // Leading words and misspellings only for the text as written: a loose city part followed by a guessed
    // qualifier is too loose a reading to act on.
    const [whole] = readings;
    if (!whole) return { kind: 'none', candidates: [], nearestSimilarity: 0 };
    // "New York" for New York City: whole leading words, not a cut word ("Mumb" is refused with candidates)
    const leading = prefixRows({ key: `${whole.key} `, qualifiers: whole.qualifiers }, filters[0]);
    if (leading.length) return namesake(leading, 'fuzzy_match', 1);
    const near = nearRows(whole, filters[0], candidateBudget(whole.key.length));
    const best = near[0];
    const bestSimilarity = best ? similarity(whole.key, best.key, best.distance) : 0;
    if (best && bestSimilarity >= MIN_SIMILARITY) {
      const namesakes = near.filter((n) => n.key === best.key).map((n) => n.row);
      return namesake(namesakes, 'fuzzy_match', bestSimilarity);
    }
    const candidates = [...new Set(near.map((n) => n.row))].slice(0, MAX_CANDIDATES);
    return { kind: 'none', candidates, nearestSimilarity: bestSimilarity };
  }

  function resolve(text: string): ResolvedCity | null {
    const found = lookup(text);
    return found.kind === 'match' ? { city: found.city, resolvedVia: found.resolvedVia } : null;
  }

  function search(query: string, limit: number = DEFAULT_SEARCH_LIMIT): CityRow[] {
    const max = Math.max(0, Math.floor(limit));
    const readings = readingsOf(query);
    if (max === 0 || readings.length === 0) return [];
    const filters = readings.map((r) => qualifierIndex.filterFor(r.qualifiers));
    const found = new Set<CityRow>();
    const idHit = byId(query);
    if (idHit) found.add(idHit);
    readings.forEach((r, i) => {
      for (const row of exactRows(r, filters[i])) found.add(row);
    });
    readings.forEach((r, i) => {
      const row = aliasRow(r, filters[i]);
      if (row) found.add(row);
    });
    for (const row of prefixRows(readings[0], filters[0])) {
      if (found.size >= max) break;
      found.add(row);
    }
    for (const row of scriptPrefixRows(readings[0], filters[0])) {
      if (found.size >= max) break;
      found.add(row);
    }
    if (found.size === 0) for (const row of typoRows(readings[0], filters[0])) found.add(row);
    return [...found].slice(0, max);
  }

  return { rows: ranked, byId, resolve, lookup, search };
}
