/** The five angas of a Hindu day (sunrise to next sunrise) from the global table, with display names. */
import { elementsOverlapping, type ElementSpan, type GlobalYear } from '../astro/global-year.ts';
import { KARANAS, karanaOfIndex, NAKSHATRAS, TITHIS, YOGAS, displayName, type Lang } from '../../tables/names/index.ts';

export interface ElementEntry { number: number; name: string; startUtcMs: number; endUtcMs: number; paksha?: 'Shukla' | 'Krishna' }

export const pakshaOfTithi = (tithi: number): 'Shukla' | 'Krishna' => (tithi <= 15 ? 'Shukla' : 'Krishna');

export interface DayElements {
  tithi: ElementEntry[]; nakshatra: ElementEntry[]; yoga: ElementEntry[]; karana: ElementEntry[];
  /** Raw nakshatra spans (varjyam and amrit siddhi are reckoned on them). */
  nakshatraSpans: ElementSpan[];
}

function entries(spans: ElementSpan[], name: (index: number) => string, number: (index: number) => number = (i) => i): ElementEntry[] {
  return spans.map((s) => ({ number: number(s.index), name: name(s.index), startUtcMs: s.startUtcMs, endUtcMs: s.endUtcMs }));
}

/**
 * Every element overlapping [sunrise, next sunrise), the first being the one current at sunrise. Karana `number`
 * is its place in the 11 karanas (1 Bava .. 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Nagava, 11 Kinstughna).
 */
export function dayElements(table: GlobalYear, sunriseUtcMs: number, nextSunriseUtcMs: number, lang: Lang): DayElements {
  const over = (kind: keyof GlobalYear['series']) => elementsOverlapping(table.series[kind], sunriseUtcMs, nextSunriseUtcMs);
  const nakshatraSpans = over('nakshatra');
  return {
    tithi: entries(over('tithi'), (i) => displayName(TITHIS[i - 1].nameOnly, lang)).map((e) => ({ ...e, paksha: pakshaOfTithi(e.number) })),
    nakshatra: entries(nakshatraSpans, (i) => displayName(NAKSHATRAS[i - 1], lang)),
    yoga: entries(over('yoga'), (i) => displayName(YOGAS[i - 1], lang)),
    karana: entries(over('karana'), (k0) => displayName(karanaOfIndex(k0), lang), (k0) => KARANAS.indexOf(karanaOfIndex(k0)) + 1),
    nakshatraSpans,
  };
}
