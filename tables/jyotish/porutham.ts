// The ten poruthams of South Indian marriage matching (issue 38) as rule data: one entry per porutham, each with
// its source, the choice made where sources disagree and the named alternatives. A system (`tamil`, `kerala`)
// picks its parameters from the entry, so Kerala's differences are data here, never a branch in the engine.
// Reasoning and sources at length: tables/jyotish/README.md, "Porutham".
import { deepFreeze, type Lang } from '../names/index.ts';
import type { Gana, Yoni } from './koota-attributes.ts';

/** A text in every display language (porutham-names.ts names the same shape; kept here to spare an import cycle). */
type Localized = Readonly<Record<Lang, string>>;

export type PoruthamKey =
  | 'dina'
  | 'gana'
  | 'mahendra'
  | 'stree_deergha'
  | 'yoni'
  | 'rasi'
  | 'rasi_adhipathi'
  | 'vasya'
  | 'rajju'
  | 'vedha';
/** The almanacs' order (Tamil panchangams print the ten in this order; Kerala's lists agree). */
export const PORUTHAM_KEYS: readonly PoruthamKey[] = deepFreeze([
  'dina',
  'gana',
  'mahendra',
  'stree_deergha',
  'yoni',
  'rasi',
  'rasi_adhipathi',
  'vasya',
  'rajju',
  'vedha',
] as const);

export type PoruthamSystem = 'tamil' | 'kerala';
export const PORUTHAM_SYSTEMS: readonly PoruthamSystem[] = deepFreeze(['tamil', 'kerala'] as const);
export type Grade = 'uttamam' | 'madhyamam' | 'adhamam';
export type Rajju = 'pada' | 'kati' | 'nabhi' | 'kantha' | 'siras';

export interface Alternative {
  readonly key: string;
  readonly text: string;
}
/** What each entry carries besides its parameters. */
interface Sourced {
  readonly source: string;
  readonly choice: string;
  readonly alternatives: readonly Alternative[];
  /** A deal-breaker: when it fails the almanac does not go on, whatever the count. */
  readonly essential: Readonly<Record<PoruthamSystem, boolean>>;
}

/** Counting is inclusive from the girl's star to the boy's: count = ((boy - girl) mod 27) + 1. */
export interface DinaParams {
  /** Remainders of count mod 9 that agree (0 = the 9th, 18th, 27th). Remainder 1 is the janma star's repeat. */
  readonly passRemainders: readonly number[];
}
export interface GanaParams {
  /** Girl's gana -> boy's gana -> grade when they agree; absent = they do not. */
  readonly pass: Readonly<Record<Gana, Partial<Readonly<Record<Gana, Grade>>>>>;
}
export interface MahendraParams {
  readonly passCounts: readonly number[];
}
export interface StreeDeerghaParams {
  /** The count from her star to his must exceed this. */
  readonly above: number;
}
export interface YoniParams {
  readonly enemies: readonly (readonly [Yoni, Yoni])[];
}
export interface RasiParams {
  /** Index = count from her rashi to his, minus 1: the grade when it agrees, null when it does not. */
  readonly byCount: readonly (Grade | null)[];
}
export interface RasiAdhipathiParams {
  readonly sameLord: Grade;
  readonly mutualFriends: Grade;
  /** Neither lord counts the other an enemy (friend and neutral, or both neutral). */
  readonly noEnemy: Grade;
}
export interface VasyaParams {
  /** Index = rashi - 1: the rashis vasya to it (drawn to it). */
  readonly vasyaOf: readonly (readonly number[])[];
  /** Whether his rashi in her list is enough, or either direction counts. */
  readonly directions: 'either' | 'girl_list';
}
export interface RajjuParams {
  readonly byNakshatra: readonly Rajju[];
}
export interface VedhaParams {
  readonly pairs: readonly (readonly [number, number])[];
}
export interface PoruthamParams {
  dina: DinaParams;
  gana: GanaParams;
  mahendra: MahendraParams;
  stree_deergha: StreeDeerghaParams;
  yoni: YoniParams;
  rasi: RasiParams;
  rasi_adhipathi: RasiAdhipathiParams;
  vasya: VasyaParams;
  rajju: RajjuParams;
  vedha: VedhaParams;
}

export type PoruthamEntry<K extends PoruthamKey> = Sourced & {
  readonly params: Readonly<Record<PoruthamSystem, PoruthamParams[K]>>;
};
export type PoruthamTable = { readonly [K in PoruthamKey]: PoruthamEntry<K> };

const both = <T>(value: T): Readonly<Record<PoruthamSystem, T>> => ({ tamil: value, kerala: value });
const NOT_ESSENTIAL = both(false);

/** Rajju by star: the five body parts up and down, pada kati nabhi kantha siras kantha nabhi kati pada, three times. */
const RAJJU_CYCLE: readonly Rajju[] = ['pada', 'kati', 'nabhi', 'kantha', 'siras', 'kantha', 'nabhi', 'kati', 'pada'];

/** The seven sworn-enemy yoni pairs every source lists. */
const YONI_ENEMIES: readonly (readonly [Yoni, Yoni])[] = [
  ['horse', 'buffalo'],
  ['elephant', 'lion'],
  ['sheep', 'monkey'],
  ['serpent', 'mongoose'],
  ['dog', 'deer'],
  ['cat', 'rat'],
  ['cow', 'tiger'],
];

export const PORUTHAMS: PoruthamTable = deepFreeze({
  dina: {
    source:
      'Tamil panchangam practice (the tara count of Muhurta Chintamani, Vivaha prakarana): count from her star to his, inclusive; the remainder by nine decides',
    choice:
      'remainders 2, 4, 6, 8 and 0 agree; 3, 5, 7 (vipat, pratyak, vadha) and 1 (the 10th and 19th, her own star repeated) do not; the same star is ruled by the same-star exception',
    alternatives: [
      {
        key: 'vysyamala_list',
        text: 'the list 2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26 (vysyamala.com, quoted in PyJHora): 17, 22 and 27 fail',
      },
      { key: 'anujanma_passes', text: 'some almanacs let the 10th and 19th (anujanma, trijanma) pass' },
    ],
    essential: NOT_ESSENTIAL,
    params: both({ passRemainders: [2, 4, 6, 8, 0] }),
  },
  gana: {
    source: 'Tamil and Malayalam almanac practice (Muhurta Chintamani, Vivaha prakarana, gana rule)',
    choice:
      'the same gana is uttamam; deva with manushya either way madhyamam; rakshasa with deva either way, and rakshasa with manushya either way, fail',
    alternatives: [
      {
        key: 'rakshasa_beyond_14',
        text: 'a rakshasa groom is allowed when his star is beyond the 14th from hers (printed in several Tamil almanacs)',
      },
      {
        key: 'manushya_girl_rakshasa_boy',
        text: 'some tables let a manushya bride with a rakshasa groom pass as adhamam',
      },
    ],
    essential: NOT_ESSENTIAL,
    params: both({
      pass: {
        deva: { deva: 'uttamam', manushya: 'madhyamam' },
        manushya: { manushya: 'uttamam', deva: 'madhyamam' },
        rakshasa: { rakshasa: 'uttamam' },
      },
    }),
  },
  mahendra: {
    source: 'every Tamil and Malayalam almanac alike: his star the 4th, 7th, 10th, ... 25th from hers',
    choice: 'counts 4, 7, 10, 13, 16, 19, 22, 25 agree',
    alternatives: [],
    essential: NOT_ESSENTIAL,
    params: both({ passCounts: [4, 7, 10, 13, 16, 19, 22, 25] }),
  },
  stree_deergha: {
    source:
      'Tamil panchangams: his star beyond the 13th from hers; Kerala practice as ProKerala states it (quoted in PyJHora): beyond the 15th',
    choice: 'tamil: count above 13; kerala: count above 15',
    alternatives: [
      { key: 'north_nine', text: 'North Indian texts: beyond the 9th' },
      { key: 'seven_madhyamam', text: 'some Tamil almanacs grade a count above 7 madhyamam' },
    ],
    essential: NOT_ESSENTIAL,
    params: { tamil: { above: 13 }, kerala: { above: 15 } },
  },
  yoni: {
    source: 'the seven sworn-enemy pairs of every source (astrology-rules.md 6.4, freehoroscopesonline.in)',
    choice: 'the same animal is uttamam; a sworn-enemy pair fails; any other pair is madhyamam',
    alternatives: [
      {
        key: 'serpent_rat',
        text: 'South Indian tables that also count serpent and rat as enemies (PyJHora yoni_enemies_south)',
      },
      { key: 'gender', text: 'Kerala tables that also weigh male and female stars (a male-yoni bride is adhamam)' },
    ],
    essential: NOT_ESSENTIAL,
    params: both({ enemies: YONI_ENEMIES }),
  },
  rasi: {
    source:
      'Tamil panchangams: his rashi beyond the 6th from hers agrees, the 8th excepted; the 7th is uttamam; the same rashi with different stars agrees (the same-rashi exception)',
    choice: 'counts 7 (uttamam), 9, 10, 11, 12 agree; 1 only through an exception; 2 to 6 and 8 fail',
    alternatives: [
      { key: 'dwirdwadasa', text: 'the 12th fails too (dvirdvadasa, as the North Indian bhakoot counts it)' },
      { key: 'lords_excuse', text: 'the 6th and 8th excused when both rashis share a lord or the lords are friends' },
      {
        key: 'prokerala_count',
        text: 'counting only "beyond the 6th" lets the 8th pass (PyJHora raasi_porutham_south)',
      },
    ],
    essential: NOT_ESSENTIAL,
    params: both({
      byCount: [
        null,
        null,
        null,
        null,
        null,
        null,
        'uttamam',
        null,
        'madhyamam',
        'madhyamam',
        'madhyamam',
        'madhyamam',
      ],
    }),
  },
  rasi_adhipathi: {
    source: 'natural friendship of the two rashi lords (Brihat Parashara Hora Shastra ch. 3), taken both ways',
    choice:
      'the same lord or two mutual friends are uttamam; no enmity either way is madhyamam; an enemy either way fails',
    alternatives: [
      {
        key: 'almanac_friends',
        text: "Tamil almanac friendship lists shorter than Parashara's (PyJHora raasi_adhipathi_array_south)",
      },
    ],
    essential: NOT_ESSENTIAL,
    params: both({ sameLord: 'uttamam', mutualFriends: 'uttamam', noEnemy: 'madhyamam' }),
  },
  vasya: {
    source: 'the vasya rashis of Muhurta Chintamani as Tamil almanacs print them (the same list in PyJHora)',
    choice: 'agrees when either rashi is vasya to the other; uttamam when both ways',
    alternatives: [
      { key: 'girl_list_only', text: 'only his rashi in her list counts (PyJHora vasiya_porutham_south)' },
    ],
    essential: NOT_ESSENTIAL,
    params: both({
      vasyaOf: [[5, 8], [4, 7], [6], [8, 9], [7], [3, 12], [6, 10], [4], [12], [1, 11], [1], [10]],
      directions: 'either' as const,
    }),
  },
  rajju: {
    source:
      'every Tamil and Malayalam almanac alike: the five rajjus (head, neck, navel, waist, feet); the same rajju fails',
    choice: 'the same body part fails, whatever the direction',
    alternatives: [
      {
        key: 'aroha_avaroha',
        text: 'some Tamil panchangams excuse the same rajju when one star ascends (aroha) and the other descends (avaroha)',
      },
    ],
    essential: both(true),
    params: both({ byNakshatra: [...RAJJU_CYCLE, ...RAJJU_CYCLE, ...RAJJU_CYCLE] }),
  },
  vedha: {
    source: 'every Tamil and Malayalam almanac alike: the fixed pairs of stars that obstruct each other',
    choice: 'the twelve pairs and the Mrigashira-Chitra-Dhanishtha triangle fail',
    alternatives: [],
    essential: both(true),
    params: both({
      pairs: [
        [1, 18],
        [2, 17],
        [3, 16],
        [4, 15],
        [6, 22],
        [7, 21],
        [8, 20],
        [9, 19],
        [10, 27],
        [11, 26],
        [12, 25],
        [13, 24],
        [5, 14],
        [14, 23],
        [5, 23],
      ],
    }),
  },
});

export type ExceptionKey = 'same_star' | 'same_rashi';
export interface ExceptionRule {
  /** A display field (issue 44): in every display language. */
  readonly source: Localized;
  /** The poruthams it turns to agreement. */
  readonly applies: readonly PoruthamKey[];
  readonly alternatives: readonly Alternative[];
}
/**
 * Same star: the verse "rohiny-ardra-magha-hasta-vishakha-shravana-uttarashadha-revati" (Muhurta Chintamani,
 * Vivaha prakarana, as Tamil almanacs quote it) makes these eight uttamam for a couple of one star; the next eleven
 * are madhyamam in Tamil almanac tables; the rest (Bharani, Ashlesha, Swati, Jyeshtha, Mula, Dhanishtha,
 * Shatabhisha, Purva Bhadrapada) are refused.
 */
export const SAME_STAR_GRADES: Readonly<Record<'uttamam' | 'madhyamam', readonly number[]>> = deepFreeze({
  uttamam: [4, 6, 10, 13, 16, 22, 21, 27],
  madhyamam: [1, 3, 5, 7, 8, 11, 12, 14, 17, 20, 26],
});
export const EXCEPTIONS: Readonly<Record<ExceptionKey, ExceptionRule>> = deepFreeze({
  same_star: {
    source: {
      en: 'Muhurta Chintamani (Vivaha prakarana) as Tamil almanacs quote it, with the madhyamam list of Tamil tables',
      hi: 'मुहूर्त चिन्तामणि (विवाह प्रकरण), जैसा तमिल पंचांग उद्धृत करते हैं, तमिल तालिकाओं की मध्यम सूची के साथ',
      ta: 'முகூர்த்த சிந்தாமணி (விவாகப் பிரகரணம்), தமிழ்ப் பஞ்சாங்கங்கள் மேற்கோள் காட்டுவதுபோல், தமிழ் அட்டவணைகளின் மத்திமப் பட்டியலுடன்',
      te: 'ముహూర్త చింతామణి (వివాహ ప్రకరణం), తమిళ పంచాంగాలు ఉదహరించినట్లు, తమిళ పట్టికల మధ్యమ జాబితాతో',
      kn: 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ (ವಿವಾಹ ಪ್ರಕರಣ), ತಮಿಳು ಪಂಚಾಂಗಗಳು ಉಲ್ಲೇಖಿಸುವಂತೆ, ತಮಿಳು ಕೋಷ್ಟಕಗಳ ಮಧ್ಯಮ ಪಟ್ಟಿಯೊಂದಿಗೆ',
      ml: 'മുഹൂർത്ത ചിന്താമണി (വിവാഹ പ്രകരണം), തമിഴ് പഞ്ചാംഗങ്ങൾ ഉദ്ധരിക്കുന്നതുപോലെ, തമിഴ് പട്ടികകളിലെ മധ്യമ പട്ടികയോടൊപ്പം',
      bn: 'মুহূর্ত চিন্তামণি (বিবাহ প্রকরণ), তামিল পঞ্জিকা যেমন উদ্ধৃত করে, তামিল সারণির মধ্যম তালিকাসহ',
      mr: 'मुहूर्त चिंतामणी (विवाह प्रकरण), तमिळ पंचांगे उद्धृत करतात तसे, तमिळ तक्त्यांतील मध्यम यादीसह',
      gu: 'મુહૂર્ત ચિંતામણિ (વિવાહ પ્રકરણ), તમિળ પંચાંગો ટાંકે છે તે પ્રમાણે, તમિળ કોષ્ટકોની મધ્યમ યાદી સાથે',
      or: 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି (ବିବାହ ପ୍ରକରଣ), ତାମିଲ ପଞ୍ଜିକା ଯେପରି ଉଦ୍ଧୃତ କରେ, ତାମିଲ ସାରଣୀର ମଧ୍ୟମ ତାଲିକା ସହ',
      ne: 'मुहूर्त चिन्तामणि (विवाह प्रकरण), तमिल पात्रोले उद्धृत गरेअनुसार, तमिल तालिकाको मध्यम सूचीसहित',
    },
    applies: ['dina', 'rasi'],
    alternatives: [
      { key: 'uttamam_only', text: 'only the eight uttamam stars allowed' },
      { key: 'his_pada_ahead', text: 'vysyamala.com: his pada or rashi must come before hers' },
    ],
  },
  same_rashi: {
    source: {
      en: 'Tamil panchangams: one rashi and two stars agree in rasi porutham',
      hi: 'तमिल पंचांग: एक राशि और दो नक्षत्र हों तो राशि कूट मिलता है',
      ta: 'தமிழ்ப் பஞ்சாங்கங்கள்: ஒரே ராசியும் இரு நட்சத்திரங்களும் என்றால் ராசிப் பொருத்தம் உண்டு',
      te: 'తమిళ పంచాంగాలు: ఒకే రాశి, రెండు నక్షత్రాలు అయితే రాశి పొంతన కుదురుతుంది',
      kn: 'ತಮಿಳು ಪಂಚಾಂಗಗಳು: ಒಂದೇ ರಾಶಿ ಮತ್ತು ಎರಡು ನಕ್ಷತ್ರಗಳಾದರೆ ರಾಶಿ ಕೂಟ ಹೊಂದುತ್ತದೆ',
      ml: 'തമിഴ് പഞ്ചാംഗങ്ങൾ: ഒരേ രാശിയും രണ്ട് നക്ഷത്രങ്ങളുമെങ്കിൽ രാശിപ്പൊരുത്തമുണ്ട്',
      bn: 'তামিল পঞ্জিকা: একই রাশি ও দুটি নক্ষত্র হলে রাশি কূট মেলে',
      mr: 'तमिळ पंचांगे: एक राशी आणि दोन नक्षत्रे असल्यास राशी कूट जुळते',
      gu: 'તમિળ પંચાંગો: એક જ રાશિ અને બે નક્ષત્ર હોય તો રાશિ કૂટ મળે છે',
      or: 'ତାମିଲ ପଞ୍ଜିକା: ଗୋଟିଏ ରାଶି ଓ ଦୁଇଟି ନକ୍ଷତ୍ର ହେଲେ ରାଶି କୂଟ ମିଳେ',
      ne: 'तमिल पात्रो: एउटै राशि र दुई नक्षत्र भए राशि कूट मिल्छ',
    },
    applies: ['rasi'],
    alternatives: [{ key: 'his_star_first', text: 'vysyamala.com: only when his star comes before hers' }],
  },
});

export type Verdict = 'uttamam' | 'madhyamam' | 'adhamam' | 'essential_failed' | 'papasamyam_failed';
export interface VerdictRule {
  /** Highest band first: at least `min` of the ten agree. */
  readonly bands: readonly { readonly min: number; readonly verdict: Verdict }[];
  /** Whether an unbalanced papasamyam (births given) overrides the bands. */
  readonly papasamyamDecides: boolean;
  /** A display field (issue 44): in every display language. */
  readonly source: Localized;
}
export const VERDICT_RULES: Readonly<Record<PoruthamSystem, VerdictRule>> = deepFreeze({
  tamil: {
    bands: [
      { min: 7, verdict: 'uttamam' },
      { min: 5, verdict: 'madhyamam' },
      { min: 0, verdict: 'adhamam' },
    ],
    papasamyamDecides: false,
    source: {
      en: 'Tamil almanac practice: rajju and vedha must agree; then 7 or more of ten is uttamam, 5 or 6 madhyamam',
      hi: 'तमिल पंचांगों की रीति: रज्जु और वेध मिलने चाहिए; फिर दस में से 7 या अधिक उत्तम, 5 या 6 मध्यम',
      ta: 'தமிழ்ப் பஞ்சாங்க வழக்கம்: ரஜ்ஜுவும் வேதையும் பொருந்த வேண்டும்; பின் பத்தில் 7 அல்லது அதற்கு மேல் உத்தமம், 5 அல்லது 6 மத்திமம்',
      te: 'తమిళ పంచాంగాల పద్ధతి: రజ్జు, వేధ కుదరాలి; ఆపై పదింటిలో 7 లేదా అంతకు మించి ఉత్తమం, 5 లేదా 6 మధ్యమం',
      kn: 'ತಮಿಳು ಪಂಚಾಂಗಗಳ ಪದ್ಧತಿ: ರಜ್ಜು ಮತ್ತು ವೇಧ ಹೊಂದಬೇಕು; ನಂತರ ಹತ್ತರಲ್ಲಿ 7 ಅಥವಾ ಹೆಚ್ಚು ಉತ್ತಮ, 5 ಅಥವಾ 6 ಮಧ್ಯಮ',
      ml: 'തമിഴ് പഞ്ചാംഗരീതി: രജ്ജുവും വേധവും ചേരണം; പിന്നെ പത്തിൽ 7-ഓ അതിലധികമോ ഉത്തമം, 5-ഓ 6-ഓ മധ്യമം',
      bn: 'তামিল পঞ্জিকার রীতি: রজ্জু ও বেধ মিলতে হবে; তারপর দশের মধ্যে 7 বা তার বেশি উত্তম, 5 বা 6 মধ্যম',
      mr: 'तमिळ पंचांगांची पद्धत: रज्जू आणि वेध जुळायला हवेत; मग दहापैकी 7 किंवा अधिक उत्तम, 5 किंवा 6 मध्यम',
      gu: 'તમિળ પંચાંગોની રીત: રજ્જુ અને વેધ મળવા જોઈએ; પછી દસમાંથી 7 કે વધુ ઉત્તમ, 5 કે 6 મધ્યમ',
      or: 'ତାମିଲ ପଞ୍ଜିକାର ରୀତି: ରଜ୍ଜୁ ଓ ବେଧ ମିଳିବା ଆବଶ୍ୟକ; ତାପରେ ଦଶରୁ 7 ବା ଅଧିକ ଉତ୍ତମ, 5 ବା 6 ମଧ୍ୟମ',
      ne: 'तमिल पात्रोको चलन: रज्जु र वेध मिल्नुपर्छ; त्यसपछि दसमध्ये 7 वा बढी उत्तम, 5 वा 6 मध्यम',
    },
  },
  kerala: {
    bands: [
      { min: 7, verdict: 'uttamam' },
      { min: 5, verdict: 'madhyamam' },
      { min: 0, verdict: 'adhamam' },
    ],
    papasamyamDecides: true,
    source: {
      en: 'Kerala practice: the same bands, and the papasamyam must balance (his papam at least hers) when births are known',
      hi: 'केरल की रीति: वही श्रेणियाँ, और जन्म-विवरण ज्ञात हों तो पापसाम्य संतुलित होना चाहिए (वर का पाप कन्या के पाप से कम न हो)',
      ta: 'கேரள வழக்கம்: அதே அளவுகள்; பிறப்பு விவரம் தெரிந்தால் பாப சாம்யமும் சமமாக வேண்டும் (ஆணின் பாபம் பெண்ணின் பாபத்தைவிடக் குறையக் கூடாது)',
      te: 'కేరళ పద్ధతి: అవే శ్రేణులు; జన్మ వివరాలు తెలిస్తే పాపసామ్యం సమంగా ఉండాలి (వరుని పాపం వధువు పాపం కంటే తక్కువ కాకూడదు)',
      kn: 'ಕೇರಳ ಪದ್ಧತಿ: ಅದೇ ಶ್ರೇಣಿಗಳು; ಜನ್ಮ ವಿವರ ತಿಳಿದಿದ್ದರೆ ಪಾಪಸಾಮ್ಯ ಸಮತೋಲನದಲ್ಲಿರಬೇಕು (ವರನ ಪಾಪ ವಧುವಿನ ಪಾಪಕ್ಕಿಂತ ಕಡಿಮೆ ಇರಬಾರದು)',
      ml: 'കേരളീയ രീതി: അതേ തട്ടുകൾ; ജനനവിവരം അറിയാമെങ്കിൽ പാപസാമ്യവും വേണം (ആണിന്റെ പാപം പെണ്ണിന്റേതിനെക്കാൾ കുറയരുത്)',
      bn: 'কেরলের রীতি: একই স্তর, আর জন্মের বিবরণ জানা থাকলে পাপসাম্য সমান হতে হবে (বরের পাপ কনের পাপের চেয়ে কম নয়)',
      mr: 'केरळची पद्धत: त्याच श्रेणी, आणि जन्मतपशील ठाऊक असल्यास पापसाम्य संतुलित हवे (वराचे पाप वधूच्या पापापेक्षा कमी नसावे)',
      gu: 'કેરળની રીત: એ જ શ્રેણીઓ, અને જન્મવિગત જાણીતી હોય તો પાપસામ્ય સંતુલિત હોવું જોઈએ (વરનું પાપ કન્યાના પાપથી ઓછું ન હોય)',
      or: 'କେରଳର ରୀତି: ସେହି ସ୍ତର, ଏବଂ ଜନ୍ମ ବିବରଣୀ ଜଣା ଥିଲେ ପାପସାମ୍ୟ ସନ୍ତୁଳିତ ହେବା ଆବଶ୍ୟକ (ବରର ପାପ କନ୍ୟାର ପାପଠାରୁ କମ୍ ନୁହେଁ)',
      ne: 'केरलको चलन: उही श्रेणी, र जन्म विवरण थाहा भए पापसाम्य सन्तुलित हुनुपर्छ (वरको पाप कन्याको भन्दा कम नहोस्)',
    },
  },
});
