// Phrase bank for dosha summaries and matching notes (en, hi). Wording is informational: it names
// the pattern by its classical rule and never predicts outcomes or suggests remedies.
// Templates use {name} placeholders filled by engine/jyotish/text.ts.
import { deepFreeze, type DisplayName } from '../names/index.ts';

export const DOSHA_SUMMARY_PHRASES: Readonly<Record<string, DisplayName>> = deepFreeze({
  manglik_high: {
    en: 'Manglik dosha is present from the lagna (Mars in house {house}).',
    hi: 'लग्न से मांगलिक दोष है (मंगल भाव {house} में)।',
  },
  manglik_low: {
    en: 'Manglik dosha is present only from the {references} (partial, anshik).',
    hi: 'मांगलिक दोष केवल {references} से है (आंशिक)।',
  },
  manglik_cancelled: {
    en: 'A classical exception cancels the Manglik placement in this chart.',
    hi: 'इस कुण्डली में एक शास्त्रीय अपवाद मांगलिक स्थिति को निरस्त करता है।',
  },
  manglik_absent: {
    en: 'No Manglik dosha: Mars is not in houses 1, 2, 4, 7, 8 or 12 from the lagna, Moon or Venus.',
    hi: 'मांगलिक दोष नहीं: मंगल लग्न, चन्द्र या शुक्र से 1, 2, 4, 7, 8 या 12वें भाव में नहीं है।',
  },
  kaal_sarp_full: {
    en: 'All seven grahas lie on one side of the Rahu-Ketu axis: {type} Kaal Sarp pattern.',
    hi: 'सातों ग्रह राहु-केतु अक्ष के एक ओर हैं: {type} कालसर्प योग।',
  },
  kaal_sarp_partial: {
    en: 'The grahas lie almost entirely on one side of the Rahu-Ketu axis: partial {type} Kaal Sarp pattern.',
    hi: 'ग्रह लगभग पूरी तरह राहु-केतु अक्ष के एक ओर हैं: आंशिक {type} कालसर्प योग।',
  },
  kaal_sarp_absent: {
    en: 'No Kaal Sarp pattern: the grahas fall on both sides of the Rahu-Ketu axis.',
    hi: 'कालसर्प योग नहीं: ग्रह राहु-केतु अक्ष के दोनों ओर हैं।',
  },
  pitra_indicated: {
    en: 'Pitra dosha indicators found: {count}. Sources differ on how to weigh them.',
    hi: 'पितृ दोष के संकेतक मिले: {count}। इनके महत्व पर स्रोतों में मतभेद है।',
  },
  pitra_absent: {
    en: 'None of the common Pitra dosha indicators is present.',
    hi: 'पितृ दोष का कोई सामान्य संकेतक नहीं है।',
  },
  sade_sati_rising: {
    en: 'Sade Sati is running, first (rising) phase: Saturn transits the 12th sign from the natal Moon.',
    hi: 'साढ़े साती चल रही है, पहला (उदय) चरण: शनि जन्म चन्द्र से 12वीं राशि में गोचर कर रहे हैं।',
  },
  sade_sati_peak: {
    en: 'Sade Sati is running, second (peak) phase: Saturn transits the natal Moon sign.',
    hi: 'साढ़े साती चल रही है, दूसरा (मध्य) चरण: शनि जन्म राशि में गोचर कर रहे हैं।',
  },
  sade_sati_setting: {
    en: 'Sade Sati is running, third (setting) phase: Saturn transits the 2nd sign from the natal Moon.',
    hi: 'साढ़े साती चल रही है, तीसरा (अस्त) चरण: शनि जन्म चन्द्र से दूसरी राशि में गोचर कर रहे हैं।',
  },
  sade_sati_inactive: { en: 'Sade Sati is not running on the given date.', hi: 'दी गई तिथि पर साढ़े साती नहीं चल रही है।' },
  sade_sati_unavailable: {
    en: 'Sade Sati was not evaluated: no transit data was supplied.',
    hi: 'साढ़े साती का आकलन नहीं हुआ: गोचर डेटा उपलब्ध नहीं था।',
  },
  dhaiya_kantaka: {
    en: 'Saturn transits the 4th sign from the natal Moon (Kantaka Dhaiya).',
    hi: 'शनि जन्म चन्द्र से चौथी राशि में गोचर कर रहे हैं (कंटक ढैया)।',
  },
  dhaiya_ashtama: {
    en: 'Saturn transits the 8th sign from the natal Moon (Ashtama Dhaiya).',
    hi: 'शनि जन्म चन्द्र से आठवीं राशि में गोचर कर रहे हैं (अष्टम ढैया)।',
  },
  disclaimer: {
    en: 'Informational: these checks describe chart patterns by classical rules; they do not predict outcomes.',
    hi: 'सूचनात्मक: ये जाँचें शास्त्रीय नियमों से कुण्डली के योग बताती हैं; ये परिणामों की भविष्यवाणी नहीं करतीं।',
  },
});

export const PITRA_FACTOR_PHRASES: Readonly<Record<string, DisplayName>> = deepFreeze({
  surya_with_node: { en: 'Sun shares a sign with {grahas}.', hi: 'सूर्य {grahas} के साथ एक राशि में है।' },
  node_in_ninth: { en: '{grahas} in the 9th house.', hi: '{grahas} नवम भाव में।' },
  ninth_lord_afflicted: {
    en: 'The 9th lord {lord} is joined or aspected by {grahas}.',
    hi: 'नवमेश {lord} पर {grahas} की युति या दृष्टि है।',
  },
  surya_afflicted_in_ninth: {
    en: 'Sun in the 9th house is joined or opposed by {grahas}.',
    hi: 'नवम भाव के सूर्य पर {grahas} की युति या सम्मुख स्थिति है।',
  },
  chandra_with_node: {
    en: 'Moon shares a sign with {grahas} (the Matru variant some sources add).',
    hi: 'चन्द्र {grahas} के साथ एक राशि में है (कुछ स्रोतों का मातृ रूप)।',
  },
});

export const MANGLIK_CANCELLATION_PHRASES: Readonly<Record<string, DisplayName>> = deepFreeze({
  mars_own_or_exalted: {
    en: 'Mars is in its own or exaltation sign ({rashi}).',
    hi: 'मंगल स्वराशि या उच्च राशि ({rashi}) में है।',
  },
  jupiter_conjunct_mars: { en: 'Jupiter is in the same sign as Mars.', hi: 'गुरु और मंगल एक ही राशि में हैं।' },
  jupiter_aspects_mars: { en: 'Jupiter aspects Mars.', hi: 'मंगल पर गुरु की दृष्टि है।' },
  house_sign_exception: {
    en: 'Mars in {rashi} in house {house} from the {reference} is a listed exception.',
    hi: '{reference} से भाव {house} में {rashi} का मंगल एक मान्य अपवाद है।',
  },
  both_partners_manglik: {
    en: 'Both partners are Manglik, which is held to cancel the dosha.',
    hi: 'दोनों पक्ष मांगलिक हैं, जिससे दोष निरस्त माना जाता है।',
  },
});

export const MATCH_PHRASES: Readonly<Record<string, DisplayName>> = deepFreeze({
  verdict_excellent: {
    en: 'Gun Milan total {total}/36: excellent by the usual thresholds (33 and above).',
    hi: 'गुण मिलान {total}/36: सामान्य मानदण्ड से उत्तम (33 या अधिक)।',
  },
  verdict_compatible: {
    en: 'Gun Milan total {total}/36: compatible by the usual thresholds (25 to 32).',
    hi: 'गुण मिलान {total}/36: सामान्य मानदण्ड से अनुकूल (25 से 32)।',
  },
  verdict_acceptable: {
    en: 'Gun Milan total {total}/36: average, acceptable by the usual thresholds (18 to 24).',
    hi: 'गुण मिलान {total}/36: सामान्य मानदण्ड से मध्यम, स्वीकार्य (18 से 24)।',
  },
  verdict_not_recommended: {
    en: 'Gun Milan total {total}/36: below the usual minimum of 18.',
    hi: 'गुण मिलान {total}/36: सामान्य न्यूनतम 18 से कम।',
  },
  nadi_dosha: { en: 'Nadi dosha: both Moons are in the {nadi} nadi.', hi: 'नाड़ी दोष: दोनों के चन्द्र {nadi} नाड़ी में हैं।' },
  bhakoot_dosha: {
    en: 'Bhakoot dosha: the Moon signs are in a {kind} relation.',
    hi: 'भकूट दोष: दोनों चन्द्र राशियाँ {kind} स्थिति में हैं।',
  },
  gana_dosha: {
    en: 'Gana dosha: {boy} gana (boy) with {girl} gana (girl).',
    hi: 'गण दोष: वर का {boy} गण, कन्या का {girl} गण।',
  },
  dosha_cancelled: {
    en: '{dosha} is held cancelled: {reasons}. The score is left as computed.',
    hi: '{dosha} निरस्त माना जाता है: {reasons}। अंक यथावत रखे गए हैं।',
  },
  dosha_not_cancelled: {
    en: '{dosha}: none of the listed exceptions applies.',
    hi: '{dosha}: कोई मान्य अपवाद लागू नहीं होता।',
  },
  raw_score: {
    en: 'Scores are the raw koota points; cancellations are reported, not added back.',
    hi: 'अंक मूल कूट अंक हैं; दोष-निवारण केवल बताया गया है, अंकों में जोड़ा नहीं गया।',
  },
  manglik_both: {
    en: 'Both charts are Manglik; by the usual rule the two placements cancel each other.',
    hi: 'दोनों कुण्डलियाँ मांगलिक हैं; सामान्य नियम से दोनों स्थितियाँ एक-दूसरे को निरस्त करती हैं।',
  },
  manglik_one: { en: 'Only the {who} chart is Manglik.', hi: 'केवल {who} की कुण्डली मांगलिक है।' },
  manglik_none: { en: 'Neither chart is Manglik.', hi: 'कोई भी कुण्डली मांगलिक नहीं है।' },
});

/** Short labels used inside the templates above. */
export const LABELS: Readonly<Record<string, DisplayName>> = deepFreeze({
  nadi_dosha: { en: 'Nadi dosha', hi: 'नाड़ी दोष' },
  bhakoot_dosha: { en: 'Bhakoot dosha', hi: 'भकूट दोष' },
  gana_dosha: { en: 'Gana dosha', hi: 'गण दोष' },
  dwi_dwadash: { en: 'Dwi-Dwadash (2/12)', hi: 'द्विद्वादश (2/12)' },
  nav_pancham: { en: 'Nav-Pancham (5/9)', hi: 'नवपंचम (5/9)' },
  shadashtak: { en: 'Shadashtak (6/8)', hi: 'षडाष्टक (6/8)' },
  same_nakshatra_different_rashi: { en: 'same nakshatra, different Moon signs', hi: 'नक्षत्र एक, राशि भिन्न' },
  same_rashi_different_nakshatra: { en: 'same Moon sign, different nakshatras', hi: 'राशि एक, नक्षत्र भिन्न' },
  same_nakshatra_different_pada: { en: 'same nakshatra, different padas', hi: 'नक्षत्र एक, चरण भिन्न' },
  different_rashis_same_lord: { en: 'different Moon signs with the same lord', hi: 'राशियाँ भिन्न, स्वामी एक' },
  rashi_lords_same: { en: 'the Moon-sign lords are the same', hi: 'राशि स्वामी एक ही हैं' },
  rashi_lords_friends: { en: 'the Moon-sign lords are mutual friends', hi: 'राशि स्वामी परस्पर मित्र हैं' },
  navamsa_lords_same: { en: 'the navamsa lords are the same', hi: 'नवांश स्वामी एक ही हैं' },
  navamsa_lords_friends: { en: 'the navamsa lords are mutual friends', hi: 'नवांश स्वामी परस्पर मित्र हैं' },
  boy: { en: "boy's", hi: 'वर' },
  girl: { en: "girl's", hi: 'कन्या' },
  list_separator: { en: ', ', hi: ', ' },
});

export const VERDICT_LABELS: Readonly<Record<string, DisplayName>> = deepFreeze({
  excellent: { en: 'Excellent', hi: 'उत्तम' },
  compatible: { en: 'Compatible', hi: 'अनुकूल' },
  acceptable: { en: 'Acceptable', hi: 'स्वीकार्य' },
  not_recommended: { en: 'Not recommended', hi: 'अनुशंसित नहीं' },
});

export const STATUS_LABELS: Readonly<Record<string, DisplayName>> = deepFreeze({
  excellent: { en: 'Excellent', hi: 'उत्तम' },
  good: { en: 'Good', hi: 'अच्छा' },
  average: { en: 'Average', hi: 'मध्यम' },
  poor: { en: 'Poor', hi: 'कमज़ोर' },
  dosha: { en: 'Dosha', hi: 'दोष' },
});
