// Panchang days for the routes: read from the precomputed shards when the pipeline's reader has the city-day,
// computed live by the same engine otherwise (data_source cache vs live; identical JSON apart from those fields).
import { DEFAULT_CONVENTIONS, type Conventions, type ProfileId } from '../../engine/astro/conventions.ts';
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import { computePanchangDay } from '../../engine/panchang/day.ts';
import { muhuratLayers, type Personal } from '../../engine/muhurat/index.ts';
import {
  addDays,
  computePlaceDays,
  parseIsoDate,
  type CivilDate,
  type PlaceDayInputs,
} from '../../engine/panchang/place-day.ts';
import type { FestivalOccurrence } from '../../engine/panchang/festivals/index.ts';
import { renderDaily, type DailyPlace } from './render.ts';
import type { DailyPanchang, FestivalObject } from './schema.ts';
import type { Lang } from '../../tables/names/index.ts';
import { withoutMuhurat, type Faith } from './present.ts';
import { currentTimeFormat } from '../timestamps.ts';
import { createHash } from 'node:crypto';
import { ENGINE_VERSION } from '../../engine/version.ts';
import { PrecompressedJson } from '../gateway/compression.ts';

/** What the pipeline's shard reader offers (pipeline/shard-reader.ts). */
export interface PlaceDaySource {
  /** `profile`: whose shard family (issue #31); the reader holds each profile's days apart. */
  getPlaceDay(
    cityId: string,
    date: string,
    profile: ProfileId,
  ): {
    readonly inputs: PlaceDayInputs;
    readonly festivals: readonly FestivalOccurrence[];
    readonly builtAtMs: number;
  } | null;
  getGlobalYear(year: number, profile: ProfileId): GlobalYear | null;
  /** The served data generation (the shard manifest's hash): part of a day's ETag. */
  generation?(): string | null;
}

/**
 * Festivals of a place-day within the plan's layers and the faith filter (the festival engine plugs in here).
 * `stored` holds a shard hit's occurrences; null asks the provider to compute the day's occurrences live.
 */
export type FestivalProvider = (request: {
  place: ResolvedPlace;
  date: string;
  table: GlobalYear;
  conventions: Conventions;
  stored: readonly FestivalOccurrence[] | null;
  lang: Lang;
  timezone: string;
  layers: ReadonlySet<string>;
  faith: Faith;
}) => FestivalObject[];

export interface ResolvedPlace extends DailyPlace {
  /** The place's own zone (the request may override the display zone). */
  readonly timezone: string;
}

export interface DayRequest {
  readonly place: ResolvedPlace;
  /** Display zone: the request's override or the place's. */
  readonly timezone: string;
  readonly lang: Lang;
  readonly nowMs: number;
  /** Festival layers the plan may see (none on free) and the faith filter. */
  readonly festivalLayers: ReadonlySet<string>;
  readonly faith: Faith;
  /** Muhurat timings (amethyst and up); below that the keys stay with null times. */
  readonly showMuhurat: boolean;
  /** The calculation profile's conventions (default: the default profile, the only one the shards hold). */
  readonly conventions?: Conventions;
  /** The birth star (1-27) and birth rashi (1-12) the personal muhurat layers count from (issue #30). */
  readonly personal?: Personal;
}

export interface RenderedDay {
  readonly data: DailyPanchang;
  readonly source: 'cache' | 'live';
  readonly cacheAgeSeconds: number;
  /** `data` serialized (UTF-8 JSON bytes), kept with a cached answer so repeats are not serialized again. */
  readonly dataJson?: Buffer;
  /** The same bytes with their brotli/gzip forms kept beside them, and the day's tag for an ETag (issue #41). */
  readonly compressed?: PrecompressedJson;
}

const MAX_CACHED_YEARS = 8;
/**
 * Rendered days kept for repeat lookups (about 15 KB each with their JSON, and 3-4 KB per encoding and plan once asked
 * compressed): a hot city-day is not rendered, serialized or compressed again.
 */
const MAX_CACHED_DAYS = 8_000;

// Plans share their layer sets (present.ts), so each set is joined into a cache key once.
const layerKeys = new WeakMap<ReadonlySet<string>, string>();
function layersKey(layers: ReadonlySet<string>): string {
  let key = layerKeys.get(layers);
  if (key === undefined) {
    key = [...layers].join(',');
    layerKeys.set(layers, key);
  }
  return key;
}

interface CachedDay {
  readonly day: RenderedDay;
  readonly atMs: number;
  seq: number;
}

export class PanchangService {
  private readonly years = new Map<string, GlobalYear>();
  private readonly rendered = new Map<string, CachedDay>();
  /** Insertions into `rendered` so far: an entry's `seq` says how far it is from eviction. */
  private insertions = 0;

  private readonly maxCachedDays: number;

  private readonly options: {
    source?: PlaceDaySource | null;
    festivals?: FestivalProvider | null;
    maxCachedDays?: number;
    /** Told how many city-days the engine computed live (the metrics count them). */
    onLiveDays?: (cityDays: number) => void;
  };

  constructor(
    options: {
      source?: PlaceDaySource | null;
      festivals?: FestivalProvider | null;
      maxCachedDays?: number;
      /** Told how many city-days the engine computed live (the metrics count them). */
      onLiveDays?: (cityDays: number) => void;
    } = {},
  ) {
    this.options = options;
    this.maxCachedDays = options.maxCachedDays ?? MAX_CACHED_DAYS;
  }

  /**
   * The global table of a year under a profile's conventions: from that profile's shards when published, else
   * computed once and kept (LRU of 8 profile-years).
   */
  globalYear(year: number, conventions: Conventions = DEFAULT_CONVENTIONS): GlobalYear {
    const key = `${conventions.profile}|${year}`;
    const cached = this.years.get(key);
    if (cached) {
      this.years.delete(key);
      this.years.set(key, cached);
      return cached;
    }
    const stored = this.options.source?.getGlobalYear(year, conventions.profile);
    const table = stored ?? buildGlobalYear(year, conventions);
    this.years.set(key, table);
    if (this.years.size > MAX_CACHED_YEARS) this.years.delete(this.years.keys().next().value!);
    return table;
  }

  /**
   * `count` consecutive days from `first`: each from the rendered-day cache, a shard or computed live (one sunrise
   * solved per day over a run); every answer carries its JSON bytes and is kept for repeats.
   */
  days(request: DayRequest, first: string, count: number): RenderedDay[] {
    const start = parseIsoDate(first);
    const out: RenderedDay[] = [];
    let i = 0;
    while (i < count) {
      const date = addDays(start, i);
      const iso = isoOf(date);
      const hit = this.lookup(request, iso) ?? this.fromShard(request, date);
      if (hit) {
        out.push(hit.dataJson ? hit : this.remember(request, iso, hit));
        i++;
        continue;
      }
      // Compute the rest of this Gregorian year's run live in one pass.
      const run = Math.min(count - i, daysLeftInYear(date));
      const t0 = performance.now();
      const conventions = conventionsOf(request);
      const table = this.globalYear(date.year, conventions);
      // Civil dates are reckoned in the display zone, so an override changes which sunrise is 'that date's'.
      const at = {
        latitudeDeg: request.place.latitudeDeg,
        longitudeDeg: request.place.longitudeDeg,
        timezone: request.timezone,
      };
      const inputs = computePlaceDays(table, at, date, run, conventions.sunrise);
      const perDayMs = (performance.now() - t0) / run;
      this.options.onLiveDays?.(run);
      for (const day of inputs) {
        out.push(
          this.lookup(request, day.date) ??
            this.remember(request, day.date, this.render(request, table, day, null, 'live', perDayMs, request.nowMs)),
        );
      }
      i += run;
    }
    return out;
  }

  /** One day as the plan sees it (answered as `cache`, with its age, when asked before). */
  day(request: DayRequest, date: string): RenderedDay {
    return this.days(request, date, 1)[0];
  }

  /**
   * The days when they need no computing (issue #43): every one already rendered, or one day from a shard (a read and
   * a render). Null when any would be computed live or a run of days rendered: the compute pool renders those
   * (api/panchang/pooled-days.ts) and `adopt` keeps them.
   */
  ready(request: DayRequest, first: string, count: number): RenderedDay[] | null {
    if (count === 1) {
      const hit = this.lookup(request, first) ?? this.fromShard(request, parseIsoDate(first));
      return hit ? [hit.dataJson ? hit : this.remember(request, first, hit)] : null;
    }
    return this.allRendered(request, first, count) ? this.days(request, first, count) : null;
  }

  /**
   * Days another thread's `days()` rendered for this request (bytes included), kept here for repeats: a second call
   * is a cached lookup on the event loop. A day rendered here meanwhile wins, as in `days()`.
   */
  adopt(request: DayRequest, first: string, fresh: readonly RenderedDay[]): RenderedDay[] {
    const start = parseIsoDate(first);
    let live = 0;
    const out = fresh.map((day, i) => {
      if (day.source === 'live') live++;
      const iso = isoOf(addDays(start, i));
      return this.lookup(request, iso) ?? this.keep(request, iso, { ...day, dataJson: asBuffer(day.dataJson!) });
    });
    if (live) this.options.onLiveDays?.(live);
    return out;
  }

  private allRendered(request: DayRequest, first: string, count: number): boolean {
    const start = parseIsoDate(first);
    for (let i = 0; i < count; i++) if (!this.rendered.has(this.keyOf(request, isoOf(addDays(start, i))))) return false;
    return true;
  }

  private keyOf(request: DayRequest, date: string): string {
    const p = request.place;
    // a rendered day's timestamps are in the request's time_format (api/timestamps.ts): each format is its own entry
    return `${p.cityId ?? `${p.latitudeDeg},${p.longitudeDeg}`}|${request.timezone}|${date}|${request.lang}|${layersKey(request.festivalLayers)}|${request.faith}|${request.showMuhurat}|${conventionsOf(request).profile}|${currentTimeFormat()}|${request.personal?.birthNakshatra ?? ''}|${request.personal?.birthRashi ?? ''}`;
  }

  private lookup(request: DayRequest, date: string): RenderedDay | null {
    const key = this.keyOf(request, date);
    const hit = this.rendered.get(key);
    if (!hit) return null;
    // A hit moves its day to the young end of the eviction order only once it has aged into the older half:
    // a day in use is still never evicted, and a hot day's repeat hits do not rewrite the map on every call.
    if (this.insertions - hit.seq > this.maxCachedDays / 2) {
      this.rendered.delete(key);
      hit.seq = ++this.insertions;
      this.rendered.set(key, hit);
    }
    const cachedAt = hit.day.source === 'cache' ? hit.atMs - hit.day.cacheAgeSeconds * 1000 : hit.atMs;
    return { ...hit.day, source: 'cache', cacheAgeSeconds: Math.max(0, Math.floor((request.nowMs - cachedAt) / 1000)) };
  }

  private remember(request: DayRequest, date: string, fresh: RenderedDay): RenderedDay {
    return this.keep(request, date, { ...fresh, dataJson: Buffer.from(JSON.stringify(fresh.data)) });
  }

  /** Keeps a rendered day with its compressed form (issue #41), whether rendered here or on a compute thread. */
  private keep(request: DayRequest, date: string, rendered: RenderedDay): RenderedDay {
    const key = this.keyOf(request, date);
    const dataJson = rendered.dataJson!;
    // the data generation (the shard manifest, else none) and the engine that rendered it, and the request's key
    const generation = this.options.source?.generation?.() ?? 'live';
    const tag = createHash('sha256').update(`${generation}|${ENGINE_VERSION}|${key}`).digest('base64url').slice(0, 22);
    const day = { ...rendered, dataJson, compressed: new PrecompressedJson(dataJson, tag) };
    this.rendered.set(key, { day, atMs: request.nowMs, seq: ++this.insertions });
    if (this.rendered.size > this.maxCachedDays) this.rendered.delete(this.rendered.keys().next().value!);
    return day;
  }

  private fromShard(request: DayRequest, date: CivilDate): RenderedDay | null {
    const source = this.options.source;
    // Shards hold city-days per profile in the city's own zone; anything else is computed live.
    if (!source || !request.place.cityId || request.timezone !== request.place.timezone) return null;
    const conventions = conventionsOf(request);
    const hit = source.getPlaceDay(request.place.cityId, isoOf(date), conventions.profile);
    if (!hit) return null;
    const table = this.globalYear(date.year, conventions);
    return this.render(request, table, hit.inputs, hit.festivals, 'cache', 0, hit.builtAtMs);
  }

  private render(
    request: DayRequest,
    table: GlobalYear,
    inputs: PlaceDayInputs,
    stored: readonly FestivalOccurrence[] | null,
    source: 'cache' | 'live',
    baseMs: number,
    updatedAtMs: number,
  ): RenderedDay {
    const t0 = performance.now();
    const conventions = conventionsOf(request);
    const festivals =
      request.festivalLayers.size === 0
        ? []
        : (this.options.festivals?.({
            place: request.place,
            date: inputs.date,
            table,
            conventions,
            stored,
            lang: request.lang,
            timezone: request.timezone,
            layers: request.festivalLayers,
            faith: request.faith,
          }) ?? []);
    // Tamil and Malayalam dates are decided at the place, on the clock the date is counted in (issue #40).
    const { latitudeDeg, longitudeDeg } = request.place;
    const panchangDay = computePanchangDay(table, inputs, { latitudeDeg, longitudeDeg, timezone: request.timezone });
    // The layers cost about 0.2 ms a day (mostly the lagna table): only the plans that show muhurat pay it.
    const layers = request.showMuhurat
      ? muhuratLayers(table, { ...inputs, weekday: panchangDay.weekday }, request.place, request.personal)
      : undefined;
    const data = renderDaily(panchangDay, {
      place: request.place,
      timezone: request.timezone,
      lang: request.lang,
      festivals,
      lastUpdated: new Date(updatedAtMs).toISOString(),
      computeTimeMs: 0,
      conventions,
      layers,
    });
    data.metadata.compute_time_ms = Math.round((baseMs + performance.now() - t0) * 1000) / 1000;
    const cacheAgeSeconds = source === 'cache' ? Math.max(0, Math.floor((request.nowMs - updatedAtMs) / 1000)) : 0;
    return { data: request.showMuhurat ? data : withoutMuhurat(data), source, cacheAgeSeconds };
  }
}

/** A day as a pre-serialized part of a larger answer (monthly, yearly); `days()` always returns its bytes. */
export function cachedDay(day: RenderedDay): { readonly data: DailyPanchang; readonly dataJson: Buffer } {
  if (!day.dataJson) throw new Error(`day ${day.data.date} has no serialized bytes`);
  return { data: day.data, dataJson: day.dataJson };
}

/** Bytes that crossed from a worker thread arrive as a plain Uint8Array: the same memory, seen as a Buffer. */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const conventionsOf = (request: DayRequest): Conventions => request.conventions ?? DEFAULT_CONVENTIONS;

const isoOf = (d: CivilDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

function daysLeftInYear(d: CivilDate): number {
  return (Date.UTC(d.year + 1, 0, 1) - Date.UTC(d.year, d.month - 1, d.day)) / 86_400_000;
}
