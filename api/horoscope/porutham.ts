// POST /v1/matching/porutham (and /v1/horoscope/matching/porutham), issue 38: South Indian marriage matching by the
// ten poruthams, for two births or for the stars a family knows. Same plans and cost as /v1/matching (topaz and up,
// 1 unit). The rules are tables/jyotish/porutham*.ts; the engine is engine/jyotish/matching/porutham.ts.
import { z } from 'zod';
import { JyotishError } from '../../engine/jyotish/errors.ts';
import {
  porutham,
  starOf,
  starOfChart,
  type PoruthamPerson,
  type PoruthamResult,
} from '../../engine/jyotish/matching/porutham.ts';
import { PORUTHAM_KEYS, PORUTHAM_SYSTEMS, type PoruthamSystem } from '../../tables/jyotish/porutham.ts';
import { ApiError } from '../gateway/errors.ts';
import { LANG_DESCRIPTION, LangParam } from '../lang.ts';
import { defineRoute, horoscopePaths, type AnyRoute } from '../gateway/route-spec.ts';
import { BIRTH_ERRORS, answer } from './answer.ts';
import { birthBlock, type BirthInput, type ResolvedBirth } from './birth.ts';
import { engineCall, readLang, type HoroscopeContext } from './context.ts';
import { Birth, PlaceWarningsTopLevel } from './responses.ts';
import { BirthFields } from './schemas.ts';
import { natalChart } from './service.ts';

const starField = (min: number, max: number, what: string) =>
  z
    .number({ error: 'invalid_parameter' })
    .int({ error: 'invalid_parameter' })
    .min(min, { error: 'invalid_parameter' })
    .max(max, { error: 'invalid_parameter' })
    .optional()
    .describe(what);

/** A birth as the other horoscope routes take it, or a star as families know it: never both. */
const Person = z
  .object({
    ...BirthFields,
    date: BirthFields.date.optional(),
    time: BirthFields.time.optional(),
    nakshatra: starField(1, 27, 'star 1-27 (Ashwini = 1), instead of a birth; with `rashi` or `pada`'),
    rashi: starField(1, 12, 'rashi 1-12 (Mesha = 1) of the star; must be one the star touches'),
    pada: starField(1, 4, 'pada 1-4 of the star (gives the rashi)'),
  })
  .describe('either a birth (date, time and a place) or {nakshatra, rashi} / {nakshatra, pada}');

export const PoruthamBody = z.object({
  boy: Person,
  girl: Person,
  system: z
    .enum(PORUTHAM_SYSTEMS as unknown as [PoruthamSystem, ...PoruthamSystem[]], { error: 'invalid_parameter' })
    .optional()
    .describe('tamil (default) or kerala (adds papasamyam from births; its own stree deergha count and chevvai rule)'),
  lang: LangParam.optional().describe(LANG_DESCRIPTION),
});
type Body = z.output<typeof PoruthamBody>;
type PersonInput = z.output<typeof Person>;

const Named = z.object({ key: z.string(), name: z.string() });
const Grade = z.enum(['uttamam', 'madhyamam', 'adhamam']);
const PersonSummary = z.object({
  nakshatra: z.object({
    number: z.number().int(),
    key: z.string(),
    name: z.string(),
    pada: z.number().int().nullable(),
  }),
  rashi: z.object({ number: z.number().int(), key: z.string(), name: z.string() }),
  rajju: Named.describe("the star's rajju (body part)"),
  from: z.enum(['birth', 'star']),
});
const ChevvaiStatus = z.object({
  status: z.enum(['absent', 'present', 'cancelled']),
  mars_rashi: z.number().int(),
  from: z.array(
    z.object({
      reference: z.enum(['lagna', 'chandra', 'shukra']),
      house: z.number().int(),
      raises: z.boolean(),
      excused: z.boolean(),
    }),
  ),
  lagna_exempt: z.boolean(),
});
const Papam = z.object({
  total: z.number(),
  points: z.array(
    z.object({ graha: z.string(), lagna: z.number(), chandra: z.number(), shukra: z.number(), total: z.number() }),
  ),
});

export const PoruthamData = z.object({
  system: z.enum(['tamil', 'kerala']),
  boy: PersonSummary,
  girl: PersonSummary,
  poruthams: z
    .array(
      z.object({
        key: z.enum(PORUTHAM_KEYS as unknown as [string, ...string[]]),
        name: z.string(),
        matched: z.boolean(),
        grade: Grade.nullable().describe('where the tradition grades this porutham'),
        grade_label: z.string().nullable(),
        essential: z.boolean().describe('a deal-breaker in this system (rajju, vedha)'),
        count: z.number().int().nullable().describe('inclusive count from her star (rasi: her rashi) to his'),
        girl: Named.nullable(),
        boy: Named.nullable(),
        exception: z.enum(['same_star', 'same_rashi']).nullable(),
        note: z.string(),
      }),
    )
    .length(10)
    .describe("the ten poruthams in the almanacs' order"),
  matched_count: z.number().int().min(0).max(10),
  essential_failed: z.array(z.string()),
  exceptions: z.array(
    z.object({ key: z.string(), name: z.string(), poruthams: z.array(z.string()), source: z.string() }),
  ),
  verdict: z.enum(['uttamam', 'madhyamam', 'adhamam', 'essential_failed', 'papasamyam_failed']),
  verdict_text: z.string(),
  rajju: z.object({ girl: Named, boy: Named, same: z.boolean() }),
  chevvai: z.object({
    boy: ChevvaiStatus.nullable(),
    girl: ChevvaiStatus.nullable(),
    outcome: z.enum(['none', 'both', 'boy_only', 'girl_only', 'needs_birth']),
    balanced: z.boolean().nullable(),
    note: z.string(),
    source: z.string(),
  }),
  papasamyam: z
    .object({
      available: z.boolean(),
      boy: Papam.nullable(),
      girl: Papam.nullable(),
      matched: z.boolean().nullable(),
      houses: z.array(z.number().int()),
      weights: z.object({ lagna: z.number(), chandra: z.number(), shukra: z.number() }),
      note: z.string(),
      source: z.string(),
    })
    .nullable()
    .describe('kerala only; `available: false` with a note when either side is given by star'),
  sources: z.object({ verdict: z.string() }),
  birth: z.object({ boy: Birth.nullable(), girl: Birth.nullable() }),
});

/** A star given by the caller, refused with the reason when the rashi or pada does not fit the star. */
function givenStar(who: 'boy' | 'girl', p: PersonInput) {
  if (p.date !== undefined || p.time !== undefined)
    throw new ApiError('invalid_parameter', {
      message: `${who}: give either a birth (date, time, place) or a star (nakshatra with rashi or pada), not both`,
    });
  try {
    return starOf({ nakshatra: p.nakshatra!, rashi: p.rashi, pada: p.pada });
  } catch (err) {
    if (err instanceof JyotishError) throw new ApiError('invalid_parameter', { message: `${who}: ${err.message}` });
    throw err;
  }
}

function side(who: 'boy' | 'girl', p: PersonInput, hc: HoroscopeContext): [PoruthamPerson, ResolvedBirth | null] {
  if (p.nakshatra !== undefined) return [{ star: givenStar(who, p), chart: null }, null];
  if (p.rashi !== undefined || p.pada !== undefined)
    throw new ApiError('invalid_parameter', { message: `${who}: rashi and pada go with nakshatra` });
  if (p.date === undefined || p.time === undefined)
    throw new ApiError('invalid_birth_data', {
      message: `${who}: give a birth (date, time and city_id, place or lat/lon) or a nakshatra`,
    });
  const notes: typeof hc.notes = [];
  const chart = natalChart(p as BirthInput, { ...hc, notes }, 'en');
  hc.notes.push(...notes.map((x) => ({ code: `${who}.${x.code}`, message: x.message })));
  return [{ star: starOfChart(chart.positions), chart: chart.positions }, chart.birth];
}

export function poruthamData(body: Body, hc: HoroscopeContext): z.input<typeof PoruthamData> {
  readLang(body.lang, hc);
  const [boy, boyBirth] = side('boy', body.boy, hc);
  const [girl, girlBirth] = side('girl', body.girl, hc);
  const result: PoruthamResult = engineCall(() =>
    porutham(boy, girl, { system: body.system ?? 'tamil', lang: hc.lang ?? 'en' }),
  );
  return {
    ...result,
    birth: {
      boy: boyBirth && birthBlock(boyBirth, hc.lang ?? 'en'),
      girl: girlBirth && birthBlock(girlBirth, hc.lang ?? 'en'),
    },
  };
}

export function poruthamRoutes(): AnyRoute[] {
  return [
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('matching/porutham'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { body: PoruthamBody },
      fieldErrors: { tz: 'invalid_timezone', system: 'invalid_parameter' },
      response: PoruthamData,
      responseTopLevel: PlaceWarningsTopLevel,
      summary: 'Porutham (South Indian) matching: the ten poruthams, rajju, chevvai dosha and Kerala papasamyam',
      description:
        "`boy` and `girl`: each a birth (as /v1/kundli) or a star as families know it, `{nakshatra: 1-27, rashi: 1-12}` or `{nakshatra, pada: 1-4}` (a rashi the star does not touch is refused). Counting is inclusive from the girl's star to the boy's. `system`: `tamil` (default) or `kerala` (papasamyam from two births: Mars, Saturn, the Sun, Rahu and Ketu in houses 1, 2, 4, 7, 8, 12 from the lagna (1 point), the Moon (1/2) and Venus (1/4); the groom's total should not be below the bride's). Rajju and vedha are essential. Every rule, its source and the named alternatives where sources disagree: tables/jyotish/README.md. Names and notes in `lang` (all ten languages and Nepali).",
      errors: [...BIRTH_ERRORS, 'invalid_parameter'],
      handler: ({ body }, ctx) =>
        answer(ctx, (hc) => poruthamData(body, hc), { porutham_system: body.system ?? 'tamil' }, { localized: true }),
    }),
  ];
}
