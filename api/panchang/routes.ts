// The panchang product's routes (seed 002), built around one PanchangService per app.
import { dirname } from 'node:path';
import { buildAccuracyManifest, manifestStamp, readPublishedAccuracy } from '../../pipeline/accuracy-manifest.ts';
import {
  HARNESS_SECTION_KEYS,
  harnessStatusStamp,
  isAlive,
  lacksHarnessSections,
  readHarnessStatus,
} from '../../pipeline/accuracy/background.ts';
import { accuracyMeasurement } from '../../pipeline/accuracy/astro-accuracy.ts';
import { ENGINE_VERSION } from '../../engine/version.ts';
import type { AnyRoute } from '../gateway/route-spec.ts';
import { accuracyRoutes, parseAccuracyManifest, type AccuracyManifest } from './accuracy.ts';
import { dailyRoute } from './daily.ts';
import { demoRoute } from './demo.ts';
import { metrics } from '../metrics/registry.ts';
import { festivalProvider } from './festivals.ts';
import { monthlyRoute } from './monthly.ts';
import { PanchangService, type FestivalProvider, type PlaceDaySource } from './service.ts';
import { yearlyRoute } from './yearly.ts';

export interface PanchangDeps {
  /** Where the pipeline's shards, manifest.json and the accuracy manifest it names live (DATA_DIR/shards). */
  readonly shardsDir: string;
  readonly source?: PlaceDaySource | null;
  readonly festivals?: FestivalProvider | null;
  /** Stamps a manifest built on demand (no published one yet). */
  readonly nowMs: () => number;
}

interface AccuracyState {
  readonly stamp: string;
  readonly manifest: AccuracyManifest;
  readonly measuring: readonly string[];
}

/**
 * The accuracy manifest the current shard manifest names (re-read when the shard manifest is switched); with
 * none published, measured from the committed Swiss Ephemeris fixtures on first request (about two seconds) and kept.
 * When it has no harness sections (`npm start`'s first build), the background measurement's file in DATA_DIR takes
 * over: its manifest once done, and the sections it is measuring while it runs (pipeline/accuracy/background.ts).
 */
function accuracyManifestOf(deps: PanchangDeps): {
  manifest: () => AccuracyManifest;
  measuring: () => readonly string[];
} {
  const dataDir = dirname(deps.shardsDir);
  let cached: AccuracyState | null = null;
  let measured: AccuracyManifest | null = null;
  const current = (): AccuracyState => {
    const stamp = `${manifestStamp(deps.shardsDir)}|${harnessStatusStamp(dataDir)}`;
    // while a measurement runs, its process is looked at on every call: one that died must stop reading "measuring"
    if (cached?.stamp === stamp && !cached.measuring.length) return cached;
    const published = readPublishedAccuracy(deps.shardsDir);
    let manifest = published
      ? parseAccuracyManifest(published)
      : (measured ??= parseAccuracyManifest(
          buildAccuracyManifest(accuracyMeasurement(), ENGINE_VERSION, deps.nowMs()),
        ));
    let measuring: readonly string[] = [];
    const status = lacksHarnessSections(manifest) ? readHarnessStatus(dataDir) : null;
    if (status?.engine_version === manifest.engine_version) {
      if (status.state === 'done') manifest = parseAccuracyManifest(status.manifest);
      else if (status.state === 'measuring' && isAlive(status.pid)) measuring = HARNESS_SECTION_KEYS;
    }
    cached = { stamp, manifest, measuring };
    return cached;
  };
  return { manifest: () => current().manifest, measuring: () => current().measuring };
}

export function panchangRoutes(deps: PanchangDeps): { routes: AnyRoute[]; service: PanchangService } {
  const service = new PanchangService({
    source: deps.source ?? null,
    festivals: deps.festivals === undefined ? festivalProvider() : deps.festivals,
    onLiveDays: (n) => metrics.liveComputed(n),
  });
  return {
    service,
    routes: [
      dailyRoute(service),
      monthlyRoute(service),
      yearlyRoute(service),
      demoRoute(service),
      ...(({ manifest, measuring }) => accuracyRoutes(manifest, measuring))(accuracyManifestOf(deps)),
    ],
  };
}
