// Shared helpers for the festival suites: a GlobalYear per year (built once), a city's place-days with the one-day
// margin festivalsForPlaceYear documents, and the festival map per (city, year).
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import { computePlaceDays, type PlaceDayInputs } from '../../engine/panchang/place-day.ts';
import { festivalsForPlaceYear, type FestivalOccurrence, type FestivalPlace } from '../../engine/panchang/festivals/index.ts';

export const CITIES = {
  'new-delhi': { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata', regionVariant: 'north_india' },
  chennai: { latitudeDeg: 13.0827, longitudeDeg: 80.2707, timezone: 'Asia/Kolkata', regionVariant: 'south_india' },
  bengaluru: { latitudeDeg: 12.9716, longitudeDeg: 77.5946, timezone: 'Asia/Kolkata', regionVariant: 'south_india' },
  kochi: { latitudeDeg: 9.9312, longitudeDeg: 76.2673, timezone: 'Asia/Kolkata', regionVariant: 'south_india' },
  kolkata: { latitudeDeg: 22.5726, longitudeDeg: 88.3639, timezone: 'Asia/Kolkata', regionVariant: 'east_india' },
  'new-york': { latitudeDeg: 40.7128, longitudeDeg: -74.006, timezone: 'America/New_York', regionVariant: 'default' },
  london: { latitudeDeg: 51.5074, longitudeDeg: -0.1278, timezone: 'Europe/London', regionVariant: 'default' },
} as const satisfies Record<string, FestivalPlace>;
export type CityKey = keyof typeof CITIES;

const years = new Map<number, GlobalYear>();
export function globalYear(year: number): GlobalYear {
  let y = years.get(year);
  if (!y) { y = buildGlobalYear(year); years.set(year, y); }
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
