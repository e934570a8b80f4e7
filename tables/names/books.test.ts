// The name books (tables/names/<lang>.ts): complete, NFC, inside their script, and distinct where a list must be.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_TABLE } from '../festivals/index.ts';
import { SECTION_KEYS, type Section } from './keys.ts';
import { festivalName, nameBook, nameOf, numberedNames } from './lookup.ts';
import { LANGS } from './types.ts';

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
  'solar_month_nepali',
  'samvatsara',
  'ritu',
  'ayana',
  'graha',
  'choghadiya',
  'muhurat',
  'special_yoga',
  'panchaka',
  'gowri',
  'tara',
  'muhurat_activity',
  'muhurat_feed',
];

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

test('every book has every key of every section, and nothing else', () => {
  for (const lang of LANGS) {
    const book = nameBook(lang);
    for (const [section, keys] of Object.entries(SECTION_KEYS)) {
      const table = book[section as Section] as Readonly<Record<string, string>>;
      assert.equal(Object.keys(table).sort(), [...keys].sort(), `${lang}.${section} keys`);
      for (const key of keys) assert.ok(table[key]!.length > 0, `${lang}.${section}.${key} is empty`);
    }
  }
});

test('every name is NFC, trimmed, single-spaced and written in its book script', () => {
  for (const lang of LANGS) {
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
  for (const lang of LANGS)
    for (const section of DISTINCT) {
      const names = Object.values(nameBook(lang)[section]);
      assert.is(new Set(names).size, names.length, `${lang}.${section}`);
    }
});

test('the 30 tithis, named with their paksha as almanacs print them (Purnima and Amavasya alone), are distinct', () => {
  for (const lang of LANGS) {
    const { paksha, tithiByNumber } = numberedNames(lang);
    const full = tithiByNumber.map((name, i) => (i % 15 === 14 ? name : `${paksha[i < 15 ? 0 : 1]} ${name}`));
    assert.is(new Set(full).size, 30, `${lang}: ${full.join(', ')}`);
  }
});

test('vara names are the weekday names Node ICU knows for the locale, allowing an almanac suffix', () => {
  // Joiners are formatting, not letters. An almanac may add a suffix and sandhi may change the letter before it
  // (ICU திங்கள் -> almanac திங்கட்கிழமை), so the book's name must equal the ICU name or start with it less its
  // last letter (grapheme cluster).
  const bare = (s: string) => s.replace(/[\u200c\u200d]/g, '');
  const letters = new Intl.Segmenter('und', { granularity: 'grapheme' });
  const stemOf = (s: string) => {
    const clusters = [...letters.segment(s)].map((g) => g.segment);
    return clusters.slice(0, Math.max(1, clusters.length - 1)).join('');
  };
  for (const lang of LANGS) {
    const icu = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    SECTION_KEYS.vara.forEach((key, weekday) => {
      const expected = bare(icu.format(new Date(Date.UTC(2023, 0, 1 + weekday)))); // 2023-01-01 was a Sunday
      const name = bare(nameOf(lang, 'vara', key));
      assert.ok(name === expected || name.startsWith(stemOf(expected)), `${lang} ${key}: ${name} vs ICU ${expected}`);
    });
  }
});

test('every festival has a name in every language; en and hi come from the festival rows', () => {
  const slugs = FESTIVAL_TABLE.map((f) => f.slug).sort();
  for (const lang of LANGS) {
    const own = Object.keys(nameBook(lang).festival).sort();
    if (lang === 'en' || lang === 'hi') assert.equal(own, [], `${lang} festival names live on the rows`);
    else assert.equal(own, slugs, `${lang} festival names`);
    for (const f of FESTIVAL_TABLE) assert.ok(festivalName(f.slug, f.name, lang).length > 0, `${lang} ${f.slug}`);
  }
  assert.is(festivalName('diwali', FESTIVAL_TABLE.find((f) => f.slug === 'diwali')!.name, 'ta'), 'தீபாவளி (லட்சுமி பூஜை)');
});

test('numberedNames: every section by number agrees with nameOf; tithis 1..30 with their paksha halves', () => {
  for (const lang of LANGS) {
    const numbered = numberedNames(lang);
    for (const [section, keys] of Object.entries(SECTION_KEYS))
      keys.forEach((key, i) => {
        assert.is(
          numbered[section as Section][i],
          nameOf(lang, section as Section, key as never),
          `${lang}.${section}.${key}`,
        );
      });
    assert.is(numbered.tithiByNumber.length, 30);
    assert.is(numbered.tithiByNumber[0], nameOf(lang, 'tithi', 'pratipada'));
    assert.is(numbered.tithiByNumber[14], nameOf(lang, 'tithi', 'purnima'));
    assert.is(numbered.tithiByNumber[15], nameOf(lang, 'tithi', 'pratipada'));
    assert.is(numbered.tithiByNumber[29], nameOf(lang, 'tithi', 'amavasya'));
  }
});

test('nameOf reads the book', () => {
  assert.is(nameOf('en', 'nakshatra', 'purva_phalguni'), 'Purva Phalguni');
  assert.is(nameOf('hi', 'samvatsara', 'vishvavasu'), 'विश्वावसु');
  assert.is(nameOf('en', 'solar_month_malayalam', 'chingam'), 'Chingam');
  assert.is(nameOf('ta', 'vara', 'monday'), 'திங்கட்கிழமை');
  assert.is(nameOf('ml', 'solar_month_malayalam', 'chingam'), 'ചിങ്ങം');
  assert.is(nameOf('te', 'samvatsara', 'vishvavasu'), 'విశ్వావసు');
});

test.run();
