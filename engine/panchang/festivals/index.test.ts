// The interface the daily endpoint and the pipeline use: occurrences, layer/faith tags, stable ids, regional rules
// and the returned date range (the seed's festival object is rendered at the edge: api/panchang/festivals.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildGlobalYear } from '../../astro/global-year.ts';
import { computePlaceDays } from '../place-day.ts';
import { FESTIVAL_RULES, festivalsForPlaceYear, type FestivalPlace } from './index.ts';

const year = buildGlobalYear(2025);
const delhi: FestivalPlace = {
  latitudeDeg: 28.6139,
  longitudeDeg: 77.209,
  timezone: 'Asia/Kolkata',
  regionVariant: 'north_india',
};
const days = computePlaceDays(year, delhi, { year: 2024, month: 12, day: 31 }, 367);
const result = festivalsForPlaceYear({ year: 2025, globalYear: year, placeDays: days, place: delhi });
const slugOf = (id: number) => FESTIVAL_RULES.rowOf(id).slug;

test('only dates of the requested year are returned, in order', () => {
  const dates = [...result.keys()];
  assert.ok(dates.every((d) => d.startsWith('2025-')));
  assert.equal(dates, [...dates].sort());
});

test('ids stay where shards stored them', () => {
  assert.is(slugOf(338), 'diwali');
  assert.is(slugOf(209), 'makar-sankranti');
  assert.is(slugOf(100), 'kamada-ekadashi');
  assert.is(slugOf(130), 'vaishnava-kamada-ekadashi');
  assert.is(slugOf(701), 'eid-al-fitr');
});

test('every festival carries the layer and faith the API filters on; unknown ids throw', () => {
  assert.is(FESTIVAL_RULES.layerOf(338), 'core');
  assert.is(FESTIVAL_RULES.layerOf(400), 'regional'); // Thai Pongal
  assert.is(FESTIVAL_RULES.layerOf(803), 'eclipse');
  assert.is(FESTIVAL_RULES.faithOf(701), 'islamic');
  assert.throws(() => FESTIVAL_RULES.layerOf(65535), /unknown festival id/);
  assert.is(FESTIVAL_RULES.layerOf(1), 'all');
  assert.is(FESTIVAL_RULES.faithOf(500), 'sikh');
});

test('region_variant selects the regional rule: South India keeps Deepavali on the Naraka Chaturdashi morning', () => {
  const chennai: FestivalPlace = {
    latitudeDeg: 13.0827,
    longitudeDeg: 80.2707,
    timezone: 'Asia/Kolkata',
    regionVariant: 'south_india',
  };
  const y2026 = buildGlobalYear(2026);
  const run = (place: FestivalPlace) =>
    festivalsForPlaceYear({
      year: 2026,
      globalYear: y2026,
      placeDays: computePlaceDays(y2026, place, { year: 2025, month: 12, day: 31 }, 367),
      place,
    });
  const dateOf = (m: Map<string, { id: number }[]>, id: number) =>
    [...m].filter(([, l]) => l.some((o) => o.id === id)).map(([d]) => d);
  const south = run(chennai),
    north = run({ ...chennai, regionVariant: 'north_india' });
  assert.equal(dateOf(south, 338), dateOf(south, 337));
  assert.equal(dateOf(north, 338), ['2026-11-08']);
});

test.run();
