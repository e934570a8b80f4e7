// Exhaustive checks of the koota tables: every pada against every pada (108 x 108, which covers all
// 27 x 27 nakshatra pairs in every rashi they touch) plus the Vashya 15-degree split points.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KOOTAS, YONI_POINTS, type KootaKey } from '../../../tables/jyotish/koota-points.ts';
import { YONI_BY_NAKSHATRA } from '../../../tables/jyotish/koota-attributes.ts';
import { CLASSICAL_GRAHAS } from '../../../tables/jyotish/grahas.ts';
import { grahaMaitriPoints, kootaScores, taraNumber } from './kootas.ts';
import { moonProfile, type MoonProfile } from './moon-profile.ts';

const PADA = 10 / 3;
const samples: MoonProfile[] = [
  ...Array.from({ length: 108 }, (_, i) => moonProfile(i * PADA + PADA / 2)),
  // Either side of the Vashya split in dhanu and makara.
  moonProfile(254.9),
  moonProfile(255.1),
  moonProfile(284.9),
  moonProfile(285.1),
];
const MAX = Object.fromEntries(KOOTAS.map((k) => [k.key, k.max])) as Record<KootaKey, number>;
// Kootas whose rule does not care who is the boy: their tables or counts are symmetric.
const SYMMETRIC: KootaKey[] = ['vashya', 'tara', 'yoni', 'graha_maitri', 'bhakoot', 'nadi'];

test('maxima are 1..8 and add up to 36', () => {
  assert.equal(
    KOOTAS.map((k) => k.max),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  assert.equal(KOOTAS.map((k) => k.key).slice(0, 2), ['varna', 'vashya']);
});

test('every pair: each koota within 0..max in half points, total within 0..36', () => {
  let pairs = 0;
  const seen = new Map<KootaKey, Set<number>>();
  for (const b of samples) {
    for (const g of samples) {
      const s = kootaScores(b, g);
      let total = 0;
      for (const key of Object.keys(MAX) as KootaKey[]) {
        const v = s[key];
        assert.ok(v >= 0 && v <= MAX[key] && Number.isInteger(v * 2), `${key}=${v} for ${b.longitude}/${g.longitude}`);
        total += v;
        (seen.get(key) ?? seen.set(key, new Set()).get(key)!).add(v);
      }
      assert.ok(total >= 0 && total <= 36);
      pairs++;
    }
  }
  assert.is(pairs, 112 * 112);
  // Each koota reaches both 0 and its ceiling somewhere, so no table is stuck. Tara is the exception:
  // the two inclusive counts c and c' satisfy c + c' = 29 (= 2 mod 9), so when one tara is 3, 5 or 7
  // the other is 8, 6 or 4, and one direction always scores.
  for (const key of Object.keys(MAX) as KootaKey[]) {
    if (key === 'tara') continue;
    assert.ok(seen.get(key)!.has(0) && seen.get(key)!.has(MAX[key]), `${key} range ${[...seen.get(key)!]}`);
  }
  assert.equal([...seen.get('tara')!].sort(), [1.5, 3]);
  assert.equal([...seen.get('bhakoot')!].sort(), [0, 7]);
  assert.equal([...seen.get('nadi')!].sort(), [0, 8]);
});

test('symmetric kootas give the same points with boy and girl swapped; varna and gana may not', () => {
  let varnaAsym = 0;
  let ganaAsym = 0;
  for (const b of samples) {
    for (const g of samples) {
      const ab = kootaScores(b, g);
      const ba = kootaScores(g, b);
      for (const key of SYMMETRIC) assert.is(ab[key], ba[key], `${key} ${b.longitude}/${g.longitude}`);
      if (ab.varna !== ba.varna) varnaAsym++;
      if (ab.gana !== ba.gana) ganaAsym++;
    }
  }
  assert.ok(varnaAsym > 0 && ganaAsym > 0);
});

test('Graha Maitri reproduces the 7x7 matrix of astrology-rules.md 6.5', () => {
  const expected = [
    [5, 5, 5, 4, 5, 0, 0],
    [5, 5, 4, 1, 4, 0.5, 0.5],
    [5, 4, 5, 0.5, 5, 3, 0.5],
    [4, 1, 0.5, 5, 0.5, 5, 4],
    [5, 4, 5, 0.5, 5, 0.5, 3],
    [0, 0.5, 3, 5, 0.5, 5, 5],
    [0, 0.5, 0.5, 4, 3, 5, 5],
  ];
  // A Moon sign owned by each graha (Surya simha, Chandra karka, Mangal mesha, ...).
  const signOf = { surya: 5, chandra: 4, mangal: 1, budha: 3, guru: 9, shukra: 2, shani: 10 } as const;
  CLASSICAL_GRAHAS.forEach((a, i) => {
    CLASSICAL_GRAHAS.forEach((b, j) => {
      const pa = moonProfile((signOf[a] - 1) * 30 + 1);
      const pb = moonProfile((signOf[b] - 1) * 30 + 1);
      assert.is(grahaMaitriPoints(pa, pb), expected[i][j], `${a}/${b}`);
    });
  });
});

test('Yoni: same animal 4, the seven sworn-enemy pairs 0 (freehoroscopesonline.in)', () => {
  const enemies = [
    ['horse', 'buffalo'],
    ['elephant', 'lion'],
    ['sheep', 'monkey'],
    ['serpent', 'mongoose'],
    ['dog', 'deer'],
    ['cat', 'rat'],
    ['cow', 'tiger'],
  ] as const;
  for (const [a, b] of enemies) {
    assert.is(YONI_POINTS[a][b], 0);
    assert.is(YONI_POINTS[b][a], 0);
  }
  let zeros = 0;
  for (const a of Object.keys(YONI_POINTS) as (keyof typeof YONI_POINTS)[]) {
    assert.is(YONI_POINTS[a][a], 4);
    for (const b of Object.keys(YONI_POINTS) as (keyof typeof YONI_POINTS)[]) if (YONI_POINTS[a][b] === 0) zeros++;
  }
  assert.is(zeros, 14);
  // Each yoni belongs to exactly two of the 27 nakshatras except Mongoose (Uttara Ashadha; Abhijit is not counted).
  const counts: Record<string, number> = {};
  for (const y of YONI_BY_NAKSHATRA) counts[y] = (counts[y] ?? 0) + 1;
  assert.is(counts.mongoose, 1);
  assert.ok(Object.entries(counts).every(([y, n]) => y === 'mongoose' || n === 2));
});

test('Tara counts inclusively (Bharatiya Jyotish: Krittika to Revati is 25)', () => {
  assert.is(taraNumber(3, 27), 7); // count 25 -> 25 mod 9 = 7 (Vadha)
  assert.is(taraNumber(27, 3), 4); // count 4 (Kshema)
  assert.is(taraNumber(5, 5), 1); // same star: Janma
  assert.is(taraNumber(1, 9), 9); // count 9 -> 9, not 0
});

test('Vashya follows the Moon degree inside dhanu and makara', () => {
  assert.is(moonProfile(254.9).vashya, 'manava');
  assert.is(moonProfile(255.1).vashya, 'chatushpada');
  assert.is(moonProfile(284.9).vashya, 'chatushpada');
  assert.is(moonProfile(285.1).vashya, 'jalachara');
});

test.run();
