// The yoni animals and the three ganas of porutham matching (issue 38) in the ten display languages and Nepali,
// in each language's everyday word (Kerala says അസുരഗണം for the rakshasa gana, Bengali almanacs নরগণ for manushya).
import { deepFreeze } from '../names/index.ts';
import type { Gana, Yoni } from './koota-attributes.ts';
import type { Localized } from './porutham-names.ts';

export const GANA_WORDS: Readonly<Record<Gana, Localized>> = deepFreeze({
  deva: {
    en: 'Deva',
    hi: 'देव गण',
    ta: 'தேவ கணம்',
    te: 'దేవ గణం',
    kn: 'ದೇವ ಗಣ',
    ml: 'ദേവഗണം',
    bn: 'দেবগণ',
    mr: 'देव गण',
    gu: 'દેવ ગણ',
    or: 'ଦେବ ଗଣ',
    ne: 'देव गण',
  },
  manushya: {
    en: 'Manushya',
    hi: 'मनुष्य गण',
    ta: 'மனித கணம்',
    te: 'మనుష్య గణం',
    kn: 'ಮನುಷ್ಯ ಗಣ',
    ml: 'മനുഷ്യഗണം',
    bn: 'নরগণ',
    mr: 'मनुष्य गण',
    gu: 'મનુષ્ય ગણ',
    or: 'ମନୁଷ୍ୟ ଗଣ',
    ne: 'मनुष्य गण',
  },
  rakshasa: {
    en: 'Rakshasa',
    hi: 'राक्षस गण',
    ta: 'ராட்சச கணம்',
    te: 'రాక్షస గణం',
    kn: 'ರಾಕ್ಷಸ ಗಣ',
    ml: 'അസുരഗണം',
    bn: 'রাক্ষসগণ',
    mr: 'राक्षस गण',
    gu: 'રાક્ષસ ગણ',
    or: 'ରାକ୍ଷସ ଗଣ',
    ne: 'राक्षस गण',
  },
});

const animal = (
  en: string,
  hi: string,
  ta: string,
  te: string,
  kn: string,
  ml: string,
  bn: string,
  mr: string,
  gu: string,
  or: string,
  ne: string,
): Localized => ({ en, hi, ta, te, kn, ml, bn, mr, gu, or, ne });

/** Columns: en hi ta te kn ml bn mr gu or ne. */
export const YONI_WORDS: Readonly<Record<Yoni, Localized>> = deepFreeze({
  horse: animal('Horse', 'घोड़ा', 'குதிரை', 'గుర్రం', 'ಕುದುರೆ', 'കുതിര', 'ঘোড়া', 'घोडा', 'ઘોડો', 'ଘୋଡ଼ା', 'घोडा'),
  elephant: animal('Elephant', 'हाथी', 'யானை', 'ఏనుగు', 'ಆನೆ', 'ആന', 'হাতি', 'हत्ती', 'હાથી', 'ହାତୀ', 'हात्ती'),
  sheep: animal('Sheep', 'भेड़', 'ஆடு', 'గొర్రె', 'ಕುರಿ', 'ആട്', 'ভেড়া', 'मेंढी', 'ઘેટું', 'ମେଣ୍ଢା', 'भेडा'),
  serpent: animal('Serpent', 'सर्प', 'பாம்பு', 'పాము', 'ಹಾವು', 'പാമ്പ്', 'সাপ', 'साप', 'સાપ', 'ସାପ', 'सर्प'),
  dog: animal('Dog', 'कुत्ता', 'நாய்', 'కుక్క', 'ನಾಯಿ', 'നായ', 'কুকুর', 'कुत्रा', 'કૂતરો', 'କୁକୁର', 'कुकुर'),
  cat: animal('Cat', 'बिल्ली', 'பூனை', 'పిల్లి', 'ಬೆಕ್ಕು', 'പൂച്ച', 'বিড়াল', 'मांजर', 'બિલાડી', 'ବିରାଡ଼ି', 'बिरालो'),
  rat: animal('Rat', 'चूहा', 'எலி', 'ఎలుక', 'ಇಲಿ', 'എലി', 'ইঁদুর', 'उंदीर', 'ઉંદર', 'ମୂଷା', 'मुसो'),
  cow: animal('Cow', 'गाय', 'பசு', 'ఆవు', 'ಹಸು', 'പശു', 'গাভী', 'गाय', 'ગાય', 'ଗାଈ', 'गाई'),
  buffalo: animal('Buffalo', 'भैंस', 'எருமை', 'గేదె', 'ಎಮ್ಮೆ', 'എരുമ', 'মহিষ', 'म्हैस', 'ભેંસ', 'ମଇଁଷି', 'भैंसी'),
  tiger: animal('Tiger', 'बाघ', 'புலி', 'పులి', 'ಹುಲಿ', 'പുലി', 'বাঘ', 'वाघ', 'વાઘ', 'ବାଘ', 'बाघ'),
  deer: animal('Deer', 'हिरण', 'மான்', 'జింక', 'ಜಿಂಕೆ', 'മാൻ', 'হরিণ', 'हरीण', 'હરણ', 'ହରିଣ', 'मृग'),
  monkey: animal('Monkey', 'बंदर', 'குரங்கு', 'కోతి', 'ಕೋತಿ', 'കുരങ്ങ്', 'বানর', 'माकड', 'વાંદરો', 'ମାଙ୍କଡ଼', 'बाँदर'),
  mongoose: animal('Mongoose', 'नेवला', 'கீரி', 'ముంగిస', 'ಮುಂಗುಸಿ', 'കീരി', 'বেজি', 'मुंगूस', 'નોળિયો', 'ନେଉଳ', 'न्याउरी'),
  lion: animal('Lion', 'सिंह', 'சிங்கம்', 'సింహం', 'ಸಿಂಹ', 'സിംഹം', 'সিংহ', 'सिंह', 'સિંહ', 'ସିଂହ', 'सिंह'),
});
