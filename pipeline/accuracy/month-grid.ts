/**
 * Drik Panchang's New Delhi month pages, transcribed one line a day into `month-grid*.tsv` files kept outside the
 * repository (Drik's printed data, not ours to redistribute; docs/drik-parity.md says where the lines come from):
 *
 *   YYYY-MM-DD <TAB> sunrise <TAB> sunset <TAB> moon-sign end <TAB> nakshatra end <TAB> tithi at sunrise <TAB> nakshatra
 *
 * Times are `HH:MM`, `24:31+` (or `00:31+`) after midnight, an empty cell where Drik prints none. `#` lines name the
 * month page a block comes from. The files are hand transcriptions, so every line is validated: a bad line is
 * reported with its file and line number and left out, never a crash.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { NAKSHATRAS, TITHIS } from '../../tables/names/index.ts';
import { REPO_ROOT } from '../source-hash.ts';

export const DRIK_PRINTED_DIR = process.env.DRIK_PRINTED_DIR ?? join(REPO_ROOT, 'var', 'drik-printed');
export const MONTH_GRID_PATTERN = /^month-grid.*\.tsv$/;

/** One transcribed day. Times are minutes after the civil date's local midnight (after midnight adds 1,440). */
export interface MonthGridDay {
  readonly date: string;
  /** `file:line`, for reports. */
  readonly where: string;
  readonly sunrise?: number;
  readonly sunset?: number;
  readonly moonSignEnd?: number;
  readonly nakshatraEnd?: number;
  /** 1-30 (Shukla Pratipada = 1, Amavasya = 30), as the engine numbers them. */
  readonly tithiAtSunrise: number;
  /** 1-27: the nakshatra whose end `nakshatraEnd` is. */
  readonly nakshatra: number;
}

export interface MonthGridRead {
  readonly dir: string;
  readonly files: readonly string[];
  /** The `#` lines: the month pages the data comes from. */
  readonly sources: readonly string[];
  readonly days: readonly MonthGridDay[];
  /** Lines left out, each as `file:line: why`. */
  readonly problems: readonly string[];
}

/** `HH:MM`, optionally `+` (or `+1`) for after midnight (`24:00` is midnight itself); null when malformed. */
export function printedMinute(cell: string): number | null {
  const m = /^(\d{1,2}):([0-5]\d)(\+1?)?$/.exec(cell);
  if (!m) return null;
  const h = Number(m[1]),
    minute = h * 60 + Number(m[2]);
  // Drik counts hours on past midnight until the next sunrise ("31:07+" is 07:07 the next morning).
  if (h > 35 || (minute > 1440 && !m[3])) return null;
  return (m[3] && h < 24 ? 1440 : 0) + minute;
}

const folded = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
/** Drik's month grid abbreviates Purva/Uttara to P/U and spells Mrigashirsha "Mrigashira". */
const NAKSHATRA_BY_NAME = new Map<string, number>([
  ...NAKSHATRAS.map((n) => [folded(n.en), n.number] as [string, number]),
  ...NAKSHATRAS.filter((n) => /^(Purva|Uttara) /.test(n.en)).map(
    (n) => [folded(n.en.replace(/^(.)\w+ /, '$1 ')), n.number] as [string, number],
  ),
  ['mrigashira', 5],
]);
/** Drik writes "Dwitiya Shukla", "Purnima Shukla", "Amavasya Krishna": the name, then the paksha. */
const TITHI_BY_NAME = new Map<string, number>(
  TITHIS.map((t) => [folded(`${t.nameOnly.en} ${t.paksha}`), t.number] as [string, number]),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function validDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

type Parsed = { day: MonthGridDay } | { problem: string };

function parseLine(line: string, where: string): Parsed {
  const cells = line.split('\t').map((c) => c.trim());
  if (cells.length !== 7) return { problem: `${cells.length} columns, 7 expected` };
  const [date, ...rest] = cells;
  if (!validDate(date)) return { problem: `bad date "${date}"` };
  const times: (number | undefined)[] = [];
  for (const [i, cell] of rest.slice(0, 4).entries()) {
    if (!cell) {
      times.push(undefined);
      continue;
    }
    const minute = printedMinute(cell);
    if (minute === null) return { problem: `bad time "${cell}" in column ${i + 2}` };
    times.push(minute);
  }
  const tithi = TITHI_BY_NAME.get(folded(rest[4]));
  if (!tithi) return { problem: `unknown tithi "${rest[4]}"` };
  const nakshatra = NAKSHATRA_BY_NAME.get(folded(rest[5]));
  if (!nakshatra) return { problem: `unknown nakshatra "${rest[5]}"` };
  const [sunrise, sunset, moonSignEnd, nakshatraEnd] = times;
  if (sunrise === undefined || sunset === undefined) return { problem: 'sunrise and sunset are printed every day' };
  return { day: { date, where, sunrise, sunset, moonSignEnd, nakshatraEnd, tithiAtSunrise: tithi, nakshatra } };
}

/** One file's text: its days, its `#` source lines and its bad lines. */
export function parseMonthGrid(text: string, file: string) {
  const days: MonthGridDay[] = [];
  const sources: string[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '');
    const where = `${file}:${i + 1}`;
    if (!line.trim()) return;
    if (line.startsWith('#')) {
      sources.push(line.slice(1).trim());
      return;
    }
    const parsed = parseLine(line, where);
    if ('day' in parsed) days.push(parsed.day);
    else problems.push(`${where}: ${parsed.problem}`);
  });
  return { days, sources, problems };
}

/** Every `month-grid*.tsv` of the directory; a date seen twice keeps its first line and reports the second. */
export function readMonthGrids(dir = DRIK_PRINTED_DIR): MonthGridRead {
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => MONTH_GRID_PATTERN.test(f))
        .sort()
    : [];
  const byDate = new Map<string, MonthGridDay>();
  const sources: string[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const parsed = parseMonthGrid(readFileSync(join(dir, file), 'utf8'), basename(file));
    sources.push(...parsed.sources);
    problems.push(...parsed.problems);
    for (const d of parsed.days) {
      const first = byDate.get(d.date);
      if (first) problems.push(`${d.where}: ${d.date} already read at ${first.where}`);
      else byDate.set(d.date, d);
    }
  }
  const days = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  return { dir, files, sources: [...new Set(sources)].sort(), days, problems };
}

/** What was read, for a harness's output: the count, where from, and every line left out (or why nothing was read). */
export function describeMonthGrids(read: MonthGridRead): string[] {
  if (!read.files.length)
    return [`Drik month pages: no month-grid*.tsv in ${read.dir} (set DRIK_PRINTED_DIR); skipped`];
  const years = read.days.length ? `${read.days[0].date}..${read.days[read.days.length - 1].date}` : 'no days';
  const missing = monthsWithoutDays(read.days);
  return [
    `Drik month pages: ${read.days.length} days (${years}) from ${read.sources.length} month pages in ` +
      `${read.files.join(', ')} (${read.dir}); ${read.problems.length} lines left out`,
    ...(missing.length ? [`  months of that span without a line: ${missing.join(', ')}`] : []),
    ...read.problems.map((p) => `  left out ${p}`),
  ];
}

/** `YYYY-MM` of every month between the first and the last day read that has no day. */
function monthsWithoutDays(days: readonly MonthGridDay[]): string[] {
  if (!days.length) return [];
  const seen = new Set(days.map((d) => d.date.slice(0, 7)));
  const out: string[] = [];
  const [y0, m0] = days[0].date.split('-').map(Number);
  const last = days[days.length - 1].date.slice(0, 7);
  for (let i = y0 * 12 + m0 - 1; ; i++) {
    const key = `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    if (key > last) return out;
    if (!seen.has(key)) out.push(key);
  }
}
