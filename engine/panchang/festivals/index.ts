/**
 * The festival rule engine (seed 002: "festivals come from a deterministic rule engine"). `festivalsForPlaceYear`
 * evaluates every row of tables/festivals for one place and civil year into occurrences (ids, instants, note keys;
 * the API renders them, api/panchang/festivals.ts); `FESTIVAL_RULES` answers the row, layer and faith of an id so
 * the API can render and filter by plan and `faith_filter`.
 *
 * placeDays: every civil date of `year`, plus one day of margin on each side (31 December of the year before and
 * 1 January of the year after, which a GlobalYear's rise/set grid allows). Rules compare a day with its neighbours
 * (a tithi rule looks one day each side, Ekadashi two sunrises ahead, extrapolated past the run), so without the
 * margin the first and last days of the year may be decided wrongly; only dates of `year` are returned either way.
 */
import type { SunriseConvention } from '../../astro/conventions.ts';
import type { GlobalYear } from '../../astro/global-year.ts';
import { FESTIVAL_TABLE, type NoteKey } from '../../../tables/festivals/index.ts';
import type { Faith, FestivalRow, Layer, RegionVariant } from '../../../tables/festivals/types.ts';
import { addDays, computePlaceDays, type PlaceDayInputs } from '../place-day.ts';
import { localEclipses, type LocalEclipse } from './eclipses.ts';
import { rowHits, type DayHit, type EvalContext } from './evaluate.ts';
import { PlaceYear } from './place-year.ts';
import { yearIndexOf } from './year-index.ts';

export interface FestivalPlace {
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
  readonly timezone: string;
  readonly regionVariant: RegionVariant;
}

export interface FestivalOccurrence {
  /** Stable uint16 id from the rule table. */
  readonly id: number;
  /** Whole seconds (the precision every displayed time has), so a shard stores exactly what a live day computes. */
  readonly startUtcMs: number;
  readonly endUtcMs: number;
  /** A key of tables/festivals/notes.ts; the API renders it in the requested language. */
  readonly note?: NoteKey;
}

export interface FestivalInput {
  readonly year: number;
  readonly globalYear: GlobalYear;
  readonly placeDays: readonly PlaceDayInputs[];
  readonly place: FestivalPlace;
}

const BY_ID: ReadonlyMap<number, FestivalRow> = new Map(FESTIVAL_TABLE.map((r) => [r.id, r]));

/** Rows in an order where every relative row follows its anchor and every Vaishnava echo its Smarta row. */
const EVALUATION_ORDER: readonly FestivalRow[] = (() => {
  // A regional rule may be relative where the base rule is not (Nepal's Maha Navami: the day before its Dashami).
  const dependencies = (r: FestivalRow): number[] => [
    ...[r.rule, ...Object.values(r.regionalRules ?? {})].flatMap((rule) => (rule.kind === 'relative' ? [rule.to] : [])),
    ...(r.onlyIfDiffersFrom === undefined ? [] : [r.onlyIfDiffersFrom]),
  ];
  const done = new Set<number>();
  const out: FestivalRow[] = [];
  let pending = [...FESTIVAL_TABLE];
  while (pending.length > 0) {
    const ready = pending.filter((r) => dependencies(r).every((dep) => done.has(dep)));
    if (ready.length === 0)
      throw new Error(`festival rows with unresolvable anchors: ${pending.map((r) => r.id).join(', ')}`);
    for (const r of ready) {
      out.push(r);
      done.add(r.id);
    }
    pending = pending.filter((r) => !done.has(r.id));
  }
  return out;
})();

const isNepalOnly = (row: FestivalRow) => row.observedIn.length === 1 && row.observedIn[0] === 'nepal';
/**
 * Nepal's cities keep the pan-Indian and worldwide rows and Nepal's own, not those of one Indian region (Karva Chauth,
 * Lohri, Onam, Pongal): a Kathmandu day lists what Nepal observes. A row Nepal shares with a region says so in its
 * `observedIn` (Chhath: north_india, east_india, nepal). The feeds' regional filter (api/feeds/calendar.ts) keeps
 * the same set for region `nepal`.
 */
const keptInNepal = (row: FestivalRow) =>
  row.observedIn.some((o) => o === 'pan_india' || o === 'worldwide' || o === 'nepal');

function ruleFor(row: FestivalRow, region: RegionVariant): FestivalRow['rule'] {
  return region !== 'default' ? (row.regionalRules?.[region] ?? row.rule) : row.rule;
}

/** Ekadashi pairs: the Smarta day carries a note when the Vaishnava day differs; the Vaishnava row appears only then. */
function withTraditionNotes(
  row: FestivalRow,
  hits: DayHit[],
  hitsById: ReadonlyMap<number, readonly DayHit[]>,
): DayHit[] {
  if (row.onlyIfDiffersFrom !== undefined) {
    const other = new Set((hitsById.get(row.onlyIfDiffersFrom) ?? []).map((h) => h.day));
    return hits.filter((h) => !other.has(h.day)).map((h) => ({ ...h, note: 'smarta_previous_day' }));
  }
  return hits.map((h) =>
    h.alternateDay !== undefined && h.alternateDay !== h.day ? { ...h, note: 'vaishnava_next_day' } : h,
  );
}

export function festivalsForPlaceYear(input: FestivalInput): Map<string, FestivalOccurrence[]> {
  const py = new PlaceYear(input.placeDays);
  let eclipses: readonly LocalEclipse[] | null = null;
  const hitsById = new Map<number, readonly DayHit[]>();
  const ctx: EvalContext = {
    year: input.globalYear,
    index: yearIndexOf(input.globalYear),
    py,
    hitsById,
    eclipses: () => (eclipses ??= localEclipses(input.year, py, input.place)),
  };
  const region = input.place.regionVariant;
  for (const row of EVALUATION_ORDER) {
    // Nepal's own rows (issue 39) are kept only in Nepal's cities, which in turn skip the Indian regions' own rows;
    // elsewhere every row is listed, as before.
    if (region === 'nepal' ? !keptInNepal(row) : isNepalOnly(row)) {
      hitsById.set(row.id, []);
      continue;
    }
    hitsById.set(row.id, withTraditionNotes(row, rowHits(ctx, row, ruleFor(row, region)), hitsById));
  }
  return groupByDate(input.year, py, hitsById);
}

const toSecond = (ms: number): number => Math.round(ms / 1000) * 1000;

/**
 * The place days festivalsForPlaceYear needs for `year`: every civil date of it plus one day of margin each side.
 * The pipeline stores the inner days of this same run, so stored and live festivals come from identical inputs.
 * `sunrise` is the profile's (the default when absent, as the pipeline has it).
 */
export function festivalPlaceDays(
  globalYear: GlobalYear,
  place: Omit<FestivalPlace, 'regionVariant'>,
  sunrise?: SunriseConvention,
): PlaceDayInputs[] {
  const first = addDays({ year: globalYear.year, month: 1, day: 1 }, -1);
  const days = (Date.UTC(globalYear.year + 1, 0, 1) - Date.UTC(globalYear.year, 0, 1)) / 86_400_000 + 2;
  return computePlaceDays(globalYear, place, first, days, sunrise);
}

function groupByDate(
  year: number,
  py: PlaceYear,
  hitsById: ReadonlyMap<number, readonly DayHit[]>,
): Map<string, FestivalOccurrence[]> {
  const prefix = `${String(year).padStart(4, '0')}-`;
  const out = new Map<string, FestivalOccurrence[]>();
  for (const [id, hits] of hitsById) {
    for (const h of hits) {
      const date = py.days[h.day].date;
      if (!date.startsWith(prefix)) continue;
      const occurrence: FestivalOccurrence = {
        id,
        startUtcMs: toSecond(h.startUtcMs),
        endUtcMs: toSecond(h.endUtcMs),
        ...(h.note ? { note: h.note } : {}),
      };
      const list = out.get(date);
      if (list) list.push(occurrence);
      else out.set(date, [occurrence]);
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.id - b.id);
  return new Map([...out.entries()].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function rowOf(id: number): FestivalRow {
  const row = BY_ID.get(id);
  if (!row) throw new RangeError(`unknown festival id ${id}`);
  return row;
}

export const FESTIVAL_RULES = Object.freeze({
  rows: FESTIVAL_TABLE,
  has: (id: number): boolean => BY_ID.has(id),
  rowOf,
  layerOf: (id: number): Layer => rowOf(id).layer,
  faithOf: (id: number): Faith => rowOf(id).faith,
});

export { eclipseYear } from './eclipses.ts';
