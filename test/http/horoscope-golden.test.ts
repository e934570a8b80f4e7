// Golden births against Swiss Ephemeris (data/reference/swe-positions.json, SE 2.10.03 Moshier, Lahiri, true
// node): 100 births (the 80 historic instants 1900-2030 and 20 recent ones, each at its first fixture place)
// go through the real API as local civil time in the place's IANA zone, exactly as a client sends them.
// Bounds: every graha and the lagna within 30″; Rahu/Ketu within 50″, the astro core's known shortfall
// (true node p99 about 36″, docs/benchmarks.md, "Accuracy"), so this test is not a claim that the node meets 30″.
// Rashi, nakshatra, pada and the D9 sign must agree exactly, except where SE's own value lies within the
// bound of a pada boundary (every rashi, nakshatra and navamsa boundary is one): those are counted and skipped.
import { readFileSync } from 'node:fs';
import { POSITION_BODY_OF } from '../../engine/astro/reference-bodies.ts';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { utcToLocal } from '../../engine/astro/zone.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, type Harness } from './harness.ts';

interface Body {
  lonSidDeg: number;
}
interface Row {
  utcMs: number;
  isoUtc: string;
  bodies: Record<string, Body>;
  ascendants: { place: string; ascSidDeg: number }[];
}
interface Place {
  id: string;
  latDeg: number;
  lonDeg: number;
  timezone: string;
}

const fixtures = JSON.parse(
  readFileSync(new URL('../../data/reference/swe-positions.json', import.meta.url), 'utf8'),
) as { historic: Row[]; recent: Row[] };
const places = new Map(
  (
    JSON.parse(readFileSync(new URL('../../data/reference/swe-places.json', import.meta.url), 'utf8')) as {
      places: Place[];
    }
  ).places.map((p) => [p.id, p]),
);

const BODY_OF = POSITION_BODY_OF as Readonly<Record<string, string>>;
const BOUND_ARCSEC = 30;
const NODE_BOUND_ARCSEC = 50;
const PADA_DEG = 10 / 3;

const arcsec = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;
/** Distance in arcseconds from a longitude to the nearest pada (hence nakshatra, rashi and navamsa) boundary. */
const boundaryDistance = (lon: number) => {
  const r = lon % PADA_DEG;
  return Math.min(r, PADA_DEG - r) * 3600;
};
const pad = (n: number) => String(n).padStart(2, '0');

function birthOf(row: Row): { body: Record<string, unknown>; place: Place; ascSidDeg: number } {
  const asc = row.ascendants[0]!;
  const place = places.get(asc.place)!;
  const t = utcToLocal(place.timezone, row.utcMs);
  return {
    body: {
      date: `${t.year}-${pad(t.month)}-${pad(t.day)}`,
      time: `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`,
      lat: place.latDeg,
      lon: place.lonDeg,
      tz: place.timezone,
    },
    place,
    ascSidDeg: asc.ascSidDeg,
  };
}

let h: Harness;
let key: string;
test.before(async () => {
  h = await startHarness({
    routes: horoscopeRoutes(),
    cityDirectory: loadCityDirectory(),
    env: { RATE_LIMIT_SCALE: '1000' },
  });
  key = await h.signup('infinity');
});
test.after(async () => h.close());

test('100 births through POST /v1/kundli and /v1/divisional/D9 agree with Swiss Ephemeris', async () => {
  const rows = [...fixtures.historic, ...fixtures.recent.slice(0, 20)];
  const worst: Record<string, number> = {};
  let compared = 0;
  let nearBoundary = 0;
  let notExact = 0;
  for (const row of rows) {
    const { body, ascSidDeg } = birthOf(row);
    const k = await h.call('POST', '/v1/kundli', { key, body });
    assert.is(k.status, 200, `${row.isoUtc}: ${k.text.slice(0, 200)}`);
    if (k.json.data.birth.time_resolution !== 'exact') {
      notExact++;
      continue;
    }
    // The civil time went through the zone and back to the fixture's instant, to the second.
    assert.is(k.json.data.birth.utc, row.isoUtc, `${row.isoUtc} ${JSON.stringify(body)}`);
    const d9 = (await h.call('POST', '/v1/divisional/D9', { key, body })).json.data;
    const expected: [string, number, number, any, number][] = [];
    for (const g of k.json.data.grahas) {
      const ref = g.key === 'ketu' ? (row.bodies.rahu!.lonSidDeg + 180) % 360 : row.bodies[BODY_OF[g.key]!]!.lonSidDeg;
      expected.push([
        g.key,
        ref,
        g.longitude,
        g,
        g.key === 'rahu' || g.key === 'ketu' ? NODE_BOUND_ARCSEC : BOUND_ARCSEC,
      ]);
    }
    expected.push(['lagna', ascSidDeg, k.json.data.lagna.degree, k.json.data.lagna, BOUND_ARCSEC]);
    for (const [name, ref, ours, entry, bound] of expected) {
      const err = arcsec(ours, ref);
      worst[name] = Math.max(worst[name] ?? 0, err);
      assert.ok(err <= bound, `${row.isoUtc} ${name}: ${err.toFixed(1)}″ from SE (bound ${bound}″)`);
      if (boundaryDistance(ref) <= bound) {
        nearBoundary++;
        continue;
      }
      compared++;
      const rashi = Math.floor(ref / 30) + 1;
      const nak = Math.floor(ref / (360 / 27)) + 1;
      const pada = Math.floor((ref % (360 / 27)) / PADA_DEG) + 1;
      assert.equal(
        [entry.rashi.number, entry.nakshatra.number, entry.nakshatra.pada],
        [rashi, nak, pada],
        `${row.isoUtc} ${name}`,
      );
      const d9Rashi =
        name === 'lagna' ? d9.lagna.rashi.number : d9.positions.find((p: any) => p.graha_key === name).rashi.number;
      assert.is(d9Rashi, (Math.floor(ref / PADA_DEG) % 12) + 1, `${row.isoUtc} ${name} D9`);
    }
  }
  console.log(
    `golden births: ${rows.length - notExact} compared (${notExact} skipped for a DST edge), ${compared} sign/nakshatra/pada/D9 checks, ${nearBoundary} skipped within the bound of a boundary`,
  );
  console.log(
    `worst error ″: ${Object.entries(worst)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
  );
  assert.ok(rows.length - notExact >= 50, 'at least 50 births compared');
});

test.run();
