// Tamil prose book (issue 37): every catalogue key's text, written as Tamil daily ராசி பலன் columns write them
// (Dinamalar, Dinamani, Vikatan): whole sentences, grahas with the respectful singular (உள்ளார், சஞ்சரிக்கிறார்)
// so that any filled graha name agrees, the house as இடம் (1-ஆம் இடத்தில்), the bands மிகச் சிறப்பு .. சவாலானது.
// Graha, rashi, nakshatra and lagna terms are the name book's (tables/names/ta.ts); the glossary is in
// ../GLOSSARY-te-ta.md. Digits are Western Arabic, as the name books print them.
import type { ProseBook } from './types.ts';

export const TA: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'ஆரஞ்சு',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'வெள்ளை',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'மஞ்சள்',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'சாம்பல்',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'பச்சை',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'இளஞ்சிவப்பு',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'பழுப்பு',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'கருநீலம்',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'சிவப்பு',
  'jyotish/rashifal.HOUSE_THEMES.0': 'தன்னம்பிக்கை மற்றும் உடல் வலிமை',
  'jyotish/rashifal.HOUSE_THEMES.1': 'பணம் மற்றும் குடும்பம்',
  'jyotish/rashifal.HOUSE_THEMES.2': 'தைரியம், உடன்பிறந்தோர் மற்றும் குறுகிய பயணங்கள்',
  'jyotish/rashifal.HOUSE_THEMES.3': 'வீடு, தாய் மற்றும் சுகங்கள்',
  'jyotish/rashifal.HOUSE_THEMES.4': 'குழந்தைகள், படைப்பாற்றல் மற்றும் கல்வி',
  'jyotish/rashifal.HOUSE_THEMES.5': 'வேலை, ஆரோக்கியம் மற்றும் போட்டியாளர்கள்',
  'jyotish/rashifal.HOUSE_THEMES.6': 'கூட்டாண்மை மற்றும் திருமண வாழ்க்கை',
  'jyotish/rashifal.HOUSE_THEMES.7': 'மாற்றங்கள் மற்றும் மறைவான விஷயங்கள்',
  'jyotish/rashifal.HOUSE_THEMES.8': 'அதிர்ஷ்டம், பக்தி மற்றும் குருமார்கள்',
  'jyotish/rashifal.HOUSE_THEMES.9': 'தொழில் மற்றும் அந்தஸ்து',
  'jyotish/rashifal.HOUSE_THEMES.10': 'லாபங்கள் மற்றும் நண்பர்கள்',
  'jyotish/rashifal.HOUSE_THEMES.11': 'செலவுகள், ஓய்வு மற்றும் தொலைதூர இடங்கள்',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} ராசி, {start}: இன்றைய பலன் {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} ராசி, {start} முதல் {end} வரை: இந்த வாரப் பலன் {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} ராசி, {start} முதல் {end} வரை: இந்த மாதப் பலன் {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    'கோசாரப்படி {graha} உங்கள் {house} இடத்தில் ({theme}) சஞ்சரிக்கிறார்; இது சாதகமான அமைப்பு.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    'கோசாரப்படி {graha} உங்கள் {house} இடத்தில் ({theme}) சஞ்சரிக்கிறார்; எனவே இவ்விஷயங்களில் கவனமாக இருங்கள்.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} அன்று {graha} {rashi} ராசிக்குப் பெயர்ச்சியாகிறார்.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'அதிர்ஷ்ட எண் {number}, அதிர்ஷ்ட நிறம் {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'மிகச் சிறப்பு',
  'jyotish/forecast.BAND_NAMES.favourable': 'சாதகம்',
  'jyotish/forecast.BAND_NAMES.steady': 'சீரானது',
  'jyotish/forecast.BAND_NAMES.mixed': 'கலவையானது',
  'jyotish/forecast.BAND_NAMES.challenging': 'சவாலானது',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'தொழில்',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'நிதி நிலை',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'உறவுகள்',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'ஆரோக்கியம்',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'கல்வி',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'பணியிடத்தில் வலுவான ஆதரவு கிடைக்கும்; பொறுப்புகளை ஏற்கவும் அங்கீகாரம் பெறவும் இது நல்ல நேரம்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'தொழில் முயற்சிகளுக்கு நல்ல ஆதரவு உண்டு; தொடர்ந்த உழைப்பால் முன்னேற்றம் ஏற்படும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady':
    'வேலை சீராக நடக்கும்; துணிச்சலான முடிவுகளை விட நிலைத்தன்மையே முக்கியம்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'தொழிலில் கலவையான அறிகுறிகள் தெரியும்: கவனமாகத் திட்டமிடுங்கள், அளவுக்கு மீறிய பொறுப்புகளைத் தவிர்க்கவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'வேலைப் பளு அதிகமாக இருக்கலாம்; பொறுமையும் கவனமான பேச்சும் கைகொடுக்கும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent':
    'பண வரவு வலுவாக இருக்கும்: லாபங்களும் புதிய வாய்ப்புகளும் கைகூடும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'பண விஷயங்கள் சாதகமாக அமையும்; சேமிப்பும் திட்டமிட்ட முதலீடுகளும் பலன் தரும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'நிதி நிலை சீராக இருக்கும்; வழக்கமான வரவு செலவுத் திட்டம் எல்லாவற்றையும் கட்டுக்குள் வைக்கும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed':
    'நிதி நிலை கலவையாக இருக்கும்: செலவுகளைக் கட்டுப்படுத்துங்கள், ஊக வணிகத்தைத் தவிர்க்கவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'இக்காலத்தில் பண விஷயத்தில் கவனம் தேவை; முடிந்தால் பெரிய கடப்பாடுகளைத் தள்ளிப் போடுங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'உறவுகள் அன்பும் அரவணைப்பும் நிறைந்ததாக இருக்கும்; சேர்ந்து திட்டமிட இது நல்ல நேரம்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'உறவுகள் சாதகமாக அமையும்; புரிதல் எளிதில் ஏற்படும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'உறவுகள் சீராக இருக்கும்; சின்னச் சின்ன அன்புச் செயல்கள் அவற்றை வலுப்படுத்தும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'உறவுகளில் கவனம் தேவை: அதிகம் கேளுங்கள், அவசரப்பட்டுப் பேசுவதைத் தவிர்க்கவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'உறவுகளில் இறுக்கம் தோன்றலாம்; பொறுமையும் தெளிவான பேச்சும் உதவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent':
    'உடல் வலிமை அதிகமாக இருக்கும்; சுறுசுறுப்பான அன்றாட வாழ்க்கைக்கு ஆற்றல் துணை நிற்கும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'ஆரோக்கியம் சாதகமாக இருக்கும்; நல்ல பழக்கங்களைத் தொடருங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady':
    'ஆரோக்கியம் சீராக இருக்கும்; முறையான ஓய்வும் ஒழுங்கான வாழ்க்கை முறையும் நன்மை தரும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'ஆற்றல் ஏற்ற இறக்கமாக இருக்கலாம்; நிதானமாகச் செயல்படுங்கள், ஓய்வைத் தவிர்க்க வேண்டாம்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging':
    'இக்காலத்தில் ஆரோக்கியத்திலும் மன அழுத்தத்திலும் கூடுதல் கவனம் செலுத்துங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'கல்விக்கு வலுவான ஆதரவு உண்டு: படிப்பு, தேர்வுகள், புதிய திறன்கள் எல்லாம் நன்றாக அமையும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'மாணவர்களுக்குச் சாதகமான நேரம்; கவனத்துடன் படித்தால் நல்ல மதிப்பெண்கள் கிடைக்கும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady':
    'படிப்பு சீரான வேகத்தில் செல்லும்; தொடர்ந்து திருப்புதல் செய்வது உதவும்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed':
    'கவனம் சிதறலாம்; படிப்பைச் சிறு சிறு பகுதிகளாகப் பிரித்து ஒழுங்காகப் படியுங்கள்.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'கல்வியில் இப்போது கூடுதல் முயற்சி தேவை; சந்தேகம் வரும் இடங்களில் வழிகாட்டுதல் பெறுங்கள்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': 'நடப்பு மகா தசையின் அதிபதியான {graha} இந்தத் துறைக்குச் சாதகமாக உள்ளார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down':
    'நடப்பு மகா தசையின் அதிபதியான {graha} இந்தத் துறையில் சுமையைக் கூட்டுகிறார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': 'புக்தி நாதனான {graha} கூடுதல் ஆதரவைத் தருகிறார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': 'புக்தி நாதனான {graha} சற்று நெருக்கடியைக் கூட்டுகிறார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up':
    'சந்திரனிலிருந்து {house} இடத்தில் {graha} கோசாரம் செய்கிறார், இது சாதகமான நிலை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    'சந்திரனிலிருந்து {house} இடத்தில் {graha} கோசாரம் செய்கிறார், இது பாதகமான நிலை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'ஜாதகத்தில் இந்தத் துறையின் அதிபதியான {graha} நல்ல நிலையில் உள்ளார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down':
    'ஜாதகத்தில் இந்தத் துறையின் அதிபதியான {graha} பலவீனமான நிலையில் உள்ளார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'நவாம்சத்தில் (D9) {graha} பலமாக உள்ளார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'நவாம்சத்தில் (D9) {graha} பலவீனமாக உள்ளார்.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'ஏழரைச் சனி ({phase} கட்டம்) நடப்பதால் பொறுமை தேவை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down':
    'சனியின் அர்த்தாஷ்டம அல்லது அஷ்டம சஞ்சாரம் (சந்திரனிலிருந்து 4 அல்லது 8-ஆம் இடத்தில் சனி) அழுத்தத்தைக் கூட்டுகிறது.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'பரிகாரம் ஆகாத செவ்வாய் தோஷம் இருப்பதால் கூட்டாண்மையில் கவனம் தேவை.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'கால சர்ப்ப தோஷம் பலன்களைச் சற்றுக் குறைக்கிறது.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'பிறப்பு ஜாதகம், நடப்பு தசைகள், தோஷங்கள், கோசாரம் ஆகியவற்றின் அடிப்படையில் விதிப்படி கணக்கிட்ட மதிப்பெண்கள் இவை; இவை போக்குகளைக் காட்டுகின்றன, உறுதியான முடிவுகளை அல்ல.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'மொத்தத்தில், மிகவும் சாதகமான காலம்.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'மொத்தத்தில், சாதகமான காலம்.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'மொத்தத்தில், எந்தப் பக்கமும் பெரிய சாய்வு இல்லாத சீரான காலம்.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed':
    'மொத்தத்தில் கலவையான காலம்: நல்ல அறிகுறிகளும் கடினமான அறிகுறிகளும் சமமாக இருக்கும்.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'மொத்தத்தில் உழைப்பைக் கோரும் காலம்; பொறுமைக்குப் பலன் கிடைக்கும்.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'தொடக்க',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'உச்ச',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'நிறைவு',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'லக்னாதிபதி {lord} கேந்திரமான {lord_house} இடத்தில் இருப்பதால் உறுதியான உடல்நிலையும் விரைவில் குணமடையும் தன்மையும் உண்டு.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'லக்னாதிபதி {lord} திரிகோணமான {lord_house} இடத்தில் இருப்பதால் உற்சாகமும் நேர்மறையான மனப்பான்மையும் கிடைக்கும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'லக்னாதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் இருப்பதால் ஆரோக்கியத்திலும் ஓய்விலும் தொடர்ந்த கவனம் தேவை.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'லக்னாதிபதி {lord} {lord_house} இடத்தில் இருப்பதால் சராசரி உடல் வலிமை இருக்கும்; ஒழுங்கான வாழ்க்கை முறையால் அது மேம்படும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'சூரியன் நல்ல நிலையில் ({dignity}) இருப்பதால் தாங்கும் சக்தியும் மீண்டு வரும் வலிமையும் உண்டு.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'சூரியன் நீசம் பெற்றுள்ளார்: குறிப்பாக மன அழுத்த நேரங்களில் ஆற்றலைச் சிக்கனமாகப் பயன்படுத்த வேண்டும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'சந்திரன் பலமாக ({dignity}) இருப்பதால் மன சமநிலையும் நிம்மதியான உறக்கமும் கிடைக்கும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'சந்திரன் நீசம் பெற்றுள்ளார்: கவலைகள் நலனைப் பாதிக்கலாம், அமைதியான அன்றாட வழக்கம் உதவும்.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'உபசய ஸ்தானமான 6-ஆம் இடத்தில் {grahas} இருப்பதால் நோய்களையும் போட்டிகளையும் எளிதில் வெல்லலாம்.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    '8-ஆம் இடத்தில் {grahas} இருப்பதால் நீண்டகாலப் பிரச்சினைகளிலும் திடீர் நெருக்கடிகளிலும் கவனம் தேவை.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'லக்னத்தின் மீது {grahas} பார்வை உள்ளது, இது ஆரோக்கியத்துக்குப் பாதுகாப்பு தரும் அமைப்பு.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'நெருப்பு ராசி லக்னம் ({sign}) சுறுசுறுப்பான, நேரடியான, முனைப்பான குணத்தைத் தரும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'நில ராசி லக்னம் ({sign}) நடைமுறைக்கு ஏற்ற, பொறுமையான, நம்பத்தகுந்த இயல்பைத் தரும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'காற்று ராசி லக்னம் ({sign}) பழகும் தன்மை, ஆர்வம், பேச்சுத் திறன் கொண்ட இயல்பைத் தரும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'நீர் ராசி லக்னம் ({sign}) உணர்வுப்பூர்வமான, அக்கறையுள்ள, உள்ளுணர்வு மிக்க இயல்பைத் தரும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'லக்னாதிபதி {lord} கேந்திரமான {lord_house} இடத்தில் அமர்ந்துள்ளார்: தன்னம்பிக்கையும் தெளிவான இலக்கும் உண்டு.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'லக்னாதிபதி {lord} திரிகோணமான {lord_house} இடத்தில் அமர்ந்துள்ளார்: நல்ல முடிவெடுக்கும் திறனும் அதிர்ஷ்டத்தின் துணையும் உண்டு.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'லக்னாதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் அமர்ந்துள்ளார்: சுயபரிசோதனை செய்யும் இயல்பு, உழைப்பால் கிடைக்கும் முன்னேற்றம்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'லக்னாதிபதி {lord} {lord_house} இடத்தில் அமர்ந்துள்ளார்; இது சுயத்தை வளங்கள், முன்முயற்சி, லாபங்களுடன் இணைக்கிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'லக்னாதிபதி நல்ல நிலையில் ({dignity}) உள்ளார், இது உடல் வலிமையையும் தன்னம்பிக்கையையும் கூட்டுகிறது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'லக்னாதிபதி நீசம் பெற்றுள்ளார்: தன்னம்பிக்கை மெதுவாக, அனுபவத்தின் மூலம் வளரும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'லக்னத்தில் குரு இருப்பது ஞானம், கொடைக்குணம், காக்கும் மனப்பான்மை ஆகியவற்றைத் தரும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'லக்னத்தில் {grahas} இருப்பதால் தீவிரமும் ஓயாத உந்துதலும் உண்டு; அவற்றுக்குத் தெளிவான இலக்கு கொடுப்பது நல்லது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'நீர் ராசியில் ({sign}) சந்திரன் இருப்பதால் உணர்வுகள் ஆழமானவை, உள்ளுணர்வு வலுவானது.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'நெருப்பு ராசியில் ({sign}) சந்திரன் இருக்கும்போது மனம் உற்சாகமும் சுயமரியாதையும் கொண்டு விரைந்து செயல்படும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'நில ராசியில் ({sign}) சந்திரன் அமைந்தால் மனம் பாதுகாப்பையும் ஒழுங்கான வழக்கங்களையும் நாடும்.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'காற்று ராசியில் ({sign}) சந்திரன் உள்ளதால் மனம் கலகலப்பாகவும் பேச்சு விருப்பத்துடனும் கருத்துகளில் ஆர்வத்துடனும் இருக்கும்.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'பத்தாம் அதிபதி {lord} கேந்திரமான {lord_house} இடத்தில் இருப்பதால் எல்லோரும் அறியும் தொழிலும் நிலையான அந்தஸ்தும் அமையும்.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'பத்தாம் அதிபதி {lord} திரிகோணமான {lord_house} இடத்தில் இருப்பது தொழிலை அதிர்ஷ்டம், கல்வி, நல்ல வழிகாட்டிகளுடன் இணைக்கிறது.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'பத்தாம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் இருப்பது சேவை, ஆராய்ச்சி அல்லது திரைமறைவுப் பணிகளைக் குறிக்கிறது; விடாமுயற்சியால் உயர்வு உண்டு.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'பத்தாம் அதிபதி {lord} {lord_house} இடத்தில் இருப்பது தொழிலை வருமானம், தொடர்புகள், சொந்த முயற்சியுடன் இணைக்கிறது.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'பத்தாம் அதிபதி பலமாக ({dignity}) உள்ளார்: லட்சியங்களுக்கு நல்ல ஆதரவு கிடைக்கும்.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'பத்தாம் அதிபதி நீசம் பெற்றுள்ளார்: தொழில் திசை நிலைபெறச் சற்றுக் காலம் ஆகலாம்.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    'பத்தாம் இடத்தில் சூரியன் இருப்பதால் பொதுப் பணிகளில் அதிகாரமும் அங்கீகாரமும் கிடைக்கும்.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    'பத்தாம் இடத்தில் சனி இருப்பதால் ஒழுக்கமும் பொறுப்புணர்வும் மூலம் மெதுவான ஆனால் உறுதியான உயர்வு உண்டு.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    'பத்தாம் இடத்தில் {grahas} இருப்பதால் கௌரவமான தொழிலும் பணியிடத்தில் நல்லுறவும் அமையும்.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'பத்தாம் இடத்தை குரு பார்க்கிறார், இது தொழிலில் வழிகாட்டுதலையும் நேர்மையான பெயரையும் தருகிறது.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    '9, 10-ஆம் அதிபதிகள் இணைந்துள்ளனர்; இது அர்த்தமுள்ள, அதிர்ஷ்டமான தொழிலுக்கான சாஸ்திர யோகம் (தர்ம கர்மாதிபதி யோகம்).',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    'பத்தாம் இடத்தில் ({sign}) எந்தக் கிரகமும் இல்லை; தொழில் விஷயங்கள் அதன் அதிபதி {lord} மூலம் கணிக்கப்படுகின்றன.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'ஐந்தாம் அதிபதி {lord} கேந்திரமான {lord_house} இடத்தில் இருப்பது கவனம் சிதறாத படிப்புக்கும் நடைமுறை அறிவுக்கும் துணை நிற்கிறது.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'ஐந்தாம் அதிபதி {lord} திரிகோணமான {lord_house} இடத்தில் இருப்பது உயர்கல்விக்கும் படைப்பு அறிவுக்கும் சாதகம்.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'ஐந்தாம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் உள்ளார்: படிப்பில் தடைகள் வரலாம், ஆனால் விடாமுயற்சிக்குப் பலன் உண்டு.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'ஐந்தாம் அதிபதி {lord} {lord_house} இடத்தில் இருப்பது கல்வியைத் தகவல் தொடர்புடனும் பயனுள்ள திறன்களுடனும் இணைக்கிறது.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'புதன் பலமாக ({dignity}) உள்ளார்: விரைவாகப் பகுத்தாய்ந்து எளிதில் கற்கும் மனம்.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'புதன் நீசம் பெற்றுள்ளார்: பொறுமையுடனும் நேரடிப் பயிற்சியுடனும் கற்பதே சிறந்தது.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'ஐந்தாம் இடத்தை குரு பார்க்கிறார், இது அறிவாற்றலையும் கற்கும் ஆர்வத்தையும் ஆசீர்வதிக்கிறது.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    'ஐந்தாம் இடத்தில் {grahas} இருப்பதால் நல்ல கல்வியும் படைப்புத் திறமையும் அமையும்.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    'நான்காம் இடத்தில் {grahas} இருப்பதால் அடிப்படைக் கல்விக்கும் படிக்க அமைதியான சூழலுக்கும் ஆதரவு உண்டு.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'புதனும் குருவும் இணைந்திருப்பது தர்க்கத்தை ஞானத்துடன் இணைக்கிறது.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'இரண்டாம் அதிபதி {lord} கேந்திரமான {lord_house} இடத்தில் இருப்பது நிலையான சேமிப்புக்கும் குடும்பச் சொத்துக்கும் துணை நிற்கிறது.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'இரண்டாம் அதிபதி {lord} திரிகோணமான {lord_house} இடத்தில் இருப்பது அதிர்ஷ்டத்தாலும் அறிவாலும் பெருகும் செல்வத்தைக் குறிக்கிறது.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'இரண்டாம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் இருப்பதால் கவனமான வரவு செலவுத் திட்டம் தேவை; செலவுகள் வருமானத்தை மிஞ்சலாம்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'இரண்டாம் அதிபதி {lord} {lord_house} இடத்தில் இருப்பது பணத்தைச் சொந்த முயற்சி, தொடர்புகள், லாபங்களுடன் இணைக்கிறது.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'பதினொன்றாம் அதிபதி {lord} {lord_house} இடத்தில் இருப்பது தொடர்ந்த லாபங்களுக்குத் துணை நிற்கிறது.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'பதினொன்றாம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் உள்ளார்: லாபங்கள் ஒழுங்கின்றி வரலாம், எனவே திட்டமிடல் முக்கியம்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'தன ஸ்தானமான {graha_house} இடத்தில் குரு இருப்பது பாரம்பரியப்படி செல்வச் செழிப்பின் அடையாளம்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    'இரண்டாம் இடத்தில் {grahas} இருப்பதால் செலவுகளைக் கண்காணிக்க வேண்டும்; கட்டுப்பாட்டால் சேமிப்பு பெருகும்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'சுக்கிரன் பலமாக ({dignity}) உள்ளார், இது சுகபோகங்களுக்கும் அவற்றை அனுபவிக்கும் வசதிக்கும் சாதகம்.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    '2, 11-ஆம் அதிபதிகள் இணைந்துள்ளனர்; இது சாஸ்திரப்படியான தன யோகம்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'ஏழாம் அதிபதி {lord} கேந்திரமான {lord_house} இடத்தில் இருப்பது நிலையான கூட்டாண்மைக்கும் அந்தஸ்துள்ள வாழ்க்கைத் துணைக்கும் சாதகம்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'ஏழாம் அதிபதி {lord} திரிகோணமான {lord_house} இடத்தில் இருப்பது தாம்பத்தியத்தைப் பொதுவான விழுமியங்களுடனும் அதிர்ஷ்டத்துடனும் இணைக்கிறது.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'ஏழாம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் உள்ளார்: உறவுகளில் பொறுமை, தெளிவான பேச்சு, பரஸ்பர இடைவெளி தேவை.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'ஏழாம் அதிபதி {lord} {lord_house} இடத்தில் இருப்பது கூட்டாண்மையைக் குடும்பம், நண்பர்கள், பொது இலக்குகளுடன் இணைக்கிறது.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'களத்திர காரகரான சுக்கிரன் பலமாக ({dignity}) உள்ளார்: உறவுகளில் அன்பு, கவர்ச்சி, இணக்கம் நிலவும்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'சுக்கிரன் நீசம் பெற்றுள்ளார்: காதலில் எதிர்பார்ப்புகளை யதார்த்தமாக வைத்து வெளிப்படையாகப் பேசுவது நல்லது.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    'ஏழாம் இடத்தில் {grahas} இருப்பதால் வாழ்க்கைத் துணை இணக்கமாகவும் உறவுகள் ஒத்துழைப்புடனும் இருக்கும்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    'ஏழாம் இடத்தில் {grahas} இருப்பதால் கூட்டாண்மையில் உரசல் அல்லது தாமதம் வரலாம்; பொறுப்புகளைப் பகிர்ந்துகொள்வது உதவும்.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'ஏழாம் இடத்தை குரு பார்க்கிறார், இது திருமணத்துக்கும் கூட்டாண்மைக்கும் பாதுகாப்பு தருகிறது.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'சுக்கிரனும் செவ்வாயும் இணைந்திருப்பதால் காதலில் தீவிரமான உணர்ச்சி உண்டு.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'ஒன்பதாம் அதிபதி {lord} கேந்திரமான {lord_house} இடத்தில் இருப்பது நம்பிக்கையையும் கொள்கைகளையும் அன்றாட வாழ்வில் கொண்டுவருகிறது.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'ஒன்பதாம் அதிபதி {lord} திரிகோணமான {lord_house} இடத்தில் இருப்பது தர்மம், குருமார்கள், கல்விக்கான நீண்ட பயணங்களுக்குச் சாதகம்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'ஒன்பதாம் அதிபதி {lord} மறைவு ஸ்தானமான {lord_house} இடத்தில் உள்ளார்: நம்பிக்கைகள் சோதனைக்கு உள்ளாகி அனுபவத்தால் ஆழமடையும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'ஒன்பதாம் அதிபதி {lord} {lord_house} இடத்தில் இருப்பது அதிர்ஷ்டத்தைச் சொந்த முயற்சியுடனும் சமூகத்துடனும் இணைக்கிறது.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'குரு பலமாக ({dignity}) உள்ளார், இது ஞானம், நெறி, குருமார்களிடம் மரியாதை ஆகியவற்றுக்குத் துணை நிற்கிறது.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} இடத்தில் குரு இருப்பது மனதைத் தத்துவ ஆய்விலும் அக வாழ்விலும் திருப்புகிறது.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    '12-ஆம் இடத்தில் கேது இருப்பது மரபுப்படி பற்றின்மை, தியானம் நோக்கிய நாட்டமாகக் கருதப்படுகிறது.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    'ஒன்பதாம் இடத்தில் {grahas} இருப்பதால் பெரியோர் ஆசியும் தாராள மனப்பான்மையும் கிடைக்கும்.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'ஒன்பதாம் இடத்தை சனி பார்க்கிறார்: சடங்குகளால் மட்டுமல்லாமல் ஒழுக்கத்தால் நம்பிக்கை மெதுவாக வலுப்பெறும்.',
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
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'சாதகமானது',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'சமநிலையானது',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'உழைப்பைக் கோருவது',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'பிறப்பு ஜாதகத்தின் (ராசி கட்டம் D1, முழு ராசி பாவங்கள்) அடிப்படையில் விதிப்படி சொல்லப்பட்ட பலன்கள். ஒவ்வொரு கூற்றும் அது வந்த விதியைக் குறிப்பிடுகிறது; எதுவும் உறுதியானது அல்ல.',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'குணநலன்',
  'jyotish/predictions/index.SECTION_NAMES.career': 'தொழில்',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'செல்வம்',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'உறவுகள் மற்றும் திருமணம்',
  'jyotish/predictions/index.SECTION_NAMES.health': 'உடல்நலம்',
  'jyotish/predictions/index.SECTION_NAMES.education': 'படிப்பு',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'ஆன்மிகம்',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'லக்னத்திலிருந்து செவ்வாய் தோஷம் உள்ளது (செவ்வாய் இருக்கும் இடம்: {house}).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'செவ்வாய் தோஷம் {references} மூலம் மட்டுமே உள்ளது (பகுதி, அம்சிக).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'இந்த ஜாதகத்தில் ஒரு சாஸ்திர விதிவிலக்கு செவ்வாய் தோஷத்தை நீக்குகிறது.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'செவ்வாய் தோஷம் இல்லை: லக்னம், சந்திரன் அல்லது சுக்கிரனிலிருந்து 1, 2, 4, 7, 8, 12 இடங்களில் செவ்வாய் இல்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full':
    'ஏழு கிரகங்களும் ராகு-கேது அச்சின் ஒரே பக்கத்தில் உள்ளன: {type} கால சர்ப்ப தோஷம்.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'கிரகங்கள் கிட்டத்தட்ட முழுமையாக ராகு-கேது அச்சின் ஒரே பக்கத்தில் உள்ளன: பகுதி {type} கால சர்ப்ப தோஷம்.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent':
    'கால சர்ப்ப தோஷம் இல்லை: கிரகங்கள் ராகு-கேது அச்சின் இரு பக்கங்களிலும் உள்ளன.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'பித்ரு தோஷக் குறிகள் காணப்பட்டன: {count}. அவற்றை எப்படி மதிப்பிடுவது என்பதில் நூல்கள் வேறுபடுகின்றன.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'வழக்கமாகச் சொல்லப்படும் பித்ரு தோஷக் குறிகள் எதுவும் இல்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'ஏழரைச் சனி நடக்கிறது, முதல் (தொடக்க) கட்டம்: ஜென்ம சந்திரனுக்கு 12-ஆம் ராசியில் சனி சஞ்சரிக்கிறார்.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak':
    'ஏழரைச் சனி நடக்கிறது, இரண்டாம் (உச்ச) கட்டம்: ஜென்ம சந்திர ராசியிலேயே சனி சஞ்சரிக்கிறார் (ஜென்மச் சனி).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'ஏழரைச் சனி நடக்கிறது, மூன்றாம் (நிறைவு) கட்டம்: ஜென்ம சந்திரனுக்கு 2-ஆம் ராசியில் சனி சஞ்சரிக்கிறார்.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'கொடுக்கப்பட்ட தேதியில் ஏழரைச் சனி நடக்கவில்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'ஏழரைச் சனி கணக்கிடப்படவில்லை: கோசாரத் தரவு தரப்படவில்லை.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'ஜென்ம சந்திரனுக்கு 4-ஆம் ராசியில் சனி சஞ்சரிக்கிறார் (அர்த்தாஷ்டம சனி).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'ஜென்ம சந்திரனுக்கு 8-ஆம் ராசியில் சனி சஞ்சரிக்கிறார் (அஷ்டம சனி).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'தகவலுக்காக மட்டும்: இந்தச் சோதனைகள் சாஸ்திர விதிகளின்படி ஜாதக அமைப்புகளை விவரிக்கின்றன; பலன்களை முன்னறிவிப்பதில்லை.',
  'jyotish/phrases.LABELS.nadi_dosha': 'நாடி தோஷம்',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'பாகூட தோஷம்',
  'jyotish/phrases.LABELS.gana_dosha': 'கண தோஷம்',
  'jyotish/phrases.LABELS.dwi_dwadash': 'த்வி-த்வாதசம் (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'நவ-பஞ்சமம் (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'சஷ்டாஷ்டகம் (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'ஒரே நட்சத்திரம், வெவ்வேறு சந்திர ராசிகள்',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ஒரே சந்திர ராசி, வெவ்வேறு நட்சத்திரங்கள்',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'ஒரே நட்சத்திரம், வெவ்வேறு பாதங்கள்',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ஒரே அதிபதி கொண்ட வெவ்வேறு சந்திர ராசிகள்',
  'jyotish/phrases.LABELS.rashi_lords_same': 'சந்திர ராசி அதிபதிகள் ஒருவரே',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'சந்திர ராசி அதிபதிகள் பரஸ்பர நண்பர்கள்',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'நவாம்ச அதிபதிகள் ஒருவரே',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'நவாம்ச அதிபதிகள் பரஸ்பர நண்பர்கள்',
  'jyotish/phrases.LABELS.boy': 'மணமகனின்',
  'jyotish/phrases.LABELS.girl': 'மணமகளின்',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'செவ்வாய் ஆட்சி அல்லது உச்ச ராசியில் ({rashi}) உள்ளார்.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'செவ்வாய் இருக்கும் ராசியிலேயே குருவும் உள்ளார்.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'செவ்வாயை குரு பார்க்கிறார்.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    '{rashi} ராசியில் செவ்வாய், {reference} அடிப்படையில் இட எண் {house}: இது பட்டியலிடப்பட்ட விதிவிலக்கு.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'இருவருக்கும் செவ்வாய் தோஷம் உள்ளது; இதனால் தோஷம் நீங்குவதாகக் கருதப்படுகிறது.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent':
    'பொருத்த மொத்தம் {total}/36: வழக்கமான அளவுகோலின்படி மிகச் சிறப்பு (33 மற்றும் அதற்கு மேல்).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible':
    'பொருத்த மொத்தம் {total}/36: வழக்கமான அளவுகோலின்படி பொருத்தமானது (25 முதல் 32).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'பொருத்த மொத்தம் {total}/36: வழக்கமான அளவுகோலின்படி சராசரி, ஏற்கத்தக்கது (18 முதல் 24).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'பொருத்த மொத்தம் {total}/36: வழக்கமான குறைந்தபட்சமான 18-க்குக் கீழே.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'நாடி தோஷம்: இருவரின் சந்திரனும் {nadi} நாடியில் உள்ளனர்.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'பாகூட தோஷம்: சந்திர ராசிகளுக்கு இடையே {kind} தொடர்பு உள்ளது.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'கண தோஷம்: மணமகன் {boy} கணம், மணமகள் {girl} கணம்.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha} நீங்கியதாகக் கருதப்படுகிறது: {reasons}. மதிப்பெண் கணக்கிட்டபடியே வைக்கப்பட்டுள்ளது.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: பட்டியலிட்ட விதிவிலக்குகள் எதுவும் பொருந்தவில்லை.',
  'jyotish/phrases.MATCH_PHRASES.raw_score':
    'மதிப்பெண்கள் கூட்டங்களின் மூலப் புள்ளிகள்; தோஷ நிவர்த்திகள் தெரிவிக்கப்படுகின்றன, மீண்டும் சேர்க்கப்படுவதில்லை.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both':
    'இரு ஜாதகங்களிலும் செவ்வாய் தோஷம் உள்ளது; வழக்கமான விதிப்படி இரண்டும் ஒன்றையொன்று சமன் செய்கின்றன.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': '{who} ஜாதகத்தில் மட்டுமே செவ்வாய் தோஷம் உள்ளது.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'இரு ஜாதகங்களிலும் செவ்வாய் தோஷம் இல்லை.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'சூரியன் இருக்கும் ராசியிலேயே {grahas} உள்ளனர்.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': 'ஒன்பதாம் இடத்தில் {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted': 'ஒன்பதாம் அதிபதி {lord}: {grahas} சேர்க்கை அல்லது பார்வை உள்ளது.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    'ஒன்பதாம் இடத்துச் சூரியனுடன் {grahas} சேர்ந்துள்ளனர் அல்லது எதிரே உள்ளனர்.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'சந்திரன் இருக்கும் ராசியிலேயே {grahas} உள்ளனர் (சில நூல்கள் சேர்க்கும் மாத்ரு தோஷ வடிவம்).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'மிகச் சிறப்பு',
  'jyotish/phrases.STATUS_LABELS.good': 'நன்று',
  'jyotish/phrases.STATUS_LABELS.average': 'சராசரி',
  'jyotish/phrases.STATUS_LABELS.poor': 'பலவீனம்',
  'jyotish/phrases.STATUS_LABELS.dosha': 'தோஷம்',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'மிகச் சிறந்த பொருத்தம்',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'பொருத்தமானது',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'ஏற்கத்தக்கது',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'பரிந்துரைக்கப்படவில்லை',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'அனந்த',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'குளிக',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'வாசுகி',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'சங்கபால',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'பத்ம',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'மகாபத்ம',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'தக்ஷக',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'கார்க்கோடக',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'சங்கசூட',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'காதக',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'விஷதர',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'சேஷநாக',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'லக்னம்',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'சந்திரன்',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'சுக்கிரன்',
  'jyotish/koota-points.KOOTAS.varna.name': 'வர்ண',
  'jyotish/koota-points.KOOTAS.vashya.name': 'வசிய',
  'jyotish/koota-points.KOOTAS.tara.name': 'தாரா',
  'jyotish/koota-points.KOOTAS.yoni.name': 'யோனி',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'கிரக மைத்ரி',
  'jyotish/koota-points.KOOTAS.gana.name': 'கண',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'பாகூட',
  'jyotish/koota-points.KOOTAS.nadi.name': 'நாடி',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'தேவ',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'மனுஷ்ய',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'ராட்சஸ',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'ஆதி',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'மத்திய',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'அந்திய',
  'jyotish/koota-attributes.TARA_NAMES.0': 'ஜன்ம',
  'jyotish/koota-attributes.TARA_NAMES.1': 'சம்பத்',
  'jyotish/koota-attributes.TARA_NAMES.2': 'விபத்',
  'jyotish/koota-attributes.TARA_NAMES.3': 'க்ஷேம',
  'jyotish/koota-attributes.TARA_NAMES.4': 'பிரத்யக்',
  'jyotish/koota-attributes.TARA_NAMES.5': 'சாதக',
  'jyotish/koota-attributes.TARA_NAMES.6': 'வதம்',
  'jyotish/koota-attributes.TARA_NAMES.7': 'மித்ர',
  'jyotish/koota-attributes.TARA_NAMES.8': 'அதி மித்ர',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'பிராமண',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'க்ஷத்ரிய',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'வைசிய',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'சூத்ர',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'சதுஷ்பாத',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'மானவ',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'ஜலசர',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'வனசர',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'கீட',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'அஸ்வ (குதிரை)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'கஜ (யானை)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'மேஷ (ஆடு)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'சர்ப்ப (பாம்பு)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'ஸ்வான (நாய்)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'மார்ஜால (பூனை)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'மூஷிக (எலி)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'கோ (பசு)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'மகிஷ (எருமை)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'வியாக்ர (புலி)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'மிருக (மான்)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'வானர (குரங்கு)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'நகுல (கீரி)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'சிம்ம (சிங்கம்)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'மகா தசை',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'புக்தி (அந்தர தசை)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'அந்தரம் (பிரத்யந்தர தசை)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'சூட்சும தசை',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'பிராண தசை',
  'jyotish/vargas.VARGAS.D1.name': 'ராசி',
  'jyotish/vargas.VARGAS.D2.name': 'ஹோரை',
  'jyotish/vargas.VARGAS.D3.name': 'திரேக்காணம்',
  'jyotish/vargas.VARGAS.D4.name': 'சதுர்த்தாம்சம்',
  'jyotish/vargas.VARGAS.D5.name': 'பஞ்சமாம்சம்',
  'jyotish/vargas.VARGAS.D6.name': 'சஷ்டாம்சம்',
  'jyotish/vargas.VARGAS.D7.name': 'சப்தாம்சம்',
  'jyotish/vargas.VARGAS.D8.name': 'அஷ்டாம்சம்',
  'jyotish/vargas.VARGAS.D9.name': 'நவாம்சம்',
  'jyotish/vargas.VARGAS.D10.name': 'தசாம்சம்',
  'jyotish/vargas.VARGAS.D11.name': 'ருத்ராம்சம்',
  'jyotish/vargas.VARGAS.D12.name': 'துவாதசாம்சம்',
  'jyotish/vargas.VARGAS.D16.name': 'சோடசாம்சம்',
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
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'செவ்',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'பு',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'கு',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'சுக்',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'சனி',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'ரா',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'கே',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'மே',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'ரி',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'மி',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'கட',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'சிம்',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'கன்',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'துலா',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'விரு',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'தனு',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'மக',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'கும்',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'மீ',
  'numerology/phrases.FACTOR_NAMES.moolank': 'மூல எண்',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'விதி எண்',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'வாழ்க்கைப் பாதை எண்',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'ஆன்ம எண்',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'வெளிப்பாட்டு எண்',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'ஆளுமை எண்',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'தலைமைப் பண்பு',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'சுதந்திரமானவர், முன்னோடி, சுயமாக இயங்குபவர்; முன்னின்று வழிநடத்துவார்.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'ஒத்துழைப்பு',
  'numerology/phrases.NUMBER_MEANINGS.2.text':
    'மென்மையானவர், ராஜதந்திரம் மிக்கவர், துணை நிற்பவர்; கூட்டாகச் செயல்படும்போது சிறப்பாக விளங்குவார்.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'வெளிப்பாடு',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'படைப்பாற்றல், பழகும் தன்மை, நம்பிக்கை கொண்டவர்; எளிதில் கருத்துகளைப் பகிர்ந்துகொள்வார்.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'நிலைத்தன்மை',
  'numerology/phrases.NUMBER_MEANINGS.4.text':
    'நடைமுறைக்கு ஏற்றவர், ஒழுக்கமானவர், முறைப்படி செயல்படுபவர்; உறுதியான அடித்தளத்தின் மேல் கட்டியெழுப்புவார்.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'சுதந்திரம்',
  'numerology/phrases.NUMBER_MEANINGS.5.text':
    'எதற்கும் ஏற்றுக்கொள்பவர், ஆர்வமுள்ளவர், ஓய்வில்லாதவர்; மாற்றத்திலும் பன்முகத்திலும் செழிப்பார்.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'பொறுப்பு',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'அக்கறையும் பாதுகாப்பும் வீட்டுப் பற்றும் கொண்டவர்; குடும்பத்துக்கும் சமூகத்துக்குமான கடமையைக் கருத்துடன் ஏற்பார்.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'சுயபரிசோதனை',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'பகுத்தாய்பவர், அடக்கமானவர், ஆன்மிக நாட்டம் கொண்டவர்; ஆழமான புரிதலைத் தேடுவார்.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'லட்சியம்',
  'numerology/phrases.NUMBER_MEANINGS.8.text':
    'அதிகாரம் மிக்கவர், இலக்கை நோக்கியவர், மீண்டெழும் வலிமை கொண்டவர்; பொருள் சக்தியையும் பொறுப்பையும் திறம்படக் கையாள்வார்.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'கருணை',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'தாராள மனம், லட்சியவாதம், பரந்த பார்வை கொண்டவர்; பெரிய நோக்கத்துக்காகச் சேவை செய்வார்.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'உள்ளுணர்வு',
  'numerology/phrases.NUMBER_MEANINGS.11.text':
    'இது ஒரு முதன்மை எண்: கூர்மையான உள்ளுணர்வும் உத்வேகமும் உண்டு, ஆனால் நரம்புப் பதற்றத்தைக் கட்டுப்படுத்த வேண்டும்.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'மகா நிர்மாணி',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'இது ஒரு முதன்மை எண்: பெரிய அளவிலான தொலைநோக்குடன் நடைமுறைத் திறனும் இணைகிறது.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'மகா ஆசான்',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'இது ஒரு முதன்மை எண்: பரந்த அளவில் கருணையும் வழிகாட்டுதலும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'புதிய தொடக்கங்கள்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'புதிய செயல்களைத் தொடங்குங்கள், முன்முயற்சி எடுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'பொறுமையும் கூட்டுறவும்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'ஒத்துழையுங்கள், காரியங்கள் தாமாகக் கனியட்டும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'கருத்து வெளிப்பாடு',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'படையுங்கள், மனம் திறந்து பேசுங்கள், நண்பர்களுடன் மகிழுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'அடித்தளங்கள்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'ஒழுங்குபடுத்துங்கள், கட்டியெழுப்புங்கள், கட்டுப்பாட்டைக் கடைப்பிடியுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'மாற்றம்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'பயணம் செய்யுங்கள், சூழலுக்கு ஏற்ப மாறுங்கள், புதியதை வரவேற்கவும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'வீடும் கடமையும்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'குடும்பம், அக்கறை, பொறுப்புகளுக்கே இந்த ஆண்டு முன்னுரிமை.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'ஆழ்ந்த சிந்தனை',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'உள்நோக்கிப் பாருங்கள், படியுங்கள், ஓய்வெடுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'சாதனை',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'லட்சியம், அதிகாரம், பண ரீதியான பலன்கள் இந்த ஆண்டின் மையம்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'நிறைவு',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'பழைய சுழற்சிகளை முடியுங்கள், பழையதை விட்டுவிடுங்கள்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'ஞான ஒளி',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'உள்ளுணர்வும் உத்வேகமும் உச்சத்தில் இருக்கும்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'மகா நிர்மாணம்',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'பெரிய திட்டங்கள் செயல்வடிவம் பெறலாம்.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'சேவை',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'பிறருக்கு வழிகாட்டுதலும் கருணையும் காட்டும் ஆண்டு.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor} விஷயத்தில் {a} ({planet_a}), {b} ({planet_b}) இடையே முரண் உள்ளது; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'உணர்வுப் புரிதல்',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'உணர்வுகளுக்கு நேரமும் இடமும் கொடுங்கள்.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'பொதுவான திசையும் இலக்குகளும்',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'திட்டங்கள், பணம் பற்றி முன்கூட்டியே ஒருமித்த முடிவுக்கு வாருங்கள்.',
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
    'எண்கள் வெவ்வேறு திசைகளில் இழுக்கின்றன; இந்த உறவுக்கு விழிப்புடன் கூடிய முயற்சி தேவை.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'மனத் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'அறிவாற்றல் அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'ஞாபக மறதி அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'உணர்ச்சித் தளம்',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'ஆன்மிக அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'உணர்ச்சி நுண்மை அம்பு',
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
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'தள்ளிப்போடல் அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'தங்க யோகம் (ராஜ யோகம்)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'செழிப்பு அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'விரக்தி அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'வெள்ளி யோகம்',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'உணர்ச்சிச் சமநிலை அம்பு',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'உணர்ச்சிச் சமநிலையின்மை அம்பு',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'அசுப யோகம் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'விஷ்டி (பத்திரை) கரணம் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'பத்திரை பூமியில் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'பஞ்சக தோஷம் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'எந்தச் சூரிய மாதமும் ஏற்றது',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'சம்ஸ்காரத்துக்கு ஏற்ற சூரிய மாதம்',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'லக்னத்திலிருந்து ஏழாம் இடம் சுத்தமாக உள்ளது',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'லக்னத்திலிருந்து எட்டாம் இடம் சுத்தமாக உள்ளது',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'லக்னத்திலிருந்து 6, 8, 12-ஆம் இடங்களில் சந்திரன் இல்லை',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'லக்னத்துக்குப் பாபகர்த்தரி இல்லை',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'சர்வார்த்த சித்தி யோகம்',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'அமிர்த சித்தி யோகம்',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'சித்த யோகம்',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'ரவி யோகம்',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'குரு புஷ்ய யோகம்',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'ரவி புஷ்ய யோகம்',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'த்விபுஷ்கர யோகம்',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'த்ரிபுஷ்கர யோகம்',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'ராகு காலத்துடன் சேர்கிறது',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'துர்முகூர்த்தத்துடன் சேர்கிறது',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'தியாஜ்யத்துடன் சேர்கிறது',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'கண்டாந்த (கண்ட மூல) நட்சத்திரம்',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'சந்திரன் பஞ்சகத்தில் உள்ளார்',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'இந்தக் காரியத்துக்கு நடுத்தரமான மாதம்',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'கர மாதம் (தனுசு அல்லது மீனத்தில் சூரியன்)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'சாதுர்மாஸ்யம்',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'சுக்கிரன் அஸ்தங்கம்',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'குரு அஸ்தங்கம்',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'ஹோலாஷ்டகம்',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'அதிக மாதம் (கூடுதல் சந்திர மாதம்)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'பித்ரு பட்சம் (மகாளய பட்சம்)',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'சிம்மத்தில் குரு (சிம்ம குரு)',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'இந்தக் காரியத்துக்கு இந்தச் சந்திர மாதம் சாதகமில்லை',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': 'பங்கேற்பாளர் {n} தாரா பலம்',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': 'பங்கேற்பாளர் {n} சந்திர பலம்',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'சாதகமான திதி',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'சாதகமான நட்சத்திரம்',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'சாதகமான கிழமை',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'சாதகமான லக்னம்',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'சாதகமான சூரிய மாதம்',
  'muhurat/labels.RULE_KIND_LABELS.month': 'சாதகமான சந்திர மாதம்',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'பழுது பார்த்த வீட்டுக்கு ஏற்ற நட்சத்திரம்',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'பழுது பார்த்த வீட்டுக்கு ஏற்ற மாதம்',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'மீண்டும் கட்டிய வீட்டுக்கு ஏற்ற மாதம்',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1 (கிழமை-நட்சத்திர யோகங்கள்); பஞ்சாங்கங்கள் அச்சிடும் கிழமைவாரி நட்சத்திர அட்டவணை',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1; திருக் பஞ்சாங்கத்துடன் ஒப்பிட்டுச் சரிபார்க்கப்பட்டது',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1 (கிழமை-திதி யோகங்கள்): வெள்ளிக்கிழமை நந்தா, புதன்கிழமை பத்ரா, செவ்வாய்க்கிழமை ஜயா, சனிக்கிழமை ரிக்தா, வியாழக்கிழமை பூர்ணா திதி',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1: சூரியனின் நட்சத்திரத்திலிருந்து எண்ணினால் சந்திரனின் நட்சத்திரம் 4, 6, 9, 10, 13 அல்லது 20ஆவது',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1: வியாழக்கிழமையும் பூசம் நட்சத்திரமும்; இந்து நாளுடன் சேரும் பகுதியைத் திருக் பஞ்சாங்கம் அச்சிடுகிறது',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1: ஞாயிற்றுக்கிழமையும் பூசம் நட்சத்திரமும்; இந்து நாளுடன் சேரும் பகுதியைத் திருக் பஞ்சாங்கம் அச்சிடுகிறது',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1: பத்ரா திதி, ஞாயிறு/செவ்வாய்/சனிக்கிழமை, த்விபாத நட்சத்திரம் (மிருகசீரிடம், சித்திரை, அவிட்டம்)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1: பத்ரா திதி, ஞாயிறு/செவ்வாய்/சனிக்கிழமை, த்ரிபாத நட்சத்திரம் (கார்த்திகை, புனர்பூசம், உத்திரம், விசாகம், உத்திராடம், பூரட்டாதி)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'முகூர்த்த சிந்தாமணி 1.7 (ஒன்பது அசுப யோகங்கள்); ஒவ்வொரு யோகத்திலும் விலக்க வேண்டிய பகுதி முகூர்த்தராஜ் பக்கம் 37 கூறியபடி (வியதீபாதமும் வைதிருதியும் முழுவதும், பரிகத்தின் முதல் பாதி, மற்றவற்றின் முதல் 3-9 நாழிகைகள்)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1 (பத்திரை வாசம்: சந்திரன் கடகம், சிம்மம், கும்பம் அல்லது மீனத்தில் இருந்தால் பத்திரை பூமியில், மேஷம் முதல் மிதுனம் அல்லது விருச்சிகத்தில் இருந்தால் சொர்க்கத்தில், கன்னி, துலாம், தனுசு, மகரத்தில் இருந்தால் பாதாளத்தில்; பூமியில் உள்ள பத்திரை மட்டுமே விலக்கப்படும்), இந்தி பஞ்சாங்க இணையதளங்கள் அச்சிடுவது போல',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana':
    'முகூர்த்த சிந்தாமணி 1.45-47 (சுப காரியங்களுக்கு விஷ்டி/பத்திரை கரணம் விலக்கப்படும்)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11 (அவிட்டத்தின் பிற்பாதி முதல் ரேவதி வரை: கூரை வேய்தல், தெற்கு நோக்கிய பயணம், விறகு சேகரித்தல் கூடாது); த்ருக் பஞ்சாங்கம்',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'விலக்கப்பட்ட காலங்களைத் தவிர மாதத் தடை இல்லை (த்ருக் பஞ்சாங்க மரபு)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'வடக்கு: த்ருக் பஞ்சாங்கம் (விலக்கப்பட்ட காலங்கள் மட்டும்); தெற்கு: தமிழ்ப் பஞ்சாங்கங்கள் (பாம்புப் பஞ்சாங்கம்) ஆடி, புரட்டாசி, மார்கழியைத் தவிர்க்கின்றன',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 ரிக்தா திதிகளையும் அமாவாசையையும் தவிர்க்கிறது; வட இந்தியப் பஞ்சாங்கங்கள் அஷ்டமி, நவமி, தேய்பிறை சதுர்த்தியிலும் திருமணம் குறிக்கின்றன, எனவே வளர்பிறை பிரதமை, வளர்பிறை சதுர்த்தி, இரு சதுர்த்தசிகள், அமாவாசை மட்டுமே விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'முகூர்த்த சிந்தாமணி 6.39: ரோகிணி, மிருகசீரிடம், மகம், உத்திரம், அஸ்தம், சுவாதி, அனுஷம், மூலம், உத்திராடம், உத்திரட்டாதி, ரேவதி',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 சுபக் கிழமைகளை விரும்புகிறது, ஆனால் வட இந்தியப் பஞ்சாங்கங்கள் எல்லாக் கிழமைகளிலும் (செவ்வாய்க்கிழமையும்) திருமணம் குறிக்கின்றன, எனவே எந்தக் கிழமையும் விலக்கப்படுவதில்லை',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'முகூர்த்த சிந்தாமணி 1.7 (ஒன்பது அசுப யோகங்கள்); திருமணத்துக்கு ஒவ்வொரு யோகமும் முழுவதும் விலக்கப்படும், த்ருக் பஞ்சாங்கத்தின் திருமணப் பட்டியல்கள் விலக்குவது போல',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 (மிதுனம், கன்னி, துலாம் சிறந்தவை; ரிஷபம், கடகம், தனுசு, மீனம், கும்பம் ஏற்கத்தக்கவை; மேஷம், சிம்மம், விருச்சிகம், மகரம் விலக்கப்படும்)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'வடக்கு: த்ருக் பஞ்சாங்கம் (விலக்கப்பட்ட காலங்களுக்கு வெளியே எந்த மாதமும்); தெற்கு: தமிழ்ப் பஞ்சாங்கங்கள் ஆடி, புரட்டாசி, மார்கழியில் திருமணம் குறிப்பதில்லை',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 (விவாக பிரகரணம்): லக்னத்திலிருந்து ஏழாம் இடத்தில் பாப கிரகம் இல்லாமல் இருக்க வேண்டும் (சப்தம சுத்தி)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'முகூர்த்த சிந்தாமணி (விவாக பிரகரணம், லக்ன சுத்தி; வாஸ்து பிரகரணம்): லக்னத்திலிருந்து எட்டாம் இடத்தில் எந்தப் பாப கிரகமும் இல்லை',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'முகூர்த்த சிந்தாமணி (விவாக, வாஸ்து பிரகரணங்கள்): லக்னத்திலிருந்து 6, 8 அல்லது 12-ஆம் இடத்தில் உள்ள சந்திரன் லக்னத்தைக் கெடுக்கும்',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 (கர்த்தரி தோஷம்): 12-ஆம், 2-ஆம் இடங்களில் உள்ள பாப கிரகங்கள் லக்னத்தை நெருக்குகின்றன; இயன்றவரை தவிர்க்கவும்',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 13, வட இந்தியப் பஞ்சாங்கங்கள் பின்பற்றுவது போல: வளர்பிறை 2, 3, 5, 6, 7, 10, 11, 12, 13, தேய்பிறை 2, 3, 5, 6, 7, 10, 11, 12; ரிக்தா, அஷ்டமி, பிரதமை, பௌர்ணமி, அமாவாசை, தேய்பிறை திரயோதசி கூடாது. உஜ்ஜைனின் பண்டிட் பிரவீண் த்விவேதியின் வளர்பிறைப் பட்டியலில் பௌர்ணமி இல்லை; த்ருக் பஞ்சாங்கம் 2026 (புது தில்லி) தேய்பிறை ஏகாதசி-துவாதசியில் (மே 13) கிரகப் பிரவேசம் குறிக்கிறது, எந்தப் பௌர்ணமியிலும் தேய்பிறை திரயோதசியிலும் இல்லை',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 13: ஸ்திர, மிருது நட்சத்திரங்கள் (ரோகிணி, உத்திரம், உத்திராடம், உத்திரட்டாதி; மிருகசீரிடம், சித்திரை, அனுஷம், ரேவதி), பஞ்சாங்க இணையதளங்களின் பட்டியல்படி; அவிட்டமும் சதயமும் பழுது பார்த்த (ஜீர்ண) வீட்டுக்கு மட்டும்',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 13: ஞாயிற்றுக்கிழமையும் செவ்வாய்க்கிழமையும் விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 13: ஸ்திர லக்னங்கள் சிறந்தவை, உபய லக்னங்கள் ஏற்கத்தக்கவை; சர லக்னங்கள் விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'முகூர்த்த சிந்தாமணி, வாஸ்து பிரகரணம் ("மாக-பால்குன-வைசாக-ஜ்யேஷ்ட-மாஸேஷு சோபன:"): மாகம், பால்குனம், வைசாகம், ஜ்யேஷ்டம், மேலும் கார்த்திகமும் மார்கசீர்ஷமும் நடுத்தர மாதங்கள் (நடுத்தர மாத எச்சரிக்கையுடன்); த்ருக் பஞ்சாங்கம் ஆறு (அமாந்த) மாதங்களிலும் கிரகப் பிரவேசம் குறிக்கிறது',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'முகூர்த்த சிந்தாமணி, வாஸ்து பிரகரணம் (கிரகப் பிரவேசம்): பழுது பார்த்த (ஜீர்ண) வீட்டுக்கு ஸ்திர, மிருது நட்சத்திரங்களுடன் சதயம், பூசம், சுவாதி, அவிட்டமும்',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'முகூர்த்த சிந்தாமணி, வாஸ்து பிரகரணம் (கிரகப் பிரவேசம்): ஜீர்ண கிரகப் பிரவேசம் மார்கசீர்ஷம், கார்த்திகம், ஸ்ராவணத்திலும்',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'முகூர்த்த சிந்தாமணி, வாஸ்து பிரகரணத்தின் (கிரகப் பிரவேசம்) சபூர்வ மாதங்கள், பஞ்சாங்கங்கள் துவந்துவ பிரவேசத்துக்கு (பயணம் முடிந்து வீடு திரும்புதல்) பின்பற்றுவது போல',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11: ரிக்தா, அஷ்டமி, அமாவாசை விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11: அசுவினி, மிருகசீரிடம், புனர்பூசம், பூசம், அஸ்தம், சித்திரை, சுவாதி, திருவோணம், அவிட்டம், சதயம், ரேவதி',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara':
    'த்ருக் பஞ்சாங்கம், வாகனம் வாங்குதல்: ஞாயிற்றுக்கிழமையும் செவ்வாய்க்கிழமையும் விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11: குரூர ஸ்திர ராசிகளான சிம்மம், விருச்சிகத்தின் லக்னங்கள் விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 13: ரிக்தா, அஷ்டமி, அமாவாசை விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 13, பூமி வாங்குதல்: ரோகிணி, மிருகசீரிடம், ஆயில்யம், மகம், உத்திரம், விசாகம், அனுஷம், மூலம், உத்திராடம், உத்திரட்டாதி, ரேவதி (த்ருக் பஞ்சாங்கப் பட்டியல்படி)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara':
    'த்ருக் பஞ்சாங்கம், சொத்து வாங்குதல்: ஞாயிற்றுக்கிழமையும் செவ்வாய்க்கிழமையும் விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 13: ஸ்திர, உபய லக்னங்கள்',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: ரிக்தா, அஷ்டமி, அமாவாசை விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: ஸ்திர, மிருது, லகு, சர நட்சத்திரங்கள்',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: சுப கிரகங்களின் கிழமைகள்',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: சுப கிரகங்களின் ராசிகளான லக்னங்கள்',
  'muhurat/sources.RULE_SOURCES.mundan_tithi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5 (சௌளம்): இரு பட்சங்களின் 2, 3, 5, 7, 10, 11, 12, 13 திதிகள்',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5 (சௌளம்): அசுவினி, மிருகசீரிடம், புனர்பூசம், பூசம், அஸ்தம், சித்திரை, சுவாதி, திருவோணம், அவிட்டம், சதயம், ரேவதி',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: திங்கட்கிழமை, புதன்கிழமை, வியாழக்கிழமை, வெள்ளிக்கிழமை',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5 (அன்னப்பிராசனம்): திதிகள் 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: வளர்பிறை 2, 3, 5, 10, 11, 12, தேய்பிறை 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5 (உபநயன நட்சத்திரங்கள்)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5 (வித்யாரம்பம்): திதிகள் 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5 (வித்யாரம்பம்): அசுவினி, மிருகசீரிடம், புனர்பூசம், பூசம், அஸ்தம், சித்திரை, சுவாதி, அனுஷம், பூராடம், திருவோணம், அவிட்டம், சதயம், பூரட்டாதி, ரேவதி',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: ஞாயிற்றுக்கிழமை, புதன்கிழமை, வியாழக்கிழமை, வெள்ளிக்கிழமை',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 5: புதன், குரு, சுக்கிரனின் ராசிகளான லக்னங்கள்',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11 (விபணி): அசுவினி, ரோகிணி, மிருகசீரிடம், பூசம், உத்திரம், அஸ்தம், சித்திரை, அனுஷம், உத்திராடம், திருவோணம், உத்திரட்டாதி, ரேவதி',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11: திங்கட்கிழமை, புதன்கிழமை, வியாழக்கிழமை, வெள்ளிக்கிழமை',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11: ஸ்திர, உபய லக்னங்கள்',
  'muhurat/sources.RULE_SOURCES.travel_tithi':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11: ரிக்தா, அஷ்டமி, துவாதசி, பௌர்ணமி, அமாவாசை விலக்கப்படும்',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 11: அசுவினி, மிருகசீரிடம், புனர்பூசம், பூசம், அஸ்தம், அனுஷம், திருவோணம், அவிட்டம், ரேவதி',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 (சூரியன் தனுசு அல்லது மீனத்தில்: சம்ஸ்காரங்களுக்கு மலமாதம்); த்ருக் பஞ்சாங்கத்தின் கர மாதம்',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6; தேவசயனி (ஆஷாடம் வளர்பிறை 11) முதல் பிரபோதினி (கார்த்திகம் வளர்பிறை 11) ஏகாதசி வரை, த்ருக் பஞ்சாங்கம்',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 (சுக்கிரன் அஸ்தங்கம்); சூரியனிலிருந்து 6° க்குள், வட இந்தியப் பஞ்சாங்கங்களின் சுக்கிர அஸ்தங்கத் தேதிகளின்படி',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 (குரு அஸ்தங்கம்); சூரியனிலிருந்து 11° க்குள், சூரிய சித்தாந்தம் 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'பால்குனம் வளர்பிறை அஷ்டமி முதல் பௌர்ணமி (ஹோலிகா தகனம்) வரை, த்ருக் பஞ்சாங்கம் அச்சிடும் வட இந்திய மரபு',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'முகூர்த்த சிந்தாமணி, அத்தியாயம் 1 (மலமாதம்: அதிக மாதத்தில் எந்தச் சம்ஸ்காரமும் இல்லை)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha':
    'பாத்ரபதம் தேய்பிறை பிரதமை முதல் அமாவாசை (அமாந்தம்) வரை, முன்னோர்களுக்கான பட்சம்; த்ருக் பஞ்சாங்கம்',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'குரு சிம்மத்தில் (சிம்ம குரு): தெற்கில் திருமணம் விலக்கப்படும், முகூர்த்த சிந்தாமணி அத்தியாயம் 6 உரைகளில் கோதாவரிப் பகுதியின் வழக்கம்',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable':
    'முகூர்த்த சிந்தாமணியில் இந்தக் காரியத்துக்கான மாதங்கள், பிராந்தியப் பஞ்சாங்கத்தின்படி',
  'muhurat/sources.PERSONAL_SOURCE':
    'முகூர்த்த சிந்தாமணி, அத்தியாயம் 6 (தாரா பலம்: விபத் 3, பிரத்யக் 5, வதை 7 விலக்கப்படும்; சந்திர பலம்: ஜென்ம ராசியிலிருந்து 1, 3, 6, 7, 10, 11-ஆம் இடத்தில் சந்திரன்)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'வைஷ்ணவ ஏகாதசி மறுநாள் வருகிறது',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'ஸ்மார்த்த அனுஷ்டானம் முந்தைய நாள் வருகிறது',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya':
    'இந்தத் திதி எந்தச் சூரிய உதயத்தையும் தொடவில்லை (க்ஷய திதி); அது நடக்கும் நாளிலேயே அனுஷ்டிக்கப்படுகிறது',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'அதிக (கூடுதல்) சந்திர மாதத்தில் வருகிறது',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular': 'அட்டவணை அடிப்படையிலான ஹிஜ்ரி தேதி; உள்ளூர் பிறை பார்த்தலால் ஓரிரு நாள் மாறலாம்',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'அட்டவணை அடிப்படையிலான (குவைத்) இஸ்லாமிய நாள்காட்டி, சிவில் தொடக்கம்; பிறை பார்த்து அனுசரிக்கப்படும் தேதிகள் 1-2 நாள் வேறுபடலாம்.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset':
    'சூரிய அஸ்தமனத்துக்குப் பின் பிரதோஷ வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'சூரிய உதயம் முதல் சந்திர உதயம் வரை விரதம்',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'மத்தியான வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight':
    'இரவு கண்விழிப்பு; நிசீத (நள்ளிரவு) வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end':
    'பௌர்ணமி திதி, தொடக்கம் முதல் முடிவு வரை',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end':
    'அமாவாசை திதி, தொடக்கம் முதல் முடிவு வரை',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'ஒரு நாள்',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'இரவில் கால பைரவர் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'சூரிய உதயம் முதல் விரதம்; மறுநாள் காலை பாரணை (விரதம் முடித்தல்)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'சூரியன் ராசியில் பிரவேசிக்கும் கணத்தைத் தொடக்கமும் முடிவும் குறிக்கின்றன',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'இரவு கண்விழிப்பு; நள்ளிரவை ஒட்டி நிசீத பூஜை',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'மாலையில் (பிரதோஷ வேளை) பத்திரை முடிந்த பின் ஹோலிகா தீ',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'ஒன்பது இரவுகள்; காலையில் கலச ஸ்தாபனம்',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'பௌர்ணமி இருக்கும்வரை, பத்திரை இல்லாத நேரத்தில் ராக்கி கட்டப்படுகிறது',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'நள்ளிரவில் நிசீத பூஜை',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'மத்தியானத்தில் விநாயகர் பூஜை; அனந்த சதுர்த்தசி வரை பத்து நாட்கள்',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'விநாயகர் சிலை கரைப்பு',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'சர்வ பித்ரு அமாவாசை (மகாளய அமாவாசை) வரை பதினைந்து நாள் சிராத்தம்',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'பிரதோஷ வேளையில் பூஜை',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'சூரிய உதயத்துக்கு முன் எண்ணெய்க் குளியல்',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'பிரதோஷ வேளையில் லட்சுமி பூஜை; தென்னிந்தியாவில் நரக சதுர்த்தசி காலையிலேயே தீபாவளி கொண்டாடப்படுகிறது',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'நான்கு நாட்கள்: நஹாய்-காய், கர்ணா, சந்தியா அர்க்யம், உஷா அர்க்யம்',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'தை 1; போகி முதல் காணும் பொங்கல் வரை நான்கு நாட்கள்',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'சம்வத்சரியுடன் நிறைவடையும் எட்டு நாட்கள்',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'பத்து நாட்கள், புரட்டாசி (பாத்ரபத) சுக்ல பஞ்சமி முதல் சதுர்த்தசி வரை',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'இஸ்லாமிய நாள் முந்தைய நாள் சூரிய அஸ்தமனத்தில் தொடங்குகிறது',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'இந்த இடத்திலிருந்து தெரியும் பகுதியின் தொடக்கமும் முடிவும்',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'தசைன்: ஏழாம் நாள், ஆஸ்வயுஜ சுக்ல சப்தமி',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'திஹார்: முதல் நாள் (கார்த்திகை கிருஷ்ண திரயோதசி), குக்குர் திஹாருக்கு முந்தைய நாள்',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'குமாரி ஜாத்ரா நாள், பாத்ரபத சுக்ல சதுர்த்தசி (காத்மாண்டு பள்ளத்தாக்கின் விடுமுறை நாள்)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'ஆவணி அவிட்டம் (சிராவண பௌர்ணமி): பூணூல் (ஜனை) மாற்றப்படுகிறது, ரக்ஷா பந்தன் கட்டப்படுகிறது',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'மலைப் பகுதிகளும் காத்மாண்டு பள்ளத்தாக்கும் ஃபாகு பௌர்ணமியன்று, அதாவது ஹோலிகா தகன நாளில் ஹோலி விளையாடுகின்றன',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'தெராய் பகுதி மலைப் பகுதிகளுக்கு அடுத்த நாள் ஹோலி விளையாடுகிறது',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'சவ்யம் (ராசிச் சக்கர வரிசையில்)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'அபசவ்யம் (ராசிச் சக்கரத்துக்கு எதிர் வரிசையில்)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'அர்த்தாஷ்டம சனி (சந்திரனுக்கு 4-ஆம் இடம்)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'அஷ்டம சனி (சந்திரனுக்கு 8-ஆம் இடம்)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'முழுமையானது',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'பகுதியளவு',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'இல்லை',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'விரயச் சனி (முதல் கட்டம்)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'ஜென்மச் சனி (இரண்டாம் கட்டம்)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'பாதச் சனி (மூன்றாம் கட்டம்)',
  'jyotish/state-names.TONE_NAMES.positive': 'சாதகம்',
  'jyotish/state-names.TONE_NAMES.neutral': 'பொதுவானது',
  'jyotish/state-names.TONE_NAMES.challenging': 'சவாலானது',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'சாதகம்',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'பாதகம்',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'சாதகம், ஆனால் வேதையால் தடை',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'ஆட்சி வீடு',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'அதி நட்பு வீடு',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'நட்பு வீடு',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'சம வீடு',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'பகை வீடு',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'அதி பகை வீடு',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'மங்களா',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'பிங்களா',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'தான்யா',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'பிராமரி',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'பத்ரிகா',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'உல்கா',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'சித்தா',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'சங்கடா',
  'muhurat/labels.QUALITY_LABELS.best': 'உத்தமம்',
  'muhurat/labels.QUALITY_LABELS.good': 'சுபம்',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'மத்திமம்',
  'numerology/compatibility.BAND_LABELS.high': 'அதிகம்',
  'numerology/compatibility.BAND_LABELS.moderate': 'மிதமானது',
  'numerology/compatibility.BAND_LABELS.low': 'குறைவு',
  'numerology/compatibility.RELATION_LABELS.same': 'ஒரே எண்',
  'numerology/compatibility.RELATION_LABELS.friendly': 'நட்பானது',
  'numerology/compatibility.RELATION_LABELS.neutral': 'சமம்',
  'numerology/compatibility.RELATION_LABELS.tense': 'முரண்பாடு',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'சுபம்',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'அசுபம்',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'கலவை',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'முழுமையானது',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'பகுதியளவு',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'இல்லை',
};
