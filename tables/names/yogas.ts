import { deepFreeze, type DisplayName } from './types.ts';

export interface Yoga extends DisplayName {
  readonly number: number;
  readonly key: string;
}

// English as Drik spells them (panchang-rules.md 2.1: Ayushmana, Variyana); Hindi per
// astrology-rules.md 1.6, which corrects the transliteration slips of the code sources.
export const YOGAS: readonly Yoga[] = deepFreeze([
  { number: 1, key: 'vishkambha', en: 'Vishkambha', hi: 'विष्कम्भ' },
  { number: 2, key: 'priti', en: 'Priti', hi: 'प्रीति' },
  { number: 3, key: 'ayushmana', en: 'Ayushmana', hi: 'आयुष्मान' },
  { number: 4, key: 'saubhagya', en: 'Saubhagya', hi: 'सौभाग्य' },
  { number: 5, key: 'shobhana', en: 'Shobhana', hi: 'शोभन' },
  { number: 6, key: 'atiganda', en: 'Atiganda', hi: 'अतिगण्ड' },
  { number: 7, key: 'sukarma', en: 'Sukarma', hi: 'सुकर्मा' },
  { number: 8, key: 'dhriti', en: 'Dhriti', hi: 'धृति' },
  { number: 9, key: 'shula', en: 'Shula', hi: 'शूल' },
  { number: 10, key: 'ganda', en: 'Ganda', hi: 'गण्ड' },
  { number: 11, key: 'vriddhi', en: 'Vriddhi', hi: 'वृद्धि' },
  { number: 12, key: 'dhruva', en: 'Dhruva', hi: 'ध्रुव' },
  { number: 13, key: 'vyaghata', en: 'Vyaghata', hi: 'व्याघात' },
  { number: 14, key: 'harshana', en: 'Harshana', hi: 'हर्षण' },
  { number: 15, key: 'vajra', en: 'Vajra', hi: 'वज्र' },
  { number: 16, key: 'siddhi', en: 'Siddhi', hi: 'सिद्धि' },
  { number: 17, key: 'vyatipata', en: 'Vyatipata', hi: 'व्यतीपात' },
  { number: 18, key: 'variyana', en: 'Variyana', hi: 'वरीयान' },
  { number: 19, key: 'parigha', en: 'Parigha', hi: 'परिघ' },
  { number: 20, key: 'shiva', en: 'Shiva', hi: 'शिव' },
  { number: 21, key: 'siddha', en: 'Siddha', hi: 'सिद्ध' },
  { number: 22, key: 'sadhya', en: 'Sadhya', hi: 'साध्य' },
  { number: 23, key: 'shubha', en: 'Shubha', hi: 'शुभ' },
  { number: 24, key: 'shukla', en: 'Shukla', hi: 'शुक्ल' },
  { number: 25, key: 'brahma', en: 'Brahma', hi: 'ब्रह्म' },
  { number: 26, key: 'indra', en: 'Indra', hi: 'इन्द्र' },
  { number: 27, key: 'vaidhriti', en: 'Vaidhriti', hi: 'वैधृति' },
]);
