// Birth places are never guessed silently (issue 20): over HTTP, a name matching no city closely enough is a 400
// with the nearest candidates; a shared name answers with the clearly most populous city plus a `warnings` entry,
// or a 400 with candidates when populations are close; a misspelling that resolves says how it was read.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { horoscopeRoutes } from '../../api/horoscope/routes.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let key: string;
test.before(async () => {
  h = await startHarness({ routes: horoscopeRoutes(), cityDirectory: loadCityDirectory() });
  key = await h.signup('topaz');
});
test.after(async () => h.close());

const kundli = (city: string) =>
  h.call('POST', '/v1/kundli', { key, body: { date: '1990-05-15', time: '10:30', city } });

test('"Atlantis" is refused with the nearest candidates, Atlanta among them, never drawn for Atlanta', async () => {
  const r = await kundli('Atlantis');
  assert.is(r.status, 400, r.text);
  assert.is(r.json.error, 'unknown_place');
  assert.match(r.json.message, /No city matches "Atlantis" closely enough/);
  assert.match(r.json.details[0].message, /Atlanta, Georgia, US \(city_id atlanta\)/);
  assert.is(r.json.data, undefined);
});

test('"Springfield" (four US cities, populations close) is a 400 listing them', async () => {
  const r = await kundli('Springfield');
  assert.is(r.status, 400, r.text);
  assert.is(r.json.error, 'unknown_place');
  const ids = r.json.details.map((d: { message: string }) => /city_id ([a-z-]+)/.exec(d.message)?.[1]);
  assert.equal(ids, [
    'springfield',
    'springfield-us-massachusetts',
    'springfield-us-illinois',
    'springfield-us-oregon',
  ]);
  const narrowed = await kundli('Springfield, Illinois');
  assert.is(narrowed.status, 200);
  assert.is(narrowed.json.data.birth.city_id, 'springfield-us-illinois');
  assert.is(narrowed.json.warnings, undefined);
});

test('"London" answers for London, England, with a warning naming London, Ontario', async () => {
  const r = await kundli('London');
  assert.is(r.status, 200, r.text);
  assert.is(r.json.data.birth.city_id, 'london');
  assert.is(r.json.warnings.length, 1);
  const [w] = r.json.warnings;
  assert.is(w.code, 'ambiguous_place');
  assert.equal(
    w.candidates.map((c: { city_id: string }) => c.city_id),
    ['london-ca'],
  );
});

test('a misspelling resolves with a warning saying how it was read; an exact unique name has none', async () => {
  const r = await kundli('Banglore');
  assert.is(r.status, 200, r.text);
  assert.is(r.json.data.birth.city_id, 'bengaluru');
  assert.is(r.json.data.birth.resolved_via, 'fuzzy_match');
  assert.is(r.json.warnings[0].code, 'place_fuzzy_match');
  assert.match(r.json.warnings[0].message, /read as Bengaluru/);
  const exact = await kundli('Varanasi');
  assert.is(exact.status, 200);
  assert.is(exact.json.warnings, undefined);
});

test.run();
