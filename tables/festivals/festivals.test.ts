// Integrity of the festival rule table: stable unique ids and slugs, valid rule fields, anchors that exist, and the
// coverage issue #5 asks for (monthly observances, regions, other faiths, at least 150 observances).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FESTIVAL_TABLE } from './index.ts';
import type { FestivalRow } from './types.ts';

const bySlug = new Map(FESTIVAL_TABLE.map((r) => [r.slug, r]));
const ids = new Set(FESTIVAL_TABLE.map((r) => r.id));

test('ids are unique uint16 values and slugs are unique kebab-case', () => {
  assert.is(ids.size, FESTIVAL_TABLE.length);
  assert.is(bySlug.size, FESTIVAL_TABLE.length);
  for (const r of FESTIVAL_TABLE) {
    assert.ok(Number.isInteger(r.id) && r.id > 0 && r.id < 65536, `${r.id}`);
    assert.match(r.slug, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  }
});

test('at least 150 observances, every one named in en and hi, with a source and a duration note', () => {
  assert.ok(FESTIVAL_TABLE.length >= 150, `${FESTIVAL_TABLE.length}`);
  for (const r of FESTIVAL_TABLE) {
    assert.ok(r.name.en.length > 2 && r.name.hi.length > 2, r.slug);
    assert.ok(r.source.length > 5 && r.durationNote.length > 2, r.slug);
    assert.ok(r.observedIn.length > 0, r.slug);
  }
});

function checkRule(r: FestivalRow, rule: FestivalRow['rule']): void {
  if (rule.kind === 'tithi') {
    assert.ok(rule.tithi >= 1 && rule.tithi <= 30, r.slug);
    assert.ok(rule.month === null || (rule.month >= 1 && rule.month <= 12), r.slug);
  }
  if (rule.kind === 'nakshatra') assert.ok(rule.sunSign >= 1 && rule.sunSign <= 12, r.slug);
  if (rule.kind === 'tithi' && rule.sunSign !== undefined) assert.ok(rule.sunSign >= 1 && rule.sunSign <= 12, r.slug);
  if (rule.kind === 'solar') assert.ok(rule.sign >= 1 && rule.sign <= 12, r.slug);
  if (rule.kind === 'nakshatra') assert.ok(rule.nakshatra >= 1 && rule.nakshatra <= 27, r.slug);
  if (rule.kind === 'relative') assert.ok(ids.has(rule.to) && rule.to !== r.id, `${r.slug} anchor ${rule.to}`);
}

test('rule fields are in range and every anchor exists', () => {
  for (const r of FESTIVAL_TABLE) {
    checkRule(r, r.rule);
    for (const rule of Object.values(r.regionalRules ?? {})) checkRule(r, rule);
    if (r.onlyIfDiffersFrom !== undefined) assert.ok(ids.has(r.onlyIfDiffersFrom), r.slug);
  }
});

test('monthly observances: both Ekadashi traditions for all 26, Pradosh, Sankashti, Vinayaka, Masik Shivaratri, Purnima, Amavasya', () => {
  assert.is(
    FESTIVAL_TABLE.filter(
      (r) => r.category === 'ekadashi' && r.rule.kind === 'tithi' && r.rule.decider === 'ekadashi_smarta',
    ).length,
    27,
  );
  assert.is(
    FESTIVAL_TABLE.filter((r) => r.rule.kind === 'tithi' && r.rule.decider === 'ekadashi_vaishnava').length,
    26,
  );
  for (const slug of [
    'shukla-pradosh-vrat',
    'krishna-pradosh-vrat',
    'sankashti-chaturthi',
    'vinayaka-chaturthi',
    'masik-shivaratri',
    'purnima',
    'amavasya',
  ]) {
    const rule = bySlug.get(slug)?.rule;
    assert.ok(rule?.kind === 'tithi' && rule.month === null && rule.adhik === 'any', slug);
  }
  const signs = FESTIVAL_TABLE.filter((r) => r.type === 'sankranti').map((r) =>
    r.rule.kind === 'solar' ? r.rule.sign : 0,
  );
  assert.equal(
    [...signs].sort((a, b) => a - b),
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  );
});

test('all four regions have regional festivals, and every faith of the filter has its observances', () => {
  for (const region of ['north_india', 'south_india', 'west_india', 'east_india'] as const) {
    assert.ok(
      FESTIVAL_TABLE.some((r) => r.observedIn.includes(region)),
      region,
    );
  }
  const required: Record<string, string[]> = {
    islamic: ['eid-al-fitr', 'eid-al-adha', 'ashura', 'milad-un-nabi', 'ramadan-begins'],
    sikh: ['guru-nanak-jayanti', 'guru-gobind-singh-jayanti', 'vaisakhi', 'lohri'],
    buddhist: ['buddha-purnima'],
    christian: ['christmas', 'good-friday', 'easter'],
    jain: ['mahavir-jayanti', 'paryushana-begins'],
  };
  for (const [faith, slugs] of Object.entries(required)) {
    for (const s of slugs) assert.is(bySlug.get(s)?.faith, faith, s);
  }
});

test('layers: core, all, regional and eclipse rows all exist; eclipses are the eclipse layer', () => {
  for (const layer of ['core', 'all', 'regional', 'eclipse'])
    assert.ok(
      FESTIVAL_TABLE.some((r) => r.layer === layer),
      layer,
    );
  for (const r of FESTIVAL_TABLE) if (r.rule.kind === 'eclipse') assert.is(r.layer, 'eclipse');
});

test.run();
