// The fast rise/set path against astronomy-engine's own SearchRiseSet (same 34′ horizon), everywhere it is used.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { buildBodyGrid } from './ephemeris-grid.ts';
import {
  ASTRONOMY_ENGINE_HORIZON_REFRACTION_DEG,
  equationOfTimeRateSecondsPerDay,
  findRiseSet,
  makeObserver,
  type RiseSetKind,
} from './riseset.ts';
import { AstroInputError } from './errors.ts';

const DAY = 86_400_000;
const from = Date.UTC(2026, 0, 1),
  to = Date.UTC(2027, 0, 1);
const grids = {
  sun: buildBodyGrid('sun', from - 3 * DAY, to + 3 * DAY),
  moon: buildBodyGrid('moon', from - 3 * DAY, to + 3 * DAY),
};
const PLACES = [
  { name: 'Tromsø-ish 66.5N', latitudeDeg: 66.5, longitudeDeg: 18.9 },
  { name: 'Ushuaia-ish 66.5S', latitudeDeg: -66.5, longitudeDeg: -68.3 },
  { name: 'New York (DST zone)', latitudeDeg: 40.71, longitudeDeg: -74.0 },
  { name: 'Sydney (DST zone)', latitudeDeg: -33.87, longitudeDeg: 151.21 },
  { name: 'Quito (equator)', latitudeDeg: -0.18, longitudeDeg: -78.47 },
  { name: 'New Delhi', latitudeDeg: 28.61, longitudeDeg: 77.21 },
];

function reference(
  body: 'sun' | 'moon',
  lat: number,
  lon: number,
  kind: RiseSetKind,
  start: number,
  end: number,
): number | null {
  const ev = SearchRiseSet(
    body === 'sun' ? Body.Sun : Body.Moon,
    new Observer(lat, lon, 0),
    kind === 'rise' ? +1 : -1,
    new Date(start),
    (end - start) / DAY,
  );
  return ev ? ev.date.getTime() : null;
}

test('agrees with SearchRiseSet within 1 s at |latitude| ≤ 66.5°, both hemispheres, through the year', () => {
  let compared = 0,
    nulls = 0,
    worst = 0;
  for (const p of PLACES) {
    const obs = makeObserver(p, ASTRONOMY_ENGINE_HORIZON_REFRACTION_DEG);
    for (let d = 0; d < 365; d += 2) {
      const start = from + d * DAY - (p.longitudeDeg / 360) * DAY;
      for (const body of ['sun', 'moon'] as const) {
        for (const kind of ['rise', 'set'] as const) {
          const fast = findRiseSet(grids[body], obs, kind, start, start + DAY);
          const slow = reference(body, p.latitudeDeg, p.longitudeDeg, kind, start, start + DAY);
          const edge = (t: number | null) => t !== null && (t - start < 2000 || start + DAY - t < 2000);
          if (fast === null || slow === null) {
            assert.ok(
              fast === slow || edge(fast) || edge(slow),
              `${p.name} ${body} ${kind} day ${d}: ${fast} vs ${slow}`,
            );
            nulls++;
            continue;
          }
          worst = Math.max(worst, Math.abs(fast - slow));
          assert.ok(Math.abs(fast - slow) < 1000, `${p.name} ${body} ${kind} day ${d}: off by ${fast - slow} ms`);
          compared++;
        }
      }
    }
  }
  assert.ok(compared > 3000, `compared ${compared}`);
  assert.ok(nulls > 10, 'the sample includes days without an event (polar day and night, no moonrise)');
  console.log(`  fast vs SearchRiseSet: ${compared} events, worst ${worst.toFixed(0)} ms, ${nulls} event-less days`);
});

test("a fixed 16′ semi-diameter for the Sun's upper limb is the disc centre 50′ down; the Moon keeps its true one", () => {
  const delhi = { latitudeDeg: 28.6358, longitudeDeg: 77.2245 };
  const fixed = makeObserver(delhi, 34 / 60, 'upper', 16 / 60);
  const centre = makeObserver(delhi, 50 / 60, 'centre');
  const trueLimb = makeObserver(delhi, 34 / 60, 'upper');
  let differs = 0;
  for (const month of [0, 3, 6, 9]) {
    const start = Date.UTC(2026, month, 1);
    for (const kind of ['rise', 'set'] as const) {
      const a = findRiseSet(grids.sun, fixed, kind, start, start + DAY)!;
      assert.ok(Math.abs(a - findRiseSet(grids.sun, centre, kind, start, start + DAY)!) < 2, `${month} ${kind}`);
      // The Sun's true semi-diameter runs 15.7′-16.3′: a second or so of rise time either way.
      const gap = Math.abs(a - findRiseSet(grids.sun, trueLimb, kind, start, start + DAY)!);
      assert.ok(gap < 3_000, `${month} ${kind}: ${gap} ms`);
      if (gap > 100) differs++;
      const moon = (o: typeof fixed) => findRiseSet(grids.moon, o, kind, start, start + DAY);
      assert.is(moon(fixed), moon(trueLimb));
    }
  }
  assert.ok(differs > 0, 'the fixed semi-diameter moves some sunrises');
});

test('a day without moonrise returns null', () => {
  const obs = makeObserver({ latitudeDeg: 28.61, longitudeDeg: 77.21 });
  let missing = 0;
  for (let d = 0; d < 60; d++) {
    const start = from + d * DAY;
    if (findRiseSet(grids.moon, obs, 'rise', start, start + DAY) === null) missing++;
  }
  assert.ok(missing >= 1 && missing <= 4, `moonless days in 60: ${missing}`);
});

test('polar night and midnight sun give null, not NaN', () => {
  const svalbard = makeObserver({ latitudeDeg: 78.2, longitudeDeg: 15.6 });
  const winter = Date.UTC(2026, 11, 21),
    summer = Date.UTC(2026, 5, 21);
  assert.is(findRiseSet(grids.sun, svalbard, 'rise', winter, winter + DAY), null);
  assert.is(findRiseSet(grids.sun, svalbard, 'set', summer, summer + DAY), null);
});

test('bad coordinates are typed errors', () => {
  for (const p of [
    { latitudeDeg: 91, longitudeDeg: 0 },
    { latitudeDeg: 0, longitudeDeg: -181 },
    { latitudeDeg: NaN, longitudeDeg: 0 },
  ]) {
    assert.throws(
      () => makeObserver(p),
      (e: unknown) => e instanceof AstroInputError,
    );
  }
});

test("the equation of time's rate: near 0 at its November maximum and February minimum, about −30 s/day at Christmas", () => {
  const rate = (m: number, d: number) => equationOfTimeRateSecondsPerDay(grids.sun, Date.UTC(2026, m - 1, d, 6));
  assert.ok(Math.abs(rate(11, 3)) < 1.5, `Nov 3: ${rate(11, 3)}`);
  assert.ok(Math.abs(rate(2, 11)) < 1.5, `Feb 11: ${rate(2, 11)}`);
  assert.ok(rate(12, 25) < -29 && rate(12, 25) > -31, `Dec 25: ${rate(12, 25)}`);
  assert.ok(rate(3, 21) > 17 && rate(3, 21) < 20, `Mar 21: ${rate(3, 21)}`);
  // the grid's first and last hours still answer (the difference is taken inside the grid)
  assert.ok(Number.isFinite(equationOfTimeRateSecondsPerDay(grids.sun, from - 3 * DAY)));
});

test("a transit lag moves the Sun's rise and set alike, by −lag × dE/dt, and leaves the Moon alone", () => {
  const delhi = { latitudeDeg: 28.61, longitudeDeg: 77.21 };
  const plain = makeObserver(delhi, 34 / 60, 'upper', 16 / 60);
  const lagged = makeObserver(delhi, 34 / 60, 'upper', 16 / 60, 0.23);
  const start = Date.UTC(2026, 11, 24, 18, 30); // New Delhi's midnight of Dec 25
  for (const kind of ['rise', 'set'] as const) {
    const t0 = findRiseSet(grids.sun, plain, kind, start, start + DAY)!;
    const t1 = findRiseSet(grids.sun, lagged, kind, start, start + DAY)!;
    const expectedMs = -0.23 * equationOfTimeRateSecondsPerDay(grids.sun, t0) * 1000;
    assert.ok(expectedMs > 6_500 && expectedMs < 7_200, `${kind}: ${expectedMs} ms`);
    assert.ok(Math.abs(t1 - t0 - expectedMs) < 5, `${kind}: moved ${t1 - t0} ms, expected ${expectedMs}`);
    const m0 = findRiseSet(grids.moon, plain, kind, start, start + DAY);
    assert.is(findRiseSet(grids.moon, lagged, kind, start, start + DAY), m0);
  }
});

test.run();
