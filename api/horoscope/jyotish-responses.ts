// Response (`data`) schemas of the issue-32 horoscope routes (ashtakavarga, transits, KP), re-exported by
// responses.ts so routes and the OpenAPI document see one module.
import { z } from 'zod';
import { instant, RashiRef } from './dosha-responses.ts';
import { Birth, NakshatraRef } from './responses.ts';

// issue 32: ashtakavarga
const Bindus = z.array(z.number().int().min(0).max(8)).length(12).describe('bindus by sign, Mesha first');
const PLANETS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
const perPlanet = <T extends z.ZodType>(t: T) =>
  z.object(Object.fromEntries(PLANETS.map((p) => [p, t])) as Record<(typeof PLANETS)[number], T>);
export const AshtakavargaData = z.object({
  birth: Birth,
  signs: z.array(RashiRef).length(12),
  grahas: z.array(z.object({ key: z.string(), graha_key: z.string(), name: z.string() })).length(7),
  bhinna: perPlanet(Bindus),
  sarva: z.array(z.number().int()).length(12),
  totals: perPlanet(z.number().int()).extend({ sarva: z.number().int() }),
  contributors: perPlanet(z.array(z.array(z.string())).length(12)).describe(
    'per sign, who gave each bindu: planet keys and lagna',
  ),
  reduced: z.object({
    trikona: perPlanet(z.array(z.number().int()).length(12)),
    ekadhipatya: perPlanet(z.array(z.number().int()).length(12)).describe('after trikona then ekadhipatya shodhana'),
    sarva: z.array(z.number().int()).length(12),
  }),
});
export type AshtakavargaOut = z.input<typeof AshtakavargaData>;

// issue 32: transits
const TransitPosition = z.object({
  graha: z.string(),
  graha_key: z.string(),
  longitude: z.number(),
  rashi: RashiRef,
  nakshatra: NakshatraRef,
  retrograde: z.boolean(),
  house_from_moon: z.number().int().min(1).max(12),
  house_from_lagna: z.number().int().min(1).max(12),
  verdict: z.enum(['favourable', 'unfavourable', 'obstructed']).describe('gochara from the natal Moon, vedha applied'),
  verdict_name: z.string().describe('`verdict` in the requested language (the enum value stays English)'),
  vedha: z
    .object({ vedha_house: z.number().int(), obstructed: z.boolean(), by: z.array(z.string()) })
    .nullable()
    .describe('for a good house: the house whose occupation obstructs it, and who is there'),
});
const TransitIngress = z.object({
  graha: z.string(),
  graha_key: z.string(),
  local: z.string(),
  utc: z.string(),
  rashi: RashiRef,
  from_rashi: RashiRef,
  retrograde: z.boolean(),
  house_from_moon: z.number().int(),
  house_from_lagna: z.number().int(),
});
export const TransitsData = z.object({
  birth: Birth,
  range: z.object({ ...instant('from'), ...instant('to') }),
  ...instant('at'),
  natal: z.object({ moon_rashi: RashiRef, lagna_rashi: RashiRef }),
  positions: z.array(TransitPosition),
  ingresses: z.array(TransitIngress),
  saturn: z.object({
    house_from_moon: z.number().int(),
    sade_sati: z.enum(['rising', 'peak', 'setting']).nullable(),
    sade_sati_name: z.string().nullable().describe('`sade_sati` in the requested language'),
    dhaiya: z.enum(['kantaka', 'ashtama']).nullable(),
    dhaiya_name: z.string().nullable().describe('`dhaiya` in the requested language'),
  }),
});
export type TransitsOut = z.input<typeof TransitsData>;

// issue 32: KP
const KpLordsSchema = {
  sign_lord: z.string(),
  star_lord: z.string(),
  sub_lord: z.string(),
  sub_sub_lord: z.string(),
  part: z.number().int().min(1).max(249).describe('row of the 249-part sub-lord table'),
  lords: z
    .object({ sign: z.string(), star: z.string(), sub: z.string(), sub_sub: z.string() })
    .describe('display names'),
  longitude: z.number(),
  rashi: RashiRef,
  degree_in_sign: z.number(),
};
const GrahaList = z.array(z.string());
export const KpData = z.object({
  birth: Birth,
  ayanamsa: z.object({ name: z.literal('krishnamurti'), degree: z.number() }),
  cusps: z
    .array(z.object({ house: z.number().int(), ...KpLordsSchema }))
    .length(12)
    .describe('Placidus cusps'),
  grahas: z
    .array(
      z.object({
        graha: z.string(),
        graha_key: z.string(),
        house: z.number().int(),
        retrograde: z.boolean(),
        ...KpLordsSchema,
      }),
    )
    .length(9),
  significators: z.object({
    houses: z
      .array(
        z.object({
          house: z.number().int(),
          level_1: GrahaList,
          level_2: GrahaList,
          level_3: GrahaList,
          level_4: GrahaList,
        }),
      )
      .length(12)
      .describe('1: in the star of occupants, 2: occupants, 3: in the star of the owner, 4: the owner'),
    grahas: z.array(z.object({ graha_key: z.string(), houses: z.array(z.number().int()) })).length(9),
  }),
});
export type KpOut = z.input<typeof KpData>;
