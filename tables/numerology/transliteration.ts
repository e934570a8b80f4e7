// Latin letters that Unicode decomposition (NFKD) does not reduce to A-Z but that have a customary
// romanized spelling. Only faithful spellings are listed: a letter missing here is not guessed.
import { deepFreeze } from '../freeze.ts';

export const LATIN_LETTER_SPELLINGS: Readonly<Record<string, string>> = deepFreeze({
  ß: 'SS',
  ẞ: 'SS',
  æ: 'AE',
  Æ: 'AE',
  œ: 'OE',
  Œ: 'OE',
  ø: 'O',
  Ø: 'O',
  ł: 'L',
  Ł: 'L',
  đ: 'D',
  Đ: 'D',
  ð: 'D',
  Ð: 'D',
  þ: 'TH',
  Þ: 'TH',
  ı: 'I',
  ħ: 'H',
  Ħ: 'H',
  ŋ: 'NG',
  Ŋ: 'NG',
  ĸ: 'K',
  ſ: 'S',
});

/**
 * Punctuation that names carry without changing their letters (O'Brien, Mary-Jane, J. R. R.).
 * It is dropped, not read as a word break, so inserting it never changes a number.
 */
export const NAME_PUNCTUATION: readonly string[] = deepFreeze([
  "'",
  '’',
  '‘',
  'ʼ',
  'ʻ',
  '`',
  '´',
  '-',
  '‐',
  '‑',
  '–',
  '—',
  '.',
  ',',
  '·',
]);

/** Longest accepted name, in characters before normalization; longer input is rejected, not cut. */
export const MAX_NAME_LENGTH = 200;
