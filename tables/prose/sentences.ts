// How a language ends a sentence, for the few places that put two whole sentences side by side (a feed event's
// duration note and note). Hindi, Bengali, Odia and Nepali end with the danda; Marathi, Gujarati and the Dravidian
// languages print the full stop, as their newspapers do.
import type { Lang } from '../names/types.ts';

export const SENTENCE_STOP: Readonly<Record<Lang, string>> = {
  en: '.',
  hi: '।',
  bn: '।',
  or: '।',
  ne: '।',
  mr: '.',
  gu: '.',
  ta: '.',
  te: '.',
  kn: '.',
  ml: '.',
};

/** Whole sentences joined with the language's stop; each keeps one stop, its own or the language's. */
export function joinSentences(sentences: readonly string[], lang: Lang): string {
  const stop = SENTENCE_STOP[lang];
  return sentences
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (/[.।!?॥]$/.test(s) ? s : `${s}${stop}`))
    .join(' ');
}
