// The one lookup the engine and the API use to turn a machine key into a display name: `nameOf(lang, section, key)`.
// Books are plain objects keyed by machine key, so a lookup is two property reads (O(1)), as fast as the array
// indexing it replaced on the daily route.
import type { NameBook } from './book.ts';
import { BN } from './bn.ts';
import { EN } from './en.ts';
import { GU } from './gu.ts';
import { HI } from './hi.ts';
import { KN } from './kn.ts';
import { ML } from './ml.ts';
import { MR } from './mr.ts';
import { NE } from './ne.ts';
import { OR } from './or.ts';
import { TA } from './ta.ts';
import { TE } from './te.ts';
import { SECTION_KEYS, TITHI_KEYS, type Section, type SectionKey } from './keys.ts';
import type { DisplayName, Lang } from './types.ts';

const BOOKS: Readonly<Record<Lang, NameBook>> = Object.freeze({
  en: EN,
  hi: HI,
  ta: TA,
  te: TE,
  kn: KN,
  ml: ML,
  bn: BN,
  mr: MR,
  gu: GU,
  or: OR,
  ne: NE,
});

/** The name book of `lang`. */
export function nameBook(lang: Lang): NameBook {
  return BOOKS[lang];
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

/** Every section of a book as an array in key order (index i = number i + 1; varas 0 = Sunday). */
export type NumberedNames = { readonly [S in Section]: readonly string[] } & {
  /** Tithi number 1..30 (index number - 1) -> its name without the paksha. */
  readonly tithiByNumber: readonly string[];
};

function numbered(book: NameBook): NumberedNames {
  const sections = Object.fromEntries(
    Object.entries(SECTION_KEYS).map(([section, keys]) => [
      section,
      Object.freeze(keys.map((key) => (book[section as Section] as Readonly<Record<string, string>>)[key]!)),
    ]),
  ) as { [S in Section]: readonly string[] };
  const tithi = book.tithi;
  const half = (last: string) => [...TITHI_KEYS.slice(0, 14).map((k) => tithi[k]), last];
  return Object.freeze({
    ...sections,
    tithiByNumber: Object.freeze([...half(tithi.purnima), ...half(tithi.amavasya)]),
  });
}

const NUMBERED: Readonly<Record<Lang, NumberedNames>> = Object.freeze(
  Object.fromEntries(Object.entries(BOOKS).map(([lang, book]) => [lang, numbered(book)])) as Record<
    Lang,
    NumberedNames
  >,
);

/**
 * The books as arrays by number, made once at load: the daily render names ~40 things per day, each one array read
 * (`numberedNames(lang).nakshatra[n - 1]`), as fast as the bilingual tables it replaced.
 */
export function numberedNames(lang: Lang): NumberedNames {
  return NUMBERED[lang];
}
