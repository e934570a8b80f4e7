// The rashifal shard's rows (SHARD-FORMAT.md, rashifal shard): one row per (period, first day of the period,
// language) holding the twelve signs' readings, as the engine returns them, in one deflated JSON array. The
// twelve readings of a period share most of their words, so they compress about four times better together
// than one by one; the astronomy of a period is computed once for all 24 readings (rashifalSky).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { rashifalPeriodStart, rashifalReading, rashifalSky, type Rashifal } from '../engine/jyotish/rashifal.ts';
import { RASHIFAL_PERIODS, type RashifalPeriod } from '../tables/jyotish/rashifal.ts';
import { PROSE_LANGS, type ProseLang } from '../tables/names/index.ts';
import { SHARD_KINDS } from './shard-file.ts';

/** How `readings` is packed. Part of the job's inputs_hash: zlib's version decides the exact bytes. */
export const RASHIFAL_CODEC = { compression: 'deflate-raw', level: 9, zlib: process.versions.zlib } as const;
const SIGN_COUNT = 12;
const DAY_MS = 86_400_000;

const TABLE = SHARD_KINDS.rashifal.table;
export const RASHIFAL_TABLE = `CREATE TABLE ${TABLE} (period TEXT NOT NULL, start_date TEXT NOT NULL, lang TEXT NOT NULL, readings BLOB NOT NULL, PRIMARY KEY (period, start_date, lang)) WITHOUT ROWID`;
export const INSERT_RASHIFAL = `INSERT INTO ${TABLE} (period, start_date, lang, readings) VALUES (@period, @start_date, @lang, @readings)`;
export const SELECT_RASHIFAL = `SELECT readings FROM ${TABLE} WHERE period = ? AND start_date = ? AND lang = ?`;

export interface RashifalRow {
  readonly period: RashifalPeriod;
  /** `YYYY-MM-DD`, the first civil day of the period (a Monday for weekly, the 1st for monthly). */
  readonly start_date: string;
  readonly lang: ProseLang;
  readonly readings: Buffer;
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every period (by its first day) that holds a civil date from `firstDate` to `lastDate`, in date order. */
export function periodsCovering(firstDate: string, lastDate: string): { period: RashifalPeriod; start: string }[] {
  const out: { period: RashifalPeriod; start: string }[] = [];
  const last = Date.parse(`${lastDate}T00:00:00Z`);
  for (const period of RASHIFAL_PERIODS) {
    let previous = '';
    for (let t = Date.parse(`${firstDate}T00:00:00Z`); t <= last; t += DAY_MS) {
      const start = rashifalPeriodStart(period, isoOf(t));
      if (start !== previous) out.push({ period, start });
      previous = start;
    }
  }
  return out;
}

/** The rows of a rashifal shard: each period's sky computed once, read for the twelve signs in each language. */
export function rashifalRows(firstDate: string, lastDate: string): RashifalRow[] {
  const rows: RashifalRow[] = [];
  for (const { period, start } of periodsCovering(firstDate, lastDate)) {
    // Anchored on the period's first day: a reading depends on its period only, apart from the echoed anchor_date.
    const sky = rashifalSky(period, start);
    for (const lang of PROSE_LANGS) {
      const readings = Array.from({ length: SIGN_COUNT }, (_, i) => rashifalReading(sky, i + 1, lang));
      const json = Buffer.from(JSON.stringify(readings));
      rows.push({ period, start_date: start, lang, readings: deflateRawSync(json, { level: RASHIFAL_CODEC.level }) });
    }
  }
  return rows;
}

/** The twelve readings of a row, signs 1..12, each anchored on the period's first day. */
export function decodeReadings(blob: Uint8Array): Rashifal[] {
  const readings = JSON.parse(inflateRawSync(blob).toString('utf8')) as Rashifal[];
  if (!Array.isArray(readings) || readings.length !== SIGN_COUNT)
    throw new Error(
      `rashifal shard: a row holds ${Array.isArray(readings) ? readings.length : 'no'} readings, expected 12`,
    );
  return readings;
}

/** A stored reading as the engine answers for `anchorDate`: only the echoed anchor date differs (key order kept). */
export function anchoredOn(reading: Rashifal, anchorDate: string): Rashifal {
  return { ...reading, window: { ...reading.window, anchor_date: anchorDate } };
}
