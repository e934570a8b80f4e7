// The festival rule table: every row of every file, in one frozen list. Ids are stable (stored in shards).
import { ANNUAL_ROWS } from './annual.ts';
import { EKADASHI_ROWS } from './ekadashi.ts';
import { MONTHLY_ROWS, SANKRANTI_ROWS } from './monthly.ts';
import { BUDDHIST_ROWS, CHRISTIAN_ROWS, ECLIPSE_ROWS, ISLAMIC_ROWS, JAIN_ROWS, SIKH_ROWS } from './other-faiths.ts';
import { REGIONAL_ROWS } from './regional.ts';
import { REGIONAL_MORE_ROWS } from './regional-more.ts';
import { NEPAL_ROWS } from './nepal.ts';
import type { FestivalRow } from './types.ts';

export const FESTIVAL_TABLE: readonly FestivalRow[] = Object.freeze([
  ...MONTHLY_ROWS,
  ...EKADASHI_ROWS,
  ...SANKRANTI_ROWS,
  ...ANNUAL_ROWS,
  ...REGIONAL_ROWS,
  ...REGIONAL_MORE_ROWS,
  ...NEPAL_ROWS,
  ...SIKH_ROWS,
  ...JAIN_ROWS,
  ...BUDDHIST_ROWS,
  ...CHRISTIAN_ROWS,
  ...ISLAMIC_ROWS,
  ...ECLIPSE_ROWS,
]);

export { EKADASHI_PATTERNS } from './ekadashi-patterns.ts';
export { FESTIVAL_NOTES, NOTE_KEYS } from './notes.ts';
export type { NoteKey } from './notes.ts';
export type * from './types.ts';
