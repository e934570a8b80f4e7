// Response (`data`) schemas of the horoscope routes: checked on every answer outside production and published
// in /openapi.json. Seed 000 fixes the kundli and matching fields; the others list their stable fields (a
// z.object accepts extra keys when checking), so the documentation stays true without every nested detail.
import { z } from 'zod';

const RashiRef = z.object({ number: z.number().int().min(1).max(12), key: z.string(), name: z.string() });
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
});
const Divisional = z.object({
  varga: z.string(),
  name: z.string(),
  lagna: z.object({ rashi: RashiRef }),
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

/** A lord's span of time, in the birth zone and in UTC. */
const LordSpan = z.object({
  lord: z.string(),
  name: z.string(),
  start: z.string(),
  start_utc: z.string(),
  end: z.string(),
  end_utc: z.string(),
});
// Recursive (a period holds its sub-periods): the id makes it one named component in /openapi.json.
const Period: z.ZodType = z
  .lazy(() =>
    LordSpan.extend({
      level: z.number().int(),
      level_key: z.string(),
      duration_years: z.number(),
      sub: z.array(Period).optional(),
    }),
  )
  .meta({ id: 'DashaPeriod' });
const Running = LordSpan.nullable();

export const DashaData = z.object({
  birth: Birth,
  system: z.literal('vimshottari'),
  year_days: z.number(),
  levels: z.number().int(),
  balance_at_birth: z.object({ lord: z.string(), name: z.string(), years: z.number() }),
  current: z.object({ as_of: z.string(), as_of_utc: z.string(), maha: Running, antar: Running, pratyantar: Running }),
  periods: z.array(Period),
});

export const DoshaData = z.object({
  birth: Birth,
  manglik: z.object({ present: z.boolean(), severity: z.string(), cancelled: z.boolean(), effective: z.boolean() }),
  kaal_sarp: z.object({ present: z.boolean(), kind: z.string() }),
  sade_sati: z.object({ available: z.boolean() }),
  pitra: z.object({ indicated: z.boolean(), factors: z.array(z.object({ key: z.string(), text: z.string() })) }),
  summary: z.object({ keys: z.array(z.string()), text: z.string(), disclaimer: z.string() }),
});

export const MatchingData = z.object({
  score: z.object({ total: z.number(), max: z.number(), percent: z.number() }),
  kootas: z.array(z.object({ name: z.string(), score: z.number(), max: z.number(), status: z.string() })).length(8),
  verdict: z.string(),
  notes: z.array(z.string()),
  birth: z.object({ boy: Birth, girl: Birth }),
});

const Statement = z.object({
  rule_id: z.string(),
  tone: z.string(),
  weight: z.number(),
  text: z.string(),
  conditions: z.array(z.object({ kind: z.string() })),
});
export const NatalData = z.object({
  birth: Birth,
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
  disclaimer: z.string(),
});

const Scored = { score: z.number().int().min(0).max(100), band: z.string(), band_label: z.string(), text: z.string() };
export const ForecastData = z.object({
  birth: Birth,
  as_of: z.string(),
  as_of_utc: z.string(),
  overall: z.object(Scored),
  domains: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      ...Scored,
      factors: z.array(z.object({ signal: z.string(), points: z.number(), text: z.string() })),
    }),
  ),
  dasha: z.object({ maha: Running, antar: Running, pratyantar: Running }),
  transits: z
    .array(z.object({ graha: z.string(), rashi: RashiRef, house_from_moon: z.number().int(), favourable: z.boolean() }))
    .length(9),
  disclaimer: z.string(),
});

export const RashifalData = z.object({
  sign: RashiRef,
  period: z.enum(['daily', 'weekly', 'monthly']),
  lang: z.enum(['en', 'hi']),
  window: z.object({ anchor_date: z.string(), start_date: z.string(), end_date: z.string(), timezone: z.string() }),
  headline: z.string(),
  text: z.string(),
  overall: z.object({ score: z.number().int(), band: z.string(), band_label: z.string() }),
  domains: z.array(z.object({ key: z.string(), name: z.string(), ...Scored })).length(4),
  lucky: z.object({
    number: z.number().int().min(1).max(9),
    colour: z.object({ key: z.string(), name: z.string() }),
    graha: z.object({ key: z.string(), name: z.string() }),
  }),
  transits: z.array(z.object({ graha: z.string(), house_from_sign: z.number().int(), favourable: z.boolean() })),
});

export const SvgData = z.string().describe('image/svg+xml document');
