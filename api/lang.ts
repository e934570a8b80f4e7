// The `lang` parameter of every route that names things (issue 29), and the one warning an answer carries when part
// of it is prose that has no translation in the requested language yet.
import { z } from 'zod';
import { LANGS, PROSE_LANGS, type Lang } from '../tables/names/index.ts';
import type { DevNote } from './gateway/route-spec.ts';

/** The eleven display languages: names follow them; machine keys never change. */
export const DisplayLang = z.enum(LANGS as unknown as readonly [Lang, ...Lang[]]);

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
