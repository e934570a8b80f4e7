// The natal prediction phrase bank: every rule with its English and Hindi text, the section names and the
// labels the statements use.
import { deepFreeze, type DisplayName } from '../../names/index.ts';
import { RELATIONSHIP_RULES, SPIRITUALITY_RULES } from './bonds.ts';
import { HEALTH_RULES, PERSONALITY_RULES } from './self.ts';
import type { DignityKey, PredictionRule, PredictionSection, Tone } from './types.ts';
import { CAREER_RULES, EDUCATION_RULES, FINANCE_RULES } from './work.ts';

export * from './types.ts';

/** Sections in the order they are returned when none are asked for. */
export const PREDICTION_SECTIONS: readonly PredictionSection[] = deepFreeze([
  'personality',
  'career',
  'finance',
  'relationship',
  'health',
  'education',
  'spirituality',
] as PredictionSection[]);

export const SECTION_NAMES: Readonly<Record<PredictionSection, DisplayName>> = deepFreeze({
  personality: { en: 'Personality', hi: 'व्यक्तित्व' },
  career: { en: 'Career', hi: 'करियर' },
  finance: { en: 'Finance', hi: 'धन' },
  relationship: { en: 'Relationship', hi: 'संबंध' },
  health: { en: 'Health', hi: 'स्वास्थ्य' },
  education: { en: 'Education', hi: 'शिक्षा' },
  spirituality: { en: 'Spirituality', hi: 'आध्यात्मिकता' },
});

export const PREDICTION_RULES: readonly PredictionRule[] = deepFreeze([
  ...PERSONALITY_RULES,
  ...CAREER_RULES,
  ...FINANCE_RULES,
  ...RELATIONSHIP_RULES,
  ...HEALTH_RULES,
  ...EDUCATION_RULES,
  ...SPIRITUALITY_RULES,
] as PredictionRule[]);

export const DIGNITY_NAMES: Readonly<Record<DignityKey, DisplayName>> = deepFreeze({
  exalted: { en: 'exalted', hi: 'उच्च राशि' },
  moolatrikona: { en: 'moolatrikona', hi: 'मूलत्रिकोण' },
  own: { en: 'own sign', hi: 'स्वराशि' },
  friend: { en: 'friendly sign', hi: 'मित्र राशि' },
  neutral: { en: 'neutral sign', hi: 'सम राशि' },
  enemy: { en: 'enemy sign', hi: 'शत्रु राशि' },
  debilitated: { en: 'debilitated', hi: 'नीच राशि' },
});

/** House n (1-12) as an ordinal adjective: "10th", "दशम". */
export const HOUSE_ORDINALS: readonly DisplayName[] = deepFreeze([
  { en: '1st', hi: 'प्रथम' },
  { en: '2nd', hi: 'द्वितीय' },
  { en: '3rd', hi: 'तृतीय' },
  { en: '4th', hi: 'चतुर्थ' },
  { en: '5th', hi: 'पंचम' },
  { en: '6th', hi: 'षष्ठ' },
  { en: '7th', hi: 'सप्तम' },
  { en: '8th', hi: 'अष्टम' },
  { en: '9th', hi: 'नवम' },
  { en: '10th', hi: 'दशम' },
  { en: '11th', hi: 'एकादश' },
  { en: '12th', hi: 'द्वादश' },
]);

export type Outlook = 'favourable' | 'balanced' | 'demanding';
export const OUTLOOK_NAMES: Readonly<Record<Outlook, DisplayName>> = deepFreeze({
  favourable: { en: 'Favourable', hi: 'अनुकूल' },
  balanced: { en: 'Balanced', hi: 'संतुलित' },
  demanding: { en: 'Demanding', hi: 'परिश्रम-साध्य' },
});
export const TONE_SIGN: Readonly<Record<Tone, number>> = deepFreeze({ positive: 1, neutral: 0, challenging: -1 });
/** Net weight (positive minus challenging) at or above which a section reads favourable, at or below -this demanding. */
export const OUTLOOK_THRESHOLD = 2;

export const PREDICTION_DISCLAIMER: DisplayName = deepFreeze({
  en: 'Rule-based reading of the birth chart (whole-sign D1). Each statement names the rule it comes from; none is a certainty.',
  hi: 'जन्म कुण्डली (पूर्ण-राशि D1) का नियम-आधारित विवेचन। हर कथन अपने नियम का नाम बताता है; कोई भी कथन निश्चितता नहीं है।',
});
