// The ta prose book (issue 37): every catalogue key's text, written as that language's newspapers write a
// daily rashi palan, with the English {placeholders}. Terms follow tables/names/ta.ts; see tables/prose/README.md.
import type { ProseBook } from './types.ts';

export const TA: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'ஆரஞ்சு',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'வெண்மை',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'மஞ்சள்',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'சாம்பல்',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'பச்சை',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'இளஞ்சிவப்பு',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'பழுப்பு',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'கருநீலம்',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'சிவப்பு',
  'jyotish/rashifal.HOUSE_THEMES.0': 'தன்னம்பிக்கை, உடல் வலிமை',
  'jyotish/rashifal.HOUSE_THEMES.1': 'பணம், குடும்பம்',
  'jyotish/rashifal.HOUSE_THEMES.2': 'தைரியம், உடன்பிறப்புகள், குறுகிய பயணங்கள்',
  'jyotish/rashifal.HOUSE_THEMES.3': 'வீடு, தாய், சுகங்கள்',
  'jyotish/rashifal.HOUSE_THEMES.4': 'பிள்ளைகள், படைப்பாற்றல், கல்வி',
  'jyotish/rashifal.HOUSE_THEMES.5': 'வேலை, ஆரோக்கியம், எதிரிகள்',
  'jyotish/rashifal.HOUSE_THEMES.6': 'கூட்டாண்மை, திருமணம்',
  'jyotish/rashifal.HOUSE_THEMES.7': 'மாற்றங்கள், மறைவான விஷயங்கள்',
  'jyotish/rashifal.HOUSE_THEMES.8': 'பாக்கியம், நம்பிக்கை, குருமார்கள்',
  'jyotish/rashifal.HOUSE_THEMES.9': 'தொழில், அந்தஸ்து',
  'jyotish/rashifal.HOUSE_THEMES.10': 'லாபம், நண்பர்கள்',
  'jyotish/rashifal.HOUSE_THEMES.11': 'செலவுகள், ஓய்வு, தொலைதூரப் பயணம்',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign}, {start}: இன்றைய பலன் — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign}, {start} முதல் {end} வரை: இந்த வாரப் பலன் — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign}, {start} முதல் {end} வரை: இந்த மாதப் பலன் — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} உங்கள் ராசிக்கு {house} வீட்டில் ({theme}) சஞ்சரிக்கிறார்; இது அனுகூலமான அமைப்பு.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} உங்கள் ராசிக்கு {house} வீட்டில் ({theme}) சஞ்சரிக்கிறார்; இந்த விஷயங்களில் கவனமாக இருங்கள்.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{graha} கிரகம் {date} அன்று {rashi} ராசிக்குப் பெயர்ச்சியாகிறது.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'அதிர்ஷ்ட எண்: {number}; அதிர்ஷ்ட நிறம்: {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'மிகச் சிறப்பு',
  'jyotish/forecast.BAND_NAMES.favourable': 'சாதகம்',
  'jyotish/forecast.BAND_NAMES.steady': 'சீரானது',
  'jyotish/forecast.BAND_NAMES.mixed': 'கலவையானது',
  'jyotish/forecast.BAND_NAMES.challenging': 'சவாலானது',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'தொழில்',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'நிதி',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'உறவுகள்',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'ஆரோக்கியம்',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'கல்வி',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'பணியிடத்தில் முழு ஆதரவு கிடைக்கும்; பொறுப்புகளை ஏற்கவும் அங்கீகாரம் பெறவும் இது நல்ல நேரம்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'தொழில் முயற்சிகளுக்கு நல்ல ஆதரவு உண்டு; தொடர்ந்த உழைப்பால் முன்னேற்றம் வரும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady':
    'வேலை சீராகச் செல்லும்; துணிச்சலான முடிவுகளை விட தொடர்ச்சியான உழைப்பே பலன் தரும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'தொழிலில் கலவையான சூழல்; கவனமாகத் திட்டமிடுங்கள், அளவுக்கு மீறிய வாக்குறுதிகளைத் தவிர்க்கவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'வேலையில் சுமை கூடலாம்; பொறுமையும் கவனமான பேச்சும் கைகொடுக்கும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent':
    'பண நிலை வலுவாக இருக்கும்; லாபமும் புதிய வாய்ப்புகளும் கைகூடும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'பண விஷயங்கள் சாதகமாக அமையும்; சேமிப்பும் திட்டமிட்ட முதலீடுகளும் நல்ல பலன் தரும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'பண நிலை சீராக இருக்கும்; வழக்கமான வரவு-செலவுத் திட்டம் போதுமானது.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed':
    'பண நிலை கலவையாக இருக்கும்; செலவுகளைக் கட்டுப்படுத்துங்கள், ஊக வணிகத்தைத் தவிர்க்கவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'இந்தக் காலத்தில் பணத்தில் கவனம் தேவை; பெரிய பொறுப்புகளை முடிந்தவரை தள்ளிப்போடுங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'உறவுகளில் அன்பும் அனுசரணையும் பெருகும்; சேர்ந்து திட்டமிட இது நல்ல நேரம்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'உறவுகள் சாதகமாக இருக்கும்; புரிதல் எளிதில் ஏற்படும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'உறவுகள் சீராக இருக்கும்; சின்னச் சின்ன அன்புச் செயல்கள் பிணைப்பை வலுப்படுத்தும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'உறவுகளில் கவனம் தேவை; அதிகம் செவிசாய்த்து, அவசரப் பேச்சைத் தவிர்க்கவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'உறவுகளில் இறுக்கம் தோன்றலாம்; பொறுமையும் தெளிவான பேச்சும் உதவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent':
    'உடல் வலிமை மிகுந்திருக்கும்; சுறுசுறுப்பான அன்றாட வாழ்க்கைக்கு உற்சாகம் கிடைக்கும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'ஆரோக்கியம் சாதகமாக இருக்கும்; நல்ல பழக்கங்களைத் தொடருங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady':
    'ஆரோக்கியம் சீராக இருக்கும்; முறையான ஓய்வும் ஒழுங்கான வாழ்க்கையும் நன்மை தரும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'உற்சாகம் ஏறி இறங்கலாம்; நிதானமாகச் செயல்படுங்கள், ஓய்வைத் தவிர்க்காதீர்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging':
    'இந்தக் காலத்தில் உடல்நலத்திலும் மன அழுத்தத்திலும் கூடுதல் கவனம் செலுத்துங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'கல்விக்கு முழு ஆதரவு உண்டு; படிப்பு, தேர்வுகள், புதிய திறன்கள் எல்லாம் நன்கு அமையும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'படிப்பு சாதகமாக இருக்கும்; கவனம் செலுத்தினால் நல்ல மதிப்பெண் கிடைக்கும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady': 'படிப்பு சீரான வேகத்தில் செல்லும்; முறையான மறுபார்வை உதவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed':
    'கவனம் சிதறலாம்; படிப்பைச் சிறு சிறு பகுதிகளாகப் பிரித்துத் தொடர்ந்து படியுங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'கல்வியில் இப்போது கூடுதல் முயற்சி தேவை; தடுமாறும் இடங்களில் வழிகாட்டல் பெறுங்கள்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': 'நடப்பிலுள்ள {graha} மகா தசை இந்தத் துறைக்குத் துணை நிற்கிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down':
    'நடப்பிலுள்ள {graha} மகா தசை இந்தத் துறையில் சுமையைக் கூட்டுகிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': '{graha} புக்தி கூடுதல் ஆதரவு தருகிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': '{graha} புக்தி சற்று நெருக்கடி தருகிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up':
    '{graha} கிரகம் சந்திரனிலிருந்து {house} வீட்டில் சஞ்சரிக்கிறது; இது சாதகமான நிலை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    '{graha} கிரகம் சந்திரனிலிருந்து {house} வீட்டில் சஞ்சரிக்கிறது; இது பாதகமான நிலை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'இந்தத் துறையின் ஜாதக அதிபதியான {graha} நல்ல நிலையில் இருக்கிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down':
    'இந்தத் துறையின் ஜாதக அதிபதியான {graha} பலவீனமான நிலையில் இருக்கிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'நவாம்சத்தில் (D9) {graha} கிரகம் பலமாக உள்ளது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'நவாம்சத்தில் (D9) {graha} கிரகம் பலவீனமாக உள்ளது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'ஏழரைச் சனி ({phase} கட்டம்) நடப்பதால் பொறுமை தேவை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down':
    'அர்த்தாஷ்டம அல்லது அஷ்டம சனி (சந்திரனிலிருந்து 4 அல்லது 8-ஆம் இடத்தில் சனி) அழுத்தத்தைக் கூட்டுகிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'நிவர்த்தியாகாத செவ்வாய் தோஷம் இருப்பதால் கூட்டாண்மையில் கவனம் தேவை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'கால சர்ப்ப அமைப்பு பலன்களைச் சற்றுக் குறைக்கிறது.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'ஜனன ஜாதகம், நடப்புத் தசைகள், தோஷங்கள், கோசாரம் ஆகியவற்றிலிருந்து விதிமுறைப்படி கணித்த மதிப்பெண்கள் இவை; இவை போக்குகளைக் காட்டுகின்றன, உறுதியான முடிவுகளை அல்ல.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'மொத்தத்தில், மிகவும் ஆதரவான காலம்.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'மொத்தத்தில், சாதகமான காலம்.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'மொத்தத்தில், எந்தப் பக்கமும் பெரிய சாய்வு இல்லாத சீரான காலம்.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed':
    'மொத்தத்தில், கலவையான காலம்; நல்லதும் கடினமானதுமான அறிகுறிகள் ஒன்றையொன்று சமன் செய்கின்றன.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'மொத்தத்தில், பொறுமைக்குப் பலன் தரும் கடினமான காலம்.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'தொடக்க',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'உச்ச',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'இறுதி',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'லக்னாதிபதி {lord} {lord_house} வீடான கேந்திரத்தில் இருப்பதால் உறுதியான உடல்வாகும் விரைவான குணமடைதலும் உண்டு.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'லக்னாதிபதி {lord} {lord_house} வீடான திரிகோணத்தில் இருப்பதால் உடல் வலிமையும் நேர்மறையான மனநிலையும் கிடைக்கும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'லக்னாதிபதி {lord} {lord_house} வீடான மறைவு ஸ்தானத்தில் இருப்பதால் உடல்நலத்திலும் ஓய்விலும் தொடர்ந்த கவனம் தேவை.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'லக்னாதிபதி {lord} {lord_house} வீட்டில் இருப்பதால் சராசரியான உடல் வலிமை உண்டு; ஒழுங்கான வாழ்க்கைமுறை அதை மேம்படுத்தும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'நல்ல நிலையில் உள்ள சூரியன் ({dignity}) உடல் உறுதியையும் தாங்கும் சக்தியையும் தருகிறார்.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'சூரியன் நீசம் பெற்றுள்ளார்; குறிப்பாக மன அழுத்த நேரங்களில் சக்தியை அளவோடு செலவிடுங்கள்.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'பலமான சந்திரன் ({dignity}) மன சமநிலையையும் நிம்மதியான உறக்கத்தையும் தருகிறார்.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'சந்திரன் நீசம் பெற்றுள்ளார்; கவலைகள் நலனைப் பாதிக்கலாம், அமைதியான அன்றாட முறைகள் உதவும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'உபசய ஸ்தானமான 6-ஆம் வீட்டில் {grahas} இருப்பதால் நோய்களையும் போட்டிகளையும் எளிதில் வெல்லலாம்.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    '8-ஆம் வீட்டில் {grahas} இருப்பதால் நீண்டகால உபாதைகளிலும் திடீர் நெருக்கடிகளிலும் கவனம் தேவை.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'லக்னத்தின் மீது {grahas} பார்வை விழுவதால் ஆரோக்கியத்துக்குப் பாதுகாப்பு உண்டு.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'நெருப்பு ராசி லக்னம் ({sign}) சுறுசுறுப்பும் நேர்மையும் முனைப்பும் கொண்ட சுபாவத்தைத் தருகிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'நில ராசி லக்னம் ({sign}) நடைமுறை அறிவும் பொறுமையும் நம்பகத்தன்மையும் கொண்ட இயல்பைத் தருகிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'காற்று ராசி லக்னம் ({sign}) பழகும் தன்மையும் ஆர்வமும் பேச்சுத் திறனும் கொண்ட இயல்பைத் தருகிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'நீர் ராசி லக்னம் ({sign}) உணர்ச்சி நுட்பமும் அக்கறையும் உள்ளுணர்வும் கொண்ட இயல்பைத் தருகிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'லக்னாதிபதி {lord} கேந்திரமான {lord_house} வீட்டில் அமர்ந்திருப்பதால் தன்னம்பிக்கையும் தெளிவான இலக்கும் உண்டு.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'லக்னாதிபதி {lord} திரிகோணமான {lord_house} வீட்டில் அமர்ந்திருப்பதால் நல்ல முடிவெடுக்கும் திறனும் பாக்கிய பலமும் உண்டு.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'லக்னாதிபதி {lord} மறைவு ஸ்தானமான {lord_house} வீட்டில் அமர்ந்திருப்பதால் சுயபரிசோதனை செய்யும் இயல்பு; முன்னேற்றம் உழைப்பால் கிடைக்கும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'லக்னாதிபதி {lord} {lord_house} வீட்டில் அமர்ந்து, சுயத்தை வளங்கள், முன்முயற்சி, லாபங்களுடன் இணைக்கிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'லக்னாதிபதி நல்ல நிலையில் ({dignity}) இருப்பதால் உடல் வலிமையும் தன்னம்பிக்கையும் கூடுகின்றன.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'லக்னாதிபதி நீசம் பெற்றுள்ளதால் தன்னம்பிக்கை மெல்ல மெல்ல அனுபவத்தின் மூலம் வளரும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'லக்னத்தில் குரு இருப்பதால் ஞானம், தாராள மனம், பாதுகாப்பான கண்ணோட்டம் கிடைக்கும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'லக்னத்தில் {grahas} இருப்பதால் தீவிரமும் ஓயாத உந்துதலும் உண்டு; அதைத் தெளிவான இலக்கை நோக்கித் திருப்புவது நல்லது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'சந்திரன் நீர் ராசியில் ({sign}) இருப்பதால் உணர்வுகள் ஆழமானவை, உள்ளுணர்வு வலுவானது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'சந்திரன் நெருப்பு ராசியில் ({sign}) இருப்பதால் மனம் உற்சாகமும் சுயமரியாதையும் கொண்டது, செயலில் வேகம் உண்டு.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'சந்திரன் நில ராசியில் ({sign}) இருப்பதால் மனம் பாதுகாப்பையும் ஒழுங்கான வாழ்க்கையையும் நாடுகிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'சந்திரன் காற்று ராசியில் ({sign}) இருப்பதால் மனம் கலகலப்பானது, பேச்சிலும் புதிய கருத்துகளிலும் ஆர்வம் உண்டு.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    '10-ஆம் அதிபதி {lord} கேந்திரமான {lord_house} வீட்டில் இருப்பதால் பலர் அறியும் தொழிலும் நிலையான அந்தஸ்தும் கிடைக்கும்.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    '10-ஆம் அதிபதி {lord} திரிகோணமான {lord_house} வீட்டில் இருப்பதால் தொழில் பாக்கியம், கல்வி, நல்ல வழிகாட்டிகளுடன் இணைகிறது.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    '10-ஆம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} வீட்டில் இருப்பதால் சேவை, ஆராய்ச்சி அல்லது திரைமறைவுப் பணிகள் அமையும்; விடாமுயற்சியால் முன்னேற்றம் உண்டு.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    '10-ஆம் அதிபதி {lord} {lord_house} வீட்டில் இருப்பதால் தொழில் வருமானம், தொடர்புகள், சொந்த முயற்சி ஆகியவற்றுடன் பிணைந்துள்ளது.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    '10-ஆம் அதிபதி பலமாக ({dignity}) இருப்பதால் லட்சியங்களுக்கு நல்ல ஆதரவு உண்டு.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    '10-ஆம் அதிபதி நீசம் பெற்றுள்ளதால் தொழில் திசை நிலைபெற நாளாகலாம்.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    '10-ஆம் வீட்டில் சூரியன் இருப்பதால் பொதுப் பணிகளில் அதிகாரமும் அங்கீகாரமும் கிடைக்கும்.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    '10-ஆம் வீட்டில் சனி இருப்பதால் ஒழுக்கமும் பொறுப்புணர்வும் மூலம் மெதுவான ஆனால் உறுதியான உயர்வு உண்டு.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    '10-ஆம் வீட்டில் {grahas} இருப்பதால் தொழில் கௌரவமானதாகவும் பணியிட உறவுகள் இனிமையாகவும் அமையும்.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'குரு 10-ஆம் வீட்டைப் பார்ப்பதால் தொழிலில் நல்ல வழிகாட்டலும் நேர்மையான பெயரும் கிடைக்கும்.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    '9, 10-ஆம் வீட்டு அதிபதிகள் சேர்ந்திருப்பது தர்ம-கர்மாதிபதி யோகம்; அர்த்தமுள்ள, பாக்கியமான தொழிலுக்கான பாரம்பரிய அமைப்பு இது.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    '10-ஆம் வீட்டில் ({sign}) எந்தக் கிரகமும் இல்லை; தொழில் பலன்கள் அதன் அதிபதி {lord} மூலம் கணிக்கப்படுகின்றன.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    '5-ஆம் அதிபதி {lord} கேந்திரமான {lord_house} வீட்டில் இருப்பதால் கவனம் சிதறாத படிப்பும் நடைமுறை அறிவும் உண்டு.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    '5-ஆம் அதிபதி {lord} திரிகோணமான {lord_house} வீட்டில் இருப்பதால் உயர்கல்வியும் படைப்பு நுண்ணறிவும் சிறக்கும்.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    '5-ஆம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} வீட்டில் இருப்பதால் படிப்பில் தடங்கல்கள் வரலாம்; ஆனால் விடாமுயற்சிக்குப் பலன் உண்டு.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    '5-ஆம் அதிபதி {lord} {lord_house} வீட்டில் இருப்பதால் கல்வி பேச்சுத் திறனுடனும் பயனுள்ள திறமைகளுடனும் இணைகிறது.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'புதன் பலமாக ({dignity}) இருப்பதால் எளிதில் கற்றுக்கொள்ளும் கூர்மையான, பகுத்தறியும் மனம் உண்டு.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'புதன் நீசம் பெற்றுள்ளார்; பொறுமையும் நேரடிப் பயிற்சியும் கல்விக்குச் சிறந்த வழி.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'குரு 5-ஆம் வீட்டைப் பார்ப்பதால் அறிவுக்கும் கற்கும் ஆர்வத்துக்கும் அருள் கிடைக்கிறது.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    '5-ஆம் வீட்டில் {grahas} இருப்பதால் நல்ல கல்வியும் படைப்புத் திறமைகளும் அமையும்.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    '4-ஆம் வீட்டில் {grahas} இருப்பதால் அடிப்படைக் கல்விக்கும் படிக்க அமைதியான இடத்துக்கும் ஆதரவு உண்டு.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'புதனும் குருவும் சேர்ந்திருப்பதால் பகுத்தறிவும் ஞானமும் ஒன்றிணைகின்றன.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    '2-ஆம் அதிபதி {lord} கேந்திரமான {lord_house} வீட்டில் இருப்பதால் நிலையான சேமிப்பும் குடும்பச் சொத்தும் உண்டு.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    '2-ஆம் அதிபதி {lord} திரிகோணமான {lord_house} வீட்டில் இருப்பதால் பாக்கியத்தாலும் அறிவாலும் செல்வம் பெருகும்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    '2-ஆம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} வீட்டில் இருப்பதால் கவனமான வரவு-செலவுத் திட்டம் தேவை; செலவு வருமானத்தை முந்தலாம்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    '2-ஆம் அதிபதி {lord} {lord_house} வீட்டில் இருப்பதால் பணம் சொந்த முயற்சி, தொடர்புகள், லாபங்களுடன் இணைகிறது.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    '11-ஆம் அதிபதி {lord} {lord_house} வீட்டில் இருப்பதால் தொடர்ந்து லாபம் வரும்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    '11-ஆம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} வீட்டில் இருப்பதால் லாபம் ஒழுங்கற்றதாக இருக்கலாம்; திட்டமிடல் முக்கியம்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'தன ஸ்தானமான {graha_house} வீட்டில் குரு இருப்பது செழிப்புக்கான பாரம்பரிய அறிகுறி.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    '2-ஆம் வீட்டில் {grahas} இருப்பதால் செலவுகளைக் கண்காணிக்க வேண்டும்; கட்டுப்பாட்டால் சேமிப்பு வளரும்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'சுக்கிரன் பலமாக ({dignity}) இருப்பதால் சுக வசதிகளும் அவற்றை அனுபவிக்கும் வாய்ப்பும் உண்டு.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    '2, 11-ஆம் வீட்டு அதிபதிகள் சேர்ந்திருப்பது பாரம்பரியமான தன யோகம்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    '7-ஆம் அதிபதி {lord} கேந்திரமான {lord_house} வீட்டில் இருப்பதால் நிலையான உறவும் அந்தஸ்துள்ள வாழ்க்கைத்துணையும் அமையும்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    '7-ஆம் அதிபதி {lord} திரிகோணமான {lord_house} வீட்டில் இருப்பதால் இல்லறம் பொதுவான விழுமியங்களாலும் பாக்கியத்தாலும் சிறக்கும்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    '7-ஆம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} வீட்டில் இருப்பதால் உறவுகளில் பொறுமை, தெளிவான பேச்சு, ஒருவருக்கொருவர் இடம் கொடுத்தல் தேவை.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    '7-ஆம் அதிபதி {lord} {lord_house} வீட்டில் இருப்பதால் இல்லறம் குடும்பம், நண்பர்கள், பொது இலக்குகளுடன் பிணைந்துள்ளது.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'களத்திரகாரகனான சுக்கிரன் பலமாக ({dignity}) இருப்பதால் உறவுகளில் அன்பும் வசீகரமும் இணக்கமும் உண்டு.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'சுக்கிரன் நீசம் பெற்றுள்ளார்; காதலில் எதிர்பார்ப்புகளை யதார்த்தமாக வைத்து வெளிப்படையாகப் பேசுவது நல்லது.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    '7-ஆம் வீட்டில் {grahas} இருப்பதால் இணக்கமான வாழ்க்கைத்துணையும் ஒத்துழைப்பான உறவும் அமையும்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    '7-ஆம் வீட்டில் {grahas} இருப்பதால் இல்லறத்தில் உரசல் அல்லது தாமதம் வரலாம்; பொறுப்புகளைப் பகிர்ந்துகொள்வது உதவும்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'குரு 7-ஆம் வீட்டைப் பார்ப்பதால் திருமணத்துக்கும் கூட்டாண்மைக்கும் பாதுகாப்பு உண்டு.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'சுக்கிரனும் செவ்வாயும் சேர்ந்திருப்பதால் காதலில் தீவிரமான இயல்பு உண்டு.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    '9-ஆம் அதிபதி {lord} கேந்திரமான {lord_house} வீட்டில் இருப்பதால் நம்பிக்கையும் கொள்கைகளும் அன்றாட வாழ்வில் வெளிப்படும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    '9-ஆம் அதிபதி {lord} திரிகோணமான {lord_house} வீட்டில் இருப்பதால் தர்மம், குருமார்கள், கல்விக்கான நீண்ட பயணங்கள் சிறக்கும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    '9-ஆம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} வீட்டில் இருப்பதால் நம்பிக்கைகள் சோதிக்கப்பட்டு அனுபவத்தால் ஆழமாகும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    '9-ஆம் அதிபதி {lord} {lord_house} வீட்டில் இருப்பதால் பாக்கியம் சொந்த முயற்சியுடனும் சமூகத்துடனும் இணைகிறது.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'குரு பலமாக ({dignity}) இருப்பதால் ஞானம், நன்னெறி, குருமார்களிடம் மரியாதை வளரும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} வீட்டில் குரு இருப்பதால் மனம் தத்துவ ஆய்விலும் அக வாழ்விலும் ஈடுபடும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    '12-ஆம் வீட்டில் கேது இருப்பது பற்றின்மைக்கும் தியானத்துக்குமான நாட்டமாகப் பாரம்பரியமாகக் கருதப்படுகிறது.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    '9-ஆம் வீட்டில் {grahas} இருப்பதால் பெரியோர் ஆசியும் தாராள மனப்பான்மையும் கிடைக்கும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'சனி 9-ஆம் வீட்டைப் பார்ப்பதால் நம்பிக்கை மெல்லவே வளரும்; சடங்குகளை விட ஒழுக்கமே அதற்கு அடித்தளம்.',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'உச்சம்',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'மூலத்திரிகோணம்',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'ஆட்சி',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'நட்பு வீடு',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'சம வீடு',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'பகை வீடு',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'நீசம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': '1-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': '2-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': '3-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': '4-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': '5-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': '6-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': '7-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': '8-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': '9-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': '10-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': '11-ஆம்',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': '12-ஆம்',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'சாதகம்',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'சமநிலை',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'கடினம்',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER': 'குணநலன்',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'தொழில்',
  'jyotish/predictions/index.SECTION_NAMES.career': 'நிதி',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'உறவுகள்',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'ஆரோக்கியம்',
  'jyotish/predictions/index.SECTION_NAMES.health': 'கல்வி',
  'jyotish/predictions/index.SECTION_NAMES.education': 'ஆன்மிகம்',
  'jyotish/predictions/index.SECTION_NAMES.spirituality':
    'ஜனன ஜாதகத்தின் (முழு ராசி முறை D1) விதிமுறை அடிப்படையிலான பலன்கள்; ஒவ்வொரு கூற்றும் அதன் விதியைக் குறிப்பிடுகிறது, எதுவும் உறுதியானதல்ல.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'லக்னத்திலிருந்து செவ்வாய் தோஷம் உள்ளது ({house}-ஆம் வீட்டில் செவ்வாய்).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low':
    '{references} ஆகியவற்றிலிருந்து மட்டுமே செவ்வாய் தோஷம் உள்ளது (பகுதி தோஷம்).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled':
    'இந்த ஜாதகத்தில் ஒரு பாரம்பரிய விதிவிலக்கால் செவ்வாய் தோஷம் நிவர்த்தியாகிறது.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'செவ்வாய் தோஷம் இல்லை: லக்னம், சந்திரன், சுக்கிரன் ஆகியவற்றிலிருந்து 1, 2, 4, 7, 8, 12-ஆம் வீடுகளில் செவ்வாய் இல்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full':
    'ஏழு கிரகங்களும் ராகு-கேது அச்சின் ஒரே பக்கத்தில் உள்ளன: {type} கால சர்ப்ப அமைப்பு.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'கிரகங்கள் கிட்டத்தட்ட முழுவதும் ராகு-கேது அச்சின் ஒரே பக்கத்தில் உள்ளன: பகுதி {type} கால சர்ப்ப அமைப்பு.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent':
    'கால சர்ப்ப அமைப்பு இல்லை: கிரகங்கள் ராகு-கேது அச்சின் இரு பக்கங்களிலும் உள்ளன.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'பித்ரு தோஷ அறிகுறிகள்: {count}. இவற்றை எப்படி மதிப்பிடுவது என்பதில் நூல்கள் வேறுபடுகின்றன.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'பொதுவான பித்ரு தோஷ அறிகுறிகள் எதுவும் இல்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'ஏழரைச் சனி நடக்கிறது, முதல் (விரயச் சனி) கட்டம்: ஜனன சந்திரனுக்கு 12-ஆம் ராசியில் சனி சஞ்சரிக்கிறார்.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak':
    'ஏழரைச் சனி நடக்கிறது, இரண்டாம் (ஜென்மச் சனி) கட்டம்: ஜனன சந்திர ராசியிலேயே சனி சஞ்சரிக்கிறார்.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'ஏழரைச் சனி நடக்கிறது, மூன்றாம் (பாதச் சனி) கட்டம்: ஜனன சந்திரனுக்கு 2-ஆம் ராசியில் சனி சஞ்சரிக்கிறார்.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'குறிப்பிட்ட தேதியில் ஏழரைச் சனி நடக்கவில்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'ஏழரைச் சனி கணிக்கப்படவில்லை: கோசாரத் தரவு தரப்படவில்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'ஜனன சந்திரனுக்கு 4-ஆம் ராசியில் சனி சஞ்சரிக்கிறார் (அர்த்தாஷ்டம சனி).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'ஜனன சந்திரனுக்கு 8-ஆம் ராசியில் சனி சஞ்சரிக்கிறார் (அஷ்டம சனி).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'தகவலுக்காக மட்டும்: இந்தச் சோதனைகள் பாரம்பரிய விதிகளின்படி ஜாதக அமைப்புகளை விவரிக்கின்றன; விளைவுகளை முன்னறிவிப்பதில்லை.',
  'jyotish/phrases.LABELS.nadi_dosha': 'நாடி தோஷம்',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'பகூட தோஷம்',
  'jyotish/phrases.LABELS.gana_dosha': 'கண தோஷம்',
  'jyotish/phrases.LABELS.dwi_dwadash': 'த்விர்த்வாதசம் (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'நவபஞ்சமம் (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'சஷ்டாஷ்டகம் (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'ஒரே நட்சத்திரம், வெவ்வேறு சந்திர ராசிகள்',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ஒரே சந்திர ராசி, வெவ்வேறு நட்சத்திரங்கள்',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'ஒரே நட்சத்திரம், வெவ்வேறு பாதங்கள்',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ஒரே அதிபதியுடைய வெவ்வேறு சந்திர ராசிகள்',
  'jyotish/phrases.LABELS.rashi_lords_same': 'சந்திர ராசி அதிபதிகள் ஒருவரே',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'சந்திர ராசி அதிபதிகள் பரஸ்பர நண்பர்கள்',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'நவாம்ச அதிபதிகள் ஒருவரே',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'நவாம்ச அதிபதிகள் பரஸ்பர நண்பர்கள்',
  'jyotish/phrases.LABELS.boy': 'மணமகனின்',
  'jyotish/phrases.LABELS.girl': 'மணமகளின்',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'செவ்வாய் தன் ஆட்சி அல்லது உச்ச ராசியில் ({rashi}) உள்ளது.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'செவ்வாய் இருக்கும் ராசியிலேயே குருவும் உள்ளார்.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'குரு செவ்வாயைப் பார்க்கிறார்.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    '{reference} நிலையிலிருந்து {house}-ஆம் வீட்டில் {rashi} ராசியில் செவ்வாய் இருப்பது பட்டியலிட்ட விதிவிலக்கு.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'இருவருக்கும் செவ்வாய் தோஷம் இருப்பதால் தோஷம் நிவர்த்தியாவதாகக் கருதப்படுகிறது.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent':
    'அஷ்டகூடப் பொருத்த மொத்தம் {total}/36: வழக்கமான அளவுகோலின்படி மிகச் சிறந்த பொருத்தம் (33-க்கு மேல்).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible':
    'அஷ்டகூடப் பொருத்த மொத்தம் {total}/36: வழக்கமான அளவுகோலின்படி நல்ல பொருத்தம் (25 முதல் 32 வரை).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'அஷ்டகூடப் பொருத்த மொத்தம் {total}/36: சராசரி; வழக்கமான அளவுகோலின்படி ஏற்கத்தக்கது (18 முதல் 24 வரை).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended':
    'அஷ்டகூடப் பொருத்த மொத்தம் {total}/36: வழக்கமான குறைந்தபட்சமான 18-க்குக் கீழ்.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'நாடி தோஷம்: இருவரின் சந்திரனும் {nadi} நாடியில் உள்ளனர்.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'பகூட தோஷம்: சந்திர ராசிகள் {kind} நிலையில் உள்ளன.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'கண தோஷம்: மணமகன் {boy} கணம், மணமகள் {girl} கணம்.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha} நிவர்த்தியானதாகக் கருதப்படுகிறது: {reasons}. மதிப்பெண் கணித்தபடியே விடப்பட்டுள்ளது.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: பட்டியலிட்ட விதிவிலக்குகள் எதுவும் பொருந்தவில்லை.',
  'jyotish/phrases.MATCH_PHRASES.raw_score':
    'மதிப்பெண்கள் கூடங்களின் நேரடிப் புள்ளிகள்; நிவர்த்திகள் தெரிவிக்கப்படுகின்றன, மீண்டும் கூட்டப்படுவதில்லை.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both':
    'இரண்டு ஜாதகங்களிலும் செவ்வாய் தோஷம் உள்ளது; வழக்கமான விதிப்படி இரண்டும் ஒன்றையொன்று நிவர்த்தி செய்கின்றன.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': '{who} ஜாதகத்தில் மட்டுமே செவ்வாய் தோஷம் உள்ளது.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'இரண்டு ஜாதகங்களிலும் செவ்வாய் தோஷம் இல்லை.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'சூரியனுடன் ஒரே ராசியில் {grahas} உள்ளன.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': '9-ஆம் வீட்டில் {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted':
    '9-ஆம் அதிபதி {lord} உடன் {grahas} சேர்க்கை அல்லது பார்வை பெறுகிறது.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    '9-ஆம் வீட்டில் உள்ள சூரியனுடன் {grahas} சேர்ந்தோ எதிர்நின்றோ உள்ளது.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'சந்திரனுடன் ஒரே ராசியில் {grahas} உள்ளன (சில நூல்கள் சேர்க்கும் மாத்ரு தோஷ வகை).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'மிகச் சிறப்பு',
  'jyotish/phrases.STATUS_LABELS.good': 'நன்று',
  'jyotish/phrases.STATUS_LABELS.average': 'சராசரி',
  'jyotish/phrases.STATUS_LABELS.poor': 'குறைவு',
  'jyotish/phrases.STATUS_LABELS.dosha': 'தோஷம்',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'மிகச் சிறப்பு',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'பொருத்தம் உண்டு',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'ஏற்கத்தக்கது',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'பரிந்துரைக்கப்படவில்லை',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'அனந்த',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'குளிக',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'வாசுகி',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'சங்கபால',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'பத்ம',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'மகாபத்ம',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'தட்சக',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'கார்க்கோடக',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'சங்கசூட',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'காதக',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'விஷதர',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'சேஷநாக',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'லக்னம்',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'சந்திரன்',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'சுக்கிரன்',
  'jyotish/koota-points.KOOTAS.varna.name': 'வர்ணம்',
  'jyotish/koota-points.KOOTAS.vashya.name': 'வசியம்',
  'jyotish/koota-points.KOOTAS.tara.name': 'தாரை',
  'jyotish/koota-points.KOOTAS.yoni.name': 'யோனி',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'கிரக மைத்ரி',
  'jyotish/koota-points.KOOTAS.gana.name': 'கணம்',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'பகூடம்',
  'jyotish/koota-points.KOOTAS.nadi.name': 'நாடி',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'தேவ',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'மனுஷ்ய',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'ராட்சச',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'ஆதி',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'மத்ய',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'அந்த்ய',
  'jyotish/koota-attributes.TARA_NAMES.0': 'ஜென்ம',
  'jyotish/koota-attributes.TARA_NAMES.1': 'சம்பத்',
  'jyotish/koota-attributes.TARA_NAMES.2': 'விபத்',
  'jyotish/koota-attributes.TARA_NAMES.3': 'க்ஷேம',
  'jyotish/koota-attributes.TARA_NAMES.4': 'பிரத்யக்',
  'jyotish/koota-attributes.TARA_NAMES.5': 'சாதக',
  'jyotish/koota-attributes.TARA_NAMES.6': 'வதை',
  'jyotish/koota-attributes.TARA_NAMES.7': 'மித்ர',
  'jyotish/koota-attributes.TARA_NAMES.8': 'பரம மித்ர',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'பிராமணர்',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'க்ஷத்ரியர்',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'வைசியர்',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'சூத்திரர்',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'நாற்கால்',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'மனிதர்',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'நீர்வாழ்',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'வனவாழ்',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'கீடம்',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'அஸ்வம் (குதிரை)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'கஜம் (யானை)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'மேஷம் (ஆடு)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'சர்ப்பம் (பாம்பு)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'சுவானம் (நாய்)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'மார்ஜாரம் (பூனை)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'மூஷிகம் (எலி)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'கோ (பசு)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'மகிஷம் (எருமை)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'வியாக்ரம் (புலி)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'மிருகம் (மான்)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'வானரம் (குரங்கு)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'நகுலம் (கீரி)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'சிம்மம் (சிங்கம்)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'மகா தசை',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'புக்தி',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'அந்தரம்',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'சூட்சும தசை',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'பிராண தசை',
  'jyotish/vargas.VARGAS.D1.name': 'ராசி',
  'jyotish/vargas.VARGAS.D2.name': 'ஹோரை',
  'jyotish/vargas.VARGAS.D3.name': 'திரேக்காணம்',
  'jyotish/vargas.VARGAS.D4.name': 'சதுர்த்தாம்சம்',
  'jyotish/vargas.VARGAS.D5.name': 'பஞ்சாம்சம்',
  'jyotish/vargas.VARGAS.D6.name': 'சஷ்டாம்சம்',
  'jyotish/vargas.VARGAS.D7.name': 'சப்தாம்சம்',
  'jyotish/vargas.VARGAS.D8.name': 'அஷ்டாம்சம்',
  'jyotish/vargas.VARGAS.D9.name': 'நவாம்சம்',
  'jyotish/vargas.VARGAS.D10.name': 'தசாம்சம்',
  'jyotish/vargas.VARGAS.D11.name': 'ருத்ராம்சம்',
  'jyotish/vargas.VARGAS.D12.name': 'துவாதசாம்சம்',
  'jyotish/vargas.VARGAS.D16.name': 'ஷோடசாம்சம்',
  'jyotish/vargas.VARGAS.D20.name': 'விம்சாம்சம்',
  'jyotish/vargas.VARGAS.D24.name': 'சதுர்விம்சாம்சம்',
  'jyotish/vargas.VARGAS.D27.name': 'சப்தவிம்சாம்சம் (பாம்சம்)',
  'jyotish/vargas.VARGAS.D30.name': 'திரிம்சாம்சம்',
  'jyotish/vargas.VARGAS.D40.name': 'கவேதாம்சம்',
  'jyotish/vargas.VARGAS.D45.name': 'அக்ஷவேதாம்சம்',
  'jyotish/vargas.VARGAS.D60.name': 'சஷ்டியாம்சம்',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'லக்',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(வ)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'வட இந்திய முறை',
  'jyotish/chart-layouts.CHART_LABELS.south': 'தென் இந்திய முறை',
  'jyotish/chart-layouts.CHART_LABELS.east': 'கிழக்கு இந்திய முறை',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'சூ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'சந்',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'செ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'பு',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'கு',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'சுக்',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'சனி',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'ரா',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'கே',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'மேஷ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'ரிஷ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'மிது',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'கட',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'சிம்',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'கன்',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'துலா',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'விரு',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'தனு',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'மக',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'கும்',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'மீன',
  'numerology/phrases.FACTOR_NAMES.moolank': 'பிறவி எண்',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'விதி எண்',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'வாழ்க்கைப் பாதை எண்',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'ஆன்ம விருப்ப எண்',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'வெளிப்பாட்டு எண்',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'ஆளுமை எண்',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'தலைமை',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'சுதந்திரமானவர், முன்னோடி, சுயமாக இயங்குபவர்; முன்னின்று வழிநடத்துவார்.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'ஒத்துழைப்பு',
  'numerology/phrases.NUMBER_MEANINGS.2.text':
    'உணர்வு நுட்பம், ராஜதந்திரம், உதவும் குணம் கொண்டவர்; கூட்டு முயற்சியில் சிறப்பாகச் செயல்படுவார்.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'வெளிப்பாடு',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'படைப்பாற்றல், பழகும் தன்மை, நம்பிக்கை கொண்டவர்; எளிதாகக் கருத்தைப் பரிமாறுவார்.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'நிலைத்தன்மை',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'நடைமுறை அறிவு, கட்டுப்பாடு, முறைமை கொண்டவர்; உறுதியான அடித்தளத்தின் மேல் கட்டுவார்.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'சுதந்திரம்',
  'numerology/phrases.NUMBER_MEANINGS.5.text':
    'எதற்கும் ஏற்றுக்கொள்பவர், ஆர்வமும் ஓயாத தன்மையும் கொண்டவர்; மாற்றத்திலும் பன்முகத்திலும் மலர்வார்.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'பொறுப்பு',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'அக்கறை, பாதுகாப்பு, குடும்பப் பற்று கொண்டவர்; குடும்பம், சமூகத்தின் மீதான கடமையைப் பொறுப்புடன் ஏற்பார்.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'அகநோக்கு',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'பகுப்பாய்வு, அடக்கம், ஆன்மிக நாட்டம் கொண்டவர்; ஆழத்தையும் புரிதலையும் தேடுவார்.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'லட்சியம்',
  'numerology/phrases.NUMBER_MEANINGS.8.text':
    'அதிகாரம், இலக்கு நோக்கு, மீளும் திறன் கொண்டவர்; பொருள் வளத்தையும் பொறுப்பையும் திறம்படக் கையாள்வார்.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'கருணை',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'தாராள மனம், லட்சியவாதம், பரந்த பார்வை கொண்டவர்; பெரிய நோக்கத்துக்காகச் சேவை செய்வார்.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'உள்ளுணர்வு',
  'numerology/phrases.NUMBER_MEANINGS.11.text':
    'இது ஒரு முதன்மை எண்: கூர்மையான உள்ளுணர்வும் உத்வேகமும் உண்டு; நரம்பு அழுத்தத்தைக் கையாள வேண்டும்.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'மாபெரும் கட்டமைப்பாளர்',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'இது ஒரு முதன்மை எண்: பெரிய அளவிலான தொலைநோக்குடன் நடைமுறைத் திறனும் இணைந்தது.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'மாபெரும் ஆசான்',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'இது ஒரு முதன்மை எண்: பரந்த அளவில் கருணையும் வழிகாட்டலும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'புதிய தொடக்கங்கள்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'புதிய திட்டங்களைத் தொடங்கி முன்முயற்சி எடுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'பொறுமையும் கூட்டுறவும்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'ஒத்துழையுங்கள்; காரியங்கள் தாமாகக் கனியட்டும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'வெளிப்பாடு',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'படைப்பு, கருத்துப் பரிமாற்றம், நண்பர்களுடன் மகிழ்ச்சி.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'அடித்தளம்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'ஒழுங்குபடுத்துங்கள், கட்டியெழுப்புங்கள், கட்டுப்பாட்டைக் கடைப்பிடியுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'மாற்றம்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text':
    'பயணம் செய்யுங்கள், மாற்றங்களுக்கு ஏற்ப மாறுங்கள், புதியவற்றை வரவேற்கத் தயாராக இருங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'இல்லமும் கடமையும்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'குடும்பம், அக்கறை, கடமைகள் முதலிடம் பெறும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'சிந்தனை',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'உள்முகமாகச் சிந்தியுங்கள், கற்றுக்கொள்ளுங்கள், ஓய்வெடுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'சாதனை',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'லட்சியம், அதிகாரம், பொருளாதார வெற்றி.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'நிறைவு',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'சுழற்சிகளை நிறைவு செய்து பழையதை விட்டுவிடுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'ஞான ஒளி',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'உள்ளுணர்வும் உத்வேகமும் உச்சத்தில் இருக்கும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'மாபெரும் கட்டமைப்பு',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'பெரிய திட்டங்கள் உருப்பெறலாம்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'சேவை',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'பிறருக்கு வழிகாட்டலும் கருணையும்.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}), {b} ({planet_b}) இடையே முரண் உள்ளது; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'உணர்வுப் புரிதல்',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'உணர்வுகளுக்கு நேரமும் இடமும் கொடுங்கள்.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'பொதுவான திசையும் இலக்குகளும்',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'திட்டங்களிலும் பணத்திலும் முன்கூட்டியே ஒத்த முடிவுக்கு வாருங்கள்.',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'பேச்சு முறை',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'விஷயங்களை நேரடியாகச் சொல்லுங்கள், முழுமையாகக் கேளுங்கள்.',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'இணக்கமான பொருத்தம்',
  'numerology/compatibility.OVERALL_TEXTS.high.note':
    'எண்கள் பெரும்பாலும் ஒன்றுக்கொன்று துணை நிற்கின்றன; வேறுபாடுகளை எளிதில் சரிசெய்யலாம்.',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'சமாளிக்கக்கூடிய பொருத்தம்',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note':
    'ஆதரவும் உரசலும் கலந்துள்ளன; புரிதலும் முயற்சியும் உறவை நிலைநிறுத்தும்.',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'சவாலான பொருத்தம்',
  'numerology/compatibility.OVERALL_TEXTS.low.note':
    'எண்கள் வெவ்வேறு திசைகளில் இழுக்கின்றன; இந்த உறவுக்கு உணர்வுபூர்வமான முயற்சி தேவை.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'மனத் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'அறிவாற்றல் அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'மறதி அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'உணர்ச்சித் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'ஆன்மிக அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'உணர்ச்சி நுட்ப அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'நடைமுறைத் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'நடைமுறை அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'நடைமுறையின்மை அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'சிந்தனைத் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'திட்டமிடல் அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'குழப்ப அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'மன உறுதித் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'மன உறுதி அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'தயக்க அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'செயல் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'செயல் அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'காலம் கடத்தல் அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'தங்க யோகம் (ராஜ யோகம்)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'செழிப்பு அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'விரக்தி அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'வெள்ளி யோகம்',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'உணர்ச்சி சமநிலை அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'உணர்ச்சி சமநிலையின்மை அம்பு',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'அசுப யோகம் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'பத்திரை (விஷ்டி) கரணம் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'பத்திரை பூமியில் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'பஞ்சக தோஷம் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'எந்த சூரிய மாதமும் ஏற்றது',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'சம்ஸ்காரத்துக்கு ஏற்ற சூரிய மாதம்',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'லக்னத்திலிருந்து 7-ஆம் வீடு சுத்தம்',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'லக்னத்திலிருந்து 8-ஆம் வீடு சுத்தம்',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'லக்னத்திலிருந்து 6, 8, 12-ஆம் வீடுகளில் சந்திரன் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'லக்னத்துக்கு பாப கர்த்தரி இல்லை',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'சர்வார்த்த சித்தி யோகம்',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'அமிர்த சித்தி யோகம்',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'சித்த யோகம்',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'ரவி யோகம்',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'குரு புஷ்ய யோகம்',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'ரவி புஷ்ய யோகம்',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'திவிபுஷ்கர யோகம்',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'திரிபுஷ்கர யோகம்',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'ராகு காலத்துடன் மோதுகிறது',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'துர்முகூர்த்தத்துடன் மோதுகிறது',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'தியாஜ்யத்துடன் மோதுகிறது',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'கண்டாந்த (கண்ட மூல) நட்சத்திரம்',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'சந்திரன் பஞ்சகத்தில்',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'இந்தக் காரியத்துக்கு நடுத்தரமான மாதம்',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'கர மாதம் (தனுசு அல்லது மீனத்தில் சூரியன்)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'சாதுர்மாசியம்',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'சுக்கிரன் அஸ்தமனம்',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'குரு அஸ்தமனம்',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'ஹோலாஷ்டகம்',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'அதிக மாதம் (கூடுதல் சந்திர மாதம்)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'மகாளய பட்சம்',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'சிம்மத்தில் குரு (சிம்மஸ்தம்)',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'இந்தக் காரியத்துக்கு ஏற்றதல்லாத சந்திர மாதம்',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': 'பங்கேற்பாளர் {n}-இன் தாரா பலம்',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': 'பங்கேற்பாளர் {n}-இன் சந்திர பலம்',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'உகந்த திதி',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'உகந்த நட்சத்திரம்',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'உகந்த கிழமை',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'உகந்த லக்னம்',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'உகந்த சூரிய மாதம்',
  'muhurat/labels.RULE_KIND_LABELS.month': 'உகந்த சந்திர மாதம்',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'புதுப்பித்த வீட்டுக்கு உகந்த நட்சத்திரம்',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'புதுப்பித்த வீட்டுக்கு உகந்த மாதம்',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'மீண்டும் கட்டிய வீட்டுக்கு உகந்த மாதம்',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'வைணவ ஏகாதசி மறுநாள் வருகிறது',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'ஸ்மார்த்தர் அனுஷ்டானம் முந்தைய நாள் வருகிறது',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya':
    'இந்தத் திதி எந்தச் சூரிய உதயத்தையும் தொடவில்லை (க்ஷய திதி); அது நடக்கும் நாளிலேயே அனுசரிக்கப்படுகிறது',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'அதிக (கூடுதல்) சந்திர மாதத்தில் வருகிறது',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular': 'கணித ஹிஜ்ரி தேதி; உள்ளூர்ப் பிறை பார்த்தலால் ஓரிரு நாள் மாறலாம்',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'கணித (குவைத்) இஸ்லாமிய நாட்காட்டி, சிவில் தொடக்கம்; பிறை பார்த்து அனுசரிக்கும் தேதிகள் 1-2 நாள் வேறுபடலாம்.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset':
    'சூரிய அஸ்தமனத்துக்குப் பின் பிரதோஷ வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'சூரிய உதயம் முதல் சந்திர உதயம் வரை விரதம்',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'மத்தியான வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight':
    'இரவு கண்விழிப்பு; நிசித (நள்ளிரவு) வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end':
    'பௌர்ணமி திதி, அதன் தொடக்கம் முதல் முடிவு வரை',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end':
    'அமாவாசை திதி, அதன் தொடக்கம் முதல் முடிவு வரை',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'ஒரு நாள்',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'இரவில் கால பைரவர் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'சூரிய உதயம் முதல் விரதம்; மறுநாள் காலை பாரணை (விரதம் முடித்தல்)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'சூரியன் ராசியில் நுழையும் கணத்தையே தொடக்கமும் முடிவும் குறிக்கின்றன',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'இரவு கண்விழிப்பு; நள்ளிரவை ஒட்டி நிசித பூஜை',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'மாலையில் (பிரதோஷ வேளை) பத்திரை முடிந்ததும் ஹோலிகா தீ மூட்டுதல்',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'ஒன்பது இரவுகள்; காலையில் கலச ஸ்தாபனம்',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'பௌர்ணமி நீடிக்கும் வரை, பத்திரையைத் தவிர்த்து ராக்கி கட்டுதல்',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'நள்ளிரவில் நிசித பூஜை',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'மத்தியான வேளையில் விநாயகர் பூஜை; அனந்த சதுர்த்தசி வரை பத்து நாட்கள்',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'விநாயகர் சிலை கரைப்பு',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'மகாளய அமாவாசை வரை சிராத்தத்துக்கான பதினைந்து நாட்கள்',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'பிரதோஷ வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'சூரிய உதயத்துக்கு முன் எண்ணெய்க் குளியல் (கங்கா ஸ்நானம்)',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'பிரதோஷ வேளையில் லட்சுமி பூஜை; தென்னிந்தியாவில் நரக சதுர்த்தசி அதிகாலையில் தீபாவளி கொண்டாடப்படுகிறது',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'நான்கு நாட்கள்: நஹாய்-காய், கர்னா, மாலை அர்க்கியம், உஷா அர்க்கியம்',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'தை 1; போகி முதல் காணும் பொங்கல் வரை நான்கு நாட்கள்',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'சம்வத்சரியில் நிறைவுறும் எட்டு நாட்கள்',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'பத்து நாட்கள், பாத்ரபத சுக்ல பஞ்சமி முதல் சதுர்த்தசி வரை',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'இஸ்லாமிய நாள் முந்தைய சூரிய அஸ்தமனத்தில் தொடங்குகிறது',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'இந்த இடத்திலிருந்து தெரியும் பகுதியின் தொடக்கமும் முடிவும்',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'தசைன்: ஏழாம் நாள், ஆஸ்வின சுக்ல சப்தமி',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'திஹார்: முதல் நாள் (கார்த்திக கிருஷ்ண திரயோதசி), குக்குர் திஹாருக்கு முந்தைய நாள்',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'குமாரி ஜாத்ரா நாள், பாத்ர சுக்ல சதுர்த்தசி (காத்மாண்டு பள்ளத்தாக்கு விடுமுறை)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'சிராவண பௌர்ணமி: பூணூல் (ஜனை) மாற்றப்படுகிறது, ரக்ஷா பந்தன் கட்டப்படுகிறது',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'மலைப்பகுதிகளும் காத்மாண்டு பள்ளத்தாக்கும் ஹோலிகா தகன நாளான பாகு பௌர்ணமியில் ஹோலி கொண்டாடுகின்றன',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'மலைப்பகுதிகளுக்கு மறுநாள் தராய் பகுதி ஹோலி கொண்டாடுகிறது',
  'calendar-page.PAGE_WORDS.sunrise': 'சூரிய உதயம்',
  'calendar-page.PAGE_WORDS.sunset': 'சூரிய அஸ்தமனம்',
  'calendar-page.PAGE_WORDS.unavailable': 'இலவச வரம்புக்குள் இல்லை',
  'calendar-page.PAGE_WORDS.city': 'நகர அடையாள எண்',
  'calendar-page.PAGE_WORDS.month': 'மாதம்',
  'calendar-page.PAGE_WORDS.lang': 'மொழி',
  'calendar-page.PAGE_WORDS.show': 'காட்டு',
  'calendar-page.PAGE_WORDS.key': 'அணுகல் சாவி',
  'calendar-page.PAGE_WORDS.use': 'சாவியைப் பயன்படுத்து',
  'calendar-page.PAGE_WORDS.forget': 'சாவியை மற',
  'calendar-page.PAGE_WORDS.endonym': 'தமிழ்',
};
