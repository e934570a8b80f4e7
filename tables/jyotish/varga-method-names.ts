// The divisional-chart methods other than Parashara's, named in each display language for the chart's caption
// (api/horoscope/chart-svg.ts). English keeps the method's id, as the caption has always printed it; the others
// name the tradition as a reader of that language would write it, whole ("the Kashinatha method"), since a
// method's name followed by the word for "method" is not built the same way in every language.
import { deepFreeze, type Lang } from '../names/index.ts';

export const VARGA_METHOD_IDS = ['kashinatha', 'parivritti', 'jagannatha', 'somanatha'] as const;
export type VargaMethodId = (typeof VARGA_METHOD_IDS)[number];

const row = (kashinatha: string, parivritti: string, jagannatha: string, somanatha: string) => ({
  kashinatha,
  parivritti,
  jagannatha,
  somanatha,
});

export const VARGA_METHOD_NAMES: Readonly<Record<Lang, Readonly<Record<VargaMethodId, string>>>> = deepFreeze({
  en: row('kashinatha', 'parivritti', 'jagannatha', 'somanatha'),
  hi: row('काशीनाथ पद्धति', 'परिवृत्ति पद्धति', 'जगन्नाथ पद्धति', 'सोमनाथ पद्धति'),
  ta: row('காசிநாதர் முறை', 'பரிவிருத்தி முறை', 'ஜகந்நாதர் முறை', 'சோமநாதர் முறை'),
  te: row('కాశీనాథ పద్ధతి', 'పరివృత్తి పద్ధతి', 'జగన్నాథ పద్ధతి', 'సోమనాథ పద్ధతి'),
  kn: row('ಕಾಶೀನಾಥ ಪದ್ಧತಿ', 'ಪರಿವೃತ್ತಿ ಪದ್ಧತಿ', 'ಜಗನ್ನಾಥ ಪದ್ಧತಿ', 'ಸೋಮನಾಥ ಪದ್ಧತಿ'),
  ml: row('കാശീനാഥ രീതി', 'പരിവൃത്തി രീതി', 'ജഗന്നാഥ രീതി', 'സോമനാഥ രീതി'),
  bn: row('কাশীনাথ পদ্ধতি', 'পরিবৃত্তি পদ্ধতি', 'জগন্নাথ পদ্ধতি', 'সোমনাথ পদ্ধতি'),
  mr: row('काशीनाथ पद्धत', 'परिवृत्ती पद्धत', 'जगन्नाथ पद्धत', 'सोमनाथ पद्धत'),
  gu: row('કાશીનાથ પદ્ધતિ', 'પરિવૃત્તિ પદ્ધતિ', 'જગન્નાથ પદ્ધતિ', 'સોમનાથ પદ્ધતિ'),
  or: row('କାଶୀନାଥ ପଦ୍ଧତି', 'ପରିବୃତ୍ତି ପଦ୍ଧତି', 'ଜଗନ୍ନାଥ ପଦ୍ଧତି', 'ସୋମନାଥ ପଦ୍ଧତି'),
  ne: row('काशीनाथ पद्धति', 'परिवृत्ति पद्धति', 'जगन्नाथ पद्धति', 'सोमनाथ पद्धति'),
});
