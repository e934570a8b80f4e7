// Divisional charts D1 (rashi) and D9 (navamsa); any other varga is a typed error.
import { displayName, type ProseLang } from '../../tables/names/index.ts';
import { VARGAS, type VargaCode } from '../../tables/jyotish/vargas.ts';
import { JyotishError } from './errors.ts';
import { grahaName, rashiRef } from './names.ts';
import type { ChartPositions, DivisionalChart } from './types.ts';
import { GRAHA_KEYS, assertPositions, houseFrom, navamsaRashiOf, rashiOf } from './zodiac.ts';

const VARGA_RASHI: Readonly<Record<VargaCode, (lonDeg: number) => number>> = {
  D1: rashiOf,
  D9: navamsaRashiOf,
};

export const SUPPORTED_VARGAS: readonly VargaCode[] = Object.keys(VARGAS) as VargaCode[];

/** Accepts 'D9' or 'd9'; anything else throws `unsupported_varga`. */
export function parseVarga(code: string): VargaCode {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if ((SUPPORTED_VARGAS as readonly string[]).includes(upper)) return upper as VargaCode;
  throw new JyotishError('unsupported_varga', `varga must be one of ${SUPPORTED_VARGAS.join(', ')}`);
}

/** Houses in a divisional chart are whole signs from that chart's own lagna (D9 lagna from the lagna longitude). */
export function divisionalChart(positions: ChartPositions, varga: string, lang: ProseLang = 'en'): DivisionalChart {
  const code = parseVarga(varga);
  assertPositions(positions);
  const rashiIn = VARGA_RASHI[code];
  const lagnaRashi = rashiIn(positions.lagnaSidDeg);
  return {
    varga: code,
    name: displayName(VARGAS[code].name, lang),
    lagna: { rashi: rashiRef(lagnaRashi, lang) },
    positions: GRAHA_KEYS.map((key) => {
      const rashi = rashiIn(positions.grahas[key].lonSidDeg);
      return {
        graha: grahaName(key, lang),
        graha_key: key,
        rashi: rashiRef(rashi, lang),
        house: houseFrom(rashi, lagnaRashi),
      };
    }),
  };
}
