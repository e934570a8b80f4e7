// The body names of the Swiss Ephemeris reference fixtures (data/reference/*.json, scripts/build-reference.ts) and
// the graha each one is, for every suite and measurement that compares with them.
import type { GrahaKey } from '../../tables/names/index.ts';

export const REFERENCE_BODY_GRAHA: Readonly<Record<string, GrahaKey>> = Object.freeze({
  sun: 'surya',
  moon: 'chandra',
  mars: 'mangal',
  mercury: 'budha',
  jupiter: 'guru',
  venus: 'shukra',
  saturn: 'shani',
  rahu: 'rahu',
  ketu: 'ketu',
});

/** The fixture bodies that carry positions (swe-positions.json gives no Ketu: it is Rahu + 180°), by graha. */
export const POSITION_BODY_OF: Readonly<Partial<Record<GrahaKey, string>>> = Object.freeze(
  Object.fromEntries(
    Object.entries(REFERENCE_BODY_GRAHA)
      .filter(([body]) => body !== 'ketu')
      .map(([body, graha]) => [graha, body]),
  ),
);
