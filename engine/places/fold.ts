// Text folding shared by the directory build (ascii_name, city_id) and free-text lookup, so that
// what the script wrote and what a user types meet in the same normal form.

/** Letters that Unicode decomposition leaves alone but that have a customary ASCII spelling. */
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
  ə: 'e',
  Ə: 'E',
  ħ: 'h',
  Ħ: 'H',
  '‘': "'",
  '’': "'",
  ʼ: "'",
  ʻ: "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(LETTER_SPELLINGS).join('')}]`, 'g');

/** Diacritics stripped and special letters spelled out; case kept (São Paulo -> Sao Paulo). */
export function toAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_LETTERS, (ch) => LETTER_SPELLINGS[ch] ?? ch);
}

/** True when every character is printable ASCII. */
export function isAscii(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text);
}

/**
 * Lookup key: Latin folded to ASCII, lowercase, Indic letters kept (Devanagari to Sinhala, U+0900-U+0DFF, so
 * சென்னை is a key of its own; zero-width joiners dropped, typed or not), apostrophes dropped (so "Coeur d'Alene" = "coeur dalene"),
 * every other run of punctuation or space one space ("St.-Denis" = "st denis").
 */
export function foldName(text: string): string {
  return toAscii(text)
    .toLowerCase()
    .replace(/['"`\u200c\u200d]/g, '')
    .replace(/[^a-z0-9\u0900-\u0dff]+/g, ' ')
    .trim();
}

/** URL-safe slug: the folded name with hyphens (`New Delhi` -> `new-delhi`). */
export function slugify(text: string): string {
  return foldName(text).replace(/ /g, '-');
}
