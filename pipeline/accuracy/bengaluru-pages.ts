/**
 * Drik Panchang's Bengaluru day pages (../shared/reference/drik/bengaluru-day-pages-2025-2027.json, 92 days of
 * 2025-01 to 2027-06): every printed time (sunrise, sunset, moonrise, moonset, Rahu Kaal, Abhijit) against ours, and
 * the four element names at sunrise. Read where CI finds it (../shared beside the clone), never copied in: the values
 * are Drik's published pages. Used by `npm run parity:moon` (the Moon's fit) and the accuracy manifest's `drik_parity`.
 *
 * A printed moonrise or moonset is compared with the event our day shows (the convention's window decides which);
 * a page that prints none ("No Moonrise") agrees when our day has none either.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONVENTIONS, type Conventions } from '../../engine/astro/conventions.ts';
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import { offsetMinutesAt } from '../../engine/astro/zone.ts';
import { computePanchangDay } from '../../engine/panchang/day.ts';
import { computePlaceDays, parseIsoDate } from '../../engine/panchang/place-day.ts';
import { KARANA_KEYS, NAKSHATRA_KEYS, TITHI_KEYS, YOGA_KEYS } from '../../tables/names/keys.ts';
import { REPO_ROOT } from '../source-hash.ts';
import { onDrikMinute } from './day-pages.ts';

export const BENGALURU_PAGES_JSON = join(
  REPO_ROOT,
  '..',
  'shared',
  'reference',
  'drik',
  'bengaluru-day-pages-2025-2027.json',
);

type Window = { start: string; end: string } | null;
export interface BengaluruPage {
  readonly date: string;
  readonly sunrise: string;
  readonly sunset: string;
  readonly moonrise: string | null;
  readonly moonset: string | null;
  readonly rahu_kaal: Window;
  readonly abhijit: Window;
  readonly tithi: readonly string[];
  readonly nakshatra: readonly string[];
  readonly yoga: readonly string[];
  readonly karana: readonly string[];
}
export interface BengaluruPages {
  readonly about: string;
  readonly place: { latitudeDeg: number; longitudeDeg: number; timezone: string; geonameId: number };
  readonly days: readonly BengaluruPage[];
}

export function readBengaluruPages(path = BENGALURU_PAGES_JSON): BengaluruPages | null {
  if (!existsSync(path)) return null;
  const raw = JSON.parse(readFileSync(path, 'utf8'));
  const p = raw.place;
  return {
    about: raw.about,
    place: { latitudeDeg: p.lat, longitudeDeg: p.lon, timezone: p.timezone, geonameId: p.geoname_id },
    days: raw.days,
  };
}

export const TIME_FIELDS = [
  'sunrise',
  'sunset',
  'moonrise',
  'moonset',
  'rahu_kaal_start',
  'rahu_kaal_end',
  'abhijit_start',
  'abhijit_end',
] as const;
export const NAME_FIELDS = ['tithi', 'nakshatra', 'yoga', 'karana'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];
export type NameField = (typeof NAME_FIELDS)[number];

/** One compared value: a printed time (residual = ours − printed, s) or a name at sunrise (same or not). */
export interface PageCheck {
  readonly date: string;
  readonly field: TimeField | NameField;
  /** Ours − printed in seconds; null when both sides print none; NaN when one side has none. */
  readonly residualS?: number | null;
  readonly sameName?: boolean;
}

/** A printed `HH:MM` or `YYYY-MM-DD HH:MM` as a UTC instant, on the page's date unless it names another. */
function printedUtcMs(date: string, cell: string, timezone: string): number {
  const [d, hm] = cell.length > 5 ? cell.split(' ') : [date, cell];
  const { year, month, day } = parseIsoDate(d);
  const [hh, mm] = hm.split(':').map(Number);
  const local = Date.UTC(year, month - 1, day, hh, mm);
  return local - offsetMinutesAt(timezone, local) * 60_000;
}

const keyOf = (name: string) => {
  const k = name.toLowerCase().replaceAll(' ', '_');
  return k === 'mrigashira' ? 'mrigashirsha' : k;
};
const tithiKey = (n: number) => (n === 30 ? 'amavasya' : TITHI_KEYS[n <= 15 ? n - 1 : n - 16]);

export interface CheckOptions {
  readonly conventions?: Conventions;
  readonly globalYear?: (year: number) => GlobalYear;
}

/** Every printed time and name of the pages, compared with the engine under the conventions. */
export function checkPages(pages: BengaluruPages, options: CheckOptions = {}): PageCheck[] {
  const conventions = options.conventions ?? DEFAULT_CONVENTIONS;
  const tables = new Map<number, GlobalYear>();
  const tableOf = (y: number) =>
    tables.get(y) ?? tables.set(y, (options.globalYear ?? ((x) => buildGlobalYear(x, conventions)))(y)).get(y)!;
  const tz = pages.place.timezone;
  const out: PageCheck[] = [];
  for (const page of pages.days) {
    const civil = parseIsoDate(page.date);
    const table = tableOf(civil.year);
    const inputs = computePlaceDays(table, pages.place, civil, 1, conventions.sunrise)[0];
    const day = computePanchangDay(table, inputs, pages.place);
    const time = (field: TimeField, printed: string | null | undefined, ours: number | null | undefined) => {
      if (printed == null && ours == null) out.push({ date: page.date, field, residualS: null });
      else if (printed == null || ours == null) out.push({ date: page.date, field, residualS: NaN });
      else out.push({ date: page.date, field, residualS: (ours - printedUtcMs(page.date, printed, tz)) / 1000 });
    };
    time('sunrise', page.sunrise, inputs.sunriseUtcMs);
    time('sunset', page.sunset, inputs.sunsetUtcMs);
    time('moonrise', page.moonrise, inputs.moonriseUtcMs);
    time('moonset', page.moonset, inputs.moonsetUtcMs);
    const { rahuKaal, abhijit } = day.muhurat;
    time('rahu_kaal_start', page.rahu_kaal?.start, rahuKaal?.startUtcMs);
    time('rahu_kaal_end', page.rahu_kaal?.end, rahuKaal?.endUtcMs);
    time('abhijit_start', page.abhijit?.start, abhijit?.startUtcMs);
    time('abhijit_end', page.abhijit?.end, abhijit?.endUtcMs);
    const e = day.elements;
    const ours: Record<NameField, string> = {
      tithi: tithiKey(e.tithi[0].number),
      nakshatra: NAKSHATRA_KEYS[e.nakshatra[0].number - 1],
      yoga: YOGA_KEYS[e.yoga[0].number - 1],
      karana: KARANA_KEYS[e.karana[0].number - 1],
    };
    for (const f of NAME_FIELDS)
      out.push({ date: page.date, field: f, sameName: page[f][0] !== undefined && keyOf(page[f][0]) === ours[f] });
  }
  return out;
}

/** A check agrees: the name is the same, both print no time, or ours is on Drik's (rounded) minute. */
export const agrees = (c: PageCheck) =>
  c.sameName ?? (c.residualS === null || (c.residualS !== undefined && onDrikMinute(c.residualS)));

export interface PageFieldScore {
  readonly field: string;
  readonly n: number;
  readonly agree: number;
  readonly share: number;
  /** Median of ours − printed over the printed times of the field (s); absent for names. */
  readonly median_s?: number;
}

export function scorePageChecks(checks: readonly PageCheck[], keyOf: (c: PageCheck) => string): PageFieldScore[] {
  const groups = new Map<string, PageCheck[]>();
  for (const c of checks) (groups.get(keyOf(c)) ?? groups.set(keyOf(c), []).get(keyOf(c))!).push(c);
  return [...groups].map(([field, cs]) => {
    const agree = cs.filter(agrees).length;
    const rs = cs
      .map((c) => c.residualS)
      .filter((r): r is number => typeof r === 'number' && !Number.isNaN(r))
      .sort((a, b) => a - b);
    const median = rs.length ? rs[Math.floor(rs.length / 2)] : undefined;
    return {
      field,
      n: cs.length,
      agree,
      share: Math.round((agree / cs.length) * 1e4) / 1e4,
      ...(median === undefined ? {} : { median_s: Math.round(median * 10) / 10 }),
    };
  });
}

/** Odd days of the month fit, even days are held out (as docs/drik-parity.md does for the Sun). */
export const isOddDay = (date: string) => Number(date.slice(8, 10)) % 2 === 1;

/**
 * The manifest's `drik_parity.bengaluru_day_pages`: per profile and field, the share on Drik's minute (names: the same
 * at sunrise) over all days, the odd days (the half the `drik` Moon was fitted on) and the even ones (held out), and
 * the median of ours − printed. Null when the pages are not on this machine.
 */
export function bengaluruPagesSection(profiles: readonly Conventions[]) {
  const pages = readBengaluruPages();
  if (!pages) return null;
  const byProfile = profiles.map((conventions) => {
    const checks = checkPages(pages, { conventions });
    const half = new Map(
      scorePageChecks(checks, (c) => `${c.field} ${isOddDay(c.date) ? 'odd' : 'even'}`).map((s) => [s.field, s]),
    );
    const fields = scorePageChecks(checks, (c) => c.field).map((s) => ({
      ...s,
      share_fit_odd_days: half.get(`${s.field} odd`)!.share,
      share_held_out_even_days: half.get(`${s.field} even`)!.share,
    }));
    const times = checks.filter((c) => c.sameName === undefined);
    const all = times.filter(agrees).length / times.length;
    return { profile: conventions.profile, printed_times_on_minute: Math.round(all * 1e4) / 1e4, fields };
  });
  return {
    source: pages.about.split('. ').slice(0, 2).join('. '),
    days: pages.days.length,
    place: `Bengaluru, GeoNames ${pages.place.geonameId} (${pages.place.latitudeDeg} N, ${pages.place.longitudeDeg} E)`,
    rule: 'a printed time agrees when ours is within [−30 s, 30 s) of it (Drik rounds); a name, when it is ours at sunrise; a day printing no moonrise (or moonset) agrees when ours has none',
    profiles: byProfile,
  };
}
