// Every source a muhurat answer can name (each activity's rules, each griha pravesh kind's, the lagna doshas, Bhadra
// vasa, every exclusion and the participants' tarabalam/chandrabalam) is a leaf of sources.ts, so the prose catalogue
// carries it, and reads in every display language: English as written, every other language in its own text.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGS } from '../names/types.ts';
import { tr } from '../prose/index.ts';
import { ACTIVITIES, GRIHA_PRAVESH_KINDS, type ActivityRules } from './index.ts';
import { EXCLUSION_SOURCES, PERSONAL_SOURCE, RULE_SOURCES, type RuleSource } from './sources.ts';

/** Every rule of an activity that carries a source, as [id, source]. */
function sourcesOf(rules: ActivityRules): [string, RuleSource][] {
  const refs = [
    rules.tithis,
    rules.nakshatras,
    rules.varas,
    rules.yogas,
    rules.karana,
    rules.karana.bhadraVasa,
    rules.lagnas,
    rules.panchakaRahita,
    rules.sunSigns,
    rules.lunarMonths,
    ...(rules.lagnaDoshas ?? []),
  ];
  return refs.flatMap((r) => (r ? [[r.id, r.source] as [string, RuleSource]] : []));
}

const rulesets = [
  ...Object.entries(ACTIVITIES),
  ...Object.entries(GRIHA_PRAVESH_KINDS).map(([kind, r]): [string, ActivityRules] => [`griha_pravesh ${kind}`, r]),
];
const tableLeaves = new Set<object>(Object.values(RULE_SOURCES));

test('every rule of every activity and griha pravesh kind names its source from sources.ts', () => {
  for (const [name, rules] of rulesets)
    for (const [id, source] of sourcesOf(rules))
      assert.ok(tableLeaves.has(source), `${name} ${id}: source outside RULE_SOURCES`);
});

test('every rule source, exclusion source and the personal source reads in every language', () => {
  const all: [string, RuleSource][] = [
    ...rulesets.flatMap(([name, rules]) =>
      sourcesOf(rules).map(([id, s]): [string, RuleSource] => [`${name} ${id}`, s]),
    ),
    ...Object.entries(RULE_SOURCES),
    // typed Record<ExclusionKey, RuleSource>: the typecheck already asks a source of every exclusion
    ...Object.entries(EXCLUSION_SOURCES),
    ['personal', PERSONAL_SOURCE],
  ];
  for (const [what, source] of all) {
    assert.is(tr(source, 'en'), source.en, what);
    for (const lang of LANGS) {
      const text = tr(source, lang);
      assert.ok(text.trim().length > 10, `${what} in ${lang}: "${text}"`);
      if (lang !== 'en') assert.is.not(text, source.en, `${what} in ${lang} reads English`);
    }
  }
});

test.run();
