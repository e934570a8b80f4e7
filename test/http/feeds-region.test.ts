// Issue 44: a feed chooses its regional festival set. A Chennai feed (the city's own region, south_india) carries
// no Karva Chauth or Lohri; a New Delhi feed does; region_variant on the feed or in the calendar query overrides. A Kathmandu feed (issue 39)
// has Nepal's set: the pan-Indian festivals and Nepal's, no Indian region's own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startFeedHarness } from './feed-harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let key: string;
test.before(async () => {
  h = await startFeedHarness();
  key = await h.signup('amethyst');
});
test.after(async () => h.close());

/** The feed's calendar text (every festival's UID names its festival id). */
async function calendar(body: Record<string, unknown>, extra = ''): Promise<{ text: string; made: any }> {
  const made = await h.call('POST', '/v1/feeds', { key, body: { layers: ['festivals'], ...body } });
  assert.is(made.status, 201, made.text);
  const u = new URL(made.json.data.url);
  const r = await h.call('GET', u.pathname + u.search + extra);
  assert.is(r.status, 200, r.text.slice(0, 200));
  return { text: r.text.replace(/\r\n[ \t]/g, ''), made: made.json.data };
}

test('a Chennai feed lacks karva-chauth and lohri, a New Delhi feed has them; pan-India festivals in both', async () => {
  const chennai = await calendar({ city_id: 'chennai' });
  const delhi = await calendar({ city_id: 'new-delhi' });
  assert.is(chennai.made.region_variant, 'default');
  for (const name of ['Karva Chauth', 'Lohri']) {
    assert.not.ok(chennai.text.includes(`SUMMARY:${name}`), `chennai ${name}`);
    assert.ok(delhi.text.includes(`SUMMARY:${name}`), `delhi ${name}`);
  }
  assert.ok(chennai.text.includes('SUMMARY:Diwali') || chennai.text.includes('SUMMARY:Deepavali'));
});

test("a Kathmandu feed (region nepal) carries Nepal's set: no Karva Chauth or Lohri, Diwali and Chhath kept", async () => {
  const kathmandu = await calendar({ city_id: 'kathmandu' });
  assert.is(kathmandu.made.region_variant, 'default'); // the city's own region, nepal, applies
  for (const name of ['Karva Chauth', 'Lohri']) assert.not.ok(kathmandu.text.includes(`SUMMARY:${name}`), name);
  assert.ok(kathmandu.text.includes('SUMMARY:Diwali'));
  assert.ok(kathmandu.text.includes('SUMMARY:Chhath'));
});

test('region_variant on the feed, and as a calendar query override', async () => {
  const north = await calendar({ city_id: 'chennai', region_variant: 'north_india' });
  assert.is(north.made.region_variant, 'north_india');
  assert.ok(north.text.includes('SUMMARY:Karva Chauth'));
  const south = await calendar({ city_id: 'new-delhi' }, '&region_variant=south_india');
  assert.not.ok(south.text.includes('SUMMARY:Karva Chauth'));
  const bad = await h.call('POST', '/v1/feeds', {
    key,
    body: { city_id: 'chennai', layers: ['festivals'], region_variant: 'mars' },
  });
  assert.is(bad.status, 400);
});

test.run();
