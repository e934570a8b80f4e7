/**
 * The daily panchang (seed 002 "Daily result") for one place and civil date, rendered from the place's instants
 * (PlaceDayInputs: computed live or read from a shard) and the year's global table. Pure: timing and the update
 * stamp come in as values.
 */
import { elementFromTable, lastChangeAtOrBefore, siderealLongitudesAt, type GlobalYear } from '../astro/global-year.ts';
import { rashiOf } from '../astro/lagna.ts';
import { formatOffset, offsetMinutesAt, spanFormatter } from '../astro/zone.ts';
import { ENGINE_SCHEMA_VERSION, ENGINE_VERSION } from '../version.ts';
import {
  CHOGHADIYA_DAY_SEQUENCE, CHOGHADIYA_KINDS, CHOGHADIYA_NIGHT_SEQUENCE, HIJRI_MONTHS, LUNAR_MONTHS, RASHIS, SOLAR_MONTHS_BENGALI, VARAS,
  displayName, type ChoghadiyaType, type Lang,
} from '../../tables/names/index.ts';
import type { RegionVariant } from '../../tables/city-selection.ts';
import { GHATI_MS, PUNYA_KAAL_RULES } from '../../tables/panchang/sankranti.ts';
import { bengaliDate, hijriFromCivil, samvats } from './calendars.ts';
import { dayElements, pakshaOfTithi, type ElementEntry } from './elements.ts';
import { lunarMonthAt, type LunarMonthInfo } from './lunar-month.ts';
import {
  abhijit, amritKalams, amritSiddhi, brahma, durMuhurtas, gulikaKaal, rahuKaal, varjyams, vijaya, yamagandaKaal,
  type DayFrame, type Window,
} from './muhurat.ts';
import type { PlaceDayInputs } from './place-day.ts';
import type { DailyPanchang, FestivalObject, PanchangWindow } from './schema.ts';

export type { RegionVariant };

export interface DailyPlace {
  readonly cityId: string | null;
  readonly name: string;
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
  readonly regionVariant: RegionVariant;
  readonly resolvedVia: 'exact_match' | 'fuzzy_match' | 'coordinate';
  readonly regionResolvedVia: string;
}

export interface DailyInput {
  readonly table: GlobalYear;
  readonly day: PlaceDayInputs;
  readonly place: DailyPlace;
  /** The zone times are shown in (the city's, or the request's override). */
  readonly timezone: string;
  readonly lang: Lang;
  readonly festivals?: readonly FestivalObject[];
  readonly computeTimeMs?: number;
  /** ISO stamp of when the underlying data was computed (shard build or now), passed in by the caller. */
  readonly lastUpdated: string;
}

const HIJRI_NOTE = 'Tabular (Kuwaiti) Islamic calendar, civil epoch; dates observed by moon sighting may differ by 1-2 days.';
const EKADASHI = [11, 26], DWADASHI = [12, 27], TRAYODASHI = [13, 28];
const SANKASHTI_TITHI = 19;
const NULL_WINDOW: PanchangWindow = { start: null, end: null };

export function buildDailyPanchang(input: DailyInput): DailyPanchang {
  const { table, day, place, timezone: tz, lang } = input;
  const fmt = spanFormatter(tz, day.prevSunsetUtcMs - 86_400_000, day.nextSunriseUtcMs + 3 * 86_400_000);
  const win = (w: Window | null): PanchangWindow => (w ? { start: fmt(w.startUtcMs), end: fmt(w.endUtcMs) } : NULL_WINDOW);
  const span = (w: Window) => ({ start: fmt(w.startUtcMs), end: fmt(w.endUtcMs) });
  const [y, m, d] = day.date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const frame: DayFrame = { prevSunsetUtcMs: day.prevSunsetUtcMs, sunriseUtcMs: day.sunriseUtcMs, sunsetUtcMs: day.sunsetUtcMs, nextSunriseUtcMs: day.nextSunriseUtcMs, weekday };
  const els = dayElements(table, day.sunriseUtcMs, day.nextSunriseUtcMs, lang);
  const sunriseTithi = els.tithi[0].number;
  const month = lunarMonthAt(table, day.sunriseUtcMs);
  const labels = monthLabels(month, lang);
  const atSunrise = siderealLongitudesAt(table, day.sunriseUtcMs);
  const durs = durMuhurtas(frame);
  const varj = varjyams(frame, els.nakshatraSpans);
  const parana = paranaWindow(table, frame, sunriseTithi);
  const elementRows = (list: ElementEntry[]) => list.map((e) => ({ number: e.number, name: e.name, start: fmt(e.startUtcMs), end: fmt(e.endUtcMs), ...(e.paksha ? { paksha: e.paksha } : {}) }));
  const festivals = input.festivals ?? [];
  const bengali = bengaliDate(table, Date.UTC(y, m - 1, d) / 86_400_000);
  const hijri = hijriFromCivil(y, m, d);
  const eras = samvats(table, day.sunriseUtcMs);
  const bengaliMonthName = displayName(SOLAR_MONTHS_BENGALI[bengali.month - 1], lang);
  return {
    date: day.date,
    weekday: displayName(VARAS[weekday], lang),
    timezone: tz,
    utc_offset: formatOffset(offsetMinutesAt(tz, day.sunriseUtcMs)),
    city: place.name,
    city_id: place.cityId,
    paksha: pakshaOfTithi(sunriseTithi),
    lunar_month: { name: labels.amanta, adhik: month.adhik },
    adhik: month.adhik,
    lunar_month_label: labels.label,
    lunar_context: {
      lunar_month: labels.amanta, is_adhik: month.adhik, adhik: month.adhik, lunar_month_label: labels.label,
      amanta_month: labels.amanta, purnimanta_month: labels.purnimanta, kshaya_month: labels.kshaya,
    },
    flags: {
      is_purnima: sunriseTithi === 15,
      is_amavasya: sunriseTithi === 30,
      is_ekadashi: EKADASHI.includes(sunriseTithi),
      is_sankashti: day.moonriseUtcMs !== null && day.moonriseUtcMs >= day.sunriseUtcMs && elementFromTable(table.series.tithi, day.moonriseUtcMs) === SANKASHTI_TITHI,
      is_parana: parana !== null,
    },
    parana: win(parana),
    sun: {
      rise: fmt(day.sunriseUtcMs), set: fmt(day.sunsetUtcMs), next_rise: fmt(day.nextSunriseUtcMs),
      longitude: round4(atSunrise.sunDeg), rashi: displayName(RASHIS[rashiOf(atSunrise.sunDeg) - 1], lang),
    },
    moon: {
      rise: day.moonriseUtcMs === null ? null : fmt(day.moonriseUtcMs),
      set: day.moonsetUtcMs === null ? null : fmt(day.moonsetUtcMs),
      rashi: displayName(RASHIS[rashiOf(atSunrise.moonDeg) - 1], lang),
      longitude: round4(atSunrise.moonDeg),
    },
    tithi: elementRows(els.tithi) as DailyPanchang['tithi'],
    nakshatra: elementRows(els.nakshatra),
    yoga: elementRows(els.yoga),
    karana: elementRows(els.karana),
    muhurat: {
      rahu_kaal: win(rahuKaal(frame)),
      gulika_kaal: win(gulikaKaal(frame)),
      yamaganda_kaal: win(yamagandaKaal(frame)),
      abhijit: win(abhijit(frame)),
      brahma: win(brahma(frame)),
      vijaya: win(vijaya(frame)),
      varjyam: win(varj[0] ?? null),
      durmuhurta: win(durs[0] ?? null),
      amrit_siddhi: win(amritSiddhi(frame, els.nakshatraSpans)),
      durmuhurta_windows: durs.map(span),
      varjyam_windows: varj.map(span),
      amrit_kalam: amritKalams(frame, els.nakshatraSpans).map(span),
    },
    choghadiya: choghadiya(frame, fmt, lang),
    festivals: { total: festivals.length, data: [...festivals] },
    sankranti: sankrantiOf(table, day, fmt, lang),
    bengali_date: { day: bengali.day, month: bengaliMonthName, year: bengali.year },
    calendars: {
      vikram_samvat: eras.vikram,
      shaka_samvat: eras.shaka,
      bengali: { year: bengali.year, month: bengali.month, day: bengali.day, month_name: bengaliMonthName },
      hijri: { ...hijri, month_name: displayName(HIJRI_MONTHS[hijri.month - 1], lang), note: HIJRI_NOTE },
    },
    metadata: {
      engine: ENGINE_VERSION,
      api_version: ENGINE_SCHEMA_VERSION,
      ayanamsha: 'Lahiri (Chitrapaksha), SE_SIDM_LAHIRI',
      ayanamsa_used: round6(atSunrise.ayanamsaDeg),
      resolved_via: place.resolvedVia,
      resolved_lat: place.latitudeDeg,
      resolved_lon: place.longitudeDeg,
      offline: true,
      region_variant: place.regionVariant,
      region_resolved_via: place.regionResolvedVia,
      compute_time_ms: input.computeTimeMs ?? 0,
      last_updated: input.lastUpdated,
      sunrise_definition: 'upper limb on a sea-level horizon with Swiss Ephemeris standard refraction (36.7′)',
      month_system: 'amanta (purnimanta name in lunar_month_label and lunar_context.purnimanta_month)',
    },
  };
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function monthLabels(month: LunarMonthInfo, lang: Lang): { amanta: string; purnimanta: string; label: string; kshaya: string | null } {
  const name = (n: number) => displayName(LUNAR_MONTHS[n - 1], lang);
  const adhikWord = lang === 'hi' ? 'अधिक' : 'Adhik';
  const amanta = name(month.amantaNumber);
  const purnimanta = name(month.purnimantaNumber);
  let label = month.adhik ? `${amanta} (${adhikWord})` : amanta;
  if (purnimanta !== amanta) label += lang === 'hi' ? ` (पूर्णिमान्त: ${purnimanta})` : ` (purnimanta: ${purnimanta})`;
  return { amanta, purnimanta, label, kshaya: month.kshayaMonth === null ? null : name(month.kshayaMonth) };
}

type ChoghadiyaSlot = DailyPanchang['choghadiya']['day'][number];

/** The eight slots of a span; each slot's end is the next one's start, so every boundary is formatted once. */
function choghadiyaSpan(fromUtcMs: number, toUtcMs: number, sequence: readonly ChoghadiyaType[], fmt: (ms: number) => string, lang: Lang): ChoghadiyaSlot[] {
  const slots: ChoghadiyaSlot[] = [];
  let start = fmt(fromUtcMs);
  for (let i = 0; i < 8; i++) {
    const end = fmt(i === 7 ? toUtcMs : fromUtcMs + ((i + 1) * (toUtcMs - fromUtcMs)) / 8);
    const kind = CHOGHADIYA_KINDS[sequence[i]];
    slots.push({ type: kind.en as ChoghadiyaSlot['type'], type_name: kind[lang], quality: kind.quality.en as ChoghadiyaSlot['quality'], start, end });
    start = end;
  }
  return slots;
}

function choghadiya(frame: DayFrame, fmt: (ms: number) => string, lang: Lang): DailyPanchang['choghadiya'] {
  return {
    day: choghadiyaSpan(frame.sunriseUtcMs, frame.sunsetUtcMs, CHOGHADIYA_DAY_SEQUENCE[frame.weekday], fmt, lang),
    night: choghadiyaSpan(frame.sunsetUtcMs, frame.nextSunriseUtcMs, CHOGHADIYA_NIGHT_SEQUENCE[frame.weekday], fmt, lang),
  };
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
  const dwadashiIndex = isDwadashiDay ? lastChangeAtOrBefore(tithi, f.sunriseUtcMs) : lastChangeAtOrBefore(tithi, f.sunriseUtcMs) - 1;
  const dwadashiStart = tithi.utcMs[dwadashiIndex], dwadashiEnd = tithi.utcMs[dwadashiIndex + 1];
  const hariVasaraEnd = dwadashiStart + (dwadashiEnd - dwadashiStart) / 4;
  const start = Math.max(f.sunriseUtcMs, hariVasaraEnd);
  const end = dwadashiEnd > start ? Math.min(pratahEnd, dwadashiEnd) : pratahEnd;
  return end > start ? { startUtcMs: start, endUtcMs: end } : { startUtcMs: f.sunriseUtcMs, endUtcMs: pratahEnd };
}

/** The sankranti falling on this civil date, with its punya kaal clipped to the daytime. */
function sankrantiOf(table: GlobalYear, day: PlaceDayInputs, fmt: (ms: number) => string, lang: Lang): DailyPanchang['sankranti'] {
  const signs = table.series.sun_rashi;
  const i = lastChangeAtOrBefore(signs, day.dayEndUtcMs - 1);
  if (i < 0 || signs.utcMs[i] < day.dayStartUtcMs) return null;
  const at = signs.utcMs[i], rashi = signs.indices[i];
  const rule = PUNYA_KAAL_RULES[rashi - 1];
  const start = Math.max(at - rule.beforeGhatis * GHATI_MS, day.sunriseUtcMs);
  const end = Math.min(at + rule.afterGhatis * GHATI_MS, day.sunsetUtcMs);
  return {
    rashi: { number: rashi, name: displayName(RASHIS[rashi - 1], lang) },
    time: fmt(at),
    punya_kaal: end > start ? { start: fmt(start), end: fmt(end) } : NULL_WINDOW,
    kind: rule.kind,
  };
}
