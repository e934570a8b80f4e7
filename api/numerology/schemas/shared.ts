// Response pieces several numerology routes share (core and report, name and report, compatibility
// and report). Enumerations come from the numerology tables, so a table change reaches the document.
import { z } from 'zod';
import { NUMEROLOGY_SYSTEMS, type NumerologySystem } from '../../../tables/numerology/letters.ts';
import { DisplayLang } from '../../lang.ts';

const asTuple = <T extends string>(values: readonly T[]) => values as [T, ...T[]];

export const SystemName = z.enum(asTuple<NumerologySystem>(NUMEROLOGY_SYSTEMS));
/** The echoed request language: any display language (the prose is in en or hi, else English). */
export const Lang = DisplayLang;
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD');
export const Int = z.number().int();
export const Digit = Int.min(0).max(9);

/** A result per requested letter system, in the canonical order; systems not asked for are absent. */
export const perSystem = <T extends z.ZodType>(schema: T) => z.partialRecord(SystemName, schema);

export const Planet = z.object({
  id: z.string().describe('graha key, e.g. surya'),
  english_name: z.string(),
  sanskrit_name: z.string(),
  hindi_name: z.string(),
  western_name: z.string().describe("Cheiro's Western ruler: Uranus for 4, Neptune for 7"),
  name: z
    .string()
    .optional()
    .describe("report only: the planet in the request language (English's own name in en, the name book's graha else)"),
});

export const DateNumbers = z.object({
  birthday_number: Int.describe('day of birth reduced keeping 11, 22, 33'),
  birth_number: Int.min(1).max(31).describe('day of birth'),
  moolank: Int.min(1).max(9),
  life_path_number: Int.describe('full digit sum of YYYY-MM-DD, reduced keeping masters'),
  bhagyank: Int.min(1).max(9),
  attitude_number: Int,
});

export const AnkJyotish = z.object({
  system: z.literal('ank_jyotish'),
  moolank: z.object({ number: Int, planet: Planet }),
  bhagyank: z.object({ number: Int, planet: Planet }),
});

export const NameNumbers = z.object({
  system: SystemName,
  normalized_name: z.string().describe('upper-case A-Z words separated by single spaces'),
  name_number: Int.min(1).max(9).describe('letter total reduced to 1-9 (Namank)'),
  expression_number: Int,
  soul_urge_number: Int,
  personality_number: Int,
});

export const CoreSystemResult = NameNumbers.extend({ maturity_number: Int });

export const NameSystemResult = NameNumbers.extend({
  compound_number: Int.describe('letter total before reduction'),
  planet: Planet.describe('ruler of name_number'),
  words: z.array(z.object({ word: z.string(), compound_number: Int, number: Int })),
});

export const Details = z
  .record(z.string(), z.unknown())
  .describe('calculation trace: method notes, date digits and reduction chains, letters per word with values');

/** Meanings of numbers in the report, from the phrase banks; a 0 (no vowels, say) has no text. */
export const Meaning = z.object({
  number_of: z.string(),
  system: SystemName.nullable(),
  number: Int,
  keyword: z.string().nullable(),
  text: z.string().nullable(),
});

export const PersonEcho = z.object({ full_name: z.string(), date_of_birth: IsoDate });
