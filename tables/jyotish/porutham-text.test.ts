// Every porutham name and sentence exists in all eleven languages, in its own script (no Latin letters outside
// English, no zero-width joiners), NFC, with the same placeholders as the English text.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GANA_WORDS, YONI_WORDS } from './porutham-animals.ts';
import { EXCEPTION_NAMES, GRADE_NAMES, PORUTHAM_NAMES, RAJJU_NAMES, type PoruthamLang } from './porutham-names.ts';
import { LANG_SCRIPT } from '../names/scripts.ts';
import { PORUTHAM_NOTES } from './porutham-notes.ts';
import { CHEVVAI_TEXTS, PAPASAMYAM_TEXTS, VERDICT_TEXTS } from './porutham-verdicts.ts';

const SCRIPT: Readonly<Record<PoruthamLang, string>> = LANG_SCRIPT;
const LANGS = Object.keys(SCRIPT) as PoruthamLang[];
const TABLES = {
  PORUTHAM_NAMES,
  GRADE_NAMES,
  EXCEPTION_NAMES,
  RAJJU_NAMES,
  GANA_WORDS,
  YONI_WORDS,
  PORUTHAM_NOTES,
  VERDICT_TEXTS,
  CHEVVAI_TEXTS,
  PAPASAMYAM_TEXTS,
};
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every entry has all eleven languages, in its own script, with the English placeholders', () => {
  let checked = 0;
  for (const [table, entries] of Object.entries(TABLES))
    for (const [key, texts] of Object.entries(entries as Record<string, Record<PoruthamLang, string>>)) {
      assert.equal(Object.keys(texts).sort(), [...LANGS].sort(), `${table}.${key}`);
      for (const lang of LANGS) {
        const text = texts[lang];
        const where = `${table}.${key}.${lang}: ${text}`;
        assert.ok(text.trim().length > 0, where);
        assert.is(text, text.normalize('NFC'), where);
        assert.not.ok(/[\u200c\u200d]/.test(text), where);
        assert.equal(placeholders(text), placeholders(texts.en), where);
        if (lang === 'en') continue;
        const bare = text.replace(/\{\w+\}/g, '');
        assert.not.ok(/[A-Za-z]/.test(bare), where);
        const script = new RegExp(`^[\\p{Script=${SCRIPT[lang]}}\\p{Mark}0-9 ,.;:!?()'\\-\u0964]*$`, 'u');
        assert.ok(script.test(bare), where);
        checked++;
      }
    }
  assert.ok(checked >= 600);
});

test('the names a reader looks for, in Tamil and Malayalam', () => {
  assert.is(PORUTHAM_NAMES.rajju.ta, 'ரஜ்ஜுப் பொருத்தம்');
  assert.is(PORUTHAM_NAMES.dina.ml, 'ദിനപ്പൊരുത്തം');
  assert.is(GRADE_NAMES.uttamam.ta, 'உத்தமம்');
  assert.is(GANA_WORDS.rakshasa.ml, 'അസുരഗണം');
});

test.run();
