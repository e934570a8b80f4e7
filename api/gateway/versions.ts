// API versions and their lifecycle (seed 002 "Versioning"): Current -> Deprecated -> Sunset.
// The version middleware reads this table; nothing else decides what a version's state is.
import { DAY_MS } from './clock.ts';

export interface VersionEntry {
  /** ISO instant the deprecation was announced; absent while the version is current. */
  readonly deprecatedAt?: string;
  /** ISO instant the version stops responding (410 from then on). */
  readonly sunsetAt?: string;
  /** The version clients move to, e.g. `v2`. */
  readonly successor?: string;
  /** Where the migration guidance lives (sent as a Link and in dev_notes). */
  readonly migrationGuide?: string;
  /** Sunset on shorter notice than a year: only for a critical security issue with no safe forward fix. */
  readonly securityException?: boolean;
}

export type VersionTable = Readonly<Record<string, VersionEntry>>;

export const VERSIONS: VersionTable = {
  v1: {},
};

/** Breaking changes get at least twelve months' notice (seed 002). */
export const MIN_NOTICE_MS = 365 * DAY_MS;

export type Lifecycle =
  | { readonly state: 'current' }
  | {
      readonly state: 'deprecated';
      readonly sunsetMs: number;
      readonly successor: string;
      readonly migrationGuide?: string;
    }
  | { readonly state: 'sunset'; readonly successor: string; readonly migrationGuide?: string };

export function lifecycleAt(entry: VersionEntry, nowMs: number): Lifecycle {
  if (entry.deprecatedAt === undefined || entry.sunsetAt === undefined || entry.successor === undefined)
    return { state: 'current' };
  const sunsetMs = Date.parse(entry.sunsetAt);
  const guide = entry.migrationGuide === undefined ? {} : { migrationGuide: entry.migrationGuide };
  if (nowMs >= sunsetMs) return { state: 'sunset', successor: entry.successor, ...guide };
  if (nowMs >= Date.parse(entry.deprecatedAt))
    return { state: 'deprecated', sunsetMs, successor: entry.successor, ...guide };
  return { state: 'current' };
}

/** Problems with a version table; the app refuses to start on any. */
export function versionTableProblems(table: VersionTable): string[] {
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(table)) {
    if (!/^v\d+$/.test(name)) problems.push(`${name}: version names look like v1, v2`);
    const parts = [entry.deprecatedAt, entry.sunsetAt, entry.successor].filter((x) => x !== undefined).length;
    if (parts === 0) continue;
    if (parts !== 3) {
      problems.push(`${name}: deprecatedAt, sunsetAt and successor go together`);
      continue;
    }
    const from = Date.parse(entry.deprecatedAt!);
    const to = Date.parse(entry.sunsetAt!);
    if (Number.isNaN(from) || Number.isNaN(to))
      problems.push(`${name}: deprecatedAt and sunsetAt must be ISO instants`);
    else if (to - from < MIN_NOTICE_MS && !entry.securityException)
      problems.push(`${name}: less than twelve months between deprecation and sunset`);
    if (entry.successor === name || !(entry.successor! in table))
      problems.push(`${name}: successor ${entry.successor} is not another version of the table`);
  }
  return problems;
}

/** `/v1/panchang/daily` with successor `v2` -> `/v2/panchang/daily`. */
export function successorPath(path: string, successor: string): string {
  return path.replace(/^\/v\d+(?=\/|$)/, `/${successor}`);
}

/** The version segment of a path (`/v1/...` -> `v1`), or null for unversioned paths such as /health. */
export function versionOfPath(path: string): string | null {
  const m = /^\/(v\d+)(?:\/|$)/.exec(path);
  return m ? m[1]! : null;
}
