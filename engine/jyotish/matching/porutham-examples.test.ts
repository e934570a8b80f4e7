// Published worked examples (each cited), the exceptions, the verdict bands, the refusals of stars that do not fit,
// and what stars alone cannot give.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PoruthamKey, PoruthamSystem } from '../../../tables/jyotish/porutham.ts';
import { NAKSHATRA_KEYS } from '../../../tables/names/index.ts';
import { porutham, starOf, type PoruthamResult } from './porutham.ts';

type StarName = (typeof NAKSHATRA_KEYS)[number];
const person = (star: ReturnType<typeof starOf>) => ({ star, chart: null });

// --- Published worked examples -------------------------------------------------------------------------------------
const pair = (
  girl: StarName,
  boy: StarName,
  extra: { girlRashi?: number; boyRashi?: number } = {},
  system: PoruthamSystem = 'tamil',
) =>
  porutham(
    person(starOf({ nakshatra: NAKSHATRA_KEYS.indexOf(boy) + 1, rashi: extra.boyRashi })),
    person(starOf({ nakshatra: NAKSHATRA_KEYS.indexOf(girl) + 1, rashi: extra.girlRashi })),
    { system },
  );
const entry = (r: PoruthamResult, key: PoruthamKey) => r.poruthams.find((p) => p.key === key)!;

test('"Thirumana poruththam" (scribd 160036471): the dina counts of its examples', () => {
  // Ashwini girl to Bharani boy 2, to Krittika 3, Bharani girl to Krittika boy 2, Ashwini to Magha 10 (remainder 1),
  // Ashwini to Revati 27 (remainder 0, read as 9).
  const cases: [StarName, StarName, number, boolean][] = [
    ['ashwini', 'bharani', 2, true],
    ['ashwini', 'krittika', 3, false],
    ['bharani', 'krittika', 2, true],
    ['ashwini', 'magha', 10, false],
    ['ashwini', 'revati', 27, true],
  ];
  for (const [girl, boy, count, matched] of cases) {
    const d = entry(pair(girl, boy, boy === 'krittika' ? { boyRashi: 1 } : {}), 'dina');
    assert.is(d.count, count, `${girl} -> ${boy}`);
    assert.is(d.matched, matched, `${girl} -> ${boy}`);
  }
});

test('poorvapunya.com: stree deergha agrees when his star exceeds the 13th from hers (tamil); kerala asks 15', () => {
  assert.ok(entry(pair('ashwini', 'chitra', { boyRashi: 7 }), 'stree_deergha').matched); // count 14
  assert.not.ok(entry(pair('ashwini', 'hasta'), 'stree_deergha').matched); // count 13
  assert.ok(entry(pair('ashwini', 'vishakha', { boyRashi: 7 }, 'kerala'), 'stree_deergha').matched); // 16
  assert.not.ok(entry(pair('ashwini', 'swati', {}, 'kerala'), 'stree_deergha').matched); // 15
});

test('shirdiastro.com: Ashwini girl (Mesha, Mars) with Swati boy (Tula, Venus)', () => {
  const r = pair('ashwini', 'swati');
  const lords = entry(r, 'rasi_adhipathi');
  assert.equal([lords.girl!.key, lords.boy!.key], ['mangal', 'shukra']);
  assert.is(lords.grade, 'madhyamam'); // Mars and Venus are neutral to each other
  assert.equal([entry(r, 'rasi').count, entry(r, 'rasi').grade], [7, 'uttamam']);
});

test('exceptions: same star (uttamam list) and same rashi with different stars, each named with its source', () => {
  const same = pair('rohini', 'rohini');
  assert.equal(
    same.exceptions.map((e) => [e.key, e.poruthams]),
    [['same_star', ['dina', 'rasi']]],
  );
  assert.is(entry(same, 'dina').grade, 'uttamam');
  assert.not.ok(entry(same, 'rajju').matched); // one star, one rajju: the exception does not reach it
  assert.is(same.verdict, 'essential_failed');
  assert.ok(same.exceptions[0]!.source.includes('Muhurta Chintamani'));
  const refused = pair('bharani', 'bharani');
  assert.equal(refused.exceptions, []);
  assert.not.ok(entry(refused, 'dina').matched);
  const rashi = pair('ashwini', 'bharani');
  assert.equal(
    rashi.exceptions.map((e) => [e.key, e.poruthams]),
    [['same_rashi', ['rasi']]],
  );
  assert.is(entry(rashi, 'rasi').grade, 'madhyamam');
});

test('verdict: rajju and vedha decide first, then the count', () => {
  const vedha = pair('ashwini', 'jyeshtha');
  assert.ok(vedha.essential_failed.includes('vedha'));
  assert.is(vedha.verdict, 'essential_failed');
  assert.ok(vedha.verdict_text.includes('Vedha'));
  for (const gn of [1, 5, 9, 14, 20])
    for (let bn = 1; bn <= 27; bn++) {
      const r = porutham(person(starOf({ nakshatra: bn, pada: 2 })), person(starOf({ nakshatra: gn, pada: 2 })));
      if (r.essential_failed.length) continue;
      const band = r.matched_count >= 7 ? 'uttamam' : r.matched_count >= 5 ? 'madhyamam' : 'adhamam';
      assert.is(r.verdict, band);
      assert.ok(r.verdict_text.includes(String(r.matched_count)));
    }
});

test('a rashi the star does not touch is refused, and a star across two rashis needs rashi or pada', () => {
  assert.throws(() => starOf({ nakshatra: 1, rashi: 2 }), /lies in rashi 1, not 2/);
  assert.throws(() => starOf({ nakshatra: 3 }), /spans rashis 1 and 2/);
  assert.throws(() => starOf({ nakshatra: 3, pada: 1, rashi: 2 }), /pada 1 of star 3 is in rashi 1/);
  assert.equal(starOf({ nakshatra: 3, rashi: 2 }), { nakshatra: 3, rashi: 2, pada: null });
  assert.throws(() => starOf({ nakshatra: 28 }), /1-27/);
});

test('stars only: papasamyam (kerala) and chevvai say they need births; tamil has no papasamyam', () => {
  const k = pair('ashwini', 'hasta', {}, 'kerala');
  assert.is(k.papasamyam!.available, false);
  assert.is(k.papasamyam!.matched, null);
  assert.ok(k.papasamyam!.note.includes('birth'));
  assert.is(k.chevvai.outcome, 'needs_birth');
  assert.is(pair('ashwini', 'hasta').papasamyam, null);
});

test('rajju body part of each side', () => {
  const r = pair('mrigashirsha', 'ashwini', { girlRashi: 2 });
  assert.equal([r.rajju.girl.key, r.rajju.boy.key, r.rajju.same], ['siras', 'pada', false]);
  assert.equal([r.girl.rajju.key, r.boy.rajju.key], ['siras', 'pada']);
});

test.run();
