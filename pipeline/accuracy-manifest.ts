// The accuracy manifest (seed 3), written beside manifest.json from the accuracy suite's measurements.
// The pipeline does not run the suite itself (scripts/ may not be imported here): the CLI hands in a source.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MANIFEST_FILE, readManifest } from './manifest.ts';
import { sha256Hex } from './shard-file.ts';

/** One measured quantity, as scripts/accuracy/astro-accuracy.ts reports it (errors in `unit`). */
export interface AccuracyStat {
  readonly quantity: string;
  readonly unit: string;
  readonly n: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly target: number | null;
  readonly misses: number;
}

export interface AccuracyProfile {
  readonly id: string;
  readonly description: string;
  readonly places: number;
}

export interface AccuracyMeasurement {
  readonly stats: readonly AccuracyStat[];
  /** Sections measured by their own harnesses (pipeline/accuracy/harness-sections.ts); they take the place of the same-named ones. */
  readonly sections?: Readonly<Record<string, unknown>>;
  readonly profiles: readonly AccuracyProfile[];
  readonly window: { readonly start_date: string; readonly end_date: string; readonly profile_day_count: number };
}

export interface AccuracySource {
  /** Hex hash of what the measurement depends on (engine code, fixtures): unchanged means reuse the last one. */
  readonly inputsHash: string;
  readonly measure: () => AccuracyMeasurement;
}

type SectionKey = 'sun_moon' | 'tithi_etc' | 'muhurat' | 'festivals';

/** Which measured quantities make up each section; a section with none reports tested 0 and why. */
const SECTIONS: ReadonlyArray<{ key: SectionKey; quantities: RegExp; pending: string; note?: string }> = [
  {
    key: 'sun_moon',
    quantities: /^(?:(?:sun|moon)_(?:rise|set)|surya_longitude|chandra_longitude)$/,
    pending: '',
    note: 'rise and set at latitudes under 60 degrees (higher ones are measured without a target)',
  },
  {
    key: 'tithi_etc',
    quantities: /^(?:tithi|karana|nakshatra|yoga|sankranti)_end$/,
    pending: '',
    note: 'end instants over the whole window',
  },
  {
    key: 'muhurat',
    quantities: /^muhurat_/,
    pending: 'not measured yet: no reference muhurat set is wired into the accuracy suite',
  },
  {
    key: 'festivals',
    quantities: /^festival_/,
    pending: 'not measured yet: no published festival calendar is wired into the accuracy suite',
  },
];

/** Samples within target. The suite reports percentiles, not per-sample flags: where the maximum exceeds
 * the target this is a lower bound read from p99 (or p50). */
function passedSamples(s: AccuracyStat): number {
  const target = s.target as number;
  if (s.max <= target) return s.n;
  if (s.p99 <= target) return Math.floor(0.99 * s.n);
  if (s.p50 <= target) return Math.floor(0.5 * s.n);
  return 0;
}

function section(stats: readonly AccuracyStat[], { quantities, pending, note }: (typeof SECTIONS)[number]) {
  const measured = stats.filter((s) => quantities.test(s.quantity) && s.target !== null);
  if (!measured.length) return { tested: 0, passed: 0, pass_rate: 0, coverage: pending };
  const tested = measured.reduce((a, s) => a + s.n + s.misses, 0);
  const passed = measured.reduce((a, s) => a + passedSamples(s), 0);
  const names = measured.map((s) => `${s.quantity} (target ${s.target} ${s.unit})`).join(', ');
  return {
    tested,
    passed,
    pass_rate: tested ? Math.round((passed / tested) * 1e6) / 1e6 : 0,
    coverage: `samples against the Swiss Ephemeris reference: ${names}${note ? `; ${note}` : ''}`,
  };
}

const VALIDATION_BOUNDARY = {
  scope:
    'Astronomical inputs of the panchang (rise/set of Sun and Moon, element end instants, sidereal longitudes) against Swiss Ephemeris (DE431 files, Lahiri) at the reference places and dates listed in profiles.',
  evidence_policy:
    "Every figure is recomputed at build time from its reference (the committed Swiss Ephemeris fixtures, the published festival dates with their sources, Drik Panchang's 1990-2024 calendar); nothing is copied by hand. A section with tested 0 has no evidence yet and claims none.",
  high_risk_use:
    'Muhurat and festival dates are conventions computed from these inputs; for ceremonies, legal or medical decisions confirm with a local panchang authority.',
};

/** The manifest object with its `hash` (sha256 of the 2-space JSON of everything else). */
export function buildAccuracyManifest(
  m: AccuracyMeasurement,
  engineVersion: string,
  nowMs: number,
): Record<string, unknown> {
  const generatedAt = new Date(nowMs).toISOString();
  const body = {
    schema: 'accuracy-manifest/1',
    generated_at: generatedAt,
    snapshot_date: generatedAt.slice(0, 10),
    engine_version: engineVersion,
    ayanamsa: 'Lahiri (true, with nutation; SE_SIDM_LAHIRI)',
    system: 'drik siddhanta: sidereal Lahiri, amanta lunar months, sunrise with the upper limb and standard refraction',
    profiles: m.profiles,
    window: m.window,
    sections: { ...Object.fromEntries(SECTIONS.map((s) => [s.key, section(m.stats, s)])), ...m.sections },
    validation_boundary: VALIDATION_BOUNDARY,
    measurements: m.stats,
  };
  return { ...body, hash: `sha256:${sha256Hex(JSON.stringify(body, null, 2))}` };
}

/** The accuracy manifest that `dir`'s manifest.json names, when its file is there with that sha256; else null.
 * It follows the manifest: a refused or half-finished sync, which never switches the manifest, never changes it. */
export function readPublishedAccuracy(dir: string): unknown {
  let ref;
  try {
    ref = readManifest(dir)?.accuracy;
  } catch {
    return null;
  }
  if (!ref) return null;
  try {
    const text = readFileSync(join(dir, ref.path), 'utf8');
    return sha256Hex(text) === ref.sha256 ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** Changes whenever manifest.json is replaced (a switch); '' when there is none. Cheap enough to ask per request. */
export function manifestStamp(dir: string): string {
  try {
    const s = statSync(join(dir, MANIFEST_FILE));
    return `${s.ino}:${s.mtimeMs}:${s.size}`;
  } catch {
    return '';
  }
}
