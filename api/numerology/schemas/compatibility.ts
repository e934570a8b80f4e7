// POST /v1/numerology/compatibility: two profiles compared, under `data.compatibility`.
import { z } from 'zod';
import { BAND_MIN_SCORE, type CompatibilityBand } from '../../../tables/numerology/compatibility.ts';
import { numerologyBody } from '../request.ts';
import { Int, Lang, perSystem, PersonEcho, SystemName } from './shared.ts';

export const CompatibilityBody = numerologyBody(
  'compatibility',
  'person_a and person_b, each {full_name (alias name), date_of_birth (alias date)}; exactly one of system or systems; ' +
    'optional lang (hi gives Hindi labels and notes).',
);

const Score = Int.min(0).max(100);
const Band = z.enum(BAND_MIN_SCORE.map((b) => b.band) as [CompatibilityBand, ...CompatibilityBand[]]);
const Area = z.enum(['emotional', 'practical', 'communication']);

const PairEvidence = z.object({
  factor: z.string().describe('the number compared, e.g. moolank or expression_number'),
  system: SystemName.nullable().describe('null for date numbers'),
  a: Int,
  b: Int,
  planet_a: z.string(),
  planet_b: z.string(),
  relation: z.enum(['same', 'friendly', 'neutral', 'tense']),
  score: Score,
  factor_name: z.string().describe('`factor` in the request language'),
  planet_a_name: z.string().describe('`planet_a` in the request language'),
  planet_b_name: z.string().describe('`planet_b` in the request language'),
  relation_label: z.string().describe('`relation` in the request language (the enum value stays English)'),
});
/** An area's score and band, its name and its band in the request language. */
const AreaHead = {
  score: Score,
  band: Band,
  band_label: z.string().describe('`band` in the request language'),
  name: z.string().describe('the area, in the request language'),
};

export const Compatibility = z.object({
  systems: z.array(SystemName),
  overall: z.object({ score: Score, band: Band, label: z.string(), note: z.string() }),
  emotional: z.object({ ...AreaHead, evidence: z.array(PairEvidence) }),
  practical: z.object({ ...AreaHead, evidence: z.array(PairEvidence) }),
  communication: z.object({ ...AreaHead, systems: perSystem(z.array(PairEvidence)) }),
  challenge_areas: z.array(
    z.object({ area: Area, factor: z.string(), system: SystemName.nullable(), label: z.string(), note: z.string() }),
  ),
});

export const CompatibilityData = z.object({
  input: z.object({ person_a: PersonEcho, person_b: PersonEcho, systems: z.array(SystemName), lang: Lang }),
  compatibility: Compatibility,
});
