// The name books (tables/names/<lang>.ts): complete, NFC, inside their script, and distinct where a list must be.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SECTION_KEYS, type Section } from './keys.ts';
import { BOOK_LANGS, nameBook, nameOf } from './lookup.ts';

/** Sections whose names must all differ within one language (issue 29, "Done means"). */
const DISTINCT: readonly Section[] = [
  'vara',
  'tithi',
  'nakshatra',
  'yoga',
  'karana',
  'rashi',
  'lunar_month',
  'solar_month_bengali',
  'solar_month_tamil',
  'solar_month_malayalam',
  'solar_month_odia',
  'samvatsara',
  'ritu',
  'ayana',
  'graha',
  'choghadiya',
  'muhurat',
];

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

test('every book has every key of every section, and nothing else', () => {
  for (const lang of BOOK_LANGS) {
    const book = nameBook(lang);
    for (const [section, keys] of Object.entries(SECTION_KEYS)) {
      const table = book[section as Section] as Readonly<Record<string, string>>;
      assert.equal(Object.keys(table).sort(), [...keys].sort(), `${lang}.${section} keys`);
      for (const key of keys) assert.ok(table[key]!.length > 0, `${lang}.${section}.${key} is empty`);
    }
  }
});

test('every name is NFC, trimmed, single-spaced and written in its book script', () => {
  for (const lang of BOOK_LANGS) {
    const { script, punctuation } = nameBook(lang).scriptRule;
    const allowed = new RegExp(`^[\\p{Script=${script}}0-9${escapeClass(punctuation)}]+$`, 'u');
    const book = nameBook(lang);
    const all = [
      ...Object.keys(SECTION_KEYS).flatMap((s) => Object.entries(book[s as Section]).map(([k, v]) => [`${s}.${k}`, v])),
      ...Object.entries(book.festival).map(([k, v]) => [`festival.${k}`, v]),
    ];
    for (const [where, name] of all) {
      assert.is(name, name!.normalize('NFC'), `${lang}.${where} NFC`);
      assert.is(name, name!.trim().replace(/ {2,}/g, ' '), `${lang}.${where} spacing`);
      assert.ok(allowed.test(name!), `${lang}.${where} = ${name} leaves ${script}`);
    }
  }
});

test('the names of each counted list are distinct within a language', () => {
  for (const lang of BOOK_LANGS)
    for (const section of DISTINCT) {
      const names = Object.values(nameBook(lang)[section]);
      assert.is(new Set(names).size, names.length, `${lang}.${section}`);
    }
});

test('vara names are the weekday names Node ICU knows for the locale, allowing an almanac suffix', () => {
  // Joiners are formatting, not letters; Tamil almanacs write ஞாயிற்றுக்கிழமை where ICU has ஞாயிறு (sandhi changes
  // the last letter before the suffix), so the book's name must start with the ICU name less its last letter.
  const bare = (s: string) => s.replace(/[\u200c\u200d]/g, '');
  for (const lang of BOOK_LANGS) {
    const icu = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    SECTION_KEYS.vara.forEach((key, weekday) => {
      const expected = bare(icu.format(new Date(Date.UTC(2023, 0, 1 + weekday)))); // 2023-01-01 was a Sunday
      const name = bare(nameOf(lang, 'vara', key));
      const stem = [...expected].slice(0, Math.max(2, [...expected].length - 1)).join('');
      assert.ok(name === expected || name.startsWith(stem), `${lang} ${key}: ${name} vs ICU ${expected}`);
    });
  }
});

test('nameOf reads the book', () => {
  assert.is(nameOf('en', 'nakshatra', 'purva_phalguni'), 'Purva Phalguni');
  assert.is(nameOf('hi', 'samvatsara', 'vishvavasu'), 'विश्वावसु');
  assert.is(nameOf('en', 'solar_month_malayalam', 'chingam'), 'Chingam');
});

test.run();
