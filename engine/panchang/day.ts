/**
 * The panchang of one place and civil date as instants and values: every time is a UTC instant (epoch ms) and every
 * element, month, sign and choghadiya a number or key. Formatting (`DD-MM-YYYY HH:mm:ss` in a zone), display names
 * and the seed's wire shape are the API's (api/panchang/render.ts): DESIGN.md formats times only at the edge.
 * Pure: the place's instants (PlaceDayInputs, computed live or read from a shard) and the year's global table in.
 */
import { elementFromTable, lastChangeAtOrBefore, siderealLongitudesAt, type GlobalYear } from '../astro/global-year.ts';
import { rashiOf } from '../astro/lagna.ts';
import { CHOGHADIYA_DAY_SEQUENCE, CHOGHADIYA_NIGHT_SEQUENCE, type ChoghadiyaType } from '../../tables/names/index.ts';
import { GHATI_MS, PUNYA_KAAL_RULES } from '../../tables/panchang/sankranti.ts';
import { nepaliDate } from './bikram-sambat.ts';
import { bengaliDate, hijriFromCivil, samvats } from './calendars.ts';
import { calendarPlace, type RegionalSolarDates, regionalSolarDates } from './solar-calendars.ts';
import { type YearCycles, yearCycles } from './year-cycles.ts';
import { dayElements, pakshaOfTithi, type DayElements } from './elements.ts';
import { lunarMonthAt, type LunarMonthInfo } from './lunar-month.ts';
import {
  abhijit,
  amritKalams,
  amritSiddhi,
  brahma,
  durMuhurtas,
  gulikaKaal,
  rahuKaal,
  varjyams,
  vijaya,
  yamagandaKaal,
  type DayFrame,
  type Window,
} from './muhurat.ts';
import type { PlaceDayInputs } from './place-day.ts';

export type { Window };

export interface ChoghadiyaSlot extends Window {
  readonly kind: ChoghadiyaType;
}

export interface PanchangDay {
  readonly day: PlaceDayInputs;
  /** 0 = Sunday, of the civil date. */
  readonly weekday: number;
  readonly sunriseTithi: number;
  readonly paksha: 'Shukla' | 'Krishna';
  readonly month: LunarMonthInfo;
  readonly flags: {
    isPurnima: boolean;
    isAmavasya: boolean;
    isEkadashi: boolean;
    isSankashti: boolean;
    isParana: boolean;
  };
  readonly parana: Window | null;
  /** Sidereal longitudes at sunrise (degrees) and the ayanamsa used. */
  readonly atSunrise: { readonly sunDeg: number; readonly moonDeg: number; readonly ayanamsaDeg: number };
  readonly sunRashi: number;
  readonly moonRashi: number;
  readonly elements: Omit<DayElements, 'nakshatraSpans'>;
  readonly muhurat: {
    rahuKaal: Window | null;
    gulikaKaal: Window | null;
    yamagandaKaal: Window | null;
    abhijit: Window | null;
    brahma: Window | null;
    vijaya: Window | null;
    amritSiddhi: Window | null;
    durMuhurtas: Window[];
    varjyams: Window[];
    amritKalams: Window[];
  };
  readonly choghadiya: { readonly day: ChoghadiyaSlot[]; readonly night: ChoghadiyaSlot[] };
  /**
   * The sankranti on this civil date: sign (1-12), instant, punya kaal clipped to the daytime (the next day's after an
   * evening ingress; null if empty).
   */
  readonly sankranti: { rashi: number; atUtcMs: number; punyaKaal: Window | null; kind: string } | null;
  readonly bengali: { year: number; month: number; day: number };
  /** Tamil, Malayalam and Odia solar dates (global per civil date: decided on the IST clock, solar-calendars.ts). */
  readonly regional: RegionalSolarDates;
  /** Nepal's Bikram Sambat date (national: decided at Kathmandu on NST, bikram-sambat.ts). */
  readonly nepali: { year: number; month: number; day: number };
  readonly hijri: { year: number; month: number; day: number };
  readonly eras: { vikram: number; shaka: number };
  /** Samvatsara in both reckonings, ritu and ayana (year-cycles.ts). */
  readonly cycles: YearCycles;
}

const EKADASHI = [11, 26],
  DWADASHI = [12, 27],
  TRAYODASHI = [13, 28];
const SANKASHTI_TITHI = 19;

/**
 * `place` (its coordinates and the zone the date is counted in) decides the Tamil and Malayalam dates, as Drik does for
 * its reader's city; without it they are decided at the rules' reference city, New Delhi.
 */
export function computePanchangDay(
  table: GlobalYear,
  day: PlaceDayInputs,
  place?: { latitudeDeg: number; longitudeDeg: number; timezone: string },
): PanchangDay {
  const [y, m, d] = day.date.split('-').map(Number);
  const civilDay = Date.UTC(y, m - 1, d) / 86_400_000;
  const weekday = new Date(civilDay * 86_400_000).getUTCDay();
  const frame: DayFrame = {
    prevSunsetUtcMs: day.prevSunsetUtcMs,
    sunriseUtcMs: day.sunriseUtcMs,
    sunsetUtcMs: day.sunsetUtcMs,
    nextSunriseUtcMs: day.nextSunriseUtcMs,
    weekday,
  };
  const { nakshatraSpans, ...elements } = dayElements(table, day.sunriseUtcMs, day.nextSunriseUtcMs);
  const sunriseTithi = elements.tithi[0].number;
  const atSunrise = siderealLongitudesAt(table, day.sunriseUtcMs);
  const parana = paranaWindow(table, frame, sunriseTithi);
  const month = lunarMonthAt(table, day.sunriseUtcMs);
  const eras = samvats(table, day.sunriseUtcMs, day.nextSunriseUtcMs);
  return {
    day,
    weekday,
    sunriseTithi,
    paksha: pakshaOfTithi(sunriseTithi),
    month,
    flags: {
      isPurnima: sunriseTithi === 15,
      isAmavasya: sunriseTithi === 30,
      isEkadashi: EKADASHI.includes(sunriseTithi),
      isSankashti:
        day.moonriseUtcMs !== null &&
        day.moonriseUtcMs >= day.sunriseUtcMs &&
        elementFromTable(table.series.tithi, day.moonriseUtcMs) === SANKASHTI_TITHI,
      isParana: parana !== null,
    },
    parana,
    atSunrise,
    sunRashi: rashiOf(atSunrise.sunDeg),
    moonRashi: rashiOf(atSunrise.moonDeg),
    elements,
    muhurat: {
      rahuKaal: rahuKaal(frame),
      gulikaKaal: gulikaKaal(frame),
      yamagandaKaal: yamagandaKaal(frame),
      abhijit: abhijit(frame),
      brahma: brahma(frame),
      vijaya: vijaya(frame),
      amritSiddhi: amritSiddhi(frame, nakshatraSpans),
      durMuhurtas: durMuhurtas(frame),
      varjyams: varjyams(frame, nakshatraSpans),
      amritKalams: amritKalams(frame, nakshatraSpans),
    },
    choghadiya: {
      day: choghadiyaSpan(frame.sunriseUtcMs, frame.sunsetUtcMs, CHOGHADIYA_DAY_SEQUENCE[weekday]),
      night: choghadiyaSpan(frame.sunsetUtcMs, frame.nextSunriseUtcMs, CHOGHADIYA_NIGHT_SEQUENCE[weekday]),
    },
    sankranti: sankrantiOf(table, day),
    bengali: bengaliDate(table, civilDay),
    regional: regionalSolarDates(table, civilDay, place && calendarPlace(place, day.sunriseUtcMs)),
    nepali: nepaliDate(civilDay),
    hijri: hijriFromCivil(y, m, d),
    eras,
    cycles: yearCycles(table, eras, month.amantaNumber, atSunrise),
  };
}

/** The eight slots of a span; each slot's end is the next one's start. */
function choghadiyaSpan(fromUtcMs: number, toUtcMs: number, sequence: readonly ChoghadiyaType[]): ChoghadiyaSlot[] {
  return sequence.slice(0, 8).map((kind, i) => ({
    kind,
    startUtcMs: fromUtcMs + (i * (toUtcMs - fromUtcMs)) / 8,
    endUtcMs: i === 7 ? toUtcMs : fromUtcMs + ((i + 1) * (toUtcMs - fromUtcMs)) / 8,
  }));
}

/**
 * Ekadashi parana (the day after the fast): on the day whose sunrise tithi is Dwadashi after an Ekadashi sunrise the
 * day before (or Trayodashi when Dwadashi was kshaya), from sunrise or the end of Hari Vasara (the first quarter of
 * Dwadashi), whichever is later, to the end of Pratahkal (the first fifth of the day) or of Dwadashi, whichever is
 * earlier — but never shorter than nothing: when Dwadashi is already over, the window is Pratahkal.
 * The previous sunrise is taken as 24 h earlier (sunrise moves by minutes a day).
 */
function paranaWindow(table: GlobalYear, f: DayFrame, sunriseTithi: number): Window | null {
  const yesterday = elementFromTable(table.series.tithi, f.sunriseUtcMs - 86_400_000);
  const isDwadashiDay = DWADASHI.includes(sunriseTithi) && EKADASHI.includes(yesterday);
  const isKshayaDwadashiDay = TRAYODASHI.includes(sunriseTithi) && EKADASHI.includes(yesterday);
  if (!isDwadashiDay && !isKshayaDwadashiDay) return null;
  const pratahEnd = f.sunriseUtcMs + (f.sunsetUtcMs - f.sunriseUtcMs) / 5;
  const tithi = table.series.tithi;
  const dwadashiIndex = isDwadashiDay
    ? lastChangeAtOrBefore(tithi, f.sunriseUtcMs)
    : lastChangeAtOrBefore(tithi, f.sunriseUtcMs) - 1;
  const dwadashiStart = tithi.utcMs[dwadashiIndex],
    dwadashiEnd = tithi.utcMs[dwadashiIndex + 1];
  const hariVasaraEnd = dwadashiStart + (dwadashiEnd - dwadashiStart) / 4;
  const start = Math.max(f.sunriseUtcMs, hariVasaraEnd);
  const end = dwadashiEnd > start ? Math.min(pratahEnd, dwadashiEnd) : pratahEnd;
  return end > start ? { startUtcMs: start, endUtcMs: end } : { startUtcMs: f.sunriseUtcMs, endUtcMs: pratahEnd };
}

/** The part of [fromMs, toMs] inside [riseMs, setMs], or null when they do not meet. */
function daytimePart(fromMs: number, toMs: number, riseMs: number, setMs: number): Window | null {
  const start = Math.max(fromMs, riseMs),
    end = Math.min(toMs, setMs);
  return end > start ? { startUtcMs: start, endUtcMs: end } : null;
}

/**
 * The sankranti falling on this civil date, with its punya kaal clipped to the daytime. An ingress after sunset whose
 * window runs on past it (Makara: 40 ghatis after) has its punya kaal on the next day's daytime (reference
 * festival-rules.md 1.8: "if the ingress is after sunset, punya kaal and the festival shift to the next day"), so
 * Makar Sankranti 2027 (ingress 14 January 21:10 in India) has one on the 15th. The next day's sunset is taken as
 * its sunrise plus today's daytime: the day lengthens or shortens by a few minutes at most, and the 40 ghatis end
 * before it everywhere but at high latitudes in winter.
 */
function sankrantiOf(table: GlobalYear, day: PlaceDayInputs): PanchangDay['sankranti'] {
  const signs = table.series.sun_rashi;
  const i = lastChangeAtOrBefore(signs, day.dayEndUtcMs - 1);
  if (i < 0 || signs.utcMs[i] < day.dayStartUtcMs) return null;
  const at = signs.utcMs[i],
    rashi = signs.indices[i];
  const rule = PUNYA_KAAL_RULES[rashi - 1];
  const from = at - rule.beforeGhatis * GHATI_MS,
    to = at + rule.afterGhatis * GHATI_MS;
  let punyaKaal = daytimePart(from, to, day.sunriseUtcMs, day.sunsetUtcMs);
  if (!punyaKaal && at >= day.sunsetUtcMs) {
    const nextSetMs = day.nextSunriseUtcMs + (day.sunsetUtcMs - day.sunriseUtcMs);
    punyaKaal = daytimePart(from, to, day.nextSunriseUtcMs, nextSetMs);
  }
  return { rashi, atUtcMs: at, punyaKaal, kind: rule.kind };
}
