import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bandOf, compatibilityOf, pairScore } from './compatibility.ts';
import { parseNumerologyRequest } from './schemas.ts';
import type { Person } from './types.ts';
import { nameOf } from '../../tables/names/index.ts';

const personOf = (full_name: string, date_of_birth: string): Person => {
  const r = parseNumerologyRequest('compatibility', {
    person_a: { full_name, date_of_birth },
    person_b: { full_name, date_of_birth },
    system: 'pythagorean',
  });
  return r.personA;
};

test("pair scores come from the planets' natural friendships", () => {
  assert.equal(pairScore(1, 2), { relation: 'friendly', score: 100, planetA: 'surya', planetB: 'chandra' }); // mutual friends
  assert.is(pairScore(1, 6).score, 0); // Surya and Shukra see each other as enemies
  assert.is(pairScore(1, 5).score, 75); // Surya neutral to Budha, Budha friendly to Surya
  assert.is(pairScore(3, 3).relation, 'same');
  assert.is(pairScore(4, 8).relation, 'same'); // Rahu is read like Shani
  assert.is(pairScore(11, 2).relation, 'same'); // a master counts as its digit
});

test('pair scores are symmetric and on the 0-100 scale', () => {
  for (let a = 1; a <= 9; a++)
    for (let b = 1; b <= 9; b++) {
      const ab = pairScore(a, b);
      assert.is(ab.score, pairScore(b, a).score, `${a}-${b}`);
      assert.ok([0, 25, 50, 75, 80, 100].includes(ab.score));
    }
});

test('bands: high from 70, moderate from 45', () => {
  assert.is(bandOf(100), 'high');
  assert.is(bandOf(70), 'high');
  assert.is(bandOf(69), 'moderate');
  assert.is(bandOf(45), 'moderate');
  assert.is(bandOf(44), 'low');
  assert.is(bandOf(0), 'low');
});

const asha = personOf('Asha Rao', '1988-11-29');
const ravi = personOf('Ravi Kumar', '1987-02-03');

test('swapping the two people changes no score', () => {
  const ab = compatibilityOf(asha, ravi, ['pythagorean', 'chaldean'], 'en');
  const ba = compatibilityOf(ravi, asha, ['pythagorean', 'chaldean'], 'en');
  for (const k of ['overall', 'emotional', 'practical', 'communication'] as const) assert.is(ab[k].score, ba[k].score);
  assert.is(ab.challenge_areas.length, ba.challenge_areas.length);
});

test('the overall score weighs the three areas 35/35/30 and takes its band and words from it', () => {
  const c = compatibilityOf(asha, ravi, ['pythagorean'], 'en');
  const expected = Math.round((c.emotional.score * 35 + c.practical.score * 35 + c.communication.score * 30) / 100);
  assert.is(c.overall.score, expected);
  assert.is(c.overall.band, bandOf(expected));
  assert.type(c.overall.label, 'string');
  assert.ok(c.emotional.evidence.some((e) => e.factor === 'moolank' && e.system === null));
  assert.ok(c.communication.systems.pythagorean!.every((e) => e.system === 'pythagorean'));
  assert.is(c.communication.systems.chaldean, undefined);
});

test('challenge areas are the tense pairs, in Hindi with lang=hi', () => {
  const people: [string, string][] = [
    ['Surya Dev', '1990-01-01'],
    ['Shukra Lal', '1990-01-06'],
    ['Anil', '1977-07-07'],
    ['Meena', '1966-06-06'],
  ];
  let found = 0;
  for (const [n1, d1] of people)
    for (const [n2, d2] of people) {
      const en = compatibilityOf(personOf(n1, d1), personOf(n2, d2), ['pythagorean', 'chaldean'], 'en');
      const hi = compatibilityOf(personOf(n1, d1), personOf(n2, d2), ['pythagorean', 'chaldean'], 'hi');
      const tense = [
        ...en.emotional.evidence,
        ...en.practical.evidence,
        ...en.communication.systems.pythagorean!,
        ...en.communication.systems.chaldean!,
      ].filter((e) => e.score <= 25);
      assert.ok(en.challenge_areas.length <= tense.length);
      assert.is(en.challenge_areas.length > 0, tense.length > 0);
      assert.is(hi.challenge_areas.length, en.challenge_areas.length);
      for (const c of hi.challenge_areas) assert.match(c.label + c.note, /[\u0900-\u097f]/);
      for (const c of en.challenge_areas) assert.not.match(c.label + c.note, /[\u0900-\u097f]/);
      assert.match(hi.overall.label, /[\u0900-\u097f]/);
      assert.is(hi.overall.score, en.overall.score);
      found += en.challenge_areas.length;
    }
  assert.ok(found > 0, 'the sample must contain some tension');
});

test('challenge notes in a prose language name the planets as its name book does, with no English word', () => {
  for (const lang of ['mr', 'bn', 'ne'] as const) {
    const c = compatibilityOf(
      personOf('Surya Dev', '1990-01-01'),
      personOf('Shukra Lal', '1990-01-06'),
      ['pythagorean'],
      lang,
    );
    const moolank = c.challenge_areas.find((x) => x.factor === 'moolank');
    assert.ok(moolank, lang);
    assert.not.match(moolank!.note, /[A-Za-z]/, `${lang}: ${moolank!.note}`);
    assert.ok(moolank!.note.includes(`(${nameOf(lang, 'graha', 'surya')})`), `${lang}: ${moolank!.note}`);
    assert.ok(moolank!.note.includes(`(${nameOf(lang, 'graha', 'shukra')})`), `${lang}: ${moolank!.note}`);
  }
});

test('Surya (1) and Shukra (6) as Moolanks make an emotional challenge', () => {
  const c = compatibilityOf(
    personOf('Surya Dev', '1990-01-01'),
    personOf('Shukra Lal', '1990-01-06'),
    ['pythagorean'],
    'en',
  );
  const moolank = c.challenge_areas.find((x) => x.factor === 'moolank');
  assert.ok(moolank);
  assert.is(moolank!.area, 'emotional');
  assert.is(moolank!.note, 'Moolank 1 (Sun) and 6 (Venus) are in tension; give feelings time and space.');
});

test.run();
