import { bilingual } from './bilingual.ts';
import { TITHI_KEYS, type TithiKey } from './keys.ts';
import { deepFreeze, type DisplayName } from './types.ts';

export type Paksha = 'shukla' | 'krishna';

export interface Tithi extends DisplayName {
  readonly number: number;
  readonly key: string;
  readonly paksha: Paksha;
  /** The tithi without its paksha ("Pratipada"), as the panchang seed's `tithi[].name` shows it. */
  readonly nameOnly: DisplayName;
  /** The `tithi` section key of the name without its paksha. */
  readonly nameKey: TithiKey;
}

/** `en` values are exactly the panchang seed's `paksha` strings. */
export const PAKSHAS: Readonly<Record<Paksha, DisplayName>> = deepFreeze({
  shukla: bilingual('paksha', 'shukla'),
  krishna: bilingual('paksha', 'krishna'),
});

// Tithis 1..14 share their names in both pakshas; the 15th differs (Purnima / Amavasya).
const SHARED_KEYS = TITHI_KEYS.slice(0, 14);
const FIFTEENTH: Readonly<Record<Paksha, TithiKey>> = { shukla: 'purnima', krishna: 'amavasya' };

/** Purnima and Amavasya already name their paksha, so they carry no prefix. */
function pakshaTithis(paksha: Paksha, firstNumber: number): Tithi[] {
  const prefix = PAKSHAS[paksha];
  const sharedTithis = SHARED_KEYS.map((key, i): Tithi => {
    const n = bilingual('tithi', key);
    return {
      number: firstNumber + i,
      key: `${paksha}_${key}`,
      paksha,
      en: `${prefix.en} ${n.en}`,
      hi: `${prefix.hi} ${n.hi}`,
      nameOnly: n,
      nameKey: key,
    };
  });
  const lastKey = FIFTEENTH[paksha];
  const last = bilingual('tithi', lastKey);
  const fifteenth: Tithi = {
    number: firstNumber + 14,
    key: lastKey,
    paksha,
    en: last.en,
    hi: last.hi,
    nameOnly: last,
    nameKey: lastKey,
  };
  return [...sharedTithis, fifteenth];
}

/** Index i holds tithi number i + 1: 1..15 Shukla, 16..30 Krishna. */
export const TITHIS: readonly Tithi[] = deepFreeze([...pakshaTithis('shukla', 1), ...pakshaTithis('krishna', 16)]);
