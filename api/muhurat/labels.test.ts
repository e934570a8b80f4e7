// Every id a muhurat answer can name (reasons, cautions, exclusions, the ruleset) has a label in every language:
// each activity and griha pravesh kind searched over New Delhi's 2026, in both regions, with two participants.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DELHI, days, table } from '../../engine/muhurat/delhi-2026.fixture.ts';
import { searchMuhurat } from '../../engine/muhurat/search.ts';
import { ACTIVITIES, GRIHA_PRAVESH_KINDS, type ActivityRules } from '../../tables/muhurat/index.ts';
import { LANGS } from '../../tables/names/index.ts';
import { muhuratLabel } from './labels.ts';

const everyRules: ActivityRules[] = [...Object.values(ACTIVITIES), ...Object.values(GRIHA_PRAVESH_KINDS)];
const searchDays = [...days.values()].map((inputs) => ({ inputs, table }));

test('every id named by a year of searches has a label in every language, with no unfilled slot', () => {
  const ids = new Set<string>();
  for (const rules of everyRules)
    for (const region of ['north', 'south'] as const) {
      const result = searchMuhurat(
        {
          rules,
          region,
          latDeg: DELHI.latitudeDeg,
          lonDeg: DELHI.longitudeDeg,
          participants: [
            { birthNakshatra: 8, birthRashi: 4 },
            { birthNakshatra: 21, birthRashi: 10 },
          ],
          minQuality: 'acceptable',
        },
        searchDays,
      );
      for (const w of result.windows) for (const id of [...w.reasons, ...w.cautions]) ids.add(id);
      for (const d of result.excludedDays) for (const id of d.reasons) ids.add(id);
      for (const key of [...rules.exclusions, ...(rules.periodCautions ?? [])]) ids.add(key);
    }
  assert.ok(ids.size > 40, `only ${ids.size} ids seen`);
  for (const id of ids)
    for (const lang of LANGS) {
      const label = muhuratLabel(id, lang);
      assert.ok(label.length > 0 && !/[{}]/.test(label), `${id} ${lang}: "${label}"`);
    }
  assert.is(muhuratLabel('tarabalam_2', 'en'), 'tarabalam of participant 2');
  assert.is(muhuratLabel('marriage_tithi', 'hi'), 'शुभ तिथि');
});

test('an id without a label is refused, never answered as a bare id', () => {
  assert.throws(() => muhuratLabel('no_such_rule', 'en'), /no label/);
});

test.run();
