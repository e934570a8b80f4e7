// Sets MIN_SIMILARITY from data: misspellings people type must resolve to the intended city, names of places that
// do not exist must be refused with candidates, and the threshold must sit between the two groups on the real
// directory. A made-up name one letter from a real city (Narnia / Sarnia) cannot be told from a typo of that city
// by spelling alone: it resolves, and the answer's place_fuzzy_match warning says which city was read.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createCityDirectory } from './directory.ts';
import { CLEAR_POPULATION_RATIO, MIN_SIMILARITY } from './match-rule.ts';
import type { CityRow } from './types.ts';

const rows = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../data/cities.json', import.meta.url)), 'utf8'),
) as CityRow[];
const directory = createCityDirectory(rows);

const MISSPELLINGS: ReadonlyArray<[string, string]> = [
  ['Mumbay', 'mumbai'],
  ['Mumbaai', 'mumbai'],
  ['Banglore', 'bengaluru'],
  ['Hydrabad', 'hyderabad'],
  ['Kolkatta', 'kolkata'],
  ['Calcuta', 'kolkata'],
  ['Chenai', 'chennai'],
  ['Dehli', 'delhi'],
  ['Delhii', 'delhi'],
  ['Ahmedabd', 'ahmedabad'],
  ['Luckhnow', 'lucknow'],
  ['Jaipurr', 'jaipur'],
  ['Varanassi', 'varanasi'],
  ['Vishakapatnam', 'visakhapatnam'],
  ['Thiruvanantapuram', 'thiruvananthapuram'],
  ['Guwahatti', 'guwahati'],
  ['Coimbatur', 'coimbatore'],
  ['Kathmandoo', 'kathmandu'],
  ['Vijayawda', 'vijayawada'],
  ['Ludhiyana', 'ludhiana'],
  ['Amritser', 'amritsar'],
  ['Chandigar', 'chandigarh'],
  ['Philadelpia', 'philadelphia'],
  ['Chicgo', 'chicago'],
  ['Los Angles', 'los-angeles'],
  ['San Fransisco', 'san-francisco'],
  ['Torronto', 'toronto'],
  ['Londn', 'london'],
  ['Birmingam', 'birmingham'],
  ['Amsterdm', 'amsterdam'],
  ['Barcelonna', 'barcelona'],
  ['Islamabd', 'islamabad'],
  ['Karachie', 'karachi'],
  ['Lahor', 'lahore'],
];

const NON_CITIES = [
  'Atlantis',
  'Gotham',
  'Wakanda',
  'Mordor',
  'Hogwarts',
  'Asgard',
  'El Dorado',
  'Camelot',
  'Lilliput',
  'Neverland',
  'Xanadu',
  'Shangri-La',
  'Rivendell',
  'Metropolis',
  'Utopia',
  'Avalon',
  'Westeros',
  'Winterfell',
  'Tatooine',
  'Gondor',
  'Smallville',
  'Arrakis',
  'Krypton',
  'Genovia',
  'Latveria',
  'Zamunda',
  'Agrabah',
  'Duckburg',
  'Xqzzyville',
];

/** Made-up names one letter from a real city: read as that city, never silently (the API warns). */
const ONE_LETTER_FROM_A_CITY: ReadonlyArray<[string, string]> = [
  ['Narnia', 'sarnia'],
  ['Sunnydale', 'sunnyvale'],
];

test('every misspelling resolves to the intended city, as a fuzzy match at or above MIN_SIMILARITY', () => {
  for (const [text, id] of MISSPELLINGS) {
    const found = directory.lookup(text);
    assert.is(found.kind, 'match', text);
    if (found.kind !== 'match') continue;
    assert.is(found.city.city_id, id, text);
    assert.is(found.resolvedVia, 'fuzzy_match', text);
    assert.ok(found.similarity >= MIN_SIMILARITY, `${text}: ${found.similarity}`);
  }
});

test('every non-city is refused, with the nearest candidates where any are close', () => {
  for (const text of NON_CITIES) assert.is(directory.lookup(text).kind, 'none', text);
  const atlantis = directory.lookup('Atlantis');
  assert.is(atlantis.kind === 'none' && atlantis.candidates[0]?.city_id, 'atlanta', 'Atlanta offered, not chosen');
});

test('the threshold sits between the two groups (the margin each side is printed)', () => {
  const lowestMisspelling = Math.min(
    ...MISSPELLINGS.map(([text]) => {
      const found = directory.lookup(text);
      return found.kind === 'match' ? found.similarity : 0;
    }),
  );
  // the best similarity a non-city reaches: one minus the edits to its nearest name over the longer length
  const highestNonCity = Math.max(...NON_CITIES.map((text) => bestSimilarity(text)));
  assert.ok(highestNonCity < MIN_SIMILARITY && MIN_SIMILARITY <= lowestMisspelling);
  console.log(
    `  place threshold ${MIN_SIMILARITY}: misspellings >= ${lowestMisspelling.toFixed(3)}, non-cities <= ${highestNonCity.toFixed(3)}`,
  );
});

test('a made-up name one letter from a real city resolves to that city as a fuzzy match', () => {
  for (const [text, id] of ONE_LETTER_FROM_A_CITY) {
    const found = directory.lookup(text);
    assert.is(found.kind === 'match' && found.resolvedVia === 'fuzzy_match' && found.city.city_id, id, text);
  }
});

test('a shared name: the most populous when clearly largest (others listed), candidates when close', () => {
  const hyderabad = directory.lookup('Hyderabad');
  assert.is(hyderabad.kind === 'match' && hyderabad.city.country_code, 'IN');
  assert.ok(hyderabad.kind === 'match' && hyderabad.others.some((c) => c.city_id === 'hyderabad-pk'));
  const london = directory.lookup('London');
  assert.is(london.kind === 'match' && london.city.city_id, 'london');
  const springfield = directory.lookup('Springfield');
  assert.is(springfield.kind, 'ambiguous');
  if (springfield.kind === 'ambiguous') {
    assert.ok(springfield.candidates.length >= 3);
    const [a, b] = springfield.candidates;
    assert.ok(a.population < CLEAR_POPULATION_RATIO * b.population);
  }
  const illinois = directory.lookup('Springfield, Illinois');
  assert.equal(illinois.kind === 'match' && [illinois.city.city_id, illinois.others.length], [
    'springfield-us-illinois',
    0,
  ]);
});

/** The similarity of the text's nearest directory name, by the rule's own measure. */
function bestSimilarity(text: string): number {
  const found = directory.lookup(text);
  return found.kind === 'match' ? found.similarity : found.kind === 'none' ? found.nearestSimilarity : 1;
}

test.run();
