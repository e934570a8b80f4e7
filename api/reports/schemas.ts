// Request schemas of the two report routes (issue 42): the birth as every horoscope route takes it, plus how the
// report is printed. One zod schema per route drives validation, the TypeScript types and the OpenAPI document.
import { z } from 'zod';
import { PORUTHAM_SYSTEMS, type PoruthamSystem } from '../../tables/jyotish/porutham.ts';
import { LANGS, type Lang } from '../../tables/names/index.ts';
import { BirthFields, STYLES } from '../horoscope/schemas.ts';

export const REPORT_FORMATS = ['html', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The sections of a kundli report, in print order; `sections` picks some of them (default all). */
export const KUNDLI_SECTIONS = [
  'birth',
  'panchang',
  'charts',
  'planets',
  'shodashvarga',
  'vimshottari',
  'yogini',
  'ashtakavarga',
  'doshas',
  'predictions',
] as const;
export type KundliSection = (typeof KUNDLI_SECTIONS)[number];

const param = { error: 'invalid_parameter' } as const;

/** The report's language: strict (an unknown one is a 400; a report is printed once, never read in a fallback). */
const ReportLang = z
  .enum(LANGS as unknown as readonly [Lang, ...Lang[]], param)
  .optional()
  .describe(`language of every name, label and reading: ${LANGS.join(', ')} (default en)`);

const Format = z.enum(REPORT_FORMATS, param).optional().describe('pdf (default) or html: one self-contained page');

/** A reseller's name on the cover and a line at the foot of every page; plain text, escaped. */
const Branding = z
  .object({
    title: z.string().trim().min(1).max(80).optional().describe('printed above the report title'),
    footer: z.string().trim().min(1).max(200).optional().describe('printed at the foot of the report'),
    accent_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, param)
      .optional()
      .describe('#rrggbb for headings and rules'),
  })
  .strict()
  .optional();

const AsOf = z
  .string({ error: 'invalid_as_of' })
  .max(40, { error: 'invalid_as_of' })
  .optional()
  .describe(
    'the instant whose running dasha and Sade Sati are marked (YYYY-MM-DD = noon in the birth zone); default now',
  );

export const KundliReportBody = z.object({
  ...BirthFields,
  lang: ReportLang,
  name: z.string().trim().max(120).optional().describe('whose kundli: printed on the cover and in the charts'),
  format: Format,
  chart_style: z.enum(STYLES, param).optional().describe('north (default), south or east'),
  sections: z
    .array(z.enum(KUNDLI_SECTIONS, param), param)
    .min(1, param)
    .max(KUNDLI_SECTIONS.length * 2, param)
    .optional()
    .describe(
      `which sections to print, in print order whatever the order given (default all): ${KUNDLI_SECTIONS.join(', ')}`,
    ),
  branding: Branding,
  as_of: AsOf,
});
export type KundliReportInput = z.output<typeof KundliReportBody>;

// a partner's birth: the report's one `lang` is at the top
const { lang: _lang, ...PersonFields } = BirthFields;
const Person = z.object({
  ...PersonFields,
  name: z.string().trim().max(120).optional(),
});

export const MatchingReportBody = z.object({
  boy: Person,
  girl: Person,
  lang: ReportLang,
  format: Format,
  chart_style: z.enum(STYLES, param).optional().describe('north (default), south or east'),
  porutham_system: z
    .enum(PORUTHAM_SYSTEMS as unknown as [PoruthamSystem, ...PoruthamSystem[]], param)
    .optional()
    .describe('the ten poruthams by the tamil (default) or kerala rules, as /v1/matching/porutham'),
  branding: Branding,
  as_of: AsOf,
});
export type MatchingReportInput = z.output<typeof MatchingReportBody>;

/** The answer of both routes: the page as text/html, or the PDF's bytes. */
export const ReportBody = z.union([z.string(), z.instanceof(Buffer)]).describe('text/html or application/pdf');
