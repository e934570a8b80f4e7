// The one lookup the engine and the API use to turn a machine key into a display name: `nameOf(lang, section, key)`.
// Books are plain objects keyed by machine key, so a lookup is two property reads (O(1)), as fast as the array
// indexing it replaced on the daily route.
import type { NameBook } from './book.ts';
import { EN } from './en.ts';
import { HI } from './hi.ts';
import type { Section, SectionKey } from './keys.ts';
import type { DisplayName, Lang } from './types.ts';

const BOOKS: Readonly<Partial<Record<Lang, NameBook>>> = Object.freeze({ en: EN, hi: HI });

/** The languages whose book is written (all ten once issue 29's books land). */
export const BOOK_LANGS: readonly Lang[] = Object.freeze(Object.keys(BOOKS) as Lang[]);

/** The name book of `lang`. */
export function nameBook(lang: Lang): NameBook {
  const book = BOOKS[lang];
  if (!book) throw new RangeError(`no name book for language ${lang}`);
  return book;
}

/** The display name of `key` in `section`, in `lang`. */
export function nameOf<S extends Section>(lang: Lang, section: S, key: SectionKey<S>): string {
  return (nameBook(lang)[section] as Readonly<Record<string, string>>)[key]!;
}

/**
 * A festival's display name: the row's own `en`/`hi` (the rules were written with them), every other language from
 * its book's `festival` section by slug.
 */
export function festivalName(slug: string, rowName: DisplayName, lang: Lang): string {
  if (lang === 'en' || lang === 'hi') return rowName[lang];
  const name = nameBook(lang).festival[slug];
  if (name === undefined) throw new RangeError(`no ${lang} name for festival ${slug}`);
  return name;
}
