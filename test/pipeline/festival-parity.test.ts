// Shard hits and live days give byte-identical daily answers, festivals included: the city job stores the festival
// occurrences the API computes for a live day, and both are rendered by one code path. Checked on every day of two
// whole years (one of them a leap year) for the four Indian region variants, Nepal's (issue 39) and a seeded sample
// of the directory.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { festivalProvider } from '../../api/panchang/festivals.ts';
import { PanchangService } from '../../api/panchang/service.ts';
import { shardSource } from '../../api/panchang/shard-source.ts';
import { build } from '../../pipeline/build.ts';
import { loadCityRows } from '../../pipeline/city-directory.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { openShardReader } from '../../pipeline/shard-reader.ts';
import { cityDayRequest } from '../../scripts/support/city-day-request.ts';
import { rng } from '../support/rng.ts';
import { tempDir } from './support.ts';

const rows = loadCityRows();
const next = rng(21);
const sampled = Array.from({ length: 4 }, () => rows[Math.floor(next() * rows.length)].city_id);
const cities = [...new Set(['new-delhi', 'chennai', 'kolkata', 'mumbai', 'kathmandu', ...sampled])];
const YEARS = [2025, 2028];

/** The two fields that say where and when an answer was made; everything else must match byte for byte. */
function comparable(json: Buffer): string {
  const data = JSON.parse(json.toString('utf8'));
  data.metadata.compute_time_ms = 0;
  data.metadata.last_updated = '';
  return JSON.stringify(data);
}

test('every day of the sampled city-years renders the same bytes from a shard as live', async () => {
  const out = tempDir('festival-parity');
  try {
    const plan = makePlan({
      from: `${YEARS[0]}-01-01`,
      to: `${YEARS[1]}-12-31`,
      cities: cities.join(','),
      blockSize: 4,
    });
    await build({ plan, outDir: out.dir, nowMs: Date.UTC(2025, 0, 1), threads: 0 });
    const reader = await openShardReader(out.dir);
    const fromShards = new PanchangService({
      source: shardSource(reader),
      festivals: festivalProvider(),
      maxCachedDays: 10,
    });
    const live = new PanchangService({ source: null, festivals: festivalProvider(), maxCachedDays: 10 });
    let festivalDays = 0;
    for (const city of plan.cities) {
      for (const year of YEARS) {
        const days = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
        for (const lang of ['en', 'hi'] as const) {
          const request = cityDayRequest(city, Date.UTC(year, 5, 1), { lang });
          const stored = fromShards.days(request, `${year}-01-01`, days);
          const computed = live.days(request, `${year}-01-01`, days);
          assert.ok(
            stored.every((d) => d.source === 'cache') && computed.every((d) => d.source === 'live'),
            'one side from shards, the other live',
          );
          stored.forEach((day, i) => {
            assert.is(
              comparable(day.dataJson!),
              comparable(computed[i].dataJson!),
              `${city.city_id} ${day.data.date} ${lang}`,
            );
            if (day.data.festivals.total > 0) festivalDays++;
          });
        }
      }
    }
    assert.ok(festivalDays > 1_000, `festivals were compared (${festivalDays} city-days with festivals)`);
    reader.close();
  } finally {
    out.remove();
  }
});

test.run();
