// Bengali prose book (issue 37): every catalogue key's text, written as the daily rashifal columns of Anandabazar
// Patrika and Ei Samay write them (আছে/নেই/হবে, polite imperatives দিন/করুন/থাকুন), the house as ভাব, the bands
// উত্তম .. কঠিন. Graha, rashi and lagna terms are the name book's (tables/names/bn.ts, Jupiter বৃহস্পতি); the
// glossary is in ../GLOSSARY-mr-bn-gu-or-ne.md. Digits are Western Arabic, as the name books print them.
import type { ProseBook } from './types.ts';

export const BN: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'কমলা',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'সাদা',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'হলুদ',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'ধূসর',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'সবুজ',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'গোলাপি',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'বাদামি',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'গাঢ় নীল',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'লাল',
  'jyotish/rashifal.HOUSE_THEMES.0': 'নিজের ব্যক্তিত্ব ও প্রাণশক্তি',
  'jyotish/rashifal.HOUSE_THEMES.1': 'অর্থ ও পরিবার',
  'jyotish/rashifal.HOUSE_THEMES.2': 'সাহস, ভাইবোন ও ছোট ভ্রমণ',
  'jyotish/rashifal.HOUSE_THEMES.3': 'বাড়ি, মা ও সুখস্বাচ্ছন্দ্য',
  'jyotish/rashifal.HOUSE_THEMES.4': 'সন্তান, সৃজনশীলতা ও বিদ্যা',
  'jyotish/rashifal.HOUSE_THEMES.5': 'কাজ, স্বাস্থ্য ও প্রতিদ্বন্দ্বী',
  'jyotish/rashifal.HOUSE_THEMES.6': 'অংশীদারি ও দাম্পত্য',
  'jyotish/rashifal.HOUSE_THEMES.7': 'পরিবর্তন ও গোপন বিষয়',
  'jyotish/rashifal.HOUSE_THEMES.8': 'ভাগ্য, বিশ্বাস ও গুরুজন',
  'jyotish/rashifal.HOUSE_THEMES.9': 'কর্মজীবন ও সম্মান',
  'jyotish/rashifal.HOUSE_THEMES.10': 'লাভ ও বন্ধুবান্ধব',
  'jyotish/rashifal.HOUSE_THEMES.11': 'ব্যয়, বিশ্রাম ও দূরের জায়গা',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} রাশি, {start}: আজকের দিনটি {band}।',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} রাশি, {start} থেকে {end}: এই সপ্তাহটি {band}।',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} রাশি, {start} থেকে {end}: এই মাসটি {band}।',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} এখন আপনার {house} ভাবে ({theme}) গোচর করছে, যা আপনার পক্ষে সহায়ক।',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} এখন আপনার {house} ভাবে ({theme}) গোচর করছে, তাই এই ব্যাপারে সাবধানে চলুন।',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} তারিখে {graha} {rashi} রাশিতে প্রবেশ করবে।',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'শুভ সংখ্যা {number}, শুভ রং {colour}।',
  'jyotish/forecast.BAND_NAMES.excellent': 'উত্তম',
  'jyotish/forecast.BAND_NAMES.favourable': 'অনুকূল',
  'jyotish/forecast.BAND_NAMES.steady': 'স্থিতিশীল',
  'jyotish/forecast.BAND_NAMES.mixed': 'মিশ্র',
  'jyotish/forecast.BAND_NAMES.challenging': 'কঠিন',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'কর্মজীবন',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'অর্থ',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'সম্পর্ক',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'স্বাস্থ্য',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'পড়াশোনা',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'কর্মক্ষেত্রে গ্রহের জোরালো সমর্থন রয়েছে: নতুন দায়িত্ব নেওয়া ও স্বীকৃতি পাওয়ার ভাল সময়।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'কর্মজীবনের চেষ্টা ভাল সমর্থন পাবে, নিয়মিত পরিশ্রমে উন্নতি আসবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady':
    'কাজকর্ম স্বাভাবিক গতিতে চলবে; বড় ঝুঁকির চেয়ে ধারাবাহিকতাই বেশি কাজে দেবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'কর্মক্ষেত্রে মিশ্র ইঙ্গিত: ভেবেচিন্তে পরিকল্পনা করুন, সাধ্যের বেশি দায়িত্ব নেবেন না।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'কাজের চাপ বেশি মনে হতে পারে; ধৈর্য রাখুন এবং কথাবার্তায় সংযত থাকুন।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent': 'আর্থিক অবস্থা মজবুত: লাভ ও নতুন সুযোগের যোগ প্রবল।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable': 'অর্থভাগ্য অনুকূল; সঞ্চয় ও পরিকল্পিত বিনিয়োগে সুফল মিলবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'আর্থিক অবস্থা স্থিতিশীল; নিয়মমাফিক হিসেব রাখলে সব ঠিকঠাক চলবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed': 'আর্থিক দিক মিশ্র: খরচে রাশ টানুন, ফাটকা এড়িয়ে চলুন।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'এই সময় অর্থের ব্যাপারে সতর্ক থাকুন; সম্ভব হলে বড় আর্থিক দায় পিছিয়ে দিন।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'সম্পর্কে উষ্ণতা রয়েছে, গ্রহও সহায়; একসঙ্গে পরিকল্পনা করার ভাল সময়।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'সম্পর্ক অনুকূল; পরস্পরকে বোঝা সহজ হবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady': 'সম্পর্ক স্থিতিশীল; ছোট ছোট যত্নেই বাঁধন মজবুত থাকবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'সম্পর্কে মনোযোগ দেওয়া দরকার: বেশি শুনুন, তাড়াহুড়ো করে কিছু বলবেন না।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'সম্পর্কে টানাপোড়েন দেখা দিতে পারে; ধৈর্য ও খোলামেলা কথাবার্তা কাজে দেবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'প্রাণশক্তি তুঙ্গে; এই উদ্যম সক্রিয় দিনযাপনে সাহায্য করবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'স্বাস্থ্য অনুকূল; ভাল অভ্যাসগুলো বজায় রাখুন।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady':
    'স্বাস্থ্য স্থিতিশীল; নিয়মিত বিশ্রাম ও নিয়মমাফিক জীবনযাপন উপকারী হবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'উদ্যম ওঠানামা করতে পারে; নিজের সামর্থ্য বুঝে চলুন, বিশ্রামে ফাঁকি দেবেন না।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging': 'এই সময় স্বাস্থ্য ও মানসিক চাপের দিকে বিশেষ নজর দিন।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'পড়াশোনায় গ্রহের জোরালো সমর্থন: পড়া, পরীক্ষা ও নতুন দক্ষতা শেখায় সাফল্য আসবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'পড়াশোনার পক্ষে সময় অনুকূল; মন দিয়ে পড়লে ভাল ফল মিলবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady':
    'পড়াশোনা স্থির গতিতে এগোবে; নিয়মিত অভ্যাস ঝালিয়ে নেওয়া কাজে দেবে।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed': 'মনঃসংযোগে ঘাটতি হতে পারে; পড়া ছোট ছোট ভাগে নিয়মিত করুন।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'এখন পড়াশোনায় বাড়তি পরিশ্রম দরকার; যেখানে আটকাবেন সেখানে পরামর্শ নিন।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': 'চলতি {graha} মহাদশা এই ক্ষেত্রে সহায়ক।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down': 'চলতি {graha} মহাদশা এই ক্ষেত্রে চাপ সৃষ্টি করছে।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': '{graha} অন্তর্দশা বাড়তি সমর্থন যোগাচ্ছে।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': '{graha} অন্তর্দশা কিছুটা চাপ বাড়াচ্ছে।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up': 'চন্দ্র থেকে {house} ভাবে {graha} গোচর করছে, যা অনুকূল অবস্থান।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down': 'চন্দ্র থেকে {house} ভাবে {graha} গোচর করছে, যা প্রতিকূল অবস্থান।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'জন্মছকে এই ক্ষেত্রের অধিপতি {graha} ভাল অবস্থানে আছে।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'জন্মছকে এই ক্ষেত্রের অধিপতি {graha} দুর্বল অবস্থানে আছে।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'নবাংশ ছকে {graha} বলবান।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'নবাংশ ছকে {graha} দুর্বল।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'সাড়েসাতি ({phase} পর্যায়) চলছে, তাই ধৈর্য ধরতে হবে।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down': 'শনির আড়াই বছরের দশা (চন্দ্র থেকে চতুর্থ বা অষ্টমে শনি) চাপ বাড়ায়।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down':
    'খণ্ডন না হওয়া মাঙ্গলিক অবস্থানের জন্য দাম্পত্য ও অংশীদারিতে সতর্কতা প্রয়োজন।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'কালসর্প যোগ ফল কিছুটা মৃদু করে।',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'জন্মছক, চলতি দশা, দোষ ও গোচরের ভিত্তিতে নিয়ম মেনে কষা নম্বর; এগুলি প্রবণতা বোঝায়, নিশ্চিত ভবিষ্যৎ নয়।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'সব মিলিয়ে সময়টি অত্যন্ত শুভ।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'সব মিলিয়ে সময়টি অনুকূল।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'সব মিলিয়ে সময়টি স্থিতিশীল; কোনও দিকেই বিশেষ টান নেই।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'সব মিলিয়ে সময়টি মিশ্র: ভাল ও কঠিন ইঙ্গিত পরস্পরকে ভারসাম্যে রাখছে।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'সব মিলিয়ে সময়টি পরীক্ষার; ধৈর্য রাখলে সুফল মিলবে।',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'প্রথম',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'মধ্য',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'শেষ',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'লগ্নপতি {lord} {lord_house} ভাবে, অর্থাৎ কেন্দ্রে রয়েছে; এতে শরীর মজবুত থাকে এবং রোগ থেকে দ্রুত সেরে ওঠা যায়।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'লগ্নপতি {lord} {lord_house} ভাবে, অর্থাৎ ত্রিকোণে রয়েছে; এতে প্রাণশক্তি বজায় থাকে এবং মন ইতিবাচক থাকে।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'লগ্নপতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে রয়েছে; তাই স্বাস্থ্য ও বিশ্রামের দিকে নিয়মিত নজর রাখা দরকার।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'লগ্নপতি {lord} {lord_house} ভাবে থাকায় প্রাণশক্তি মাঝারি, তবে নিয়মিত জীবনযাপনে তা ভাল থাকে।',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'সূর্য সুস্থানে ({dignity}) থাকায় সহ্যশক্তি ও ঘুরে দাঁড়ানোর ক্ষমতা পাওয়া যায়।',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text': 'সূর্য নীচস্থ: বিশেষত চাপের সময়ে শক্তি বুঝে খরচ করুন।',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'চন্দ্র বলবান ({dignity}) হওয়ায় মানসিক ভারসাম্য থাকে এবং ঘুম ভাল হয়।',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'চন্দ্র নীচস্থ: দুশ্চিন্তা শরীর-মনে প্রভাব ফেলতে পারে, তাই শান্ত দিনচর্যা উপকারী।',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'ষষ্ঠ ভাবে, অর্থাৎ উপচয় স্থানে {grahas} থাকায় রোগ ও প্রতিযোগিতাকে সহজে জয় করা যায়।',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    'অষ্টম ভাবে {grahas} থাকায় পুরনো অসুখ ও হঠাৎ আসা চাপের ব্যাপারে সাবধান থাকা দরকার।',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'লগ্নে দৃষ্টি দিচ্ছে {grahas}, যা স্বাস্থ্যের পক্ষে রক্ষাকবচের মতো।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'অগ্নিতত্ত্বের লগ্ন ({sign}) হওয়ায় স্বভাব উদ্যমী, স্পষ্টবাদী ও কর্মঠ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'পৃথ্বীতত্ত্বের লগ্ন ({sign}) হওয়ায় স্বভাব বাস্তববাদী, ধৈর্যশীল ও নির্ভরযোগ্য।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'বায়ুতত্ত্বের লগ্ন ({sign}) হওয়ায় স্বভাব মিশুকে, কৌতূহলী ও আলাপপ্রিয়।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'জলতত্ত্বের লগ্ন ({sign}) হওয়ায় স্বভাব সংবেদনশীল, যত্নশীল ও অন্তর্দৃষ্টিসম্পন্ন।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'লগ্নপতি {lord} {lord_house} ভাবে, অর্থাৎ কেন্দ্রে বসে আছে: আত্মবিশ্বাস ও জীবনের দিশা স্থির থাকে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'লগ্নপতি {lord} {lord_house} ভাবে, অর্থাৎ ত্রিকোণে বসে আছে: বিচারবুদ্ধি পরিণত এবং ভাগ্যের সহায়তা মেলে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'লগ্নপতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে বসে আছে: স্বভাব অন্তর্মুখী, উন্নতি আসে পরিশ্রমের মধ্য দিয়ে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'লগ্নপতি {lord} {lord_house} ভাবে বসে আছে, যা ব্যক্তিত্বকে সম্পদ, উদ্যোগ ও লাভের সঙ্গে যুক্ত করে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'লগ্নপতি ভাল অবস্থানে ({dignity}) থাকায় প্রাণশক্তি ও আত্মবিশ্বাস বাড়ে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'লগ্নপতি নীচস্থ: আত্মবিশ্বাস ধীরে ধীরে, অভিজ্ঞতার মধ্য দিয়ে গড়ে ওঠে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'লগ্নে বৃহস্পতি থাকায় প্রজ্ঞা, উদারতা ও অন্যকে আগলে রাখার মানসিকতা আসে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'লগ্নে {grahas} থাকায় স্বভাবে তীব্রতা ও অস্থির উদ্যম থাকে; স্পষ্ট লক্ষ্য পেলে তা সবচেয়ে ভাল কাজে লাগে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'চন্দ্র জলরাশিতে ({sign}) থাকায় অনুভূতি গভীর এবং অন্তর্দৃষ্টি প্রখর।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'চন্দ্র অগ্নিরাশিতে ({sign}) থাকায় মন তেজী, আত্মাভিমানী ও দ্রুত কাজে নামতে চায়।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'চন্দ্র পৃথ্বীরাশিতে ({sign}) থাকায় মন নিরাপত্তা ও বাঁধাধরা নিয়ম খোঁজে।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'চন্দ্র বায়ুরাশিতে ({sign}) থাকায় মন চঞ্চল, আলাপী এবং নতুন ভাবনায় আগ্রহী।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'দশমপতি {lord} {lord_house} ভাবে, অর্থাৎ কেন্দ্রে রয়েছে; কর্মজীবন সকলের নজরে আসে এবং পেশাগত অবস্থান স্থির থাকে।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'দশমপতি {lord} {lord_house} ভাবে, অর্থাৎ ত্রিকোণে রয়েছে; কাজের সঙ্গে ভাগ্য, বিদ্যা ও ভাল পথপ্রদর্শকের যোগ ঘটে।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'দশমপতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে রয়েছে; সেবা, গবেষণা বা পর্দার আড়ালের কাজের ইঙ্গিত, অধ্যবসায়ে পদোন্নতি।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'দশমপতি {lord} {lord_house} ভাবে থাকায় কর্মজীবন উপার্জন, যোগাযোগ ও নিজের উদ্যোগের সঙ্গে বাঁধা।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'দশমপতি বলবান ({dignity}): উচ্চাকাঙ্ক্ষা পূরণে ভাল সমর্থন মেলে।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'দশমপতি নীচস্থ: কর্মজীবনের দিশা স্থির হতে সময় লাগতে পারে।',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    'দশম ভাবে সূর্য থাকায় কর্তৃত্ব আসে এবং জনসমক্ষে কাজে স্বীকৃতি মেলে।',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    'দশম ভাবে শনি থাকায় শৃঙ্খলা ও দায়িত্ববোধের জোরে ধীর কিন্তু নিশ্চিত উন্নতি হয়।',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    'দশম ভাবে {grahas} থাকায় পেশা সম্মানজনক হয় এবং কর্মস্থলে সম্পর্ক ভাল থাকে।',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'দশম ভাবে বৃহস্পতির দৃষ্টি রয়েছে; কাজে সঠিক পথনির্দেশ মেলে এবং সততার সুনাম হয়।',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    'নবম ও দশম ভাবের অধিপতি একসঙ্গে রয়েছে; এটি উদ্দেশ্যপূর্ণ ও ভাগ্যবান কর্মের শাস্ত্রীয় যোগ।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    'দশম ভাবে ({sign}) কোনও গ্রহ নেই; কর্মজীবনের বিচার হয় দশমপতি {lord} কোথায় আছে তা দেখে।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'পঞ্চমপতি {lord} {lord_house} ভাবে, অর্থাৎ কেন্দ্রে রয়েছে; মনোযোগী পড়াশোনা ও ব্যবহারিক বুদ্ধি জোর পায়।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'পঞ্চমপতি {lord} {lord_house} ভাবে, অর্থাৎ ত্রিকোণে রয়েছে; উচ্চশিক্ষা ও সৃজনশীল বুদ্ধির পক্ষে শুভ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'পঞ্চমপতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে রয়েছে: পড়াশোনায় বাধা আসতে পারে, তবে লেগে থাকলে সুফল মেলে।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'পঞ্চমপতি {lord} {lord_house} ভাবে থাকায় বিদ্যা যুক্ত হয় যোগাযোগ ও কাজের দক্ষতার সঙ্গে।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'বুধ বলবান ({dignity}): বুদ্ধি তীক্ষ্ণ ও বিশ্লেষণী, সহজেই শেখা যায়।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'বুধ নীচস্থ: ধৈর্য ধরে, হাতে-কলমে অনুশীলনে শেখাই সবচেয়ে ভাল।',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'পঞ্চম ভাবে বৃহস্পতির দৃষ্টি রয়েছে, যা বুদ্ধিকে আশীর্বাদ করে এবং শেখার আগ্রহ বাড়ায়।',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    'পঞ্চম ভাবে {grahas} থাকায় ভাল শিক্ষা ও সৃজনশীল প্রতিভার যোগ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    'চতুর্থ ভাবে {grahas} থাকায় ভিতের পড়াশোনা মজবুত হয় এবং পড়ার জন্য স্থির পরিবেশ মেলে।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'বুধ ও বৃহস্পতি একসঙ্গে থাকায় যুক্তির সঙ্গে প্রজ্ঞার মিলন ঘটে।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'দ্বিতীয়পতি {lord} {lord_house} ভাবে, অর্থাৎ কেন্দ্রে রয়েছে; নিয়মিত সঞ্চয় হয় এবং পারিবারিক সম্পদের সমর্থন থাকে।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'দ্বিতীয়পতি {lord} {lord_house} ভাবে, অর্থাৎ ত্রিকোণে রয়েছে; ভাগ্য ও জ্ঞানের জোরে ধন বাড়ার যোগ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'দ্বিতীয়পতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে রয়েছে: হিসেব করে চলুন, কারণ খরচ আয়কে ছাপিয়ে যেতে পারে।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'দ্বিতীয়পতি {lord} {lord_house} ভাবে থাকায় অর্থ আসে নিজের চেষ্টা, যোগাযোগ ও লাভের পথ ধরে।',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'একাদশপতি {lord} {lord_house} ভাবে থাকায় নিয়মিত লাভের যোগ রয়েছে।',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'একাদশপতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে রয়েছে: লাভ অনিয়মিত হতে পারে, তাই পরিকল্পনা জরুরি।',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'ধনভাবগুলির একটি, {graha_house} ভাবে বৃহস্পতির অবস্থান সমৃদ্ধির প্রথাগত লক্ষণ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    'দ্বিতীয় ভাবে {grahas} থাকায় খরচের দিকে নজর রাখতে হয়; শৃঙ্খলা থাকলেই সঞ্চয় বাড়ে।',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'শুক্র বলবান ({dignity}), যা সুখস্বাচ্ছন্দ্য ও তা উপভোগের সামর্থ্য দেয়।',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    'দ্বিতীয় ও একাদশ ভাবের অধিপতি একসঙ্গে রয়েছে; এটি শাস্ত্রীয় ধনযোগ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'সপ্তমপতি {lord} {lord_house} ভাবে, অর্থাৎ কেন্দ্রে রয়েছে; দাম্পত্য ও অংশীদারি স্থির হয় এবং সঙ্গী প্রতিষ্ঠিত হন।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'সপ্তমপতি {lord} {lord_house} ভাবে, অর্থাৎ ত্রিকোণে রয়েছে; অভিন্ন মূল্যবোধ ও ভাগ্যের সূত্রে অংশীদারি গড়ে ওঠে।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'সপ্তমপতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে রয়েছে: সম্পর্কে ধৈর্য, স্পষ্ট কথা ও পরস্পরকে পরিসর দেওয়া দরকার।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'সপ্তমপতি {lord} {lord_house} ভাবে থাকায় অংশীদারি জড়িয়ে থাকে পরিবার, বন্ধু ও অভিন্ন লক্ষ্যের সঙ্গে।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'দাম্পত্যের কারক শুক্র বলবান ({dignity}): সম্পর্কে উষ্ণতা, আকর্ষণ ও সম্প্রীতি থাকে।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'শুক্র নীচস্থ: প্রেমে প্রত্যাশা বাস্তবসম্মত রাখুন এবং তা মুখ ফুটে বলুন।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    'সপ্তম ভাবে {grahas} থাকায় সঙ্গী সাধারণত বোঝাপড়ায় ভাল হন এবং সম্পর্কে সহযোগিতা থাকে।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    'সপ্তম ভাবে {grahas} থাকায় অংশীদারিতে মতবিরোধ বা দেরি হতে পারে; দায়িত্ব ভাগ করে নিলে সুবিধা হয়।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'সপ্তম ভাবে বৃহস্পতির দৃষ্টি রয়েছে, যা বিবাহ ও অংশীদারির পক্ষে রক্ষাকবচ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'শুক্র ও মঙ্গল একসঙ্গে থাকায় প্রেমে স্বভাব আবেগপ্রবণ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'নবমপতি {lord} {lord_house} ভাবে, অর্থাৎ কেন্দ্রে রয়েছে; বিশ্বাস ও নীতিবোধ রোজকার জীবনে প্রতিফলিত হয়।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'নবমপতি {lord} {lord_house} ভাবে, অর্থাৎ ত্রিকোণে রয়েছে; ধর্ম, গুরুজন ও জ্ঞানের জন্য দূরযাত্রার পক্ষে শুভ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'নবমপতি {lord} {lord_house} ভাবে, অর্থাৎ দুঃস্থানে রয়েছে: অভিজ্ঞতার মধ্য দিয়ে বিশ্বাসের পরীক্ষা হয় এবং তা গভীর হয়।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'নবমপতি {lord} {lord_house} ভাবে থাকায় ভাগ্য যুক্ত হয় নিজের চেষ্টা ও সমাজের সঙ্গে।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'বৃহস্পতি বলবান ({dignity}), যা প্রজ্ঞা, নীতিবোধ ও গুরুজনের প্রতি শ্রদ্ধা বাড়ায়।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} ভাবে বৃহস্পতি মনকে দর্শনচর্চা ও অন্তর্জীবনের দিকে টানে।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    'দ্বাদশ ভাবে কেতুকে প্রথাগতভাবে বৈরাগ্য ও ধ্যানের প্রতি টানের লক্ষণ বলে ধরা হয়।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    'নবম ভাবে {grahas} থাকায় গুরুজনের আশীর্বাদ মেলে এবং মন উদার থাকে।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'নবম ভাবে শনির দৃষ্টি রয়েছে: বিশ্বাস গড়ে ওঠে ধীরে, কেবল আচার-অনুষ্ঠানে নয়, শৃঙ্খলার মধ্য দিয়ে।',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'উচ্চস্থ',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'মূলত্রিকোণে',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'স্বক্ষেত্রে',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'মিত্রক্ষেত্রে',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'সমক্ষেত্রে',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'শত্রুক্ষেত্রে',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'নীচস্থ',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': 'প্রথম',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': 'দ্বিতীয়',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': 'তৃতীয়',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': 'চতুর্থ',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': 'পঞ্চম',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': 'ষষ্ঠ',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': 'সপ্তম',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': 'অষ্টম',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': 'নবম',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': 'দশম',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': 'একাদশ',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': 'দ্বাদশ',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'অনুকূল',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'ভারসাম্যপূর্ণ',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'কঠিন',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'জন্মছকের (রাশিচক্র, প্রতিটি রাশি একটি ভাব) নিয়মভিত্তিক বিচার। প্রতিটি কথার সঙ্গে তার উৎস-নিয়মটি দেওয়া আছে; কোনওটিই নিশ্চিত ভবিষ্যদ্বাণী নয়।',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'ব্যক্তিত্ব',
  'jyotish/predictions/index.SECTION_NAMES.career': 'কর্মজীবন',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'অর্থ',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'সম্পর্ক',
  'jyotish/predictions/index.SECTION_NAMES.health': 'স্বাস্থ্য',
  'jyotish/predictions/index.SECTION_NAMES.education': 'পড়াশোনা',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'আধ্যাত্মিকতা',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'লগ্ন থেকে মাঙ্গলিক দোষ রয়েছে (মঙ্গল {house} নম্বর ভাবে)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'মাঙ্গলিক দোষ কেবল এখান থেকে গণনায় রয়েছে: {references} (আংশিক)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'শাস্ত্রের একটি ব্যতিক্রম এই ছকে মাঙ্গলিক অবস্থান খণ্ডন করছে।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'মাঙ্গলিক দোষ নেই: লগ্ন, চন্দ্র বা শুক্র থেকে প্রথম, দ্বিতীয়, চতুর্থ, সপ্তম, অষ্টম বা দ্বাদশ ভাবে মঙ্গল নেই।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'সাতটি গ্রহই রাহু-কেতু অক্ষের একদিকে রয়েছে: {type} কালসর্প যোগ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'গ্রহেরা প্রায় পুরোপুরি রাহু-কেতু অক্ষের একদিকে রয়েছে: আংশিক {type} কালসর্প যোগ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': "কালসর্প যোগ নেই: গ্রহেরা রাহু-কেতু অক্ষের দু'দিকেই ছড়িয়ে আছে।",
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'পাওয়া পিতৃদোষের লক্ষণ: {count}। এগুলির গুরুত্ব নিয়ে শাস্ত্রে মতভেদ আছে।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'পিতৃদোষের প্রচলিত লক্ষণগুলির কোনওটিই নেই।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'সাড়েসাতি চলছে, প্রথম পর্যায়: শনি জন্মচন্দ্রের দ্বাদশ রাশিতে গোচর করছে।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak': 'সাড়েসাতি চলছে, মধ্য পর্যায়: শনি জন্মরাশিতেই গোচর করছে।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'সাড়েসাতি চলছে, শেষ পর্যায়: শনি জন্মচন্দ্রের দ্বিতীয় রাশিতে গোচর করছে।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'প্রদত্ত তারিখে সাড়েসাতি চলছে না।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'সাড়েসাতির বিচার করা হয়নি: গোচরের তথ্য দেওয়া হয়নি।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'শনি জন্মচন্দ্রের চতুর্থ রাশিতে গোচর করছে (কণ্টক শনি)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'শনি জন্মচন্দ্রের অষ্টম রাশিতে গোচর করছে (অষ্টম শনি)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'কেবল তথ্যের জন্য: এই যাচাইগুলি শাস্ত্রীয় নিয়মে ছকের যোগ বর্ণনা করে; ঘটনার ভবিষ্যদ্বাণী করে না।',
  'jyotish/phrases.LABELS.nadi_dosha': 'নাড়ী দোষ',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'ভকূট দোষ',
  'jyotish/phrases.LABELS.gana_dosha': 'গণ দোষ',
  'jyotish/phrases.LABELS.dwi_dwadash': 'দ্বিদ্বাদশ (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'নবপঞ্চম (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'ষড়াষ্টক (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'নক্ষত্র এক, কিন্তু চন্দ্ররাশি আলাদা',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'চন্দ্ররাশি এক, কিন্তু নক্ষত্র আলাদা',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'নক্ষত্র এক, কিন্তু পাদ আলাদা',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'চন্দ্ররাশি আলাদা হলেও অধিপতি একই',
  'jyotish/phrases.LABELS.rashi_lords_same': "দু'জনের চন্দ্ররাশির অধিপতি একই",
  'jyotish/phrases.LABELS.rashi_lords_friends': "দু'জনের চন্দ্ররাশির অধিপতি পরস্পরের মিত্র",
  'jyotish/phrases.LABELS.navamsa_lords_same': "দু'জনের নবাংশের অধিপতি একই",
  'jyotish/phrases.LABELS.navamsa_lords_friends': "দু'জনের নবাংশের অধিপতি পরস্পরের মিত্র",
  'jyotish/phrases.LABELS.boy': 'পাত্রের',
  'jyotish/phrases.LABELS.girl': 'পাত্রীর',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'মঙ্গল নিজের ঘরে বা উচ্চ রাশিতে ({rashi}) রয়েছে।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'বৃহস্পতি ও মঙ্গল একই রাশিতে রয়েছে।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'মঙ্গলের উপর বৃহস্পতির দৃষ্টি রয়েছে।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    'গণনার ভিত্তি {reference}: {house} নম্বর ভাবে {rashi} রাশিতে মঙ্গল একটি স্বীকৃত ব্যতিক্রম।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    "পাত্র-পাত্রী দু'জনেই মাঙ্গলিক, যা দোষ খণ্ডন করে বলে ধরা হয়।",
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent': 'গুণমিলনে মোট {total}/36: প্রচলিত মাপকাঠিতে উত্তম (33 বা তার বেশি)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible': 'গুণমিলনে মোট {total}/36: প্রচলিত মাপকাঠিতে সুমিল (25 থেকে 32)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'গুণমিলনে মোট {total}/36: মাঝারি, প্রচলিত মাপকাঠিতে গ্রহণযোগ্য (18 থেকে 24)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'গুণমিলনে মোট {total}/36: প্রচলিত ন্যূনতম 18-র নীচে।',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': "নাড়ী দোষ: দু'জনের চন্দ্রই {nadi} নাড়ীতে।",
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'ভকূট দোষ: দুই চন্দ্ররাশির মধ্যে {kind} সম্পর্ক।',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'গণ দোষ: পাত্রের {boy} গণ, পাত্রীর {girl} গণ।',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha} খণ্ডিত বলে ধরা হয়, কারণ {reasons}। নম্বর অবশ্য যেমন কষা হয়েছে তেমনই রাখা হয়েছে।',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: তালিকার কোনও ব্যতিক্রমই এখানে খাটে না।',
  'jyotish/phrases.MATCH_PHRASES.raw_score': 'নম্বরগুলি কূটের মূল নম্বর; খণ্ডনের কথা জানানো হয়েছে, কিন্তু নম্বরে যোগ করা হয়নি।',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'দুটি ছকই মাঙ্গলিক; প্রচলিত নিয়মে দুই দোষ পরস্পরকে খণ্ডন করে।',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': 'কেবল {who} ছক মাঙ্গলিক।',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'কোনও ছকই মাঙ্গলিক নয়।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'সূর্য ও {grahas} একই রাশিতে রয়েছে।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': 'নবম ভাবে {grahas}।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted': 'নবমপতি {lord} {grahas} দ্বারা যুক্ত বা দৃষ্ট।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    'নবম ভাবে সূর্যের সঙ্গে {grahas} যুক্ত, বা তার বিপরীতে রয়েছে।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'চন্দ্র ও {grahas} একই রাশিতে রয়েছে (কিছু শাস্ত্র যে মাতৃদোষের কথা যোগ করে)।',
  'jyotish/phrases.STATUS_LABELS.excellent': 'উত্তম',
  'jyotish/phrases.STATUS_LABELS.good': 'ভাল',
  'jyotish/phrases.STATUS_LABELS.average': 'মাঝারি',
  'jyotish/phrases.STATUS_LABELS.poor': 'দুর্বল',
  'jyotish/phrases.STATUS_LABELS.dosha': 'দোষ',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'উত্তম',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'সুমিল',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'গ্রহণযোগ্য',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'সুপারিশ করা হয় না',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'অনন্ত',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'কুলিক',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'বাসুকি',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'শঙ্খপাল',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'পদ্ম',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'মহাপদ্ম',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'তক্ষক',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'কর্কোটক',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'শঙ্খচূড়',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'ঘাতক',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'বিষধর',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'শেষনাগ',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'লগ্ন',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'চন্দ্র',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'শুক্র',
  'jyotish/koota-points.KOOTAS.varna.name': 'বর্ণ',
  'jyotish/koota-points.KOOTAS.vashya.name': 'বশ্য',
  'jyotish/koota-points.KOOTAS.tara.name': 'তারা',
  'jyotish/koota-points.KOOTAS.yoni.name': 'যোনি',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'গ্রহমৈত্রী',
  'jyotish/koota-points.KOOTAS.gana.name': 'গণ',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'ভকূট',
  'jyotish/koota-points.KOOTAS.nadi.name': 'নাড়ী',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'দেব',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'নর',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'রাক্ষস',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'আদ্য',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'মধ্য',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'অন্ত্য',
  'jyotish/koota-attributes.TARA_NAMES.0': 'জন্ম',
  'jyotish/koota-attributes.TARA_NAMES.1': 'সম্পৎ',
  'jyotish/koota-attributes.TARA_NAMES.2': 'বিপৎ',
  'jyotish/koota-attributes.TARA_NAMES.3': 'ক্ষেম',
  'jyotish/koota-attributes.TARA_NAMES.4': 'প্রত্যরি',
  'jyotish/koota-attributes.TARA_NAMES.5': 'সাধক',
  'jyotish/koota-attributes.TARA_NAMES.6': 'বধ',
  'jyotish/koota-attributes.TARA_NAMES.7': 'মিত্র',
  'jyotish/koota-attributes.TARA_NAMES.8': 'অতিমিত্র',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'ব্রাহ্মণ',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'ক্ষত্রিয়',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'বৈশ্য',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'শূদ্র',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'চতুষ্পদ',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'মানব',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'জলচর',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'বনচর',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'কীট',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'অশ্ব (ঘোড়া)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'গজ (হাতি)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'মেষ (ভেড়া)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'সর্প (সাপ)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'শ্বান (কুকুর)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'মার্জার (বিড়াল)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'মূষিক (ইঁদুর)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'গো (গরু)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'মহিষ (মোষ)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'ব্যাঘ্র (বাঘ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'মৃগ (হরিণ)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'বানর (বাঁদর)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'নকুল (বেজি)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'সিংহ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'মহাদশা',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'অন্তর্দশা',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'প্রত্যন্তর দশা',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'সূক্ষ্ম দশা',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'প্রাণ দশা',
  'jyotish/vargas.VARGAS.D1.name': 'রাশি',
  'jyotish/vargas.VARGAS.D2.name': 'হোরা',
  'jyotish/vargas.VARGAS.D3.name': 'দ্রেক্কাণ',
  'jyotish/vargas.VARGAS.D4.name': 'চতুর্থাংশ',
  'jyotish/vargas.VARGAS.D5.name': 'পঞ্চমাংশ',
  'jyotish/vargas.VARGAS.D6.name': 'ষষ্ঠাংশ',
  'jyotish/vargas.VARGAS.D7.name': 'সপ্তমাংশ',
  'jyotish/vargas.VARGAS.D8.name': 'অষ্টমাংশ',
  'jyotish/vargas.VARGAS.D9.name': 'নবাংশ',
  'jyotish/vargas.VARGAS.D10.name': 'দশমাংশ',
  'jyotish/vargas.VARGAS.D11.name': 'রুদ্রাংশ',
  'jyotish/vargas.VARGAS.D12.name': 'দ্বাদশাংশ',
  'jyotish/vargas.VARGAS.D16.name': 'ষোড়শাংশ',
  'jyotish/vargas.VARGAS.D20.name': 'বিংশাংশ',
  'jyotish/vargas.VARGAS.D24.name': 'চতুর্বিংশাংশ',
  'jyotish/vargas.VARGAS.D27.name': 'সপ্তবিংশাংশ (ভাংশ)',
  'jyotish/vargas.VARGAS.D30.name': 'ত্রিংশাংশ',
  'jyotish/vargas.VARGAS.D40.name': 'খবেদাংশ',
  'jyotish/vargas.VARGAS.D45.name': 'অক্ষবেদাংশ',
  'jyotish/vargas.VARGAS.D60.name': 'ষষ্ট্যংশ',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'লগ্ন',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(ব)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'উত্তর ভারতীয়',
  'jyotish/chart-layouts.CHART_LABELS.south': 'দক্ষিণ ভারতীয়',
  'jyotish/chart-layouts.CHART_LABELS.east': 'পূর্ব ভারতীয়',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'সূ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'চ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'মং',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'বু',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'বৃ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'শু',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'শ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'রা',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'কে',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'মেষ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'বৃষ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'মিথুন',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'কর্কট',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'সিংহ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'কন্যা',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'তুলা',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'বৃশ্চিক',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'ধনু',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'মকর',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'কুম্ভ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'মীন',
  'numerology/phrases.FACTOR_NAMES.moolank': 'মূলাঙ্ক',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'ভাগ্যাঙ্ক',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'জীবনপথ সংখ্যা',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'অন্তরের টান সংখ্যা',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'অভিব্যক্তি সংখ্যা',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'ব্যক্তিত্ব সংখ্যা',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'নেতৃত্ব',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'স্বাধীনচেতা, পথপ্রদর্শক ও স্বপ্রণোদিত; সামনে থেকে নেতৃত্ব দেন।',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'সহযোগিতা',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'সংবেদনশীল, কূটনৈতিক ও সহায়ক; অংশীদারিতে সবচেয়ে ভাল কাজ করেন।',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'অভিব্যক্তি',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'সৃজনশীল, মিশুকে ও আশাবাদী; সহজেই মনের কথা বলতে পারেন।',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'স্থিতি',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'বাস্তববাদী, শৃঙ্খলাপরায়ণ ও গোছানো; মজবুত ভিতের উপর গড়ে তোলেন।',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'স্বাধীনতা',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'মানিয়ে নিতে পারেন, কৌতূহলী ও অস্থির; পরিবর্তন ও বৈচিত্র্যেই প্রাণ পান।',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'দায়িত্ব',
  'numerology/phrases.NUMBER_MEANINGS.6.text': 'যত্নশীল, রক্ষাকারী ও ঘরমুখো; পরিবার ও সমাজের প্রতি কর্তব্যকে গুরুত্ব দেন।',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'আত্মানুসন্ধান',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'বিশ্লেষণী, চাপা স্বভাবের ও আধ্যাত্মিক; গভীরতা ও উপলব্ধির খোঁজ করেন।',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'উচ্চাকাঙ্ক্ষা',
  'numerology/phrases.NUMBER_MEANINGS.8.text': 'কর্তৃত্বপূর্ণ, লক্ষ্যে অবিচল ও দৃঢ়; বৈষয়িক ক্ষমতা ও দায়িত্ব সামলাতে পারেন।',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'করুণা',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'উদার, আদর্শবাদী ও প্রশস্তমনা; বৃহত্তর লক্ষ্যের জন্য কাজ করেন।',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'অন্তর্দৃষ্টি',
  'numerology/phrases.NUMBER_MEANINGS.11.text': 'মাস্টার সংখ্যা: প্রখর অন্তর্দৃষ্টি ও অনুপ্রেরণা, তবে স্নায়ুর চাপ সামলাতে হয়।',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'মহান নির্মাতা',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'মাস্টার সংখ্যা: বড় মাপের দূরদৃষ্টির সঙ্গে ব্যবহারিক দক্ষতার মেলবন্ধন।',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'মহান শিক্ষক',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'মাস্টার সংখ্যা: বৃহৎ পরিসরে করুণা ও পথনির্দেশ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'নতুন সূচনা',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'নতুন কাজ শুরু করুন, উদ্যোগ নিন।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'ধৈর্য ও অংশীদারি',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'সহযোগিতা করুন, সময়ে সব পাকতে দিন।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'অভিব্যক্তি',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'সৃষ্টি করুন, মন খুলে কথা বলুন, সঙ্গ উপভোগ করুন।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'ভিত',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'গুছিয়ে নিন, গড়ে তুলুন, শৃঙ্খলা মেনে চলুন।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'পরিবর্তন',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'ভ্রমণ করুন, মানিয়ে নিন, নতুনকে স্বাগত জানান।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'ঘর ও কর্তব্য',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'পরিবার, যত্ন ও দায়বদ্ধতাই আগে।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'আত্মচিন্তন',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'নিজের ভিতরে তাকান, পড়াশোনা করুন, বিশ্রাম নিন।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'সাফল্য',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'উচ্চাকাঙ্ক্ষা, কর্তৃত্ব ও আর্থিক ফল।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'সমাপ্তি',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'পুরনো অধ্যায় শেষ করুন, যা যাওয়ার তাকে যেতে দিন।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'আলোকপ্রাপ্তি',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'অন্তর্দৃষ্টি ও অনুপ্রেরণা তুঙ্গে থাকে।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'মহান নির্মাণ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'বড় পরিকল্পনা বাস্তব রূপ নিতে পারে।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'সেবা',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'অন্যের জন্য পথনির্দেশ ও করুণা।',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}) আর {b} ({planet_b}) পরস্পরের সঙ্গে টানাপোড়েনে রয়েছে; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'আবেগের বোঝাপড়া',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'অনুভূতিকে সময় ও পরিসর দিন।',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'অভিন্ন দিশা ও লক্ষ্য',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'পরিকল্পনা ও টাকাপয়সা নিয়ে আগেই একমত হয়ে নিন।',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'কথা বলার ধরন',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'সোজাসুজি বলুন, পুরোটা মন দিয়ে শুনুন।',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'সুসমঞ্জস মিল',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'সংখ্যাগুলি মোটামুটি পরস্পরের পরিপূরক; পার্থক্য সহজেই মিটিয়ে নেওয়া যায়।',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'চলনসই মিল',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'সমর্থন ও সংঘাত দুই-ই আছে; বোঝাপড়া ও চেষ্টায় সম্পর্ক টিকে যায়।',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'কঠিন মিল',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'সংখ্যাগুলি ভিন্ন ভিন্ন দিকে টানে; সম্পর্কের জন্য সচেতন চেষ্টা দরকার।',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'মনের স্তর',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'বুদ্ধির তীর',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'দুর্বল স্মৃতির তীর',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'আবেগের স্তর',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'আধ্যাত্মিকতার তীর',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'আবেগপ্রবণতার তীর',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'ব্যবহারিক স্তর',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'বাস্তববুদ্ধির তীর',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'অবাস্তবতার তীর',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'চিন্তার স্তর',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'পরিকল্পনার তীর',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'বিভ্রান্তির তীর',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'ইচ্ছাশক্তির স্তর',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'দৃঢ়সংকল্পের তীর',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'দ্বিধার তীর',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'কর্মের স্তর',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'কর্মের তীর',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'দীর্ঘসূত্রতার তীর',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'স্বর্ণযোগ (রাজযোগ)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'সমৃদ্ধির তীর',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'হতাশার তীর',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'রৌপ্যযোগ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'আবেগের ভারসাম্যের তীর',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'আবেগের ভারসাম্যহীনতার তীর',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'কোনও অশুভ যোগ নেই',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'বিষ্টি (ভদ্রা) করণ নেই',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'ভদ্রা পৃথিবীতে নেই',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'পঞ্চকমুক্ত',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'যে কোনও সৌর মাস',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'সংস্কারের উপযুক্ত সৌর মাস',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'লগ্ন থেকে সপ্তম ভাব শুদ্ধ',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'লগ্ন থেকে অষ্টম ভাব শুদ্ধ',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'চন্দ্র লগ্ন থেকে ষষ্ঠ, অষ্টম বা দ্বাদশে নেই',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'লগ্ন পাপকর্তরীতে নেই',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'সর্বার্থ সিদ্ধি যোগ',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'অমৃত সিদ্ধি যোগ',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'সিদ্ধ যোগ',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'রবি যোগ',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'গুরু পুষ্য যোগ',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'রবি পুষ্য যোগ',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'দ্বিপুষ্কর যোগ',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'ত্রিপুষ্কর যোগ',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'রাহু কালের সঙ্গে মিলে যায়',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'দুর্মুহূর্তের সঙ্গে মিলে যায়',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'বর্জ্যমের সঙ্গে মিলে যায়',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'গণ্ডমূল নক্ষত্র',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'চন্দ্র পঞ্চকে',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'এই কাজের জন্য মাঝারি মাস',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'খরমাস (সূর্য ধনু বা মীনে)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'চাতুর্মাস্য',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'শুক্র অস্ত',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'বৃহস্পতি অস্ত',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'হোলাষ্টক',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'মলমাস (অধিক চান্দ্র মাস)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'পিতৃপক্ষ',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'সিংহস্থ বৃহস্পতি',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'এই কাজের জন্য চান্দ্র মাস অনুকূল নয়',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': '{n} নম্বর অংশগ্রহণকারীর তারাবল',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': '{n} নম্বর অংশগ্রহণকারীর চন্দ্রবল',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'শুভ তিথি',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'শুভ নক্ষত্র',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'শুভ বার',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'শুভ লগ্ন',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'শুভ সৌর মাস',
  'muhurat/labels.RULE_KIND_LABELS.month': 'শুভ চান্দ্র মাস',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'পুরনো বাড়ি সংস্কারের জন্য শুভ নক্ষত্র',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'পুরনো বাড়ি সংস্কারের জন্য শুভ মাস',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'নতুন করে গড়া বাড়ির জন্য শুভ মাস',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1 (বার-নক্ষত্র যোগ); পঞ্জিকায় ছাপা বার অনুযায়ী নক্ষত্রের তালিকা',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'মুহূর্ত চিন্তামণি, অধ্যায় 1; দৃক পঞ্জিকার সঙ্গে মিলিয়ে দেখা',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1 (বার-তিথি যোগ): শুক্রবারে নন্দা, বুধবারে ভদ্রা, মঙ্গলবারে জয়া, শনিবারে রিক্তা, বৃহস্পতিবারে পূর্ণা তিথি',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1: সূর্যের নক্ষত্র থেকে গুনলে চন্দ্রের নক্ষত্র 4, 6, 9, 10, 13 বা 20তম',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1: বৃহস্পতিবারে পুষ্যা নক্ষত্র; হিন্দু দিনের সঙ্গে মেলা অংশটি দৃক পঞ্জিকা ছাপে',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1: রবিবারে পুষ্যা নক্ষত্র; হিন্দু দিনের সঙ্গে মেলা অংশটি দৃক পঞ্জিকা ছাপে',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1: ভদ্রা তিথি, রবি/মঙ্গল/শনিবার, দ্বিপাদ নক্ষত্র (মৃগশিরা, চিত্রা, ধনিষ্ঠা)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1: ভদ্রা তিথি, রবি/মঙ্গল/শনিবার, ত্রিপাদ নক্ষত্র (কৃত্তিকা, পুনর্বসু, উত্তরফাল্গুনী, বিশাখা, উত্তরাষাঢ়া, পূর্বভাদ্রপদ)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'মুহূর্ত চিন্তামণি 1.7 (নয়টি অশুভ যোগ); প্রতিটি যোগের ত্যাজ্য অংশ মুহূর্তরাজ পৃষ্ঠা 37 অনুযায়ী (ব্যতীপাত ও বৈধৃতি পুরো, পরিঘের প্রথম অর্ধেক, বাকিগুলির প্রথম 3-9 দণ্ড)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'মুহূর্ত চিন্তামণি, অধ্যায় 1 (ভদ্রার বাস: চন্দ্র কর্কট, সিংহ, কুম্ভ বা মীনে থাকলে ভদ্রা পৃথিবীতে, মেষ থেকে মিথুন বা বৃশ্চিকে থাকলে স্বর্গে, কন্যা, তুলা, ধনু, মকরে থাকলে পাতালে; কেবল পৃথিবীর ভদ্রাই ত্যাজ্য), হিন্দি পঞ্জিকার ওয়েবসাইটগুলি যেমন ছাপে',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'মুহূর্ত চিন্তামণি 1.45-47 (শুভ কাজে বিষ্টি/ভদ্রা করণ বর্জিত)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'মুহূর্ত চিন্তামণি, অধ্যায় 11 (ধনিষ্ঠার দ্বিতীয়ার্ধ থেকে রেবতী পর্যন্ত: ছাদ ঢালাই, দক্ষিণ দিকে যাত্রা, কাঠ সংগ্রহ বর্জিত); দৃক পঞ্চাঙ্গ',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'বর্জিত সময়গুলি ছাড়া মাসের কোনো বাধা নেই (দৃক পঞ্চাঙ্গের রীতি)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'উত্তর: দৃক পঞ্চাঙ্গ (কেবল বর্জিত সময়); দক্ষিণ: তামিল পঞ্জিকা (পাম্বু পঞ্চাঙ্গম) আডী, পুরট্টাসী, মার্গলী মাস এড়িয়ে চলে',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 রিক্তা তিথি ও অমাবস্যা এড়ায়; উত্তর ভারতের পঞ্জিকা অষ্টমী, নবমী ও কৃষ্ণ চতুর্থীতে বিবাহ দেয়, তাই কেবল শুক্ল প্রতিপদ, শুক্ল চতুর্থী, দুই চতুর্দশী ও অমাবস্যা বর্জিত',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'মুহূর্ত চিন্তামণি 6.39: রোহিণী, মৃগশিরা, মঘা, উত্তরফাল্গুনী, হস্তা, স্বাতী, অনুরাধা, মূলা, উত্তরাষাঢ়া, উত্তরভাদ্রপদ, রেবতী',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 শুভ বার পছন্দ করে, কিন্তু উত্তর ভারতের পঞ্জিকা প্রতিটি বারে (মঙ্গলবারেও) বিবাহ দেয়, তাই কোনো বার বর্জিত নয়',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'মুহূর্ত চিন্তামণি 1.7 (নয়টি অশুভ যোগ); বিবাহে প্রতিটি যোগ পুরো বর্জিত, দৃক পঞ্চাঙ্গের বিবাহ তালিকা যেমন মানে',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 (মিথুন, কন্যা, তুলা উত্তম; বৃষ, কর্কট, ধনু, মীন, কুম্ভ গ্রাহ্য; মেষ, সিংহ, বৃশ্চিক, মকর বর্জিত)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'উত্তর: দৃক পঞ্চাঙ্গ (বর্জিত সময়ের বাইরে যেকোনো মাস); দক্ষিণ: তামিল পঞ্জিকা আডী, পুরট্টাসী, মার্গলীতে বিবাহ দেয় না',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 (বিবাহ প্রকরণ): লগ্ন থেকে সপ্তম ভাব পাপগ্রহমুক্ত (সপ্তম শুদ্ধি)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'মুহূর্ত চিন্তামণি (বিবাহ প্রকরণ, লগ্ন শুদ্ধি; বাস্তু প্রকরণ): লগ্ন থেকে অষ্টম ভাবে কোনো পাপগ্রহ নেই',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'মুহূর্ত চিন্তামণি (বিবাহ ও বাস্তু প্রকরণ): লগ্ন থেকে ষষ্ঠ, অষ্টম বা দ্বাদশ ভাবে চন্দ্র লগ্নকে দূষিত করে',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 (কর্তরী দোষ): দ্বাদশ ও দ্বিতীয় ভাবের পাপগ্রহ লগ্নকে ঘিরে ধরে; যতটা সম্ভব এড়ানো হয়',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'মুহূর্ত চিন্তামণি, অধ্যায় 13, উত্তর ভারতের পঞ্জিকা যেভাবে প্রয়োগ করে: শুক্ল 2, 3, 5, 6, 7, 10, 11, 12, 13 ও কৃষ্ণ 2, 3, 5, 6, 7, 10, 11, 12; রিক্তা, অষ্টমী, প্রতিপদ, পূর্ণিমা, অমাবস্যা ও কৃষ্ণ ত্রয়োদশী নয়। উজ্জয়িনীর পণ্ডিত প্রবীণ দ্বিবেদীর শুক্লপক্ষের তালিকায় পূর্ণিমা নেই; দৃক পঞ্চাঙ্গ 2026 (নতুন দিল্লি) কৃষ্ণ একাদশী-দ্বাদশীতে (13 মে) গৃহপ্রবেশ দেয়, কোনো পূর্ণিমা বা কৃষ্ণ ত্রয়োদশীতে নয়',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'মুহূর্ত চিন্তামণি, অধ্যায় 13: ধ্রুব ও মৃদু নক্ষত্র (রোহিণী, উত্তরফাল্গুনী, উত্তরাষাঢ়া, উত্তরভাদ্রপদ; মৃগশিরা, চিত্রা, অনুরাধা, রেবতী), পঞ্জিকার ওয়েবসাইটগুলির তালিকা অনুযায়ী; ধনিষ্ঠা ও শতভিষা কেবল সংস্কার করা (জীর্ণ) বাড়ির জন্য',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'মুহূর্ত চিন্তামণি, অধ্যায় 13: রবিবার ও মঙ্গলবার বর্জিত',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'মুহূর্ত চিন্তামণি, অধ্যায় 13: স্থির লগ্ন উত্তম, দ্বিস্বভাব লগ্ন গ্রাহ্য; চর লগ্ন বর্জিত',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'মুহূর্ত চিন্তামণি, বাস্তু প্রকরণ ("মাঘফাল্গুনবৈশাখজ্যৈষ্ঠমাসেষু শোভনঃ"): মাঘ, ফাল্গুন, বৈশাখ, জ্যৈষ্ঠ, আর কার্তিক ও অগ্রহায়ণ মাঝারি মাস (মাঝারি মাসের সতর্কতা সহ); দৃক পঞ্চাঙ্গ ছয়টি (অমান্ত) মাসেই গৃহপ্রবেশ দেয়',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'মুহূর্ত চিন্তামণি, বাস্তু প্রকরণ (গৃহপ্রবেশ): সংস্কার করা (জীর্ণ) বাড়ির জন্য ধ্রুব ও মৃদু নক্ষত্রের সঙ্গে শতভিষা, পুষ্যা, স্বাতী, ধনিষ্ঠা',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'মুহূর্ত চিন্তামণি, বাস্তু প্রকরণ (গৃহপ্রবেশ): জীর্ণ গৃহপ্রবেশ অগ্রহায়ণ, কার্তিক ও শ্রাবণেও',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'মুহূর্ত চিন্তামণি, বাস্তু প্রকরণের (গৃহপ্রবেশ) সপূর্ব মাস, পঞ্জিকা যেভাবে দ্বন্দ্ব প্রবেশে (যাত্রার পরে বাড়ি ফেরা) প্রয়োগ করে',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'মুহূর্ত চিন্তামণি, অধ্যায় 11: রিক্তা, অষ্টমী ও অমাবস্যা বর্জিত',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'মুহূর্ত চিন্তামণি, অধ্যায় 11: অশ্বিনী, মৃগশিরা, পুনর্বসু, পুষ্যা, হস্তা, চিত্রা, স্বাতী, শ্রবণা, ধনিষ্ঠা, শতভিষা, রেবতী',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'দৃক পঞ্চাঙ্গ, যানবাহন ক্রয়: রবিবার ও মঙ্গলবার বর্জিত',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna': 'মুহূর্ত চিন্তামণি, অধ্যায় 11: ক্রূর স্থির রাশি সিংহ ও বৃশ্চিকের লগ্ন বর্জিত',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'মুহূর্ত চিন্তামণি, অধ্যায় 13: রিক্তা, অষ্টমী ও অমাবস্যা বর্জিত',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'মুহূর্ত চিন্তামণি, অধ্যায় 13, ভূমি ক্রয়: রোহিণী, মৃগশিরা, অশ্লেষা, মঘা, উত্তরফাল্গুনী, বিশাখা, অনুরাধা, মূলা, উত্তরাষাঢ়া, উত্তরভাদ্রপদ, রেবতী (দৃক পঞ্চাঙ্গের তালিকা অনুযায়ী)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'দৃক পঞ্চাঙ্গ, সম্পত্তি ক্রয়: রবিবার ও মঙ্গলবার বর্জিত',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'মুহূর্ত চিন্তামণি, অধ্যায় 13: স্থির ও দ্বিস্বভাব লগ্ন',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: রিক্তা, অষ্টমী ও অমাবস্যা বর্জিত',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: ধ্রুব, মৃদু, লঘু ও চর নক্ষত্র',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: শুভগ্রহের বার',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: শুভগ্রহের রাশির লগ্ন',
  'muhurat/sources.RULE_SOURCES.mundan_tithi': 'মুহূর্ত চিন্তামণি, অধ্যায় 5 (চূড়াকরণ): দুই পক্ষের 2, 3, 5, 7, 10, 11, 12, 13 তিথি',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'মুহূর্ত চিন্তামণি, অধ্যায় 5 (চূড়াকরণ): অশ্বিনী, মৃগশিরা, পুনর্বসু, পুষ্যা, হস্তা, চিত্রা, স্বাতী, শ্রবণা, ধনিষ্ঠা, শতভিষা, রেবতী',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: সোমবার, বুধবার, বৃহস্পতিবার, শুক্রবার',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'মুহূর্ত চিন্তামণি, অধ্যায় 5 (অন্নপ্রাশন): তিথি 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: শুক্ল 2, 3, 5, 10, 11, 12 ও কৃষ্ণ 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'মুহূর্ত চিন্তামণি, অধ্যায় 5 (উপনয়নের নক্ষত্র)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'মুহূর্ত চিন্তামণি, অধ্যায় 5 (বিদ্যারম্ভ): তিথি 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'মুহূর্ত চিন্তামণি, অধ্যায় 5 (বিদ্যারম্ভ): অশ্বিনী, মৃগশিরা, পুনর্বসু, পুষ্যা, হস্তা, চিত্রা, স্বাতী, অনুরাধা, পূর্বাষাঢ়া, শ্রবণা, ধনিষ্ঠা, শতভিষা, পূর্বভাদ্রপদ, রেবতী',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: রবিবার, বুধবার, বৃহস্পতিবার, শুক্রবার',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'মুহূর্ত চিন্তামণি, অধ্যায় 5: বুধ, বৃহস্পতি ও শুক্রের রাশির লগ্ন',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'মুহূর্ত চিন্তামণি, অধ্যায় 11 (বিপণি): অশ্বিনী, রোহিণী, মৃগশিরা, পুষ্যা, উত্তরফাল্গুনী, হস্তা, চিত্রা, অনুরাধা, উত্তরাষাঢ়া, শ্রবণা, উত্তরভাদ্রপদ, রেবতী',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'মুহূর্ত চিন্তামণি, অধ্যায় 11: সোমবার, বুধবার, বৃহস্পতিবার, শুক্রবার',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'মুহূর্ত চিন্তামণি, অধ্যায় 11: স্থির ও দ্বিস্বভাব লগ্ন',
  'muhurat/sources.RULE_SOURCES.travel_tithi': 'মুহূর্ত চিন্তামণি, অধ্যায় 11: রিক্তা, অষ্টমী, দ্বাদশী, পূর্ণিমা ও অমাবস্যা বর্জিত',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'মুহূর্ত চিন্তামণি, অধ্যায় 11: অশ্বিনী, মৃগশিরা, পুনর্বসু, পুষ্যা, হস্তা, অনুরাধা, শ্রবণা, ধনিষ্ঠা, রেবতী',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 (সূর্য ধনু বা মীনে: সংস্কারের জন্য মলমাস); দৃক পঞ্চাঙ্গের খরমাস',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6; দেবশয়নী (আষাঢ় শুক্ল 11) থেকে প্রবোধিনী (কার্তিক শুক্ল 11) একাদশী পর্যন্ত, দৃক পঞ্চাঙ্গ',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 (শুক্র অস্ত); সূর্য থেকে 6° এর মধ্যে, উত্তর ভারতের পঞ্জিকার শুক্র অস্তের তারিখ অনুযায়ী',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 (বৃহস্পতি অস্ত); সূর্য থেকে 11° এর মধ্যে, সূর্য সিদ্ধান্ত 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'ফাল্গুন শুক্ল অষ্টমী থেকে পূর্ণিমা (হোলিকা দহন) পর্যন্ত, দৃক পঞ্চাঙ্গ যেমন ছাপে সেই উত্তর ভারতীয় রীতি',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'মুহূর্ত চিন্তামণি, অধ্যায় 1 (মলমাস: অধিক মাসে কোনো সংস্কার নয়)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'ভাদ্র কৃষ্ণ প্রতিপদ থেকে অমাবস্যা (অমান্ত) পর্যন্ত, পিতৃপুরুষদের পক্ষ; দৃক পঞ্চাঙ্গ',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'বৃহস্পতি সিংহ রাশিতে (সিংহস্থ বৃহস্পতি): দক্ষিণে বিবাহ বর্জিত, মুহূর্ত চিন্তামণি অধ্যায় 6 এর টীকায় গোদাবরী অঞ্চলের প্রথা',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'মুহূর্ত চিন্তামণিতে এই কাজের মাস, আঞ্চলিক পঞ্জিকা অনুযায়ী',
  'muhurat/sources.PERSONAL_SOURCE':
    'মুহূর্ত চিন্তামণি, অধ্যায় 6 (তারাবল: বিপৎ 3, প্রত্যরি 5, নৈধন 7 বর্জিত; চন্দ্রবল: জন্মরাশি থেকে 1, 3, 6, 7, 10, 11 নম্বর ভাবে চন্দ্র)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'বৈষ্ণব একাদশী পরের দিন',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'স্মার্ত মতে পালন আগের দিন',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya':
    'তিথিটি কোনও সূর্যোদয় স্পর্শ করে না (ক্ষয় তিথি); যেদিন তিথি চলে সেদিনই পালিত হয়',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'অধিক (মল) চান্দ্র মাসে পড়েছে',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular':
    "সারণিভিত্তিক হিজরি তারিখ; স্থানীয় চাঁদ দেখার উপর নির্ভর করে এক-দু'দিন এদিক-ওদিক হতে পারে",
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'সারণিভিত্তিক (কুয়েতি) ইসলামি পঞ্জিকা, নাগরিক যুগ; চাঁদ দেখে পালিত তারিখের সঙ্গে 1-2 দিনের ফারাক হতে পারে।',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'সূর্যাস্তের পর প্রদোষকালে পূজা',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'সূর্যোদয় থেকে চন্দ্রোদয় পর্যন্ত উপবাস',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'মধ্যাহ্নে পূজা',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight': 'রাত্রি জাগরণ; নিশীথে (মধ্যরাতে) পূজা',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end': 'পূর্ণিমা তিথি, শুরু থেকে শেষ পর্যন্ত',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end': 'অমাবস্যা তিথি, শুরু থেকে শেষ পর্যন্ত',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'এক দিন',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'রাতে কালভৈরব পূজা',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'সূর্যোদয় থেকে উপবাস; পরদিন সকালে পারণ (উপবাস ভঙ্গ)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'সূর্য যে মুহূর্তে রাশিতে প্রবেশ করে, সেটাই শুরু ও শেষ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'রাত্রি জাগরণ; মধ্যরাতের কাছাকাছি নিশীথ পূজা',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'সন্ধ্যায় (প্রদোষে), ভদ্রার পরে হোলিকা দহন',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'নয় রাত; সকালে ঘটস্থাপন',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'পূর্ণিমা থাকাকালীন, ভদ্রা এড়িয়ে রাখি বাঁধা',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'মধ্যরাতে নিশীথ পূজা',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'মধ্যাহ্নে গণেশ পূজা; অনন্ত চতুর্দশী পর্যন্ত দশ দিন',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'গণেশ বিসর্জন',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'সর্বপিতৃ অমাবস্যা পর্যন্ত শ্রাদ্ধের পক্ষ',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'প্রদোষকালে পূজা',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'সূর্যোদয়ের আগে অভ্যঙ্গ স্নান',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'প্রদোষকালে লক্ষ্মীপূজা; দক্ষিণ ভারতে নরক চতুর্দশীর সকালে দীপাবলি পালিত হয়',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'চার দিন: নহায়-খায়, খরনা, সন্ধ্যা অর্ঘ্য, ঊষা অর্ঘ্য',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'তাই 1; ভোগি থেকে কানুম পোঙ্গল পর্যন্ত চার দিন',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'সংবৎসরীতে শেষ হওয়া আট দিন',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'দশ দিন, ভাদ্রপদ শুক্লা পঞ্চমী থেকে চতুর্দশী',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'ইসলামি দিন শুরু হয় আগের সূর্যাস্ত থেকে',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'এই স্থান থেকে দৃশ্যমান অংশের শুরু ও শেষ',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'দশৈঁ: সপ্তম দিন, আশ্বিন শুক্লা সপ্তমী',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'তিহার: প্রথম দিন (কার্তিক কৃষ্ণা ত্রয়োদশী), কুকুর তিহারের আগের দিন',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'কুমারী যাত্রার দিন, ভাদ্র শুক্লা চতুর্দশী (কাঠমান্ডু উপত্যকায় ছুটি)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'শ্রাবণী পূর্ণিমা: পৈতে (জনৈ) বদলানো হয়, রক্ষাবন্ধনের রাখি বাঁধা হয়',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'পাহাড় ও কাঠমান্ডু উপত্যকায় ফাগু পূর্ণিমায়, অর্থাৎ হোলিকা দহনের দিনে হোলি খেলা হয়',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'তরাইয়ে পাহাড়ের এক দিন পরে হোলি খেলা হয়',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'সব্য (রাশিচক্রের ক্রমে)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'অপসব্য (রাশিচক্রের বিপরীত ক্রমে)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'কণ্টক শনি (চন্দ্র থেকে চতুর্থ)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'অষ্টম শনি (চন্দ্র থেকে অষ্টম)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'পূর্ণ',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'আংশিক',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'নেই',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'প্রথম পর্ব (দ্বাদশে শনি)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'দ্বিতীয় পর্ব (জন্মরাশিতে শনি)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'তৃতীয় পর্ব (দ্বিতীয়ে শনি)',
  'jyotish/state-names.TONE_NAMES.positive': 'শুভ',
  'jyotish/state-names.TONE_NAMES.neutral': 'সাধারণ',
  'jyotish/state-names.TONE_NAMES.challenging': 'কঠিন',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'অনুকূল',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'প্রতিকূল',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'অনুকূল, কিন্তু বেধে বাধা',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'স্বক্ষেত্র',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'অধিমিত্র ক্ষেত্র',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'মিত্র ক্ষেত্র',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'সম ক্ষেত্র',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'শত্রু ক্ষেত্র',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'অধিশত্রু ক্ষেত্র',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'মঙ্গলা',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'পিঙ্গলা',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'ধান্যা',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'ভ্রামরী',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'ভদ্রিকা',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'উল্কা',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'সিদ্ধা',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'সঙ্কটা',
  'muhurat/labels.QUALITY_LABELS.best': 'উত্তম',
  'muhurat/labels.QUALITY_LABELS.good': 'শুভ',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'মধ্যম',
  'numerology/compatibility.BAND_LABELS.high': 'উচ্চ',
  'numerology/compatibility.BAND_LABELS.moderate': 'মাঝারি',
  'numerology/compatibility.BAND_LABELS.low': 'নিম্ন',
  'numerology/compatibility.RELATION_LABELS.same': 'একই সংখ্যা',
  'numerology/compatibility.RELATION_LABELS.friendly': 'বন্ধুত্বপূর্ণ',
  'numerology/compatibility.RELATION_LABELS.neutral': 'সম',
  'numerology/compatibility.RELATION_LABELS.tense': 'টানাপোড়েন',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'শুভ',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'অশুভ',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'মিশ্র',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'পূর্ণ',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'আংশিক',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'নেই',
};
