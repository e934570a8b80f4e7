// Divisional charts served in v1 (seed 000: "Divisional charts in v1: D1 and D9 only").
import { deepFreeze, type DisplayName } from '../names/index.ts';

export type VargaCode = 'D1' | 'D9';
export const VARGAS: Readonly<Record<VargaCode, { readonly divisions: number; readonly name: DisplayName }>> =
  deepFreeze({
    D1: { divisions: 1, name: { en: 'Rashi', hi: 'राशि' } },
    D9: { divisions: 9, name: { en: 'Navamsa', hi: 'नवांश' } },
  });
