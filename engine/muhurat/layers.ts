/**
 * The daily muhurta layers of one Hindu day (issue #30): hora, special yogas, panchaka, ganda moola, Gowri and the
 * personal tarabalam/chandrabalam. Pure: the day's frame and the year's global table in, UTC instants out.
 * Rules are data in tables/muhurat/layers.ts; the lagna table is in lagna-table.ts.
 */
import {
  elementsOverlapping,
  lastChangeAtOrBefore,
  siderealLongitudesAt,
  type ElementSpan,
  type GlobalYear,
} from '../astro/global-year.ts';
import type { DayFrame, Window } from '../panchang/muhurat.ts';
import { RAHU_KAAL_PART, AMRIT_SIDDHI_NAKSHATRA } from '../../tables/panchang/muhurat.ts';
import type { GrahaKey } from '../../tables/names/index.ts';
import {
  BHADRA_GROUP,
  CHANDRABALAM_GOOD_HOUSES,
  DWIPADA_NAKSHATRAS,
  GANDA_MOOLA_NAKSHATRAS,
  GOWRI_KINDS,
  GOWRI_NIGHT_LORD_OFFSET,
  GOWRI_NIGHT_VISHAM_SHIFT,
  GOWRI_OF_LORD,
  HORA_ORDER,
  HORAS_PER_HALF,
  PANCHAKA_KIND_BY_WEEKDAY,
  PANCHAKA_MOON_RASHIS,
  PUSHKAR_WEEKDAYS,
  PUSHYA,
  RAVI_YOGA_COUNTS,
  SARVARTHA_SIDDHI_NAKSHATRAS,
  SIDDHA_TITHI_GROUP,
  TARAS,
  TRIPADA_NAKSHATRAS,
  VARA_LORD,
  type GowriKey,
  type PanchakaKind,
  type SpecialYogaKey,
  type TaraKind,
} from '../../tables/muhurat/layers.ts';

export interface HoraSlot extends Window {
  readonly lord: GrahaKey;
}

/** `n` equal slots of [from, to); the last ends exactly at `to` so slots tile the span. */
function slots(fromUtcMs: number, toUtcMs: number, n: number): Window[] {
  const size = (toUtcMs - fromUtcMs) / n;
  return Array.from({ length: n }, (_, i) => ({
    startUtcMs: fromUtcMs + i * size,
    endUtcMs: i === n - 1 ? toUtcMs : fromUtcMs + (i + 1) * size,
  }));
}

/** 24 horas: 12 of the daytime and 12 of the night, lords in Chaldean succession from the vara lord. */
export function horas(f: DayFrame): HoraSlot[] {
  const first = HORA_ORDER.indexOf(VARA_LORD[f.weekday]);
  const all = [
    ...slots(f.sunriseUtcMs, f.sunsetUtcMs, HORAS_PER_HALF),
    ...slots(f.sunsetUtcMs, f.nextSunriseUtcMs, HORAS_PER_HALF),
  ];
  return all.map((w, i) => ({ ...w, lord: HORA_ORDER[(first + i) % HORA_ORDER.length] }));
}

export interface SpecialYogaWindow extends Window {
  readonly key: SpecialYogaKey;
}

const clip = (f: DayFrame, s: { startUtcMs: number; endUtcMs: number }): Window | null => {
  const startUtcMs = Math.max(s.startUtcMs, f.sunriseUtcMs);
  const endUtcMs = Math.min(s.endUtcMs, f.nextSunriseUtcMs);
  return endUtcMs > startUtcMs ? { startUtcMs, endUtcMs } : null;
};

const intersect = (a: Window, b: Window): Window | null => {
  const startUtcMs = Math.max(a.startUtcMs, b.startUtcMs);
  const endUtcMs = Math.min(a.endUtcMs, b.endUtcMs);
  return endUtcMs > startUtcMs ? { startUtcMs, endUtcMs } : null;
};

/** Tithi group 1 Nanda .. 5 Purna of a tithi 1-30. */
const tithiGroup = (tithi: number) => ((tithi - 1) % 5) + 1;

/** The Sun's nakshatra 1-27 at an instant (it moves about 1° a day, so one sample per Moon nakshatra suffices). */
const sunNakshatraAt = (table: GlobalYear, utcMs: number) =>
  Math.floor(siderealLongitudesAt(table, utcMs).sunDeg / (360 / 27)) + 1;

interface DaySpans {
  readonly nakshatra: ElementSpan[];
  readonly tithi: ElementSpan[];
  readonly moonRashi: ElementSpan[];
}

export function daySpans(table: GlobalYear, f: DayFrame): DaySpans {
  const over = (kind: 'nakshatra' | 'tithi' | 'moon_rashi') =>
    elementsOverlapping(table.series[kind], f.sunriseUtcMs, f.nextSunriseUtcMs);
  return { nakshatra: over('nakshatra'), tithi: over('tithi'), moonRashi: over('moon_rashi') };
}

/** Every special yoga window of the day, each the overlap of its conditions with the Hindu day. */
export function specialYogas(table: GlobalYear, f: DayFrame, spans: DaySpans): SpecialYogaWindow[] {
  const out: SpecialYogaWindow[] = [];
  const push = (key: SpecialYogaKey, w: Window | null) => {
    if (w) out.push({ key, ...w });
  };
  for (const n of spans.nakshatra) {
    const w = clip(f, n);
    if (!w) continue;
    if (SARVARTHA_SIDDHI_NAKSHATRAS[f.weekday].includes(n.index)) push('sarvartha_siddhi', w);
    if (AMRIT_SIDDHI_NAKSHATRA[f.weekday] === n.index) push('amrita_siddhi', w);
    if (n.index === PUSHYA && f.weekday === 4) push('guru_pushya', w);
    if (n.index === PUSHYA && f.weekday === 0) push('ravi_pushya', w);
    const sunNak = sunNakshatraAt(table, (w.startUtcMs + w.endUtcMs) / 2);
    if (RAVI_YOGA_COUNTS.includes(((n.index - sunNak + 27) % 27) + 1)) push('ravi_yoga', w);
  }
  for (const t of spans.tithi) {
    const w = clip(f, t);
    if (!w) continue;
    if (SIDDHA_TITHI_GROUP[f.weekday] === tithiGroup(t.index)) push('siddha', w);
    if (!PUSHKAR_WEEKDAYS.includes(f.weekday) || tithiGroup(t.index) !== BHADRA_GROUP) continue;
    for (const n of spans.nakshatra) {
      if (DWIPADA_NAKSHATRAS.includes(n.index)) push('dwipushkar', intersect(w, n));
      if (TRIPADA_NAKSHATRAS.includes(n.index)) push('tripushkar', intersect(w, n));
    }
  }
  return out.sort((a, b) => a.startUtcMs - b.startUtcMs || a.key.localeCompare(b.key));
}

export interface PanchakaWindow extends Window {
  readonly kind: PanchakaKind;
  /** The whole panchaka, unclipped: its kind follows the vara it began on. */
  readonly beganUtcMs: number;
}

/**
 * Hindu weekday of an instant, reckoned from this day's sunrise in whole days. Sunrise moves by minutes a day, so
 * only a start within those minutes of another day's sunrise could be given the neighbouring vara.
 */
function weekdayAt(f: DayFrame, utcMs: number): number {
  const days = Math.floor((utcMs - f.sunriseUtcMs) / 86_400_000);
  return (((f.weekday + days) % 7) + 7) % 7;
}

/** The Moon in Kumbha-Meena (Dhanishta's second half to Revati), one window per contiguous run within the day. */
export function panchaka(table: GlobalYear, f: DayFrame, spans: DaySpans): PanchakaWindow[] {
  const signs = table.series.moon_rashi;
  const out: PanchakaWindow[] = [];
  for (const s of spans.moonRashi) {
    if (!PANCHAKA_MOON_RASHIS.includes(s.index)) continue;
    const w = clip(f, s);
    if (!w) continue;
    const last = out.at(-1);
    if (last && last.endUtcMs === w.startUtcMs) {
      out[out.length - 1] = { ...last, endUtcMs: w.endUtcMs };
      continue;
    }
    // Kumbha starts the panchaka; a day that opens in Meena began it at the Moon's entry into Kumbha before.
    const beganUtcMs =
      s.index === PANCHAKA_MOON_RASHIS[0] ? s.startUtcMs : signs.utcMs[lastChangeAtOrBefore(signs, s.startUtcMs) - 1];
    out.push({ ...w, beganUtcMs, kind: PANCHAKA_KIND_BY_WEEKDAY[weekdayAt(f, beganUtcMs)] });
  }
  return out;
}

export interface NakshatraWindow extends Window {
  readonly nakshatra: number;
}

export function gandaMoola(f: DayFrame, spans: DaySpans): NakshatraWindow[] {
  return spans.nakshatra.flatMap((n) => {
    const w = GANDA_MOOLA_NAKSHATRAS.includes(n.index) ? clip(f, n) : null;
    return w ? [{ ...w, nakshatra: n.index }] : [];
  });
}

export interface GowriSlot extends Window {
  readonly kind: GowriKey;
  readonly good: boolean;
}

/** Eight slots of [from, to): the seven lords from `firstLord` in weekday order, Visham at slot `visham`. */
function gowriSlots(fromUtcMs: number, toUtcMs: number, firstLord: number, visham: number): GowriSlot[] {
  const lords = Array.from({ length: 7 }, (_, i) => VARA_LORD[(firstLord + i) % 7]);
  return slots(fromUtcMs, toUtcMs, 8).map((w, i) => {
    const kind: GowriKey = i === visham ? 'visham' : GOWRI_OF_LORD[lords[i < visham ? i : i - 1]];
    return { ...w, kind, good: GOWRI_KINDS[kind].good };
  });
}

/** The eight day Gowri slots: vara lords from the weekday's own, with Visham in the Rahu Kaal eighth. */
export function gowriDay(f: DayFrame): GowriSlot[] {
  return gowriSlots(f.sunriseUtcMs, f.sunsetUtcMs, f.weekday, RAHU_KAAL_PART[f.weekday]);
}

/** The eight night Gowri slots (sunset to next sunrise), as the Tamil table prints them (tables/muhurat/layers.ts). */
export function gowriNight(f: DayFrame): GowriSlot[] {
  const visham = (RAHU_KAAL_PART[f.weekday] + GOWRI_NIGHT_VISHAM_SHIFT) % 8;
  return gowriSlots(f.sunsetUtcMs, f.nextSunriseUtcMs, (f.weekday + GOWRI_NIGHT_LORD_OFFSET) % 7, visham);
}

/** Nalla neram: the good Gowri slots, adjacent ones joined, as Tamil almanacs print them. */
export function nallaNeram(gowri: GowriSlot[]): Window[] {
  const out: Window[] = [];
  for (const g of gowri) {
    if (!g.good) continue;
    const last = out.at(-1);
    if (last && last.endUtcMs === g.startUtcMs) out[out.length - 1] = { ...last, endUtcMs: g.endUtcMs };
    else out.push({ startUtcMs: g.startUtcMs, endUtcMs: g.endUtcMs });
  }
  return out;
}

export interface TaraWindow extends NakshatraWindow {
  /** 1-9, counted from the birth star. */
  readonly tara: number;
  readonly kind: TaraKind;
}

/** The tara of a nakshatra counted from the birth star: 1 Janma .. 9 Parama Mitra, repeating. */
export const taraOf = (nakshatra: number, birthNakshatra: number) => (((nakshatra - birthNakshatra + 27) % 27) % 9) + 1;

export function tarabalam(f: DayFrame, spans: DaySpans, birthNakshatra: number): TaraWindow[] {
  return spans.nakshatra.flatMap((n) => {
    const w = clip(f, n);
    if (!w) return [];
    const tara = taraOf(n.index, birthNakshatra);
    return [{ ...w, nakshatra: n.index, tara, kind: TARAS[tara - 1] }];
  });
}

export interface ChandraWindow extends Window {
  readonly moonRashi: number;
  /** The Moon's house 1-12 counted from the birth rashi. */
  readonly house: number;
  readonly good: boolean;
}

export function chandrabalam(f: DayFrame, spans: DaySpans, birthRashi: number): ChandraWindow[] {
  return spans.moonRashi.flatMap((s) => {
    const w = clip(f, s);
    if (!w) return [];
    const house = ((s.index - birthRashi + 12) % 12) + 1;
    return [{ ...w, moonRashi: s.index, house, good: CHANDRABALAM_GOOD_HOUSES.includes(house) }];
  });
}
