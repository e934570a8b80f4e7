// npm start's embedded default: no manifest -> the 100 largest cities and New Delhi over the public window, well under a minute.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { ensureDefaultShards, shardsDirOf } from '../../pipeline/default-shards.ts';
import { readManifest, verifyManifestFiles } from '../../pipeline/manifest.ts';
import { openShardReader } from '../../pipeline/shard-reader.ts';
import { tempDir } from './support.ts';

test('builds the default set once, into <dataDir>/shards, readable at once', async () => {
  const data = tempDir('default');
  try {
    const now = Date.UTC(2027, 4, 17, 12);
    const started = Date.now();
    const summary = await ensureDefaultShards(data.dir, now);
    const seconds = (Date.now() - started) / 1000;
    assert.ok(summary);
    assert.ok(seconds < 60, `${seconds}s`);
    const dir = shardsDirOf(data.dir);
    assert.is(dir, join(data.dir, 'shards'));
    const manifest = readManifest(dir)!;
    assert.equal([manifest.window, manifest.city_count], [{ from: '2025-01-01', to: '2030-12-31' }, 101]);
    assert.match(manifest.accuracy?.path ?? '', /^accuracy\/accuracy-manifest-[0-9a-f]{16}\.json$/);
    assert.equal(verifyManifestFiles(dir, manifest), []);
    const reader = await openShardReader(dir);
    const city = manifest.shards.find((s) => s.kind === 'city')!.first_city!;
    for (const date of ['2025-01-01', '2027-05-17', '2030-12-31']) assert.ok(reader.getPlaceDay(city, date), date);
    for (let year = 2025; year <= 2030; year++) assert.ok(reader.getGlobalYear(year), `global table ${year}`);
    assert.ok(reader.getPlaceDay('new-delhi', '2026-03-10'), 'the demo city is in the default set');
    reader.close();
    assert.is(await ensureDefaultShards(data.dir, now), null, 'a manifest exists: nothing to do');
  } finally {
    data.remove();
  }
});

test.run();
