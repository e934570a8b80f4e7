// `npm run accuracy`: the astronomical core against the Swiss Ephemeris fixtures; exits 1 past a target.
import { formatStats, measureAstroAccuracy } from '../pipeline/accuracy/astro-accuracy.ts';

const stats = measureAstroAccuracy();
console.log(formatStats(stats));
const failing = stats.filter((s) => (s.target !== null && s.p99 > s.target) || s.misses > 0);
for (const s of failing)
  console.log(`short: ${s.quantity} p99 ${s.p99.toFixed(2)} ${s.unit} (target ${s.target}), ${s.misses} misses`);
process.exitCode = failing.length ? 1 : 0;
