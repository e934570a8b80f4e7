// The month view's own words (api/calendar-page) in the eleven display languages, and which calendar line each
// language's region reads under a date. The names of things (days, months, tithis, festivals) come from the name
// books; these are the page's labels, in the everyday words of each language's web and print (Unicode CLDR's
// language endonyms for the switch).
import { deepFreeze } from './freeze.ts';
import type { Lang } from './names/types.ts';

export interface PageWords {
  readonly sunrise: string;
  readonly sunset: string;
  readonly unavailable: string;
  readonly city: string;
  readonly month: string;
  readonly lang: string;
  readonly show: string;
  readonly key: string;
  readonly use: string;
  readonly forget: string;
  /** The language's own name, as the switch lists it. */
  readonly endonym: string;
}

const words = (list: string): PageWords => {
  const [sunrise, sunset, unavailable, city, month, lang, show, key, use, forget, endonym] = list.split('|');
  return { sunrise, sunset, unavailable, city, month, lang, show, key, use, forget, endonym } as PageWords;
};

export const PAGE_WORDS: Readonly<Record<Lang, PageWords>> = deepFreeze({
  en: words('Sunrise|Sunset|Not in the free window|City|Month|Language|Show|API key|Use key|Forget key|English'),
  hi: words('सूर्योदय|सूर्यास्त|निःशुल्क अवधि से बाहर|शहर|महीना|भाषा|दिखाएँ|API कुंजी|कुंजी लगाएँ|कुंजी हटाएँ|हिन्दी'),
  ta: words('சூரிய உதயம்|சூரிய அஸ்தமனம்|இலவச காலத்துக்கு வெளியே|நகரம்|மாதம்|மொழி|காட்டு|API சாவி|சாவியைப் பயன்படுத்து|சாவியை நீக்கு|தமிழ்'),
  te: words('సూర్యోదయం|సూర్యాస్తమయం|ఉచిత వ్యవధికి వెలుపల|నగరం|నెల|భాష|చూపించు|API కీ|కీ వాడు|కీ తొలగించు|తెలుగు'),
  kn: words('ಸೂರ್ಯೋದಯ|ಸೂರ್ಯಾಸ್ತ|ಉಚಿತ ಅವಧಿಯ ಹೊರಗೆ|ನಗರ|ತಿಂಗಳು|ಭಾಷೆ|ತೋರಿಸು|API ಕೀ|ಕೀ ಬಳಸು|ಕೀ ಅಳಿಸು|ಕನ್ನಡ'),
  ml: words('സൂര്യോദയം|സൂര്യാസ്തമയം|സൗജന്യ കാലയളവിന് പുറത്ത്|നഗരം|മാസം|ഭാഷ|കാണിക്കുക|API കീ|കീ ഉപയോഗിക്കുക|കീ മറക്കുക|മലയാളം'),
  bn: words('সূর্যোদয়|সূর্যাস্ত|বিনামূল্যের সময়সীমার বাইরে|শহর|মাস|ভাষা|দেখান|API কী|কী ব্যবহার করুন|কী মুছুন|বাংলা'),
  mr: words('सूर्योदय|सूर्यास्त|मोफत कालावधीबाहेर|शहर|महिना|भाषा|दाखवा|API की|की वापरा|की काढा|मराठी'),
  gu: words('સૂર્યોદય|સૂર્યાસ્ત|મફત સમયગાળાની બહાર|શહેર|મહિનો|ભાષા|બતાવો|API કી|કી વાપરો|કી ભૂલી જાઓ|ગુજરાતી'),
  or: words('ସୂର୍ଯ୍ୟୋଦୟ|ସୂର୍ଯ୍ୟାସ୍ତ|ମାଗଣା ଅବଧି ବାହାରେ|ସହର|ମାସ|ଭାଷା|ଦେଖାନ୍ତୁ|API କି|କି ବ୍ୟବହାର କରନ୍ତୁ|କି ଭୁଲିଯାଆନ୍ତୁ|ଓଡ଼ିଆ'),
  ne: words('सूर्योदय|सूर्यास्त|निःशुल्क अवधिबाहिर|सहर|महिना|भाषा|देखाउनुहोस्|API साँचो|साँचो प्रयोग गर्नुहोस्|साँचो हटाउनुहोस्|नेपाली'),
});

/**
 * The calendar line under each date: the solar calendar where the region lives by one (Tamil Nadu, Kerala, Odisha,
 * Bengal, and Nepal's Bikram Sambat for Nepali: `data.calendars.<name>`, month name and day), the amanta lunar month
 * where the region counts months from the new moon (Andhra, Telangana, Karnataka, Maharashtra, Gujarat), the
 * purnimanta month for Hindi (the North), and none for English.
 */
export type RegionalLine = 'tamil' | 'malayalam' | 'odia' | 'bengali' | 'nepali' | 'amanta' | 'purnimanta' | null;
export const REGIONAL_LINE: Readonly<Record<Lang, RegionalLine>> = deepFreeze({
  en: null,
  hi: 'purnimanta',
  ta: 'tamil',
  te: 'amanta',
  kn: 'amanta',
  ml: 'malayalam',
  bn: 'bengali',
  mr: 'amanta',
  gu: 'amanta',
  or: 'odia',
  ne: 'nepali',
});
