// The accuracy suite as the build's accuracy source: re-measured only when its code, the engine version, the Swiss
// Ephemeris fixtures or the Drik reference change.
import { existsSync, readFileSync } from 'node:fs';
import { sha256Hex } from './shard-file.ts';
import { ENGINE_VERSION } from '../engine/version.ts';
import { accuracyMeasurement } from './accuracy/astro-accuracy.ts';
import { DRIK_TITHI_CSV } from './accuracy/drik-parity.ts';
import { BENGALURU_PAGES_JSON } from './accuracy/bengaluru-pages.ts';
import { HARNESS_CODE, harnessSections } from './accuracy/harness-sections.ts';
import { MUHURAT_FIXTURES } from './accuracy/muhurat-accuracy.ts';
import type { AccuracySource } from './accuracy-manifest.ts';
import { canonicalHash, codeHash, hashFiles, REPO_ROOT } from './source-hash.ts';

const FIXTURES = ['swe-places.json', 'swe-positions.json', 'swe-riseset.json', 'swe-transitions.json'].map(
  (f) => `data/reference/${f}`,
);

/** The Swiss Ephemeris percentiles alone (about a second): what `npm start` measures before it serves. */
export function astroAccuracySource(rootDir: string = REPO_ROOT): AccuracySource {
  return {
    inputsHash: canonicalHash({
      engine: ENGINE_VERSION,
      code: codeHash(rootDir, ['pipeline/accuracy/astro-accuracy.ts']),
      fixtures: hashFiles(rootDir, FIXTURES),
    }),
    measure: accuracyMeasurement,
  };
}

/**
 * The percentiles and the harness sections (muhurat, festivals, Drik parity): what the pipeline build publishes.
 * About 20 s more, which is why `npm start`'s first build leaves them to the pipeline.
 */
export function fullAccuracySource(rootDir: string = REPO_ROOT): AccuracySource {
  return {
    inputsHash: canonicalHash({
      engine: ENGINE_VERSION,
      code: codeHash(rootDir, ['pipeline/accuracy/astro-accuracy.ts', ...HARNESS_CODE]),
      fixtures: hashFiles(rootDir, [...new Set([...FIXTURES, ...MUHURAT_FIXTURES])]),
      drik: existsSync(DRIK_TITHI_CSV) ? sha256Hex(readFileSync(DRIK_TITHI_CSV)) : null,
      bengaluru: existsSync(BENGALURU_PAGES_JSON) ? sha256Hex(readFileSync(BENGALURU_PAGES_JSON)) : null,
    }),
    measure: () => ({ ...accuracyMeasurement(), sections: harnessSections() }),
  };
}
