// Black-box: /v1/cities finds a city by its name in the reader's script (tables/places/city-names.ts), on the real
// city directory, and by a prefix of that name as a search box types it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { CITY_SCRIPT_NAMES } from '../../tables/places/city-names.ts';
import { startProductHarness, type Harness } from './harness.ts';

let h: Harness;
let keys: Record<string, string>;
test.before(async () => {
  ({ h, keys } = await startProductHarness(['emerald']));
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

test('every script name of the table finds its own city first, by search and by the free-text city field', () => {
  const directory = loadCityDirectory();
  const wrong: string[] = [];
  for (const [id, city] of Object.entries(CITY_SCRIPT_NAMES))
    for (const [lang, name] of Object.entries(city.names)) {
      const found = directory.search(name, 1)[0]?.city_id;
      const resolved = directory.resolve(name)?.city.city_id;
      if (found !== id || resolved !== id)
        wrong.push(`${lang} ${name}: search ${found}, resolve ${resolved}, not ${id}`);
    }
  assert.equal(wrong, []);
});

test('the daily answer names the city in the requested language when the table has it', async () => {
  const day = (lang: string) =>
    h.call('POST', '/v1/panchang/daily', { key: keys.emerald, body: { date: '2026-03-10', city_id: 'chennai', lang } });
  assert.is((await day('ta')).json.data.city, 'சென்னை');
  assert.is((await day('hi')).json.data.city, 'चेन्नई');
  assert.is((await day('en')).json.data.city, 'Chennai');
});

test.run();
