/**
 * Festival dates against published calendars (DESIGN.md target: 97% or more exact): every row of
 * festival-published-dates.ts (each names its source) is dated through the engine's rule interpreter for its city and
 * year. Used by the festival test suites and by the accuracy manifest's `festivals` section.
 */
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import { computePlaceDays, type PlaceDayInputs } from '../../engine/panchang/place-day.ts';
import {
  FESTIVAL_RULES,
  festivalsForPlaceYear,
  type FestivalOccurrence,
  type FestivalPlace,
} from '../../engine/panchang/festivals/index.ts';
import { CITIES, type CityKey } from './festival-cities.ts';
import { PUBLISHED_DATES, type PublishedDate } from './festival-published-dates.ts';

export { CITIES, type CityKey };

export const FESTIVAL_TARGET = 0.97;

const years = new Map<number, GlobalYear>();
export function globalYear(year: number): GlobalYear {
  let y = years.get(year);
  if (!y) {
    y = buildGlobalYear(year);
    years.set(year, y);
  }
  return y;
}

const daysInYear = (year: number) => (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;

/** 31 December of the year before through 1 January of the year after. */
export function placeDaysFor(place: FestivalPlace, year: number): PlaceDayInputs[] {
  return computePlaceDays(globalYear(year), place, { year: year - 1, month: 12, day: 31 }, daysInYear(year) + 2);
}

const results = new Map<string, Map<string, FestivalOccurrence[]>>();
export function festivalsFor(city: CityKey, year: number): Map<string, FestivalOccurrence[]> {
  const key = `${city}:${year}`;
  let r = results.get(key);
  if (!r) {
    const place = CITIES[city];
    r = festivalsForPlaceYear({ year, globalYear: globalYear(year), placeDays: placeDaysFor(place, year), place });
    results.set(key, r);
  }
  return r;
}

/** Dates (sorted) on which the festival with this id falls for the city and year. */
export function datesOf(city: CityKey, year: number, id: number): string[] {
  const out: string[] = [];
  for (const [date, list] of festivalsFor(city, year)) if (list.some((o) => o.id === id)) out.push(date);
  return out;
}

export interface FestivalOutcome {
  readonly row: PublishedDate;
  readonly computed: string[];
  readonly match: boolean;
}

const idBySlug = new Map(FESTIVAL_RULES.rows.map((r) => [r.slug, r.id]));

export function festivalOutcome(row: PublishedDate): FestivalOutcome {
  const id = idBySlug.get(row.slug);
  if (id === undefined) throw new Error(`published row names an unknown festival slug: ${row.slug}`);
  const computed = datesOf(row.city, Number(row.date.slice(0, 4)), id);
  return { row, computed, match: computed.includes(row.date) };
}

export const festivalOutcomes = (): FestivalOutcome[] => PUBLISHED_DATES.map(festivalOutcome);

/** The manifest section: published dates reproduced exactly, with the misses and their explanations. */
export function festivalSection() {
  const outcomes = festivalOutcomes();
  const misses = outcomes.filter((o) => !o.match);
  const passed = outcomes.length - misses.length;
  const cities = new Set(outcomes.map((o) => o.row.city));
  const years = new Set(outcomes.map((o) => o.row.date.slice(0, 4)));
  return {
    tested: outcomes.length,
    passed,
    pass_rate: Math.round((passed / outcomes.length) * 1e6) / 1e6,
    coverage:
      `published festival dates (${cities.size} cities, ${[...years].sort().join(', ')}) from public calendars and ` +
      `news pages quoting Drik Panchang or the Government of India lists, each row citing its source; an exact date match ` +
      `passes (target ${100 * FESTIVAL_TARGET}%)`,
    misses: misses.map((m) => ({
      city: m.row.city,
      festival: m.row.slug,
      published: m.row.date,
      computed: m.computed,
      why: m.row.expectedMiss ?? null,
    })),
  };
}
