import type { RegionVariant } from '../../tables/city-selection.ts';

export type { RegionVariant };

/** One row of data/cities.json. */
export interface CityRow {
  /** Lowercase ASCII slug, unique: `new-delhi`, `london-ca`, `springfield-us-illinois`. */
  readonly city_id: string;
  readonly name: string;
  readonly ascii_name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country_code: string;
  /** English country name. */
  readonly country: string;
  /** State or province, null where the dataset does not name it. */
  readonly admin1: string | null;
  readonly lat: number;
  readonly lon: number;
  readonly elevation_m: number | null;
  /** IANA zone. */
  readonly timezone: string;
  readonly population: number;
  readonly region_variant: RegionVariant;
}

export type ResolvedVia = 'exact_match' | 'fuzzy_match';

export interface ResolvedCity {
  readonly city: CityRow;
  readonly resolvedVia: ResolvedVia;
}

/**
 * What a free-text place means: one city (with the other cities of that name when it was chosen by population),
 * several cities too close in population to choose between, or none close enough (with the nearest candidates).
 */
export type PlaceLookup =
  | {
      readonly kind: 'match';
      readonly city: CityRow;
      readonly resolvedVia: ResolvedVia;
      /** 1 for an exact or alias match; below 1 for a misspelling read as this city. */
      readonly similarity: number;
      /** Other cities of the same name, less populous, not chosen: the caller should hear about them. */
      readonly others: readonly CityRow[];
    }
  | { readonly kind: 'ambiguous'; readonly candidates: readonly CityRow[] }
  | {
      readonly kind: 'none';
      readonly candidates: readonly CityRow[];
      /** Similarity of the nearest name looked at (0 when none was near): below the rule's threshold. */
      readonly nearestSimilarity: number;
    };
