import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DURATION_NOTES_HI, durationNoteLeaf } from './duration-notes.ts';
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

test('every note has its leaf, under a key of its own', () => {
  assert.equal(durationNoteLeaf('One day'), { en: 'One day', hi: 'एक दिन' });
  assert.is(durationNoteLeaf('no such note'), null);
  const leaves = Object.keys(DURATION_NOTES_HI).map((english) => durationNoteLeaf(english));
  assert.is(new Set(leaves).size, leaves.length);
});

test.run();
