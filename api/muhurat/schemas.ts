// The muhurat search's one zod schema per route (issue #30): validation, types and the OpenAPI document.
import { z } from 'zod';
import { ACTIVITY_KEYS } from '../../tables/muhurat/index.ts';
import { BirthBody } from '../horoscope/schemas.ts';
import { Timestamp } from '../timestamps.ts';
import {
  CalculationProfile,
  CityId,
  IsoDate,
  LangField,
  Latitude,
  Longitude,
  REGION_VARIANTS,
  RegionField,
  TimeZoneOverride,
} from '../panchang/request.ts';

/** A search spans at most this many days (`to - from`), like a yearly call. */
export const MAX_SEARCH_DAYS = 366;

/** Birth details exactly as the horoscope routes take them; the Moon at birth gives the star and sign. */
export const BirthDetails = BirthBody.omit({ lang: true, name: true }).describe(
  'birth details as the horoscope routes take them (date, time, city/city_id or lat+lon+tz): the Moon at birth (Lahiri) gives the birth star and sign',
);

export const Participant = z
  .object({
    birth_nakshatra: z.number().int().min(1).max(27).optional().describe('1 = Ashwini .. 27 = Revati'),
    birth_rashi: z.number().int().min(1).max(12).optional().describe('Moon sign at birth, 1 = Mesha .. 12 = Meena'),
    birth: BirthDetails.optional(),
  })
  .refine((p) => p.birth_nakshatra !== undefined || p.birth_rashi !== undefined || p.birth !== undefined, {
    message: 'a participant needs birth_nakshatra, birth_rashi or birth',
  })
  .refine((p) => p.birth === undefined || (p.birth_nakshatra === undefined && p.birth_rashi === undefined), {
    message: 'a participant gives birth details or birth_nakshatra/birth_rashi, not both',
  });

export const SearchBody = z.object({
  activity: z.enum(ACTIVITY_KEYS as [string, ...string[]]).describe('what the muhurta is for'),
  griha_pravesh_kind: z.enum(['new', 'after_renovation', 'after_travel']).optional(),
  from: IsoDate.describe('first date, YYYY-MM-DD'),
  to: IsoDate.describe('last date, YYYY-MM-DD, at most 366 days after `from`'),
  city_id: CityId.optional().describe(
    "the place: a city_id, or lat and lon (with timezone, else the nearest city's zone)",
  ),
  lat: Latitude.optional(),
  lon: Longitude.optional(),
  timezone: TimeZoneOverride.optional().describe("the zone the answer is given in (default the city's)"),
  tz: TimeZoneOverride.optional().describe("the same as timezone, as a birth's zone is named (issue 44: lat/lon/tz)"),
  participants: z
    .array(Participant)
    .max(2)
    .optional()
    .describe('birth stars/signs or birth details; marriage takes the couple (two)'),
  min_quality: z.enum(['best', 'good', 'acceptable']).default('acceptable'),
  region_variant: RegionField.optional().describe(
    `whose almanac convention (south_india: the southern one, any other the northern); default the city's region. ${RegionField.description}`,
  ),
  lang: LangField,
  calculation_profile: CalculationProfile,
  form: z
    .enum(['full', 'compact'])
    .default('full')
    .describe(
      'full: every window; compact: one entry a date, its best window and how many (`days` instead of `windows`)',
    ),
  limit: z.number().int().min(1).max(1000).optional().describe('page size: at most this many windows (compact: dates)'),
  offset: z.number().int().min(0).default(0).describe('the first window (compact: date) of the page, from 0'),
});
export type SearchInput = z.output<typeof SearchBody>;

const Stamp = Timestamp;
const Named = z.object({ number: z.number().int(), name: z.string() });
const LabelledId = z.object({
  id: z.string().describe('the machine key of the rule, caution or exclusion (listed in ruleset.rules)'),
  label: z.string().describe('what the id means, in the request language'),
});

export const SearchWindow = z.object({
  date: z.string().describe('the Hindu day (its sunrise date) the window belongs to'),
  start: Stamp,
  end: Stamp,
  start_iso: z.string(),
  end_iso: z.string(),
  quality: z.enum(['best', 'good', 'acceptable']),
  quality_label: z.string().describe('`quality` in the requested language (the enum value stays English)'),
  score: z.number().describe('0-100: 70 base, +10 per special yoga, -8 per minor dosha'),
  tithi: Named.extend({
    paksha: z.enum(['Shukla', 'Krishna']).describe('in English whatever the language, as the daily has it'),
    paksha_name: z.string().describe('`paksha` in the requested language'),
  }),
  nakshatra: Named,
  yoga: Named,
  karana: Named,
  vara: Named,
  lagna: Named,
  reasons: z.array(LabelledId).describe('the rules the window satisfies'),
  cautions: z.array(LabelledId).describe('minor doshas present'),
});

export const SearchData = z.object({
  activity: z.string(),
  city: z.string(),
  city_id: z.string().nullable(),
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  region_variant: z
    .enum(REGION_VARIANTS as [string, ...string[]])
    .describe("the region searched for, in the daily's vocabulary: the request's, else the city's"),
  convention: z.enum(['north', 'south']).describe('the almanac convention that region follows (south_india: south)'),
  participants: z
    .array(
      z.object({
        source: z.enum(['given', 'birth_details']),
        birth_nakshatra: Named.nullable(),
        birth_rashi: Named.nullable(),
        place: z.string().nullable().describe('the birth place the horoscope resolution used; null when not given'),
      }),
    )
    .describe(
      'what each participant resolved to (birth details: the Moon at birth, Lahiri) for tarabalam/chandrabalam',
    ),
  form: z.literal('compact').optional().describe('present on the compact form'),
  windows: z.array(SearchWindow).optional().describe('the windows, date order (the full form)'),
  days: z
    .array(
      z.object({
        date: z.string(),
        windows_count: z.number().int().describe('how many windows the date has'),
        best: SearchWindow.describe('its best window: the highest score, the earliest on a tie'),
      }),
    )
    .optional()
    .describe('the compact form: one entry a date with windows'),
  page: z
    .object({
      offset: z.number().int(),
      limit: z.number().int(),
      total: z.number().int().describe('windows (compact: dates) in the whole range'),
      next_offset: z.number().int().nullable().describe('the offset of the next page; null on the last'),
    })
    .optional()
    .describe('present when `limit` was given'),
  excluded_periods: z.array(
    z.object({
      reason: z.string(),
      label: z.string().describe('the reason in the request language'),
      from: z.string(),
      to: z.string(),
      start: Stamp,
      end: Stamp,
    }),
  ),
  excluded_days_count: z.record(z.string(), z.number().int()),
  ruleset: z.object({
    version: z.string(),
    rules: z.array(
      LabelledId.extend({
        source: z
          .string()
          .describe(
            'where the rule comes from (the Muhurta Chintamani verse, or the almanac practice followed), in the request language',
          ),
      }),
    ),
  }),
});
export type SearchAnswer = z.infer<typeof SearchData>;
/** A window of an answer. */
export type SearchWindowOut = z.infer<typeof SearchWindow>;
/** The full form, as the service computes it before any shaping (pages.ts): every window. */
export type FullSearchAnswer = Omit<SearchAnswer, 'windows' | 'days' | 'page' | 'form'> & {
  windows: SearchWindowOut[];
};
