// The script each display language is written in (Unicode Script property names), and a pattern for a letter of
// it: what the tests of every name book, phrase book and report label check a text against.
import type { Lang } from './types.ts';

export const LANG_SCRIPT: Readonly<Record<Lang, string>> = Object.freeze({
  en: 'Latin',
  hi: 'Devanagari',
  mr: 'Devanagari',
  ne: 'Devanagari',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
  bn: 'Bengali',
  gu: 'Gujarati',
  or: 'Oriya',
});

/** A letter of `lang`'s script. */
export const scriptLetter = (lang: Lang): RegExp => new RegExp(`\\p{Script=${LANG_SCRIPT[lang]}}`, 'u');
