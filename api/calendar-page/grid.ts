// The month grid as HTML, from daily objects of the API. One function for both sides: the server renders the keyless
// demo month with it, and the page's script (bundled into /calendar.js) renders a keyed month from the monthly
// endpoint's JSON with it. So the two cannot drift apart. Pure: strings in, a string out, everything escaped.
import { PAGE_WORDS, REGIONAL_LINE } from '../../tables/calendar-page.ts';
import { GREGORIAN_MONTH_KEYS, nameOf, VARA_KEYS, type Lang } from '../../tables/names/index.ts';

/** What the grid shows of a day: a subset of the daily answer (api/panchang/schema.ts). */
export interface GridDay {
  readonly date: string;
  readonly paksha: string;
  readonly sun: { readonly rise: string; readonly set: string };
  readonly tithi: readonly { readonly name: string }[];
  readonly nakshatra: readonly { readonly name: string }[];
  readonly flags: { readonly is_purnima: boolean; readonly is_amavasya: boolean; readonly is_ekadashi: boolean };
  readonly festivals: { readonly data: readonly { readonly id: string; readonly name: string }[] };
  readonly lunar_context?: { readonly amanta_month: string; readonly purnimanta_month: string };
  /** The solar calendars of the day (Bengali always; Tamil, Malayalam, Odia and Nepali where the API gives them). */
  readonly calendars?: Partial<Record<SolarCalendar, { readonly day: number; readonly month_name: string }>>;
}

type SolarCalendar = 'tamil' | 'malayalam' | 'odia' | 'bengali' | 'nepali';

export interface MonthGrid {
  readonly year: number;
  readonly month: number;
  readonly lang: Lang;
  /** Days with data; a day of the month absent here is drawn as an empty cell (outside the keyless window). */
  readonly days: readonly GridDay[];
  /** Where a day's JSON link points: the keyless demo route, or a `#json-` anchor the page's script answers. */
  readonly jsonHref: (date: string) => string;
}

/** The API keeps `paksha` as the seed's English value in every language; the page names it in the page's language. */
const pakshaName = (paksha: string, lang: Lang) => nameOf(lang, 'paksha', paksha === 'Krishna' ? 'krishna' : 'shukla');

/**
 * The line of the language's own calendar under a date (tables/calendar-page.ts): a solar month and its day
 * ("சித்திரை 1" for ta, the Bikram Sambat "बैशाख 1" for ne), or the lunar month; empty when the language has none or the day lacks that calendar.
 */
export function regionalLine(day: GridDay, lang: Lang): string {
  const line = REGIONAL_LINE[lang];
  if (line === null) return '';
  if (line === 'amanta' || line === 'purnimanta') {
    const month = line === 'amanta' ? day.lunar_context?.amanta_month : day.lunar_context?.purnimanta_month;
    return month ? `<p class="regional" data-calendar="${line}">${escapeHtml(month)}</p>` : '';
  }
  const date = day.calendars?.[line];
  return date ? `<p class="regional" data-calendar="${line}">${escapeHtml(date.month_name)} ${date.day}</p>` : '';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `DD-MM-YYYY HH:mm:ss` -> `HH:mm`. */
const clock = (stamp: string) => stamp.slice(11, 16);
const pad = (n: number) => String(n).padStart(2, '0');

export const monthTitle = (year: number, month: number, lang: Lang) =>
  `${nameOf(lang, 'gregorian_month', GREGORIAN_MONTH_KEYS[month - 1]!)} ${year}`;

const weekdayName = (weekday: number, lang: Lang) => nameOf(lang, 'vara', VARA_KEYS[weekday]!);

function badges(day: GridDay, lang: Lang): string {
  const on: [boolean, string][] = [
    [day.flags.is_purnima, nameOf(lang, 'tithi', 'purnima')],
    [day.flags.is_amavasya, nameOf(lang, 'tithi', 'amavasya')],
    [day.flags.is_ekadashi, nameOf(lang, 'tithi', 'ekadashi')],
  ];
  return on
    .filter(([flag]) => flag)
    .map(([, label]) => `<span class="badge">${escapeHtml(label)}</span>`)
    .join('');
}

function dayCell(date: string, day: GridDay | undefined, grid: MonthGrid): string {
  const n = Number(date.slice(8, 10));
  const weekday = weekdayName(new Date(`${date}T00:00:00Z`).getUTCDay(), grid.lang);
  const head = `<div class="num"><b>${n}</b> <span class="wd">${escapeHtml(weekday)}</span></div>`;
  if (!day)
    return `<li class="day off" data-date="${date}">${head}<p class="muted">${escapeHtml(PAGE_WORDS[grid.lang].unavailable)}</p></li>`;
  const l = PAGE_WORDS[grid.lang];
  const festivals = day.festivals.data.length
    ? `<ul class="fest">${day.festivals.data.map((f) => `<li data-id="${escapeHtml(f.id)}">${escapeHtml(f.name)}</li>`).join('')}</ul>`
    : '';
  return (
    `<li class="day" data-date="${date}">${head}` +
    `<p class="tithi">${escapeHtml(day.tithi[0].name)} <span class="muted">${escapeHtml(pakshaName(day.paksha, grid.lang))}</span></p>` +
    `<p class="nak">${escapeHtml(day.nakshatra[0].name)}</p>` +
    regionalLine(day, grid.lang) +
    `<p class="sun"><span title="${escapeHtml(l.sunrise)}">↑ ${clock(day.sun.rise)}</span> <span title="${escapeHtml(l.sunset)}">↓ ${clock(day.sun.set)}</span></p>` +
    badges(day, grid.lang) +
    festivals +
    `<a class="json" href="${escapeHtml(grid.jsonHref(date))}" data-json="${date}">JSON</a></li>`
  );
}

/** The grid: weekday headings (Sunday first), blank cells before the 1st, then one cell per day of the month. */
export function renderMonth(grid: MonthGrid): string {
  const count = new Date(Date.UTC(grid.year, grid.month, 0)).getUTCDate();
  const lead = new Date(Date.UTC(grid.year, grid.month - 1, 1)).getUTCDay();
  const byDate = new Map(grid.days.map((d) => [d.date, d]));
  const heads = VARA_KEYS.map((_, i) => `<li class="head">${escapeHtml(weekdayName(i, grid.lang))}</li>`).join('');
  const blanks = '<li class="blank" aria-hidden="true"></li>'.repeat(lead);
  const cells = Array.from({ length: count }, (_, i) => {
    const date = `${grid.year}-${pad(grid.month)}-${pad(i + 1)}`;
    return dayCell(date, byDate.get(date), grid);
  }).join('');
  return `<ol class="grid" lang="${grid.lang}" data-year="${grid.year}" data-month="${grid.month}">${heads}${blanks}${cells}</ol>`;
}
