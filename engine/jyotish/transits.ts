// Gochara: where the grahas are at an instant as seen from a birth chart (house from the natal Moon and lagna,
// sign, nakshatra and pada), every sign ingress in a range, the classical verdict from the Moon with vedha, and
// Saturn's Sade Sati / Dhaiya phase. Positions and ingresses come from the astro core's precise path
// (engine/astro/precise.ts: full VSOP87 planets, ELP/MPP02 true node), which meets issue 32's 1″ against DE431;
// the natal chart it is read against stays on the core's series.
import { SADE_SATI_PHASE_BY_HOUSE, DHAIYA_BY_HOUSE } from '../../tables/jyotish/doshas.ts';
import { GOCHARA_FAVOURABLE_HOUSES } from '../../tables/jyotish/forecast.ts';
import { DHAIYA_NAMES, SADE_SATI_PHASE_NAMES, TRANSIT_VERDICT_NAMES } from '../../tables/jyotish/state-names.ts';
import { GOCHARA_VEDHA, VEDHA_EXEMPT } from '../../tables/jyotish/transits.ts';
import type { ProseLang } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';
import { type SignIngress, signIngresses } from '../astro/ingress.ts';
import { preciseSiderealLongitudeDeg, preciseSiderealPosition } from '../astro/precise.ts';
import { assertSupportedInstant, astroTime } from '../astro/time.ts';
import { grahaName, nakshatraRef, rashiRef } from './names.ts';
import type { ChartPositions, GrahaKey, GrahaPosition, NakshatraRef, RashiRef } from './types.ts';
import { GRAHA_KEYS, assertPositions, houseFrom, nakshatraOf, normDeg, rashiOf } from './zodiac.ts';

export interface TransitOptions {
  /** The instant of the snapshot. */
  atUtcMs: number;
  /** Ingress window [fromUtcMs, toUtcMs]; equal bounds give none. */
  fromUtcMs: number;
  toUtcMs: number;
  grahas?: readonly GrahaKey[];
  lang?: ProseLang;
}

export interface Vedha {
  /** The house from the Moon whose occupation would obstruct this (good) transit. */
  vedha_house: number;
  obstructed: boolean;
  /** Transiting grahas in that house (exempt pairs left out). */
  by: GrahaKey[];
}

export interface TransitPosition {
  graha: string;
  graha_key: GrahaKey;
  longitude: number;
  rashi: RashiRef;
  nakshatra: NakshatraRef;
  retrograde: boolean;
  house_from_moon: number;
  house_from_lagna: number;
  /** `favourable` only when the house is good for the graha and no vedha obstructs it. */
  verdict: 'favourable' | 'unfavourable' | 'obstructed';
  /** `verdict` in the reader's language (the value itself stays English). */
  verdict_name: string;
  vedha: Vedha | null;
}

export interface TransitIngress {
  graha: string;
  graha_key: GrahaKey;
  utc_ms: number;
  rashi: RashiRef;
  from_rashi: RashiRef;
  retrograde: boolean;
  house_from_moon: number;
  house_from_lagna: number;
}

export interface TransitResult {
  at_utc_ms: number;
  natal: { moon_rashi: RashiRef; lagna_rashi: RashiRef };
  positions: TransitPosition[];
  ingresses: TransitIngress[];
  saturn: {
    house_from_moon: number;
    sade_sati: 'rising' | 'peak' | 'setting' | null;
    sade_sati_name: string | null;
    dhaiya: 'kantaka' | 'ashtama' | null;
    dhaiya_name: string | null;
  };
}

const exempt = (a: GrahaKey, b: GrahaKey) =>
  VEDHA_EXEMPT.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

function vedhaOf(graha: GrahaKey, house: number, housesFromMoon: Map<GrahaKey, number>): Vedha | null {
  const vedhaHouse = GOCHARA_VEDHA[graha][house];
  if (vedhaHouse === undefined) return null;
  const by = GRAHA_KEYS.filter((g) => g !== graha && !exempt(g, graha) && housesFromMoon.get(g) === vedhaHouse);
  return { vedha_house: vedhaHouse, obstructed: by.length > 0, by };
}

/**
 * The engine's ingress search brackets to a minute; this narrows it to a second so the reported instant is as
 * good as the positions behind it (the remaining error is the ephemeris, not the search).
 */
function refineIngressMs(graha: GrahaKey, utcMs: number, fromRashi: number): number {
  const lon = (ms: number) => preciseSiderealLongitudeDeg(graha, astroTime(ms));
  let lo = utcMs - 61_000;
  let hi = utcMs;
  if (rashiOf(lon(lo)) !== fromRashi || rashiOf(lon(hi)) === fromRashi) return utcMs;
  while (hi - lo > 500) {
    const mid = (lo + hi) / 2;
    if (rashiOf(lon(mid)) === fromRashi) lo = mid;
    else hi = mid;
  }
  return Math.round(hi / 1000) * 1000;
}

type TransitLongitude = Pick<GrahaPosition, 'lonSidDeg' | 'speedDegPerDay'>;

/** The nine grahas at an instant on the precise path (Ketu is Rahu + 180 with Rahu's speed). */
function transitPositionsAt(utcMs: number): Record<GrahaKey, TransitLongitude> {
  assertSupportedInstant(utcMs);
  const out = {} as Record<GrahaKey, TransitLongitude>;
  for (const key of GRAHA_KEYS) {
    if (key === 'ketu') continue;
    const p = preciseSiderealPosition(key, utcMs);
    out[key] = { lonSidDeg: p.lonDeg, speedDegPerDay: p.speedDegPerDay };
  }
  out.ketu = { lonSidDeg: normDeg(out.rahu.lonSidDeg + 180), speedDegPerDay: out.rahu.speedDegPerDay };
  return out;
}

function positionEntry(
  key: GrahaKey,
  p: TransitLongitude,
  natal: { moon: number; lagna: number },
  housesFromMoon: Map<GrahaKey, number>,
  lang: ProseLang,
): TransitPosition {
  const longitude = normDeg(p.lonSidDeg);
  const rashi = rashiOf(longitude);
  const fromMoon = houseFrom(rashi, natal.moon);
  const good = GOCHARA_FAVOURABLE_HOUSES[key].includes(fromMoon);
  const vedha = good ? vedhaOf(key, fromMoon, housesFromMoon) : null;
  const verdict = !good ? 'unfavourable' : vedha?.obstructed ? 'obstructed' : 'favourable';
  return {
    graha: grahaName(key, lang),
    graha_key: key,
    longitude,
    rashi: rashiRef(rashi, lang),
    nakshatra: nakshatraRef(nakshatraOf(longitude), lang),
    retrograde: p.speedDegPerDay < 0,
    house_from_moon: fromMoon,
    house_from_lagna: houseFrom(rashi, natal.lagna),
    verdict,
    verdict_name: tr(TRANSIT_VERDICT_NAMES[verdict], lang),
    vedha,
  };
}

export function transits(natalPositions: ChartPositions, options: TransitOptions): TransitResult {
  assertPositions(natalPositions);
  const lang = options.lang ?? 'en';
  const wanted = options.grahas ?? GRAHA_KEYS;
  const natal = { moon: rashiOf(natalPositions.grahas.chandra.lonSidDeg), lagna: rashiOf(natalPositions.lagnaSidDeg) };
  const now = transitPositionsAt(options.atUtcMs);
  // Vedha looks at every transiting graha, asked for or not.
  const housesFromMoon = new Map(GRAHA_KEYS.map((g) => [g, houseFrom(rashiOf(now[g].lonSidDeg), natal.moon)]));
  const ingresses: TransitIngress[] = [];
  if (options.toUtcMs > options.fromUtcMs) {
    for (const key of wanted)
      for (const i of refinedSignIngresses(key, options.fromUtcMs, options.toUtcMs))
        ingresses.push({
          graha: grahaName(key, lang),
          graha_key: key,
          utc_ms: i.utcMs,
          rashi: rashiRef(i.rashi, lang),
          from_rashi: rashiRef(i.fromRashi, lang),
          retrograde: i.retrograde,
          house_from_moon: houseFrom(i.rashi, natal.moon),
          house_from_lagna: houseFrom(i.rashi, natal.lagna),
        });
    ingresses.sort((a, b) => a.utc_ms - b.utc_ms);
  }
  const saturnHouse = housesFromMoon.get('shani') ?? 0;
  const sadeSati = SADE_SATI_PHASE_BY_HOUSE[saturnHouse] ?? null;
  const dhaiya = DHAIYA_BY_HOUSE[saturnHouse] ?? null;
  return {
    at_utc_ms: options.atUtcMs,
    natal: { moon_rashi: rashiRef(natal.moon, lang), lagna_rashi: rashiRef(natal.lagna, lang) },
    positions: wanted.map((k) => positionEntry(k, now[k], natal, housesFromMoon, lang)),
    ingresses,
    saturn: {
      house_from_moon: saturnHouse,
      sade_sati: sadeSati,
      sade_sati_name: sadeSati && tr(SADE_SATI_PHASE_NAMES[sadeSati], lang),
      dhaiya,
      dhaiya_name: dhaiya && tr(DHAIYA_NAMES[dhaiya], lang),
    },
  };
}

const opposite = (rashi: number) => ((rashi + 5) % 12) + 1;

/**
 * Sign ingresses of one graha in a window, at the second, on the precise path (what `transits` reports; the reference
 * test reads it too). Ketu's are Rahu's with the signs opposite: Ketu is Rahu + 180° and the boundaries fall together.
 */
export function refinedSignIngresses(graha: GrahaKey, fromUtcMs: number, toUtcMs: number): SignIngress[] {
  if (graha === 'ketu')
    return refinedSignIngresses('rahu', fromUtcMs, toUtcMs).map((i) => ({
      ...i,
      graha,
      rashi: opposite(i.rashi),
      fromRashi: opposite(i.fromRashi),
    }));
  return signIngresses(graha, fromUtcMs, toUtcMs, preciseSiderealLongitudeDeg).map((i) => ({
    ...i,
    utcMs: refineIngressMs(graha, i.utcMs, i.fromRashi),
  }));
}
