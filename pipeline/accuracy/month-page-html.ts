/**
 * Drik Panchang's New Delhi month pages as stored HTML (dra8an/hindu-calendar `scraper/data/raw/month/YYYY-MM.html`,
 * commit 5269abb; kept outside the repository like the transcribed grids: Drik's printed data, not ours to
 * redistribute). Each page holds, above its month grid, the full day panchang of the month's first day: tithi,
 * nakshatra, yoga and both karanas with their end times. That block is the only place in the stored data that prints
 * tithi, yoga and karana ends, one day a month from 1900 to 2050. The grid itself (one line a day) is what
 * `month-grid.ts` reads once written out as its TSV (`monthGridLines`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PrintedField, PrintedTime } from './day-pages.ts';
import { NEW_DELHI } from './drik-parity.ts';
import { REPO_ROOT } from '../source-hash.ts';

export const DRIK_MONTH_PAGES_DIR = process.env.DRIK_MONTH_PAGES_DIR ?? join(REPO_ROOT, 'var', 'drik-month-pages');
const PAGE_FILE = /^(\d{4})-(\d{2})\.html$/;

/** The page's text as `|`-separated cells: scripts dropped, every tag a separator, entities decoded. */
function cells(html: string): string[] {
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#8211;/g, '–');
  return text
    .split('|')
    .map((c) => c.trim())
    .filter((c) => c !== '' && c !== ',');
}

/** `07:14` + `AM`/`PM` (+ a next-day `Jan 02` cell) → minutes after the page date's midnight, and cells consumed. */
function clock(c: readonly string[], i: number): { minute: number | null; used: number } {
  if (!/^\d\d:\d\d$/.test(c[i] ?? '')) return { minute: null, used: 1 }; // "Full Night": no end that day
  let h = Number(c[i].slice(0, 2)) % 12;
  if (c[i + 1] === 'PM') h += 12;
  const nextDay = /^[A-Z][a-z]{2} \d\d$/.test(c[i + 2] ?? '');
  return { minute: (nextDay ? 1440 : 0) + h * 60 + Number(c[i].slice(3, 5)), used: nextDay ? 3 : 2 };
}

const ELEMENTS: ReadonlyArray<readonly [string, PrintedField]> = [
  ['Tithi', 'tithi_end'],
  ['Nakshatra', 'nakshatra_end'],
  ['Yoga', 'yoga_end'],
  ['Karana', 'karana_end'],
];
const KEYS = new Set(['Tithi', 'Nakshatra', 'Yoga', 'Karana', 'Pravishte/Gate']);

/** The printed element ends of the page's day panchang (its first day), as the day-page harness takes them. */
export function dayPanchangEnds(html: string, date: string): PrintedTime[] {
  const c = cells(html);
  const from = c.indexOf('Sunrise');
  // The block ends with "Pravishte/Gate" (the solar day), before the sun and moon signs and the month grid.
  const gate = c.indexOf('Pravishte/Gate', from);
  const to = gate < 0 ? c.length : gate;
  const out: PrintedTime[] = [];
  const push = (field: PrintedField, minute: number | null) => {
    if (minute !== null) out.push({ date, place: NEW_DELHI, field, printedMinute: minute, source: 'day-page' });
  };
  for (let i = from; i >= 0 && i < to; i++) {
    const field = ELEMENTS.find(([key]) => key === c[i])?.[1];
    if (!field || c[i + 2] !== 'upto') continue;
    // "Tithi | Navami | upto | 01:09 | PM", then any further element of the day: "Dashami | upto | ...".
    let j = i + 3;
    for (;;) {
      const t = clock(c, j);
      push(field, t.minute);
      j += t.used;
      if (KEYS.has(c[j]) || c[j + 1] !== 'upto') break;
      j += 2;
    }
    i = j - 1;
  }
  return out;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const GRID_CELL =
  /\|(\d\d:\d\d)\|(\d{1,2})\|(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\|[\d,]+\|(\d\d:\d\d)\|([A-Za-z]+ (?:Shukla|Krishna))\|[A-Za-z]+(?: (\d\d:\d\d\+?))?\|([A-Za-z ]+?)(?: (\d\d:\d\d\+?))?(?=\|)/g;

/**
 * The month grid's days of the page's own month as `month-grid.ts` lines (date, sunrise, sunset, moon-sign end,
 * nakshatra end, tithi at sunrise, nakshatra). The grid also shows days of the neighbouring months, which can share
 * a weekday and day number with this month's: this month's run is the consecutive 1, 2, … from its own 1st, plus the
 * days the grid wraps to its first row.
 */
export function monthGridLines(html: string, year: number, month: number): string[] {
  const text = `|${cells(html).join('|')}|`;
  const grid = [...text.matchAll(GRID_CELL)].map((m) => m.slice(1));
  const weekday = (d: number) => WEEKDAYS[new Date(Date.UTC(year, month - 1, d)).getUTCDay()];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = grid.findIndex((g) => g[1] === '1' && g[2] === weekday(1));
  const days = new Map<number, string[]>();
  for (const g of grid.slice(first)) {
    if (Number(g[1]) !== days.size + 1) break;
    days.set(Number(g[1]), g);
  }
  for (const g of grid.slice(0, first)) {
    const d = Number(g[1]);
    if (d > days.size && d <= last && !days.has(d) && g[2] === weekday(d)) days.set(d, g);
  }
  return [...days.keys()]
    .sort((a, b) => a - b)
    .map((d) => {
      const [sunrise, , , sunset, tithi, moonSignEnd, nakshatra, nakshatraEnd] = days.get(d)!;
      const date = `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      return [date, sunrise, sunset, moonSignEnd ?? '', nakshatraEnd ?? '', tithi, nakshatra].join('\t');
    });
}

export interface MonthPage {
  readonly year: number;
  readonly month: number;
  readonly html: string;
}

/** Every `YYYY-MM.html` of the directory within [fromYear, toYear], in date order; none when it is absent. */
export function readMonthPages(dir = DRIK_MONTH_PAGES_DIR, fromYear = 0, toYear = 9999): MonthPage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => PAGE_FILE.exec(f))
    .filter((m): m is RegExpExecArray => m !== null && Number(m[1]) >= fromYear && Number(m[1]) <= toYear)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map((m) => ({ year: Number(m[1]), month: Number(m[2]), html: readFileSync(join(dir, m[0]), 'utf8') }));
}
