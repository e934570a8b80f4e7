// POST /core and POST /name: the profile of a name and a date, and the numbers of a name alone.
import { LETTER_VALUES } from '../../tables/numerology/letters.ts';
import { ankJyotish, dateNumbers, dateTrace, isoDate, planetOf, type AnkJyotish, type DateNumbers } from './dates.ts';
import { nameTotals } from './letters.ts';
import {
  coreSystemResult,
  nameNumbersFromTotals,
  nameTrace,
  type CoreSystemResult,
  type NameNumbers,
} from './name-numbers.ts';
import { reduceKeepingMasters } from './reduce.ts';
import type { CoreRequest, NameRequest, NormalizedName, NumerologySystem } from './types.ts';

export interface CoreData {
  input: { full_name: string; date_of_birth: string; systems: NumerologySystem[] };
  date_numbers: DateNumbers;
  results: Partial<Record<NumerologySystem, CoreSystemResult>>;
  ank_jyotish: AnkJyotish;
  details?: Record<string, unknown>;
}

/** How the numbers were read; the trace repeats it so a reader of `details` needs nothing else. */
const METHOD_NOTES = {
  life_path: 'full_sum: every digit of YYYY-MM-DD added, then reduced keeping 11, 22, 33',
  vowels: 'A E I O U; Y when no A E I O U stands beside it in its word; W always a consonant',
  name_number: 'letter total reduced to 1-9 without masters (Namank)',
} as const;

export function computeCore(req: CoreRequest): CoreData {
  const numbers = dateNumbers(req.dateOfBirth);
  const results: Partial<Record<NumerologySystem, CoreSystemResult>> = {};
  for (const system of req.systems) results[system] = coreSystemResult(system, req.name, numbers.life_path_number);
  const data: CoreData = {
    input: { full_name: req.name.display, date_of_birth: isoDate(req.dateOfBirth), systems: [...req.systems] },
    date_numbers: numbers,
    results,
    ank_jyotish: ankJyotish(numbers),
  };
  if (req.includeCalculations) {
    const systems: Record<string, unknown> = {};
    for (const system of req.systems) systems[system] = nameTrace(system, req.name, numbers.life_path_number);
    data.details = { method: METHOD_NOTES, date: dateTrace(req.dateOfBirth), systems };
  }
  return data;
}

export interface NameSystemResult extends NameNumbers {
  /** The letter total before any reduction: the compound Chaldean practice reads (e.g. 23). */
  compound_number: number;
  /** Ruling planet of name_number. */
  planet: ReturnType<typeof planetOf>;
  words: { word: string; compound_number: number; number: number }[];
}

export interface NameData {
  input: { full_name: string; systems: NumerologySystem[] };
  systems: Partial<Record<NumerologySystem, NameSystemResult>>;
  details?: Record<string, unknown>;
}

function wordNumbers(system: NumerologySystem, word: string) {
  let total = 0;
  for (const letter of word) total += LETTER_VALUES[system][letter];
  return { word, compound_number: total, number: reduceKeepingMasters(total) };
}

export function nameSystemResult(system: NumerologySystem, name: NormalizedName): NameSystemResult {
  const totals = nameTotals(system, name);
  const numbers = nameNumbersFromTotals(system, name, totals);
  return {
    ...numbers,
    compound_number: totals.all,
    planet: planetOf(numbers.name_number),
    words: name.words.map((word) => wordNumbers(system, word)),
  };
}

export function computeName(req: NameRequest): NameData {
  const systems: Partial<Record<NumerologySystem, NameSystemResult>> = {};
  for (const system of req.systems) systems[system] = nameSystemResult(system, req.name);
  const data: NameData = { input: { full_name: req.name.display, systems: [...req.systems] }, systems };
  if (req.includeCalculations) {
    const traces: Record<string, unknown> = {};
    for (const system of req.systems) traces[system] = nameTrace(system, req.name, null);
    data.details = { method: { vowels: METHOD_NOTES.vowels, name_number: METHOD_NOTES.name_number }, systems: traces };
  }
  return data;
}
