// The jobs of a plan, as plain data: they cross into piscina workers by structured clone.
import { DEFAULT_PROFILE, type ProfileId } from '../engine/astro/conventions.ts';
import type { CityRow } from '../engine/places/index.ts';
import { SHARD_KINDS, type ShardKind, type WrittenShard } from './shard-file.ts';

interface JobBase {
  readonly kind: ShardKind;
  /** Stable name of the job across runs: `global/2025`, `city/2025/b0003`, `rashifal/2025`. */
  readonly key: string;
  readonly year: number;
  /** Hex sha256 of everything the output depends on; equal hashes give byte-identical shards. */
  readonly inputsHash: string;
  /**
   * The calculation profile the shard holds (issue #31): each profile is its own family of global and city shards
   * (`global/drik/2025`, `city/drik/2025/b0003`); the default profile keeps the plain keys. Rashifal: default only.
   */
  readonly profile: ProfileId;
}

export interface GlobalJob extends JobBase {
  readonly kind: 'global';
}

export interface CityJob extends JobBase {
  readonly kind: 'city';
  readonly block: number;
  /** Civil dates covered, inclusive (`YYYY-MM-DD`), within `year`. */
  readonly firstDate: string;
  readonly lastDate: string;
  readonly cities: readonly CityRow[];
  readonly globalInputsHash: string;
}

/** Every sign x period x language whose period holds a civil date of the window within `year`. */
export interface RashifalJob extends JobBase {
  readonly kind: 'rashifal';
  readonly firstDate: string;
  readonly lastDate: string;
}

export type Job = GlobalJob | CityJob | RashifalJob;

/** What a worker is handed: the job, where to write, and for a city job the global shard to read. */
export interface JobTask {
  readonly job: Job;
  readonly outDir: string;
  /** Absolute path of the year's global shard (city jobs). */
  readonly globalShardPath?: string;
}

export interface JobResult {
  readonly key: string;
  readonly shard: WrittenShard;
  readonly cityDays: number;
}

export const dayCountOf = (job: CityJob): number =>
  Math.round((Date.parse(`${job.lastDate}T00:00:00Z`) - Date.parse(`${job.firstDate}T00:00:00Z`)) / 86_400_000) + 1;

/** The path a job's shard gets (relative to the output) once its content hash is known, as writeShard names it. */
export function shardPathOf(job: Job, sha256: string): string {
  const { dir, stem } = shardLocation(job);
  return `${dir}/${stem}-${sha256.slice(0, 16)}.sqlite`;
}

/** `''` for the default profile, else `drik/`: the segment a profile's keys and shard folders add. */
export const profileSegment = (profile: ProfileId): string => (profile === DEFAULT_PROFILE ? '' : `${profile}/`);

/** Which global shard a job reads or is: one per (profile, year). */
export const globalSlot = (job: { readonly profile?: ProfileId; readonly year: number }): string =>
  `${job.profile ?? DEFAULT_PROFILE}|${job.year}`;

/** Directory (relative to the output) and file stem of a job's shard; the file name adds the content hash. */
export function shardLocation(job: Job): { dir: string; stem: string } {
  const at = profileSegment(job.profile);
  return job.kind === 'city'
    ? { dir: `${SHARD_KINDS.city.dir}/${at}${job.year}`, stem: `b${String(job.block).padStart(4, '0')}` }
    : { dir: `${SHARD_KINDS[job.kind].dir}${at ? `/${at.slice(0, -1)}` : ''}`, stem: String(job.year) };
}
