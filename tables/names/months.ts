import { bilingual } from './bilingual.ts';
import {
  BENGALI_MONTH_KEYS,
  GREGORIAN_MONTH_KEYS,
  HIJRI_MONTH_KEYS,
  LUNAR_MONTH_KEYS,
  MALAYALAM_MONTH_KEYS,
  ODIA_MONTH_KEYS,
  type Section,
  type SectionKey,
  TAMIL_MONTH_KEYS,
} from './keys.ts';
import { deepFreeze, type DisplayName } from './types.ts';

export interface LunarMonth extends DisplayName {
  readonly number: number;
  readonly key: string;
}

function numbered<S extends Section>(section: S, keys: readonly SectionKey<S>[]): readonly LunarMonth[] {
  return deepFreeze(keys.map((key, i) => ({ number: i + 1, key, ...bilingual(section, key) })));
}

/** Amanta month names, 1 = Chaitra (the month holding the Mesha sankranti) .. 12 = Phalguna. */
export const LUNAR_MONTHS = numbered('lunar_month', LUNAR_MONTH_KEYS);
/** Bengali solar months, 1 = Boishakh (Sun in Mesha) .. 12 = Choitro (Sun in Meena). */
export const SOLAR_MONTHS_BENGALI = numbered('solar_month_bengali', BENGALI_MONTH_KEYS);
/** Tamil solar months, 1 = Chithirai (Sun in Mesha) .. 12 = Panguni. */
export const SOLAR_MONTHS_TAMIL = numbered('solar_month_tamil', TAMIL_MONTH_KEYS);
/** Malayalam solar months, 1 = Chingam (Sun in Simha) .. 12 = Karkidakam. */
export const SOLAR_MONTHS_MALAYALAM = numbered('solar_month_malayalam', MALAYALAM_MONTH_KEYS);
/** Odia solar months, 1 = Baisakha (Sun in Mesha) .. 12 = Chaitra. */
export const SOLAR_MONTHS_ODIA = numbered('solar_month_odia', ODIA_MONTH_KEYS);

/** Index 0 = Muharram (month 1). */
export const HIJRI_MONTHS: readonly DisplayName[] = deepFreeze(
  HIJRI_MONTH_KEYS.map((k) => bilingual('hijri_month', k)),
);
/** Index 0 = January. */
export const GREGORIAN_MONTHS: readonly DisplayName[] = deepFreeze(
  GREGORIAN_MONTH_KEYS.map((k) => bilingual('gregorian_month', k)),
);
