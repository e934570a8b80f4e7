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
