/**
 * The edge of the panchang: a day of the engine (instants and values, engine/panchang/day.ts) rendered as the seed's
 * daily result (schema.ts) for one display zone and language. Every time is formatted here (api/timestamps.ts: `DD-MM-YYYY HH:mm:ss`, or ISO 8601 on request)
 * in the resolved IANA zone, and every name chosen in the requested language.
 */
import {
  conventionsMetadata,
  DEFAULT_CONVENTIONS,
  sunriseLimbWords,
  sunriseTransitWords,
  type Conventions,
} from '../../engine/astro/conventions.ts';
import { formatOffset, offsetMinutesAt } from '../../engine/astro/zone.ts';
import type { PanchangDay, Window } from '../../engine/panchang/day.ts';
import type { LunarMonthInfo } from '../../engine/panchang/lunar-month.ts';
import type { RegionVariant } from '../../tables/city-selection.ts';
import { ENGINE_SCHEMA_VERSION, ENGINE_VERSION } from '../../engine/version.ts';
import { BENGALI_RULE, SOLAR_CALENDARS } from '../../tables/panchang/solar-calendars.ts';
import { BS_CONVENTION } from '../../tables/panchang/bikram-sambat.ts';
import {
  CHOGHADIYA_KEYS,
  CHOGHADIYA_KINDS,
  nameOf,
  numberedNames,
  type Lang,
  type NumberedNames,
} from '../../tables/names/index.ts';
import { HIJRI_CALENDAR_NOTE } from '../../tables/festivals/notes.ts';
import { tr } from '../../tables/prose/index.ts';
import { stampFormatter } from '../timestamps.ts';
import type { DailyPanchang, FestivalObject, PanchangWindow } from './schema.ts';
import type { MuhuratLayers } from '../../engine/muhurat/index.ts';
import { renderLayers } from '../muhurat/layers.ts';
import { cityDisplayName } from '../../tables/places/city-names.ts';

export interface DailyPlace {
  readonly cityId: string | null;
  readonly name: string;
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
  readonly regionVariant: RegionVariant;
  readonly resolvedVia: 'exact_match' | 'fuzzy_match' | 'coordinate';
  readonly regionResolvedVia: string;
}

export interface RenderOptions {
  readonly place: DailyPlace;
  /** The zone times are shown in (the city's, or the request's override). */
  readonly timezone: string;
  readonly lang: Lang;
  readonly festivals?: readonly FestivalObject[];
  readonly computeTimeMs?: number;
  /** ISO stamp of when the underlying data was computed (shard build or now). */
  readonly lastUpdated: string;
  /** The conventions the day was computed with (its global year and sunrise); the default profile when absent. */
  readonly conventions?: Conventions;
  /** The day's muhurta layers (issue #30), when the plan shows muhurat. */
  readonly layers?: MuhuratLayers;
}

const NULL_WINDOW: PanchangWindow = { start: null, end: null };
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

type ElementRow = { number: number; startUtcMs: number; endUtcMs: number; paksha?: 'Shukla' | 'Krishna' };

export function renderDaily(p: PanchangDay, o: RenderOptions): DailyPanchang {
  const { day } = p;
  const { place, timezone: tz, lang } = o;
  const fmt = stampFormatter(tz, day.prevSunsetUtcMs - 86_400_000, day.nextSunriseUtcMs + 3 * 86_400_000);
  const win = (w: Window | null): PanchangWindow =>
    w ? { start: fmt(w.startUtcMs), end: fmt(w.endUtcMs) } : NULL_WINDOW;
  const span = (w: Window) => ({ start: fmt(w.startUtcMs), end: fmt(w.endUtcMs) });
  const rows = (list: readonly ElementRow[], name: (n: number) => string) =>
    list.map((e) => ({
      number: e.number,
      name: name(e.number),
      start: fmt(e.startUtcMs),
      end: fmt(e.endUtcMs),
      ...(e.paksha ? { paksha: e.paksha, paksha_name: pakshaName(e.paksha) } : {}),
    }));
  // the seed's paksha stays Shukla|Krishna; `paksha_name` is its display in the language (issue 44)
  const pakshaName = (p: 'Shukla' | 'Krishna') => nameOf(lang, 'paksha', p === 'Shukla' ? 'shukla' : 'krishna');
  const names = numberedNames(lang);
  const labels = monthLabels(p.month, names);
  const festivals = o.festivals ?? [];
  const bengaliMonthName = names.solar_month_bengali[p.bengali.month - 1]!;
  const m = p.muhurat;
  const conventions = o.conventions ?? DEFAULT_CONVENTIONS;
  return {
    date: day.date,
    weekday: names.vara[p.weekday]!,
    timezone: tz,
    utc_offset: formatOffset(offsetMinutesAt(tz, day.sunriseUtcMs)),
    city: cityDisplayName(place.cityId, place.name, lang),
    city_id: place.cityId,
    paksha: p.paksha,
    paksha_name: pakshaName(p.paksha),
    lunar_month: { name: labels.amanta, adhik: p.month.adhik },
    adhik: p.month.adhik,
    lunar_month_label: labels.label,
    lunar_context: {
      lunar_month: labels.amanta,
      is_adhik: p.month.adhik,
      adhik: p.month.adhik,
      lunar_month_label: labels.label,
      amanta_month: labels.amanta,
      purnimanta_month: labels.purnimanta,
      kshaya_month: labels.kshaya,
    },
    flags: {
      is_purnima: p.flags.isPurnima,
      is_amavasya: p.flags.isAmavasya,
      is_ekadashi: p.flags.isEkadashi,
      is_sankashti: p.flags.isSankashti,
      is_parana: p.flags.isParana,
    },
    parana: win(p.parana),
    sun: {
      rise: fmt(day.sunriseUtcMs),
      set: fmt(day.sunsetUtcMs),
      next_rise: fmt(day.nextSunriseUtcMs),
      longitude: round4(p.atSunrise.sunDeg),
      rashi: names.rashi[p.sunRashi - 1]!,
    },
    moon: {
      rise: day.moonriseUtcMs === null ? null : fmt(day.moonriseUtcMs),
      set: day.moonsetUtcMs === null ? null : fmt(day.moonsetUtcMs),
      rashi: names.rashi[p.moonRashi - 1]!,
      longitude: round4(p.atSunrise.moonDeg),
    },
    tithi: rows(p.elements.tithi, (n) => names.tithiByNumber[n - 1]!) as DailyPanchang['tithi'],
    nakshatra: rows(p.elements.nakshatra, (n) => names.nakshatra[n - 1]!),
    yoga: rows(p.elements.yoga, (n) => names.yoga[n - 1]!),
    karana: rows(p.elements.karana, (n) => names.karana[n - 1]!),
    muhurat: {
      rahu_kaal: win(m.rahuKaal),
      gulika_kaal: win(m.gulikaKaal),
      yamaganda_kaal: win(m.yamagandaKaal),
      abhijit: win(m.abhijit),
      brahma: win(m.brahma),
      vijaya: win(m.vijaya),
      varjyam: win(m.varjyams[0] ?? null),
      durmuhurta: win(m.durMuhurtas[0] ?? null),
      amrit_siddhi: win(m.amritSiddhi),
      durmuhurta_windows: m.durMuhurtas.map(span),
      varjyam_windows: m.varjyams.map(span),
      amrit_kalam: m.amritKalams.map(span),
    },
    choghadiya: {
      day: choghadiyaSlots(p.choghadiya.day, fmt, names, lang),
      night: choghadiyaSlots(p.choghadiya.night, fmt, names, lang),
    },
    muhurat_layers: o.layers ? renderLayers(o.layers, fmt, lang) : null,
    festivals: { total: festivals.length, data: [...festivals] },
    sankranti: p.sankranti && {
      rashi: { number: p.sankranti.rashi, name: names.rashi[p.sankranti.rashi - 1]! },
      time: fmt(p.sankranti.atUtcMs),
      punya_kaal: win(p.sankranti.punyaKaal),
      kind: p.sankranti.kind,
    },
    bengali_date: { day: p.bengali.day, month: bengaliMonthName, year: p.bengali.year },
    calendars: {
      vikram_samvat: p.eras.vikram,
      shaka_samvat: p.eras.shaka,
      bengali: { year: p.bengali.year, month: p.bengali.month, day: p.bengali.day, month_name: bengaliMonthName },
      ...regionalCalendars(p.regional, names),
      nepali: {
        day: p.nepali.day,
        month: p.nepali.month,
        month_name: names.solar_month_nepali[p.nepali.month - 1]!,
        year: p.nepali.year,
        era: 'bikram_sambat' as const,
        weekday: names.vara[p.weekday]!,
      },
      ...yearCycleNames(p.cycles, names),
      hijri: {
        ...p.hijri,
        month_name: names.hijri_month[p.hijri.month - 1]!,
        note: tr(HIJRI_CALENDAR_NOTE, lang),
      },
    },
    metadata: {
      engine: ENGINE_VERSION,
      api_version: ENGINE_SCHEMA_VERSION,
      ayanamsha: ayanamshaName(conventions),
      ayanamsa_used: round6(p.atSunrise.ayanamsaDeg),
      resolved_via: place.resolvedVia,
      resolved_lat: place.latitudeDeg,
      resolved_lon: place.longitudeDeg,
      offline: true,
      region_variant: place.regionVariant,
      region_resolved_via: place.regionResolvedVia,
      compute_time_ms: o.computeTimeMs ?? 0,
      last_updated: o.lastUpdated,
      sunrise_definition: sunriseDefinition(conventions),
      month_system: 'amanta (purnimanta name in lunar_month_label and lunar_context.purnimanta_month)',
      conventions: {
        ...conventionsMetadata(conventions, p.atSunrise.ayanamsaDeg),
        calendars: CALENDAR_CONVENTIONS,
      } as DailyPanchang['metadata']['conventions'],
    },
  };
}

/** Each solar calendar's city and rule (issue #29: named per calendar). */
const CALENDAR_CONVENTIONS = Object.freeze({
  tamil: SOLAR_CALENDARS.tamil.convention,
  malayalam: SOLAR_CALENDARS.malayalam.convention,
  odia: SOLAR_CALENDARS.odia.convention,
  bengali: BENGALI_RULE.convention,
  nepali: BS_CONVENTION,
});

/** `data.calendars.tamil|malayalam|odia`: day, month 1-12, its name in `lang`, year and era (Tamil with samvatsara). */
function regionalCalendars(r: PanchangDay['regional'], names: NumberedNames) {
  const { tamil, malayalam, odia } = r;
  return {
    tamil: {
      day: tamil.day,
      month: tamil.month,
      month_name: names.solar_month_tamil[tamil.month - 1]!,
      year: tamil.year,
      era: SOLAR_CALENDARS.tamil.era,
      samvatsara: names.samvatsara[tamil.samvatsara - 1]!,
      samvatsara_number: tamil.samvatsara,
    },
    malayalam: {
      day: malayalam.day,
      month: malayalam.month,
      month_name: names.solar_month_malayalam[malayalam.month - 1]!,
      year: malayalam.year,
      era: SOLAR_CALENDARS.malayalam.era,
    },
    odia: {
      day: odia.day,
      month: odia.month,
      month_name: names.solar_month_odia[odia.month - 1]!,
      year: odia.year,
      era: SOLAR_CALENDARS.odia.era,
    },
  };
}

/** Samvatsara (North at Chaitra/Mesha, South at Ugadi), ritu and ayana (Vedic and Drik), names in `lang`. */
function yearCycleNames(c: PanchangDay['cycles'], names: NumberedNames) {
  const samvatsara = (n: number) => names.samvatsara[n - 1]!;
  const ritu = (n: number) => names.ritu[n - 1]!;
  const ayana = (key: 'uttarayana' | 'dakshinayana') => names.ayana[key === 'uttarayana' ? 0 : 1]!;
  return {
    samvatsara: { north: samvatsara(c.samvatsara.north), south: samvatsara(c.samvatsara.south) },
    ritu: { vedic: ritu(c.ritu.vedic), drik: ritu(c.ritu.drik) },
    ayana: { vedic: ayana(c.ayana.vedic), drik: ayana(c.ayana.drik) },
  };
}

/** The seed's `ayanamsha` name; the default profile's wording predates the profiles and stays as it was. */
function ayanamshaName(c: Conventions): string {
  return c.ayanamsa.variant === DEFAULT_CONVENTIONS.ayanamsa.variant
    ? 'Lahiri (Chitrapaksha), SE_SIDM_LAHIRI'
    : `Lahiri (Chitrapaksha), ${c.ayanamsa.variant}`;
}

function sunriseDefinition(c: Conventions): string {
  const s = c.sunrise;
  if (s === DEFAULT_CONVENTIONS.sunrise)
    return 'upper limb on a sea-level horizon with Swiss Ephemeris standard refraction (36.7′)';
  return `${sunriseLimbWords(s)} on a sea-level horizon with ${s.refractionArcmin}′ of refraction (${s.refractionModel})${sunriseTransitWords(s)}`;
}

function monthLabels(
  month: LunarMonthInfo,
  names: NumberedNames,
): { amanta: string; purnimanta: string; label: string; kshaya: string | null } {
  const name = (n: number) => names.lunar_month[n - 1]!;
  const [adhik, purnimantaWord] = names.label as [string, string];
  const amanta = name(month.amantaNumber);
  const purnimanta = name(month.purnimantaNumber);
  let label = month.adhik ? `${amanta} (${adhik})` : amanta;
  if (purnimanta !== amanta) label += ` (${purnimantaWord}: ${purnimanta})`;
  return { amanta, purnimanta, label, kshaya: month.kshayaMonth === null ? null : name(month.kshayaMonth) };
}

type ChoghadiyaSlot = DailyPanchang['choghadiya']['day'][number];

/** A choghadiya kind's place in the books' `choghadiya` section. */
const CHOGHADIYA_INDEX = Object.fromEntries(CHOGHADIYA_KEYS.map((k, i) => [k, i])) as Record<string, number>;

function choghadiyaSlots(
  slots: PanchangDay['choghadiya']['day'],
  fmt: (ms: number) => string,
  names: NumberedNames,
  lang: Lang,
): ChoghadiyaSlot[] {
  return slots.map((s) => {
    const kind = CHOGHADIYA_KINDS[s.kind];
    return {
      type: kind.en as ChoghadiyaSlot['type'],
      type_name: names.choghadiya[CHOGHADIYA_INDEX[s.kind]]!,
      quality: kind.quality.en as ChoghadiyaSlot['quality'],
      quality_name: nameOf(lang, 'choghadiya_quality', kind.qualityKey),
      start: fmt(s.startUtcMs),
      end: fmt(s.endUtcMs),
    };
  });
}
