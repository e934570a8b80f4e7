// One city's civil days of one year <-> the `times` and `festivals` blobs of a city shard row.
// The layout is specified in SHARD-FORMAT.md; every instant is stored once, in integer seconds.
import type { FestivalOccurrence } from '../engine/panchang/festivals/index.ts';
import type { PlaceDayInputs } from '../engine/panchang/place-day.ts';
import { NOTE_KEYS, type NoteKey } from '../tables/festivals/notes.ts';
import type { CityYearRow } from './city-year-row.ts';
import { ByteReader, ByteWriter } from './varint.ts';

const SECONDS_PER_DAY = 86_400;
/** Mean interval between consecutive moonrises (24 h 50.5 min): the predictor that keeps moon entries at 2 bytes. */
const MEAN_LUNAR_DAY_S = 89_430;
const MAX_FESTIVAL_ID = 65_535;

const toSeconds = (ms: number): number => Math.round(ms / 1000);

/** An instant the engine already keeps to the whole second, in seconds; anything finer would be lost, so it throws. */
function wholeSeconds(ms: number): number {
  if (ms % 1000 !== 0) throw new RangeError(`city-year codec: ${ms} is not a whole second`);
  return ms / 1000;
}

/** A row without its key: what the codec makes of one city's days. */
export type EncodedCityYear = Omit<CityYearRow, 'city_id'>;

function utcMidnightSeconds(year: number, dayOfYear: number): number {
  return Date.UTC(year, 0, 1 + dayOfYear) / 1000;
}

export function dayOfYear(date: string): number {
  const year = Number(date.slice(0, 4));
  return Math.round(
    (Date.UTC(year, Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) - Date.UTC(year, 0, 1)) / 86_400_000,
  );
}

/** Smooth series (sun): first value from a base, first difference from a day, then second differences. */
function writeSmooth(w: ByteWriter, values: readonly number[], base: number): void {
  w.signed(values[0] - base);
  if (values.length > 1) w.signed(values[1] - values[0] - SECONDS_PER_DAY);
  for (let i = 2; i < values.length; i++) w.signed(values[i] - 2 * values[i - 1] + values[i - 2]);
}

function readSmooth(r: ByteReader, count: number, base: number, out: Float64Array): void {
  out[0] = base + r.signed();
  if (count > 1) out[1] = out[0] + SECONDS_PER_DAY + r.signed();
  for (let i = 2; i < count; i++) out[i] = 2 * out[i - 1] - out[i - 2] + r.signed();
}

/** Nullable lunar events: 0 for none, else 1 + zigzag(t − prediction). */
function writeLunar(w: ByteWriter, values: readonly (number | null)[], midnights: readonly number[]): void {
  let previous: number | null = null;
  values.forEach((t, i) => {
    if (t === null) {
      w.unsigned(0);
      return;
    }
    const predicted = previous === null ? midnights[i] : previous + MEAN_LUNAR_DAY_S;
    const d = t - predicted;
    w.unsigned(1 + (d >= 0 ? 2 * d : -2 * d - 1));
    previous = t;
  });
}

function readLunar(r: ByteReader, count: number, firstMidnight: number, out: Float64Array): void {
  let previous: number | null = null;
  for (let i = 0; i < count; i++) {
    const u = r.unsigned();
    if (u === 0) {
      out[i] = NaN;
      continue;
    }
    const z = u - 1;
    const d = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
    const t: number = (previous === null ? firstMidnight + i * SECONDS_PER_DAY : previous + MEAN_LUNAR_DAY_S) + d;
    out[i] = t;
    previous = t;
  }
}

/** The chain every run of days must satisfy for each instant to be stored once. */
function assertChained(days: readonly PlaceDayInputs[]): void {
  for (let i = 1; i < days.length; i++) {
    const a = days[i - 1],
      b = days[i];
    if (
      a.dayEndUtcMs !== b.dayStartUtcMs ||
      a.nextSunriseUtcMs !== b.sunriseUtcMs ||
      a.sunsetUtcMs !== b.prevSunsetUtcMs
    ) {
      throw new Error(`city-year codec: ${a.date} and ${b.date} do not chain (day end, next sunrise, previous sunset)`);
    }
    if (dayOfYear(b.date) !== dayOfYear(a.date) + 1)
      throw new Error(`city-year codec: ${b.date} does not follow ${a.date}`);
  }
}

/** What a reader gets back for one stored day: the festival occurrences of that civil date, in display order. */
export type DayFestivals = readonly FestivalOccurrence[];

const noteCode = (note: NoteKey | undefined): number => (note === undefined ? 0 : NOTE_KEYS.indexOf(note) + 1);

/** Occurrences per stored day; instants relative to the day's UTC midnight `midnights[day]` (seconds). */
export function encodeFestivals(festivals: readonly DayFestivals[], midnights: readonly number[]): Uint8Array {
  const w = new ByteWriter();
  let previousDay = -1;
  festivals.forEach((list, day) => {
    if (list.length === 0) return;
    w.unsigned(day - previousDay - 1);
    w.unsigned(list.length);
    for (const o of list) {
      if (!Number.isInteger(o.id) || o.id < 0 || o.id > MAX_FESTIVAL_ID)
        throw new RangeError(`festival id ${o.id} is not a uint16`);
      const start = wholeSeconds(o.startUtcMs),
        end = wholeSeconds(o.endUtcMs);
      w.unsigned(o.id);
      w.unsigned(noteCode(o.note));
      w.signed(start - midnights[day]);
      w.signed(end - start);
    }
    previousDay = day;
  });
  return w.bytes();
}

const NO_FESTIVALS: DayFestivals = Object.freeze([]);

export function decodeFestivals(blob: Uint8Array, dayCount: number, firstMidnight: number): DayFestivals[] {
  const out: DayFestivals[] = new Array(dayCount).fill(NO_FESTIVALS);
  const r = new ByteReader(blob);
  let day = -1;
  while (!r.done) {
    day += r.unsigned() + 1;
    if (day >= dayCount) throw new RangeError(`festivals blob names day ${day} of ${dayCount}`);
    const count = r.unsigned();
    const list: FestivalOccurrence[] = [];
    for (let k = 0; k < count; k++) {
      const id = r.unsigned(),
        code = r.unsigned();
      const start = firstMidnight + day * SECONDS_PER_DAY + r.signed();
      const end = start + r.signed();
      if (code > NOTE_KEYS.length) throw new RangeError(`festivals blob: unknown note code ${code}`);
      const occurrence: FestivalOccurrence = { id, startUtcMs: start * 1000, endUtcMs: end * 1000 };
      list.push(code === 0 ? occurrence : { ...occurrence, note: NOTE_KEYS[code - 1] });
    }
    out[day] = Object.freeze(list);
  }
  return out;
}

/** Packs consecutive civil days of one year (already chained as computePlaceDays gives them). */
export function encodeCityYear(
  days: readonly PlaceDayInputs[],
  festivals: readonly DayFestivals[] = [],
): EncodedCityYear {
  if (days.length === 0) throw new Error('city-year codec: no days');
  assertChained(days);
  const year = Number(days[0].date.slice(0, 4));
  const firstDay = dayOfYear(days[0].date);
  const n = days.length;
  const midnights = Array.from({ length: n + 1 }, (_, i) => utcMidnightSeconds(year, firstDay + i));
  const last = days[n - 1];
  const dayStarts = [...days.map((d) => toSeconds(d.dayStartUtcMs)), toSeconds(last.dayEndUtcMs)];
  const w = new ByteWriter();
  w.signed(midnights[0] - dayStarts[0]);
  for (let i = 1; i <= n; i++) w.signed(midnights[i] - dayStarts[i] - (midnights[i - 1] - dayStarts[i - 1]));
  writeSmooth(w, [...days.map((d) => toSeconds(d.sunriseUtcMs)), toSeconds(last.nextSunriseUtcMs)], midnights[0]);
  writeSmooth(w, [toSeconds(days[0].prevSunsetUtcMs), ...days.map((d) => toSeconds(d.sunsetUtcMs))], midnights[0]);
  const orNull = (t: number | null) => (t === null ? null : toSeconds(t));
  writeLunar(
    w,
    days.map((d) => orNull(d.moonriseUtcMs)),
    midnights,
  );
  writeLunar(
    w,
    days.map((d) => orNull(d.moonsetUtcMs)),
    midnights,
  );
  if (festivals.length > n) throw new RangeError(`festivals for ${festivals.length} days, ${n} days stored`);
  return { first_day: firstDay, day_count: n, times: w.bytes(), festivals: encodeFestivals(festivals, midnights) };
}

/** Fields per day in DecodedCityYear.instants, in this order, UTC ms (NaN: no moonrise/moonset that day). */
export const INSTANT_FIELDS = [
  'dayStartUtcMs',
  'dayEndUtcMs',
  'prevSunsetUtcMs',
  'sunriseUtcMs',
  'sunsetUtcMs',
  'nextSunriseUtcMs',
  'moonriseUtcMs',
  'moonsetUtcMs',
] as const;
const STRIDE = INSTANT_FIELDS.length;

export interface DecodedCityYear {
  readonly year: number;
  readonly firstDay: number;
  readonly dayCount: number;
  readonly instants: Float64Array;
  readonly festivals: readonly DayFestivals[];
}

export function decodeCityYear(year: number, row: EncodedCityYear): DecodedCityYear {
  const n = row.day_count;
  const m0 = utcMidnightSeconds(year, row.first_day);
  const r = new ByteReader(row.times);
  const dayStart = new Float64Array(n + 1),
    sunrise = new Float64Array(n + 1),
    sunset = new Float64Array(n + 1);
  const moonrise = new Float64Array(n),
    moonset = new Float64Array(n);
  let offset = r.signed();
  dayStart[0] = m0 - offset;
  for (let i = 1; i <= n; i++) {
    offset += r.signed();
    dayStart[i] = m0 + i * SECONDS_PER_DAY - offset;
  }
  readSmooth(r, n + 1, m0, sunrise);
  readSmooth(r, n + 1, m0, sunset);
  readLunar(r, n, m0, moonrise);
  readLunar(r, n, m0, moonset);
  if (!r.done) throw new RangeError('city-year codec: trailing bytes in the times blob');
  const instants = new Float64Array(n * STRIDE);
  for (let i = 0; i < n; i++) {
    const k = i * STRIDE;
    instants[k] = dayStart[i] * 1000;
    instants[k + 1] = dayStart[i + 1] * 1000;
    instants[k + 2] = sunset[i] * 1000;
    instants[k + 3] = sunrise[i] * 1000;
    instants[k + 4] = sunset[i + 1] * 1000;
    instants[k + 5] = sunrise[i + 1] * 1000;
    instants[k + 6] = moonrise[i] * 1000;
    instants[k + 7] = moonset[i] * 1000;
  }
  return { year, firstDay: row.first_day, dayCount: n, instants, festivals: decodeFestivals(row.festivals, n, m0) };
}

export interface StoredPlaceDay extends PlaceDayInputs {
  readonly festivals: DayFestivals;
}

const nullable = (ms: number): number | null => (Number.isNaN(ms) ? null : ms);

/** The day `index` (0 = first stored date) of a decoded city-year. */
export function storedDay(decoded: DecodedCityYear, index: number): StoredPlaceDay {
  const a = decoded.instants,
    k = index * STRIDE;
  return {
    date: new Date(Date.UTC(decoded.year, 0, 1 + decoded.firstDay + index)).toISOString().slice(0, 10),
    dayStartUtcMs: a[k],
    dayEndUtcMs: a[k + 1],
    prevSunsetUtcMs: a[k + 2],
    sunriseUtcMs: a[k + 3],
    sunsetUtcMs: a[k + 4],
    nextSunriseUtcMs: a[k + 5],
    moonriseUtcMs: nullable(a[k + 6]),
    moonsetUtcMs: nullable(a[k + 7]),
    festivals: decoded.festivals[index],
  };
}
