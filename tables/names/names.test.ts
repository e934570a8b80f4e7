import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as names from './index.ts';
import {
  CHOGHADIYA_DAY_SEQUENCE,
  CHOGHADIYA_KINDS,
  CHOGHADIYA_NIGHT_SEQUENCE,
  GRAHAS,
  GREGORIAN_MONTHS,
  HIJRI_MONTHS,
  KARANAS,
  LANGS,
  PROSE_LANGS,
  LUNAR_MONTHS,
  NAKSHATRAS,
  PAKSHAS,
  RASHIS,
  SOLAR_MONTHS_BENGALI,
  TITHIS,
  VARAS,
  YOGAS,
  displayName,
  karanaOfIndex,
  type ChoghadiyaType,
  type DisplayName,
  type GrahaKey,
} from './index.ts';

const keyed: Record<string, readonly { key: string }[]> = {
  RASHIS,
  NAKSHATRAS,
  GRAHAS,
  TITHIS,
  YOGAS,
  KARANAS,
  VARAS,
  LUNAR_MONTHS,
  SOLAR_MONTHS_BENGALI,
  CHOGHADIYA_KINDS: Object.values(CHOGHADIYA_KINDS),
};
const displayLists: Record<string, readonly DisplayName[]> = { ...keyed, HIJRI_MONTHS, GREGORIAN_MONTHS };

/** Every DisplayName reachable from the module's exports, with the path that reaches it. */
function allDisplayNames(): [string, DisplayName][] {
  const found: [string, DisplayName][] = [];
  const walk = (value: unknown, path: string): void => {
    if (value === null || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    if (typeof v.en === 'string' && typeof v.hi === 'string') found.push([path, v as unknown as DisplayName]);
    for (const [k, inner] of Object.entries(v)) walk(inner, `${path}.${k}`);
  };
  for (const [name, value] of Object.entries(names)) walk(value, name);
  return found;
}

test('table sizes', () => {
  const expected: Record<string, number> = {
    RASHIS: 12,
    NAKSHATRAS: 27,
    GRAHAS: 9,
    TITHIS: 30,
    YOGAS: 27,
    KARANAS: 11,
    VARAS: 7,
    LUNAR_MONTHS: 12,
    SOLAR_MONTHS_BENGALI: 12,
    HIJRI_MONTHS: 12,
    GREGORIAN_MONTHS: 12,
    CHOGHADIYA_KINDS: 7,
  };
  for (const [name, count] of Object.entries(expected)) assert.is(displayLists[name].length, count, name);
  assert.ok(['en', 'hi'].every((lang) => (PROSE_LANGS as readonly string[]).includes(lang)));
  assert.equal([...LANGS], ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu', 'or', 'ne']);
});

test('numbers run 1..n in table order (varas 0..6 from Sunday)', () => {
  for (const list of [RASHIS, NAKSHATRAS, TITHIS, YOGAS, LUNAR_MONTHS, SOLAR_MONTHS_BENGALI]) {
    list.forEach((item, i) => {
      assert.is(item.number, i + 1, item.key);
    });
  }
  VARAS.forEach((v, i) => {
    assert.is(v.number, i, v.key);
  });
});

test('keys are unique snake_case, display names unique within each table', () => {
  for (const [name, list] of Object.entries(keyed)) {
    for (const { key } of list) assert.ok(/^[a-z]+(_[a-z]+)*$/.test(key), `${name} key ${key}`);
    assert.is(new Set(list.map((x) => x.key)).size, list.length, `${name} keys`);
  }
  for (const [name, list] of Object.entries(displayLists)) {
    for (const lang of ['en', 'hi'] as const)
      assert.is(new Set(list.map((x) => x[lang])).size, list.length, `${name} ${lang}`);
  }
  for (const [key, kind] of Object.entries(CHOGHADIYA_KINDS)) assert.is(kind.key, key);
});

test('every hi string is NFC Devanagari words separated by single spaces; every en is trimmed ASCII', () => {
  const all = allDisplayNames();
  assert.ok(all.length > 150, `found ${all.length} display names`);
  for (const [path, n] of all) {
    assert.ok(/^[\u0900-\u097F]+( [\u0900-\u097F]+)*$/.test(n.hi), `${path}.hi = ${n.hi}`);
    assert.is(n.hi, n.hi.normalize('NFC'), `${path}.hi not NFC`);
    assert.ok(/^[A-Za-z'][A-Za-z' -]*[A-Za-z]$/.test(n.en), `${path}.en = ${n.en}`);
  }
});

test('rashis: the seed slugs, standard Hindi, classical lords, element and modality cycles', () => {
  assert.equal(
    RASHIS.map((r) => r.key),
    [
      'mesha',
      'vrishabha',
      'mithuna',
      'karka',
      'simha',
      'kanya',
      'tula',
      'vrischika',
      'dhanu',
      'makara',
      'kumbha',
      'meena',
    ],
  );
  assert.equal(
    RASHIS.map((r) => r.hi),
    ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुम्भ', 'मीन'],
  );
  assert.equal(
    RASHIS.map((r) => r.lord),
    ['mangal', 'shukra', 'budha', 'chandra', 'surya', 'budha', 'shukra', 'mangal', 'guru', 'shani', 'shani', 'guru'],
  );
  assert.equal(RASHIS.map((r) => r.western).slice(0, 3), ['Aries', 'Taurus', 'Gemini']);
  assert.is(RASHIS[11].western, 'Pisces');
  RASHIS.forEach((r, i) => {
    assert.is(r.element, (['fire', 'earth', 'air', 'water'] as const)[i % 4], r.key);
    assert.is(r.modality, (['movable', 'fixed', 'dual'] as const)[i % 3], r.key);
  });
});

test('grahas: seed names and order', () => {
  const seedNames = ['Surya', 'Chandra', 'Mangal', 'Budha', 'Guru', 'Shukra', 'Shani', 'Rahu', 'Ketu'];
  assert.equal(
    GRAHAS.map((g) => g.seed),
    seedNames,
  );
  assert.equal(
    GRAHAS.map((g) => g.key),
    seedNames.map((s) => s.toLowerCase()),
  );
  assert.equal(GRAHAS.map((g) => g.western).slice(0, 7), [
    'Sun',
    'Moon',
    'Mars',
    'Mercury',
    'Jupiter',
    'Venus',
    'Saturn',
  ]);
});

test('nakshatras: lords cycle in Vimshottari order, keys follow the Drik spelling', () => {
  const vimshottari: GrahaKey[] = ['ketu', 'shukra', 'surya', 'chandra', 'mangal', 'rahu', 'guru', 'shani', 'budha'];
  NAKSHATRAS.forEach((n, i) => {
    assert.is(n.lord, vimshottari[i % 9], n.key);
    assert.is(n.key, n.en.toLowerCase().replace(/ /g, '_'));
  });
  assert.is(NAKSHATRAS[0].key, 'ashwini');
  assert.is(NAKSHATRAS[10].key, 'purva_phalguni');
  assert.is(NAKSHATRAS[26].key, 'revati');
});

test('tithis: pakshas, keys, names shared across the two halves', () => {
  assert.equal(PAKSHAS.shukla.en, 'Shukla');
  assert.equal(PAKSHAS.krishna.en, 'Krishna');
  TITHIS.forEach((t, i) => {
    assert.is(t.paksha, i < 15 ? 'shukla' : 'krishna', t.key);
  });
  assert.equal(
    [TITHIS[0].key, TITHIS[14].key, TITHIS[15].key, TITHIS[29].key],
    ['shukla_pratipada', 'purnima', 'krishna_pratipada', 'amavasya'],
  );
  assert.equal(TITHIS[0].nameOnly, { en: 'Pratipada', hi: 'प्रतिपदा' });
  assert.is(TITHIS[20].en, 'Krishna Shashthi');
  assert.is(TITHIS[20].hi, 'कृष्ण षष्ठी');
  assert.equal(TITHIS[29].nameOnly, { en: 'Amavasya', hi: 'अमावस्या' });
  for (let i = 0; i < 14; i++) assert.equal(TITHIS[i].nameOnly, TITHIS[i + 15].nameOnly);
});

test('yogas: Drik spellings, Vishkambha..Vaidhriti', () => {
  assert.is(YOGAS[0].en, 'Vishkambha');
  assert.is(YOGAS[2].en, 'Ayushmana');
  assert.is(YOGAS[17].en, 'Variyana');
  assert.is(YOGAS[26].en, 'Vaidhriti');
  for (const y of YOGAS) assert.is(y.key, y.en.toLowerCase());
});

test('karanaOfIndex: the reference checks (panchang-rules.md 2.1)', () => {
  const cases: [number, string][] = [
    [0, 'kinstughna'],
    [1, 'bava'],
    [7, 'vishti'],
    [8, 'bava'],
    [31, 'kaulava'],
    [32, 'taitila'],
    [33, 'garaja'],
    [41, 'vanija'],
    [42, 'vishti'],
    [56, 'vishti'],
    [57, 'shakuni'],
    [58, 'chatushpada'],
    [59, 'nagava'],
  ];
  for (const [k0, key] of cases) assert.is(karanaOfIndex(k0).key, key, `k0 = ${k0}`);
});

test('karanaOfIndex: each movable karana 8 times a month, each fixed once; bad input throws', () => {
  const counts = new Map<string, number>();
  for (let k0 = 0; k0 < 60; k0++) {
    const key = karanaOfIndex(k0).key;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const k of KARANAS) assert.is(counts.get(k.key), k.kind === 'movable' ? 8 : 1, k.key);
  for (const bad of [-1, 60, 1.5, Number.NaN]) assert.throws(() => karanaOfIndex(bad), RangeError, String(bad));
});

// Hora lords follow the Chaldean order (slowest planet first); starting from the Sun gives the hora order.
const CHALDEAN: GrahaKey[] = ['shani', 'guru', 'mangal', 'surya', 'shukra', 'budha', 'chandra'];
const HORA_FROM_SUN: GrahaKey[] = [...CHALDEAN.slice(3), ...CHALDEAN.slice(0, 3)];

test('varas: English and Hindi names, lords 24 horas apart', () => {
  assert.equal(
    VARAS.map((v) => v.en),
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  );
  assert.is(VARAS[0].hi, 'रविवार');
  assert.is(VARAS[0].sanskrit.en, 'Raviwara');
  assert.is(VARAS[0].lord, 'surya');
  for (let w = 0; w < 7; w++) {
    const next = HORA_FROM_SUN[(HORA_FROM_SUN.indexOf(VARAS[w].lord) + 24) % 7];
    assert.is(VARAS[(w + 1) % 7].lord, next, VARAS[w].key);
  }
});

test('choghadiya kinds: seed type and quality values, one lord each', () => {
  assert.equal(
    Object.values(CHOGHADIYA_KINDS)
      .map((k) => k.en)
      .sort(),
    ['Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char'].sort(),
  );
  const quality = (t: ChoghadiyaType) => CHOGHADIYA_KINDS[t].quality.en;
  assert.equal(
    ['amrit', 'shubh', 'labh', 'char', 'rog', 'kaal', 'udveg'].map((t) => quality(t as ChoghadiyaType)),
    ['Very Auspicious', 'Auspicious', 'Beneficial', 'Neutral', 'Inauspicious', 'Inauspicious', 'Inauspicious'],
  );
  assert.equal(
    Object.values(CHOGHADIYA_KINDS)
      .map((k) => k.lord)
      .sort(),
    [...HORA_FROM_SUN].sort(),
  );
});

const kindOfLord = (lord: GrahaKey): ChoghadiyaType =>
  Object.values(CHOGHADIYA_KINDS).find((k) => k.lord === lord)!.key;
const CYCLE = HORA_FROM_SUN.map(kindOfLord);

test('choghadiya cycle is Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog (Shubh before Rog)', () => {
  assert.equal(CYCLE, ['udveg', 'char', 'labh', 'amrit', 'kaal', 'shubh', 'rog']);
});

test('choghadiya day: starts with the weekday lord, steps +1 in hora order, slot 8 = slot 1', () => {
  assert.is(CHOGHADIYA_DAY_SEQUENCE.length, 7);
  CHOGHADIYA_DAY_SEQUENCE.forEach((seq, w) => {
    assert.is(seq.length, 8);
    assert.is(seq[0], kindOfLord(VARAS[w].lord), `weekday ${w}`);
    for (let s = 1; s < 8; s++)
      assert.is(seq[s], CYCLE[(CYCLE.indexOf(seq[s - 1]) + 1) % 7], `weekday ${w} slot ${s + 1}`);
    assert.is(seq[7], seq[0]);
  });
});

test('choghadiya night: starts with the lord 4 weekdays ahead, steps -2 in hora order, slot 8 = slot 1', () => {
  assert.is(CHOGHADIYA_NIGHT_SEQUENCE.length, 7);
  CHOGHADIYA_NIGHT_SEQUENCE.forEach((seq, w) => {
    assert.is(seq.length, 8);
    assert.is(seq[0], kindOfLord(VARAS[(w + 4) % 7].lord), `weekday ${w}`);
    for (let s = 1; s < 8; s++)
      assert.is(seq[s], CYCLE[(CYCLE.indexOf(seq[s - 1]) + 5) % 7], `weekday ${w} slot ${s + 1}`);
    assert.is(seq[7], seq[0]);
  });
});

test('choghadiya: Monday as published (bestastroguru.com, via panchang-rules.md 5)', () => {
  assert.equal([...CHOGHADIYA_DAY_SEQUENCE[1]], ['amrit', 'kaal', 'shubh', 'rog', 'udveg', 'char', 'labh', 'amrit']);
  assert.equal([...CHOGHADIYA_NIGHT_SEQUENCE[1]], ['char', 'rog', 'kaal', 'labh', 'udveg', 'shubh', 'amrit', 'char']);
});

test('months: first and last of each calendar', () => {
  assert.equal([LUNAR_MONTHS[0].en, LUNAR_MONTHS[11].en], ['Chaitra', 'Phalguna']);
  assert.equal([SOLAR_MONTHS_BENGALI[0].en, SOLAR_MONTHS_BENGALI[11].en], ['Boishakh', 'Choitro']);
  assert.equal([HIJRI_MONTHS[0].en, HIJRI_MONTHS[8].en, HIJRI_MONTHS[11].en], ['Muharram', 'Ramadan', 'Dhu al-Hijjah']);
  assert.equal([GREGORIAN_MONTHS[0].hi, GREGORIAN_MONTHS[11].hi], ['जनवरी', 'दिसंबर']);
});

test('displayName picks the language; tables are frozen', () => {
  assert.is(displayName(RASHIS[0], 'en'), 'Mesha');
  assert.is(displayName(RASHIS[0], 'hi'), 'मेष');
  assert.ok(Object.isFrozen(RASHIS) && Object.isFrozen(RASHIS[0]));
  assert.ok(Object.isFrozen(TITHIS[0].nameOnly) && Object.isFrozen(CHOGHADIYA_DAY_SEQUENCE[0]));
  assert.throws(() => {
    (RASHIS[0] as { en: string }).en = 'x';
  });
});

test.run();
