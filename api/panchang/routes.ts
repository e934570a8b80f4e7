// The panchang product's routes (seed 002), built around one PanchangService per app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAccuracyManifest } from '../../pipeline/accuracy-manifest.ts';
import { accuracyMeasurement } from '../../pipeline/accuracy/astro-accuracy.ts';
import { ENGINE_VERSION } from '../../engine/version.ts';
import type { AnyRoute } from '../route-spec.ts';
import { accuracyRoutes, parseAccuracyManifest, type AccuracyManifest } from './accuracy.ts';
import { dailyRoute } from './daily.ts';
import { demoRoute } from './demo.ts';
import { festivalProvider } from './festivals.ts';
import { monthlyRoute } from './monthly.ts';
import { PanchangService, type FestivalProvider, type PlaceDaySource } from './service.ts';
import { yearlyRoute } from './yearly.ts';

export interface PanchangDeps {
  /** Where the pipeline's shards and accuracy-manifest.json live (DATA_DIR/shards). */
  readonly shardsDir: string;
  readonly source?: PlaceDaySource | null;
  readonly festivals?: FestivalProvider | null;
  /** Stamps a manifest built on demand (no published one yet). */
  readonly nowMs: () => number;
}

/**
 * The published accuracy manifest when the pipeline wrote one; otherwise measured once from the committed
 * Swiss Ephemeris fixtures on first request (about two seconds) and kept.
 */
function accuracyManifestOf(deps: PanchangDeps): () => AccuracyManifest {
  let manifest: AccuracyManifest | null = null;
  return () => {
    if (manifest) return manifest;
    const file = join(deps.shardsDir, 'accuracy-manifest.json');
    const raw = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : buildAccuracyManifest(accuracyMeasurement(), ENGINE_VERSION, deps.nowMs());
    manifest = parseAccuracyManifest(raw);
    return manifest;
  };
}

export function panchangRoutes(deps: PanchangDeps): { routes: AnyRoute[]; service: PanchangService } {
  const service = new PanchangService({ source: deps.source ?? null, festivals: deps.festivals === undefined ? festivalProvider() : deps.festivals });
  return {
    service,
    routes: [dailyRoute(service), monthlyRoute(service), yearlyRoute(service), demoRoute(service), ...accuracyRoutes(accuracyManifestOf(deps))],
  };
}
