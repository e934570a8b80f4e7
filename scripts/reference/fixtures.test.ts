// Invariants of the generated golden fixtures (data/reference/swe-*.json): catches a hand edit or a
// builder change that breaks the documented format. Reads the JSON only, never sweph.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'reference');
const FILES = ['swe-places.json', 'swe-riseset.json', 'swe-positions.json', 'swe-transitions.json'];
const load = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
const HOUR = 3_600_000;

test('every fixture has the provenance header and stays under ~2 MB', () => {
  for (const name of FILES) {
    const fixture = load(name);
    assert.match(fixture.source, /^Swiss Ephemeris 2\.10\.03 \(npm sweph\), DE431 ephemeris files$/);
    assert.is(fixture.generated_by, 'scripts/build-reference.ts');
    assert.type(fixture.settings, 'object');
    assert.type(fixture.notes, 'string');
    assert.ok(statSync(join(FIXTURES, name)).size < 2_200_000, name);
  }
});

test('places cover the continents, the latitude range and the named cities', () => {
  const places: { id: string; latDeg: number; continent: string }[] = load('swe-places.json').places;
  assert.ok(places.length >= 48);
  assert.is(new Set(places.map((p) => p.id)).size, places.length);
  assert.is(new Set(places.map((p) => p.continent)).size, 6);
  assert.ok(Math.min(...places.map((p) => p.latDeg)) < -54);
  assert.ok(Math.max(...places.map((p) => p.latDeg)) > 66);
  assert.ok(places.filter((p) => p.latDeg > 60).length >= 4);
  for (const id of ['new-delhi', 'varanasi', 'kathmandu', 'ushuaia', 'reykjavik', 'suva', 'port-louis']) {
    assert.ok(
      places.some((p) => p.id === id),
      id,
    );
  }
});

test('rise/set events fall on their civil date', () => {
  const placeIds = new Set<string>(load('swe-places.json').places.map((p: { id: string }) => p.id));
  const fixture = load('swe-riseset.json');
  const perPlace = new Map<string, number>();
  for (const row of [...fixture.rows, ...fixture.centreNoRefraction]) {
    assert.ok(placeIds.has(row.place), row.place);
    perPlace.set(row.place, (perPlace.get(row.place) ?? 0) + 1);
    for (const key of ['sunRise', 'sunSet', 'moonRise', 'moonSet']) {
      const value = row[key];
      if (value === undefined || value === null) continue;
      assert.ok(
        Number.isInteger(value) && value >= row.dayStart && value < row.dayStart + 25 * HOUR,
        `${row.place} ${row.date} ${key}`,
      );
    }
  }
  for (const id of placeIds) assert.ok((perPlace.get(id) ?? 0) >= 60, id);
  assert.is(fixture.centreNoRefraction.length, 200);
});

test('positions: sample counts, angle ranges, three ascendants each', () => {
  const fixture = load('swe-positions.json');
  assert.is(fixture.recent.length, 320);
  assert.is(fixture.historic.length, 80);
  for (const row of [...fixture.recent, ...fixture.historic, ...fixture.anchors]) {
    assert.is(row.ascendants.length, 3);
    for (const body of Object.values(row.bodies) as { lonSidDeg: number; lonTropDeg: number }[]) {
      assert.ok(body.lonSidDeg >= 0 && body.lonSidDeg < 360 && body.lonTropDeg >= 0 && body.lonTropDeg < 360);
    }
  }
});

test('transitions: time order, cyclic index steps, inside the window', () => {
  const fixture = load('swe-transitions.json');
  const cycle: Record<string, [first: number, count: number]> = {
    tithi: [1, 30],
    karana: [0, 60],
    nakshatra: [1, 27],
    yoga: [1, 27],
    sankranti: [1, 12],
  };
  const { fromUtcMs, toUtcMsExclusive } = fixture.settings.window;
  for (const [kind, rows] of Object.entries(fixture.transitions) as [string, { index: number; utcMs: number }[]][]) {
    assert.is(rows.length, fixture.counts[kind]);
    let previous = { index: fixture.indexAtStart[kind], utcMs: fromUtcMs };
    for (const row of rows) {
      assert.ok(row.utcMs > previous.utcMs && row.utcMs < toUtcMsExclusive, kind);
      if (cycle[kind]) {
        const [first, count] = cycle[kind];
        assert.is(row.index, ((previous.index - first + 1) % count) + first, `${kind} at ${row.utcMs}`);
      }
      previous = row;
    }
  }
});

test.run();
