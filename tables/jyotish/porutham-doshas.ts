// What porutham matching reads from two births (issue 38): Kerala's papasamyam and the chevvai (Mars) dosha as
// South Indian almanacs count it. Per-system data; the engine reads it and never branches on the system's name.
// Reasoning: tables/jyotish/README.md, "Porutham".
import { deepFreeze, type GrahaKey } from '../names/index.ts';
import type { PoruthamSystem } from './porutham.ts';
import type { Localized } from './porutham-names.ts';

export type PapaReference = 'lagna' | 'chandra' | 'shukra';
export const PAPA_REFERENCES: readonly PapaReference[] = deepFreeze(['lagna', 'chandra', 'shukra'] as const);
/** The five malefics of papasamyam, in the order Kerala reports print them. */
export const PAPA_GRAHAS: readonly GrahaKey[] = deepFreeze(['mangal', 'shani', 'surya', 'rahu', 'ketu'] as const);

export interface PapasamyamRule {
  /** Whether the system weighs papasamyam at all. */
  readonly counted: boolean;
  /** Houses (counted inclusively from the reference's sign) where a malefic brings papam. */
  readonly houses: readonly number[];
  /** Points for one malefic in one of those houses, by the reference it is counted from. */
  readonly weights: Readonly<Record<PapaReference, number>>;
  /** Balanced when his total is at least hers minus this margin (0: his at least hers). */
  readonly margin: number;
  /** A display field (issue 44): in every display language. */
  readonly source: Localized;
  readonly alternatives: readonly string[];
}

const KERALA_PAPA: PapasamyamRule = {
  counted: true,
  houses: [1, 2, 4, 7, 8, 12],
  weights: { lagna: 1, chandra: 0.5, shukra: 0.25 },
  margin: 0,
  source: {
    en: "Kerala practice (the papasamyam of Malayalam matching reports): Mars, Saturn, the Sun, Rahu and Ketu in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna (full), the Moon (half) and Venus (a quarter); the groom's total should equal or exceed the bride's",
    hi: 'केरल की रीति (मलयालम मिलान-पत्रों का पापसाम्य): मंगल, शनि, सूर्य, राहु और केतु लग्न से (पूरा), चन्द्रमा से (आधा) और शुक्र से (चौथाई) 1, 2, 4, 7, 8 या 12वें भाव में; वर का योग कन्या के योग के बराबर या अधिक होना चाहिए',
    ta: 'கேரள வழக்கம் (மலையாளப் பொருத்த அறிக்கைகளின் பாப சாம்யம்): செவ்வாய், சனி, சூரியன், ராகு, கேது ஆகியவை லக்னத்திலிருந்து (முழு), சந்திரனிலிருந்து (அரை), சுக்கிரனிலிருந்து (கால்) 1, 2, 4, 7, 8 அல்லது 12ஆம் இடத்தில்; ஆணின் கூட்டுத்தொகை பெண்ணினுடையதற்குச் சமமாகவோ அதிகமாகவோ இருக்க வேண்டும்',
    te: 'కేరళ పద్ధతి (మలయాళ పొంతన నివేదికల పాపసామ్యం): కుజుడు, శని, సూర్యుడు, రాహువు, కేతువు లగ్నం నుంచి (పూర్తి), చంద్రుని నుంచి (సగం), శుక్రుని నుంచి (పావు) 1, 2, 4, 7, 8 లేదా 12వ స్థానంలో; వరుని మొత్తం వధువు మొత్తానికి సమంగా లేదా ఎక్కువగా ఉండాలి',
    kn: 'ಕೇರಳ ಪದ್ಧತಿ (ಮಲಯಾಳ ಹೊಂದಾಣಿಕೆ ವರದಿಗಳ ಪಾಪಸಾಮ್ಯ): ಕುಜ, ಶನಿ, ಸೂರ್ಯ, ರಾಹು ಮತ್ತು ಕೇತು ಲಗ್ನದಿಂದ (ಪೂರ್ಣ), ಚಂದ್ರನಿಂದ (ಅರ್ಧ) ಮತ್ತು ಶುಕ್ರನಿಂದ (ಕಾಲು) 1, 2, 4, 7, 8 ಅಥವಾ 12ನೇ ಸ್ಥಾನದಲ್ಲಿ; ವರನ ಮೊತ್ತ ವಧುವಿನ ಮೊತ್ತಕ್ಕೆ ಸಮ ಅಥವಾ ಹೆಚ್ಚು ಇರಬೇಕು',
    ml: 'കേരളീയ രീതി (മലയാളം പൊരുത്ത റിപ്പോർട്ടുകളിലെ പാപസാമ്യം): ചൊവ്വ, ശനി, സൂര്യൻ, രാഹു, കേതു എന്നിവ ലഗ്നത്തിൽ നിന്ന് (മുഴുവൻ), ചന്ദ്രനിൽ നിന്ന് (പകുതി), ശുക്രനിൽ നിന്ന് (കാൽ) 1, 2, 4, 7, 8 അല്ലെങ്കിൽ 12 ഭാവങ്ങളിൽ; ആണിന്റെ ആകെത്തുക പെണ്ണിന്റേതിന് തുല്യമോ അതിലധികമോ ആകണം',
    bn: 'কেরলের রীতি (মালয়ালম মিলন-পত্রের পাপসাম্য): মঙ্গল, শনি, সূর্য, রাহু ও কেতু লগ্ন থেকে (পূর্ণ), চন্দ্র থেকে (অর্ধেক) ও শুক্র থেকে (সিকি) 1, 2, 4, 7, 8 বা 12তম ভাবে; বরের যোগফল কনের যোগফলের সমান বা বেশি হওয়া উচিত',
    mr: 'केरळची पद्धत (मल्याळम गुणमेलन पत्रिकांतील पापसाम्य): मंगळ, शनी, सूर्य, राहू आणि केतू लग्नापासून (पूर्ण), चंद्रापासून (अर्धे) आणि शुक्रापासून (पाव) 1, 2, 4, 7, 8 किंवा 12 व्या स्थानी; वराची बेरीज वधूच्या बेरजेइतकी किंवा अधिक असावी',
    gu: 'કેરળની રીત (મલયાળમ મેળાપક અહેવાલોનું પાપસામ્ય): મંગળ, શનિ, સૂર્ય, રાહુ અને કેતુ લગ્નથી (પૂરું), ચંદ્રથી (અડધું) અને શુક્રથી (પા) 1, 2, 4, 7, 8 કે 12મા સ્થાનમાં; વરનો સરવાળો કન્યાના સરવાળા જેટલો કે વધુ હોવો જોઈએ',
    or: 'କେରଳର ରୀତି (ମାଲାୟାଲମ ମେଳକ ବିବରଣୀର ପାପସାମ୍ୟ): ମଙ୍ଗଳ, ଶନି, ସୂର୍ଯ୍ୟ, ରାହୁ ଓ କେତୁ ଲଗ୍ନଠାରୁ (ପୂର୍ଣ୍ଣ), ଚନ୍ଦ୍ରଙ୍କଠାରୁ (ଅଧା) ଓ ଶୁକ୍ରଙ୍କଠାରୁ (ଚତୁର୍ଥାଂଶ) 1, 2, 4, 7, 8 ବା 12ତମ ଭାବରେ; ବରର ସମଷ୍ଟି କନ୍ୟାର ସମଷ୍ଟି ସହ ସମାନ ବା ଅଧିକ ହେବା ଉଚିତ',
    ne: 'केरलको चलन (मलयालम मिलान पत्रको पापसाम्य): मङ्गल, शनि, सूर्य, राहु र केतु लग्नबाट (पूरा), चन्द्रमाबाट (आधा) र शुक्रबाट (चौथाइ) 1, 2, 4, 7, 8 वा 12 औँ भावमा; वरको जोड कन्याको जोड बराबर वा बढी हुनुपर्छ',
  },
  alternatives: [
    'equal weights from all three references (some Kerala tables)',
    "the Sun and the nodes at half a malefic's weight",
    'balanced when the two totals are within a quarter point of each other',
  ],
};

export const PAPASAMYAM_RULES: Readonly<Record<PoruthamSystem, PapasamyamRule>> = deepFreeze({
  // Tamil almanacs print no papasamyam; it is still computed (births given) but never decides the verdict.
  tamil: { ...KERALA_PAPA, counted: false },
  kerala: KERALA_PAPA,
});

export interface ChevvaiRule {
  /** Houses of Mars, counted from each reference, that raise the dosha. */
  readonly houses: readonly number[];
  readonly references: readonly PapaReference[];
  /** Mars in house `house` (from the reference) in one of `rashis` raises no dosha there. */
  readonly houseSignExceptions: readonly { readonly house: number; readonly rashis: readonly number[] }[];
  /** Lagnas for which Mars, lord of a kendra and a trikona, raises no dosha (Kataka, Simha). */
  readonly exemptLagnas: readonly number[];
  /** A display field (issue 44): in every display language. */
  readonly source: Localized;
  readonly alternatives: readonly string[];
}

/**
 * Tamil almanacs: Mars in the 2nd, 4th, 7th, 8th or 12th from the lagna or the Moon; the house-by-sign exceptions
 * (2nd in Mithuna or Kanya, 4th in Mesha or Vrischika, 7th in Kataka or Makara, 8th in Dhanu or Meena, 12th in
 * Vrishabha or Tula) and the Kataka and Simha lagnas, as the panchangams' matching pages list them.
 */
const HOUSE_SIGN_EXCEPTIONS = [
  { house: 2, rashis: [3, 6] },
  { house: 4, rashis: [1, 8] },
  { house: 7, rashis: [4, 10] },
  { house: 8, rashis: [9, 12] },
  { house: 12, rashis: [2, 7] },
];

export const CHEVVAI_RULES: Readonly<Record<PoruthamSystem, ChevvaiRule>> = deepFreeze({
  tamil: {
    houses: [2, 4, 7, 8, 12],
    references: ['lagna', 'chandra'],
    houseSignExceptions: HOUSE_SIGN_EXCEPTIONS,
    exemptLagnas: [4, 5],
    source: {
      en: 'Tamil panchangams: Mars in 2, 4, 7, 8, 12 from the lagna or the Moon, with their sign exceptions',
      hi: 'तमिल पंचांग: लग्न या चन्द्रमा से 2, 4, 7, 8, 12वें भाव में मंगल, राशियों के अपवादों सहित',
      ta: 'தமிழ்ப் பஞ்சாங்கங்கள்: லக்னம் அல்லது சந்திரனிலிருந்து 2, 4, 7, 8, 12ஆம் இடத்தில் செவ்வாய், ராசி விலக்குகளுடன்',
      te: 'తమిళ పంచాంగాలు: లగ్నం లేదా చంద్రుని నుంచి 2, 4, 7, 8, 12వ స్థానంలో కుజుడు, రాశి మినహాయింపులతో',
      kn: 'ತಮಿಳು ಪಂಚಾಂಗಗಳು: ಲಗ್ನ ಅಥವಾ ಚಂದ್ರನಿಂದ 2, 4, 7, 8, 12ನೇ ಸ್ಥಾನದಲ್ಲಿ ಕುಜ, ರಾಶಿ ವಿನಾಯಿತಿಗಳೊಂದಿಗೆ',
      ml: 'തമിഴ് പഞ്ചാംഗങ്ങൾ: ലഗ്നത്തിൽ നിന്നോ ചന്ദ്രനിൽ നിന്നോ 2, 4, 7, 8, 12 ഭാവങ്ങളിൽ ചൊവ്വ, രാശി ഒഴിവുകളോടെ',
      bn: 'তামিল পঞ্জিকা: লগ্ন বা চন্দ্র থেকে 2, 4, 7, 8, 12তম ভাবে মঙ্গল, রাশির ব্যতিক্রমসহ',
      mr: 'तमिळ पंचांगे: लग्न किंवा चंद्रापासून 2, 4, 7, 8, 12 व्या स्थानी मंगळ, राशींच्या अपवादांसह',
      gu: 'તમિળ પંચાંગો: લગ્ન કે ચંદ્રથી 2, 4, 7, 8, 12મા સ્થાનમાં મંગળ, રાશિના અપવાદો સાથે',
      or: 'ତାମିଲ ପଞ୍ଜିକା: ଲଗ୍ନ ବା ଚନ୍ଦ୍ରଙ୍କଠାରୁ 2, 4, 7, 8, 12ତମ ଭାବରେ ମଙ୍ଗଳ, ରାଶି ବ୍ୟତିକ୍ରମ ସହ',
      ne: 'तमिल पात्रो: लग्न वा चन्द्रमाबाट 2, 4, 7, 8, 12 औँ भावमा मङ्गल, राशिका अपवादसहित',
    },
    alternatives: ['the 1st house too (North Indian manglik)', 'counted from Venus as well'],
  },
  kerala: {
    houses: [2, 4, 7, 8, 12],
    references: ['lagna', 'chandra', 'shukra'],
    houseSignExceptions: HOUSE_SIGN_EXCEPTIONS,
    exemptLagnas: [4, 5],
    source: {
      en: 'Kerala practice (chovva dosham): the same houses from the lagna, the Moon and Venus',
      hi: 'केरल की रीति (चोव्वा दोष): लग्न, चन्द्रमा और शुक्र से वही भाव',
      ta: 'கேரள வழக்கம் (சொவ்வா தோஷம்): லக்னம், சந்திரன், சுக்கிரன் ஆகியவற்றிலிருந்து அதே இடங்கள்',
      te: 'కేరళ పద్ధతి (చొవ్వ దోషం): లగ్నం, చంద్రుడు, శుక్రుని నుంచి అవే స్థానాలు',
      kn: 'ಕೇರಳ ಪದ್ಧತಿ (ಚೊವ್ವ ದೋಷ): ಲಗ್ನ, ಚಂದ್ರ ಮತ್ತು ಶುಕ್ರನಿಂದ ಅದೇ ಸ್ಥಾನಗಳು',
      ml: 'കേരളീയ രീതി (ചൊവ്വാദോഷം): ലഗ്നം, ചന്ദ്രൻ, ശുക്രൻ എന്നിവയിൽ നിന്ന് അതേ ഭാവങ്ങൾ',
      bn: 'কেরলের রীতি (চোব্বা দোষ): লগ্ন, চন্দ্র ও শুক্র থেকে একই ভাব',
      mr: 'केरळची पद्धत (चोव्वा दोष): लग्न, चंद्र आणि शुक्रापासून तीच स्थाने',
      gu: 'કેરળની રીત (ચોવ્વા દોષ): લગ્ન, ચંદ્ર અને શુક્રથી એ જ સ્થાનો',
      or: 'କେରଳର ରୀତି (ଚୋବ୍ବା ଦୋଷ): ଲଗ୍ନ, ଚନ୍ଦ୍ର ଓ ଶୁକ୍ରଙ୍କଠାରୁ ସେହି ଭାବ',
      ne: 'केरलको चलन (चोव्वा दोष): लग्न, चन्द्रमा र शुक्रबाट उही भाव',
    },
    alternatives: ['the 1st house too (North Indian manglik)'],
  },
});
