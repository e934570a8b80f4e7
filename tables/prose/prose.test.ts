// What can be checked of a prose book without a native reader (issue 37): every key, every text NFC and in the
// language's own script with no Latin word, the same {placeholders} as the English, Marathi's own verb forms, no
// text copied from another language, and no sentence opening most readings.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANG_SCRIPT } from '../names/scripts.ts';
import { LANGS, type Lang } from '../names/types.ts';
import { PROSE_BOOKS } from './books/index.ts';
import { catalogueEntries, keysModule } from './catalogue.ts';
import { PROSE_KEYS } from './keys.ts';
import { readFileSync } from 'node:fs';

const SCRIPT = LANG_SCRIPT;

const entries = catalogueEntries();
const placeholders = (text: string): string =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const books = Object.entries(PROSE_BOOKS) as [Lang, Readonly<Record<string, string>>][];

test('keys.ts is the catalogue as the phrase tables stand (run scripts/prose-catalogue.ts after editing them)', () => {
  assert.is(readFileSync(new URL('./keys.ts', import.meta.url), 'utf8'), keysModule());
  assert.is(PROSE_KEYS.length, entries.length);
});

test('every book gives every key a text in its own script, NFC, with no Latin word and the English placeholders', () => {
  for (const [lang, book] of books) {
    const script = SCRIPT[lang];
    assert.ok(script, `no script named for ${lang}`);
    const own = new RegExp(`\\p{Script=${script}}`, 'u');
    for (const { key, en } of entries) {
      const text = book[key];
      assert.type(text, 'string', `${lang} ${key}`);
      assert.is(text, text!.normalize('NFC'), `${lang} ${key}: not NFC`);
      // placeholders, and a varga's code (D1, D9), which every language's almanacs print as it is
      const bare = text!.replace(/\{\w+\}/g, '').replace(/\bD\d{1,2}\b/g, '');
      assert.not.match(bare, /[A-Za-z]/, `${lang} ${key}: Latin letters in "${text}"`);
      if (/\p{L}/u.test(bare)) assert.match(bare, own, `${lang} ${key}: not in ${script}: "${text}"`);
      assert.is(placeholders(text!), placeholders(en), `${lang} ${key}: placeholders differ from "${en}"`);
    }
    assert.is(Object.keys(book).length, entries.length, `${lang}: keys beyond the catalogue`);
  }
});

test('no book copies another language: a text with words differs from the Hindi and from every other book', () => {
  const texts: [string, (key: string) => string][] = [
    ['hi', (key) => entries.find((e) => e.key === key)!.hi],
    ...books.map(([lang, book]): [string, (key: string) => string] => [lang, (key) => book[key]!]),
  ];
  for (const { key } of entries)
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++) {
        const [a, textA] = texts[i]!;
        const [b, textB] = texts[j]!;
        const x = textA(key);
        // a short shared term (a Sanskrit word both languages spell alike) is not a copy; a sentence is
        if (
          x
            .replace(/\{\w+\}/g, '')
            .trim()
            .split(/\s+/).length >= 4
        )
          assert.is.not(x, textB(key), `${key}: ${a} and ${b} read the same`);
      }
});

test('Marathi reads as Marathi: its verbs are आहे/आहेत/नाही, never Hindi है/हैं/नहीं', () => {
  const mr = PROSE_BOOKS.mr;
  if (!mr) return;
  const all = Object.values(mr).join('\n');
  assert.not.match(all, /(^|\s)(है|हैं|नहीं)([\s।,.]|$)/mu);
  assert.match(all, /आहे/u);
});

test('no sentence opens most readings: the commonest first three words open under a quarter of the texts', () => {
  for (const [lang, book] of [...books, ['en', Object.fromEntries(entries.map((e) => [e.key, e.en]))] as const]) {
    const openings = new Map<string, number>();
    const sentences = Object.values(book).filter((t) => t.split(/\s+/).length >= 6);
    for (const t of sentences) {
      const opening = t.split(/\s+/).slice(0, 3).join(' ');
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    const top = Math.max(0, ...openings.values());
    assert.ok(top < sentences.length / 4, `${lang}: one opening starts ${top} of ${sentences.length} sentences`);
  }
});

test('every language with a book is a display language, and every display language has its prose', () => {
  for (const [lang] of books) assert.ok((LANGS as readonly string[]).includes(lang), lang);
  assert.equal(
    LANGS.filter((lang) => lang !== 'en' && lang !== 'hi' && !PROSE_BOOKS[lang]),
    [],
    'a display language without a prose book reads English',
  );
});

test.run();
