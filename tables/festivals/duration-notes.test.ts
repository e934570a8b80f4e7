import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DURATION_NOTES_HI, durationNote } from './duration-notes.ts';
import { FESTIVAL_TABLE } from './index.ts';

test('every festival row has its duration note in Hindi, in Devanagari', () => {
  for (const row of FESTIVAL_TABLE) {
    const hi = DURATION_NOTES_HI[row.durationNote];
    assert.ok(hi, `${row.slug}: no Hindi for "${row.durationNote}"`);
    assert.ok(/^[\p{Script=Devanagari}0-9 ,;:().-]+$/u.test(hi!), `${row.slug}: ${hi}`);
    assert.is(hi, hi!.normalize('NFC'));
  }
});

test('no translation is kept for a note no row uses', () => {
  const used = new Set(FESTIVAL_TABLE.map((r) => r.durationNote));
  for (const english of Object.keys(DURATION_NOTES_HI)) assert.ok(used.has(english), english);
});

test('durationNote picks the prose language', () => {
  assert.is(durationNote('One day', 'hi'), 'एक दिन');
  assert.is(durationNote('One day', 'en'), 'One day');
});

test.run();
