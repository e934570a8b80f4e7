// Phrase bank of the fused forecast and the rashifal (en, hi): one line per domain and score band, and one per
// signal that moved a score. Placeholders ({graha}, {house}, ...) are filled by engine/jyotish/text.ts.
import { deepFreeze, type DisplayName } from '../names/index.ts';
import type { ForecastDomain, ScoreBand } from './forecast.ts';

export const DOMAIN_BAND_PHRASES: Readonly<Record<ForecastDomain, Readonly<Record<ScoreBand, DisplayName>>>> =
  deepFreeze({
    career: {
      excellent: {
        en: 'Work matters are strongly supported: a good time to take on responsibility and seek recognition.',
        hi: 'कार्यक्षेत्र को प्रबल समर्थन है: उत्तरदायित्व लेने और पहचान पाने का अच्छा समय।',
      },
      favourable: {
        en: 'Career efforts are well supported and progress comes with steady work.',
        hi: 'करियर के प्रयासों को अच्छा समर्थन है; निरन्तर कार्य से प्रगति होती है।',
      },
      steady: {
        en: 'Work continues on an even keel; consistency counts more than bold moves.',
        hi: 'कार्य सामान्य गति से चलता है; साहसिक कदमों से अधिक निरन्तरता महत्वपूर्ण है।',
      },
      mixed: {
        en: 'Career signals are mixed: plan carefully and avoid overcommitting.',
        hi: 'करियर के संकेत मिश्रित हैं: सावधानी से योजना बनाएँ और अधिक वचन न दें।',
      },
      challenging: {
        en: 'Work may feel demanding; patience and careful communication help.',
        hi: 'कार्य कठिन लग सकता है; धैर्य और सोच-समझकर संवाद सहायक हैं।',
      },
    },
    finance: {
      excellent: {
        en: 'Finances look strong: gains and opportunities are well supported.',
        hi: 'आर्थिक स्थिति मज़बूत दिखती है: लाभ और अवसरों को अच्छा समर्थन है।',
      },
      favourable: {
        en: 'Money matters are favourable; savings and planned investments do well.',
        hi: 'धन के मामले अनुकूल हैं; बचत और योजनाबद्ध निवेश अच्छे रहते हैं।',
      },
      steady: {
        en: 'Finances are steady; routine budgeting keeps things on track.',
        hi: 'आर्थिक स्थिति स्थिर है; नियमित बजट से सब ठीक रहता है।',
      },
      mixed: {
        en: 'Finances are mixed: keep spending in check and avoid speculation.',
        hi: 'आर्थिक स्थिति मिश्रित है: व्यय पर नियन्त्रण रखें और सट्टे से बचें।',
      },
      challenging: {
        en: 'Money needs care in this period; postpone large commitments where possible.',
        hi: 'इस अवधि में धन पर विशेष ध्यान दें; जहाँ सम्भव हो बड़े वचन टालें।',
      },
    },
    relationship: {
      excellent: {
        en: 'Relationships are warm and well supported; a good time for shared plans.',
        hi: 'संबंधों में स्नेह है और अच्छा समर्थन है; साझा योजनाओं के लिए अच्छा समय।',
      },
      favourable: {
        en: 'Relationships are favourable; understanding comes easily.',
        hi: 'संबंध अनुकूल हैं; आपसी समझ सहजता से बनती है।',
      },
      steady: {
        en: 'Relationships are steady; small gestures keep them strong.',
        hi: 'संबंध स्थिर हैं; छोटे-छोटे प्रयास उन्हें मज़बूत रखते हैं।',
      },
      mixed: {
        en: 'Relationships need attention: listen more and avoid hasty words.',
        hi: 'संबंधों पर ध्यान दें: अधिक सुनें और जल्दबाज़ी में कुछ न कहें।',
      },
      challenging: {
        en: 'Relationships may feel strained; patience and clear talk help.',
        hi: 'संबंधों में तनाव हो सकता है; धैर्य और स्पष्ट बातचीत सहायक हैं।',
      },
    },
    health: {
      excellent: {
        en: 'Vitality is high; energy supports an active routine.',
        hi: 'जीवनी शक्ति उच्च है; ऊर्जा सक्रिय दिनचर्या में सहायक है।',
      },
      favourable: { en: 'Health is favourable; keep up good habits.', hi: 'स्वास्थ्य अनुकूल है; अच्छी आदतें बनाए रखें।' },
      steady: {
        en: 'Health is steady; regular rest and routine serve well.',
        hi: 'स्वास्थ्य स्थिर है; नियमित विश्राम और दिनचर्या लाभकारी हैं।',
      },
      mixed: {
        en: 'Energy may fluctuate; pace yourself and do not skip rest.',
        hi: 'ऊर्जा में उतार-चढ़ाव हो सकता है; अपनी गति संतुलित रखें और विश्राम न छोड़ें।',
      },
      challenging: {
        en: 'Take extra care of health and stress in this period.',
        hi: 'इस अवधि में स्वास्थ्य और तनाव का विशेष ध्यान रखें।',
      },
    },
    education: {
      excellent: {
        en: 'Learning is strongly supported: study, exams and new skills go well.',
        hi: 'अध्ययन को प्रबल समर्थन है: पढ़ाई, परीक्षा और नए कौशल अच्छे रहते हैं।',
      },
      favourable: {
        en: 'Studies are favourable; focus brings good results.',
        hi: 'अध्ययन अनुकूल है; एकाग्रता से अच्छे परिणाम मिलते हैं।',
      },
      steady: {
        en: 'Studies move at a steady pace; regular revision helps.',
        hi: 'अध्ययन स्थिर गति से चलता है; नियमित दोहराव सहायक है।',
      },
      mixed: {
        en: 'Concentration may waver; break study into small, regular sessions.',
        hi: 'एकाग्रता डगमगा सकती है; अध्ययन को छोटे, नियमित सत्रों में बाँटें।',
      },
      challenging: {
        en: 'Learning needs extra effort now; seek guidance where stuck.',
        hi: 'अभी अध्ययन में अतिरिक्त प्रयास चाहिए; कठिनाई में मार्गदर्शन लें।',
      },
    },
  });

/** One line per signal; `_up` when it raised the score, `_down` when it lowered it. */
export const FACTOR_PHRASES: Readonly<Record<string, DisplayName>> = deepFreeze({
  maha_dasha_up: {
    en: 'The running maha dasha of {graha} supports this area.',
    hi: '{graha} की चल रही महादशा इस क्षेत्र में सहायक है।',
  },
  maha_dasha_down: {
    en: 'The running maha dasha of {graha} weighs on this area.',
    hi: '{graha} की चल रही महादशा इस क्षेत्र पर भार डालती है।',
  },
  antar_dasha_up: { en: 'The antardasha of {graha} adds support.', hi: '{graha} की अन्तर्दशा अतिरिक्त सहयोग देती है।' },
  antar_dasha_down: { en: 'The antardasha of {graha} adds some strain.', hi: '{graha} की अन्तर्दशा कुछ दबाव जोड़ती है।' },
  transit_up: {
    en: '{graha} transits the {house} house from the Moon, a favourable position.',
    hi: '{graha} चन्द्र से {house} भाव में गोचर कर रहा है, जो अनुकूल स्थिति है।',
  },
  transit_down: {
    en: '{graha} transits the {house} house from the Moon, an unfavourable position.',
    hi: '{graha} चन्द्र से {house} भाव में गोचर कर रहा है, जो प्रतिकूल स्थिति है।',
  },
  house_lord_up: {
    en: 'The natal lord of this area, {graha}, is well placed.',
    hi: 'इस क्षेत्र का जन्मकालीन स्वामी {graha} अच्छी स्थिति में है।',
  },
  house_lord_down: {
    en: 'The natal lord of this area, {graha}, is weakly placed.',
    hi: 'इस क्षेत्र का जन्मकालीन स्वामी {graha} कमज़ोर स्थिति में है।',
  },
  navamsa_up: { en: '{graha} is strong in the navamsa (D9).', hi: 'नवांश (D9) में {graha} बलवान है।' },
  navamsa_down: { en: '{graha} is weak in the navamsa (D9).', hi: 'नवांश (D9) में {graha} कमज़ोर है।' },
  sade_sati_down: { en: 'Sade Sati ({phase} phase) asks for patience.', hi: 'साढ़े साती ({phase} चरण) धैर्य माँगती है।' },
  dhaiya_down: {
    en: "Shani's Dhaiya (Saturn in the 4th or 8th from the Moon) adds pressure.",
    hi: 'चन्द्र से शनि की ढैया दबाव बढ़ाती है।',
  },
  manglik_down: {
    en: 'An uncancelled Manglik placement calls for care in partnership.',
    hi: 'निरस्त न हुआ मांगलिक योग साझेदारी में सावधानी माँगता है।',
  },
  kaal_sarp_down: {
    en: 'The Kaal Sarp pattern slightly tempers results.',
    hi: 'कालसर्प योग परिणामों को थोड़ा मन्द करता है।',
  },
});

export const SADE_SATI_PHASE_NAMES: Readonly<Record<string, DisplayName>> = deepFreeze({
  rising: { en: 'rising', hi: 'उदय' },
  peak: { en: 'peak', hi: 'मध्य' },
  setting: { en: 'setting', hi: 'अस्त' },
});

export const OVERALL_PHRASES: Readonly<Record<ScoreBand, DisplayName>> = deepFreeze({
  excellent: { en: 'Overall, a strongly supportive period.', hi: 'कुल मिलाकर, प्रबल रूप से सहायक अवधि।' },
  favourable: { en: 'Overall, a favourable period.', hi: 'कुल मिलाकर, अनुकूल अवधि।' },
  steady: {
    en: 'Overall, a steady period with no strong pull either way.',
    hi: 'कुल मिलाकर, किसी ओर प्रबल झुकाव के बिना स्थिर अवधि।',
  },
  mixed: {
    en: 'Overall, a mixed period: good and difficult signals balance out.',
    hi: 'कुल मिलाकर, मिश्रित अवधि: अच्छे और कठिन संकेत एक-दूसरे को संतुलित करते हैं।',
  },
  challenging: {
    en: 'Overall, a demanding period that rewards patience.',
    hi: 'कुल मिलाकर, परिश्रम-साध्य अवधि जो धैर्य का फल देती है।',
  },
});

export const FORECAST_DISCLAIMER: DisplayName = deepFreeze({
  en: 'Rule-based scores from the birth chart, the running dashas, doshas and transits; they describe tendencies, not certainties.',
  hi: 'जन्म कुण्डली, चल रही दशाओं, दोषों और गोचर से नियम-आधारित अंक; ये प्रवृत्तियाँ बताते हैं, निश्चितताएँ नहीं।',
});
