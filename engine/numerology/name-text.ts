// Name input to A-Z words. Latin script only (seed 001 rule 3): diacritics are stripped to their base
// letter and a few special letters spelled out (ß -> SS) because that is faithful; letters of another
// script are never transliterated, since a romanization is the caller's choice, not ours.
import { LATIN_LETTER_SPELLINGS, MAX_NAME_LENGTH, NAME_PUNCTUATION } from '../../tables/numerology/transliteration.ts';
import type { NormalizedName } from './types.ts';

export type NameParse =
  | { readonly ok: true; readonly name: NormalizedName }
  | { readonly ok: false; readonly code: 'invalid_name' | 'unsupported_script'; readonly message: string };

const LATIN = /\p{Script=Latin}/u;
const SCRIPTLESS = /[\p{Script=Common}\p{Script=Inherited}]/u;
const MARK = /\p{M}/u;
const SPACE = /\s/u;
const PUNCTUATION = new Set(NAME_PUNCTUATION);

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function describe(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The letters of one character, or why it cannot be part of a name. */
type CharClass =
  | { kind: 'letters'; text: string }
  | { kind: 'space' }
  | { kind: 'skip' }
  | { kind: 'foreign'; why: string }
  | { kind: 'bad' };

function classify(ch: string): CharClass {
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && isAsciiLetter(code)) return { kind: 'letters', text: ch.toUpperCase() };
  if (SPACE.test(ch)) return { kind: 'space' };
  if (LATIN.test(ch)) {
    const spelled = LATIN_LETTER_SPELLINGS[ch];
    // A Latin letter with no A-Z reading (IPA, Americanist letters) is not romanized text either.
    return spelled
      ? { kind: 'letters', text: spelled }
      : { kind: 'foreign', why: `the Latin letter ${describe(ch)} has no A-Z equivalent` };
  }
  // Diacritics left by NFKD belong to the letter before them; a mark of another script does not.
  if (MARK.test(ch) && SCRIPTLESS.test(ch)) return { kind: 'skip' };
  if (!SCRIPTLESS.test(ch))
    return { kind: 'foreign', why: `names must be written in Latin letters (romanized); found ${describe(ch)}` };
  return { kind: 'bad' };
}

export function normalizeName(raw: string): NameParse {
  if (raw.length > MAX_NAME_LENGTH) {
    return { ok: false, code: 'invalid_name', message: `name is longer than ${MAX_NAME_LENGTH} characters` };
  }
  const words: string[] = [];
  let word = '';
  let firstBad: string | null = null;
  let foreign: string | null = null;
  for (const original of raw) {
    // Punctuation is dropped before decomposition: NFKD turns some of it (´, ¨) into a space.
    if (PUNCTUATION.has(original)) continue;
    const isSpace = SPACE.test(original);
    for (const ch of isSpace ? ' ' : original.normalize('NFKD')) {
      const c = classify(ch);
      if (c.kind === 'letters') word += c.text;
      else if (c.kind === 'space' && isSpace) {
        if (word) words.push(word);
        word = '';
      } else if (c.kind === 'foreign') foreign ??= c.why;
      else if (c.kind === 'bad' || c.kind === 'space') firstBad ??= original;
    }
  }
  if (word) words.push(word);
  if (foreign !== null) return { ok: false, code: 'unsupported_script', message: foreign };
  if (firstBad !== null) {
    return {
      ok: false,
      code: 'invalid_name',
      message: `names may hold only letters, spaces, apostrophes, hyphens and periods; found ${describe(firstBad)}`,
    };
  }
  if (words.length === 0) return { ok: false, code: 'invalid_name', message: 'name has no letters' };
  return { ok: true, name: { display: raw.normalize('NFC').trim().replace(/\s+/gu, ' '), words } };
}

/** Upper-case words joined by one space: the `normalized_name` of every result. */
export function normalizedNameText(name: NormalizedName): string {
  return name.words.join(' ');
}
