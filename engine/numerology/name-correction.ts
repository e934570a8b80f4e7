// POST /name-correction: spellings a few edits away whose numbers reach a target. A heuristic search
// (astrology-rules.md 8.7: practice, not a fixed rule); the edits allowed are in the tables.
import {
  APPENDABLE_VOWELS,
  ASPIRABLE_CONSONANTS,
  CAUTION_COMPOUNDS,
  type NameEditKind,
} from '../../tables/numerology/name-correction.ts';
import { NATURAL_FRIENDSHIP, NODE_PROXY, NUMBER_PLANETS } from '../../tables/numerology/planets.ts';
import { dateNumbers, isoDate } from './dates.ts';
import { letterKind, nameTotals } from './letters.ts';
import { nameNumbersFromTotals, type NameNumbers } from './name-numbers.ts';
import { isMasterNumber } from './reduce.ts';
import type { CalendarDate, NameCorrectionRequest, NameTarget, NormalizedName, NumerologySystem } from './types.ts';

export interface NameEdit {
  kind: NameEditKind;
  word_index: number;
  /** Index in the word, as it was when this edit was made, of the letter added or removed. */
  position: number;
  letter: string;
}

interface Variant {
  words: string[];
  edits: NameEdit[];
}

function oneEditAway(words: readonly string[]): { words: string[]; edit: NameEdit }[] {
  const out: { words: string[]; edit: NameEdit }[] = [];
  const replaceWord = (w: number, word: string, edit: NameEdit) => {
    const next = [...words];
    next[w] = word;
    out.push({ words: next, edit });
  };
  words.forEach((word, w) => {
    for (let i = 0; i < word.length; i++) {
      const letter = word[i];
      // Doubling next to an equal letter would write it three times, which no spelling does.
      if (word[i - 1] !== letter && word[i + 1] !== letter) {
        replaceWord(w, word.slice(0, i + 1) + letter + word.slice(i + 1), {
          kind: 'double_letter',
          word_index: w,
          position: i + 1,
          letter,
        });
      }
      if (word[i + 1] === letter) {
        replaceWord(w, word.slice(0, i + 1) + word.slice(i + 2), {
          kind: 'undouble_letter',
          word_index: w,
          position: i + 1,
          letter,
        });
      }
      if (ASPIRABLE_CONSONANTS.includes(letter) && word[i + 1] !== 'H') {
        replaceWord(w, `${word.slice(0, i + 1)}H${word.slice(i + 1)}`, {
          kind: 'add_aspirate_h',
          word_index: w,
          position: i + 1,
          letter: 'H',
        });
      }
    }
    if (letterKind(word, word.length - 1) === 'consonant') {
      for (const vowel of APPENDABLE_VOWELS) {
        replaceWord(w, word + vowel, { kind: 'append_vowel', word_index: w, position: word.length, letter: vowel });
      }
    }
  });
  return out;
}

/** Every spelling within maxEdits, each with its shortest edit path, breadth first. */
export function spellingVariants(name: NormalizedName, maxEdits: number): Variant[] {
  const seen = new Set<string>([name.words.join(' ')]);
  const found: Variant[] = [];
  let frontier: Variant[] = [{ words: [...name.words], edits: [] }];
  for (let depth = 0; depth < maxEdits; depth++) {
    const next: Variant[] = [];
    for (const v of frontier) {
      for (const step of oneEditAway(v.words)) {
        const key = step.words.join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ words: step.words, edits: [...v.edits, step.edit] });
      }
    }
    found.push(...next);
    frontier = next;
  }
  return found;
}

export interface ResolvedTarget {
  kind: 'number' | 'category';
  number?: number;
  category?: string;
  numbers: number[];
}

/** Ank Jyotish's default target: Moolank, Bhagyank, and every number both their planets see as a friend. */
function birthFriendlyNumbers(date: CalendarDate): number[] {
  const { moolank, bhagyank } = dateNumbers(date);
  const seenBy = (n: number) => NODE_PROXY[NUMBER_PLANETS[n]!.id];
  const friends = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
    (n) =>
      NATURAL_FRIENDSHIP[seenBy(moolank)][seenBy(n)] === 'friend' &&
      NATURAL_FRIENDSHIP[seenBy(bhagyank)][seenBy(n)] === 'friend',
  );
  return [...new Set([moolank, bhagyank, ...friends])].sort((x, y) => x - y);
}

export function resolveTarget(target: NameTarget, dateOfBirth: CalendarDate | null): ResolvedTarget {
  if (target.kind === 'number') return { kind: 'number', number: target.number, numbers: [target.number] };
  const needDate = (): CalendarDate => {
    if (!dateOfBirth) throw new RangeError(`target_category ${target.category} needs date_of_birth`);
    return dateOfBirth;
  };
  const numbers =
    target.category === 'master'
      ? [11, 22, 33]
      : target.category === 'moolank'
        ? [dateNumbers(needDate()).moolank]
        : target.category === 'bhagyank'
          ? [dateNumbers(needDate()).bhagyank]
          : birthFriendlyNumbers(needDate());
  return { kind: 'category', category: target.category, numbers };
}

/**
 * A master target is met by the expression number (masters kept); a target of 1-9 by the name
 * number (reduced to one digit, the Namank Indian practice compares), so a total of 29 meets 11 and 2.
 */
export function meetsTarget(numbers: NameNumbers, targets: readonly number[]): boolean {
  return targets.some((t) => (isMasterNumber(t) ? numbers.expression_number === t : numbers.name_number === t));
}

function titleCase(words: readonly string[]): string {
  return words.map((w) => w[0] + w.slice(1).toLowerCase()).join(' ');
}

function evaluate(system: NumerologySystem, name: NormalizedName, targets: readonly number[]) {
  const totals = nameTotals(system, name);
  const numbers = nameNumbersFromTotals(system, name, totals);
  return {
    numbers: { ...numbers, compound_number: totals.all },
    meets_target: meetsTarget(numbers, targets),
    compound_caution: CAUTION_COMPOUNDS.includes(totals.all),
  };
}

function suggestionsFor(system: NumerologySystem, variants: Variant[], targets: readonly number[], limit: number) {
  const hits = [];
  for (const v of variants) {
    const name: NormalizedName = { display: titleCase(v.words), words: v.words };
    const e = evaluate(system, name, targets);
    if (!e.meets_target) continue;
    hits.push({
      spelling: name.display,
      normalized_name: e.numbers.normalized_name,
      edit_count: v.edits.length,
      edits: v.edits,
      numbers: e.numbers,
      compound_caution: e.compound_caution,
    });
  }
  // Fewest edits first; a Cheiro caution total after a clean one; then alphabetical, for a stable order.
  hits.sort(
    (x, y) =>
      x.edit_count - y.edit_count ||
      Number(x.compound_caution) - Number(y.compound_caution) ||
      (x.normalized_name < y.normalized_name ? -1 : x.normalized_name > y.normalized_name ? 1 : 0),
  );
  return hits.slice(0, limit);
}

export function computeNameCorrection(req: NameCorrectionRequest) {
  const target = resolveTarget(req.target, req.dateOfBirth);
  const variants = spellingVariants(req.name, req.maxEdits);
  const systems: Record<string, unknown> = {};
  for (const system of req.systems) {
    const current = evaluate(system, req.name, target.numbers);
    systems[system] = {
      current: { ...current.numbers, meets_target: current.meets_target, compound_caution: current.compound_caution },
      suggestions: suggestionsFor(system, variants, target.numbers, req.maxSuggestions),
    };
  }
  return {
    input: {
      full_name: req.name.display,
      date_of_birth: req.dateOfBirth ? isoDate(req.dateOfBirth) : null,
      systems: [...req.systems],
    },
    name_correction: {
      target,
      max_edits: req.maxEdits,
      candidates_checked: variants.length,
      systems,
    },
  };
}
