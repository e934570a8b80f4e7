// Seed 000 meta.calculation: zodiac, ayanamsa, house_system, node (plus how retrogression is read), and the same
// convention facts the panchang declares in data.metadata.conventions where they apply to a chart: ephemeris, ΔT
// source, ayanamsa variant and its value at each birth, node type. The horoscope engine computes in the default
// profile only (positions.ts subtracts SE_SIDM_LAHIRI's true ayanamsa; astroTime uses SE's ΔT table), so these are
// the default profile's conventions, taken from the one value that describes them.
import { z } from 'zod';
import { trueAyanamsaDeg } from '../../engine/astro/ayanamsa.ts';
import { conventionsMetadata, DEFAULT_CONVENTIONS } from '../../engine/astro/conventions.ts';
import { astroTime } from '../../engine/astro/time.ts';
import { CALCULATION } from '../../engine/jyotish/index.ts';

const DEFAULTS = conventionsMetadata(DEFAULT_CONVENTIONS);
const CONVENTION_FACTS = Object.freeze({
  profile: DEFAULTS.profile,
  ephemeris: DEFAULTS.ephemeris,
  delta_t_source: DEFAULTS.delta_t_source,
  ayanamsa_variant: DEFAULTS.ayanamsa,
  node_type: DEFAULTS.node_type,
});

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The ayanamsa the engine subtracted at a birth instant, degrees (as the kundli's `ayanamsa.degree`, rounded). */
export const ayanamsaAtDeg = (utcMs: number): number => round6(trueAyanamsaDeg(astroTime(utcMs)));

/** meta.calculation of an answer computed from the charts of these birth instants (none for rashifal). */
export function calculationMeta(birthUtcMs: readonly number[], extra: Record<string, unknown> = {}) {
  return {
    ...CALCULATION,
    ...CONVENTION_FACTS,
    ...(birthUtcMs.length ? { ayanamsa_at_birth_deg: birthUtcMs.map(ayanamsaAtDeg) } : {}),
    ...extra,
  };
}

/** The OpenAPI description of meta.calculation (route-specific extras such as dasha_year_days pass through). */
export const CalculationMetaSchema = z
  .looseObject({
    zodiac: z.literal('sidereal'),
    ayanamsa: z.enum(['lahiri', 'krishnamurti']).describe('krishnamurti on the KP chart'),
    house_system: z.enum(['whole_sign', 'placidus']).describe('placidus on the KP chart'),
    node: z.literal('true'),
    retrograde_rule: z.string(),
    profile: z
      .literal(DEFAULTS.profile)
      .describe('extra: the calculation profile (the horoscope computes in the default one only)'),
    ephemeris: z.string().describe('extra'),
    delta_t_source: z.literal(DEFAULTS.delta_t_source).describe('extra: where ΔT (TT − UT) comes from'),
    ayanamsa_variant: z.string().describe('extra: which Lahiri'),
    node_type: z.string().describe('extra'),
    ayanamsa_at_birth_deg: z
      .array(z.number())
      .optional()
      .describe(
        'extra: the ayanamsa subtracted at each birth the answer is computed from, in request order (matching: both partners); absent for rashifal',
      ),
    dasha_year_days: z.number().optional().describe('dasha: days in a dasha year'),
    service_timezone: z.string().optional().describe('rashifal: the zone its days and windows are counted in'),
    // issue 32
    dasha_year_length: z.string().optional().describe('dasha: the named year length (julian unless asked)'),
    ashtakavarga_tables: z
      .enum(['parashara', 'narasimha_rao'])
      .optional()
      .describe('ashtakavarga: the benefic-place tables used'),
    dasha_system: z.string().optional().describe('dasha: vimshottari, yogini, ashtottari or chara'),
    dasha_method: z.string().optional().describe('chara dasha: the method, its source and its year rule'),
    kp_sub_table: z.string().optional().describe('kp: the sub-lord table used'),
    varga_method: z.string().optional().describe('divisional: the rule used (parashara unless asked otherwise)'),
    varga_rule: z.string().optional().describe('divisional: the rule in words, with its source'),
    vimshopaka_scheme: z.string().optional().describe('shodashvarga: the vimshopaka weights used'),
    // issue 38
    porutham_system: z.enum(['tamil', 'kerala']).optional().describe('porutham: the rule set used'),
    // issue 32 (ephem): the transits' own ephemeris
    transit_ephemeris: z
      .string()
      .optional()
      .describe('transits: the ephemeris of the transit positions and ingresses (the natal chart keeps `ephemeris`)'),
  })
  .describe('the conventions behind every number (as panchang data.metadata.conventions, where they apply)');
