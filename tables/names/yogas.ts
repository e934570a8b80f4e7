import { bilingual } from './bilingual.ts';
import { YOGA_KEYS, type YogaKey } from './keys.ts';
import { deepFreeze, type DisplayName } from './types.ts';

export interface Yoga extends DisplayName {
  readonly number: number;
  readonly key: YogaKey;
}

export const YOGAS: readonly Yoga[] = deepFreeze(
  YOGA_KEYS.map((key, i) => ({ number: i + 1, key, ...bilingual('yoga', key) })),
);
