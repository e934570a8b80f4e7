// City names in the reader's script, as each language's newspapers spell them (Dinamalar/Dinamani for ta,
// Eenadu for te, Prajavani for kn, Mathrubhumi/Malayala Manorama for ml, Anandabazar for bn, Loksatta for mr,
// Gujarat Samachar for gu, Sambad for or, Kantipur for ne, Dainik Jagran/Amar Ujala for hi). Keyed by the
// directory's city_id; folded with fold.ts (which keeps Indic letters) and searched as aliases (place-aliases.ts).
// A first set: the cities the issue names and the largest of each country; the full list (every Indian city of
// 250,000 or more, every Nepali city, the 20 largest of Sri Lanka and Bangladesh) is still to be written.
import type { Lang } from '../names/types.ts';

export type ScriptLang = Exclude<Lang, 'en'> | 'ne';
export type CityScriptNames = Readonly<Record<ScriptLang, string>>;

export interface CityNames {
  readonly country: string;
  /** The directory's `name` of the city (the alias target). */
  readonly name: string;
  readonly names: CityScriptNames;
}

export const CITY_SCRIPT_NAMES: Readonly<Record<string, CityNames>> = {
  chennai: {
    country: 'IN',
    name: 'Chennai',
    names: {
      hi: 'चेन्नई',
      ta: 'சென்னை',
      te: 'చెన్నై',
      kn: 'ಚೆನ್ನೈ',
      ml: 'ചെന്നൈ',
      bn: 'চেন্নাই',
      mr: 'चेन्नई',
      gu: 'ચેન્નઈ',
      or: 'ଚେନ୍ନାଇ',
      ne: 'चेन्नई',
    },
  },
  kolkata: {
    country: 'IN',
    name: 'Kolkata',
    names: {
      hi: 'कोलकाता',
      ta: 'கொல்கத்தா',
      te: 'కోల్‌కతా',
      kn: 'ಕೋಲ್ಕತ್ತಾ',
      ml: 'കൊൽക്കത്ത',
      bn: 'কলকাতা',
      mr: 'कोलकाता',
      gu: 'કોલકાતા',
      or: 'କୋଲକାତା',
      ne: 'कोलकाता',
    },
  },
  thiruvananthapuram: {
    country: 'IN',
    name: 'Thiruvananthapuram',
    names: {
      hi: 'तिरुवनंतपुरम',
      ta: 'திருவனந்தபுரம்',
      te: 'తిరువనంతపురం',
      kn: 'ತಿರುವನಂತಪುರಂ',
      ml: 'തിരുവനന്തപുരം',
      bn: 'তিরুবনন্তপুরম',
      mr: 'तिरुवनंतपुरम',
      gu: 'તિરુવનંતપુરમ',
      or: 'ତିରୁବନନ୍ତପୁରମ',
      ne: 'तिरुवनन्तपुरम',
    },
  },
  mumbai: {
    country: 'IN',
    name: 'Mumbai',
    names: {
      hi: 'मुंबई',
      ta: 'மும்பை',
      te: 'ముంబై',
      kn: 'ಮುಂಬೈ',
      ml: 'മുംബൈ',
      bn: 'মুম্বই',
      mr: 'मुंबई',
      gu: 'મુંબઈ',
      or: 'ମୁମ୍ବାଇ',
      ne: 'मुम्बई',
    },
  },
  'new-delhi': {
    country: 'IN',
    name: 'New Delhi',
    names: {
      hi: 'नई दिल्ली',
      ta: 'புது தில்லி',
      te: 'న్యూఢిల్లీ',
      kn: 'ನವದೆಹಲಿ',
      ml: 'ന്യൂഡൽഹി',
      bn: 'নয়াদিল্লি',
      mr: 'नवी दिल्ली',
      gu: 'નવી દિલ્હી',
      or: 'ନୂଆଦିଲ୍ଲୀ',
      ne: 'नयाँ दिल्ली',
    },
  },
  bengaluru: {
    country: 'IN',
    name: 'Bengaluru',
    names: {
      hi: 'बेंगलुरु',
      ta: 'பெங்களூரு',
      te: 'బెంగళూరు',
      kn: 'ಬೆಂಗಳೂರು',
      ml: 'ബെംഗളൂരു',
      bn: 'বেঙ্গালুরু',
      mr: 'बंगळूरु',
      gu: 'બેંગલુરુ',
      or: 'ବେଙ୍ଗାଲୁରୁ',
      ne: 'बेङ्गलुरु',
    },
  },
  hyderabad: {
    country: 'IN',
    name: 'Hyderabad',
    names: {
      hi: 'हैदराबाद',
      ta: 'ஹைதராபாத்',
      te: 'హైదరాబాద్',
      kn: 'ಹೈದರಾಬಾದ್',
      ml: 'ഹൈദരാബാദ്',
      bn: 'হায়দরাবাদ',
      mr: 'हैदराबाद',
      gu: 'હૈદરાબાદ',
      or: 'ହାଇଦ୍ରାବାଦ',
      ne: 'हैदराबाद',
    },
  },
  kathmandu: {
    country: 'NP',
    name: 'Kathmandu',
    names: {
      hi: 'काठमांडू',
      ta: 'காத்மாண்டு',
      te: 'ఖాట్మండు',
      kn: 'ಕಠ್ಮಂಡು',
      ml: 'കാഠ്മണ്ഡു',
      bn: 'কাঠমান্ডু',
      mr: 'काठमांडू',
      gu: 'કાઠમંડુ',
      or: 'କାଠମାଣ୍ଡୁ',
      ne: 'काठमाडौं',
    },
  },
  colombo: {
    country: 'LK',
    name: 'Colombo',
    names: {
      hi: 'कोलंबो',
      ta: 'கொழும்பு',
      te: 'కొలంబో',
      kn: 'ಕೊಲಂಬೊ',
      ml: 'കൊളംബോ',
      bn: 'কলম্বো',
      mr: 'कोलंबो',
      gu: 'કોલંબો',
      or: 'କଲମ୍ବୋ',
      ne: 'कोलम्बो',
    },
  },
  dhaka: {
    country: 'BD',
    name: 'Dhaka',
    names: {
      hi: 'ढाका',
      ta: 'டாக்கா',
      te: 'ఢాకా',
      kn: 'ಢಾಕಾ',
      ml: 'ധാക്ക',
      bn: 'ঢাকা',
      mr: 'ढाका',
      gu: 'ઢાકા',
      or: 'ଢାକା',
      ne: 'ढाका',
    },
  },
};

/** Every script name as an alias (name -> the city), for the directory's alias index. */
export function scriptNameAliases(): Record<string, { name: string; country: string }> {
  const out: Record<string, { name: string; country: string }> = {};
  for (const city of Object.values(CITY_SCRIPT_NAMES))
    for (const n of Object.values(city.names)) out[n] = { name: city.name, country: city.country };
  return out;
}

/** The city's name in `lang` when the table has it, else the directory's (Latin) name. */
export function cityDisplayName(cityId: string | null | undefined, fallback: string, lang: string): string {
  const names = cityId ? CITY_SCRIPT_NAMES[cityId]?.names : undefined;
  return (names && (names as Readonly<Record<string, string>>)[lang]) ?? fallback;
}
