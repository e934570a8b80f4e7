// The API's view of a shard directory: a PlaceDayInputs for (city, date) in microseconds, the GlobalYear of a
// year, and reload() to switch to a new manifest while requests keep being answered from the current one.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GlobalYear } from '../engine/astro/global-year.ts';
import { dayOfYear, decodeCityYear, storedDay, type DecodedCityYear, type StoredPlaceDay } from './city-year-codec.ts';
import { SELECT_CITY_YEAR, type CityYearRow } from './city-year-row.ts';
import { readGlobalShard } from './global-shard.ts';
import { readManifest, type Manifest, type ManifestShard } from './manifest.ts';
import { LruCache } from './lru.ts';
import { openShard, type Db } from './shard-file.ts';
import type { Statement } from 'better-sqlite3';

export type { StoredPlaceDay } from './city-year-codec.ts';

interface OpenShard {
  readonly entry: ManifestShard;
  readonly db: Db;
  readonly select: Statement<[string], CityYearRow | undefined>;
}

interface Generation {
  readonly manifest: Manifest | null;
  /** City shards per year, sorted by first_city (blocks are disjoint ranges of sorted ids). */
  readonly cityShards: ReadonlyMap<number, readonly OpenShard[]>;
  readonly globals: ReadonlyMap<number, ManifestShard>;
  readonly byPath: ReadonlyMap<string, OpenShard>;
}

const EMPTY: Generation = { manifest: null, cityShards: new Map(), globals: new Map(), byPath: new Map() };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ShardVerificationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`shards do not verify: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (+${problems.length - 5})` : ''}`);
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

function findShard(shards: readonly OpenShard[] | undefined, cityId: string): OpenShard | null {
  if (!shards) return null;
  let lo = 0, hi = shards.length - 1;
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

  /** The stored day, or null when no shard holds this city and date (the caller computes it live). */
  getPlaceDay(cityId: string, date: string): StoredPlaceDay | null {
    if (!DATE.test(date)) return null;
    const decoded = this.cityYear(cityId, Number(date.slice(0, 4)));
    if (!decoded) return null;
    const index = dayOfYear(date) - decoded.firstDay;
    return index >= 0 && index < decoded.dayCount ? storedDay(decoded, index) : null;
  }

  /** Every stored day of a city from `fromDate` to `toDate` inclusive (days outside the shards are left out). */
  getPlaceDays(cityId: string, fromDate: string, toDate: string): StoredPlaceDay[] {
    const out: StoredPlaceDay[] = [];
    if (!DATE.test(fromDate) || !DATE.test(toDate)) return out;
    for (let year = Number(fromDate.slice(0, 4)); year <= Number(toDate.slice(0, 4)); year++) {
      const decoded = this.cityYear(cityId, year);
      if (!decoded) continue;
      for (let i = 0; i < decoded.dayCount; i++) {
        const day = storedDay(decoded, i);
        if (day.date >= fromDate && day.date <= toDate) out.push(day);
      }
    }
    return out;
  }

  /** The decoded city-year (cached), or null. */
  cityYear(cityId: string, year: number): DecodedCityYear | null {
    const shard = findShard(this.generation.cityShards.get(year), cityId);
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
  getGlobalYear(year: number): GlobalYear | null {
    const entry = this.generation.globals.get(year);
    if (!entry) return null;
    let table = this.globalYears.get(entry.sha256);
    if (!table) {
      table = readGlobalShard(join(this.dir, entry.path));
      this.globalYears.set(entry.sha256, table);
    }
    return table;
  }

  /**
   * Reads the manifest and, if it changed, opens (and verifies) the new generation, then swaps it in in one
   * assignment: lookups never see a half-loaded state. Returns true when it switched. A manifest whose shards
   * do not verify throws ShardVerificationError and the current generation stays.
   */
  reload(): Promise<boolean> {
    this.reloading ??= this.load().finally(() => { this.reloading = null; });
    return this.reloading;
  }

  private async load(): Promise<boolean> {
    const manifest = readManifest(this.dir);
    const current = this.generation;
    if (manifest?.hash === current.manifest?.hash) return false;
    const next = await this.openGeneration(manifest, current);
    this.generation = next;
    for (const [path, shard] of current.byPath) if (!next.byPath.has(path)) shard.db.close();
    const live = new Set([...next.globals.values()].map((g) => g.sha256));
    for (const sha of [...this.globalYears.keys()]) if (!live.has(sha)) this.globalYears.delete(sha);
    return true;
  }

  private async openGeneration(manifest: Manifest | null, current: Generation): Promise<Generation> {
    if (!manifest) return EMPTY;
    const fresh = manifest.shards.filter((s) => !current.byPath.has(s.path));
    if (this.verify) {
      const problems: string[] = [];
      for (const s of fresh) {
        const sha = await sha256OfFile(join(this.dir, s.path)).catch(() => 'missing');
        if (sha !== s.sha256) problems.push(`${s.path}: ${sha === 'missing' ? 'missing' : 'sha256 mismatch'}`);
      }
      if (problems.length) throw new ShardVerificationError(problems);
    }
    const byPath = new Map<string, OpenShard>();
    const cityShards = new Map<number, OpenShard[]>();
    const globals = new Map<number, ManifestShard>();
    for (const entry of manifest.shards) {
      if (entry.kind === 'global') { globals.set(entry.year, entry); continue; }
      if (entry.kind !== 'city') continue;
      let shard = current.byPath.get(entry.path);
      if (!shard) {
        const db = openShard(join(this.dir, entry.path));
        shard = { entry, db, select: db.prepare(SELECT_CITY_YEAR) };
      }
      byPath.set(entry.path, shard);
      const list = cityShards.get(entry.year) ?? [];
      list.push(shard);
      cityShards.set(entry.year, list);
    }
    for (const list of cityShards.values()) list.sort((a, b) => ((a.entry.first_city as string) < (b.entry.first_city as string) ? -1 : 1));
    return { manifest, cityShards, globals, byPath };
  }

  close(): void {
    for (const shard of this.generation.byPath.values()) shard.db.close();
    this.generation = EMPTY;
    this.cityYears.clear();
    this.globalYears.clear();
  }
}

/** A reader over `dir` with its current manifest loaded (an empty reader when there is none yet). */
export async function openShardReader(dir: string, options: ShardReaderOptions = {}): Promise<ShardReader> {
  const reader = new ShardReader(dir, options);
  await reader.reload();
  return reader;
}
