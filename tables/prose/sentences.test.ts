import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { joinSentences, SENTENCE_STOP } from './sentences.ts';
import { LANGS } from '../names/index.ts';

test('every language has a stop; sentences join with it, and one already ended keeps its own', () => {
  for (const lang of LANGS) assert.ok(SENTENCE_STOP[lang], lang);
  assert.is(joinSentences(['তিথি দুই দিন', 'প্রদোষে পূজা।'], 'bn'), 'তিথি দুই দিন। প্রদোষে পূজা।');
  assert.is(joinSentences(['Two days', '', 'Puja at dusk.'], 'en'), 'Two days. Puja at dusk.');
  assert.is(joinSentences(['ரெண்டு நாள்'], 'ta'), 'ரெண்டு நாள்.');
  assert.is(joinSentences([], 'hi'), '');
});

test.run();
