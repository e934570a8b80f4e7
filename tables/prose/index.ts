// `tr(leaf, lang)`: a phrase table's text in the reader's language. English and Hindi stand in the tables
// themselves; every other prose language comes from its book (books/), looked up once at load by the leaf's
// catalogue key and kept beside the leaf object, so a lookup at run time is one WeakMap read.
import type { Lang } from '../names/types.ts';
import { PROSE_BOOKS } from './books/index.ts';
import { CATALOGUE, partKey } from './catalogue.ts';

export { CATALOGUE, catalogueEntries } from './catalogue.ts';
export { PROSE_BOOKS } from './books/index.ts';

const TEXTS = new WeakMap<object, Readonly<Partial<Record<Lang, unknown>>>>();

for (const { key, leaf, parts } of CATALOGUE) {
  const texts: Partial<Record<Lang, unknown>> = {};
  for (const [lang, book] of Object.entries(PROSE_BOOKS) as [Lang, Readonly<Record<string, string>>][]) {
    const read = (part: string): string => {
      const text = book[partKey(key, part)];
      if (text === undefined) throw new Error(`prose book ${lang} has no text for ${partKey(key, part)}`);
      return text;
    };
    texts[lang] =
      parts.length === 1 && parts[0]![0] === ''
        ? read('')
        : Object.freeze(Object.fromEntries(parts.map(([part]) => [part, read(part)])));
  }
  TEXTS.set(leaf, Object.freeze(texts));
}

/**
 * The text of a phrase-table leaf (`{ en, hi }` of strings, or of objects of strings) in `lang`. A language without
 * a book reads English: the API says so with `prose_in_english` and never asks for it otherwise.
 */
export function tr<T>(leaf: { readonly en: T; readonly hi: T }, lang: Lang): T {
  if (lang === 'en' || lang === 'hi') return leaf[lang];
  const texts = TEXTS.get(leaf);
  if (texts === undefined) throw new Error(`a phrase leaf outside the catalogue was asked for in ${lang}`);
  return (texts[lang] as T | undefined) ?? leaf.en;
}
