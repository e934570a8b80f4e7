// The per-system numbers of a name, shared by core, name, report, compatibility and name correction.
import type { NumerologySystem } from '../../tables/numerology/letters.ts';
import { letterTrace, nameTotals, type NameTotals } from './letters.ts';
import { normalizedNameText } from './name-text.ts';
import { reduceKeepingMasters, reduceToDigit, reductionChain } from './reduce.ts';
import type { NormalizedName } from './types.ts';

export interface NameNumbers {
  readonly system: NumerologySystem;
  readonly normalized_name: string;
  /** The letter total reduced to 1-9 with no masters: the Namank of Indian practice. */
  readonly name_number: number;
  readonly expression_number: number;
  readonly soul_urge_number: number;
  readonly personality_number: number;
}

export interface CoreSystemResult extends NameNumbers {
  readonly maturity_number: number;
}

export function nameNumbersFromTotals(system: NumerologySystem, name: NormalizedName, totals: NameTotals): NameNumbers {
  return {
    system,
    normalized_name: normalizedNameText(name),
    name_number: reduceToDigit(totals.all),
    expression_number: reduceKeepingMasters(totals.all),
    soul_urge_number: reduceKeepingMasters(totals.vowels),
    personality_number: reduceKeepingMasters(totals.consonants),
  };
}

export function nameNumbers(system: NumerologySystem, name: NormalizedName): NameNumbers {
  return nameNumbersFromTotals(system, name, nameTotals(system, name));
}

/** Maturity = reduce(life path + expression), masters kept (astrology-rules.md 8.4). */
export function coreSystemResult(
  system: NumerologySystem,
  name: NormalizedName,
  lifePathNumber: number,
): CoreSystemResult {
  const numbers = nameNumbers(system, name);
  return { ...numbers, maturity_number: reduceKeepingMasters(lifePathNumber + numbers.expression_number) };
}

/** Letters, totals and reduction chains behind the numbers, for `data.details`. */
export function nameTrace(system: NumerologySystem, name: NormalizedName, lifePathNumber: number | null) {
  const totals = nameTotals(system, name);
  const expression = reduceKeepingMasters(totals.all);
  return {
    letters: letterTrace(system, name),
    totals,
    name_number: reductionChain(totals.all, false),
    expression_number: reductionChain(totals.all, true),
    soul_urge_number: reductionChain(totals.vowels, true),
    personality_number: reductionChain(totals.consonants, true),
    ...(lifePathNumber === null ? {} : { maturity_number: reductionChain(lifePathNumber + expression, true) }),
  };
}
