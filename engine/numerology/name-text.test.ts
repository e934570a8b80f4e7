import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeName, normalizedNameText } from './name-text.ts';

function words(text: string): string {
  const r = normalizeName(text);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return normalizedNameText(r.name);
}
function code(text: string): string {
  const r = normalizeName(text);
  return r.ok ? 'ok' : r.code;
}

test('case, extra spaces and punctuation do not change the letters', () => {
  assert.is(words('  arjun   SHARMA '), 'ARJUN SHARMA');
  assert.is(words("O'Brien"), 'OBRIEN');
  assert.is(words('Mary-Jane Watson'), 'MARYJANE WATSON');
  assert.is(words('J. R. R. Tolkien'), 'J R R TOLKIEN');
  assert.is(words('Ana\u00a0Maria'), 'ANA MARIA');
  assert.is(words('Z´c'), 'ZC'); // an acute typed apart is an apostrophe, not the space NFKD makes of it
});

test('diacritics strip to their base letter; special letters are spelled out', () => {
  assert.is(words('José Müller'), 'JOSE MULLER');
  assert.is(words('Søren Kierkegaard'), 'SOREN KIERKEGAARD');
  assert.is(words('Straße'), 'STRASSE');
  assert.is(words('Æsa Łukasz'), 'AESA LUKASZ');
  assert.is(words('Ｊｏｈｎ'), 'JOHN'); // full-width letters are Latin too
  assert.is(words('Ngô Đình Diệm'), 'NGO DINH DIEM');
});

test('the echo keeps what was sent, trimmed', () => {
  const r = normalizeName('  José   Müller ');
  assert.ok(r.ok);
  if (r.ok) assert.is(r.name.display, 'José Müller');
});

test('other scripts are unsupported_script, never transliterated', () => {
  assert.is(code('राम शर्मा'), 'unsupported_script');
  assert.is(code('محمد'), 'unsupported_script');
  assert.is(code('山田太郎'), 'unsupported_script');
  assert.is(code('Иван'), 'unsupported_script');
  assert.is(code('Ram राम'), 'unsupported_script');
  assert.is(code('\u093e'), 'unsupported_script'); // a lone Devanagari vowel sign
  assert.is(code('ʃʊə'), 'unsupported_script'); // Latin-script IPA letters have no A-Z reading
});

test('empty, letterless or symbol-bearing names are invalid_name', () => {
  assert.is(code(''), 'invalid_name');
  assert.is(code('   '), 'invalid_name');
  assert.is(code("-'.."), 'invalid_name');
  assert.is(code('John 3rd'), 'invalid_name');
  assert.is(code('\u0000'), 'invalid_name');
  assert.is(code('R2D2'), 'invalid_name');
  assert.is(code('Ann\u00a8'), 'invalid_name'); // a spacing diaeresis is neither letter nor punctuation
  assert.is(code('Ann 😀'), 'invalid_name');
  assert.is(code('A'.repeat(201)), 'invalid_name');
});

test.run();
