// The city directory as the gateway reads it: the interface every route and the handler context share (its own
// file, so the route spec and GET /v1/cities, which both need it, do not import each other).

/** engine/places' PlaceLookup over the rows the gateway reads. */
export type PlaceLookupOf<C> =
  | { kind: 'match'; city: C; resolvedVia: 'exact_match' | 'fuzzy_match'; similarity: number; others: readonly C[] }
  | { kind: 'ambiguous'; candidates: readonly C[] }
  | { kind: 'none'; candidates: readonly C[]; nearestSimilarity: number };

/** The fields of a directory row the gateway reads (data/cities.json has more). */
export interface CityRecord {
  readonly city_id: string;
  readonly name: string;
  readonly country_code: string;
  readonly admin1: string | null;
  readonly lat: number;
  readonly lon: number;
  readonly timezone: string;
  readonly population: number;
  /** Regional festival ruleset of the city (Indian rows; `default` elsewhere). */
  readonly region_variant?: string;
}

export interface CityDirectory {
  /** Every row, most populous first (coordinate lookups scan it for the nearest city). */
  readonly rows?: readonly CityRecord[];
  byId(id: string): CityRecord | null | undefined;
  resolve(text: string): { city: CityRecord; resolvedVia: string } | null;
  /** What free text means: a city (and its less populous namesakes), namesakes too close to choose, or none. */
  lookup(text: string): PlaceLookupOf<CityRecord>;
  /** Exact name matches first, then by population. */
  search(q: string, limit: number): readonly CityRecord[];
}
