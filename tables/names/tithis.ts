import { deepFreeze, type DisplayName } from './types.ts';

export type Paksha = 'shukla' | 'krishna';

export interface Tithi extends DisplayName {
  readonly number: number;
  readonly key: string;
  readonly paksha: Paksha;
  /** The tithi without its paksha ("Pratipada"), as the panchang seed's `tithi[].name` shows it. */
  readonly nameOnly: DisplayName;
}

/** `en` values are exactly the panchang seed's `paksha` strings. */
export const PAKSHAS: Readonly<Record<Paksha, DisplayName>> = deepFreeze({
  shukla: { en: 'Shukla', hi: 'शुक्ल' },
  krishna: { en: 'Krishna', hi: 'कृष्ण' },
});

// Tithis 1..14 share their names in both pakshas; the 15th differs (Purnima / Amavasya).
// English as Drik spells them (panchang-rules.md 2.1), Hindi per astrology-rules.md 1.6.
const SHARED_NAMES: readonly (DisplayName & { key: string })[] = [
  { key: 'pratipada', en: 'Pratipada', hi: 'प्रतिपदा' },
  { key: 'dwitiya', en: 'Dwitiya', hi: 'द्वितीया' },
  { key: 'tritiya', en: 'Tritiya', hi: 'तृतीया' },
  { key: 'chaturthi', en: 'Chaturthi', hi: 'चतुर्थी' },
  { key: 'panchami', en: 'Panchami', hi: 'पंचमी' },
  { key: 'shashthi', en: 'Shashthi', hi: 'षष्ठी' },
  { key: 'saptami', en: 'Saptami', hi: 'सप्तमी' },
  { key: 'ashtami', en: 'Ashtami', hi: 'अष्टमी' },
  { key: 'navami', en: 'Navami', hi: 'नवमी' },
  { key: 'dashami', en: 'Dashami', hi: 'दशमी' },
  { key: 'ekadashi', en: 'Ekadashi', hi: 'एकादशी' },
  { key: 'dwadashi', en: 'Dwadashi', hi: 'द्वादशी' },
  { key: 'trayodashi', en: 'Trayodashi', hi: 'त्रयोदशी' },
  { key: 'chaturdashi', en: 'Chaturdashi', hi: 'चतुर्दशी' },
];

const FIFTEENTH: Readonly<Record<Paksha, DisplayName & { key: string }>> = {
  shukla: { key: 'purnima', en: 'Purnima', hi: 'पूर्णिमा' },
  krishna: { key: 'amavasya', en: 'Amavasya', hi: 'अमावस्या' },
};

/** Purnima and Amavasya already name their paksha, so they carry no prefix. */
function pakshaTithis(paksha: Paksha, firstNumber: number): Tithi[] {
  const prefix = PAKSHAS[paksha];
  const sharedTithis = SHARED_NAMES.map(
    (n, i): Tithi => ({
      number: firstNumber + i,
      key: `${paksha}_${n.key}`,
      paksha,
      en: `${prefix.en} ${n.en}`,
      hi: `${prefix.hi} ${n.hi}`,
      nameOnly: { en: n.en, hi: n.hi },
    }),
  );
  const last = FIFTEENTH[paksha];
  const fifteenth: Tithi = {
    number: firstNumber + 14,
    key: last.key,
    paksha,
    en: last.en,
    hi: last.hi,
    nameOnly: { en: last.en, hi: last.hi },
  };
  return [...sharedTithis, fifteenth];
}

/** Index i holds tithi number i + 1: 1..15 Shukla, 16..30 Krishna. */
export const TITHIS: readonly Tithi[] = deepFreeze([...pakshaTithis('shukla', 1), ...pakshaTithis('krishna', 16)]);
