// Labels for the ids a muhurat answer names: the rules a window satisfies (`reasons`), the minor doshas it carries
// (`cautions`) and why a period is shut (`excluded_periods[].reason`). Ids stay the machine keys; a label is what a
// reader sees beside one, in the request's language (the prose books carry these leaves into every language).
// An activity's own tithi/nakshatra/vara/lagna/month rule reads as its kind ("favourable tithi"): the activity is
// already the answer's subject.
import { deepFreeze } from '../freeze.ts';
import { ACTIVITY_KEYS } from './index.ts';
import type { Quality } from './scoring.ts';

export interface MuhuratLabel {
  readonly en: string;
  readonly hi: string;
}

/** Labels by the kind an activity rule's id ends in (`marriage_tithi` -> tithi). */
export const RULE_KIND_LABELS: Readonly<Record<string, MuhuratLabel>> = deepFreeze({
  tithi: { en: 'favourable tithi', hi: 'शुभ तिथि' },
  nakshatra: { en: 'favourable nakshatra', hi: 'शुभ नक्षत्र' },
  vara: { en: 'favourable weekday', hi: 'शुभ वार' },
  lagna: { en: 'favourable lagna', hi: 'शुभ लग्न' },
  solar_month: { en: 'favourable solar month', hi: 'शुभ सौर मास' },
  month: { en: 'favourable lunar month', hi: 'शुभ चान्द्र मास' },
  jirna_nakshatra: { en: 'nakshatra favourable for a renovated house', hi: 'जीर्ण गृह के लिए शुभ नक्षत्र' },
  jirna_month: { en: 'month favourable for a renovated house', hi: 'जीर्ण गृह के लिए शुभ मास' },
  dvandva_month: { en: 'month favourable for a rebuilt house', hi: 'द्वन्द्व गृह के लिए शुभ मास' },
});

/** A window's grade (`quality`, the machine value) as the reader sees it: the almanacs' uttama / shubha / madhyama. */
export const QUALITY_LABELS: Readonly<Record<Quality, MuhuratLabel>> = deepFreeze({
  best: { en: 'best', hi: 'उत्तम' },
  good: { en: 'good', hi: 'शुभ' },
  acceptable: { en: 'acceptable', hi: 'मध्यम' },
});

/** A tara's quality in tarabalam (`quality`, the machine value), as the reader sees it. */
export const TARA_QUALITY_LABELS: Readonly<Record<'good' | 'bad' | 'mixed', MuhuratLabel>> = deepFreeze({
  good: { en: 'favourable', hi: 'शुभ' },
  bad: { en: 'unfavourable', hi: 'अशुभ' },
  mixed: { en: 'mixed', hi: 'मिश्र' },
});

/** Labels of the ids shared by every activity, and of the cautions and exclusions. */
export const MUHURAT_LABELS: Readonly<Record<string, MuhuratLabel>> = deepFreeze({
  yoga_not_inauspicious: { en: 'no inauspicious yoga', hi: 'कोई अशुभ योग नहीं' },
  no_vishti_karana: { en: 'no Vishti (Bhadra) karana', hi: 'विष्टि (भद्रा) करण नहीं' },
  bhadra_vasa: { en: 'Bhadra not on earth', hi: 'भद्रा पृथ्वी पर नहीं' },
  panchaka_rahita: { en: 'free of Panchaka', hi: 'पंचक रहित' },
  any_solar_month: { en: 'any solar month', hi: 'कोई भी सौर मास' },
  samskara_solar_month: { en: 'solar month fit for a samskara', hi: 'संस्कार के योग्य सौर मास' },
  lagna_saptama_shuddhi: { en: 'seventh house from the lagna clear', hi: 'लग्न से सप्तम भाव शुद्ध' },
  lagna_ashtama_shuddhi: { en: 'eighth house from the lagna clear', hi: 'लग्न से अष्टम भाव शुद्ध' },
  lagna_moon_not_6_8_12: {
    en: 'Moon not in the 6th, 8th or 12th from the lagna',
    hi: 'चन्द्रमा लग्न से छठे, आठवें या बारहवें भाव में नहीं',
  },
  lagna_papakartari: { en: 'lagna not hemmed in by malefics', hi: 'लग्न पापकर्तरी में नहीं' },
  sarvartha_siddhi: { en: 'Sarvartha Siddhi yoga', hi: 'सर्वार्थ सिद्धि योग' },
  amrita_siddhi: { en: 'Amrita Siddhi yoga', hi: 'अमृत सिद्धि योग' },
  siddha: { en: 'Siddha yoga', hi: 'सिद्ध योग' },
  ravi_yoga: { en: 'Ravi yoga', hi: 'रवि योग' },
  guru_pushya: { en: 'Guru Pushya yoga', hi: 'गुरु पुष्य योग' },
  ravi_pushya: { en: 'Ravi Pushya yoga', hi: 'रवि पुष्य योग' },
  dwipushkar: { en: 'Dwipushkar yoga', hi: 'द्विपुष्कर योग' },
  tripushkar: { en: 'Tripushkar yoga', hi: 'त्रिपुष्कर योग' },
  rahu_kaal: { en: 'overlaps Rahu Kaal', hi: 'राहु काल से मेल' },
  dur_muhurtam: { en: 'overlaps Dur Muhurtam', hi: 'दुर्मुहूर्त से मेल' },
  varjyam: { en: 'overlaps Varjyam', hi: 'वर्ज्यम् से मेल' },
  ganda_moola: { en: 'Ganda Moola nakshatra', hi: 'गण्डमूल नक्षत्र' },
  panchaka: { en: 'Moon in Panchaka', hi: 'चन्द्रमा पंचक में' },
  middling_month: { en: 'a middling month for this work', hi: 'इस कार्य के लिए मध्यम मास' },
  kharmas: { en: 'Kharmas (Sun in Dhanu or Meena)', hi: 'खरमास (सूर्य धनु या मीन में)' },
  chaturmas: { en: 'Chaturmas', hi: 'चातुर्मास' },
  venus_combust: { en: 'Venus combust', hi: 'शुक्र अस्त' },
  jupiter_combust: { en: 'Jupiter combust', hi: 'गुरु अस्त' },
  holashtak: { en: 'Holashtak', hi: 'होलाष्टक' },
  adhik_maas: { en: 'Adhik Maas (extra lunar month)', hi: 'अधिक मास' },
  pitru_paksha: { en: 'Pitru Paksha', hi: 'पितृ पक्ष' },
  simhastha_jupiter: { en: 'Jupiter in Simha (Simhastha)', hi: 'सिंहस्थ गुरु' },
  month_not_favourable: { en: 'lunar month not favourable for this work', hi: 'इस कार्य के लिए चान्द्र मास अनुकूल नहीं' },
  tarabalam: { en: 'tarabalam of participant {n}', hi: 'प्रतिभागी {n} का ताराबल' },
  chandrabalam: { en: 'chandrabalam of participant {n}', hi: 'प्रतिभागी {n} का चन्द्रबल' },
});

const ACTIVITY_PREFIX = new RegExp(`^(?:${ACTIVITY_KEYS.join('|')})_(.+)$`);

/** The label leaf of an id and the values of its placeholders, or null for an id without a label. */
export function muhuratLabelOf(id: string): { leaf: MuhuratLabel; params: Record<string, string> } | null {
  const own = MUHURAT_LABELS[id];
  if (own) return { leaf: own, params: {} };
  const participant = /^(tarabalam|chandrabalam)_(\d+)$/.exec(id);
  if (participant) return { leaf: MUHURAT_LABELS[participant[1]!]!, params: { n: participant[2]! } };
  const kind = ACTIVITY_PREFIX.exec(id)?.[1];
  const leaf = kind === undefined ? undefined : RULE_KIND_LABELS[kind];
  return leaf ? { leaf, params: {} } : null;
}
