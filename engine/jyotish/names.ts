// Display references built from tables/names: the only place the engine turns numbers into names. Names come from
// the language's name book, so a reading never names a graha differently from the chart beside it.
import { GRAHAS, NAKSHATRAS, RASHIS, nameOf, type GrahaKey, type ProseLang } from '../../tables/names/index.ts';
import type { NakshatraRef, RashiRef } from './types.ts';
import type { NakshatraPosition } from './zodiac.ts';

const GRAHA_BY_KEY = new Map(GRAHAS.map((g) => [g.key, g]));

export function rashiRef(rashi: number, lang: ProseLang): RashiRef {
  const r = RASHIS[rashi - 1];
  return { number: r.number, key: r.key, name: nameOf(lang, 'rashi', r.key) };
}

export function rashiLord(rashi: number): GrahaKey {
  return RASHIS[rashi - 1].lord;
}

export function nakshatraRef(pos: NakshatraPosition, lang: ProseLang): NakshatraRef {
  const n = NAKSHATRAS[pos.number - 1];
  return {
    number: n.number,
    key: n.key,
    name: nameOf(lang, 'nakshatra', n.key),
    pada: pos.pada,
    lord: grahaName(n.lord, lang),
    lord_key: n.lord,
  };
}

/** In English the seed's own spelling (Surya, Chandra, ...); otherwise the name book's. */
export function grahaName(key: GrahaKey, lang: ProseLang): string {
  const g = GRAHA_BY_KEY.get(key);
  if (!g) throw new Error(`unknown graha ${key}`);
  return lang === 'en' ? g.seed : nameOf(lang, 'graha', key);
}

export function grahaNames(keys: readonly GrahaKey[], lang: ProseLang, separator = ', '): string {
  return keys.map((k) => grahaName(k, lang)).join(separator);
}
