/**
 * The daily panchang result (seed 002 "Daily result"): the single source of its shape. The API validates its
 * answers against it and generates the OpenAPI document from it; extra fields beyond the seed are marked.
 */
import { z } from 'zod';
import { PROFILE_IDS, PROFILES, type DeltaTSource } from '../../engine/astro/conventions.ts';
import { Timestamp } from '../timestamps.ts';
import { MuhuratLayersSchema } from '../muhurat/layers.ts';

const NullableTimestamp = Timestamp.nullable();
/** A window that does not apply that day is {start: null, end: null}. */
export const WindowSchema = z.object({ start: NullableTimestamp, end: NullableTimestamp });
const SpanSchema = z.object({ start: Timestamp, end: Timestamp });
const Paksha = z.enum(['Shukla', 'Krishna']).describe('the seed value, in English whatever the language');
const PakshaName = z.string().describe('extra: display of `paksha` in the requested language');

const Element = z.object({ number: z.number().int().positive(), name: z.string(), start: Timestamp, end: Timestamp });

const ChoghadiyaSlot = z.object({
  type: z
    .enum(['Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char'])
    .describe('the seed value, in English whatever the language'),
  type_name: z.string().describe('extra: display name in the requested language'),
  quality: z
    .enum(['Beneficial', 'Very Auspicious', 'Inauspicious', 'Auspicious', 'Neutral'])
    .describe('the seed value, in English whatever the language'),
  quality_name: z.string().describe('extra: display of `quality` in the requested language'),
  start: Timestamp,
  end: Timestamp,
});

export const FestivalSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  category: z.string(),
  observed_in: z.array(z.string()),
  start: NullableTimestamp,
  end: NullableTimestamp,
  duration_note: z.string(),
  note: z.string().optional(),
});

const LunarMonth = z.object({ name: z.string(), adhik: z.boolean() });

const DELTA_T_SOURCES = [...new Set(Object.values(PROFILES).map((p) => p.deltaT))] as [DeltaTSource, ...DeltaTSource[]];

/** What engine/astro/conventions.ts `conventionsMetadata` gives: every convention the day was computed with. */
/** A regional solar calendar's date (issue #29): `month` 1-12 from the calendar's first month. */
const SolarCalendarDate = z.object({
  day: z.number().int().min(1).max(32),
  month: z.number().int().min(1).max(12),
  month_name: z.string().describe('in the requested language'),
  year: z.number().int(),
  era: z.enum(['saka', 'kollam']).describe('the era the year counts: Saka (Tamil, Odia) or Kollam (Malayalam)'),
});

export const ConventionsSchema = z
  .object({
    profile: z
      .enum(PROFILE_IDS)
      .describe('the calculation profile (the top-level `profile` names the plan, as the seed has it)'),
    ephemeris: z.string(),
    delta_t_source: z
      .enum(DELTA_T_SOURCES)
      .describe('where ΔT (TT − UT) comes from; it moves every element end one second per second'),
    sunrise_definition: z.string().describe("which point of the Sun's disc touches the horizon"),
    refraction: z.string().describe('refraction at the horizon and the horizon used'),
    moonrise_definition: z
      .string()
      .describe(
        "which point of the Moon touches which horizon for moon.rise and moon.set, and which day's events they are (issues #31, #40)",
      ),
    ayanamsa: z.string().describe('the Lahiri variant'),
    ayanamsa_value_deg: z.number().describe("its value at this day's sunrise, degrees (as ayanamsa_used)"),
    node_type: z.string(),
    month_system: z.string(),
    festival_ruleset_version: z.string().describe("the festival rules that dated this day's festivals"),
    calendars: z
      .object({ tamil: z.string(), malayalam: z.string(), odia: z.string(), bengali: z.string(), nepali: z.string() })
      .describe(
        "issue #29: each solar calendar's critical time, city and clock: a sankranti before it opens the month that civil day, after it the next (Bengali: after midnight the day after next, the tithi rule deciding in 00:00-00:24). Nepali (issue 39): the Surya Siddhanta sankranti at Kathmandu on NST, and the official table where it departs from the rule",
      ),
  })
  .describe('extra: the conventions this day was computed with (docs/drik-parity.md measures what each changes)');

export const DailyPanchangSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  weekday: z.string(),
  timezone: z.string(),
  utc_offset: z.string().regex(/^[+-]\d{2}:\d{2}$/),
  city: z.string(),
  city_id: z.string().nullable(),
  paksha: Paksha,
  paksha_name: PakshaName,
  lunar_month: LunarMonth,
  adhik: z.boolean(),
  lunar_month_label: z.string(),
  lunar_context: z.object({
    lunar_month: z.string(),
    is_adhik: z.boolean(),
    adhik: z.boolean(),
    lunar_month_label: z.string(),
    amanta_month: z.string().describe('extra'),
    purnimanta_month: z.string().describe('extra'),
    kshaya_month: z.string().nullable().describe('extra'),
  }),
  flags: z.object({
    is_purnima: z.boolean(),
    is_amavasya: z.boolean(),
    is_ekadashi: z.boolean(),
    is_sankashti: z.boolean(),
    is_parana: z.boolean(),
  }),
  parana: WindowSchema.describe('extra: the Ekadashi parana window on a parana day, else nulls'),
  sun: z.object({
    rise: Timestamp,
    set: Timestamp,
    longitude: z.number(),
    rashi: z.string(),
    next_rise: Timestamp.describe('extra: the Hindu day ends here'),
  }),
  moon: z.object({
    rise: NullableTimestamp,
    set: NullableTimestamp,
    rashi: z.string(),
    longitude: z.number().describe('extra'),
  }),
  tithi: z.array(Element.extend({ paksha: Paksha, paksha_name: PakshaName })).min(1),
  nakshatra: z.array(Element).min(1),
  yoga: z.array(Element).min(1),
  karana: z.array(Element).min(1),
  muhurat: z.object({
    rahu_kaal: WindowSchema,
    gulika_kaal: WindowSchema,
    yamaganda_kaal: WindowSchema,
    abhijit: WindowSchema,
    brahma: WindowSchema,
    vijaya: WindowSchema,
    varjyam: WindowSchema,
    durmuhurta: WindowSchema,
    amrit_siddhi: WindowSchema,
    durmuhurta_windows: z
      .array(SpanSchema)
      .describe('extra: every Dur Muhurtam window of the day (durmuhurta is the first)'),
    varjyam_windows: z.array(SpanSchema).describe('extra: every Varjyam starting in the day (varjyam is the first)'),
    amrit_kalam: z.array(SpanSchema).describe('extra: Amrit Kalam windows starting in the day'),
  }),
  choghadiya: z.object({ day: z.array(ChoghadiyaSlot).length(8), night: z.array(ChoghadiyaSlot).length(8) }),
  muhurat_layers: MuhuratLayersSchema,
  festivals: z.object({ total: z.number().int().nonnegative(), data: z.array(FestivalSchema) }),
  sankranti: z
    .object({
      rashi: z.object({ number: z.number().int().min(1).max(12), name: z.string() }),
      time: Timestamp,
      punya_kaal: WindowSchema,
      kind: z.string(),
    })
    .nullable(),
  bengali_date: z.object({ day: z.number().int(), month: z.string(), year: z.number().int() }),
  calendars: z.object({
    vikram_samvat: z.number().int(),
    shaka_samvat: z.number().int(),
    bengali: z.object({
      year: z.number().int(),
      month: z.number().int().min(1).max(12),
      day: z.number().int().min(1).max(32),
      month_name: z.string(),
    }),
    tamil: SolarCalendarDate.extend({
      samvatsara: z.string().describe('the 60-year cycle, changing at Chithirai 1, in the requested language'),
      samvatsara_number: z.number().int().min(1).max(60).describe('1 = Prabhava'),
    }).describe('Tamil solar calendar: month 1 Chithirai (Mesha), Saka year'),
    malayalam: SolarCalendarDate.describe('Malayalam solar calendar: month 1 Chingam (Simha), Kollam era year'),
    odia: SolarCalendarDate.describe('Odia solar calendar: month 1 Baisakha (Mesha), Saka year'),
    nepali: SolarCalendarDate.omit({ era: true })
      .extend({
        era: z.literal('bikram_sambat'),
        weekday: z
          .string()
          .describe('the day of the week in the requested language; with lang=ne as Nepal names it (आइतबार)'),
      })
      .describe(
        "issue 39: Nepal's official Bikram Sambat, month 1 Baishakh (Mesha): the same date at every place, decided at Kathmandu on Nepal Standard Time from the Surya Siddhanta sankranti, the official month table where it departs",
      ),
    samvatsara: z
      .object({
        north: z.string().describe('Barhaspatya, the one current at the Mesha sankranti opening the Vikram year'),
        south: z.string().describe('luni-solar, turning at Ugadi with the Shaka year'),
      })
      .describe('the 60-year cycle in both reckonings, in the requested language (Tamil Nadu: calendars.tamil)'),
    ritu: z
      .object({ vedic: z.string().describe('by lunar month'), drik: z.string().describe('by the tropical Sun') })
      .describe('season'),
    ayana: z
      .object({ vedic: z.string().describe('by the sidereal Sun'), drik: z.string().describe('by the tropical Sun') })
      .describe("the Sun's half-year"),
    hijri: z.object({
      year: z.number().int(),
      month: z.number().int().min(1).max(12),
      day: z.number().int().min(1).max(30),
      month_name: z.string(),
      note: z.string(),
    }),
  }),
  metadata: z.object({
    engine: z.string(),
    api_version: z.string(),
    ayanamsha: z.string(),
    ayanamsa_used: z.number(),
    resolved_via: z.enum(['exact_match', 'fuzzy_match', 'coordinate']),
    resolved_lat: z.number(),
    resolved_lon: z.number(),
    offline: z.boolean(),
    region_variant: z.enum(['north_india', 'south_india', 'west_india', 'east_india', 'nepal', 'default']),
    region_resolved_via: z.string(),
    compute_time_ms: z.number(),
    last_updated: z.string(),
    sunrise_definition: z.string().describe('extra'),
    month_system: z.string().describe('extra'),
    conventions: ConventionsSchema,
  }),
});

export type DailyPanchang = z.infer<typeof DailyPanchangSchema>;
export type PanchangWindow = z.infer<typeof WindowSchema>;
export type FestivalObject = z.infer<typeof FestivalSchema>;
