// Janma kundli (D1) from the astro core's sidereal positions: lagna, grahas, whole-sign houses.
import type { ProseLang } from '../../tables/names/index.ts';
import { CALCULATION } from './calculation.ts';
import { divisionalChart } from './divisional.ts';
import { grahaName, nakshatraRef, rashiLord, rashiRef } from './names.ts';
import type { ChartPositions, GrahaEntry, GrahaKey, HouseEntry, Kundli, LagnaEntry } from './types.ts';
import {
  GRAHA_KEYS,
  assertPositions,
  degreeInSign,
  houseFrom,
  nakshatraOf,
  normDeg,
  rashiOf,
  signAhead,
} from './zodiac.ts';

function lagnaEntry(lagnaSidDeg: number, lang: ProseLang): LagnaEntry {
  const degree = normDeg(lagnaSidDeg);
  return {
    degree,
    degree_in_sign: degreeInSign(degree),
    rashi: rashiRef(rashiOf(degree), lang),
    nakshatra: nakshatraRef(nakshatraOf(degree), lang),
  };
}

function grahaEntry(key: GrahaKey, positions: ChartPositions, lagnaRashi: number, lang: ProseLang): GrahaEntry {
  const g = positions.grahas[key];
  const longitude = normDeg(g.lonSidDeg);
  const rashi = rashiOf(longitude);
  return {
    key,
    name: grahaName(key, lang),
    longitude,
    degree_in_sign: degreeInSign(longitude),
    latitude: g.latDeg,
    speed_deg_per_day: g.speedDegPerDay,
    rashi: rashiRef(rashi, lang),
    house: houseFrom(rashi, lagnaRashi),
    nakshatra: nakshatraRef(nakshatraOf(longitude), lang),
    retrograde: g.speedDegPerDay < 0,
  };
}

function houseEntries(lagnaRashi: number, lang: ProseLang): HouseEntry[] {
  return Array.from({ length: 12 }, (_, i) => {
    const rashi = signAhead(lagnaRashi, i + 1);
    const ref = rashiRef(rashi, lang);
    const lordKey = rashiLord(rashi);
    return {
      house: i + 1,
      rashi: ref.name,
      rashi_number: rashi,
      rashi_key: ref.key,
      lord: grahaName(lordKey, lang),
      lord_key: lordKey,
    };
  });
}

export function buildKundli(positions: ChartPositions, lang: ProseLang = 'en'): Kundli {
  assertPositions(positions);
  const lagna = lagnaEntry(positions.lagnaSidDeg, lang);
  return {
    lagna,
    grahas: GRAHA_KEYS.map((key) => grahaEntry(key, positions, lagna.rashi.number, lang)),
    houses: houseEntries(lagna.rashi.number, lang),
    charts: { D1: divisionalChart(positions, 'D1', lang) },
    calculation: { ...CALCULATION },
  };
}
