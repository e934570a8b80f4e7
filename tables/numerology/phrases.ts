// Phrase banks in English and Hindi for the report and the compatibility texts. Fixed strings only,
// picked by number or band: output stays deterministic and no text is generated.
import { deepFreeze } from '../freeze.ts';
import type { BilingualLang, Lang } from '../names/types.ts';

/** The language a numerology answer is written in: any display language (its prose from tables/prose). */
export type NumerologyLang = Lang;
export const NUMEROLOGY_LANGS: readonly NumerologyLang[] = deepFreeze(['en', 'hi'] as const);

export interface Phrase {
  readonly keyword: string;
  readonly text: string;
}
export type LocalizedPhrase = Readonly<Record<BilingualLang, Phrase>>;

/** Keys are the numbers a result can hold: 1-9 and the masters 11, 22, 33. */
export const NUMBER_MEANINGS: Readonly<Record<number, LocalizedPhrase>> = deepFreeze({
  1: {
    en: { keyword: 'Leadership', text: 'Independent, pioneering and self-driven; leads from the front.' },
    hi: { keyword: 'नेतृत्व', text: 'स्वतंत्र, अग्रणी और आत्मप्रेरित; आगे बढ़कर नेतृत्व करते हैं।' },
  },
  2: {
    en: { keyword: 'Cooperation', text: 'Sensitive, diplomatic and supportive; works best in partnership.' },
    hi: { keyword: 'सहयोग', text: 'संवेदनशील, कूटनीतिक और सहयोगी; साझेदारी में सबसे अच्छा काम करते हैं।' },
  },
  3: {
    en: { keyword: 'Expression', text: 'Creative, sociable and optimistic; communicates with ease.' },
    hi: { keyword: 'अभिव्यक्ति', text: 'रचनात्मक, मिलनसार और आशावादी; सहजता से अपनी बात कहते हैं।' },
  },
  4: {
    en: { keyword: 'Stability', text: 'Practical, disciplined and methodical; builds on firm foundations.' },
    hi: { keyword: 'स्थिरता', text: 'व्यावहारिक, अनुशासित और व्यवस्थित; मज़बूत नींव पर निर्माण करते हैं।' },
  },
  5: {
    en: { keyword: 'Freedom', text: 'Adaptable, curious and restless; thrives on change and variety.' },
    hi: { keyword: 'स्वतंत्रता', text: 'लचीले, जिज्ञासु और चंचल; परिवर्तन और विविधता में फलते-फूलते हैं।' },
  },
  6: {
    en: {
      keyword: 'Responsibility',
      text: 'Caring, protective and home-loving; takes duty to family and community seriously.',
    },
    hi: {
      keyword: 'उत्तरदायित्व',
      text: 'देखभाल करने वाले, रक्षक और घर-प्रेमी; परिवार और समाज के प्रति कर्तव्य को गंभीरता से लेते हैं।',
    },
  },
  7: {
    en: { keyword: 'Introspection', text: 'Analytical, reserved and spiritual; seeks depth and understanding.' },
    hi: { keyword: 'आत्मचिंतन', text: 'विश्लेषणात्मक, संकोची और आध्यात्मिक; गहराई और समझ की खोज करते हैं।' },
  },
  8: {
    en: {
      keyword: 'Ambition',
      text: 'Authoritative, goal-oriented and resilient; handles material power and responsibility.',
    },
    hi: { keyword: 'महत्वाकांक्षा', text: 'अधिकारपूर्ण, लक्ष्य-केंद्रित और दृढ़; भौतिक शक्ति और ज़िम्मेदारी संभालते हैं।' },
  },
  9: {
    en: { keyword: 'Compassion', text: 'Generous, idealistic and broad-minded; serves a larger cause.' },
    hi: { keyword: 'करुणा', text: 'उदार, आदर्शवादी और व्यापक सोच वाले; किसी बड़े उद्देश्य की सेवा करते हैं।' },
  },
  11: {
    en: {
      keyword: 'Intuition',
      text: 'A master number: heightened intuition and inspiration, with nervous tension to manage.',
    },
    hi: { keyword: 'अंतर्ज्ञान', text: 'मास्टर अंक: तीव्र अंतर्ज्ञान और प्रेरणा, साथ में मानसिक तनाव को संभालने की आवश्यकता।' },
  },
  22: {
    en: { keyword: 'Master builder', text: 'A master number: large-scale vision joined to practical ability.' },
    hi: { keyword: 'महान निर्माता', text: 'मास्टर अंक: बड़े स्तर की दृष्टि और व्यावहारिक क्षमता का मेल।' },
  },
  33: {
    en: { keyword: 'Master teacher', text: 'A master number: compassion and guidance on a wide scale.' },
    hi: { keyword: 'महान शिक्षक', text: 'मास्टर अंक: व्यापक स्तर पर करुणा और मार्गदर्शन।' },
  },
});

/** Themes of a personal year; masters appear only when the request keeps them. */
export const PERSONAL_YEAR_THEMES: Readonly<Record<number, LocalizedPhrase>> = deepFreeze({
  1: {
    en: { keyword: 'New beginnings', text: 'Start projects and take the initiative.' },
    hi: { keyword: 'नई शुरुआत', text: 'नए कार्य आरंभ करें और पहल करें।' },
  },
  2: {
    en: { keyword: 'Patience and partnership', text: 'Cooperate and let things ripen.' },
    hi: { keyword: 'धैर्य और साझेदारी', text: 'सहयोग करें और चीज़ों को परिपक्व होने दें।' },
  },
  3: {
    en: { keyword: 'Expression', text: 'Create, communicate and enjoy company.' },
    hi: { keyword: 'अभिव्यक्ति', text: 'सृजन करें, संवाद करें और मेल-जोल का आनंद लें।' },
  },
  4: {
    en: { keyword: 'Foundations', text: 'Organise, build and keep to a discipline.' },
    hi: { keyword: 'नींव', text: 'व्यवस्थित करें, निर्माण करें और अनुशासन बनाए रखें।' },
  },
  5: {
    en: { keyword: 'Change', text: 'Travel, adapt and welcome the new.' },
    hi: { keyword: 'परिवर्तन', text: 'यात्रा करें, ढलें और नए का स्वागत करें।' },
  },
  6: {
    en: { keyword: 'Home and duty', text: 'Family, care and commitments come first.' },
    hi: { keyword: 'घर और कर्तव्य', text: 'परिवार, देखभाल और प्रतिबद्धताएँ पहले आती हैं।' },
  },
  7: {
    en: { keyword: 'Reflection', text: 'Look inward, study and rest.' },
    hi: { keyword: 'चिंतन', text: 'भीतर देखें, अध्ययन करें और विश्राम करें।' },
  },
  8: {
    en: { keyword: 'Achievement', text: 'Ambition, authority and financial results.' },
    hi: { keyword: 'उपलब्धि', text: 'महत्वाकांक्षा, अधिकार और आर्थिक परिणाम।' },
  },
  9: {
    en: { keyword: 'Completion', text: 'Finish cycles and let go of the old.' },
    hi: { keyword: 'समापन', text: 'चक्र पूरे करें और पुराना छोड़ें।' },
  },
  11: {
    en: { keyword: 'Illumination', text: 'Intuition and inspiration run high.' },
    hi: { keyword: 'प्रकाश', text: 'अंतर्ज्ञान और प्रेरणा प्रबल रहती है।' },
  },
  22: {
    en: { keyword: 'Master building', text: 'Large plans can take concrete form.' },
    hi: { keyword: 'महान निर्माण', text: 'बड़ी योजनाएँ ठोस रूप ले सकती हैं।' },
  },
  33: {
    en: { keyword: 'Service', text: 'Guidance and compassion for others.' },
    hi: { keyword: 'सेवा', text: 'दूसरों के लिए मार्गदर्शन और करुणा।' },
  },
});

/** Display names of the numbers that compatibility and the report cite as evidence. */
export const FACTOR_NAMES: Readonly<Record<string, Readonly<Record<BilingualLang, string>>>> = deepFreeze({
  moolank: { en: 'Moolank', hi: 'मूलांक' },
  bhagyank: { en: 'Bhagyank', hi: 'भाग्यांक' },
  life_path_number: { en: 'Life path', hi: 'जीवन पथ अंक' },
  soul_urge_number: { en: 'Soul urge', hi: 'आत्मिक इच्छा अंक' },
  expression_number: { en: 'Expression', hi: 'अभिव्यक्ति अंक' },
  personality_number: { en: 'Personality', hi: 'व्यक्तित्व अंक' },
});
