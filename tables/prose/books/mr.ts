// Marathi prose book (issue 37): every catalogue key's text, written as Marathi rashi bhavishya columns write
// them (Lokmat, Loksatta): आहे/आहेत/नाही/होईल, the house as स्थान, the bands उत्तम .. आव्हानात्मक. Graha, rashi
// and lagna terms are the name book's (tables/names/mr.ts); the glossary is in ../GLOSSARY-mr-bn-gu-or-ne.md. Digits are
// Western Arabic, as the name books print them.
import type { ProseBook } from './types.ts';

export const MR: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'नारिंगी',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'पांढरा',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'पिवळा',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'राखाडी',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'हिरवा',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'गुलाबी',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'तपकिरी',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'गडद निळा',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'लाल',
  'jyotish/rashifal.HOUSE_THEMES.0': 'स्वतःचे व्यक्तिमत्त्व आणि उत्साह',
  'jyotish/rashifal.HOUSE_THEMES.1': 'धन आणि कुटुंब',
  'jyotish/rashifal.HOUSE_THEMES.2': 'पराक्रम, भावंडे आणि छोटे प्रवास',
  'jyotish/rashifal.HOUSE_THEMES.3': 'घर, आई आणि सुखसोयी',
  'jyotish/rashifal.HOUSE_THEMES.4': 'संतती, सर्जनशीलता आणि विद्या',
  'jyotish/rashifal.HOUSE_THEMES.5': 'नोकरी-व्यवसाय, आरोग्य आणि प्रतिस्पर्धी',
  'jyotish/rashifal.HOUSE_THEMES.6': 'भागीदारी आणि वैवाहिक जीवन',
  'jyotish/rashifal.HOUSE_THEMES.7': 'बदल आणि गुप्त गोष्टी',
  'jyotish/rashifal.HOUSE_THEMES.8': 'भाग्य, श्रद्धा आणि गुरुजन',
  'jyotish/rashifal.HOUSE_THEMES.9': 'कारकीर्द आणि मानसन्मान',
  'jyotish/rashifal.HOUSE_THEMES.10': 'लाभ आणि मित्रपरिवार',
  'jyotish/rashifal.HOUSE_THEMES.11': 'खर्च, विश्रांती आणि दूरचे ठिकाण',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} राशी, {start}: आजचा दिवस {band} राहील.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} राशी, {start} ते {end}: हा आठवडा {band} राहील.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} राशी, {start} ते {end}: हा महिना {band} राहील.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} आपल्या {house} स्थानातून ({theme}) भ्रमण करत आहे; हे भ्रमण आपल्याला साथ देणारे आहे.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} आपल्या {house} स्थानातून ({theme}) भ्रमण करत आहे, त्यामुळे या बाबतीत जपून पावले टाका.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} रोजी {graha} {rashi} राशीत प्रवेश करेल.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'शुभ अंक {number}, शुभ रंग {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'उत्तम',
  'jyotish/forecast.BAND_NAMES.favourable': 'अनुकूल',
  'jyotish/forecast.BAND_NAMES.steady': 'स्थिर',
  'jyotish/forecast.BAND_NAMES.mixed': 'संमिश्र',
  'jyotish/forecast.BAND_NAMES.challenging': 'आव्हानात्मक',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'कारकीर्द',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'आर्थिक बाजू',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'नातेसंबंध',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'आरोग्य',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'शिक्षण',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'कामाच्या बाबतीत ग्रहांची भक्कम साथ आहे; नवी जबाबदारी स्वीकारण्यास आणि कामाचे श्रेय मिळवण्यास हा चांगला काळ आहे.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'कारकिर्दीतील प्रयत्नांना चांगली साथ मिळेल आणि सातत्याने काम केल्यास प्रगती होईल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady':
    'कामकाज सुरळीत चालू राहील; मोठ्या धाडसापेक्षा सातत्य अधिक महत्त्वाचे ठरेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'कारकिर्दीबाबत संमिश्र संकेत आहेत: नियोजन काळजीपूर्वक करा आणि झेपणार नाहीत अशी आश्वासने देऊ नका.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'कामाचा ताण जाणवू शकतो; संयम ठेवा आणि बोलताना काळजी घ्या.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent':
    'आर्थिक स्थिती भक्कम दिसते: लाभ आणि नव्या संधींना ग्रहांची चांगली साथ आहे.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'आर्थिक बाबी अनुकूल आहेत; बचत आणि विचारपूर्वक केलेली गुंतवणूक फायद्याची ठरेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'आर्थिक स्थिती स्थिर आहे; नेहमीचे अंदाजपत्रक पाळल्यास सर्व काही मार्गी राहील.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed': 'आर्थिक बाजू संमिश्र आहे: खर्चावर नियंत्रण ठेवा आणि सट्टा टाळा.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'या काळात पैशांच्या बाबतीत काळजी घ्यावी लागेल; शक्य असल्यास मोठे आर्थिक व्यवहार पुढे ढकला.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'नातेसंबंधांत जिव्हाळा आहे आणि ग्रहांची साथ आहे; एकत्र योजना आखण्यास हा चांगला काळ आहे.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'नातेसंबंध अनुकूल आहेत; एकमेकांना समजून घेणे सहज जमेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'नातेसंबंध स्थिर आहेत; छोट्या छोट्या गोष्टींतून दाखवलेली आपुलकी ते अधिक घट्ट करेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'नातेसंबंधांकडे लक्ष द्यावे लागेल: अधिक ऐकून घ्या आणि घाईघाईने बोलणे टाळा.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'नातेसंबंधांत तणाव जाणवू शकतो; संयम आणि मोकळा संवाद उपयोगी पडेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'उत्साह भरपूर आहे; ही ऊर्जा सक्रिय दिनचर्येला पूरक ठरेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'आरोग्य अनुकूल आहे; चांगल्या सवयी कायम ठेवा.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady':
    'आरोग्य स्थिर आहे; नियमित विश्रांती आणि ठरलेली दिनचर्या लाभदायक ठरेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'उत्साह कमी-जास्त होऊ शकतो; स्वतःच्या क्षमतेनुसार काम करा आणि विश्रांती चुकवू नका.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging':
    'या काळात आरोग्याची आणि मानसिक ताणाची विशेष काळजी घ्या.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'शिक्षणाला ग्रहांची भक्कम साथ आहे: अभ्यास, परीक्षा आणि नवी कौशल्ये यांत यश मिळेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'अभ्यासासाठी काळ अनुकूल आहे; एकाग्रतेने अभ्यास केल्यास चांगले परिणाम मिळतील.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady': 'अभ्यास स्थिर गतीने पुढे जाईल; नियमित उजळणी उपयोगी पडेल.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed':
    'एकाग्रता डळमळू शकते; अभ्यास लहान लहान पण नियमित भागांत विभागून करा.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'आता शिक्षणासाठी अधिक परिश्रम घ्यावे लागतील; जिथे अडचण येईल तिथे मार्गदर्शन घ्या.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': '{graha} ग्रहाची चालू महादशा या क्षेत्राला साथ देत आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down': '{graha} ग्रहाच्या चालू महादशेमुळे या क्षेत्रावर दडपण येत आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': '{graha} ग्रहाची अंतर्दशा आणखी साथ देत आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': '{graha} ग्रहाच्या अंतर्दशेमुळे थोडा ताण वाढत आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up':
    '{graha} चंद्रापासून {house} स्थानात भ्रमण करत आहे; ही स्थिती अनुकूल आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    '{graha} चंद्रापासून {house} स्थानात भ्रमण करत आहे; ही स्थिती प्रतिकूल आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'या क्षेत्राचा जन्मकुंडलीतील स्वामी {graha} चांगल्या स्थितीत आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'या क्षेत्राचा जन्मकुंडलीतील स्वामी {graha} दुर्बल स्थितीत आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'नवमांश कुंडलीत {graha} बलवान आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'नवमांश कुंडलीत {graha} दुर्बल आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'साडेसाती ({phase} टप्पा) चालू असल्याने संयम ठेवणे आवश्यक आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down':
    'शनीची अडीचकी (चंद्रापासून चौथ्या किंवा आठव्या राशीत शनी) दडपण वाढवते.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'मंगळ दोषाचा परिहार न झाल्याने भागीदारीत काळजी घेणे गरजेचे आहे.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'कालसर्प योगामुळे फळ थोडे सौम्य मिळते.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'हे गुण जन्मकुंडली, चालू दशा, दोष आणि ग्रहांचे भ्रमण यांवरून नियमांनुसार काढले आहेत; ते केवळ कल दाखवतात, निश्चित भाकीत नाहीत.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'एकूणच हा काळ अतिशय अनुकूल आहे.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'एकूणच हा काळ अनुकूल आहे.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'एकूणच हा काळ स्थिर आहे; कोणत्याही एका बाजूला फारसा कल नाही.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'एकूणच हा काळ संमिश्र आहे: चांगले आणि कठीण संकेत एकमेकांना तोलून धरतात.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'एकूणच हा काळ कसोटीचा आहे; संयम ठेवल्यास त्याचे फळ मिळेल.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'पहिला',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'मधला',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'शेवटचा',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'लग्नेश {lord} {lord_house} स्थानात, म्हणजे केंद्रात आहे; त्यामुळे प्रकृती भक्कम राहते आणि आजारातून लवकर बरे वाटते.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'लग्नेश {lord} {lord_house} स्थानात, म्हणजे त्रिकोणात आहे; त्यामुळे उत्साह टिकतो आणि मन सकारात्मक राहते.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'लग्नेश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात आहे; त्यामुळे आरोग्याची आणि विश्रांतीची नियमित काळजी घ्यावी लागते.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'लग्नेश {lord} {lord_house} स्थानात असल्याने चैतन्य मध्यम असते, पण नियमित दिनचर्येने ते चांगले टिकते.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'सूर्य चांगल्या स्थितीत ({dignity}) असल्याने सहनशक्ती आणि लवचीकपणा मिळतो.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'सूर्य नीच राशीत आहे: विशेषतः ताणाच्या काळात आपली ऊर्जा जपून वापरा.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'चंद्र बलवान ({dignity}) असल्याने मन शांत राहते आणि झोप चांगली लागते.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'चंद्र नीच राशीत आहे: काळजीमुळे प्रकृतीवर परिणाम होऊ शकतो, म्हणून शांत दिनचर्या उपयोगी पडते.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'षष्ठ स्थानात, म्हणजे उपचय स्थानात {grahas} असल्याने आजार आणि स्पर्धा यांवर सहज मात करता येते.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    'अष्टम स्थानात {grahas} असल्याने जुनी दुखणी आणि अचानक येणारा ताण यांबाबत काळजी घ्यावी.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'लग्नावर {grahas} यांची दृष्टी आहे; हा आरोग्याचे रक्षण करणारा प्रभाव आहे.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'अग्नितत्त्वाचे लग्न ({sign}) असल्याने स्वभाव उत्साही, स्पष्टवक्ता आणि उद्यमशील असतो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'पृथ्वीतत्त्वाचे लग्न ({sign}) असल्याने स्वभाव व्यवहारी, सहनशील आणि विश्वासू असतो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'वायुतत्त्वाचे लग्न ({sign}) असल्याने स्वभाव मनमिळाऊ, जिज्ञासू आणि बोलका असतो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'जलतत्त्वाचे लग्न ({sign}) असल्याने स्वभाव संवेदनशील, काळजी घेणारा आणि अंतर्ज्ञानी असतो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'लग्नेश {lord} {lord_house} स्थानात, म्हणजे केंद्रात बसला आहे: आत्मविश्वास आणि जीवनाची दिशा स्थिर असते.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'लग्नेश {lord} {lord_house} स्थानात, म्हणजे त्रिकोणात बसला आहे: निर्णयक्षमता चांगली असते आणि भाग्याची साथ मिळते.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'लग्नेश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात बसला आहे: स्वभाव अंतर्मुख असतो आणि प्रगती कष्टानेच साधते.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'लग्नेश {lord} {lord_house} स्थानात बसला आहे; त्यामुळे व्यक्तिमत्त्वाचा संबंध साधनसंपत्ती, पुढाकार आणि लाभ यांच्याशी जोडला जातो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'लग्नेश चांगल्या स्थितीत ({dignity}) आहे; त्यामुळे चैतन्य आणि आत्मविश्वास वाढतो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'लग्नेश नीच राशीत आहे: आत्मविश्वास हळूहळू आणि अनुभवातून वाढत जातो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'लग्नात गुरू असल्याने शहाणपण, उदारपणा आणि इतरांना आधार देण्याची वृत्ती लाभते.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'लग्नात {grahas} असल्याने स्वभावात तीव्रता आणि अस्वस्थ ऊर्जा असते; तिला स्पष्ट ध्येय दिल्यास ती उत्तम कामी येते.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'चंद्र जलतत्त्वाच्या राशीत ({sign}) असल्याने भावना खोल असतात आणि अंतर्ज्ञान प्रबळ असते.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'चंद्र अग्नितत्त्वाच्या राशीत ({sign}) असल्याने मन उत्साही, स्वाभिमानी आणि लगेच कृती करणारे असते.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'चंद्र पृथ्वीतत्त्वाच्या राशीत ({sign}) असल्याने मनाला सुरक्षितता आणि स्थिर दिनक्रम हवासा वाटतो.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'चंद्र वायुतत्त्वाच्या राशीत ({sign}) असल्याने मन चंचल, गप्पिष्ट आणि नव्या कल्पनांत रमणारे असते.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'दशमेश {lord} {lord_house} स्थानात, म्हणजे केंद्रात आहे; त्यामुळे कारकीर्द लोकांच्या नजरेत भरणारी असते आणि व्यावसायिक स्थान स्थिर राहते.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'दशमेश {lord} {lord_house} स्थानात, म्हणजे त्रिकोणात आहे; त्यामुळे कामाला भाग्य, विद्या आणि चांगल्या मार्गदर्शकांची जोड मिळते.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'दशमेश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात आहे; सेवा, संशोधन किंवा पडद्यामागचे काम संभवते आणि चिकाटीने बढती मिळते.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'दशमेश {lord} {lord_house} स्थानात असल्याने कारकिर्दीचा संबंध कमाई, ओळखी आणि स्वतःच्या पुढाकाराशी येतो.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'दशमेश बलवान ({dignity}) आहे: महत्त्वाकांक्षांना चांगली साथ मिळते.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'दशमेश नीच राशीत आहे: कारकिर्दीची दिशा ठरायला वेळ लागू शकतो.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    'दशम स्थानातील सूर्य अधिकार देतो आणि सार्वजनिक भूमिकांत मान मिळवून देतो.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    'दशम स्थानातील शनी शिस्त आणि जबाबदारीच्या जोरावर हळूहळू पण स्थिर प्रगती घडवतो.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    'दशम स्थानात {grahas} असल्याने व्यवसाय प्रतिष्ठेचा असतो आणि कामाच्या ठिकाणी संबंध चांगले राहतात.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'दशम स्थानावर गुरूची दृष्टी आहे; त्यामुळे कामात योग्य मार्गदर्शन मिळते आणि प्रामाणिकपणाबद्दल नावलौकिक होतो.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    'नवम आणि दशम स्थानांचे स्वामी एकत्र आहेत; हा अर्थपूर्ण आणि भाग्यवान कामाचा शास्त्रोक्त योग आहे.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    'दशम स्थानात ({sign}) एकही ग्रह नाही; कारकिर्दीचा विचार दशमेश {lord} याच्या स्थितीवरून केला जातो.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'पंचमेश {lord} {lord_house} स्थानात, म्हणजे केंद्रात आहे; त्यामुळे एकाग्र अभ्यास आणि व्यावहारिक बुद्धीला बळ मिळते.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'पंचमेश {lord} {lord_house} स्थानात, म्हणजे त्रिकोणात आहे; उच्च शिक्षण आणि सर्जनशील बुद्धीसाठी हा योग चांगला आहे.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'पंचमेश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात आहे: शिक्षणात अडथळे येऊ शकतात, पण चिकाटीचे फळ मिळते.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'पंचमेश {lord} {lord_house} स्थानात असल्याने विद्येचा संबंध संवादकौशल्य आणि उपयुक्त कौशल्यांशी जोडला जातो.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'बुध बलवान ({dignity}) आहे: बुद्धी तल्लख आणि विश्लेषक असते, त्यामुळे सहज शिकता येते.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'बुध नीच राशीत आहे: संयमाने आणि प्रत्यक्ष सराव करून शिकणे अधिक फलदायी ठरते.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'पंचम स्थानावर गुरूची दृष्टी आहे; त्यामुळे बुद्धीला आशीर्वाद लाभतो आणि शिकण्याची ओढ वाढते.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    'पंचम स्थानात {grahas} असल्याने चांगले शिक्षण आणि सर्जनशील गुणांना अनुकूलता मिळते.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    'चतुर्थ स्थानात {grahas} असल्याने पायाभूत शिक्षण चांगले होते आणि अभ्यासासाठी स्थिर जागा मिळते.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'बुध आणि गुरू एकत्र असल्याने तर्कबुद्धीला शहाणपणाची जोड मिळते.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'धनेश {lord} {lord_house} स्थानात, म्हणजे केंद्रात आहे; त्यामुळे नियमित बचत होते आणि कुटुंबाचे आर्थिक पाठबळ मिळते.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'धनेश {lord} {lord_house} स्थानात, म्हणजे त्रिकोणात आहे; भाग्य आणि ज्ञानाच्या जोरावर संपत्ती वाढण्याचा हा योग आहे.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'धनेश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात आहे: अंदाजपत्रक काटेकोरपणे पाळा, कारण खर्च उत्पन्नापेक्षा पुढे जाऊ शकतो.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'धनेश {lord} {lord_house} स्थानात असल्याने पैशाचा संबंध स्वतःचे प्रयत्न, ओळखी आणि लाभ यांच्याशी येतो.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'लाभेश {lord} {lord_house} स्थानात असल्याने नियमित लाभ होत राहतात.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'लाभेश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात आहे: लाभ अनियमित होऊ शकतात, म्हणून नियोजन महत्त्वाचे ठरते.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'धनस्थानांपैकी एक असलेल्या {graha_house} स्थानातील गुरू हे समृद्धीचे पारंपरिक लक्षण मानले जाते.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    'द्वितीय स्थानात {grahas} असल्याने खर्चावर लक्ष ठेवावे लागते आणि शिस्तीनेच बचत वाढते.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'शुक्र बलवान ({dignity}) आहे; त्यामुळे सुखसोयी आणि त्यांचा उपभोग घेण्याची साधने लाभतात.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    'द्वितीय आणि एकादश स्थानांचे स्वामी एकत्र आहेत; हा शास्त्रोक्त धनयोग आहे.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'सप्तमेश {lord} {lord_house} स्थानात, म्हणजे केंद्रात आहे; त्यामुळे भागीदारी स्थिर राहते आणि जोडीदार प्रतिष्ठित मिळतो.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'सप्तमेश {lord} {lord_house} स्थानात, म्हणजे त्रिकोणात आहे; त्यामुळे समान मूल्ये आणि भाग्य यांच्या आधारावर भागीदारी जुळते.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'सप्तमेश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात आहे: नात्यांमध्ये संयम, स्पष्ट संवाद आणि एकमेकांना मोकळीक देणे आवश्यक आहे.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'सप्तमेश {lord} {lord_house} स्थानात असल्याने भागीदारीचा संबंध कुटुंब, मित्र आणि समान ध्येयांशी येतो.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'भागीदारीचा कारक शुक्र बलवान ({dignity}) आहे: नात्यांमध्ये जिव्हाळा, आकर्षण आणि सुसंवाद राहतो.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'शुक्र नीच राशीत आहे: प्रेमातील अपेक्षा वास्तववादी ठेवा आणि त्या स्पष्टपणे बोलून दाखवा.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    'सप्तम स्थानात {grahas} असल्याने जोडीदार समजूतदार मिळतो आणि नात्यांत सहकार्य राहते.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    'सप्तम स्थानात {grahas} असल्याने भागीदारीत मतभेद किंवा विलंब संभवतो; जबाबदाऱ्या वाटून घेतल्यास फायदा होतो.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'सप्तम स्थानावर गुरूची दृष्टी आहे; विवाह आणि भागीदारीसाठी हा संरक्षक प्रभाव आहे.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'शुक्र आणि मंगळ एकत्र असल्याने प्रेमात स्वभाव उत्कट असतो.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'भाग्येश {lord} {lord_house} स्थानात, म्हणजे केंद्रात आहे; त्यामुळे श्रद्धा आणि तत्त्वे रोजच्या जगण्यात उतरतात.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'भाग्येश {lord} {lord_house} स्थानात, म्हणजे त्रिकोणात आहे; धर्म, गुरुजन आणि ज्ञानासाठीचे दूरचे प्रवास यांना हा योग अनुकूल आहे.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'भाग्येश {lord} {lord_house} स्थानात, म्हणजे दुःस्थानात आहे: अनुभवांतून श्रद्धेची कसोटी लागते आणि ती अधिक दृढ होते.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'भाग्येश {lord} {lord_house} स्थानात असल्याने भाग्याचा संबंध स्वतःचे प्रयत्न आणि समाज यांच्याशी जोडला जातो.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'गुरू बलवान ({dignity}) आहे; त्यामुळे शहाणपण, नीतिमत्ता आणि गुरुजनांविषयी आदर वाढतो.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} स्थानातील गुरू मनाला तत्त्वज्ञानाच्या अभ्यासाकडे आणि अंतर्मुखतेकडे वळवतो.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    'द्वादश स्थानातील केतू हा परंपरेने वैराग्य आणि ध्यानाकडील ओढ म्हणून पाहिला जातो.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    'नवम स्थानात {grahas} असल्याने वडीलधाऱ्यांचे आशीर्वाद मिळतात आणि वृत्ती उदार राहते.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'नवम स्थानावर शनीची दृष्टी आहे: श्रद्धा केवळ कर्मकांडाने नव्हे, तर शिस्तीने हळूहळू घडते.',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'उच्च राशीत',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'मूळत्रिकोण राशीत',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'स्वराशीत',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'मित्रराशीत',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'समराशीत',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'शत्रुराशीत',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'नीच राशीत',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': 'प्रथम',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': 'द्वितीय',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': 'तृतीय',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': 'चतुर्थ',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': 'पंचम',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': 'षष्ठ',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': 'सप्तम',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': 'अष्टम',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': 'नवम',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': 'दशम',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': 'एकादश',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': 'द्वादश',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'अनुकूल',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'समतोल',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'कसोटीचा',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'जन्मकुंडलीचे (राशी कुंडली, प्रत्येक राशी एक स्थान) नियमांवर आधारित वाचन. प्रत्येक विधानासोबत ते ज्या नियमावरून आले तो नियम दिला आहे; कोणतेही विधान निश्चित भाकीत नाही.',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'व्यक्तिमत्त्व',
  'jyotish/predictions/index.SECTION_NAMES.career': 'कारकीर्द',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'आर्थिक स्थिती',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'नातेसंबंध',
  'jyotish/predictions/index.SECTION_NAMES.health': 'आरोग्य',
  'jyotish/predictions/index.SECTION_NAMES.education': 'शिक्षण',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'अध्यात्म',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'लग्नापासून मंगळ दोष आहे (मंगळ {house} व्या स्थानात).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'मंगळ दोष फक्त {references} यांपासून आहे (आंशिक).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'या कुंडलीत एका शास्त्रोक्त अपवादामुळे मंगळ दोषाचा परिहार होतो.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'मंगळ दोष नाही: लग्न, चंद्र किंवा शुक्र यांपासून प्रथम, द्वितीय, चतुर्थ, सप्तम, अष्टम किंवा द्वादश स्थानात मंगळ नाही.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'सातही ग्रह राहू-केतू अक्षाच्या एकाच बाजूला आहेत: {type} कालसर्प योग.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'ग्रह जवळजवळ पूर्णपणे राहू-केतू अक्षाच्या एकाच बाजूला आहेत: आंशिक {type} कालसर्प योग.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'कालसर्प योग नाही: ग्रह राहू-केतू अक्षाच्या दोन्ही बाजूंना आहेत.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'पितृदोषाची लक्षणे आढळली: {count}. ती किती महत्त्वाची मानावीत याबद्दल ग्रंथांत मतभेद आहेत.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'पितृदोषाचे नेहमीचे एकही लक्षण आढळत नाही.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'साडेसाती चालू आहे, पहिला टप्पा: शनी जन्मचंद्राच्या बाराव्या राशीतून भ्रमण करत आहे.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak': 'साडेसाती चालू आहे, मधला टप्पा: शनी जन्मराशीतूनच भ्रमण करत आहे.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'साडेसाती चालू आहे, शेवटचा टप्पा: शनी जन्मचंद्राच्या दुसऱ्या राशीतून भ्रमण करत आहे.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'दिलेल्या तारखेला साडेसाती चालू नाही.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable':
    'साडेसातीचा विचार केला नाही: ग्रहभ्रमणाची माहिती दिलेली नाही.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'शनी जन्मचंद्राच्या चौथ्या राशीतून भ्रमण करत आहे (कंटक अडीचकी).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'शनी जन्मचंद्राच्या आठव्या राशीतून भ्रमण करत आहे (अष्टम अडीचकी).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'माहितीसाठी: या तपासण्या शास्त्रीय नियमांनुसार कुंडलीतील योग सांगतात; त्या घटनांचे भाकीत करत नाहीत.',
  'jyotish/phrases.LABELS.nadi_dosha': 'नाडी दोष',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'भकूट दोष',
  'jyotish/phrases.LABELS.gana_dosha': 'गण दोष',
  'jyotish/phrases.LABELS.dwi_dwadash': 'द्विर्द्वादश (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'नवपंचम (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'षडाष्टक (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'नक्षत्र एकच, पण चंद्रराशी वेगवेगळ्या',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'चंद्रराशी एकच, पण नक्षत्रे वेगवेगळी',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'नक्षत्र एकच, पण चरण वेगवेगळे',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'चंद्रराशी वेगवेगळ्या, पण स्वामी एकच',
  'jyotish/phrases.LABELS.rashi_lords_same': 'दोघांच्या चंद्रराशींचे स्वामी एकच आहेत',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'दोघांच्या चंद्रराशींचे स्वामी परस्पर मित्र आहेत',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'दोघांच्या नवमांशांचे स्वामी एकच आहेत',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'दोघांच्या नवमांशांचे स्वामी परस्पर मित्र आहेत',
  'jyotish/phrases.LABELS.boy': 'वराची',
  'jyotish/phrases.LABELS.girl': 'वधूची',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'मंगळ स्वराशीत किंवा उच्च राशीत ({rashi}) आहे.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'गुरू आणि मंगळ एकाच राशीत आहेत.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'मंगळावर गुरूची दृष्टी आहे.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    '{reference} या बिंदूपासून {house} व्या स्थानात {rashi} राशीतील मंगळ हा नोंदवलेला अपवाद आहे.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'दोघेही मांगलिक आहेत, आणि त्यामुळे दोषाचा परिहार होतो असे मानले जाते.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent': 'गुणमिलन एकूण {total}/36: नेहमीच्या निकषांनुसार उत्तम (33 किंवा अधिक).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible': 'गुणमिलन एकूण {total}/36: नेहमीच्या निकषांनुसार अनुरूप (25 ते 32).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'गुणमिलन एकूण {total}/36: मध्यम; नेहमीच्या निकषांनुसार स्वीकारार्ह (18 ते 24).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'गुणमिलन एकूण {total}/36: नेहमीच्या किमान 18 गुणांपेक्षा कमी.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'नाडी दोष: दोघांचेही चंद्र {nadi} नाडीत आहेत.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'भकूट दोष: दोघांच्या चंद्रराशींमध्ये {kind} संबंध आहे.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'गण दोष: वराचा गण {boy}, वधूचा गण {girl}.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha}: परिहार झाल्याचे मानले जाते, कारण {reasons}. गुण मात्र मोजल्याप्रमाणेच ठेवले आहेत.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: नोंदवलेल्यांपैकी एकही अपवाद लागू होत नाही.',
  'jyotish/phrases.MATCH_PHRASES.raw_score': 'गुण हे कूटांचे मूळ गुण आहेत; परिहार नोंदवले आहेत, पण गुणांत परत मिळवलेले नाहीत.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both':
    'दोन्ही कुंडल्या मांगलिक आहेत; नेहमीच्या नियमानुसार दोघांचे दोष एकमेकांना रद्द करतात.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': 'फक्त {who} कुंडली मांगलिक आहे.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'दोघांपैकी कोणतीही कुंडली मांगलिक नाही.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'सूर्य {grahas} यांच्यासोबत एकाच राशीत आहे.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': 'नवम स्थानात {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted':
    'भाग्येश {lord} याच्यासोबत {grahas} आहेत किंवा त्याच्यावर त्यांची दृष्टी आहे.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    'नवम स्थानातील सूर्यासोबत {grahas} आहेत किंवा ते त्याच्या समोर आहेत.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'चंद्र {grahas} यांच्यासोबत एकाच राशीत आहे (काही ग्रंथ जोडतात तो मातृदोषाचा प्रकार).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'उत्तम',
  'jyotish/phrases.STATUS_LABELS.good': 'चांगले',
  'jyotish/phrases.STATUS_LABELS.average': 'मध्यम',
  'jyotish/phrases.STATUS_LABELS.poor': 'कमकुवत',
  'jyotish/phrases.STATUS_LABELS.dosha': 'दोष',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'उत्तम',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'अनुरूप',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'स्वीकारार्ह',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'शिफारस नाही',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'अनंत',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'कुलिक',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'वासुकी',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'शंखपाल',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'पद्म',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'महापद्म',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'तक्षक',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'कर्कोटक',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'शंखचूड',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'घातक',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'विषधर',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'शेषनाग',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'लग्न',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'चंद्र',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'शुक्र',
  'jyotish/koota-points.KOOTAS.varna.name': 'वर्ण',
  'jyotish/koota-points.KOOTAS.vashya.name': 'वश्य',
  'jyotish/koota-points.KOOTAS.tara.name': 'तारा',
  'jyotish/koota-points.KOOTAS.yoni.name': 'योनी',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'ग्रहमैत्री',
  'jyotish/koota-points.KOOTAS.gana.name': 'गण',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'भकूट',
  'jyotish/koota-points.KOOTAS.nadi.name': 'नाडी',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'देव',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'मनुष्य',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'राक्षस',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'आद्य',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'मध्य',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'अंत्य',
  'jyotish/koota-attributes.TARA_NAMES.0': 'जन्म',
  'jyotish/koota-attributes.TARA_NAMES.1': 'संपत्',
  'jyotish/koota-attributes.TARA_NAMES.2': 'विपत्',
  'jyotish/koota-attributes.TARA_NAMES.3': 'क्षेम',
  'jyotish/koota-attributes.TARA_NAMES.4': 'प्रत्यरी',
  'jyotish/koota-attributes.TARA_NAMES.5': 'साधक',
  'jyotish/koota-attributes.TARA_NAMES.6': 'वध',
  'jyotish/koota-attributes.TARA_NAMES.7': 'मित्र',
  'jyotish/koota-attributes.TARA_NAMES.8': 'अतिमित्र',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'ब्राह्मण',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'क्षत्रिय',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'वैश्य',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'शूद्र',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'चतुष्पाद',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'मानव',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'जलचर',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'वनचर',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'कीटक',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'अश्व (घोडा)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'गज (हत्ती)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'मेष (मेंढा)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'सर्प (साप)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'श्वान (कुत्रा)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'मार्जार (मांजर)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'मूषक (उंदीर)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'गौ (गाय)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'महिष (म्हैस)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'व्याघ्र (वाघ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'मृग (हरिण)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'वानर (माकड)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'नकुल (मुंगूस)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'सिंह',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'महादशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'अंतर्दशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'प्रत्यंतर्दशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'सूक्ष्म दशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'प्राण दशा',
  'jyotish/vargas.VARGAS.D1.name': 'राशी',
  'jyotish/vargas.VARGAS.D2.name': 'होरा',
  'jyotish/vargas.VARGAS.D3.name': 'द्रेष्काण',
  'jyotish/vargas.VARGAS.D4.name': 'चतुर्थांश',
  'jyotish/vargas.VARGAS.D5.name': 'पंचमांश',
  'jyotish/vargas.VARGAS.D6.name': 'षष्ठांश',
  'jyotish/vargas.VARGAS.D7.name': 'सप्तमांश',
  'jyotish/vargas.VARGAS.D8.name': 'अष्टमांश',
  'jyotish/vargas.VARGAS.D9.name': 'नवमांश',
  'jyotish/vargas.VARGAS.D10.name': 'दशमांश',
  'jyotish/vargas.VARGAS.D11.name': 'रुद्रांश',
  'jyotish/vargas.VARGAS.D12.name': 'द्वादशांश',
  'jyotish/vargas.VARGAS.D16.name': 'षोडशांश',
  'jyotish/vargas.VARGAS.D20.name': 'विंशांश',
  'jyotish/vargas.VARGAS.D24.name': 'चतुर्विंशांश',
  'jyotish/vargas.VARGAS.D27.name': 'सप्तविंशांश (भांश)',
  'jyotish/vargas.VARGAS.D30.name': 'त्रिंशांश',
  'jyotish/vargas.VARGAS.D40.name': 'खवेदांश',
  'jyotish/vargas.VARGAS.D45.name': 'अक्षवेदांश',
  'jyotish/vargas.VARGAS.D60.name': 'षष्ट्यंश',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'लग्न',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(व)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'उत्तर भारतीय',
  'jyotish/chart-layouts.CHART_LABELS.south': 'दक्षिण भारतीय',
  'jyotish/chart-layouts.CHART_LABELS.east': 'पूर्व भारतीय',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'सू',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'चं',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'मं',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'बु',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'गु',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'शु',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'श',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'रा',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'के',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'मेष',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'वृषभ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'मिथुन',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'कर्क',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'सिंह',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'कन्या',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'तूळ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'वृश्चिक',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'धनु',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'मकर',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'कुंभ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'मीन',
  'numerology/phrases.FACTOR_NAMES.moolank': 'मूलांक',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'भाग्यांक',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'जीवनमार्ग अंक',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'अंतःप्रेरणा अंक',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'अभिव्यक्ती अंक',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'व्यक्तिमत्त्व अंक',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'नेतृत्व',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'स्वतंत्र, नव्या वाटा शोधणारे आणि स्वयंप्रेरित; नेहमी पुढे राहून नेतृत्व करतात.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'सहकार्य',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'संवेदनशील, मुत्सद्दी आणि मदतीस तत्पर; भागीदारीत सर्वोत्तम काम करतात.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'अभिव्यक्ती',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'सर्जनशील, मनमिळाऊ आणि आशावादी; सहजपणे संवाद साधतात.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'स्थैर्य',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'व्यवहारी, शिस्तप्रिय आणि पद्धतशीर; भक्कम पायावर उभारणी करतात.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'स्वातंत्र्य',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'जुळवून घेणारे, जिज्ञासू आणि अस्वस्थ; बदल आणि वैविध्य यांत खुलतात.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'जबाबदारी',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'काळजी घेणारे, संरक्षण करणारे आणि घरप्रेमी; कुटुंब आणि समाजाप्रति कर्तव्य गांभीर्याने पार पाडतात.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'आत्मचिंतन',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'विश्लेषक, अबोल आणि आध्यात्मिक; सखोलता आणि आकलन यांचा शोध घेतात.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'महत्त्वाकांक्षा',
  'numerology/phrases.NUMBER_MEANINGS.8.text': 'अधिकारसंपन्न, ध्येयनिष्ठ आणि खंबीर; भौतिक सत्ता आणि जबाबदारी समर्थपणे हाताळतात.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'करुणा',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'उदार, आदर्शवादी आणि व्यापक दृष्टीचे; मोठ्या ध्येयासाठी काम करतात.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'अंतर्ज्ञान',
  'numerology/phrases.NUMBER_MEANINGS.11.text': 'मास्टर अंक: तीव्र अंतर्ज्ञान आणि प्रेरणा, मात्र मनावरचा ताण सांभाळावा लागतो.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'महान निर्माता',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'मास्टर अंक: मोठ्या स्तरावरील दूरदृष्टीला व्यावहारिक क्षमतेची जोड.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'महान गुरू',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'मास्टर अंक: व्यापक स्तरावर करुणा आणि मार्गदर्शन.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'नवी सुरुवात',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'नवे उपक्रम सुरू करा आणि पुढाकार घ्या.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'संयम आणि भागीदारी',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'सहकार्य करा आणि गोष्टींना परिपक्व होऊ द्या.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'अभिव्यक्ती',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'निर्मिती करा, संवाद साधा आणि लोकांच्या सहवासाचा आनंद घ्या.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'पाया',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'नियोजन करा, उभारणी करा आणि शिस्त पाळा.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'बदल',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'प्रवास करा, परिस्थितीशी जुळवून घ्या आणि नव्याचे स्वागत करा.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'घर आणि कर्तव्य',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'कुटुंब, काळजी आणि दिलेली वचने यांना प्राधान्य.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'चिंतन',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'अंतर्मुख व्हा, अभ्यास करा आणि विश्रांती घ्या.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'यश',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'महत्त्वाकांक्षा, अधिकार आणि आर्थिक फळ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'पूर्तता',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'चक्रे पूर्ण करा आणि जुने सोडून द्या.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'प्रकाश',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'अंतर्ज्ञान आणि प्रेरणा शिखरावर असतात.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'महान उभारणी',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'मोठ्या योजना प्रत्यक्षात उतरू शकतात.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'सेवा',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'इतरांसाठी मार्गदर्शन आणि करुणा.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}) आणि {b} ({planet_b}) यांच्यात ताण आहे; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'भावनिक समजूत',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'भावनांना वेळ आणि मोकळीक द्या.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'समान दिशा आणि ध्येये',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'योजना आणि पैशांबाबत आधीच एकमत करा.',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'संवादाची पद्धत',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'स्पष्ट बोला आणि पूर्ण ऐकून घ्या.',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'सुसंवादी जुळणी',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'अंक बहुतांशी एकमेकांना पूरक आहेत; मतभेद सहज मिटवता येतात.',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'जमणारी जुळणी',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'आधार आणि घर्षण दोन्ही आहेत; समजूतदारपणा आणि प्रयत्नांनी नाते टिकते.',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'कसोटीची जुळणी',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'अंक वेगवेगळ्या दिशांना ओढतात; नात्यासाठी जाणीवपूर्वक प्रयत्न आवश्यक आहेत.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'बुद्धीची पातळी',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'बुद्धिमत्तेचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'विस्मरणाचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'भावनांची पातळी',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'आध्यात्मिकतेचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'भावनिक हळवेपणाचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'व्यवहाराची पातळी',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'व्यवहारकुशलतेचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'अव्यवहार्यतेचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'विचारांची पातळी',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'नियोजनाचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'गोंधळाचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'इच्छाशक्तीची पातळी',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'निर्धाराचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'संकोचाचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'कृतीची पातळी',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'कृतीचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'चालढकलीचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'सुवर्ण योग (राजयोग)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'समृद्धीचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'नैराश्याचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'रौप्य योग',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'भावनिक संतुलनाचा बाण',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'भावनिक असंतुलनाचा बाण',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'कोणताही अशुभ योग नाही',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'विष्टी (भद्रा) करण नाही',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'भद्रेचा वास पृथ्वीवर नाही',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'पंचकरहित',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'कोणताही सौर मास',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'संस्कारासाठी योग्य सौर मास',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'लग्नापासून सप्तम स्थान शुद्ध',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'लग्नापासून अष्टम स्थान शुद्ध',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'चंद्र लग्नापासून षष्ठ, अष्टम किंवा द्वादश स्थानात नाही',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'लग्न पापकर्तरीत नाही',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'सर्वार्थ सिद्धी योग',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'अमृत सिद्धी योग',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'सिद्ध योग',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'रवि योग',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'गुरु पुष्य योग',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'रवि पुष्य योग',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'द्विपुष्कर योग',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'त्रिपुष्कर योग',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'राहू काळाशी वेळ जुळते',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'दुर्मुहूर्ताशी वेळ जुळते',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'वर्ज्य काळाशी वेळ जुळते',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'गंडमूळ नक्षत्र',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'चंद्र पंचकात',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'या कार्यासाठी मध्यम महिना',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'खरमास (सूर्य धनु किंवा मीन राशीत)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'चातुर्मास',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'शुक्राचा अस्त',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'गुरूचा अस्त',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'होळाष्टक',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'अधिक मास',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'पितृपक्ष',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'सिंहस्थ गुरू',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'या कार्यासाठी चांद्र मास अनुकूल नाही',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': 'सहभागी क्रमांक {n} यांचे ताराबल',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': 'सहभागी क्रमांक {n} यांचे चंद्रबल',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'शुभ तिथी',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'शुभ नक्षत्र',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'शुभ वार',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'शुभ लग्न',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'शुभ सौर मास',
  'muhurat/labels.RULE_KIND_LABELS.month': 'शुभ चांद्र मास',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'जुन्या घराच्या डागडुजीसाठी शुभ नक्षत्र',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'जुन्या घराच्या डागडुजीसाठी शुभ महिना',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'पुन्हा बांधलेल्या घरासाठी शुभ महिना',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'मुहूर्त चिंतामणी, अध्याय 1 (वार-नक्षत्र योग); पंचांगांत छापलेली वारानुसार नक्षत्रांची तालिका',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'मुहूर्त चिंतामणी, अध्याय 1; दृक् पंचांगाशी ताडून पाहिलेले',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'मुहूर्त चिंतामणी, अध्याय 1 (वार-तिथी योग): शुक्रवारी नंदा, बुधवारी भद्रा, मंगळवारी जया, शनिवारी रिक्ता, गुरुवारी पूर्णा तिथी',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'मुहूर्त चिंतामणी, अध्याय 1: सूर्याच्या नक्षत्रापासून मोजता चंद्राचे नक्षत्र 4, 6, 9, 10, 13 किंवा 20 वे',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'मुहूर्त चिंतामणी, अध्याय 1: गुरुवारी पुष्य नक्षत्र; दृक् पंचांग हिंदू दिवसाशी जुळणारा भाग छापते',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'मुहूर्त चिंतामणी, अध्याय 1: रविवारी पुष्य नक्षत्र; दृक् पंचांग हिंदू दिवसाशी जुळणारा भाग छापते',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'मुहूर्त चिंतामणी, अध्याय 1: भद्रा तिथी, रविवार/मंगळवार/शनिवार, द्विपाद नक्षत्र (मृग, चित्रा, धनिष्ठा)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'मुहूर्त चिंतामणी, अध्याय 1: भद्रा तिथी, रविवार/मंगळवार/शनिवार, त्रिपाद नक्षत्र (कृत्तिका, पुनर्वसू, उत्तरा, विशाखा, उत्तराषाढा, पूर्वा भाद्रपदा)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'मुहूर्त चिंतामणी 1.7 (नऊ अशुभ योग); प्रत्येक योगाचा त्याज्य भाग मुहूर्तराज पान 37 प्रमाणे (व्यतीपात आणि वैधृती पूर्ण, परिघाचा पहिला अर्धा, उरलेल्या योगांच्या पहिल्या 3-9 घटी)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'मुहूर्त चिंतामणी, अध्याय 1 (भद्रेचा वास: चंद्र कर्क, सिंह, कुंभ किंवा मीन राशीत असेल तर भद्रा पृथ्वीवर, मेष ते मिथुन किंवा वृश्चिकेत असेल तर स्वर्गात, कन्या, तूळ, धनु, मकरेत असेल तर पाताळात; फक्त पृथ्वीवरची भद्रा वर्ज्य), हिंदी पंचांग संकेतस्थळे छापतात त्याप्रमाणे',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'मुहूर्त चिंतामणी 1.45-47 (शुभ कार्यांत विष्टी/भद्रा करण वर्ज्य)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'मुहूर्त चिंतामणी, अध्याय 11 (धनिष्ठेच्या उत्तरार्धापासून रेवतीपर्यंत: छप्पर घालणे, दक्षिणेकडचा प्रवास, लाकूड गोळा करणे वर्ज्य); दृक पंचांग',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'वर्ज्य काळांशिवाय महिन्याचे कोणतेही बंधन नाही (दृक पंचांगाची परंपरा)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'उत्तर: दृक पंचांग (फक्त वर्ज्य काळ); दक्षिण: तमिळ पंचांगे (पांबू पंचांगम्) आडी, पुरट्टासी, मार्गळी हे महिने टाळतात',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'मुहूर्त चिंतामणी, अध्याय 6 रिक्ता तिथी आणि अमावास्या टाळतो; उत्तर भारतातील पंचांगे अष्टमी, नवमी आणि कृष्ण चतुर्थीला विवाह देतात, म्हणून फक्त शुक्ल प्रतिपदा, शुक्ल चतुर्थी, दोन्ही चतुर्दशी आणि अमावास्या वर्ज्य',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'मुहूर्त चिंतामणी 6.39: रोहिणी, मृग, मघा, उत्तरा, हस्त, स्वाती, अनुराधा, मूळ, उत्तराषाढा, उत्तरा भाद्रपदा, रेवती',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'मुहूर्त चिंतामणी, अध्याय 6 शुभ वार सुचवतो, पण उत्तर भारतातील पंचांगे प्रत्येक वारी (मंगळवारीसुद्धा) विवाह देतात, म्हणून कोणताही वार वर्ज्य नाही',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'मुहूर्त चिंतामणी 1.7 (नऊ अशुभ योग); विवाहासाठी प्रत्येक योग पूर्ण वर्ज्य, दृक पंचांगाच्या विवाह याद्या मानतात त्याप्रमाणे',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'मुहूर्त चिंतामणी, अध्याय 6 (मिथुन, कन्या, तूळ उत्तम; वृषभ, कर्क, धनु, मीन, कुंभ ग्राह्य; मेष, सिंह, वृश्चिक, मकर वर्ज्य)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'उत्तर: दृक पंचांग (वर्ज्य काळांबाहेरचा कोणताही महिना); दक्षिण: तमिळ पंचांगे आडी, पुरट्टासी, मार्गळीत विवाह देत नाहीत',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'मुहूर्त चिंतामणी, अध्याय 6 (विवाह प्रकरण): लग्नापासून सप्तम स्थान पापग्रहांपासून मुक्त (सप्तम शुद्धी)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'मुहूर्त चिंतामणी (विवाह प्रकरण, लग्नशुद्धी; वास्तु प्रकरण): लग्नापासून अष्टम स्थानात एकही पापग्रह नाही',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'मुहूर्त चिंतामणी (विवाह आणि वास्तु प्रकरणे): लग्नापासून षष्ठ, अष्टम किंवा व्यय स्थानातील चंद्र लग्न दूषित करतो',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'मुहूर्त चिंतामणी, अध्याय 6 (कर्तरी दोष): व्यय आणि धन स्थानातील पापग्रह लग्नाला कात्रीत धरतात; शक्य तिथे टाळावे',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'मुहूर्त चिंतामणी, अध्याय 13, उत्तर भारतातील पंचांगे लावतात त्याप्रमाणे: शुक्ल 2, 3, 5, 6, 7, 10, 11, 12, 13 आणि कृष्ण 2, 3, 5, 6, 7, 10, 11, 12; रिक्ता, अष्टमी, प्रतिपदा, पौर्णिमा, अमावास्या आणि कृष्ण त्रयोदशी नाही. उज्जैनचे पं. प्रवीण द्विवेदी यांच्या शुक्ल पक्षाच्या यादीत पौर्णिमा नाही; दृक पंचांग 2026 (नवी दिल्ली) कृष्ण एकादशी-द्वादशीला (13 मे) गृहप्रवेश देते, कोणत्याही पौर्णिमेला किंवा कृष्ण त्रयोदशीला नाही',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'मुहूर्त चिंतामणी, अध्याय 13: ध्रुव आणि मृदू नक्षत्रे (रोहिणी, उत्तरा, उत्तराषाढा, उत्तरा भाद्रपदा; मृग, चित्रा, अनुराधा, रेवती), पंचांग संकेतस्थळांच्या यादीप्रमाणे; धनिष्ठा आणि शततारका फक्त डागडुजी केलेल्या (जीर्ण) घरासाठी',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'मुहूर्त चिंतामणी, अध्याय 13: रविवार आणि मंगळवार वर्ज्य',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'मुहूर्त चिंतामणी, अध्याय 13: स्थिर लग्ने उत्तम, द्विस्वभाव लग्ने ग्राह्य; चर लग्ने वर्ज्य',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'मुहूर्त चिंतामणी, वास्तु प्रकरण ("माघफाल्गुनवैशाखज्येष्ठमासेषु शोभनः"): माघ, फाल्गुन, वैशाख, ज्येष्ठ, तसेच कार्तिक व मार्गशीर्ष मध्यम महिने (मध्यम महिन्याच्या सूचनेसह); दृक पंचांग सहाही (अमांत) महिन्यांत गृहप्रवेश देते',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'मुहूर्त चिंतामणी, वास्तु प्रकरण (गृहप्रवेश): डागडुजी केलेल्या (जीर्ण) घरासाठी ध्रुव आणि मृदू नक्षत्रांसोबत शततारका, पुष्य, स्वाती, धनिष्ठा',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'मुहूर्त चिंतामणी, वास्तु प्रकरण (गृहप्रवेश): जीर्ण गृहप्रवेश मार्गशीर्ष, कार्तिक आणि श्रावणातही',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'मुहूर्त चिंतामणी, वास्तु प्रकरण (गृहप्रवेश) यातील सपूर्व महिने, पंचांगे द्वंद्व प्रवेशाला (प्रवासानंतर घरी परतणे) लावतात त्याप्रमाणे',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'मुहूर्त चिंतामणी, अध्याय 11: रिक्ता, अष्टमी आणि अमावास्या वर्ज्य',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'मुहूर्त चिंतामणी, अध्याय 11: अश्विनी, मृग, पुनर्वसू, पुष्य, हस्त, चित्रा, स्वाती, श्रवण, धनिष्ठा, शततारका, रेवती',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'दृक पंचांग, वाहन खरेदी: रविवार आणि मंगळवार वर्ज्य',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna':
    'मुहूर्त चिंतामणी, अध्याय 11: सिंह आणि वृश्चिक या क्रूर स्थिर राशींची लग्ने वर्ज्य',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'मुहूर्त चिंतामणी, अध्याय 13: रिक्ता, अष्टमी आणि अमावास्या वर्ज्य',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'मुहूर्त चिंतामणी, अध्याय 13, भूमी खरेदी: रोहिणी, मृग, आश्लेषा, मघा, उत्तरा, विशाखा, अनुराधा, मूळ, उत्तराषाढा, उत्तरा भाद्रपदा, रेवती (दृक पंचांगाच्या यादीप्रमाणे)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'दृक पंचांग, मालमत्ता खरेदी: रविवार आणि मंगळवार वर्ज्य',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'मुहूर्त चिंतामणी, अध्याय 13: स्थिर आणि द्विस्वभाव लग्ने',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'मुहूर्त चिंतामणी, अध्याय 5: रिक्ता, अष्टमी आणि अमावास्या वर्ज्य',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'मुहूर्त चिंतामणी, अध्याय 5: ध्रुव, मृदू, लघू आणि चर नक्षत्रे',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'मुहूर्त चिंतामणी, अध्याय 5: शुभ ग्रहांचे वार',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'मुहूर्त चिंतामणी, अध्याय 5: शुभ ग्रहांच्या राशींची लग्ने',
  'muhurat/sources.RULE_SOURCES.mundan_tithi':
    'मुहूर्त चिंतामणी, अध्याय 5 (चौल): दोन्ही पक्षांतील 2, 3, 5, 7, 10, 11, 12, 13 तिथी',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'मुहूर्त चिंतामणी, अध्याय 5 (चौल): अश्विनी, मृग, पुनर्वसू, पुष्य, हस्त, चित्रा, स्वाती, श्रवण, धनिष्ठा, शततारका, रेवती',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'मुहूर्त चिंतामणी, अध्याय 5: सोमवार, बुधवार, गुरुवार, शुक्रवार',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'मुहूर्त चिंतामणी, अध्याय 5 (अन्नप्राशन): तिथी 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'मुहूर्त चिंतामणी, अध्याय 5: शुक्ल 2, 3, 5, 10, 11, 12 आणि कृष्ण 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'मुहूर्त चिंतामणी, अध्याय 5 (उपनयनाची नक्षत्रे)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'मुहूर्त चिंतामणी, अध्याय 5 (विद्यारंभ): तिथी 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'मुहूर्त चिंतामणी, अध्याय 5 (विद्यारंभ): अश्विनी, मृग, पुनर्वसू, पुष्य, हस्त, चित्रा, स्वाती, अनुराधा, पूर्वाषाढा, श्रवण, धनिष्ठा, शततारका, पूर्वा भाद्रपदा, रेवती',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'मुहूर्त चिंतामणी, अध्याय 5: रविवार, बुधवार, गुरुवार, शुक्रवार',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'मुहूर्त चिंतामणी, अध्याय 5: बुध, गुरू आणि शुक्र यांच्या राशींची लग्ने',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'मुहूर्त चिंतामणी, अध्याय 11 (विपणी): अश्विनी, रोहिणी, मृग, पुष्य, उत्तरा, हस्त, चित्रा, अनुराधा, उत्तराषाढा, श्रवण, उत्तरा भाद्रपदा, रेवती',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'मुहूर्त चिंतामणी, अध्याय 11: सोमवार, बुधवार, गुरुवार, शुक्रवार',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'मुहूर्त चिंतामणी, अध्याय 11: स्थिर आणि द्विस्वभाव लग्ने',
  'muhurat/sources.RULE_SOURCES.travel_tithi':
    'मुहूर्त चिंतामणी, अध्याय 11: रिक्ता, अष्टमी, द्वादशी, पौर्णिमा आणि अमावास्या वर्ज्य',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'मुहूर्त चिंतामणी, अध्याय 11: अश्विनी, मृग, पुनर्वसू, पुष्य, हस्त, अनुराधा, श्रवण, धनिष्ठा, रेवती',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'मुहूर्त चिंतामणी, अध्याय 6 (सूर्य धनु किंवा मीन राशीत: संस्कारांसाठी मलमास); दृक पंचांगातील खरमास',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'मुहूर्त चिंतामणी, अध्याय 6; देवशयनी (आषाढ शुक्ल 11) ते प्रबोधिनी (कार्तिक शुक्ल 11) एकादशीपर्यंत, दृक पंचांग',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'मुहूर्त चिंतामणी, अध्याय 6 (शुक्राचा अस्त); सूर्यापासून 6° च्या आत, उत्तर भारतातील पंचांगांच्या शुक्रास्ताच्या तारखांप्रमाणे',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'मुहूर्त चिंतामणी, अध्याय 6 (गुरूचा अस्त); सूर्यापासून 11° च्या आत, सूर्य सिद्धांत 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'फाल्गुन शुक्ल अष्टमी ते पौर्णिमा (होलिका दहन), दृक पंचांग छापते ती उत्तर भारतीय परंपरा',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'मुहूर्त चिंतामणी, अध्याय 1 (मलमास: अधिक मासात कोणताही संस्कार नाही)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'भाद्रपद कृष्ण प्रतिपदा ते अमावास्या (अमांत), पितरांचा पंधरवडा; दृक पंचांग',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'गुरू सिंह राशीत (सिंहस्थ गुरू): दक्षिणेत विवाह वर्ज्य, मुहूर्त चिंतामणी अध्याय 6 वरील टीकांतील गोदावरी प्रदेशाची रीत',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'मुहूर्त चिंतामणीतील या कार्याचे महिने, प्रादेशिक पंचांगाप्रमाणे',
  'muhurat/sources.PERSONAL_SOURCE':
    'मुहूर्त चिंतामणी, अध्याय 6 (ताराबल: विपत् 3, प्रत्यरी 5, नैधन 7 वर्ज्य; चंद्रबल: जन्मराशीपासून 1, 3, 6, 7, 10, 11 व्या स्थानात चंद्र)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'वैष्णव एकादशी दुसऱ्या दिवशी आहे',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'स्मार्त एकादशी आदल्या दिवशी आहे',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya':
    'ही तिथी कोणत्याही सूर्योदयाला स्पर्श करत नाही (क्षय तिथी); ती ज्या दिवशी चालू असते त्याच दिवशी पाळली जाते',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'अधिक (जादा) चांद्र महिन्यात येतो',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular':
    'तक्त्यानुसार हिजरी तारीख; स्थानिक चंद्रदर्शनानुसार ती एक-दोन दिवसांनी पुढे-मागे होऊ शकते',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'तक्त्यावर आधारित (कुवेती) इस्लामी दिनदर्शिका, नागरी युग; चंद्रदर्शनानुसार पाळल्या जाणाऱ्या तारखांत 1-2 दिवसांचा फरक पडू शकतो.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'सूर्यास्तानंतर प्रदोष काळात पूजा',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'सूर्योदयापासून चंद्रोदयापर्यंत उपवास',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'मध्याह्न काळी पूजा',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight':
    'रात्री जागरण; निशीथ काळी (मध्यरात्री) पूजा',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end':
    'पौर्णिमा तिथी, ती सुरू झाल्यापासून संपेपर्यंत',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end':
    'अमावास्या तिथी, ती सुरू झाल्यापासून संपेपर्यंत',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'एक दिवस',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'रात्री कालभैरव पूजन',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'सूर्योदयापासून उपवास; दुसऱ्या दिवशी सकाळी पारणे (उपवास सोडणे)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'सूर्य राशीत प्रवेश करतो तो क्षण हीच सुरुवात आणि शेवट',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'रात्री जागरण; मध्यरात्रीच्या सुमारास निशीथ पूजा',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'संध्याकाळी (प्रदोष काळात), भद्रा संपल्यानंतर होळी प्रज्वलन',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'नऊ रात्री; सकाळी घटस्थापना',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'पौर्णिमा असेपर्यंत, भद्रा टाळून राखी बांधावी',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'मध्यरात्री निशीथ पूजा',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'मध्याह्नी गणेश पूजन; अनंत चतुर्दशीपर्यंत दहा दिवस',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'गणेश विसर्जन',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'सर्वपित्री अमावास्येपर्यंत श्राद्धाचा पंधरवडा',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'प्रदोष काळात पूजा',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'सूर्योदयापूर्वी अभ्यंगस्नान',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'प्रदोष काळात लक्ष्मीपूजन; दक्षिण भारतात नरक चतुर्दशीच्या सकाळी दीपावली साजरी होते',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'चार दिवस: नहाय-खाय, खरना, संध्या अर्घ्य, उषा अर्घ्य',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'तै 1; भोगीपासून काणुम पोंगलपर्यंत चार दिवस',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'संवत्सरीला संपणारे आठ दिवस',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'दहा दिवस, भाद्रपद शुक्ल पंचमी ते चतुर्दशी',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'इस्लामी दिवस आदल्या सूर्यास्तापासून सुरू होतो',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'या ठिकाणाहून दिसणाऱ्या भागाची सुरुवात आणि शेवट',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'दसैं (नेपाळचा दसरा): सातवा दिवस, आश्विन शुक्ल सप्तमी',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'तिहार: पहिला दिवस (कार्तिक कृष्ण त्रयोदशी), कुकुर तिहारच्या आदल्या दिवशी',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'कुमारी जात्रेचा दिवस, भाद्रपद शुक्ल चतुर्दशी (काठमांडू खोऱ्यात सुटी)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'श्रावण पौर्णिमा: जानवे (जनै) बदलले जाते आणि रक्षाबंधनाचा धागा बांधला जातो',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'डोंगराळ भागात आणि काठमांडू खोऱ्यात फागु पौर्णिमेला, म्हणजे होलिका दहनाच्या दिवशी होळी खेळली जाते',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'तराई भागात डोंगराळ भागाच्या दुसऱ्या दिवशी होळी खेळली जाते',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'सव्य (राशिचक्राच्या क्रमाने)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'अपसव्य (राशिचक्राच्या उलट्या क्रमाने)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'कंटक शनीची अडीचकी (चंद्रापासून चौथा)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'अष्टम शनीची अडीचकी (चंद्रापासून आठवा)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'पूर्ण',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'आंशिक',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'नाही',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'पहिला टप्पा (चढती साडेसाती)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'दुसरा टप्पा (मधली साडेसाती)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'तिसरा टप्पा (उतरती साडेसाती)',
  'jyotish/state-names.TONE_NAMES.positive': 'शुभ',
  'jyotish/state-names.TONE_NAMES.neutral': 'सामान्य',
  'jyotish/state-names.TONE_NAMES.challenging': 'आव्हानात्मक',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'अनुकूल',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'प्रतिकूल',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'अनुकूल, पण वेधामुळे बाधित',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'स्वराशी',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'अधिमित्र राशी',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'मित्र राशी',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'सम राशी',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'शत्रू राशी',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'अधिशत्रू राशी',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'मंगला',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'पिंगला',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'धान्या',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'भ्रामरी',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'भद्रिका',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'उल्का',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'सिद्धा',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'संकटा',
  'muhurat/labels.QUALITY_LABELS.best': 'उत्तम',
  'muhurat/labels.QUALITY_LABELS.good': 'शुभ',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'मध्यम',
  'numerology/compatibility.BAND_LABELS.high': 'उच्च',
  'numerology/compatibility.BAND_LABELS.moderate': 'मध्यम',
  'numerology/compatibility.BAND_LABELS.low': 'कमी',
  'numerology/compatibility.RELATION_LABELS.same': 'एकच अंक',
  'numerology/compatibility.RELATION_LABELS.friendly': 'मैत्रीपूर्ण',
  'numerology/compatibility.RELATION_LABELS.neutral': 'सम',
  'numerology/compatibility.RELATION_LABELS.tense': 'तणावपूर्ण',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'शुभ',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'अशुभ',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'मिश्र',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'पूर्ण',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'आंशिक',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'नाही',
};
