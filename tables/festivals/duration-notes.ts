// The festival rows' `durationNote` (English, on the row where the rule was written) in Hindi, keyed by the English
// text: a Hindi answer, export or feed reads every word of a festival in Hindi (issue 28 item 10: a `hi` feed's
// descriptions were English). Translations follow the Hindi terms of the names tables (प्रदोष काल, निशीथ, पारण,
// भद्रा, मध्याह्न) as Hindi panchangs (Thakur Prasad, Hrishikesh) print them. Languages without prose (ta .. or) read
// the English note, and the answer says so in meta.warnings (api/lang.ts).
import { deepFreeze } from '../freeze.ts';

export const DURATION_NOTES_HI: Readonly<Record<string, string>> = deepFreeze({
  'Puja in the Pradosh window after sunset': 'सूर्यास्त के बाद प्रदोष काल में पूजा',
  'Fast from sunrise until moonrise': 'सूर्योदय से चंद्रोदय तक व्रत',
  'Puja at madhyahna': 'मध्याह्न में पूजा',
  'Night vigil; puja at Nishita (midnight)': 'रात्रि जागरण; निशीथ काल (मध्यरात्रि) में पूजा',
  'Full-moon tithi, from its start to its end': 'पूर्णिमा तिथि, आरंभ से अंत तक',
  'New-moon tithi, from its start to its end': 'अमावस्या तिथि, आरंभ से अंत तक',
  'One day': 'एक दिन',
  'Kala Bhairava puja at night': 'रात्रि में काल भैरव पूजा',
  'Fast from sunrise; parana (breaking the fast) the next morning': 'सूर्योदय से व्रत; अगली सुबह पारण (व्रत खोलना)',
  'Start and end mark the instant the Sun enters the sign': 'आरंभ और अंत सूर्य के राशि में प्रवेश का क्षण हैं',
  'Night vigil; Nishita puja around midnight': 'रात्रि जागरण; मध्यरात्रि के आसपास निशीथ पूजा',
  'Bonfire in the evening (Pradosh), after Bhadra': 'भद्रा के बाद संध्या (प्रदोष) में होलिका दहन',
  'Nine nights; Ghatasthapana in the morning': 'नौ रातें; प्रातः घटस्थापना',
  'Rakhi tied while Purnima lasts, outside Bhadra': 'पूर्णिमा रहते, भद्रा के बाहर राखी बाँधी जाती है',
  'Nishita puja at midnight': 'मध्यरात्रि में निशीथ पूजा',
  'Ganesha puja at madhyahna; ten days to Anant Chaturdashi': 'मध्याह्न में गणेश पूजा; अनंत चतुर्दशी तक दस दिन',
  'Ganesh Visarjan': 'गणेश विसर्जन',
  'Fortnight of shraddha to Sarva Pitru Amavasya': 'सर्व पितृ अमावस्या तक श्राद्ध का पखवाड़ा',
  'Puja in the Pradosh window': 'प्रदोष काल में पूजा',
  'Abhyang snan before sunrise': 'सूर्योदय से पहले अभ्यंग स्नान',
  'Lakshmi Puja in Pradosh; South India keeps Deepavali on the Naraka Chaturdashi morning':
    'प्रदोष काल में लक्ष्मी पूजा; दक्षिण भारत में दीपावली नरक चतुर्दशी की सुबह मनाई जाती है',
  'Four days: Nahay-Khay, Kharna, Sandhya Arghya, Usha Arghya': 'चार दिन: नहाय-खाय, खरना, संध्या अर्घ्य, उषा अर्घ्य',
  'Thai 1; four days from Bhogi to Kaanum Pongal': 'तै मास का पहला दिन; भोगी से कानुम पोंगल तक चार दिन',
  'Eight days ending on Samvatsari': 'संवत्सरी पर पूरे होने वाले आठ दिन',
  'Ten days, Bhadrapada Shukla Panchami to Chaturdashi': 'दस दिन, भाद्रपद शुक्ल पंचमी से चतुर्दशी तक',
  'Islamic day begins at the previous sunset': 'इस्लामी दिन पिछले सूर्यास्त से आरंभ होता है',
  'Start and end of the part visible from this place': 'इस स्थान से दिखने वाले भाग का आरंभ और अंत',
  // issue 39: Nepal's rows
  'Dashain: the seventh day, Ashwin Shukla Saptami': 'दशैं: सातवाँ दिन, आश्विन शुक्ल सप्तमी',
  'Tihar: the first day (Kartik Krishna Trayodashi), the day before Kukur Tihar':
    'तिहार: पहला दिन (कार्तिक कृष्ण त्रयोदशी), कुकुर तिहार से एक दिन पहले',
  'Kumari Jatra day, Bhadra Shukla Chaturdashi (a Kathmandu Valley holiday)':
    'कुमारी जात्रा का दिन, भाद्रपद शुक्ल चतुर्दशी (काठमांडू घाटी में अवकाश)',
  'Shrawan Purnima: the sacred thread (janai) is changed, Rakshya Bandhan tied':
    'श्रावण पूर्णिमा: जनेऊ (जनै) बदला जाता है, रक्षाबंधन बाँधा जाता है',
  'The hills and the Kathmandu Valley play Holi on Fagu Purnima, the Holika Dahan day':
    'पहाड़ और काठमांडू घाटी फागु पूर्णिमा, होलिका दहन के दिन होली खेलते हैं',
  'The Terai plays Holi the day after the hills': 'तराई पहाड़ से एक दिन बाद होली खेलता है',
});

/**
 * The notes as phrase-table leaves `{ en, hi }`, keyed by a slug of the English text, so the prose books
 * (tables/prose) carry them into every other language.
 */
export const DURATION_NOTES: Readonly<Record<string, { readonly en: string; readonly hi: string }>> = deepFreeze(
  Object.fromEntries(Object.entries(DURATION_NOTES_HI).map(([en, hi]) => [slugOf(en), { en, hi }])),
);

function slugOf(english: string): string {
  return english
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** The leaf of a row's duration note, or null for a note the table lacks (it is then read in English). */
export function durationNoteLeaf(english: string): { readonly en: string; readonly hi: string } | null {
  return DURATION_NOTES[slugOf(english)] ?? null;
}
