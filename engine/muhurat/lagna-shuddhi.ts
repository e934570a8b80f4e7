/**
 * The lagna's own doshas (issue #30; rules in tables/muhurat/lagna-shuddhi.ts): which rules a rising sign fails given
 * the Moon's sign and the malefics' signs at the window. Pure: the year's table and an instant in.
 */
import { Body } from 'astronomy-engine';
import { siderealLongitudesAt, type GlobalYear } from '../astro/global-year.ts';
import { planetApparent, trueNodeLongitudeDeg } from '../astro/positions.ts';
import { astroTime } from '../astro/time.ts';
import type { LagnaDoshaRule } from '../../tables/muhurat/lagna-shuddhi.ts';

const signOf = (lonDeg: number) => (Math.floor((((lonDeg % 360) + 360) % 360) / 30) % 12) + 1;

/** Sidereal signs 1-12 of the malefics (Sun, Mars, Saturn, Rahu, Ketu) at an instant. */
export function maleficSignsAt(table: GlobalYear, utcMs: number): number[] {
  const { sunDeg, ayanamsaDeg } = siderealLongitudesAt(table, utcMs);
  const t = astroTime(utcMs);
  const rahuDeg = trueNodeLongitudeDeg(t) - ayanamsaDeg;
  return [
    sunDeg,
    planetApparent(Body.Mars, t).lonDeg - ayanamsaDeg,
    planetApparent(Body.Saturn, t).lonDeg - ayanamsaDeg,
    rahuDeg,
    rahuDeg + 180,
  ].map(signOf);
}

const houseFrom = (lagna: number, sign: number) => ((sign - lagna + 12) % 12) + 1;

function fails(rule: LagnaDoshaRule, lagna: number, moonRashi: number, malefics: readonly number[]): boolean {
  const houses = malefics.map((s) => houseFrom(lagna, s));
  const c = rule.check;
  if (c.kind === 'moon_in_houses') return c.houses.includes(houseFrom(lagna, moonRashi));
  if (c.kind === 'malefic_in_houses') return houses.some((h) => c.houses.includes(h));
  return houses.includes(12) && houses.includes(2);
}

/** The rules the lagna fails, split by effect; `passed` are the rules it satisfies (named in `reasons`). */
export function lagnaDoshas(
  rules: readonly LagnaDoshaRule[],
  lagna: number,
  moonRashi: number,
  malefics: readonly number[],
): { rejected: string[]; cautions: string[]; passed: string[] } {
  const out = { rejected: [] as string[], cautions: [] as string[], passed: [] as string[] };
  for (const r of rules) {
    if (!fails(r, lagna, moonRashi, malefics)) out.passed.push(r.id);
    else (r.effect === 'caution' ? out.cautions : out.rejected).push(r.id);
  }
  return out;
}
