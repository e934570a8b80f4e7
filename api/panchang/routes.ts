// The panchang product's routes (seed 002), built around one PanchangService per app.
import { buildAccuracyManifest, manifestStamp, readPublishedAccuracy } from '../../pipeline/accuracy-manifest.ts';
import { accuracyMeasurement } from '../../pipeline/accuracy/astro-accuracy.ts';
import { ENGINE_VERSION } from '../../engine/version.ts';
import type { AnyRoute } from '../route-spec.ts';
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

/**
 * The accuracy manifest the current shard manifest names (re-read when the shard manifest is switched); with
 * none published, measured from the committed Swiss Ephemeris fixtures on first request (about two seconds) and kept.
 */
function accuracyManifestOf(deps: PanchangDeps): () => AccuracyManifest {
  let cached: { stamp: string; manifest: AccuracyManifest } | null = null;
  let measured: AccuracyManifest | null = null;
  return () => {
    const stamp = manifestStamp(deps.shardsDir);
    if (cached?.stamp === stamp) return cached.manifest;
    const published = readPublishedAccuracy(deps.shardsDir);
    const manifest = published
      ? parseAccuracyManifest(published)
      : (measured ??= parseAccuracyManifest(
          buildAccuracyManifest(accuracyMeasurement(), ENGINE_VERSION, deps.nowMs()),
        ));
    cached = { stamp, manifest };
    return manifest;
  };
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
      ...accuracyRoutes(accuracyManifestOf(deps)),
    ],
  };
}
