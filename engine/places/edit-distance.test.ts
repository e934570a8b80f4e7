import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bagLowerBound, boundedEditDistance, letterBag, typoBudget } from './edit-distance.ts';
import { foldName, slugify, toAscii } from './fold.ts';

/** The plain full-table optimal-string-alignment distance, to check the banded one against. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

test('known distances', () => {
  assert.is(boundedEditDistance('mumbai', 'mumbai', 2), 0);
  assert.is(boundedEditDistance('mumbai', 'mumbaai', 2), 1);
  assert.is(boundedEditDistance('varanasi', 'vanarasi', 2), 2);
  assert.is(boundedEditDistance('abcd', 'abdc', 2), 1); // one swap
  assert.is(boundedEditDistance('kolkata', 'calcutta', 2), 3); // more than max: max + 1
  assert.is(boundedEditDistance('', 'abc', 5), 3);
});

test('the banded distance equals the full one, capped at max + 1, on random words', () => {
  let seed = 7;
  const next = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const word = (): string =>
    Array.from({ length: Math.floor(next() * 40) }, () => 'abcd'[Math.floor(next() * 4)]).join('');
  for (let trial = 0; trial < 3000; trial++) {
    const [a, b, max] = [word(), word(), Math.floor(next() * 4)];
    assert.is(boundedEditDistance(a, b, max), Math.min(fullDistance(a, b), max + 1), `${a} ${b} ${max}`);
  }
});

test('typo budget grows with the length of the name', () => {
  assert.equal([3, 4, 5, 7, 8, 15].map(typoBudget), [0, 0, 1, 1, 2, 2]);
});

test('the letter-count bound never exceeds the distance (so filtering with it loses no match)', () => {
  const words = [
    'atlantis',
    'atlanta',
    'varanasi',
    'vanarasi',
    'mumbai',
    'bombay',
    'new york',
    'yorkton',
    'aabbcc',
    'abc',
  ];
  for (const a of words)
    for (const b of words) {
      const bound = bagLowerBound(a.length, letterBag(a), b.length, letterBag(b));
      assert.ok(bound <= fullDistance(a, b), `${a} / ${b}: bound ${bound}, distance ${fullDistance(a, b)}`);
    }
  assert.is(bagLowerBound(6, letterBag('abcdef'), 6, letterBag('uvwxyz')), 6);
});

test('folding strips diacritics, spells out special letters and normalises punctuation', () => {
  assert.is(toAscii('São Paulo'), 'Sao Paulo');
  assert.is(toAscii('Dwārka'), 'Dwarka');
  assert.is(toAscii('Kraków Łódź Ærø Straße'), 'Krakow Lodz AEro Strasse');
  assert.is(foldName("  St. John's "), 'st johns');
  assert.is(foldName('Abū ‘Arīsh'), 'abu arish');
  assert.is(slugify('New Delhi'), 'new-delhi');
  assert.is(slugify('Petaẖ Tiqwa'), 'petah-tiqwa');
  assert.is(slugify('!!!'), '');
});

test.run();
