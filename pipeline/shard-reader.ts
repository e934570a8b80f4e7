// The API's view of a shard directory: a PlaceDayInputs for (city, date) in microseconds, the GlobalYear of a
// year, and reload() to switch to a new manifest while requests keep being answered from the current one.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_PROFILE, type ProfileId } from '../engine/astro/conventions.ts';
import type { GlobalYear } from '../engine/astro/global-year.ts';
import { rashifalPeriodStart, rashifalReading, type Rashifal, type RashifalSky } from '../engine/jyotish/rashifal.ts';
import type { RashifalPeriod } from '../tables/jyotish/rashifal.ts';
import type { ProseLang } from '../tables/names/index.ts';
import { dayOfYear, decodeCityYear, storedDay, type DecodedCityYear, type StoredPlaceDay } from './city-year-codec.ts';
import { SELECT_CITY_YEAR, type CityYearRow } from './city-year-row.ts';
import { decodeGlobalShard } from './global-shard.ts';
import { globalSlot } from './job-types.ts';
import { readManifest, type Manifest, type ManifestShard } from './manifest.ts';
import { LruCache } from './lru.ts';
import { anchoredOn, decodeSky, SELECT_RASHIFAL } from './rashifal-shard.ts';
import { openShard, type Db } from './shard-file.ts';
import type { Statement } from 'better-sqlite3';

export type { StoredPlaceDay } from './city-year-codec.ts';

/** A shard file of the current generation, open for the generation's whole life. */
interface OpenFile {
  readonly entry: ManifestShard;
  readonly db: Db;
}

interface CityShard extends OpenFile {
  readonly select: Statement<[string], CityYearRow | undefined>;
}

interface RashifalShard extends OpenFile {
  readonly select: Statement<[string, string], { sky: Buffer } | undefined>;
}

interface Generation {
  readonly manifest: Manifest | null;
  /** Rashifal shards by year (the year of the anchor dates they answer). */
  readonly rashifals: ReadonlyMap<number, RashifalShard>;
  /** Every file of the generation by path, opened when it was switched in. */
  readonly files: ReadonlyMap<string, OpenFile>;
  /** City shards per profile and year (`globalSlot`), sorted by first_city (blocks are disjoint ranges of sorted ids). */
  readonly cityShards: ReadonlyMap<string, readonly CityShard[]>;
  /** Global shards per profile and year (`globalSlot`). */
  readonly globals: ReadonlyMap<string, OpenFile>;
}

const EMPTY: Generation = {
  manifest: null,
  files: new Map(),
  cityShards: new Map(),
  globals: new Map(),
  rashifals: new Map(),
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Switches that may land while a reload opens its files (each prunes what the one before it used). */
const RELOAD_ATTEMPTS = 5;

export class ShardVerificationError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `shards do not verify: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (+${problems.length - 5})` : ''}`,
    );
    this.problems = problems;
  }
}

export interface ShardReaderOptions {
  /** Decoded city-years kept in memory (default 1024; a full year is 23 KB decoded, about 50 µs to decode). */
  readonly cacheSize?: number;
  /** Re-hash every new shard against the manifest before serving it (default true). */
  readonly verify?: boolean;
}

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function findShard(shards: readonly CityShard[] | undefined, cityId: string): CityShard | null {
  if (!shards) return null;
  let lo = 0,
    hi = shards.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const e = shards[mid].entry;
    if (cityId < (e.first_city as string)) hi = mid - 1;
    else if (cityId > (e.last_city as string)) lo = mid + 1;
    else return shards[mid];
  }
  return null;
}

export class ShardReader {
  readonly dir: string;
  private generation: Generation = EMPTY;
  private readonly cityYears: LruCache<string, DecodedCityYear | null>;
  private readonly globalYears = new Map<string, GlobalYear>();
  /** Decoded skies of rashifal rows, and the readings rendered from them: a day's readings are asked for again and again. */
  private readonly rashifalSkies = new LruCache<string, RashifalSky | null>(256);
  private readonly rashifalReadings = new LruCache<string, Rashifal>(4096);
  private readonly verify: boolean;
  private reloading: Promise<boolean> | null = null;

  constructor(dir: string, options: ShardReaderOptions = {}) {
    this.dir = resolve(dir);
    this.cityYears = new LruCache(options.cacheSize ?? 1024);
    this.verify = options.verify ?? true;
  }

  get manifest(): Manifest | null {
    return this.generation.manifest;
  }

  /** The stored day of a profile, or null when no shard holds this city and date (the caller computes it live). */
  getPlaceDay(cityId: string, date: string, profile: ProfileId = DEFAULT_PROFILE): StoredPlaceDay | null {
    if (!DATE.test(date)) return null;
    const decoded = this.cityYear(cityId, Number(date.slice(0, 4)), profile);
    if (!decoded) return null;
    const index = dayOfYear(date) - decoded.firstDay;
    return index >= 0 && index < decoded.dayCount ? storedDay(decoded, index) : null;
  }

  /** Every stored day of a city from `fromDate` to `toDate` inclusive (days outside the shards are left out). */
  getPlaceDays(
    cityId: string,
    fromDate: string,
    toDate: string,
    profile: ProfileId = DEFAULT_PROFILE,
  ): StoredPlaceDay[] {
    const out: StoredPlaceDay[] = [];
    if (!DATE.test(fromDate) || !DATE.test(toDate)) return out;
    for (let year = Number(fromDate.slice(0, 4)); year <= Number(toDate.slice(0, 4)); year++) {
      const decoded = this.cityYear(cityId, year, profile);
      if (!decoded) continue;
      for (let i = 0; i < decoded.dayCount; i++) {
        const day = storedDay(decoded, i);
        if (day.date >= fromDate && day.date <= toDate) out.push(day);
      }
    }
    return out;
  }

  /** The decoded city-year (cached), or null. */
  cityYear(cityId: string, year: number, profile: ProfileId = DEFAULT_PROFILE): DecodedCityYear | null {
    const shard = findShard(this.generation.cityShards.get(globalSlot({ profile, year })), cityId);
    if (!shard) return null;
    // Keyed by content hash: an unchanged shard keeps its cache entries across reloads.
    const key = `${shard.entry.sha256}:${cityId}`;
    const cached = this.cityYears.get(key);
    if (cached !== undefined) return cached;
    const row = shard.select.get(cityId);
    const decoded = row ? decodeCityYear(year, row) : null;
    this.cityYears.set(key, decoded);
    return decoded;
  }

  /** The year's global table from its shard (decoded once per shard), or null when no shard holds it. */
  getGlobalYear(year: number, profile: ProfileId = DEFAULT_PROFILE): GlobalYear | null {
    const shard = this.generation.globals.get(globalSlot({ profile, year }));
    if (!shard) return null;
    let table = this.globalYears.get(shard.entry.sha256);
    if (!table) {
      table = decodeGlobalShard(shard.db, shard.entry.path);
      this.globalYears.set(shard.entry.sha256, table);
    }
    return table;
  }

  /**
   * The stored reading of sign 1..12 for the period holding `anchorDate`, exactly as the engine's
   * rashifal(sign, period, anchorDate, lang) returns it, or null when no shard holds that period (compute it live).
   */
  getRashifal(sign: number, period: RashifalPeriod, lang: ProseLang, anchorDate: string): Rashifal | null {
    if (!DATE.test(anchorDate) || !Number.isInteger(sign) || sign < 1 || sign > 12) return null;
    const shard = this.generation.rashifals.get(Number(anchorDate.slice(0, 4)));
    if (!shard) return null;
    const start = rashifalPeriodStart(period, anchorDate);
    const skyKey = `${shard.entry.sha256}:${period}:${start}`;
    const readingKey = `${skyKey}:${sign}:${lang}`;
    let reading = this.rashifalReadings.get(readingKey);
    if (reading === undefined) {
      let sky = this.rashifalSkies.get(skyKey);
      if (sky === undefined) {
        const row = shard.select.get(period, start);
        sky = row ? decodeSky(row.sky) : null;
        this.rashifalSkies.set(skyKey, sky);
      }
      if (!sky) return null;
      reading = rashifalReading(sky, sign, lang);
      this.rashifalReadings.set(readingKey, reading);
    }
    return anchoredOn(reading, anchorDate);
  }

  /**
   * Reads the manifest and, if it changed, opens (and verifies) the new generation, then swaps it in in one
   * assignment: lookups never see a half-loaded state. Returns true when it switched. A manifest whose shards
   * do not verify throws ShardVerificationError and the current generation stays.
   */
  reload(): Promise<boolean> {
    this.reloading ??= this.load().finally(() => {
      this.reloading = null;
    });
    return this.reloading;
  }

  private async load(): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      const manifest = readManifest(this.dir);
      if (manifest?.hash === this.generation.manifest?.hash) return false;
      try {
        this.switchTo(await this.openGeneration(manifest));
        return true;
      } catch (error) {
        // Files that vanished because a newer manifest replaced this one meanwhile: open the newer one.
        if (attempt >= RELOAD_ATTEMPTS || readManifest(this.dir)?.hash === manifest?.hash) throw error;
      }
    }
  }

  /**
   * The generation's lifecycle. Every file is opened when the generation is switched in and stays open until
   * the next switch, so a later build or sync may delete it (pruning) without a lookup ever failing: an open
   * descriptor keeps the file readable. Lookups are synchronous, so once the assignment is done no request is
   * still using a handle of the old generation, and those it does not share with the new one can close.
   */
  private switchTo(next: Generation): void {
    const current = this.generation;
    this.generation = next;
    for (const [path, file] of current.files) if (next.files.get(path) !== file) file.db.close();
    const live = new Set([...next.globals.values()].map((g) => g.entry.sha256));
    for (const sha of [...this.globalYears.keys()]) if (!live.has(sha)) this.globalYears.delete(sha);
  }

  /** Opens the manifest's files (reusing the current generation's handles), then verifies the new ones. */
  private async openGeneration(manifest: Manifest | null): Promise<Generation> {
    if (!manifest) return EMPTY;
    const current = this.generation.files;
    const files = new Map<string, OpenFile>();
    const fresh: OpenFile[] = [];
    try {
      for (const entry of manifest.shards) {
        let file = current.get(entry.path);
        if (!file) {
          file = { entry, db: openShard(join(this.dir, entry.path)) };
          fresh.push(file);
        }
        files.set(entry.path, file);
      }
      // Hashed after opening: what is verified is what the open handle reads (content-named files never change).
      if (this.verify)
        await verifyFiles(
          this.dir,
          fresh.map((f) => f.entry),
        );
      return indexGeneration(manifest, files);
    } catch (error) {
      for (const f of fresh) f.db.close();
      throw error instanceof ShardVerificationError
        ? error
        : new ShardVerificationError([String((error as Error).message)]);
    }
  }

  close(): void {
    for (const file of this.generation.files.values()) file.db.close();
    this.generation = EMPTY;
    this.cityYears.clear();
    this.globalYears.clear();
    this.rashifalSkies.clear();
    this.rashifalReadings.clear();
  }
}

async function verifyFiles(dir: string, entries: readonly ManifestShard[]): Promise<void> {
  const problems: string[] = [];
  for (const s of entries) {
    const sha = await sha256OfFile(join(dir, s.path)).catch(() => 'missing');
    if (sha !== s.sha256) problems.push(`${s.path}: ${sha === 'missing' ? 'missing' : 'sha256 mismatch'}`);
  }
  if (problems.length) throw new ShardVerificationError(problems);
}

/** What lookups need from a generation's open files: city shards by year (with their row query), globals by year. */
function indexGeneration(manifest: Manifest, files: ReadonlyMap<string, OpenFile>): Generation {
  const cityShards = new Map<string, CityShard[]>();
  const globals = new Map<string, OpenFile>();
  const rashifals = new Map<number, RashifalShard>();
  for (const file of files.values()) {
    const { kind, year } = file.entry;
    // an entry without a profile comes from a manifest written before profiles had shards: the default's
    const slot = globalSlot({ profile: file.entry.profile ?? DEFAULT_PROFILE, year });
    if (kind === 'global') globals.set(slot, file);
    if (kind === 'rashifal') rashifals.set(year, { ...file, select: preparedOn(file.db, SELECT_RASHIFAL) });
    if (kind !== 'city') continue;
    const list = cityShards.get(slot) ?? [];
    list.push(cityShardOf(file));
    cityShards.set(slot, list);
  }
  for (const list of cityShards.values())
    list.sort((a, b) => ((a.entry.first_city as string) < (b.entry.first_city as string) ? -1 : 1));
  return { manifest, files, cityShards, globals, rashifals };
}

/** A shard's row query, prepared once per open file (a generation shares unchanged files with the one before). */
const statements = new WeakMap<Db, Statement>();
function preparedOn<S extends Statement>(db: Db, sql: string): S {
  let select = statements.get(db);
  if (!select) {
    select = db.prepare(sql);
    statements.set(db, select);
  }
  return select as S;
}

const cityShardOf = (file: OpenFile): CityShard => ({ ...file, select: preparedOn(file.db, SELECT_CITY_YEAR) });

/** A reader over `dir` with its current manifest loaded (an empty reader when there is none yet). */
export async function openShardReader(dir: string, options: ShardReaderOptions = {}): Promise<ShardReader> {
  const reader = new ShardReader(dir, options);
  await reader.reload();
  return reader;
}
