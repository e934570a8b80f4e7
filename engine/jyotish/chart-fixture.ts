// Builds ChartPositions from plain longitudes, for tests and examples that need a chart without the
// astro core. Every graha must be given (ketu may default to rahu + 180), so no test depends on a
// hidden placement.
import type { ChartPositions, GrahaKey, GrahaPosition } from './types.ts';
import { GRAHA_KEYS, normDeg } from './zodiac.ts';

export interface FixtureInput {
  utcMs?: number;
  lagna: number;
  /** Sidereal longitudes; ketu defaults to rahu + 180. A negative speed can be given per graha. */
  lon: Partial<Record<GrahaKey, number>>;
  speed?: Partial<Record<GrahaKey, number>>;
}

const MEAN_SPEED: Readonly<Record<GrahaKey, number>> = {
  surya: 0.9856,
  chandra: 13.176,
  mangal: 0.524,
  budha: 1.383,
  guru: 0.083,
  shukra: 1.2,
  shani: 0.033,
  rahu: -0.053,
  ketu: -0.053,
};

export function chartFixture(input: FixtureInput): ChartPositions {
  const lon = { ...input.lon };
  if (lon.ketu === undefined && lon.rahu !== undefined) lon.ketu = normDeg(lon.rahu + 180);
  const grahas = {} as Record<GrahaKey, GrahaPosition>;
  for (const key of GRAHA_KEYS) {
    const l = lon[key];
    if (l === undefined) throw new Error(`chartFixture: longitude of ${key} missing`);
    grahas[key] = { lonSidDeg: l, latDeg: 0, speedDegPerDay: input.speed?.[key] ?? MEAN_SPEED[key] };
  }
  return { utcMs: input.utcMs ?? Date.UTC(2000, 0, 1), lagnaSidDeg: input.lagna, grahas };
}
