// The accuracy manifest's harness sections (muhurat, festivals, Drik parity), measured after a fresh `npm start` is
// serving (issue 28). The first build measures only the Swiss Ephemeris sections, to answer within seconds; then one
// low-priority process (scripts/measure-accuracy.ts) measures the harness sections and leaves the whole manifest in
// `DATA_DIR/accuracy-harness.json`. Every gateway process reads that file: while the measurement runs, the accuracy
// answers name the sections as `measuring`; once it is done, they serve the measured manifest, until a pipeline
// build publishes one with those sections itself.
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HARNESS_STATUS_FILE = 'accuracy-harness.json';
/** The sections the harnesses measure, in the manifest's order. */
export const HARNESS_SECTION_KEYS = ['muhurat', 'festivals', 'drik_parity'] as const;

export type HarnessStatus =
  | { readonly state: 'measuring'; readonly pid: number; readonly started_at: string; readonly engine_version: string }
  | {
      readonly state: 'done';
      readonly engine_version: string;
      readonly finished_at: string;
      readonly manifest: Record<string, unknown>;
    }
  | { readonly state: 'failed'; readonly engine_version: string; readonly error: string };

export const harnessStatusPath = (dataDir: string): string => join(dataDir, HARNESS_STATUS_FILE);

/** Written to a temporary name and renamed, so a reader never sees half a file. */
export function writeHarnessStatus(dataDir: string, status: HarnessStatus): void {
  const path = harnessStatusPath(dataDir);
  writeFileSync(`${path}.tmp`, JSON.stringify(status));
  renameSync(`${path}.tmp`, path);
}

export function readHarnessStatus(dataDir: string): HarnessStatus | null {
  try {
    return JSON.parse(readFileSync(harnessStatusPath(dataDir), 'utf8')) as HarnessStatus;
  } catch {
    return null;
  }
}

/** A stamp that changes whenever the status file is rewritten (cheap to check per request). */
export function harnessStatusStamp(dataDir: string): string {
  const path = harnessStatusPath(dataDir);
  if (!existsSync(path)) return 'none';
  const s = statSync(path);
  return `${s.mtimeMs}:${s.size}`;
}

const testedOf = (section: unknown): number => (section as { tested?: number } | undefined)?.tested ?? 0;

/** True when a manifest carries no harness measurement: muhurat and festivals untested and no Drik parity section. */
export function lacksHarnessSections(manifest: { readonly sections: Readonly<Record<string, unknown>> }): boolean {
  const { sections } = manifest;
  return !sections.drik_parity && !testedOf(sections.muhurat) && !testedOf(sections.festivals);
}

/** Whether the process a `measuring` status names is still alive (a killed measurement must not read "measuring"). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
