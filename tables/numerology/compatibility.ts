// Scoring constants and texts of the compatibility result. The pair relation comes from the planets
// ruling the two numbers (planets.ts); this file says how relations become scores, bands and words.
import { deepFreeze } from '../freeze.ts';
import type { Friendship } from './planets.ts';
import type { BilingualLang } from '../names/types.ts';

export type CompatibilityBand = 'high' | 'moderate' | 'low';
export type CompatibilityArea = 'emotional' | 'practical' | 'communication';

/** How one planet seeing the other counts; a pair adds both views, so 0..4 points, times 25 = 0..100. */
export const FRIENDSHIP_POINTS: Readonly<Record<Friendship, number>> = deepFreeze({ friend: 2, neutral: 1, enemy: 0 });
export const POINTS_TO_SCORE = 25;

/** Equal numbers understand each other but add nothing the other lacks: good, not perfect. */
export const SAME_NUMBER_SCORE = 80;

/** A pair at or below this score is reported as a challenge area. */
export const CHALLENGE_MAX_SCORE = 25;

/**
 * Which numbers each area compares. Emotional: the inner numbers (day of birth, vowels);
 * practical: the path numbers (whole date); communication: how a person comes across (name).
 */
export const AREA_FACTORS: Readonly<
  Record<CompatibilityArea, { readonly date: readonly string[]; readonly name: readonly string[] }>
> = deepFreeze({
  emotional: { date: ['moolank'], name: ['soul_urge_number'] },
  practical: { date: ['bhagyank', 'life_path_number'], name: [] },
  communication: { date: [], name: ['expression_number', 'personality_number'] },
});

/** Weights of the areas in the overall score, in percent (they sum to 100). */
export const AREA_WEIGHTS_PERCENT: Readonly<Record<CompatibilityArea, number>> = deepFreeze({
  emotional: 35,
  practical: 35,
  communication: 30,
});

/** Highest band first; a score takes the first band whose minimum it reaches. */
export const BAND_MIN_SCORE: readonly { readonly band: CompatibilityBand; readonly min: number }[] = deepFreeze([
  { band: 'high', min: 70 },
  { band: 'moderate', min: 45 },
  { band: 'low', min: 0 },
]);

type Texts = Readonly<Record<BilingualLang, { readonly label: string; readonly note: string }>>;

export const OVERALL_TEXTS: Readonly<Record<CompatibilityBand, Texts>> = deepFreeze({
  high: {
    en: { label: 'Harmonious match', note: 'The numbers largely support each other; differences are easy to bridge.' },
    hi: { label: 'सामंजस्यपूर्ण जोड़ी', note: 'अंक अधिकतर एक-दूसरे का समर्थन करते हैं; मतभेद आसानी से दूर हो सकते हैं।' },
  },
  moderate: {
    en: { label: 'Workable match', note: 'Support and friction are mixed; understanding and effort make it work.' },
    hi: { label: 'संतुलित जोड़ी', note: 'सहयोग और टकराव दोनों हैं; समझ और प्रयास से संबंध सफल हो सकता है।' },
  },
  low: {
    en: {
      label: 'Challenging match',
      note: 'The numbers pull in different directions; the relationship needs conscious effort.',
    },
    hi: { label: 'चुनौतीपूर्ण जोड़ी', note: 'अंक अलग-अलग दिशाओं में खींचते हैं; संबंध को सजग प्रयास की आवश्यकता है।' },
  },
});

/** An area's band (`band`, the machine value) as the reader sees it; the overall band reads as its `label`. */
export const BAND_LABELS: Readonly<Record<CompatibilityBand, Readonly<Record<BilingualLang, string>>>> = deepFreeze({
  high: { en: 'High', hi: 'उच्च' },
  moderate: { en: 'Moderate', hi: 'मध्यम' },
  low: { en: 'Low', hi: 'निम्न' },
});

/** How the planets of a compared pair relate (`relation`, the machine value), as the reader sees it. */
export const RELATION_LABELS: Readonly<
  Record<'same' | 'friendly' | 'neutral' | 'tense', Readonly<Record<BilingualLang, string>>>
> = deepFreeze({
  same: { en: 'Same number', hi: 'एक ही अंक' },
  friendly: { en: 'Friendly', hi: 'मित्रवत' },
  neutral: { en: 'Neutral', hi: 'सम' },
  tense: { en: 'In tension', hi: 'तनावपूर्ण' },
});

/** Challenge notes fill {factor}, {a}, {b}, {planet_a}, {planet_b}, {advice}. */
export const CHALLENGE_TEXTS: Readonly<
  Record<CompatibilityArea, Readonly<Record<BilingualLang, { readonly label: string; readonly advice: string }>>>
> = deepFreeze({
  emotional: {
    en: { label: 'Emotional understanding', advice: 'give feelings time and space.' },
    hi: { label: 'भावनात्मक समझ', advice: 'भावनाओं को समय और स्थान दें।' },
  },
  practical: {
    en: { label: 'Shared direction and goals', advice: 'agree on plans and money early.' },
    hi: { label: 'साझा दिशा और लक्ष्य', advice: 'योजनाओं और धन पर पहले से सहमति बनाएँ।' },
  },
  communication: {
    en: { label: 'Communication style', advice: 'say things plainly and listen fully.' },
    hi: { label: 'संवाद शैली', advice: 'बात स्पष्ट कहें और पूरी तरह सुनें।' },
  },
});

export const CHALLENGE_NOTE_TEMPLATE: Readonly<Record<BilingualLang, string>> = deepFreeze({
  en: '{factor} {a} ({planet_a}) and {b} ({planet_b}) are in tension; {advice}',
  hi: '{factor} {a} ({planet_a}) और {b} ({planet_b}) में तनाव है; {advice}',
});
