// A city-year export as bytes: the days month by month from the panchang service (shards, else live), one row each,
// encoded as CSV (csv-stringify) or JSON Lines, hashed with sha256 as the bytes pass. The download and its companion
// checksum run this same pipeline, so the checksum is the digest of exactly the bytes a download sends.
import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { daysInMonth } from '../panchang/monthly.ts';
import type { DayRequest, PanchangService } from '../panchang/service.ts';
import { currentTimeFormat, type TimeFormat, withTimeFormat } from '../timestamps.ts';
import { CSV_LIST_SEPARATOR, EXPORT_COLUMNS, exportRow, type Cell, type ExportRow } from './rows.ts';

export const EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const MEDIA_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/jsonl; charset=utf-8',
};

/** Every `YYYY-MM-DD` of a Gregorian year: what the coverage meter counts (365 or 366 location-dates). */
export function yearDates(year: number): string[] {
  const count = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, 0, 1 + i)).toISOString().slice(0, 10));
}

/**
 * The year's rows, one month rendered at a time as the reader asks for more: a slow download holds a month of days,
 * not a year.
 */
export function yearRows(service: PanchangService, request: DayRequest, year: number): Generator<ExportRow> {
  // months are rendered as the stream is read, after the handler returned: in the format the request chose, read
  // now (a generator's body first runs at the first read)
  return monthsOf(service, request, year, currentTimeFormat());
}

function* monthsOf(service: PanchangService, request: DayRequest, year: number, format: TimeFormat) {
  for (let month = 1; month <= 12; month++) {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const days = withTimeFormat(format, () => service.days(request, first, daysInMonth(year, month)));
    for (const day of days) yield exportRow(day.data);
  }
}

/** A CSV cell: lists joined, booleans as `true`/`false` (csv-stringify's default writes `1` and an empty cell). */
const csvCast = {
  boolean: (v: boolean) => String(v),
  object: (v: object) => (Array.isArray(v) ? (v as Cell[]).join(CSV_LIST_SEPARATOR) : JSON.stringify(v)),
};

function encoder(format: ExportFormat): Transform {
  if (format === 'csv') return stringify({ header: true, columns: [...EXPORT_COLUMNS], cast: csvCast });
  return new Transform({
    writableObjectMode: true,
    transform(row: ExportRow, _enc, done) {
      done(null, `${JSON.stringify(row)}\n`);
    },
  });
}

/** Passes bytes through and hands their sha256 (hex) to `onDigest` after the last byte, before the stream ends. */
class Sha256PassThrough extends Transform {
  private readonly hash = createHash('sha256');
  private readonly onDigest: (hex: string) => void;

  constructor(onDigest: (hex: string) => void) {
    super();
    this.onDigest = onDigest;
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.hash.update(chunk);
    done(null, chunk);
  }
  override _flush(done: TransformCallback): void {
    this.onDigest(this.hash.digest('hex'));
    done();
  }
}

/**
 * The export's bytes as a stream. `onDigest` runs once every byte has passed and before the stream ends, so an HTTP
 * trailer set there still goes out. A failure anywhere (or the client leaving) destroys the whole chain.
 */
export function exportStream(
  rows: Iterable<ExportRow>,
  format: ExportFormat,
  onDigest: (hex: string) => void,
): Readable {
  return pipeline(Readable.from(rows), encoder(format), new Sha256PassThrough(onDigest), () => {
    /* errors reach the consumer through the last stream's destruction */
  });
}

/** The sha256 of the bytes `exportStream` would send for these rows, without sending them anywhere. */
export async function exportDigest(rows: Iterable<ExportRow>, format: ExportFormat): Promise<string> {
  let digest = '';
  const discard = new Writable({ write: (_chunk, _enc, done) => done() });
  await pipelineAsync(
    Readable.from(rows),
    encoder(format),
    new Sha256PassThrough((hex) => {
      digest = hex;
    }),
    discard,
  );
  return digest;
}
