// POST /compatibility: two profiles compared number by number through the planets ruling them.
// Every score is an integer built from table constants, so repeated calls are byte-identical.
import {
  AREA_FACTORS,
  AREA_WEIGHTS_PERCENT,
  BAND_LABELS,
  BAND_MIN_SCORE,
  CHALLENGE_MAX_SCORE,
  CHALLENGE_NOTE_TEMPLATE,
  CHALLENGE_TEXTS,
  FRIENDSHIP_POINTS,
  OVERALL_TEXTS,
  POINTS_TO_SCORE,
  RELATION_LABELS,
  SAME_NUMBER_SCORE,
  type CompatibilityArea,
  type CompatibilityBand,
} from '../../tables/numerology/compatibility.ts';
import { NATURAL_FRIENDSHIP, NODE_PROXY, NUMBER_PLANETS, type PlanetId } from '../../tables/numerology/planets.ts';
import { FACTOR_NAMES, type NumerologyLang } from '../../tables/numerology/phrases.ts';
import { proseLangOf } from '../../tables/names/index.ts';
import { dateNumbers, isoDate, planetName, type DateNumbers } from './dates.ts';
import { nameNumbers, type NameNumbers } from './name-numbers.ts';
import { reduceToDigit } from './reduce.ts';
import type { CompatibilityRequest, NumerologySystem, Person } from './types.ts';
import { tr } from '../../tables/prose/index.ts';

export type PairRelation = 'same' | 'friendly' | 'neutral' | 'tense';

export interface PairEvidence {
  factor: string;
  system: NumerologySystem | null;
  a: number;
  b: number;
  planet_a: PlanetId;
  planet_b: PlanetId;
  relation: PairRelation;
  score: number;
}

interface Profile {
  date: DateNumbers;
  names: Partial<Record<NumerologySystem, NameNumbers>>;
}

function planetIdOf(digit: number): PlanetId {
  const planet = NUMBER_PLANETS[digit];
  if (!planet) throw new RangeError(`no planet for ${digit}`);
  return planet.id;
}

/** Relation and score of two numbers; masters count as their digit (11 as 2), as in Ank Jyotish. */
export function pairScore(
  a: number,
  b: number,
): { relation: PairRelation; score: number; planetA: PlanetId; planetB: PlanetId } {
  const planetA = planetIdOf(reduceToDigit(a));
  const planetB = planetIdOf(reduceToDigit(b));
  const seenA = NODE_PROXY[planetA];
  const seenB = NODE_PROXY[planetB];
  // Equal numbers, or a node and the planet it is read like, share one nature.
  if (seenA === seenB) return { relation: 'same', score: SAME_NUMBER_SCORE, planetA, planetB };
  const points =
    FRIENDSHIP_POINTS[NATURAL_FRIENDSHIP[seenA][seenB]] + FRIENDSHIP_POINTS[NATURAL_FRIENDSHIP[seenB][seenA]];
  const relation: PairRelation = points >= 3 ? 'friendly' : points === 2 ? 'neutral' : 'tense';
  return { relation, score: points * POINTS_TO_SCORE, planetA, planetB };
}

function evidence(factor: string, system: NumerologySystem | null, a: number, b: number): PairEvidence | null {
  if (a === 0 || b === 0) return null; // a name without vowels (or consonants) has no such number to compare
  const s = pairScore(a, b);
  return { factor, system, a, b, planet_a: s.planetA, planet_b: s.planetB, relation: s.relation, score: s.score };
}

function mean(values: number[]): number {
  return values.reduce((x, y) => x + y, 0) / values.length;
}

export function bandOf(score: number): CompatibilityBand {
  return (BAND_MIN_SCORE.find((b) => score >= b.min) ?? BAND_MIN_SCORE[BAND_MIN_SCORE.length - 1]).band;
}

/** Each factor weighs the same; a name factor is first averaged over the systems computed. */
function areaEvidence(area: CompatibilityArea, a: Profile, b: Profile, systems: readonly NumerologySystem[]) {
  const items: PairEvidence[] = [];
  const factorScores: number[] = [];
  for (const factor of AREA_FACTORS[area].date) {
    const e = evidence(factor, null, a.date[factor as keyof DateNumbers], b.date[factor as keyof DateNumbers]);
    if (e) {
      items.push(e);
      factorScores.push(e.score);
    }
  }
  for (const factor of AREA_FACTORS[area].name) {
    const perSystem: number[] = [];
    for (const system of systems) {
      const key = factor as keyof NameNumbers;
      const e = evidence(factor, system, a.names[system]![key] as number, b.names[system]![key] as number);
      if (e) {
        items.push(e);
        perSystem.push(e.score);
      }
    }
    if (perSystem.length) factorScores.push(mean(perSystem));
  }
  // Never empty: every area has a date factor or the expression, which a valid name always has.
  if (!factorScores.length) throw new RangeError(`no evidence for ${area}`);
  const score = Math.round(mean(factorScores));
  return { score, band: bandOf(score), items };
}

function profileOf(person: Person, systems: readonly NumerologySystem[]): Profile {
  const names: Partial<Record<NumerologySystem, NameNumbers>> = {};
  for (const system of systems) names[system] = nameNumbers(system, person.name);
  return { date: dateNumbers(person.dateOfBirth), names };
}

function challengeAreas(byArea: Record<CompatibilityArea, PairEvidence[]>, lang: NumerologyLang) {
  const out: {
    area: CompatibilityArea;
    factor: string;
    system: NumerologySystem | null;
    label: string;
    note: string;
  }[] = [];
  const seen = new Set<string>();
  for (const area of Object.keys(byArea) as CompatibilityArea[]) {
    for (const e of byArea[area]) {
      const key = `${area}|${e.factor}|${e.a}|${e.b}`;
      if (e.score > CHALLENGE_MAX_SCORE || seen.has(key)) continue;
      seen.add(key);
      const text = tr(CHALLENGE_TEXTS[area], lang);
      const fill: Record<string, string> = {
        factor: tr(FACTOR_NAMES[e.factor]!, lang),
        a: String(e.a),
        b: String(e.b),
        planet_a: planetName(e.planet_a, lang),
        planet_b: planetName(e.planet_b, lang),
        advice: text.advice,
      };
      const note = tr(CHALLENGE_NOTE_TEMPLATE, lang).replace(/\{(\w+)\}/g, (_, k: string) => fill[k]);
      out.push({ area, factor: e.factor, system: e.system, label: text.label, note });
    }
  }
  return out;
}

/** An area's score and band, with the area's name and the band in the reader's language. */
function areaHead(area: CompatibilityArea, r: { score: number; band: CompatibilityBand }, lang: NumerologyLang) {
  return {
    score: r.score,
    band: r.band,
    band_label: tr(BAND_LABELS[r.band], lang),
    name: tr(CHALLENGE_TEXTS[area], lang).label,
  };
}

export function compatibilityOf(
  personA: Person,
  personB: Person,
  systems: readonly NumerologySystem[],
  lang: NumerologyLang,
) {
  const a = profileOf(personA, systems);
  const b = profileOf(personB, systems);
  const emotional = areaEvidence('emotional', a, b, systems);
  const practical = areaEvidence('practical', a, b, systems);
  const communication = areaEvidence('communication', a, b, systems);
  const weighted =
    emotional.score * AREA_WEIGHTS_PERCENT.emotional +
    practical.score * AREA_WEIGHTS_PERCENT.practical +
    communication.score * AREA_WEIGHTS_PERCENT.communication;
  const overallScore = Math.round(weighted / 100);
  const band = bandOf(overallScore);
  const perSystem: Partial<Record<NumerologySystem, PairEvidence[]>> = {};
  for (const system of systems) perSystem[system] = communication.items.filter((e) => e.system === system);
  // each compared pair's factor, planets and relation in the reader's language, beside their keys
  const named = (e: PairEvidence) => ({
    ...e,
    factor_name: tr(FACTOR_NAMES[e.factor]!, lang),
    planet_a_name: planetName(e.planet_a, lang),
    planet_b_name: planetName(e.planet_b, lang),
    relation_label: tr(RELATION_LABELS[e.relation], lang),
  });
  const namedSystems = Object.fromEntries(
    Object.entries(perSystem).map(([system, items]) => [system, items.map(named)]),
  ) as Partial<Record<NumerologySystem, ReturnType<typeof named>[]>>;
  return {
    systems: [...systems],
    overall: {
      score: overallScore,
      band,
      label: tr(OVERALL_TEXTS[band], lang).label,
      note: tr(OVERALL_TEXTS[band], lang).note,
    },
    emotional: { ...areaHead('emotional', emotional, lang), evidence: emotional.items.map(named) },
    practical: { ...areaHead('practical', practical, lang), evidence: practical.items.map(named) },
    communication: { ...areaHead('communication', communication, lang), systems: namedSystems },
    challenge_areas: challengeAreas(
      { emotional: emotional.items, practical: practical.items, communication: communication.items },
      lang,
    ),
  };
}

export type Compatibility = ReturnType<typeof compatibilityOf>;

export function computeCompatibility(req: CompatibilityRequest) {
  const echo = (p: Person) => ({ full_name: p.name.display, date_of_birth: isoDate(p.dateOfBirth) });
  return {
    input: { person_a: echo(req.personA), person_b: echo(req.personB), systems: [...req.systems], lang: req.lang },
    compatibility: compatibilityOf(req.personA, req.personB, req.systems, proseLangOf(req.lang)),
  };
}
