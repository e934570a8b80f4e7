// Natural relations between sign lords, as Graha Maitri and the dosha exceptions use them.
import { NATURAL_RELATIONS, type ClassicalGraha, type Relation } from '../../tables/jyotish/grahas.ts';
import type { GrahaKey } from './types.ts';

function isClassical(g: GrahaKey): g is ClassicalGraha {
  return g in NATURAL_RELATIONS;
}

/** How `a` regards `b`. Sign lords are always classical; a node here is a caller bug. */
export function relationOf(a: GrahaKey, b: GrahaKey): Relation {
  if (!isClassical(a) || !isClassical(b)) throw new Error(`no natural relation for ${a} -> ${b}`);
  const r = NATURAL_RELATIONS[a];
  if (r.friends.includes(b)) return 'friend';
  if (r.enemies.includes(b)) return 'enemy';
  return 'neutral';
}

export function areMutualFriends(a: GrahaKey, b: GrahaKey): boolean {
  return a !== b && relationOf(a, b) === 'friend' && relationOf(b, a) === 'friend';
}
