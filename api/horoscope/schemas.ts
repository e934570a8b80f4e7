// Request schemas of the horoscope routes. Error texts that are registry codes pick the seed's code for that
// field (api/gateway/validation.ts); anything else falls back to horoscope's invalid_birth_data. Cross-field rules
// (which place fields, coordinates with tz, calendar dates) are checked in birth.ts, with their own codes.
import { z } from 'zod';
import { PREDICTION_SECTIONS } from '../../tables/jyotish/predictions/index.ts';
import { RASHIFAL_PERIODS } from '../../tables/jyotish/rashifal.ts';
import { ASHTAKAVARGA_TABLE_NAMES, type AshtakavargaTable } from '../../tables/jyotish/ashtakavarga.ts';
import { RASHIS } from '../../tables/names/index.ts';
import { GRAHA_KEYS } from '../../tables/names/keys.ts';
import { dateField } from '../hints.ts';
import { LANG_DESCRIPTION, LangParam } from '../lang.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
// an absent or non-string date is `code`; text that is not a real YYYY-MM-DD date is invalid_date, saying why
const isoDate = (code: 'invalid_date' | 'invalid_birth_data') => dateField('invalid_date', code);

export const STYLES = ['north', 'south', 'east'] as const;
export type ChartStyle = (typeof STYLES)[number];

/** Birth fields (seed 000 "Birth input"), given flat on every horoscope route (docs/conventions.md). */
export const BirthFields = {
  date: isoDate('invalid_birth_data'),
  time: z.string({ error: 'invalid_birth_data' }).max(8),
  city: text(200).optional(),
  place: text(200).optional(),
  city_id: text(120).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
  tz: z.string({ error: 'invalid_timezone' }).max(64, { error: 'invalid_timezone' }).optional(),
  lang: LangParam.optional().describe(LANG_DESCRIPTION),
  name: z.string().max(200).optional(),
};

export const BirthBody = z.object(BirthFields);

export const DashaBody = z.object({
  ...BirthFields,
  system: z
    .enum(['vimshottari', 'yogini', 'ashtottari', 'chara'], { error: 'invalid_parameter' })
    .optional()
    .describe("vimshottari (default), yogini, ashtottari or chara (Jaimini, K. N. Rao's method)"),
  // issue 32: chara dasha's year rule
  chara_years: z
    .enum(['kn_rao', 'exaltation'], { error: 'invalid_parameter' })
    .optional()
    .describe(
      'chara only: kn_rao (default; count to the lord, minus one) or exaltation (also +1 exalted / -1 debilitated lord)',
    ),
  levels: z.number().int().min(1).max(3).optional(),
  depth: z
    .number({ error: 'invalid_parameter' })
    .int({ error: 'invalid_parameter' })
    .min(1, { error: 'invalid_parameter' })
    .max(5, { error: 'invalid_parameter' })
    .optional()
    .describe('1-5: maha, antar, pratyantar, sookshma, prana (wins over levels); 4-5 need from and to'),
  year_length: z
    .enum(['julian', 'gregorian', 'sidereal', 'savana'], { error: 'invalid_parameter' })
    .optional()
    .describe('days in a dasha year: julian 365.25 (default), gregorian 365.2425, sidereal 365.256363, savana 360'),
  from: isoDate('invalid_date').optional(),
  to: isoDate('invalid_date').optional(),
  as_of: z
    .string({ error: 'invalid_as_of' })
    .max(40, { error: 'invalid_as_of' })
    .optional()
    .describe('the instant whose running periods `running` lists (YYYY-MM-DD = noon in the birth zone); default now'),
});

const AsOf = z.string({ error: 'invalid_as_of' }).max(40, { error: 'invalid_as_of' });

export const DoshaBody = z.object({ ...BirthFields, as_of: AsOf.optional() });
export const ForecastBody = z.object({ ...BirthFields, as_of: AsOf.optional() });

export const NatalBody = z.object({
  ...BirthFields,
  sections: z
    .array(z.enum(PREDICTION_SECTIONS as [string, ...string[]]))
    .max(20)
    .optional(),
});

const Person = z.object(BirthFields);
export const MatchingBody = z.object({
  boy: Person,
  girl: Person,
  include_dosha_summary: z.boolean().optional(),
  lang: LangParam.optional().describe(LANG_DESCRIPTION),
});

export const VargaParams = z.object({ varga: z.string().max(16) });

/** A varga's rule (issue 32): `parashara` (default) or a variant the varga offers (tables/jyotish/vargas.ts). */
const VargaMethod = z
  .string({ error: 'invalid_parameter' })
  .max(24, { error: 'invalid_parameter' })
  .describe('parashara (default); D2 kashinatha|parivritti; D3 jagannatha|somanatha|parivritti');
export const DivisionalBody = z.object({ ...BirthFields, method: VargaMethod.optional() });
/** POST /v1/divisional: the varga in the body (the MCP tool's form of /v1/divisional/{varga}). */
export const DivisionalAnyBody = DivisionalBody.extend({
  varga: z.string({ error: 'unsupported_varga' }).max(16, { error: 'unsupported_varga' }),
});

const RASHI_KEYS = RASHIS.map((r) => r.key) as [string, ...string[]];
export const RashifalParams = z.object({
  sign: z.enum(RASHI_KEYS, { error: 'invalid_sign' }),
  period: z.enum(RASHIFAL_PERIODS as [string, ...string[]], { error: 'invalid_period' }),
});
export const RashifalQuery = z.object({
  date: isoDate('invalid_date').optional(),
  lang: LangParam.optional().describe(LANG_DESCRIPTION),
});

const ChartOptions = {
  style: z.enum(STYLES, { error: 'invalid_parameter' }).optional(),
  varga: z.string({ error: 'unsupported_varga' }).max(16, { error: 'unsupported_varga' }).optional(),
  method: VargaMethod.optional(),
};

/** Query-string numbers: decimal text only (so "" or "1e999" is not silently a number). */
const queryNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** GET /v1/kundli/chart.svg: the birth fields as query strings. */
export const ChartQuery = z.object({
  ...BirthFields,
  lat: queryNumber(-90, 90).optional(),
  lon: queryNumber(-180, 180).optional(),
  ...ChartOptions,
});
export const ChartBody = z.object({ ...BirthFields, ...ChartOptions });

// issue 32: ashtakavarga
/** The ashtakavarga body: a birth, and optionally which benefic-place tables to use. */
export const AshtakavargaBody = BirthBody.extend({
  tables: z
    .enum(ASHTAKAVARGA_TABLE_NAMES as [AshtakavargaTable, ...AshtakavargaTable[]])
    .optional()
    .describe(
      'benefic-place tables: parashara (BPHS, default) or narasimha_rao (PVR, Vedic Astrology: An Integrated Approach)',
    ),
});

// issue 32: transits; issue #41: the birth flat, as on every horoscope route, or nested as `birth` (the older form)
const FLAT_BIRTH_KEYS = ['time', 'city', 'place', 'city_id', 'lat', 'lon', 'tz', 'name'] as const;
const birthDate = isoDate('invalid_birth_data');

export const TransitsBody = z
  .object({
    date: z
      .string({ error: 'invalid_birth_data' })
      .max(40, { error: 'invalid_birth_data' })
      .optional()
      .describe(
        'flat form: the birth date (YYYY-MM-DD), as on every horoscope route; with `birth`: the snapshot instant, as `as_of`',
      ),
    ...Object.fromEntries(FLAT_BIRTH_KEYS.map((k) => [k, BirthFields[k].optional()])),
    time: BirthFields.time.optional().describe('flat form: the birth time (HH:mm or HH:mm:ss); required there'),
    birth: z
      .object(BirthFields)
      .optional()
      .describe(
        'the nested form (older): the birth as the other horoscope routes take it; `date` is then the snapshot',
      ),
    lang: LangParam.optional().describe(LANG_DESCRIPTION),
    as_of: AsOf.optional().describe(
      'the instant of the snapshot (YYYY-MM-DD = noon in the birth zone); default now. Also `date` in the nested form',
    ),
    from: isoDate('invalid_date').optional().describe('first day of the ingress range (birth zone), with `to`'),
    to: isoDate('invalid_date').optional().describe('last day of the range, inclusive; at most 366 days in all'),
    graha: z
      .array(z.enum(GRAHA_KEYS, { error: 'invalid_parameter' }), { error: 'invalid_parameter' })
      .min(1, { error: 'invalid_parameter' })
      .max(9, { error: 'invalid_parameter' })
      .optional()
      .describe('graha keys to report (default all nine)'),
  })
  .superRefine((b, ctx) => {
    const flat = FLAT_BIRTH_KEYS.filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    if (b.birth !== undefined) {
      if (flat.length)
        ctx.addIssue({
          code: 'custom',
          path: [flat[0]!],
          message: 'gives the birth twice: give it flat (date, time, city...) or nested as `birth`, not both',
          params: { error: 'invalid_birth_data' },
        });
      if (b.date !== undefined && b.as_of !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['as_of'],
          message: 'gives the snapshot twice: with `birth`, `date` and `as_of` both name it; give one',
          params: { error: 'invalid_parameter' },
        });
      return;
    }
    const date = birthDate.safeParse(b.date);
    if (!date.success) for (const issue of date.error.issues) ctx.addIssue({ ...issue, path: ['date'] });
    if (b.time === undefined)
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'is required', params: { error: 'invalid_birth_data' } });
  });
