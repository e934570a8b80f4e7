import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { conventionsMetadata, PROFILES, type ProfileId } from '../../engine/astro/conventions.ts';
import { buildGlobalYear } from '../../engine/astro/global-year.ts';
import { computePlaceDays, parseIsoDate } from '../../engine/panchang/place-day.ts';
import { DailyPanchangSchema } from './schema.ts';
import { PanchangService, type DayRequest, type PlaceDaySource } from './service.ts';

const request: DayRequest = {
  place: {
    cityId: 'delhi',
    name: 'Delhi',
    latitudeDeg: 28.6519,
    longitudeDeg: 77.2315,
    timezone: 'Asia/Kolkata',
    regionVariant: 'north_india',
    resolvedVia: 'exact_match',
    regionResolvedVia: 'city_directory',
  },
  timezone: 'Asia/Kolkata',
  lang: 'en',
  nowMs: Date.UTC(2026, 2, 10, 12),
  festivalLayers: new Set(),
  faith: 'all',
  showMuhurat: true,
};
const isoDay = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

test('a repeat lookup is answered from memory as cache, its age counted from the first answer', () => {
  const service = new PanchangService({ festivals: null });
  const first = service.day(request, '2026-03-10');
  assert.is(first.source, 'live');
  const again = service.day({ ...request, nowMs: request.nowMs + 90_000 }, '2026-03-10');
  assert.equal([again.source, again.cacheAgeSeconds], ['cache', 90]);
  assert.ok(again.dataJson!.equals(first.dataJson!), 'the same bytes');
});

test('muhurat layers (issue #30) come with the plans that show muhurat, and are null for the others', () => {
  const service = new PanchangService({ festivals: null });
  const shown = DailyPanchangSchema.parse(service.day(request, '2026-03-10').data).muhurat_layers;
  assert.is(shown?.hora.length, 24);
  assert.is(shown?.hora[0].lord, 'mangal', 'Tuesday 10 Mar 2026: the first hora is Mangal');
  assert.is(shown?.lagna_table[0].start, shown?.hora[0].start, 'both start at sunrise');
  assert.is(shown?.gowri.day.length, 8);
  assert.is(shown?.tarabalam, null);
  const personal = service.day({ ...request, personal: { birthNakshatra: 4, birthRashi: 2 } }, '2026-03-10').data;
  const taras = personal.muhurat_layers?.tarabalam ?? [];
  assert.ok(taras.length > 0);
  for (const t of taras) assert.is(t.tara, (((t.nakshatra.number - 4 + 27) % 27) % 9) + 1);
  for (const c of personal.muhurat_layers?.chandrabalam ?? [])
    assert.is(c.house, ((c.moon_rashi.number - 2 + 12) % 12) + 1);
  const hidden = service.day({ ...request, showMuhurat: false }, '2026-03-10').data.muhurat_layers;
  assert.is(hidden, null);
});

test('eviction: a day in use stays however many others pass through; an unused one leaves', () => {
  const service = new PanchangService({ festivals: null, maxCachedDays: 20 });
  const hot = '2026-12-31',
    cold = '2026-12-30';
  service.day(request, cold);
  service.day(request, hot);
  for (let n = 0; n < 200; n++) {
    service.day(request, isoDay(n));
    if (n % 5 === 0) assert.is(service.day(request, hot).source, 'cache', `hot day after ${n} others`);
  }
  assert.is(service.day(request, cold).source, 'live', 'the unused day was evicted and computed again');
});

const wall = (stamp: string) => stamp.split(' ')[1];

test('data.metadata.conventions is what the day was computed with, and changes with the profile', () => {
  const service = new PanchangService({ festivals: null });
  const se = service.day(request, '2026-03-10').data;
  const drik = service.day({ ...request, conventions: PROFILES.drik }, '2026-03-10').data;
  for (const day of [se, drik]) DailyPanchangSchema.parse(day);
  // The solar calendars' rules (issue #29) are the same in every profile: the calendars are decided on the IST clock.
  const { calendars: seCalendars, ...seRest } = se.metadata.conventions;
  const { calendars: drikCalendars, ...drikRest } = drik.metadata.conventions;
  assert.equal(seRest, conventionsMetadata(PROFILES.swiss_ephemeris, se.metadata.conventions.ayanamsa_value_deg));
  assert.equal(drikRest, conventionsMetadata(PROFILES.drik, drik.metadata.conventions.ayanamsa_value_deg));
  assert.equal(seCalendars, drikCalendars);
  assert.equal([se.metadata.conventions.profile, drik.metadata.conventions.profile], ['swiss_ephemeris', 'drik']);
  assert.is.not(se.metadata.conventions.delta_t_source, drik.metadata.conventions.delta_t_source);
  assert.is.not(se.metadata.conventions.refraction, drik.metadata.conventions.refraction);
  for (const day of [se, drik])
    assert.is(day.metadata.conventions.ayanamsa_value_deg, day.metadata.ayanamsa_used, 'the value the engine used');
  // Drik's mean Lahiri + 24″ differs from SE's true Lahiri by −Δψ + 24″ (about 7″ to 41″).
  const ayanamsaGapArcsec = Math.abs(drik.metadata.ayanamsa_used - se.metadata.ayanamsa_used) * 3600;
  assert.ok(ayanamsaGapArcsec > 5 && ayanamsaGapArcsec < 42, `ayanamsa gap ${ayanamsaGapArcsec}″`);
  // The declared conventions are the ones applied: a larger ΔT ends the tithi earlier, the centre 50′ down
  // (34′ + a fixed 16′) rises later than SE's 36.73′ + the true semi-diameter.
  assert.ok(
    wall(drik.tithi[0].end) < wall(se.tithi[0].end),
    `tithi end ${drik.tithi[0].end} before ${se.tithi[0].end}`,
  );
  assert.ok(wall(drik.sun.rise) > wall(se.sun.rise), `sunrise ${drik.sun.rise} after ${se.sun.rise}`);
});

test('each profile reads its own shard family: a profile the shards lack is computed live, one they hold is served', () => {
  const tables = { swiss_ephemeris: buildGlobalYear(2026), drik: buildGlobalYear(2026, PROFILES.drik) };
  const asked: string[] = [];
  const sourceHolding = (held: readonly ProfileId[]): PlaceDaySource => ({
    getPlaceDay(_cityId, date, profile) {
      asked.push(`${profile} ${date}`);
      if (!held.includes(profile)) return null;
      const sunrise = PROFILES[profile].sunrise;
      const [inputs] = computePlaceDays(tables[profile], { ...request.place }, parseIsoDate(date), 1, sunrise);
      return { inputs, festivals: [], builtAtMs: Date.UTC(2026, 0, 1) };
    },
    getGlobalYear: (year, profile) => (year === 2026 && held.includes(profile) ? tables[profile] : null),
  });
  const defaultOnly = new PanchangService({ source: sourceHolding(['swiss_ephemeris']), festivals: null });
  assert.is(defaultOnly.day(request, '2026-03-11').source, 'cache');
  const live = defaultOnly.day({ ...request, conventions: PROFILES.drik }, '2026-03-11');
  assert.equal([live.source, live.data.metadata.conventions.profile], ['live', 'drik']);
  assert.equal(asked, ['swiss_ephemeris 2026-03-11', 'drik 2026-03-11']);

  const both = new PanchangService({ source: sourceHolding(['swiss_ephemeris', 'drik']), festivals: null });
  const served = both.day({ ...request, conventions: PROFILES.drik }, '2026-03-11');
  assert.equal([served.source, served.data.metadata.conventions.profile], ['cache', 'drik']);
  assert.equal(
    served.data,
    {
      ...live.data,
      metadata: {
        ...live.data.metadata,
        compute_time_ms: served.data.metadata.compute_time_ms,
        last_updated: served.data.metadata.last_updated,
      },
    },
    'the stored drik day renders as the live one',
  );
});

test.run();
