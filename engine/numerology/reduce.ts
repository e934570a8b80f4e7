// Digit sums and the two reductions: to 1-9 keeping the masters 11/22/33 (Western core numbers),
// and to 1-9 with no masters (Ank Jyotish: Moolank, Bhagyank). astrology-rules.md 8.2.
import { MASTER_NUMBERS } from '../../tables/numerology/letters.ts';

export function digitSum(n: number): number {
  let sum = 0;
  for (let rest = Math.abs(Math.trunc(n)); rest > 0; rest = Math.floor(rest / 10)) sum += rest % 10;
  return sum;
}

export function isMasterNumber(n: number): boolean {
  return MASTER_NUMBERS.includes(n);
}

/**
 * Every value from the total down to the result, e.g. 29 -> [29, 11] keeping masters,
 * [29, 11, 2] without. A total of 0 (no letters of a kind, e.g. no vowels) stays 0.
 */
export function reductionChain(total: number, keepMasters: boolean): number[] {
  const chain = [total];
  let n = total;
  while (n > 9 && !(keepMasters && isMasterNumber(n))) {
    n = digitSum(n);
    chain.push(n);
  }
  return chain;
}

export function reduceKeepingMasters(total: number): number {
  const chain = reductionChain(total, true);
  return chain[chain.length - 1];
}

export function reduceToDigit(total: number): number {
  const chain = reductionChain(total, false);
  return chain[chain.length - 1];
}

export function reduceNumber(total: number, keepMasters: boolean): number {
  return keepMasters ? reduceKeepingMasters(total) : reduceToDigit(total);
}
