// The `lang` parameter of every route that names things (issue 29), and the one warning an answer carries when part
// of it is prose that has no translation in the requested language yet.
import { z } from 'zod';
import { LANGS, PROSE_LANGS, type Lang } from '../tables/names/index.ts';
import type { DevNote } from './gateway/route-spec.ts';

/** The display languages (tables/names LANGS): names follow them; machine keys never change. */
export const DisplayLang = z.enum(LANGS as unknown as readonly [Lang, ...Lang[]]);

/**
 * `lang` on every route that takes one (issue #41, docs/conventions.md): exactly one of LANGS (`hi`, not `HI` or
 * `hi-IN`, as the daily and numerology always read it); anything else is the product's 400 naming every supported
 * language. The list is LANGS itself, so a language added there is accepted (and published) everywhere at once.
 */
export const LangParam = DisplayLang;

/** The description every `lang` field and parameter carries. */
export const LANG_DESCRIPTION = `display language of names (default en): ${LANGS.join(', ')}; an unknown language is a 400`;

/** `?lang=` read loosely (an unknown value falls back to English, as a query string always has). */
export function langOfQuery(value: unknown): Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value) ? (value as Lang) : 'en';
}

/** The `meta.warnings` code of an answer whose prose is in English because `lang` has no translation of it. */
export const PROSE_IN_ENGLISH = 'prose_in_english';

/**
 * `{ warnings: [...] }` for `meta` when `lang` has names but no prose (every language but en and hi), naming what
 * stays English; `{}` otherwise. Names are never mixed: they are all in `lang`, the prose all in English.
 */
export function proseWarning(lang: Lang, prose: string): { warnings?: DevNote[] } {
  if ((PROSE_LANGS as readonly string[]).includes(lang)) return {};
  return {
    warnings: [
      {
        code: PROSE_IN_ENGLISH,
        message: `names are in ${lang}; ${prose} have no ${lang} translation yet and are in English`,
      },
    ],
  };
}

export const WarningsMeta = z
  .array(z.object({ code: z.string(), message: z.string() }))
  .optional()
  .describe(`caveats about the answer; ${PROSE_IN_ENGLISH}: prose in English because lang has no translation of it`);
