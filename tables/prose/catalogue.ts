// The catalogue: every translatable leaf of the phrase tables, in a fixed order, with its key. The prose books
// (books/) give one text per key and part; keys.ts is this list written out (scripts/prose-catalogue.ts), so that
// a book missing a key, or carrying one the tables no longer have, fails the typecheck.
import { PROSE_SOURCES } from './sources.ts';
import { type FoundLeaf, walkLeaves } from './walk.ts';

function build(): readonly FoundLeaf[] {
  const out: FoundLeaf[] = [];
  const seen = new Set<object>();
  for (const [module, exports] of Object.entries(PROSE_SOURCES))
    for (const [name, value] of Object.entries(exports)) walkLeaves(value, `${module}.${name}`, seen, out);
  return Object.freeze(out);
}

export const CATALOGUE: readonly FoundLeaf[] = build();

/** The book key of one part of a leaf: the leaf's key, then `.part` for a leaf of several parts. */
export const partKey = (leafKey: string, part: string): string => (part === '' ? leafKey : `${leafKey}.${part}`);

/** Every book key with its English and Hindi text, in catalogue order. */
export function catalogueEntries(): ReadonlyArray<{ key: string; en: string; hi: string }> {
  return CATALOGUE.flatMap((l) => l.parts.map(([part, en, hi]) => ({ key: partKey(l.key, part), en, hi })));
}
