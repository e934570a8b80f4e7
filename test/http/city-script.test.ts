// Black-box: /v1/cities finds a city by its name in the reader's script (tables/places/city-names.ts), on the real
// city directory, and by a prefix of that name as a search box types it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  ({ h } = await startProductHarness([]));
});
test.after(async () => h.close());

test('GET /v1/cities: Chennai, Kolkata and Thiruvananthapuram by their Tamil, Bengali and Malayalam names', async () => {
  const cases: Array<[string, string]> = [
    ['சென்னை', 'chennai'],
    ['কলকাতা', 'kolkata'],
    ['തിരുവനന്തപുരം', 'thiruvananthapuram'],
    ['சென்', 'chennai'],
    ['Chenai', 'chennai'],
    ['Kolkatta', 'kolkata'],
  ];
  for (const [q, id] of cases) {
    const r = await h.call('GET', `/v1/cities?q=${encodeURIComponent(q)}`);
    assert.is(r.status, 200, q);
    assert.is(r.json.data[0]?.city_id, id, q);
  }
});

test.run();
