import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLACE_ALIASES } from '../../tables/place-aliases.ts';
import { createCityDirectory } from './directory.ts';
import type { CityRow } from './types.ts';

function city(
  city_id: string,
  name: string,
  country_code: string,
  population: number,
  admin1: string | null = null,
): CityRow {
  return {
    city_id,
    name,
    ascii_name: name.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''),
    country_code,
    country:
      {
        IN: 'India',
        GB: 'United Kingdom',
        CA: 'Canada',
        US: 'United States',
        AU: 'Australia',
        BR: 'Brazil',
        CH: 'Switzerland',
      }[country_code] ?? country_code,
    admin1,
    lat: 0,
    lon: 0,
    elevation_m: null,
    timezone: 'UTC',
    population,
    region_variant: country_code === 'IN' ? 'north_india' : 'default',
  };
}

const ROWS: CityRow[] = [
  city('london', 'London', 'GB', 7_556_900, 'England'),
  city('london-ca', 'London', 'CA', 346_765, 'Ontario'),
  city('londonderry', 'Londonderry', 'GB', 83_652, 'Northern Ireland'),
  city('mumbai', 'Mumbai', 'IN', 12_691_836, 'Maharashtra'),
  city('new-delhi', 'New Delhi', 'IN', 317_797, 'Delhi'),
  city('delhi', 'Delhi', 'IN', 10_927_986, 'Delhi'),
  city('varanasi', 'Varanasi', 'IN', 1_164_404, 'Uttar Pradesh'),
  city('sydney', 'Sydney', 'AU', 4_627_345, 'New South Wales'),
  city('sydney-ca', 'Sydney', 'CA', 105_968, 'Nova Scotia'),
  city('springfield', 'Springfield', 'US', 166_810, 'Missouri'),
  city('springfield-us-illinois', 'Springfield', 'US', 116_250, 'Illinois'),
  city('sao-paulo', 'São Paulo', 'BR', 10_021_295, 'São Paulo'),
  city('zurich', 'Zürich', 'CH', 341_730, 'Zurich'),
  city('thiruvananthapuram', 'Thiruvananthapuram', 'IN', 784_153, 'Kerala'),
];
const directory = createCityDirectory(ROWS);

const via = (text: string): [string, string] | null => {
  const hit = directory.resolve(text);
  return hit ? [hit.city.city_id, hit.resolvedVia] : null;
};

test('byId is exact and case-insensitive on the slug', () => {
  assert.is(directory.byId('new-delhi')?.name, 'New Delhi');
  assert.is(directory.byId('NEW-DELHI')?.name, 'New Delhi');
  assert.is(directory.byId('new delhi'), null);
  assert.is(directory.byId('new-delh'), null);
});

test('exact names and ids resolve as exact_match, the most populous of a name first', () => {
  assert.equal(via('New Delhi'), ['new-delhi', 'exact_match']);
  assert.equal(via('london-ca'), ['london-ca', 'exact_match']);
  assert.equal(via('London'), ['london', 'exact_match']);
  assert.equal(via('Sydney'), ['sydney', 'exact_match']);
  assert.equal(via('  mUMBAI  '), ['mumbai', 'exact_match']);
});

test('diacritics, case and punctuation are folded', () => {
  assert.equal(via('Sao Paulo'), ['sao-paulo', 'exact_match']);
  assert.equal(via('SÃO PAULO'), ['sao-paulo', 'exact_match']);
  assert.equal(via('zurich'), ['zurich', 'exact_match']);
  assert.equal(via('New-Delhi.'), ['new-delhi', 'exact_match']);
});

test('"City, Country" and "City, State" narrow the match, also without the comma', () => {
  assert.equal(via('London, Canada'), ['london-ca', 'exact_match']);
  assert.equal(via('London, ON'), ['london-ca', 'exact_match']);
  assert.equal(via('London, UK'), ['london', 'exact_match']);
  assert.equal(via('Sydney, Nova Scotia'), ['sydney-ca', 'exact_match']);
  assert.equal(via('Springfield, IL'), ['springfield-us-illinois', 'exact_match']);
  assert.equal(via('Springfield Illinois'), ['springfield-us-illinois', 'exact_match']);
  assert.equal(via('Springfield, Missouri, USA'), ['springfield', 'exact_match']);
});

test('a qualifier that names a known place but matches no city of that name gives null', () => {
  assert.is(via('Sydney, India'), null);
  assert.is(via('Mumbai, Canada'), null);
});

test('a qualifier the directory does not know cannot narrow and is ignored', () => {
  assert.equal(via('Mumbai, Bharat Mata Ki Jai'), ['mumbai', 'exact_match']);
});

test('old and alternate names resolve through the alias table as fuzzy_match', () => {
  assert.equal(via('Bombay'), ['mumbai', 'fuzzy_match']);
  assert.equal(via('Benares'), ['varanasi', 'fuzzy_match']);
  assert.equal(via('Banaras'), ['varanasi', 'fuzzy_match']);
  assert.equal(via('trivandrum'), ['thiruvananthapuram', 'fuzzy_match']);
  assert.equal(via('Bombay, India'), ['mumbai', 'fuzzy_match']);
});

test('custom alias tables replace the defaults', () => {
  const custom = createCityDirectory(ROWS, { places: { 'Kashi Vishwanath': { name: 'Varanasi', country: 'IN' } } });
  assert.is(custom.resolve('kashi vishwanath')?.city.city_id, 'varanasi');
  assert.is(custom.resolve('Bombay'), null);
});

test('typos within the budget resolve as fuzzy_match', () => {
  assert.equal(via('Mumbaai'), ['mumbai', 'fuzzy_match']);
  assert.equal(via('Varansi'), ['varanasi', 'fuzzy_match']);
  assert.equal(via('Varnasi'), ['varanasi', 'fuzzy_match']);
  assert.equal(via('Vanarasi'), null); // two letters moved (similarity 0.75): refused, Varanasi offered instead
  const refused = directory.lookup('Vanarasi');
  assert.is(refused.kind === 'none' && refused.candidates[0]?.city_id, 'varanasi');
  assert.equal(via('Thiruvanantapuram'), ['thiruvananthapuram', 'fuzzy_match']);
  assert.equal(via('Bombey'), ['mumbai', 'fuzzy_match']); // a typo of an alias
});

test('a cut word is not a guess: refused with candidates, unless close enough to read as a misspelling', () => {
  assert.equal(via('Mumb'), null);
  const mumb = directory.lookup('Mumb');
  assert.is(mumb.kind === 'none' && mumb.candidates[0]?.city_id, 'mumbai');
  assert.equal(via('Lond'), null);
  assert.equal(via('Londonder'), ['londonderry', 'fuzzy_match']); // 2 letters short of 11: similarity 0.82
});

test('whole leading words resolve ("New" names no city here; "Sao" is São Paulo)', () => {
  assert.equal(via('Sao'), ['sao-paulo', 'fuzzy_match']);
});

test('a shared name: the most populous when clearly largest, with the others; none when populations are close', () => {
  const london = directory.lookup('London');
  assert.equal(london.kind === 'match' && [london.city.city_id, london.others.map((c) => c.city_id)], [
    'london',
    ['london-ca'],
  ]);
  const springfield = directory.lookup('Springfield'); // 166,810 against 116,250: under twice
  assert.equal(springfield.kind === 'ambiguous' && springfield.candidates.map((c) => c.city_id), [
    'springfield',
    'springfield-us-illinois',
  ]);
  assert.is(via('springfield'), null, 'the bare slug typed as a name is the name');
});

test('nonsense and empty text give null', () => {
  for (const text of ['xqzzvv', 'asdfgh', 'qwertyuiop', 'zz', '', '   ', ',', 'Mx'])
    assert.is(directory.resolve(text), null, text);
});

test('search lists exact matches first by population, then prefix matches', () => {
  assert.equal(
    directory.search('Sydney').map((c) => c.city_id),
    ['sydney', 'sydney-ca'],
  );
  assert.equal(
    directory.search('London').map((c) => c.city_id),
    ['london', 'london-ca', 'londonderry'],
  );
  assert.equal(
    directory.search('lon').map((c) => c.city_id),
    ['london', 'london-ca', 'londonderry'],
  );
  assert.equal(
    directory.search('London', 2).map((c) => c.city_id),
    ['london', 'london-ca'],
  );
  assert.equal(
    directory.search('Springfield, IL').map((c) => c.city_id),
    ['springfield-us-illinois'],
  );
  assert.equal(
    directory.search('Bombay').map((c) => c.city_id),
    ['mumbai'],
  );
  assert.equal(
    directory.search('Mumbaii').map((c) => c.city_id),
    ['mumbai'],
  );
  assert.equal(directory.search('xqzzvv'), []);
  assert.equal(directory.search(''), []);
  assert.equal(directory.search('London', 0), []);
});

// The real directory: the alias table must point at cities that exist, in the intended country.
const realRows = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../data/cities.json', import.meta.url)), 'utf8'),
) as CityRow[];
const real = createCityDirectory(realRows);

test('every alias in the table reaches its city in the real directory', () => {
  for (const [alias, target] of Object.entries(PLACE_ALIASES)) {
    const hit = real.resolve(alias);
    assert.ok(hit, alias);
    assert.is(hit.city.country_code, target.country, alias);
    assert.ok(hit.city.name === target.name || hit.city.ascii_name === target.name, `${alias} -> ${hit.city.name}`);
  }
});

test("real directory: names in the reader's script and their prefixes find the city", () => {
  const cases: Array<[string, string]> = [
    ['சென்னை', 'chennai'],
    ['কলকাতা', 'kolkata'],
    ['തിരുവനന്തപുരം', 'thiruvananthapuram'],
    ['కోల్‌కతా', 'kolkata'],
    ['కోల్కతా', 'kolkata'],
    ['नई दिल्ली', 'new-delhi'],
    ['Chenai', 'chennai'],
    ['Kolkatta', 'kolkata'],
  ];
  for (const [q, id] of cases) {
    assert.is(real.search(q)[0]?.city_id, id, q);
    assert.is(real.resolve(q)?.city.city_id, id, q);
  }
  assert.is(real.search('சென்')[0]?.city_id, 'chennai');
  assert.is(real.search('তিরুবনন')[0]?.city_id, 'thiruvananthapuram');
});

test('real directory: the cities the brief names, and search ordering', () => {
  const cases: Array<[string, string]> = [
    ['Bangalore', 'Bengaluru'],
    ['Calcutta', 'Kolkata'],
    ['Madras', 'Chennai'],
    ['Poona', 'Pune'],
    ['Baroda', 'Vadodara'],
    ['Prayagraj', 'Allahabad'],
    ['Gurugram', 'Gurgaon'],
    ['Cawnpore', 'Kanpur'],
    ['Simla', 'Shimla'],
    ['Peking', 'Beijing'],
    ['Kathmandu', 'Kathmandu'],
    ['New York', 'New York City'],
  ];
  for (const [text, name] of cases) assert.is(real.resolve(text)?.city.ascii_name, name, text);
  assert.is(real.search('Sydney')[0].country_code, 'AU');
  assert.is(real.search('London')[0].country_code, 'GB');
  assert.is(real.resolve('Hyderabad')?.city.country_code, 'IN');
  assert.is(real.resolve('Hyderabad, Pakistan')?.city.city_id, 'hyderabad-pk');
  for (const text of ['xqzzvv', 'asdfgh', 'qwerty', 'zzzzzzzzzz']) assert.is(real.resolve(text), null, text);
});

test('real directory: lookups stay fast, a typo miss included', () => {
  const started = performance.now();
  for (let i = 0; i < 200; i++) {
    real.resolve('Mumbai');
    real.resolve('new-delhi');
    real.resolve('Bombay');
    real.resolve('asdfghjk');
  }
  const perRound = (performance.now() - started) / 200;
  assert.ok(perRound < 10, `${perRound.toFixed(2)} ms per round of four lookups`);
});

test.run();
