// POST /v1/numerology/report: core, name, cycles, Lo Shu and compatibility sections under `data.sections`.
import { z } from 'zod';
import { REPORT_SECTIONS, type ReportSection } from '../../../tables/numerology/endpoints.ts';
import { numerologyBody } from '../request.ts';
import { Compatibility } from './compatibility.ts';
import { LoShu } from './lo-shu.ts';
import {
  AnkJyotish,
  CoreSystemResult,
  DateNumbers,
  Int,
  IsoDate,
  Lang,
  Meaning,
  NameSystemResult,
  perSystem,
  PersonEcho,
  SystemName,
} from './shared.ts';

export const ReportBody = numerologyBody(
  'report',
  'full_name (alias name), date_of_birth (alias date), system or systems; optional sections (a list of ' +
    `${REPORT_SECTIONS.join(', ')}; without it every section the plan allows), person_b (the second profile, for compatibility), ` +
    'reference_date (cycles; default the current UTC date), cycle_preserve_masters, include_moolank_bhagyank, lang.',
);

export const ReportSectionName = z.enum(REPORT_SECTIONS as [ReportSection, ...ReportSection[]]);

const Sections = z.object({
  core: z
    .object({
      date_numbers: DateNumbers,
      results: perSystem(CoreSystemResult),
      ank_jyotish: AnkJyotish,
      meanings: z.array(Meaning),
    })
    .optional(),
  name: z.object({ systems: perSystem(NameSystemResult), meanings: z.array(Meaning) }).optional(),
  cycles: z
    .object({
      date: IsoDate,
      cycle_preserve_masters: z.boolean(),
      personal_year_number: Int,
      personal_month_number: Int,
      personal_day_number: Int,
      personal_year_theme: z.object({ keyword: z.string(), text: z.string() }),
    })
    .optional(),
  lo_shu: LoShu.optional(),
  compatibility: Compatibility.extend({ person_b: PersonEcho }).optional(),
});

export const ReportData = z.object({
  input: z.object({
    full_name: z.string(),
    date_of_birth: IsoDate,
    systems: z.array(SystemName),
    sections: z.array(ReportSectionName),
    lang: Lang,
  }),
  sections: Sections,
});
