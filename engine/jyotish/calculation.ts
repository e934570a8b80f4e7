import type { Calculation } from './types.ts';

/**
 * Conventions of every chart this engine builds. Node = true node (seed 000 rule 1, overriding the
 * reference's mean-node default). Retrograde = negative daily motion; for the nodes that is the sign
 * of the true node's speed, which is negative most of the time but briefly turns direct, so Rahu and
 * Ketu are reported "mostly retrograde" rather than always.
 */
export const CALCULATION: Readonly<Calculation> = Object.freeze({
  zodiac: 'sidereal',
  ayanamsa: 'lahiri',
  house_system: 'whole_sign',
  node: 'true',
  retrograde_rule:
    'speed_deg_per_day < 0; Rahu/Ketu take the sign of the true node speed (mostly retrograde, briefly direct)',
});
