// What each Moon rashi and nakshatra is for Ashtakoot matching: varna, vashya, yoni, gana, nadi.
// Source: astrology-rules.md 1.2 (nakshatra columns) and 6.1-6.8; the nadi column was also checked
// against Nemichandra Shastri, Bharatiya Jyotish (jainqq.org/explore/002676/482), which lists the same three groups.
import { deepFreeze, type DisplayName } from '../names/index.ts';

export type Varna = 'brahmin' | 'kshatriya' | 'vaishya' | 'shudra';
export type Vashya = 'chatushpada' | 'manava' | 'jalachara' | 'vanachara' | 'keeta';
export type Gana = 'deva' | 'manushya' | 'rakshasa';
export type Nadi = 'adi' | 'madhya' | 'antya';
export type Yoni =
  | 'horse'
  | 'elephant'
  | 'sheep'
  | 'serpent'
  | 'dog'
  | 'cat'
  | 'rat'
  | 'cow'
  | 'buffalo'
  | 'tiger'
  | 'deer'
  | 'monkey'
  | 'mongoose'
  | 'lion';

/** Higher rank = "superior" varna; Varna koota compares ranks. */
export const VARNA_RANK: Readonly<Record<Varna, number>> = deepFreeze({
  brahmin: 4,
  kshatriya: 3,
  vaishya: 2,
  shudra: 1,
});

/** Index = rashi number - 1 (mesha..meena): the watery signs are Brahmin, fiery Kshatriya, earthy Vaishya, airy Shudra. */
export const VARNA_BY_RASHI: readonly Varna[] = deepFreeze([
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
  'kshatriya',
  'vaishya',
  'shudra',
  'brahmin',
] as const);

/**
 * Vashya group of each rashi as [0-15 deg, 15-30 deg]. Dhanu and Makara change group at 15 deg of the
 * sign (by degree, not pada: astrology-rules.md 6.2); the other signs have one group throughout.
 */
export const VASHYA_BY_RASHI: readonly (readonly [Vashya, Vashya])[] = deepFreeze([
  ['chatushpada', 'chatushpada'], // mesha
  ['chatushpada', 'chatushpada'], // vrishabha
  ['manava', 'manava'], // mithuna
  ['jalachara', 'jalachara'], // karka
  ['vanachara', 'vanachara'], // simha
  ['manava', 'manava'], // kanya
  ['manava', 'manava'], // tula
  ['keeta', 'keeta'], // vrischika
  ['manava', 'chatushpada'], // dhanu
  ['chatushpada', 'jalachara'], // makara
  ['manava', 'manava'], // kumbha
  ['jalachara', 'jalachara'], // meena
] as const);
export const VASHYA_SPLIT_DEG = 15;

/** Index = nakshatra number - 1 (Ashwini..Revati). */
export const GANA_BY_NAKSHATRA: readonly Gana[] = deepFreeze([
  'deva',
  'manushya',
  'rakshasa',
  'manushya',
  'deva',
  'manushya',
  'deva',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
  'rakshasa',
  'rakshasa',
  'manushya',
  'manushya',
  'deva',
] as const);

export const YONI_BY_NAKSHATRA: readonly Yoni[] = deepFreeze([
  'horse',
  'elephant',
  'sheep',
  'serpent',
  'serpent',
  'dog',
  'cat',
  'sheep',
  'cat',
  'rat',
  'rat',
  'cow',
  'buffalo',
  'tiger',
  'buffalo',
  'tiger',
  'deer',
  'deer',
  'dog',
  'monkey',
  'mongoose',
  'monkey',
  'lion',
  'horse',
  'lion',
  'cow',
  'elephant',
] as const);

/** The zig-zag Adi, Madhya, Antya, Antya, Madhya, Adi repeated (astrology-rules.md 1.2), written out. */
export const NADI_BY_NAKSHATRA: readonly Nadi[] = deepFreeze([
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
  'antya',
  'madhya',
  'adi',
  'adi',
  'madhya',
  'antya',
] as const);

export const VARNA_NAMES: Readonly<Record<Varna, DisplayName>> = deepFreeze({
  brahmin: { en: 'Brahmin', hi: 'ब्राह्मण' },
  kshatriya: { en: 'Kshatriya', hi: 'क्षत्रिय' },
  vaishya: { en: 'Vaishya', hi: 'वैश्य' },
  shudra: { en: 'Shudra', hi: 'शूद्र' },
});

export const VASHYA_NAMES: Readonly<Record<Vashya, DisplayName>> = deepFreeze({
  chatushpada: { en: 'Chatushpada', hi: 'चतुष्पद' },
  manava: { en: 'Manava', hi: 'मानव' },
  jalachara: { en: 'Jalachara', hi: 'जलचर' },
  vanachara: { en: 'Vanachara', hi: 'वनचर' },
  keeta: { en: 'Keeta', hi: 'कीट' },
});

export const GANA_NAMES: Readonly<Record<Gana, DisplayName>> = deepFreeze({
  deva: { en: 'Deva', hi: 'देव' },
  manushya: { en: 'Manushya', hi: 'मनुष्य' },
  rakshasa: { en: 'Rakshasa', hi: 'राक्षस' },
});

export const NADI_NAMES: Readonly<Record<Nadi, DisplayName>> = deepFreeze({
  adi: { en: 'Adi', hi: 'आदि' },
  madhya: { en: 'Madhya', hi: 'मध्य' },
  antya: { en: 'Antya', hi: 'अन्त्य' },
});

export const YONI_NAMES: Readonly<Record<Yoni, DisplayName>> = deepFreeze({
  horse: { en: 'Ashwa (Horse)', hi: 'अश्व' },
  elephant: { en: 'Gaja (Elephant)', hi: 'गज' },
  sheep: { en: 'Mesha (Sheep)', hi: 'मेष' },
  serpent: { en: 'Sarpa (Serpent)', hi: 'सर्प' },
  dog: { en: 'Shvana (Dog)', hi: 'श्वान' },
  cat: { en: 'Marjara (Cat)', hi: 'मार्जार' },
  rat: { en: 'Mushaka (Rat)', hi: 'मूषक' },
  cow: { en: 'Gau (Cow)', hi: 'गौ' },
  buffalo: { en: 'Mahisha (Buffalo)', hi: 'महिष' },
  tiger: { en: 'Vyaghra (Tiger)', hi: 'व्याघ्र' },
  deer: { en: 'Mriga (Deer)', hi: 'मृग' },
  monkey: { en: 'Vanara (Monkey)', hi: 'वानर' },
  mongoose: { en: 'Nakula (Mongoose)', hi: 'नकुल' },
  lion: { en: 'Simha (Lion)', hi: 'सिंह' },
});

/** Taras 1..9 of the Tara (Dina) koota count. */
export const TARA_NAMES: readonly DisplayName[] = deepFreeze([
  { en: 'Janma', hi: 'जन्म' },
  { en: 'Sampat', hi: 'सम्पत' },
  { en: 'Vipat', hi: 'विपत' },
  { en: 'Kshema', hi: 'क्षेम' },
  { en: 'Pratyari', hi: 'प्रत्यरि' },
  { en: 'Sadhaka', hi: 'साधक' },
  { en: 'Vadha', hi: 'वध' },
  { en: 'Mitra', hi: 'मित्र' },
  { en: 'Ati-Mitra', hi: 'अति मित्र' },
]);
