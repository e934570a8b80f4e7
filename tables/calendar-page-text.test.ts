// The month view's sentences: every language has each one, with English's placeholders (keyedShown may leave out
// {plan}: a plan's id is Latin), NFC, in its own script, with no Latin letter but "API", and not Hindi's sentence
// copied into Marathi or Nepali.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fill, PAGE_TEXT, type PageText } from './calendar-page-text.ts';
import { LANGS } from './names/index.ts';
import { scriptLetter } from './names/scripts.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const FIELDS = Object.keys(PAGE_TEXT.en) as (keyof PageText)[];

test('every language, every sentence: the placeholders, the script, no Latin letter but API', () => {
  for (const lang of LANGS.filter((l) => l !== 'en')) {
    assert.equal(Object.keys(PAGE_TEXT[lang]).sort(), [...FIELDS].sort(), lang);
    for (const field of FIELDS) {
      const text = PAGE_TEXT[lang][field];
      const where = `${lang}.${field}: ${text}`;
      const expected = placeholders(PAGE_TEXT.en[field]).filter((p) => !(field === 'keyedShown' && p === 'plan'));
      assert.equal(placeholders(text), expected, where);
      assert.is(text, text.normalize('NFC'), where);
      const bare = text.replace(/\{\w+\}/g, '').replace(/\bAPI\b/g, '');
      assert.not.match(bare, /[A-Za-z]/, where);
      assert.ok(scriptLetter(lang).test(bare), where);
    }
  }
});

test('Marathi and Nepali are not Hindi', () => {
  for (const lang of ['mr', 'ne'] as const)
    for (const field of FIELDS.filter((f) => PAGE_TEXT.hi[f].split(' ').length >= 4))
      assert.is.not(PAGE_TEXT[lang][field], PAGE_TEXT.hi[field], `${lang}.${field}`);
});

test('fill puts values in and leaves an unknown placeholder as it is', () => {
  assert.is(fill('{city}: {count} दिन। {x}', { city: 'पुणे', count: 30 }), 'पुणे: 30 दिन। {x}');
});

test.run();
