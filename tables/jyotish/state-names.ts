// Display names of the enum values the horoscope answers carry beside their machine value (issue 44): the value
// (`relation: "great_friend"`, `verdict: "obstructed"`) stays English in every language, as the OpenAPI enum says;
// its `*_name` (or `*_label`) beside it reads in the request's language. English and Hindi stand here, every other
// language in its prose book (tables/prose/books), as for every phrase table.
import type { DisplayName } from '../names/index.ts';
import { deepFreeze } from '../names/index.ts';
import type { SadeSatiPhase } from './doshas.ts';
import type { Tone } from './predictions/types.ts';
import type { VimshopakaRelation } from './vargas.ts';

/** Panchadha maitri of a graha with the lord of the varga sign it stands in (shodashvarga's vimshopaka). */
export const VIMSHOPAKA_RELATION_NAMES: Readonly<Record<VimshopakaRelation, DisplayName>> = deepFreeze({
  own: { en: 'Own sign', hi: 'स्वराशि' },
  great_friend: { en: "Great friend's sign", hi: 'अधिमित्र राशि' },
  friend: { en: "Friend's sign", hi: 'मित्र राशि' },
  neutral: { en: 'Neutral sign', hi: 'सम राशि' },
  enemy: { en: "Enemy's sign", hi: 'शत्रु राशि' },
  great_enemy: { en: "Great enemy's sign", hi: 'अधिशत्रु राशि' },
});

/** The gochara verdict of a transit from the natal Moon, vedha applied. */
export type TransitVerdictKey = 'favourable' | 'unfavourable' | 'obstructed';
export const TRANSIT_VERDICT_NAMES: Readonly<Record<TransitVerdictKey, DisplayName>> = deepFreeze({
  favourable: { en: 'Favourable', hi: 'अनुकूल' },
  unfavourable: { en: 'Unfavourable', hi: 'प्रतिकूल' },
  obstructed: { en: 'Favourable but obstructed (vedha)', hi: 'अनुकूल, पर वेध से बाधित' },
});

/** Sade Sati's three phases: Saturn in the 12th, 1st and 2nd sign from the natal Moon. */
export const SADE_SATI_PHASE_NAMES: Readonly<Record<SadeSatiPhase, DisplayName>> = deepFreeze({
  rising: { en: 'First phase (rising)', hi: 'पहला चरण (चढ़ती)' },
  peak: { en: 'Second phase (peak)', hi: 'दूसरा चरण (शिखर)' },
  setting: { en: 'Third phase (setting)', hi: 'तीसरा चरण (उतरती)' },
});

/** Dhaiya: Saturn in the 4th (kantaka) or 8th (ashtama) sign from the natal Moon. */
export type DhaiyaKey = 'kantaka' | 'ashtama';
export const DHAIYA_NAMES: Readonly<Record<DhaiyaKey, DisplayName>> = deepFreeze({
  kantaka: { en: 'Kantaka Shani (4th from the Moon)', hi: 'कंटक शनि की ढैया (चंद्र से चौथा)' },
  ashtama: { en: 'Ashtama Shani (8th from the Moon)', hi: 'अष्टम शनि की ढैया (चंद्र से आठवाँ)' },
});

/** Manglik severity: high when Mars counts from the lagna, low when only from the Moon or Venus. */
export type ManglikSeverityKey = 'high' | 'low' | 'none';
export const MANGLIK_SEVERITY_NAMES: Readonly<Record<ManglikSeverityKey, DisplayName>> = deepFreeze({
  high: { en: 'Full', hi: 'पूर्ण' },
  low: { en: 'Partial (anshik)', hi: 'आंशिक' },
  none: { en: 'None', hi: 'नहीं' },
});

/** Kaal Sarp: every graha on one side of the nodes (full), one outside or on the axis (partial), or not. */
export const KAAL_SARP_KIND_NAMES: Readonly<Record<'full' | 'partial' | 'none', DisplayName>> = deepFreeze({
  full: { en: 'Full', hi: 'पूर्ण' },
  partial: { en: 'Partial', hi: 'आंशिक' },
  none: { en: 'None', hi: 'नहीं' },
});

/** The tone of one statement of a natal reading. */
export const TONE_NAMES: Readonly<Record<Tone, DisplayName>> = deepFreeze({
  positive: { en: 'Positive', hi: 'शुभ' },
  neutral: { en: 'Neutral', hi: 'सामान्य' },
  challenging: { en: 'Challenging', hi: 'चुनौतीपूर्ण' },
});

/** The eight yoginis of yogini dasha, in cycle order. */
export type YoginiKey = 'mangala' | 'pingala' | 'dhanya' | 'bhramari' | 'bhadrika' | 'ulka' | 'siddha' | 'sankata';
export const YOGINI_NAMES: Readonly<Record<YoginiKey, DisplayName>> = deepFreeze({
  mangala: { en: 'Mangala', hi: 'मंगला' },
  pingala: { en: 'Pingala', hi: 'पिंगला' },
  dhanya: { en: 'Dhanya', hi: 'धान्या' },
  bhramari: { en: 'Bhramari', hi: 'भ्रामरी' },
  bhadrika: { en: 'Bhadrika', hi: 'भद्रिका' },
  ulka: { en: 'Ulka', hi: 'उल्का' },
  siddha: { en: 'Siddha', hi: 'सिद्धा' },
  sankata: { en: 'Sankata', hi: 'संकटा' },
});

/** Chara dasha's order of signs: savya (zodiacal) or apasavya (against it). */
export const CHARA_DIRECTION_NAMES: Readonly<Record<'direct' | 'indirect', DisplayName>> = deepFreeze({
  direct: { en: 'Savya (in zodiacal order)', hi: 'सव्य (राशि-क्रम से)' },
  indirect: { en: 'Apasavya (against the zodiac)', hi: 'अपसव्य (उलटे राशि-क्रम से)' },
});
