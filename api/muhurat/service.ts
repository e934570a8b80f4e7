// The muhurat search behind the routes (issue #30): place-days for the range (kept per place-year), the pure engine
// search, and the answer in the display zone and language.
import type { Conventions } from '../../engine/astro/conventions.ts';
import { excludedPeriods, searchMuhurat, type MuhuratWindow, type SearchDay } from '../../engine/muhurat/search.ts';
import { computePlaceDays, parseIsoDate, type PlaceDayInputs } from '../../engine/panchang/place-day.ts';
import {
  ACTIVITIES,
  EXCLUSION_SOURCES,
  GRIHA_PRAVESH_KINDS,
  PERSONAL_SOURCE,
  RULESET_VERSION,
  type ActivityRules,
  type RegionKey,
} from '../../tables/muhurat/index.ts';
import {
  KARANAS,
  NAKSHATRAS,
  RASHIS,
  TITHIS,
  VARAS,
  YOGAS,
  karanaOfIndex,
  nameOf,
  type Lang,
} from '../../tables/names/index.ts';
import type { RegionVariant } from '../../tables/city-selection.ts';
import type { PanchangService, ResolvedPlace } from '../panchang/service.ts';
import { QUALITY_LABELS } from '../../tables/muhurat/labels.ts';
import { tr } from '../../tables/prose/index.ts';
import { labelled, muhuratLabel } from './labels.ts';
import { renderParticipants, type ResolvedParticipant } from './participants.ts';
import type { FullSearchAnswer, SearchAnswer, SearchInput, SearchWindowOut } from './schemas.ts';
import { cityDisplayName } from '../../tables/places/city-names.ts';
import { formatStamp } from '../timestamps.ts';

const DAY_MS = 86_400_000;
/** Place-years kept: a warm search of a city touches one or two. */
const MAX_PLACE_YEARS = 64;

export interface SearchContext {
  readonly place: ResolvedPlace;
  readonly lang: Lang;
  readonly conventions: Conventions;
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** The region searched for (the daily's vocabulary, issue #41): the request's, else the city's. */
export const regionOf = (input: SearchInput, place: ResolvedPlace): RegionVariant =>
  input.region_variant ?? place.regionVariant;

/** Whose almanac convention a region follows: the southern one for south_india, the northern for any other. */
export const conventionOf = (region: RegionVariant): RegionKey => (region === 'south_india' ? 'south' : 'north');

export class MuhuratService {
  private readonly placeYears = new Map<string, PlaceDayInputs[]>();
  private readonly panchang: PanchangService;
  constructor(panchang: PanchangService) {
    this.panchang = panchang;
  }

  /** Place-days of a whole Gregorian year in the place's zone, computed once per place, year and profile. */
  private placeYear(place: ResolvedPlace, year: number, conventions: Conventions): PlaceDayInputs[] {
    const key = `${place.latitudeDeg},${place.longitudeDeg}|${place.timezone}|${year}|${conventions.profile}`;
    let days = this.placeYears.get(key);
    if (!days) {
      const table = this.panchang.globalYear(year, conventions);
      const at = { latitudeDeg: place.latitudeDeg, longitudeDeg: place.longitudeDeg, timezone: place.timezone };
      const count = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
      days = computePlaceDays(table, at, { year, month: 1, day: 1 }, count, conventions.sunrise);
      this.placeYears.set(key, days);
      if (this.placeYears.size > MAX_PLACE_YEARS) this.placeYears.delete(this.placeYears.keys().next().value!);
    }
    return days;
  }

  /** The search days from `from` to `to`, each with its year's table. */
  private searchDays(c: SearchContext, from: string, to: string): SearchDay[] {
    const out: SearchDay[] = [];
    for (let year = parseIsoDate(from).year; year <= parseIsoDate(to).year; year++) {
      const table = this.panchang.globalYear(year, c.conventions);
      for (const inputs of this.placeYear(c.place, year, c.conventions))
        if (inputs.date >= from && inputs.date <= to) out.push({ inputs, table });
    }
    return out;
  }

  search(input: SearchInput, c: SearchContext, participants: readonly ResolvedParticipant[] = []): FullSearchAnswer {
    const rules = rulesOf(input);
    const region = regionOf(input, c.place);
    const result = searchMuhurat(
      {
        rules,
        region: conventionOf(region),
        latDeg: c.place.latitudeDeg,
        lonDeg: c.place.longitudeDeg,
        participants,
        minQuality: input.min_quality,
      },
      this.searchDays(c, input.from, input.to),
    );
    const tz = c.place.timezone;
    const counts: Record<string, number> = {};
    for (const d of result.excludedDays) for (const r of d.reasons) counts[r] = (counts[r] ?? 0) + 1;
    return {
      activity: input.activity,
      city: cityDisplayName(c.place.cityId, c.place.name, c.lang),
      city_id: c.place.cityId,
      timezone: tz,
      from: input.from,
      to: input.to,
      region_variant: region,
      convention: conventionOf(region),
      participants: renderParticipants(participants, c.lang),
      windows: result.windows.map((w) => renderWindow(w, tz, c.lang)),
      excluded_periods: excludedPeriods(result.excludedDays).map((p) => ({
        reason: p.reason,
        label: muhuratLabel(p.reason, c.lang),
        from: p.from,
        to: p.to,
        start: formatStamp(p.startUtcMs, tz),
        end: formatStamp(p.endUtcMs, tz),
      })),
      excluded_days_count: counts,
      ruleset: rulesetOf(rules, participants.length, c.lang),
    };
  }
}

function renderWindow(w: MuhuratWindow, tz: string, lang: Lang): SearchWindowOut {
  const p = w.prevailing;
  const karana = karanaOfIndex(p.karana);
  return {
    date: w.date,
    start: formatStamp(w.startUtcMs, tz),
    end: formatStamp(w.endUtcMs, tz),
    start_iso: formatStamp(w.startUtcMs, tz, 'iso8601'),
    end_iso: formatStamp(w.endUtcMs, tz, 'iso8601'),
    quality: w.quality,
    quality_label: tr(QUALITY_LABELS[w.quality], lang),
    score: w.score,
    tithi: {
      number: p.tithi,
      name: nameOf(lang, 'tithi', TITHIS[p.tithi - 1].nameKey),
      paksha: p.tithi <= 15 ? 'Shukla' : 'Krishna',
      paksha_name: nameOf(lang, 'paksha', p.tithi <= 15 ? 'shukla' : 'krishna'),
    },
    nakshatra: { number: p.nakshatra, name: nameOf(lang, 'nakshatra', NAKSHATRAS[p.nakshatra - 1].key) },
    yoga: { number: p.yoga, name: nameOf(lang, 'yoga', YOGAS[p.yoga - 1].key) },
    karana: { number: KARANAS.indexOf(karana) + 1, name: nameOf(lang, 'karana', karana.key) },
    vara: { number: p.weekday, name: nameOf(lang, 'vara', VARAS[p.weekday].key) },
    lagna: { number: p.lagna, name: nameOf(lang, 'rashi', RASHIS[p.lagna - 1].key) },
    reasons: w.reasons.map((id) => labelled(id, lang)),
    cautions: w.cautions.map((id) => labelled(id, lang)),
  };
}

/** The activity's rules; griha pravesh by its kind when one is asked (tables/muhurat/griha-pravesh-kinds.ts). */
export function rulesOf(input: Pick<SearchInput, 'activity' | 'griha_pravesh_kind'>): ActivityRules {
  if (input.activity === 'griha_pravesh' && input.griha_pravesh_kind)
    return GRIHA_PRAVESH_KINDS[input.griha_pravesh_kind];
  return ACTIVITIES[input.activity as keyof typeof ACTIVITIES];
}

/** Every rule the search applied, with its source in the request's language (tables/muhurat/sources.ts). */
function rulesetOf(rules: ActivityRules, participants: number, lang: Lang): SearchAnswer['ruleset'] {
  const list = [
    rules.tithis,
    rules.nakshatras,
    rules.varas,
    rules.yogas,
    rules.karana,
    rules.lagnas,
    rules.panchakaRahita,
    rules.sunSigns,
    rules.lunarMonths ?? null,
    ...(rules.lagnaDoshas ?? []),
  ]
    .filter((r) => r !== null)
    .map((r) => ({ id: r.id, source: r.source }));
  for (let i = 1; i <= participants; i++)
    list.push({ id: `tarabalam_${i}`, source: PERSONAL_SOURCE }, { id: `chandrabalam_${i}`, source: PERSONAL_SOURCE });
  const exclusions = [
    ...rules.exclusions,
    ...Object.values(rules.regionalExclusions ?? {}).flat(),
    ...(rules.periodCautions ?? []),
  ];
  for (const key of new Set(exclusions)) list.push({ id: key, source: EXCLUSION_SOURCES[key] });
  return {
    version: RULESET_VERSION,
    rules: list.map((r) => ({ ...labelled(r.id, lang), source: tr(r.source, lang) })),
  };
}
