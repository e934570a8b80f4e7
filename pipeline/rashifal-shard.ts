// The rashifal shard's rows (SHARD-FORMAT.md, rashifal shard): one row per (period, first day of the period) holding
// the period's sky (rashifalSky: the grahas' positions at the period's reference instant and the sign ingresses
// inside it) as deflated JSON. The readings are words chosen from that sky by sign and language
// (rashifalReading, ~0.1 ms), so they are rendered at read time in whichever of the eleven languages is asked:
// the shard holds the astronomy once instead of 12 signs x 11 languages of text, and a stored answer is the live
// one by construction (JSON gives every double back exactly).
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { rashifalPeriodStart, type Rashifal, type RashifalSky, rashifalSky } from '../engine/jyotish/rashifal.ts';
import { RASHIFAL_PERIODS, type RashifalPeriod } from '../tables/jyotish/rashifal.ts';
import { SHARD_KINDS } from './shard-file.ts';

/** How `sky` is packed. Part of the job's inputs_hash: zlib's version decides the exact bytes. */
export const RASHIFAL_CODEC = { compression: 'deflate-raw', level: 9, zlib: process.versions.zlib } as const;
const DAY_MS = 86_400_000;

const TABLE = SHARD_KINDS.rashifal.table;
export const RASHIFAL_TABLE = `CREATE TABLE ${TABLE} (period TEXT NOT NULL, start_date TEXT NOT NULL, sky BLOB NOT NULL, PRIMARY KEY (period, start_date)) WITHOUT ROWID`;
export const INSERT_RASHIFAL = `INSERT INTO ${TABLE} (period, start_date, sky) VALUES (@period, @start_date, @sky)`;
export const SELECT_RASHIFAL = `SELECT sky FROM ${TABLE} WHERE period = ? AND start_date = ?`;

export interface RashifalRow {
  readonly period: RashifalPeriod;
  /** `YYYY-MM-DD`, the first civil day of the period (a Monday for weekly, the 1st for monthly). */
  readonly start_date: string;
  readonly sky: Buffer;
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

/** The rows of a rashifal shard: each period's sky, computed once. */
export function rashifalRows(firstDate: string, lastDate: string): RashifalRow[] {
  return periodsCovering(firstDate, lastDate).map(({ period, start }) => ({
    period,
    start_date: start,
    // Anchored on the period's first day: a reading depends on its period only, apart from the echoed anchor_date.
    sky: deflateRawSync(Buffer.from(JSON.stringify(rashifalSky(period, start))), { level: RASHIFAL_CODEC.level }),
  }));
}

/** A row's sky, as rashifalSky(period, start_date) returned it. */
export function decodeSky(blob: Uint8Array): RashifalSky {
  const sky = JSON.parse(inflateRawSync(blob).toString('utf8')) as RashifalSky;
  if (!sky || typeof sky !== 'object' || !sky.positions || !sky.window)
    throw new Error('rashifal shard: a row holds no sky (positions and window)');
  return sky;
}

/** A stored reading as the engine answers for `anchorDate`: only the echoed anchor date differs (key order kept). */
export function anchoredOn(reading: Rashifal, anchorDate: string): Rashifal {
  return { ...reading, window: { ...reading.window, anchor_date: anchorDate } };
}
