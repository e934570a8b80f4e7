// node scripts/measure-accuracy.ts <DATA_DIR>: measures the accuracy manifest's harness sections (muhurat, festivals,
// Drik parity) beside the Swiss Ephemeris ones and leaves the whole manifest in DATA_DIR/accuracy-harness.json, for
// the gateway to serve (pipeline/accuracy/background.ts). `npm start` runs it once after it is serving, as one
// low-priority process (scripts/support/background-accuracy.ts); it writes `measuring`, then `done` or `failed`.
import { ENGINE_VERSION } from '../engine/version.ts';
import { buildAccuracyManifest } from '../pipeline/accuracy-manifest.ts';
import { writeHarnessStatus } from '../pipeline/accuracy/background.ts';
import { fullAccuracySource } from '../pipeline/accuracy-source.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node scripts/measure-accuracy.ts <DATA_DIR>');
  process.exit(2);
}
const engine_version = ENGINE_VERSION;
writeHarnessStatus(dataDir, {
  state: 'measuring',
  pid: process.pid,
  started_at: new Date().toISOString(),
  engine_version,
});
try {
  const manifest = buildAccuracyManifest(fullAccuracySource().measure(), ENGINE_VERSION, Date.now());
  writeHarnessStatus(dataDir, { state: 'done', engine_version, finished_at: new Date().toISOString(), manifest });
} catch (error) {
  writeHarnessStatus(dataDir, { state: 'failed', engine_version, error: String((error as Error).message ?? error) });
  console.error(error);
  process.exitCode = 1;
}
