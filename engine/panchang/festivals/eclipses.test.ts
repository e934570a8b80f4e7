// The per-place eclipse geometry against astronomy-engine's own local search (SearchLocalSolarEclipse), and lunar
// eclipse visibility against the Moon being up (2025-2026).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NextLocalSolarEclipse, Observer, SearchLocalSolarEclipse } from 'astronomy-engine';
import { buildGlobalYear } from '../../astro/global-year.ts';
import { computePlaceDays } from '../place-day.ts';
import { localEclipses } from './eclipses.ts';
import { PlaceYear } from './place-year.ts';

const PLACES = [
  { name: 'london', latitudeDeg: 51.5074, longitudeDeg: -0.1278, timezone: 'Europe/London' },
  { name: 'new-york', latitudeDeg: 40.7128, longitudeDeg: -74.006, timezone: 'America/New_York' },
  { name: 'new-delhi', latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' },
  { name: 'reykjavik', latitudeDeg: 64.1466, longitudeDeg: -21.9426, timezone: 'Atlantic/Reykjavik' },
];
const MINUTE = 60_000;
const year = buildGlobalYear(2026);
const year2025 = buildGlobalYear(2025);

function eclipsesAt(place: (typeof PLACES)[number], y: number) {
  const gy = y === 2025 ? year2025 : year;
  const days = computePlaceDays(gy, place, { year: y - 1, month: 12, day: 31 }, 367);
  return localEclipses(y, new PlaceYear(days), place);
}

function referenceSolar(place: (typeof PLACES)[number], y: number) {
  const obs = new Observer(place.latitudeDeg, place.longitudeDeg, 0);
  const out = [];
  for (
    let e = SearchLocalSolarEclipse(new Date(Date.UTC(y, 0, 1)), obs);
    e.peak.time.date.getTime() < Date.UTC(y + 1, 0, 1);
    e = NextLocalSolarEclipse(e.peak.time, obs)
  )
    out.push(e);
  return out;
}

for (const y of [2025, 2026]) {
  for (const place of PLACES) {
    test(`solar eclipses at ${place.name} ${y} agree with SearchLocalSolarEclipse`, () => {
      const mine = eclipsesAt(place, y).filter((e) => e.body === 'solar');
      const ref = referenceSolar(place, y);
      assert.is(mine.length, ref.length, `count at ${place.name}`);
      ref.forEach((r, i) => {
        const m = mine[i];
        // Contacts above the horizon must agree to a couple of minutes; below it ours is clipped at sunrise/sunset.
        if (r.partial_begin.altitude > 1)
          assert.ok(Math.abs(m.startUtcMs - r.partial_begin.time.date.getTime()) < 3 * MINUTE, 'begin');
        if (r.partial_end.altitude > 1)
          assert.ok(Math.abs(m.endUtcMs - r.partial_end.time.date.getTime()) < 3 * MINUTE, 'end');
        assert.is(
          m.kind === 'total' || m.kind === 'annular' ? m.kind : 'partial',
          r.kind === 'total' && r.obscuration < 1 ? 'partial' : r.kind,
        );
      });
    });
  }
}

test('total lunar eclipse of 7-8 Sep 2025 is seen from New Delhi, not from New York', () => {
  const delhi = eclipsesAt(PLACES[2], 2025).filter((e) => e.body === 'lunar' && e.kind === 'total');
  assert.ok(delhi.some((e) => new Date(e.startUtcMs).toISOString().startsWith('2025-09-07')));
  const ny = eclipsesAt(PLACES[1], 2025).filter(
    (e) => e.body === 'lunar' && e.startUtcMs > Date.UTC(2025, 8, 1) && e.startUtcMs < Date.UTC(2025, 8, 30),
  );
  assert.is(ny.length, 0);
});

test.run();
