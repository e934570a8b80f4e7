/**
 * The edge of the panchang: a day of the engine (instants and values, engine/panchang/day.ts) rendered as the seed's
 * daily result (schema.ts) for one display zone and language. Every time is formatted here, `DD-MM-YYYY HH:mm:ss`
 * in the resolved IANA zone, and every name chosen in the requested language.
 */
import {
  conventionsMetadata,
  DEFAULT_CONVENTIONS,
  sunriseLimbWords,
  sunriseTransitWords,
  type Conventions,
} from '../../engine/astro/conventions.ts';
import { formatOffset, offsetMinutesAt, spanFormatter } from '../../engine/astro/zone.ts';
import type { PanchangDay, Window } from '../../engine/panchang/day.ts';
import type { LunarMonthInfo } from '../../engine/panchang/lunar-month.ts';
import type { RegionVariant } from '../../tables/city-selection.ts';
import { ENGINE_SCHEMA_VERSION, ENGINE_VERSION } from '../../engine/version.ts';
import {
  BENGALI_MONTH_KEYS,
  CHOGHADIYA_KINDS,
  HIJRI_MONTH_KEYS,
  KARANA_KEYS,
  LUNAR_MONTH_KEYS,
  NAKSHATRA_KEYS,
  RASHI_KEYS,
  TITHIS,
  VARA_KEYS,
  YOGA_KEYS,
  nameOf,
  type Lang,
} from '../../tables/names/index.ts';
import type { DailyPanchang, FestivalObject, PanchangWindow } from './schema.ts';
import type { MuhuratLayers } from '../../engine/muhurat/index.ts';
import { renderLayers } from '../muhurat/layers.ts';

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

const HIJRI_NOTE =
  'Tabular (Kuwaiti) Islamic calendar, civil epoch; dates observed by moon sighting may differ by 1-2 days.';
const NULL_WINDOW: PanchangWindow = { start: null, end: null };
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

const rashiName = (rashi: number, lang: Lang) => nameOf(lang, 'rashi', RASHI_KEYS[rashi - 1]!);

type ElementRow = { number: number; startUtcMs: number; endUtcMs: number; paksha?: 'Shukla' | 'Krishna' };

export function renderDaily(p: PanchangDay, o: RenderOptions): DailyPanchang {
  const { day } = p;
  const { place, timezone: tz, lang } = o;
  const fmt = spanFormatter(tz, day.prevSunsetUtcMs - 86_400_000, day.nextSunriseUtcMs + 3 * 86_400_000);
  const win = (w: Window | null): PanchangWindow =>
    w ? { start: fmt(w.startUtcMs), end: fmt(w.endUtcMs) } : NULL_WINDOW;
  const span = (w: Window) => ({ start: fmt(w.startUtcMs), end: fmt(w.endUtcMs) });
  const rows = (list: readonly ElementRow[], name: (n: number) => string) =>
    list.map((e) => ({
      number: e.number,
      name: name(e.number),
      start: fmt(e.startUtcMs),
      end: fmt(e.endUtcMs),
      ...(e.paksha ? { paksha: e.paksha } : {}),
    }));
  const labels = monthLabels(p.month, lang);
  const festivals = o.festivals ?? [];
  const bengaliMonthName = nameOf(lang, 'solar_month_bengali', BENGALI_MONTH_KEYS[p.bengali.month - 1]!);
  const m = p.muhurat;
  const conventions = o.conventions ?? DEFAULT_CONVENTIONS;
  return {
    date: day.date,
    weekday: nameOf(lang, 'vara', VARA_KEYS[p.weekday]!),
    timezone: tz,
    utc_offset: formatOffset(offsetMinutesAt(tz, day.sunriseUtcMs)),
    city: place.name,
    city_id: place.cityId,
    paksha: p.paksha,
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
      rashi: rashiName(p.sunRashi, lang),
    },
    moon: {
      rise: day.moonriseUtcMs === null ? null : fmt(day.moonriseUtcMs),
      set: day.moonsetUtcMs === null ? null : fmt(day.moonsetUtcMs),
      rashi: rashiName(p.moonRashi, lang),
      longitude: round4(p.atSunrise.moonDeg),
    },
    tithi: rows(p.elements.tithi, (n) => nameOf(lang, 'tithi', TITHIS[n - 1]!.nameKey)) as DailyPanchang['tithi'],
    nakshatra: rows(p.elements.nakshatra, (n) => nameOf(lang, 'nakshatra', NAKSHATRA_KEYS[n - 1]!)),
    yoga: rows(p.elements.yoga, (n) => nameOf(lang, 'yoga', YOGA_KEYS[n - 1]!)),
    karana: rows(p.elements.karana, (n) => nameOf(lang, 'karana', KARANA_KEYS[n - 1]!)),
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
      day: choghadiyaSlots(p.choghadiya.day, fmt, lang),
      night: choghadiyaSlots(p.choghadiya.night, fmt, lang),
    },
    muhurat_layers: o.layers ? renderLayers(o.layers, fmt, lang) : null,
    festivals: { total: festivals.length, data: [...festivals] },
    sankranti: p.sankranti && {
      rashi: { number: p.sankranti.rashi, name: rashiName(p.sankranti.rashi, lang) },
      time: fmt(p.sankranti.atUtcMs),
      punya_kaal: win(p.sankranti.punyaKaal),
      kind: p.sankranti.kind,
    },
    bengali_date: { day: p.bengali.day, month: bengaliMonthName, year: p.bengali.year },
    calendars: {
      vikram_samvat: p.eras.vikram,
      shaka_samvat: p.eras.shaka,
      bengali: { year: p.bengali.year, month: p.bengali.month, day: p.bengali.day, month_name: bengaliMonthName },
      hijri: {
        ...p.hijri,
        month_name: nameOf(lang, 'hijri_month', HIJRI_MONTH_KEYS[p.hijri.month - 1]!),
        note: HIJRI_NOTE,
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
      conventions: conventionsMetadata(
        conventions,
        p.atSunrise.ayanamsaDeg,
      ) as DailyPanchang['metadata']['conventions'],
    },
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
  lang: Lang,
): { amanta: string; purnimanta: string; label: string; kshaya: string | null } {
  const name = (n: number) => nameOf(lang, 'lunar_month', LUNAR_MONTH_KEYS[n - 1]!);
  const amanta = name(month.amantaNumber);
  const purnimanta = name(month.purnimantaNumber);
  let label = month.adhik ? `${amanta} (${nameOf(lang, 'label', 'adhik')})` : amanta;
  if (purnimanta !== amanta) label += ` (${nameOf(lang, 'label', 'purnimanta')}: ${purnimanta})`;
  return { amanta, purnimanta, label, kshaya: month.kshayaMonth === null ? null : name(month.kshayaMonth) };
}

type ChoghadiyaSlot = DailyPanchang['choghadiya']['day'][number];

function choghadiyaSlots(
  slots: PanchangDay['choghadiya']['day'],
  fmt: (ms: number) => string,
  lang: Lang,
): ChoghadiyaSlot[] {
  return slots.map((s) => {
    const kind = CHOGHADIYA_KINDS[s.kind];
    return {
      type: kind.en as ChoghadiyaSlot['type'],
      type_name: nameOf(lang, 'choghadiya', kind.key),
      quality: kind.quality.en as ChoghadiyaSlot['quality'],
      start: fmt(s.startUtcMs),
      end: fmt(s.endUtcMs),
    };
  });
}
