// The API's reader: shard days equal the live engine's (rounded) days, a rendered day is identical either
// way, lookups cost microseconds, and reload() swaps manifests without a gap or a bad shard.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGlobalYear } from '../../engine/astro/global-year.ts';
import { renderDaily, type DailyPlace } from '../../api/panchang/render.ts';
import { computePanchangDay } from '../../engine/panchang/day.ts';
import { computePlaceDays, parseIsoDate } from '../../engine/panchang/place-day.ts';
import { build } from '../../pipeline/build.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { festivalPlaceDays, festivalsForPlaceYear } from '../../pipeline/festivals-hook.ts';
import { openShardReader, ShardVerificationError } from '../../pipeline/shard-reader.ts';
import { tempDir } from './support.ts';

const NOW = Date.UTC(2026, 0, 1);
const out = tempDir('reader');
const plan = makePlan({ from: '2026-02-20', to: '2026-04-10', cities: 'top:7', blockSize: 3 });
const table = buildGlobalYear(2026);
const built = build({ plan, outDir: out.dir, nowMs: NOW, threads: 0 });

const liveDays = (city: (typeof plan.cities)[number], from: string, count: number) =>
  computePlaceDays(
    table,
    { latitudeDeg: city.lat, longitudeDeg: city.lon, timezone: city.timezone },
    parseIsoDate(from),
    count,
  );

test('every stored day equals the live engine day rounded to the second; absent ones are null', async () => {
  await built;
  const reader = await openShardReader(out.dir);
  for (const city of plan.cities) {
    const live = liveDays(city, '2026-02-20', 50);
    const stored = live.map((d) => reader.getPlaceDay(city.city_id, d.date));
    assert.equal(
      stored.map((s) => s && { ...s, festivals: undefined }),
      live.map((d) => ({ ...d, festivals: undefined })),
      city.city_id,
    );
    // Festivals are the rule engine's for the whole year (one margin day each side), as the build and a live day evaluate them.
    const expected = festivalsForPlaceYear(
      table,
      festivalPlaceDays(table, { latitudeDeg: city.lat, longitudeDeg: city.lon, timezone: city.timezone }),
      city,
    );
    assert.equal(
      stored.map((s) => s?.festivals),
      live.map((d) => expected.get(d.date) ?? []),
      `${city.city_id} festivals`,
    );
  }
  const id = plan.cities[0].city_id;
  assert.is(reader.getPlaceDay(id, '2026-02-19'), null);
  assert.is(reader.getPlaceDay(id, '2026-04-11'), null);
  assert.is(reader.getPlaceDay(id, '2025-03-01'), null);
  assert.is(reader.getPlaceDay('atlantis', '2026-03-01'), null);
  assert.is(reader.getPlaceDay(id, '01-03-2026'), null);
  assert.equal(
    reader.getPlaceDays(id, '2026-04-09', '2026-05-01').map((d) => d.date),
    ['2026-04-09', '2026-04-10'],
  );
  reader.close();
});

test('the global table read from its shard is the one the engine builds', async () => {
  await built;
  const reader = await openShardReader(out.dir);
  assert.equal(reader.getGlobalYear(2026), table);
  assert.is(reader.getGlobalYear(2026), reader.getGlobalYear(2026), 'decoded once, then cached');
  assert.is(reader.getGlobalYear(2027), null);
  reader.close();
});

test('a day rendered from a shard and the same day computed live are identical JSON', async () => {
  await built;
  const reader = await openShardReader(out.dir);
  for (const city of plan.cities.slice(0, 4)) {
    const place: DailyPlace = {
      cityId: city.city_id,
      name: city.name,
      latitudeDeg: city.lat,
      longitudeDeg: city.lon,
      regionVariant: city.region_variant,
      resolvedVia: 'exact_match',
      regionResolvedVia: 'city',
    };
    for (const date of ['2026-02-20', '2026-03-17', '2026-04-10']) {
      const render = (day: ReturnType<typeof liveDays>[number], t: typeof table) =>
        JSON.stringify(
          renderDaily(computePanchangDay(t, day), {
            place,
            timezone: city.timezone,
            lang: 'en',
            lastUpdated: '2026-01-01T00:00:00.000Z',
            computeTimeMs: 0,
          }),
        );
      const { festivals: _festivals, ...stored } = reader.getPlaceDay(city.city_id, date)!;
      assert.is(
        render(stored, reader.getGlobalYear(2026)!),
        render(liveDays(city, date, 1)[0], table),
        `${city.city_id} ${date}`,
      );
    }
  }
  reader.close();
});

test('a lookup costs microseconds', async () => {
  await built;
  const reader = await openShardReader(out.dir, { cacheSize: 4 });
  const ids = plan.cities.map((c) => c.city_id);
  const times: number[] = [];
  for (let i = 0; i < 20_000; i++) {
    const date = `2026-03-${String(1 + (i % 28)).padStart(2, '0')}`;
    const t0 = performance.now();
    reader.getPlaceDay(ids[i % ids.length], date);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  assert.ok(
    times[Math.floor(times.length * 0.5)] < 0.1,
    `p50 ${times[10_000]} ms with a cache smaller than the cities (decode on most calls)`,
  );
  reader.close();
});

test('reload swaps to a new manifest in one step, and refuses one whose shards do not verify', async () => {
  await built;
  const reader = await openShardReader(out.dir);
  const id = plan.cities[0].city_id;
  assert.ok(reader.getPlaceDay(id, '2026-03-01'));
  const longer = makePlan({ from: '2026-02-20', to: '2026-05-31', cities: 'top:7', blockSize: 3 });
  await build({ plan: longer, outDir: out.dir, nowMs: NOW, threads: 0 });
  assert.is(reader.getPlaceDay(id, '2026-05-01'), null, 'still on the old manifest until reload');
  const reloading = reader.reload();
  assert.ok(reader.getPlaceDay(id, '2026-03-01'), 'answers during the reload come from the current generation');
  assert.ok(await reloading);
  assert.ok(reader.getPlaceDay(id, '2026-05-01'));
  assert.not.ok(await reader.reload(), 'same manifest: nothing to do');

  const shorter = makePlan({ from: '2026-02-20', to: '2026-03-05', cities: 'top:7', blockSize: 3 });
  const next = await build({ plan: shorter, outDir: out.dir, nowMs: NOW, threads: 0 });
  appendFileSync(join(out.dir, next.manifest.shards[1].path), 'corruption');
  let refused: unknown = null;
  await reader.reload().catch((e) => {
    refused = e;
  });
  assert.instance(refused, ShardVerificationError);
  assert.ok(reader.getPlaceDay(id, '2026-05-01'), 'the verified generation keeps serving');
  reader.close();
});

test.after(() => out.remove());
test.run();
