// The accuracy suite as the build's accuracy source: re-measured only when its code, the engine version
// or the Swiss Ephemeris fixtures change (the measurement takes about a second).
import { ENGINE_VERSION } from '../engine/version.ts';
import { accuracyMeasurement } from './accuracy/astro-accuracy.ts';
import type { AccuracySource } from './accuracy-manifest.ts';
import { canonicalHash, codeHash, hashFiles, REPO_ROOT } from './source-hash.ts';

const FIXTURES = ['swe-places.json', 'swe-positions.json', 'swe-riseset.json', 'swe-transitions.json'].map((f) => `data/reference/${f}`);

export function astroAccuracySource(rootDir: string = REPO_ROOT): AccuracySource {
  return {
    inputsHash: canonicalHash({
      engine: ENGINE_VERSION, code: codeHash(rootDir, ['pipeline/accuracy/astro-accuracy.ts']), fixtures: hashFiles(rootDir, FIXTURES),
    }),
    measure: accuracyMeasurement,
  };
}
