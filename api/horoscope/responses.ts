// Response (`data`) schemas of the horoscope routes: checked on every answer outside production and published
// in /openapi.json. Seed 000 fixes the kundli and matching fields; every other field the engine sends is listed
// too (test/http/openapi-answers.test.ts fails on one the document lacks).
import { z } from 'zod';
import { DisplayLang } from '../lang.ts';
import { DoshaResult, instant, Labelled, ManglikData, RashiRef } from './dosha-responses.ts';

export const NakshatraRef = z.object({
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
  local: z.string().describe('DD-MM-YYYY HH:mm:ss in the birth zone (ISO 8601 with offset under time_format=iso8601)'),
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
  relation_name: z.string().describe('`relation` in the requested language (the enum value stays English)'),
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
      level_name: z.string().describe('the level (maha, antar ...) in the requested language'),
      duration_years: z.number(),
      yogini: z.string().optional().describe('yogini dasha: the yogini key (mangala ... sankata)'),
      yogini_name: z.string().optional().describe('yogini dasha: the yogini in the requested language'),
      rashi: RashiRef.optional().describe('chara dasha: the sign of the period (lord: the graha its years count to)'),
      sub: z.array(Period).optional(),
    }),
  )
  .meta({ id: 'DashaPeriod' });
const Running = LordSpan.nullable();

// issue 32: chara dasha (K. N. Rao)
const CharaBlock = z.object({
  method: z.literal('kn_rao'),
  year_rule: z.enum(['kn_rao', 'exaltation']),
  lagna: RashiRef,
  direction: z.enum(['direct', 'indirect']).describe('direct when the 9th from the lagna sign is savya'),
  direction_name: z.string().describe('`direction` in the requested language'),
  signs: z
    .array(
      z.object({
        rashi: RashiRef,
        savya: z.boolean().describe('savya signs count zodiacally to their lord, the others backwards'),
        lord: z.string().describe('the lord counted to (the stronger one for vrischika and kumbha)'),
        lord_rashi: z.number().int(),
        count: z.number().int(),
        adjustment: z.number().int().describe('exaltation rule: +1 exalted, -1 debilitated lord; else 0'),
        years: z
          .number()
          .describe('first-cycle years (12 when the lord is in the sign); the second cycle has 12 - years'),
      }),
    )
    .length(12)
    .describe('the twelve signs in dasha order'),
});

export const DashaData = z.object({
  birth: Birth,
  system: z.enum(['vimshottari', 'yogini', 'ashtottari', 'chara']),
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
    yogini_name: z.string().optional().describe('yogini dasha: the yogini in the requested language'),
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
        level_name: z.string(),
        duration_years: z.number(),
        yogini: z.string().optional(),
        yogini_name: z.string().optional(),
        rashi: RashiRef.optional(),
      }),
    )
    .describe('the period running at as_of at every level, maha to prana'),
  periods: z.array(Period),
  chara: CharaBlock.optional().describe("chara dasha only: how the sequence and every sign's years were found"),
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
  tone_label: z.string().describe('`tone` in the requested language (the enum value stays English)'),
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
      outlook: z.string().describe('favourable | balanced | demanding, in English whatever the language'),
      outlook_label: z.string().describe('`outlook` in the requested language'),
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
  navamsa: z.object({
    lagna: RashiRef,
    vargottama: z.array(z.string()),
    vargottama_names: z.array(z.string()).describe('`vargottama` by name, in the requested language'),
  }),
  disclaimer: z.string(),
});

export const RashifalData = z.object({
  sign: RashiRef,
  period: z.enum(['daily', 'weekly', 'monthly']),
  lang: DisplayLang.describe('the language the reading is written in'),
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
