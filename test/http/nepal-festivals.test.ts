// Nepal's festivals through the daily route (issue 39, "Done means": Nepal's 2025-2026 festival dates match the
// published lists, cited). Every day a published source fixes (test/nepali/published-festivals.ts, each row with its
// source) is asked at Kathmandu, or at Janakpur for a Terai day, and must list the festival. Then the region: a
// Nepal city's day lists Nepal's set, not the festivals of one Indian region (Karva Chauth, Lohri, Onam, Pongal),
// while Chhath, which Nepal's Terai keeps, stays.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PUBLISHED_DAYS } from '../nepali/published-festivals.ts';
import { startCalendarHarness } from './calendar-harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let key = ''; // emerald: every layer, and Nepal's own rows are `regional`
test.before(async () => {
  ({ h, key } = await startCalendarHarness());
});
test.after(async () => h.close());

async function slugsOn(city: string, date: string): Promise<string[]> {
  const r = await h.call('POST', '/v1/panchang/daily', { key, body: { date, city_id: city } });
  assert.is(r.status, 200, r.text);
  return r.json.data.festivals.data.map((f: { slug: string }) => f.slug);
}

test('every published 2025-2026 day lists its festival (Kathmandu; Janakpur for the Terai)', async () => {
  const misses: string[] = [];
  let days = 0;
  for (const p of PUBLISHED_DAYS) {
    // a festival published on two days (2026's two Ashtamis) must be served on one of them
    const on = await Promise.all(p.dates.map(async (d) => (await slugsOn(p.city, d)).includes(p.slug)));
    days++;
    if (!on.includes(true)) misses.push(`${p.festival} ${p.dates.join('/')} (${p.bs}) at ${p.city}`);
  }
  console.log(`  Nepal 2025-2026: ${days - misses.length}/${days} published days served`);
  assert.equal(misses, []);
});

test('Dashain 2026: Maha Navami and Vijaya Dashami on their own days (20 and 21 Oct), not one', async () => {
  const navami = await slugsOn('kathmandu', '2026-10-20');
  const dashami = await slugsOn('kathmandu', '2026-10-21');
  assert.ok(navami.includes('maha-navami') && !navami.includes('dussehra'), navami.join(' '));
  assert.ok(dashami.includes('dussehra') && !dashami.includes('maha-navami'), dashami.join(' '));
  // New Delhi keeps India's Dussehra on the 20th (Dashami in the aparahna that day, first)
  assert.ok((await slugsOn('new-delhi', '2026-10-20')).includes('dussehra'));
});

test("Tihar 2025: Laxmi Puja on Kukur Tihar's day (20 Oct), not the 21st; India's Diwali the 20th too", async () => {
  assert.ok((await slugsOn('kathmandu', '2025-10-20')).includes('diwali'));
  assert.not.ok((await slugsOn('kathmandu', '2025-10-21')).includes('diwali'));
});

test("a Nepal city's day carries no Indian region's own festival; Chhath stays", async () => {
  // [date, slug, an Indian city that lists it that day]
  const regional: readonly (readonly [string, string, string])[] = [
    ['2025-10-10', 'karva-chauth', 'new-delhi'],
    ['2026-01-13', 'lohri', 'new-delhi'],
    ['2025-09-05', 'onam', 'chennai'],
    ['2026-01-14', 'thai-pongal', 'chennai'],
  ];
  for (const [date, slug, india] of regional) {
    assert.ok((await slugsOn(india, date)).includes(slug), `${india} ${date} ${slug}`);
    assert.not.ok((await slugsOn('kathmandu', date)).includes(slug), `kathmandu ${date} ${slug}`);
  }
  assert.ok((await slugsOn('janakpur', '2025-10-27')).includes('chhath-puja'));
  assert.ok((await slugsOn('kathmandu', '2025-10-27')).includes('chhath-puja'));
});

test.run();
