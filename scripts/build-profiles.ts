// node scripts/build-profiles.ts <DATA_DIR>: adds the other calculation profiles' shard families (`drik`) to the
// default set `npm start` built in DATA_DIR/shards, reusing its default family (pipeline/default-shards.ts). `npm start`
// runs it once, at a low priority, right after it is serving (scripts/support/background-profiles.ts); exits 0 when
// the families are there (built now or before), 1 on a failure.
import { ensureProfileFamilies } from '../pipeline/default-shards.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node scripts/build-profiles.ts <DATA_DIR>');
  process.exit(2);
}
try {
  const summary = await ensureProfileFamilies(dataDir, Date.now());
  if (summary) console.error(`built ${summary.built} shards in ${summary.elapsedMs} ms (${summary.skipped} reused)`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
