// Response (`data`) schemas of the horoscope routes: checked on every answer outside production and published
// in /openapi.json. Seed 000 fixes the kundli and matching fields; every other field the engine sends is listed
// too (test/http/openapi-answers.test.ts fails on one the document lacks).
import { z } from 'zod';
import { DoshaResult, instant, Labelled, ManglikData, RashiRef } from './dosha-responses.ts';

const NakshatraRef = z.object({
  number: z.number().int(),
  key: z.string(),
  name: z.string(),
  pada: z.number().int().min(1).max(4),
  lord: z.string(),
  lord_key: z.string(),
});

export const Birth = z.object({
  date: z.string(),
  time: z.string(),
  place: z.string(),
  resolved_timezone: z.string(),
  lat: z.number(),
  lon: z.number(),
  city_id: z.string().nullable(),
  resolved_via: z.enum(['city_id', 'exact_match', 'fuzzy_match', 'coordinates']),
  utc: z.string().describe('birth instant, ISO 8601 UTC'),
  utc_offset: z.string().describe('+HH:MM of the zone at birth'),
  local: z.string().describe('DD-MM-YYYY HH:mm:ss in the birth zone'),
  time_resolution: z.enum(['exact', 'skipped_forward', 'ambiguous_earlier']),
});

const Placement = z.object({
  graha: z.string(),
  graha_key: z.string(),
  rashi: RashiRef,
  house: z.number().int().min(1).max(12),
  degree_in_sign: z.number().describe('degree within the varga sign: the part of the rashi sign scaled onto 30°'),
});
const Divisional = z.object({
  varga: z.string(),
  name: z.string(),
  method: z.string().describe('the rule used: parashara unless another was asked for'),
  lagna: z.object({ rashi: RashiRef, degree_in_sign: z.number() }),
  positions: z.array(Placement).length(9),
});

export const KundliData = z.object({
  birth: Birth,
  lagna: z.object({ degree: z.number(), degree_in_sign: z.number(), rashi: RashiRef, nakshatra: NakshatraRef }),
  grahas: z
    .array(
      z.object({
        key: z.string(),
        name: z.string(),
        longitude: z.number(),
        degree_in_sign: z.number(),
        latitude: z.number(),
        speed_deg_per_day: z.number(),
        rashi: RashiRef,
        house: z.number().int().min(1).max(12),
        nakshatra: NakshatraRef,
        retrograde: z.boolean(),
      }),
    )
    .length(9),
  houses: z
    .array(
      z.object({
        house: z.number().int(),
        rashi: z.string(),
        rashi_number: z.number().int(),
        rashi_key: z.string(),
        lord: z.string(),
        lord_key: z.string(),
      }),
    )
    .length(12),
  charts: z.object({ D1: Divisional }),
  ayanamsa: z.object({ name: z.literal('lahiri'), degree: z.number(), includes_nutation: z.boolean() }),
});

export const DivisionalData = Divisional.extend({ birth: Birth });

const VimshopakaVarga = z.object({
  varga: z.string(),
  relation: z.enum(['own', 'great_friend', 'friend', 'neutral', 'enemy', 'great_enemy']),
  points: z.number().describe('out of 20'),
  weight: z.number().describe("the varga's share of the 20 (shodasavarga scheme)"),
});
export const ShodashvargaData = z.object({
  birth: Birth,
  charts: z.array(Divisional).length(16),
  vimshopaka: z
    .array(
      z.object({
        graha: z.string(),
        graha_key: z.string(),
        score: z.number().min(0).max(20),
        by_varga: z.array(VimshopakaVarga).length(16),
      }),
    )
    .length(7)
    .describe('vimshopaka bala of the seven classical grahas, 0-20'),
});

/** A lord's span of time, in the birth zone and in UTC. */
const LordSpan = z.object({ lord: z.string(), name: z.string(), ...instant('start'), ...instant('end') });
// Recursive (a period holds its sub-periods): the id makes it one named component in /openapi.json.
const Period: z.ZodType = z
  .lazy(() =>
    LordSpan.extend({
      level: z.number().int(),
      level_key: z.string(),
      duration_years: z.number(),
      yogini: z.string().optional().describe('yogini dasha: the yogini key (mangala ... sankata)'),
      sub: z.array(Period).optional(),
    }),
  )
  .meta({ id: 'DashaPeriod' });
const Running = LordSpan.nullable();

export const DashaData = z.object({
  birth: Birth,
  system: z.enum(['vimshottari', 'yogini']),
  year_days: z.number(),
  year_length: z.enum(['julian', 'gregorian', 'sidereal', 'savana']).describe('the named year length used'),
  as_of_input: z.string().nullable().describe('as sent'),
  levels: z.number().int(),
  moon: z.object({
    longitude: z.number(),
    nakshatra: NakshatraRef,
    fraction_elapsed: z.number().describe('share of the birth nakshatra the Moon had crossed'),
  }),
  balance_at_birth: z.object({
    lord: z.string(),
    name: z.string(),
    yogini: z.string().optional().describe('yogini dasha: the yogini key'),
    years: z.number(),
    ...instant('end'),
  }),
  range: z.object({ ...instant('from', true), ...instant('to', true) }).describe('the from/to window asked for'),
  range_dates: z.object({ from: z.string().nullable(), to: z.string().nullable() }).describe('as sent'),
  current: z.object({ ...instant('as_of'), maha: Running, antar: Running, pratyantar: Running }),
  running: z
    .array(
      LordSpan.extend({
        level: z.number().int(),
        level_key: z.string(),
        duration_years: z.number(),
        yogini: z.string().optional(),
      }),
    )
    .describe('the period running at as_of at every level, maha to prana'),
  periods: z.array(Period),
});

export const DoshaData = DoshaResult.extend({ birth: Birth });

const MoonSummary = z.object({
  longitude: z.number(),
  rashi: RashiRef,
  nakshatra: NakshatraRef,
  varna: Labelled,
  vashya: Labelled,
  gana: Labelled,
  yoni: Labelled,
  nadi: Labelled,
});
export const MatchingData = z.object({
  boy: MoonSummary,
  girl: MoonSummary,
  score: z.object({ total: z.number(), max: z.number(), percent: z.number() }),
  kootas: z
    .array(
      z.object({
        key: z.string(),
        name: z.string(),
        score: z.number(),
        max: z.number(),
        status: z.enum(['excellent', 'good', 'average', 'poor', 'dosha']),
        status_label: z.string(),
        boy: z.string().describe("what the boy's Moon brings to this koota"),
        girl: z.string(),
      }),
    )
    .length(8),
  verdict: z.enum(['excellent', 'compatible', 'acceptable', 'not_recommended']),
  verdict_label: z.string(),
  doshas: z.array(
    z.object({
      key: z.string(),
      koota: z.string(),
      kind: z.string().nullable().describe('bhakoot only: which of the three rashi relations'),
      cancelled: z.boolean(),
      cancellations: z.array(z.object({ key: z.string(), text: z.string() })),
    }),
  ),
  notes: z.array(z.string()),
  manglik: z
    .object({ boy: ManglikData, girl: ManglikData, mutual_cancellation: z.boolean(), notes: z.array(z.string()) })
    .optional(),
  birth: z.object({ boy: Birth, girl: Birth }),
});

const Houses = z.array(z.number().int()).readonly();
const Grahas = z.array(z.string()).readonly();
const Dignities = z.array(z.string()).readonly();
/** The rule's conditions as data (tables/jyotish/predictions/types.ts), so a reader can check why it was said. */
const Condition = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lord_in'), house: z.number().int(), houses: Houses }),
  z.object({ kind: z.literal('lord_dignity'), house: z.number().int(), dignities: Dignities }),
  z.object({ kind: z.literal('graha_dignity'), graha: z.string(), dignities: Dignities }),
  z.object({ kind: z.literal('graha_in'), graha: z.string(), houses: Houses }),
  z.object({ kind: z.literal('occupied_by'), house: z.number().int(), grahas: Grahas }),
  z.object({ kind: z.literal('aspected_by'), house: z.number().int(), grahas: Grahas }),
  z.object({ kind: z.literal('sign_element'), of: z.enum(['lagna', 'chandra']), element: z.string() }),
  z.object({ kind: z.literal('lords_together'), houses: Houses }),
  z.object({ kind: z.literal('conjunct'), a: z.string(), b: z.string() }),
  z.object({ kind: z.literal('empty'), house: z.number().int() }),
]);
const Statement = z.object({
  rule_id: z.string(),
  tone: z.enum(['positive', 'neutral', 'challenging']),
  weight: z.number(),
  text: z.string(),
  conditions: z.array(Condition),
});
export const NatalData = z.object({
  birth: Birth,
  lagna: z.object({ rashi: RashiRef }),
  moon_sign: RashiRef,
  sections: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      outlook: z.string(),
      outlook_label: z.string(),
      net_weight: z.number(),
      statements: z.array(Statement),
    }),
  ),
  rules_evaluated: z.number().int(),
  disclaimer: z.string(),
});

const Scored = { score: z.number().int().min(0).max(100), band: z.string(), band_label: z.string(), text: z.string() };
export const ForecastData = z.object({
  birth: Birth,
  as_of_input: z.string().nullable().describe('`as_of` as sent (null: the request instant)'),
  ...instant('as_of'),
  overall: z.object(Scored),
  domains: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      ...Scored,
      factors: z.array(
        z.object({ signal: z.string(), graha: z.string().nullable(), points: z.number(), text: z.string() }),
      ),
    }),
  ),
  dasha: z.object({ maha: Running, antar: Running, pratyantar: Running }),
  doshas: DoshaResult,
  transits: z
    .array(
      z.object({
        graha: z.string(),
        name: z.string(),
        rashi: RashiRef,
        house_from_moon: z.number().int(),
        house_from_lagna: z.number().int(),
        favourable: z.boolean(),
        retrograde: z.boolean(),
      }),
    )
    .length(9),
  navamsa: z.object({ lagna: RashiRef, vargottama: z.array(z.string()) }),
  disclaimer: z.string(),
});

export const RashifalData = z.object({
  sign: RashiRef,
  period: z.enum(['daily', 'weekly', 'monthly']),
  lang: z.enum(['en', 'hi']),
  window: z.object({
    anchor_date: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    ...instant('start'),
    ...instant('end'),
    ...instant('reference'),
    timezone: z.string(),
  }),
  headline: z.string(),
  text: z.string(),
  overall: z.object({ score: z.number().int(), band: z.string(), band_label: z.string() }),
  domains: z.array(z.object({ key: z.string(), name: z.string(), ...Scored })).length(4),
  lucky: z.object({
    number: z.number().int().min(1).max(9),
    colour: Labelled,
    graha: Labelled,
  }),
  transits: z.array(
    z.object({
      graha: z.string(),
      name: z.string(),
      role: z.enum(['main', 'background']),
      rashi: RashiRef,
      house_from_sign: z.number().int(),
      favourable: z.boolean(),
      retrograde: z.boolean(),
    }),
  ),
  ingresses: z
    .array(z.object({ graha: z.string(), name: z.string(), local: z.string(), utc: z.string(), rashi: RashiRef }))
    .describe('sign changes of the grahas inside the window'),
});

export const SvgData = z.string().describe('image/svg+xml document');

/** A birth place read with a caveat (a namesake chosen by population, a misspelling): the answer's top-level `warnings`. */
export const PlaceWarningsTopLevel = z.object({
  warnings: z
    .array(
      z.object({
        code: z.enum(['ambiguous_place', 'place_fuzzy_match']),
        message: z.string(),
        candidates: z.array(z.object({ city_id: z.string(), place: z.string(), population: z.number() })),
      }),
    )
    .optional()
    .describe("Present when a birth place name was read with a caveat; pass a candidate's city_id to be exact"),
});

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
    dhaiya: z.enum(['kantaka', 'ashtama']).nullable(),
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
