/** The angas of a Hindu day (sunrise to next sunrise) from the global table, as numbers and instants (names are the API's). */
import { elementsOverlapping, type ElementSpan, type GlobalYear } from '../astro/global-year.ts';
import { KARANAS, karanaOfIndex } from '../../tables/names/index.ts';

export interface ElementEntry {
  number: number;
  startUtcMs: number;
  endUtcMs: number;
  paksha?: 'Shukla' | 'Krishna';
}

export const pakshaOfTithi = (tithi: number): 'Shukla' | 'Krishna' => (tithi <= 15 ? 'Shukla' : 'Krishna');

export interface DayElements {
  tithi: ElementEntry[];
  nakshatra: ElementEntry[];
  yoga: ElementEntry[];
  karana: ElementEntry[];
  /** Raw nakshatra spans (varjyam and amrit siddhi are reckoned on them). */
  nakshatraSpans: ElementSpan[];
}

function entries(spans: ElementSpan[], number: (index: number) => number = (i) => i): ElementEntry[] {
  return spans.map((s) => ({ number: number(s.index), startUtcMs: s.startUtcMs, endUtcMs: s.endUtcMs }));
}

/**
 * Every element overlapping [sunrise, next sunrise), the first being the one current at sunrise. Karana `number`
 * is its place in the 11 karanas (1 Bava .. 7 Vishti, 8 Shakuni, 9 Chatushpada, 10 Nagava, 11 Kinstughna).
 */
export function dayElements(table: GlobalYear, sunriseUtcMs: number, nextSunriseUtcMs: number): DayElements {
  const over = (kind: keyof GlobalYear['series']) =>
    elementsOverlapping(table.series[kind], sunriseUtcMs, nextSunriseUtcMs);
  const nakshatraSpans = over('nakshatra');
  return {
    tithi: entries(over('tithi')).map((e) => ({ ...e, paksha: pakshaOfTithi(e.number) })),
    nakshatra: entries(nakshatraSpans),
    yoga: entries(over('yoga')),
    karana: entries(over('karana'), (k0) => KARANAS.indexOf(karanaOfIndex(k0)) + 1),
    nakshatraSpans,
  };
}
