// Notes an occurrence may carry (the seed's optional festival `note`). Occurrences store the key, so shards and
// caches stay small and every language renders the same fact.
import { deepFreeze } from '../freeze.ts';
import type { DisplayName } from '../names/types.ts';

export type NoteKey = 'vaishnava_next_day' | 'smarta_previous_day' | 'tithi_kshaya' | 'adhik_month' | 'hijri_tabular';

/** Every note key in a fixed order: a city shard stores a note as 1 + its place here (0 = none), so only append. */
export const NOTE_KEYS: readonly NoteKey[] = deepFreeze([
  'vaishnava_next_day',
  'smarta_previous_day',
  'tithi_kshaya',
  'adhik_month',
  'hijri_tabular',
] as const);

export const FESTIVAL_NOTES: Readonly<Record<NoteKey, DisplayName>> = deepFreeze({
  vaishnava_next_day: {
    en: 'Vaishnava Ekadashi falls on the next day',
    hi: 'वैष्णव एकादशी अगले दिन है',
  },
  smarta_previous_day: {
    en: 'Smarta observance falls on the previous day',
    hi: 'स्मार्त मत से पिछले दिन',
  },
  tithi_kshaya: {
    en: 'The tithi touches no sunrise (kshaya); kept on the day it runs',
    hi: 'तिथि क्षय है (किसी सूर्योदय को स्पर्श नहीं करती); जिस दिन तिथि है उसी दिन',
  },
  adhik_month: {
    en: 'Falls in the adhik (leap) lunar month',
    hi: 'अधिक मास में',
  },
  hijri_tabular: {
    en: 'Tabular Hijri date; local moon sighting may shift it by a day or two',
    hi: 'गणितीय हिजरी तिथि; स्थानीय चाँद दिखने से एक-दो दिन का अंतर संभव',
  },
});

/** The caveat every day's `calendars.hijri` carries, in the prose languages (the others read English; see api/lang.ts). */
export const HIJRI_CALENDAR_NOTE: DisplayName = deepFreeze({
  en: 'Tabular (Kuwaiti) Islamic calendar, civil epoch; dates observed by moon sighting may differ by 1-2 days.',
  hi: 'गणितीय (कुवैती) हिजरी कैलेंडर, नागरिक युगारंभ; चाँद देखकर तय होने वाली तिथियाँ 1-2 दिन भिन्न हो सकती हैं।',
});
