// Every report label is written in every display language, in that language's own script: a label pasted into the
// wrong language's slot, or left in English, fails here.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGS, type Lang } from '../names/index.ts';
import { scriptLetter } from '../names/scripts.ts';
import {
  COLUMN_LABELS,
  DIGNITY_LABELS,
  FIELD_LABELS,
  GANA_LABELS,
  NADI_LABELS,
  PAYA_LABELS,
  type ReportText,
  SECTION_TITLES,
  VARNA_LABELS,
  VASHYA_LABELS,
  WORD_LABELS,
  YONI_LABELS,
} from './index.ts';

const SCRIPT: Readonly<Record<Lang | 'ne', RegExp>> = Object.fromEntries(
  LANGS.map((lang) => [lang, scriptLetter(lang)]),
) as Record<Lang, RegExp>;
const INDIC =
  /[\p{Script=Devanagari}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Bengali}\p{Script=Gujarati}\p{Script=Oriya}]/gu;

const TABLES: Record<string, Readonly<Record<string, ReportText>>> = {
  SECTION_TITLES,
  FIELD_LABELS,
  COLUMN_LABELS,
  WORD_LABELS,
  DIGNITY_LABELS,
  PAYA_LABELS,
  VARNA_LABELS,
  VASHYA_LABELS,
  GANA_LABELS,
  NADI_LABELS,
  YONI_LABELS,
};

test('every label in every language (Nepali too), in its own script and no other Indic script', () => {
  const langs = [...new Set<Lang | 'ne'>([...LANGS, 'ne'])];
  for (const [table, rows] of Object.entries(TABLES)) {
    for (const [key, text] of Object.entries(rows)) {
      for (const lang of langs) {
        const value = text[lang];
        const where = `${table}.${key}.${lang}`;
        assert.type(value, 'string', where);
        assert.ok(value.trim().length > 0, `${where} is empty`);
        assert.ok(SCRIPT[lang].test(value), `${where} (${value}) is not in its script`);
        const own = new RegExp(SCRIPT[lang].source, 'u');
        const foreign = [...value.matchAll(INDIC)].filter(([c]) => !own.test(c!));
        assert.is(foreign.length, 0, `${where} (${value}) mixes in another script`);
      }
    }
  }
});

test('within a table, no two keys print the same label in English', () => {
  for (const [table, rows] of Object.entries(TABLES)) {
    const seen = new Map<string, string>();
    for (const [key, text] of Object.entries(rows)) {
      assert.not.ok(seen.has(text.en), `${table}: ${key} and ${seen.get(text.en)} both read "${text.en}"`);
      seen.set(text.en, key);
    }
  }
});

test.run();
