// Nepal's festivals (issue 39) through the engine, at Kathmandu (region `nepal`, Asia/Kathmandu) or Janakpur for a
// Terai day, against the published 2025-2026 days: test/nepali/published-festivals.ts holds them, each with the source
// it was read from (test/http/nepal-festivals.test.ts asks the same days through the daily route). The rows are
// tables/festivals/nepal.ts and the pan-Indian rows Nepal keeps, with Nepal's regional rules where its patro differs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_RULES, festivalsForPlaceYear } from '../../engine/panchang/festivals/index.ts';
import { globalYear, placeDaysFor } from '../../pipeline/accuracy/festival-accuracy.ts';
import { PUBLISHED_DAYS } from '../nepali/published-festivals.ts';

const KATHMANDU = { latitudeDeg: 27.7017, longitudeDeg: 85.3206, timezone: 'Asia/Kathmandu', regionVariant: 'nepal' };
const JANAKPUR = { ...KATHMANDU, latitudeDeg: 26.7288, longitudeDeg: 85.9263 };
const NEW_DELHI = {
  latitudeDeg: 28.6358,
  longitudeDeg: 77.2245,
  timezone: 'Asia/Kolkata',
  regionVariant: 'north_india',
};

const cache = new Map<string, Map<string, { id: number }[]>>();
function datesOf(place: typeof KATHMANDU | typeof NEW_DELHI, year: number, slug: string): string[] {
  const key = `${place.latitudeDeg} ${year}`;
  let r = cache.get(key);
  if (!r) {
    const p = place as Parameters<typeof festivalsForPlaceYear>[0]['place'];
    r = festivalsForPlaceYear({ year, globalYear: globalYear(year), placeDays: placeDaysFor(p, year), place: p });
    cache.set(key, r);
  }
  return [...r].filter(([, list]) => list.some((o) => FESTIVAL_RULES.rowOf(o.id).slug === slug)).map(([d]) => d);
}

test('Nepal 2025-2026: every published day on its published date (Kathmandu; Janakpur for the Terai)', () => {
  const served = (p: (typeof PUBLISHED_DAYS)[number]) =>
    datesOf(p.city === 'janakpur' ? JANAKPUR : KATHMANDU, Number(p.dates[0]!.slice(0, 4)), p.slug);
  const misses = PUBLISHED_DAYS.filter((p) => !p.dates.some((d) => served(p).includes(d)));
  console.log(
    `  Nepal 2025-2026: ${PUBLISHED_DAYS.length - misses.length}/${PUBLISHED_DAYS.length} on the published day`,
  );
  assert.equal(
    misses.map((p) => `${p.festival} ${p.dates.join('/')}: ours ${served(p)}`),
    [],
  );
});

test("Nepal's own rows are kept in Nepal's cities only", () => {
  assert.equal(datesOf(KATHMANDU, 2025, 'kaag-tihar'), ['2025-10-19']);
  assert.equal(datesOf(NEW_DELHI, 2025, 'kaag-tihar'), []);
  assert.equal(datesOf(NEW_DELHI, 2025, 'nepali-new-year'), []);
  assert.equal(datesOf(NEW_DELHI, 2025, 'diwali'), ['2025-10-20']); // the same day as Nepal's Laxmi Puja in 2025
});

test("Nepal's cities skip one Indian region's own rows (Lohri, Karva Chauth) and keep Chhath", () => {
  assert.equal(datesOf(NEW_DELHI, 2026, 'lohri'), ['2026-01-13']);
  assert.equal(datesOf(KATHMANDU, 2026, 'lohri'), []);
  assert.equal(datesOf(KATHMANDU, 2025, 'karva-chauth'), []);
  assert.equal(datesOf(JANAKPUR, 2025, 'chhath-puja'), ['2025-10-27']);
});

test.run();
