// Which festival layers each panchang plan sees (seed 002 feature table): free none, amethyst the core festivals,
// sapphire and emerald every layer, regional festivals and eclipse data included.
import { deepFreeze } from '../freeze.ts';
import type { Layer } from './types.ts';

export type PanchangPlan = 'free' | 'amethyst' | 'sapphire' | 'emerald';

export const LAYERS_BY_PLAN: Readonly<Record<PanchangPlan, readonly Layer[]>> = deepFreeze({
  free: [],
  amethyst: ['core'],
  sapphire: ['core', 'all', 'regional', 'eclipse'],
  emerald: ['core', 'all', 'regional', 'eclipse'],
});
