// Nepali prose book (issue 37): every catalogue key's text, written as the daily rashifal of Kantipur and
// Onlinekhabar write them (छ/छन्/छैन/हुनेछ, polite imperatives गर्नुहोस्/दिनुहोस्), in the patro's spelling (ङ्ग,
// ञ्च, no nukta), the house as भाव, the bands उत्तम .. कठिन. Graha, rashi and lagna terms are the name book's
// (tables/names/ne.ts, Jupiter बृहस्पति); the glossary is in ../GLOSSARY-mr-bn-gu-or-ne.md. Digits are Western Arabic, as the
// name books print them.
import type { ProseBook } from './types.ts';

export const NE: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'सुन्तले',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'सेतो',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'पहेँलो',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'खरानी',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'हरियो',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'गुलाबी',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'खैरो',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'गाढा नीलो',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'रातो',
  'jyotish/rashifal.HOUSE_THEMES.0': 'आफ्नो व्यक्तित्व र जोस',
  'jyotish/rashifal.HOUSE_THEMES.1': 'धन र परिवार',
  'jyotish/rashifal.HOUSE_THEMES.2': 'पराक्रम, दाजुभाइ-दिदीबहिनी र छोटा यात्रा',
  'jyotish/rashifal.HOUSE_THEMES.3': 'घर, आमा र सुखसुविधा',
  'jyotish/rashifal.HOUSE_THEMES.4': 'सन्तान, सिर्जनशीलता र विद्या',
  'jyotish/rashifal.HOUSE_THEMES.5': 'काम, स्वास्थ्य र प्रतिस्पर्धी',
  'jyotish/rashifal.HOUSE_THEMES.6': 'साझेदारी र दाम्पत्य',
  'jyotish/rashifal.HOUSE_THEMES.7': 'परिवर्तन र गोप्य कुरा',
  'jyotish/rashifal.HOUSE_THEMES.8': 'भाग्य, आस्था र गुरुजन',
  'jyotish/rashifal.HOUSE_THEMES.9': 'करियर र मानसम्मान',
  'jyotish/rashifal.HOUSE_THEMES.10': 'लाभ र साथीभाइ',
  'jyotish/rashifal.HOUSE_THEMES.11': 'खर्च, आराम र टाढाका ठाउँ',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} राशि, {start}: आजको दिन {band} रहनेछ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} राशि, {start} देखि {end} सम्म: यो हप्ता {band} रहनेछ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} राशि, {start} देखि {end} सम्म: यो महिना {band} रहनेछ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} तपाईंको {house} भावमा ({theme}) गोचर गर्दैछ, जुन तपाईंका लागि सहयोगी छ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} तपाईंको {house} भावमा ({theme}) गोचर गर्दैछ, त्यसैले यस विषयमा होसियार भएर अघि बढ्नुहोस्।',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} मा {graha} {rashi} राशिमा प्रवेश गर्नेछ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'शुभ अङ्क {number}, शुभ रङ {colour}।',
  'jyotish/forecast.BAND_NAMES.excellent': 'उत्तम',
  'jyotish/forecast.BAND_NAMES.favourable': 'अनुकूल',
  'jyotish/forecast.BAND_NAMES.steady': 'स्थिर',
  'jyotish/forecast.BAND_NAMES.mixed': 'मिश्रित',
  'jyotish/forecast.BAND_NAMES.challenging': 'कठिन',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'करियर',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'आर्थिक पक्ष',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'सम्बन्ध',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'स्वास्थ्य',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'पढाइ',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'कामकाजमा ग्रहहरूको बलियो साथ छ: नयाँ जिम्मेवारी लिन र पहिचान बनाउन यो राम्रो समय हो।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'करियरका प्रयासले राम्रो साथ पाउनेछन् र निरन्तर मेहनतले प्रगति हुनेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady':
    'कामकाज सहज गतिमा चलिरहनेछ; ठूला जोखिमभन्दा निरन्तरता बढी काम लाग्नेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'करियरमा मिश्रित सङ्केत छन्: सोचविचार गरेर योजना बनाउनुहोस् र क्षमताभन्दा बढी जिम्मेवारी नलिनुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'कामको दबाब बढी महसुस हुन सक्छ; धैर्य राख्नुहोस् र बोलीमा संयम अपनाउनुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent':
    'आर्थिक अवस्था बलियो देखिन्छ: लाभ र नयाँ अवसरको योग बलियो छ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'आर्थिक पक्ष अनुकूल छ; बचत र योजनाबद्ध लगानीबाट फाइदा हुनेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'आर्थिक अवस्था स्थिर छ; नियमित हिसाबकिताब राखे सबै ठीक चल्नेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed':
    'आर्थिक पक्ष मिश्रित छ: खर्चमा नियन्त्रण राख्नुहोस् र सट्टाबाजीबाट टाढा रहनुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'यस अवधिमा पैसाको मामिलामा सावधानी चाहिन्छ; सम्भव भए ठूला आर्थिक प्रतिबद्धता पछि सार्नुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'सम्बन्धमा न्यानोपन छ र ग्रहहरूको साथ छ; सँगै योजना बनाउन राम्रो समय हो।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'सम्बन्ध अनुकूल छ; एकअर्कालाई बुझ्न सजिलो हुनेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'सम्बन्ध स्थिर छ; साना-साना हेरचाहले सम्बन्ध अझ बलियो बनाउनेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'सम्बन्धमा ध्यान दिनुपर्नेछ: बढी सुन्नुहोस् र हतारमा केही नबोल्नुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'सम्बन्धमा तनाव देखिन सक्छ; धैर्य र खुला कुराकानीले मद्दत गर्नेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'जोस उच्च छ; यो ऊर्जाले सक्रिय दिनचर्यालाई साथ दिनेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'स्वास्थ्य अनुकूल छ; राम्रा बानीहरू कायम राख्नुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady': 'स्वास्थ्य स्थिर छ; नियमित आराम र दिनचर्या लाभदायक हुनेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'ऊर्जा घटबढ हुन सक्छ; आफ्नो क्षमता हेरेर काम गर्नुहोस् र आराम नछुटाउनुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging':
    'यस अवधिमा स्वास्थ्य र मानसिक तनावमा विशेष ध्यान दिनुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'पढाइमा ग्रहहरूको बलियो साथ छ: अध्ययन, परीक्षा र नयाँ सीपमा सफलता मिल्नेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'पढाइका लागि समय अनुकूल छ; ध्यान दिएर पढे राम्रो नतिजा आउनेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady':
    'पढाइ स्थिर गतिमा अघि बढ्नेछ; नियमित पुनरावृत्तिले मद्दत गर्नेछ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed':
    'एकाग्रता डगमगाउन सक्छ; पढाइलाई साना तर नियमित भागमा बाँडेर गर्नुहोस्।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'अहिले पढाइमा थप मेहनत चाहिन्छ; जहाँ अड्किनुहुन्छ त्यहाँ सल्लाह लिनुहोस्।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': '{graha} ग्रहको चलिरहेको महादशाले यस क्षेत्रलाई साथ दिइरहेको छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down': '{graha} ग्रहको चलिरहेको महादशाले यस क्षेत्रमा दबाब थपिरहेको छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': '{graha} ग्रहको अन्तर्दशाले थप साथ दिन्छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': '{graha} ग्रहको अन्तर्दशाले केही तनाव थप्छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up': 'चन्द्रबाट {house} भावमा {graha} गोचर गर्दैछ, जुन अनुकूल स्थिति हो।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    'चन्द्रबाट {house} भावमा {graha} गोचर गर्दैछ, जुन प्रतिकूल स्थिति हो।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'जन्मकुण्डलीमा यस क्षेत्रको स्वामी {graha} राम्रो स्थितिमा छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'जन्मकुण्डलीमा यस क्षेत्रको स्वामी {graha} कमजोर स्थितिमा छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'नवांश कुण्डलीमा {graha} बलियो छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'नवांश कुण्डलीमा {graha} कमजोर छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'साढेसाती ({phase} चरण) चलिरहेकाले धैर्य चाहिन्छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down':
    'शनिको अढैया (चन्द्रबाट चौथो वा आठौँ राशिमा शनि) चलेकाले दबाब थपिन्छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'परिहार नभएको माङ्गलिक स्थितिले साझेदारीमा सावधानी माग्छ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'कालसर्प योगले फललाई अलिकति मत्थर बनाउँछ।',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'जन्मकुण्डली, चलिरहेका दशा, दोष र गोचरका आधारमा नियमअनुसार निकालिएका अङ्क; यिनले झुकाव मात्र देखाउँछन्, निश्चित भविष्य होइन।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'समग्रमा यो अवधि निकै अनुकूल छ।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'समग्रमा यो अवधि अनुकूल छ।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'समग्रमा यो अवधि स्थिर छ; कुनै एकतर्फ खास झुकाव छैन।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed':
    'समग्रमा यो अवधि मिश्रित छ: राम्रा र कठिन सङ्केतले एकअर्कालाई सन्तुलनमा राख्छन्।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'समग्रमा यो अवधि परीक्षाको छ; धैर्य राखे फल मिल्नेछ।',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'पहिलो',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'बीचको',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'अन्तिम',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'लग्नेश {lord} {lord_house} भावमा, अर्थात् केन्द्रमा छ; यसले शरीर बलियो राख्छ र रोगबाट छिट्टै निको हुन मद्दत गर्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'लग्नेश {lord} {lord_house} भावमा, अर्थात् त्रिकोणमा छ; यसले जोस कायम राख्छ र मन सकारात्मक रहन्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'लग्नेश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा छ; त्यसैले स्वास्थ्य र आरामको नियमित हेरचाह आवश्यक छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'लग्नेश {lord} {lord_house} भावमा भएकाले जोस मध्यम रहन्छ, तर नियमित दिनचर्याले यो राम्रो रहन्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'सूर्य राम्रो स्थितिमा ({dignity}) भएकाले सहनशक्ति र फेरि उठ्ने क्षमता मिल्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'सूर्य नीचको छ: विशेषगरी तनावको बेला शक्ति बुझेर खर्च गर्नुहोस्।',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'चन्द्र बलियो ({dignity}) भएकाले मन सन्तुलित रहन्छ र निद्रा राम्रो लाग्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'चन्द्र नीचको छ: चिन्ताले स्वास्थ्यमा असर पार्न सक्छ, त्यसैले शान्त दिनचर्या उपयोगी हुन्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'छैटौँ भावमा, अर्थात् उपचय स्थानमा {grahas} भएकाले रोग र प्रतिस्पर्धामाथि सजिलै विजय मिल्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    'आठौँ भावमा {grahas} भएकाले पुराना रोग र अचानक आउने तनावप्रति सावधान रहनुपर्छ।',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'लग्नमा दृष्टि दिने ग्रह {grahas} हुन्; यो स्वास्थ्यका लागि रक्षाकवच जस्तै हो।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'अग्नितत्त्वको लग्न ({sign}) भएकाले स्वभाव जोसिलो, स्पष्टवक्ता र उद्यमी हुन्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'पृथ्वीतत्त्वको लग्न ({sign}) भएकाले स्वभाव व्यावहारिक, धैर्यवान् र भरपर्दो हुन्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'वायुतत्त्वको लग्न ({sign}) भएकाले स्वभाव मिलनसार, जिज्ञासु र बोलक्कड हुन्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'जलतत्त्वको लग्न ({sign}) भएकाले स्वभाव संवेदनशील, हेरचाह गर्ने र अन्तर्ज्ञानी हुन्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'लग्नेश {lord} {lord_house} भावमा, अर्थात् केन्द्रमा बसेको छ: आत्मविश्वास र जीवनको दिशा स्थिर रहन्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'लग्नेश {lord} {lord_house} भावमा, अर्थात् त्रिकोणमा बसेको छ: निर्णयक्षमता परिपक्व हुन्छ र भाग्यको साथ मिल्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'लग्नेश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा बसेको छ: स्वभाव अन्तर्मुखी हुन्छ र प्रगति मेहनतबाटै आउँछ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'लग्नेश {lord} {lord_house} भावमा बसेको छ, जसले व्यक्तित्वलाई स्रोतसाधन, पहल र लाभसँग जोड्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'लग्नेश राम्रो स्थितिमा ({dignity}) छ, जसले जोस र आत्मविश्वास बढाउँछ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'लग्नेश नीचको छ: आत्मविश्वास बिस्तारै, अनुभवसँगै बढ्दै जान्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'लग्नमा बृहस्पति भएकाले बुद्धि, उदारता र अरूलाई जोगाउने भावना मिल्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'लग्नमा {grahas} भएकाले स्वभावमा तीव्रता र बेचैन ऊर्जा हुन्छ; स्पष्ट लक्ष्य पाए यो ऊर्जा राम्रो काममा लाग्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'चन्द्र जलराशिमा ({sign}) भएकाले भावना गहिरो र अन्तर्ज्ञान प्रबल हुन्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'चन्द्र अग्निराशिमा ({sign}) भएकाले मन जोसिलो, स्वाभिमानी र तुरुन्तै काममा लाग्ने हुन्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'चन्द्र पृथ्वीराशिमा ({sign}) भएकाले मन सुरक्षा र स्थिर दिनचर्या खोज्छ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'चन्द्र वायुराशिमा ({sign}) भएकाले मन चञ्चल, गफी र नयाँ विचारमा रमाउने हुन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'दशमेश {lord} {lord_house} भावमा, अर्थात् केन्द्रमा छ; करियर सबैको नजरमा पर्छ र पेसागत स्थान स्थिर रहन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'दशमेश {lord} {lord_house} भावमा, अर्थात् त्रिकोणमा छ; कामसँग भाग्य, विद्या र असल मार्गदर्शकको साथ जोडिन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'दशमेश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा छ; सेवा, अनुसन्धान वा पर्दापछाडिको कामको सङ्केत छ, र लगनशीलताले बढुवा मिल्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'दशमेश {lord} {lord_house} भावमा भएकाले करियर कमाइ, सम्पर्क र आफ्नै पहलसँग जोडिएको हुन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'दशमेश बलियो ({dignity}) छ: महत्त्वाकाङ्क्षाले राम्रो साथ पाउँछ।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'दशमेश नीचको छ: करियरको दिशा तय हुन समय लाग्न सक्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    'दशम भावमा सूर्य भएकाले अधिकार मिल्छ र सार्वजनिक भूमिकामा सम्मान पाइन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    'दशम भावमा शनि भएकाले अनुशासन र जिम्मेवारीको बलमा बिस्तारै तर पक्का उन्नति हुन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    'दशम भावमा {grahas} भएकाले पेसा प्रतिष्ठित हुन्छ र कार्यस्थलमा सम्बन्ध राम्रो रहन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'दशम भावमा बृहस्पतिको दृष्टि छ; काममा सही मार्गदर्शन मिल्छ र इमानदारीको साख बन्छ।',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    'नवम र दशम भावका स्वामी सँगै छन्; यो उद्देश्यपूर्ण र भाग्यशाली कर्मको शास्त्रीय योग हो।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    'दशम भावमा ({sign}) कुनै ग्रह छैन; करियरको विचार दशमेश {lord} कहाँ छ भनेर हेरी गरिन्छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'पञ्चमेश {lord} {lord_house} भावमा, अर्थात् केन्द्रमा छ; एकाग्र अध्ययन र व्यावहारिक बुद्धिले बल पाउँछ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'पञ्चमेश {lord} {lord_house} भावमा, अर्थात् त्रिकोणमा छ; उच्च शिक्षा र सिर्जनशील बुद्धिका लागि यो शुभ छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'पञ्चमेश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा छ: पढाइमा अवरोध आउन सक्छ, तर लगनशीलताको फल मिल्छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'पञ्चमेश {lord} {lord_house} भावमा भएकाले विद्या सञ्चार र उपयोगी सीपसँग जोडिन्छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'बुध बलियो ({dignity}) छ: बुद्धि तीक्ष्ण र विश्लेषणात्मक हुन्छ, सजिलै सिकिन्छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'बुध नीचको छ: धैर्यसाथ र व्यवहारमै अभ्यास गरेर सिक्नु सबैभन्दा राम्रो हुन्छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'पञ्चम भावमा बृहस्पतिको दृष्टि छ, जसले बुद्धिलाई आशीर्वाद दिन्छ र सिक्ने चाहना बढाउँछ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    'पञ्चम भावमा {grahas} भएकाले राम्रो शिक्षा र सिर्जनशील प्रतिभाको योग बन्छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    'चतुर्थ भावमा {grahas} भएकाले आधारभूत शिक्षा बलियो हुन्छ र पढ्नका लागि स्थिर ठाउँ मिल्छ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'बुध र बृहस्पति सँगै भएकाले तर्कशक्तिमा विवेक थपिन्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'धनेश {lord} {lord_house} भावमा, अर्थात् केन्द्रमा छ; नियमित बचत हुन्छ र परिवारको आर्थिक आड मिल्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'धनेश {lord} {lord_house} भावमा, अर्थात् त्रिकोणमा छ; भाग्य र ज्ञानको बलमा धन बढ्ने योग छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'धनेश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा छ: हिसाब गरेर चल्नुहोस्, किनकि खर्च आम्दानीभन्दा अघि जान सक्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'धनेश {lord} {lord_house} भावमा भएकाले पैसा आफ्नै प्रयास, सम्पर्क र लाभका बाटोबाट आउँछ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'लाभेश {lord} {lord_house} भावमा भएकाले नियमित लाभ भइरहन्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'लाभेश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा छ: लाभ अनियमित हुन सक्छ, त्यसैले योजना महत्त्वपूर्ण हुन्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'धनभावमध्ये एक, {graha_house} भावमा बृहस्पति हुनु समृद्धिको परम्परागत लक्षण मानिन्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    'द्वितीय भावमा {grahas} भएकाले खर्चमा नजर राख्नुपर्छ; अनुशासनले मात्र बचत बढ्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'शुक्र बलियो ({dignity}) छ, जसले सुखसुविधा र त्यसको उपभोग गर्ने साधन दिन्छ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    'द्वितीय र एकादश भावका स्वामी सँगै छन्; यो शास्त्रीय धनयोग हो।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'सप्तमेश {lord} {lord_house} भावमा, अर्थात् केन्द्रमा छ; साझेदारी स्थिर रहन्छ र जीवनसाथी प्रतिष्ठित मिल्छ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'सप्तमेश {lord} {lord_house} भावमा, अर्थात् त्रिकोणमा छ; साझा मूल्य र भाग्यको आधारमा साझेदारी बन्छ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'सप्तमेश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा छ: सम्बन्धमा धैर्य, स्पष्ट कुराकानी र एकअर्कालाई ठाउँ दिनु आवश्यक छ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'सप्तमेश {lord} {lord_house} भावमा भएकाले साझेदारी परिवार, साथीभाइ र साझा लक्ष्यसँग जोडिन्छ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'दाम्पत्यको कारक शुक्र बलियो ({dignity}) छ: सम्बन्धमा न्यानोपन, आकर्षण र सद्भाव रहन्छ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'शुक्र नीचको छ: प्रेममा अपेक्षा यथार्थपरक राख्नुहोस् र खुलेर भन्नुहोस्।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    'सप्तम भावमा {grahas} भएकाले जीवनसाथी प्रायः बुझ्ने खालको हुन्छ र सम्बन्धमा सहयोग रहन्छ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    'सप्तम भावमा {grahas} भएकाले साझेदारीमा मनमुटाव वा ढिलाइ हुन सक्छ; जिम्मेवारी बाँडे सजिलो हुन्छ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'सप्तम भावमा बृहस्पतिको दृष्टि छ, जुन विवाह र साझेदारीका लागि रक्षाकवच हो।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'शुक्र र मङ्गल सँगै भएकाले प्रेममा स्वभाव भावुक र उत्कट हुन्छ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'भाग्येश {lord} {lord_house} भावमा, अर्थात् केन्द्रमा छ; आस्था र सिद्धान्त दैनिक जीवनमा झल्किन्छन्।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'भाग्येश {lord} {lord_house} भावमा, अर्थात् त्रिकोणमा छ; धर्म, गुरुजन र ज्ञानका लागि लामो यात्राका लागि शुभ छ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'भाग्येश {lord} {lord_house} भावमा, अर्थात् दुःस्थानमा छ: अनुभवले आस्थाको परीक्षा लिन्छ र त्यसलाई गहिरो बनाउँछ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'भाग्येश {lord} {lord_house} भावमा भएकाले भाग्य आफ्नै प्रयास र समाजसँग जोडिन्छ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'बृहस्पति बलियो ({dignity}) छ, जसले विवेक, नैतिकता र गुरुजनप्रति आदर बढाउँछ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} भावमा बृहस्पतिले मनलाई दर्शनको अध्ययन र भित्री जीवनतिर मोड्छ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    'द्वादश भावमा केतुलाई परम्परागत रूपमा वैराग्य र ध्यानतर्फको झुकावको लक्षण मानिन्छ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    'नवम भावमा {grahas} भएकाले ठूलाबडाको आशीर्वाद मिल्छ र मन उदार रहन्छ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'नवम भावमा शनिको दृष्टि छ: आस्था कर्मकाण्डले मात्र होइन, अनुशासनले बिस्तारै बन्छ।',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'उच्चको',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'मूलत्रिकोणमा',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'स्वराशिमा',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'मित्रराशिमा',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'समराशिमा',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'शत्रुराशिमा',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'नीचको',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': 'प्रथम',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': 'द्वितीय',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': 'तृतीय',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': 'चतुर्थ',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': 'पञ्चम',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': 'षष्ठ',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': 'सप्तम',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': 'अष्टम',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': 'नवम',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': 'दशम',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': 'एकादश',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': 'द्वादश',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'अनुकूल',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'सन्तुलित',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'कठिन',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'जन्मकुण्डलीको (राशि कुण्डली, हरेक राशि एउटा भाव) नियममा आधारित अध्ययन। हरेक कथनसँग त्यो कुन नियमबाट आयो भनेर दिइएको छ; कुनै पनि कथन निश्चित भविष्यवाणी होइन।',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'व्यक्तित्व',
  'jyotish/predictions/index.SECTION_NAMES.career': 'करियर',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'आर्थिक पक्ष',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'सम्बन्ध',
  'jyotish/predictions/index.SECTION_NAMES.health': 'स्वास्थ्य',
  'jyotish/predictions/index.SECTION_NAMES.education': 'पढाइ',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'आध्यात्मिकता',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'लग्नबाट माङ्गलिक दोष छ (मङ्गल {house} नम्बर भावमा)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'माङ्गलिक दोष यहाँबाट गन्दा मात्र छ: {references} (आंशिक)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'एउटा शास्त्रीय अपवादले यस कुण्डलीमा माङ्गलिक दोषको परिहार गर्छ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'माङ्गलिक दोष छैन: लग्न, चन्द्र वा शुक्रबाट प्रथम, द्वितीय, चतुर्थ, सप्तम, अष्टम वा द्वादश भावमा मङ्गल छैन।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'सातै ग्रह राहु-केतु अक्षको एकै पट्टि छन्: {type} कालसर्प योग।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'ग्रहहरू झन्डै पूरै राहु-केतु अक्षको एकै पट्टि छन्: आंशिक {type} कालसर्प योग।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'कालसर्प योग छैन: ग्रहहरू राहु-केतु अक्षका दुवै पट्टि छन्।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'भेटिएका पितृदोषका लक्षण: {count}। यिनलाई कति महत्त्व दिने भन्नेमा ग्रन्थहरूमा मतभेद छ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'पितृदोषका प्रचलित लक्षणमध्ये कुनै पनि छैन।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'साढेसाती चलिरहेको छ, पहिलो चरण: शनि जन्मचन्द्रको बाह्रौँ राशिमा गोचर गर्दैछ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak': 'साढेसाती चलिरहेको छ, बीचको चरण: शनि जन्मराशिमै गोचर गर्दैछ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'साढेसाती चलिरहेको छ, अन्तिम चरण: शनि जन्मचन्द्रको दोस्रो राशिमा गोचर गर्दैछ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'दिइएको मितिमा साढेसाती चलिरहेको छैन।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'साढेसातीको विचार गरिएन: गोचरको विवरण दिइएको छैन।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'शनि जन्मचन्द्रको चौथो राशिमा गोचर गर्दैछ (कण्टक अढैया)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'शनि जन्मचन्द्रको आठौँ राशिमा गोचर गर्दैछ (अष्टम अढैया)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'जानकारीका लागि मात्र: यी जाँचले शास्त्रीय नियमअनुसार कुण्डलीका योग बताउँछन्; घटनाको भविष्यवाणी गर्दैनन्।',
  'jyotish/phrases.LABELS.nadi_dosha': 'नाडी दोष',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'भकुट दोष',
  'jyotish/phrases.LABELS.gana_dosha': 'गण दोष',
  'jyotish/phrases.LABELS.dwi_dwadash': 'द्विद्वादश (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'नवपञ्चम (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'षडाष्टक (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'नक्षत्र एउटै, तर चन्द्रराशि फरक',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'चन्द्रराशि एउटै, तर नक्षत्र फरक',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'नक्षत्र एउटै, तर चरण फरक',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'चन्द्रराशि फरक, तर स्वामी एउटै',
  'jyotish/phrases.LABELS.rashi_lords_same': 'दुवैको चन्द्रराशिका स्वामी एउटै छन्',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'दुवैको चन्द्रराशिका स्वामी आपसमा मित्र छन्',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'दुवैको नवांशका स्वामी एउटै छन्',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'दुवैको नवांशका स्वामी आपसमा मित्र छन्',
  'jyotish/phrases.LABELS.boy': 'वरको',
  'jyotish/phrases.LABELS.girl': 'कन्याको',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'मङ्गल आफ्नै राशि वा उच्च राशिमा ({rashi}) छ।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'बृहस्पति र मङ्गल एउटै राशिमा छन्।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'मङ्गलमाथि बृहस्पतिको दृष्टि छ।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    'गणनाको आधार {reference}: {house} नम्बर भावमा {rashi} राशिको मङ्गल सूचीमा रहेको अपवाद हो।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'वर र कन्या दुवै माङ्गलिक छन्, जसले दोषको परिहार गर्छ भन्ने मानिन्छ।',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent': 'गुण मिलानमा जम्मा {total}/36: प्रचलित मापदण्डअनुसार उत्तम (33 वा बढी)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible':
    'गुण मिलानमा जम्मा {total}/36: प्रचलित मापदण्डअनुसार मिल्दो (25 देखि 32)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'गुण मिलानमा जम्मा {total}/36: मध्यम, प्रचलित मापदण्डअनुसार स्वीकार्य (18 देखि 24)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'गुण मिलानमा जम्मा {total}/36: प्रचलित न्यूनतम 18 भन्दा कम।',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'नाडी दोष: दुवैको चन्द्र {nadi} नाडीमा छ।',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'भकुट दोष: दुई चन्द्रराशिबीच {kind} सम्बन्ध छ।',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'गण दोष: वरको गण {boy}, कन्याको गण {girl}।',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha}: परिहार भएको मानिन्छ, किनकि {reasons}। तर अङ्क जस्तो गनिएको थियो त्यस्तै राखिएको छ।',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: सूचीका अपवादमध्ये कुनै पनि यहाँ लागू हुँदैन।',
  'jyotish/phrases.MATCH_PHRASES.raw_score':
    'अङ्कहरू कूटका मूल अङ्क हुन्; परिहारको जानकारी दिइएको छ, तर अङ्कमा फिर्ता जोडिएको छैन।',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'दुवै कुण्डली माङ्गलिक छन्; प्रचलित नियमअनुसार दुई दोषले एकअर्कालाई काट्छन्।',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': '{who} कुण्डली मात्र माङ्गलिक छ।',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'कुनै पनि कुण्डली माङ्गलिक छैन।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'सूर्य र {grahas} एउटै राशिमा छन्।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': 'नवम भावमा {grahas}।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted': 'भाग्येश {lord}: युति वा दृष्टि गर्ने ग्रह {grahas}।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    'नवम भावको सूर्यसँग {grahas} युक्त छन् वा सूर्यको ठीक सामुन्ने छन्।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'चन्द्र र {grahas} एउटै राशिमा छन् (केही ग्रन्थले थप्ने मातृदोषको रूप)।',
  'jyotish/phrases.STATUS_LABELS.excellent': 'उत्तम',
  'jyotish/phrases.STATUS_LABELS.good': 'राम्रो',
  'jyotish/phrases.STATUS_LABELS.average': 'मध्यम',
  'jyotish/phrases.STATUS_LABELS.poor': 'कमजोर',
  'jyotish/phrases.STATUS_LABELS.dosha': 'दोष',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'उत्तम',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'मिल्दो',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'स्वीकार्य',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'सिफारिस गरिँदैन',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'अनन्त',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'कुलिक',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'वासुकि',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'शङ्खपाल',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'पद्म',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'महापद्म',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'तक्षक',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'कर्कोटक',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'शङ्खचूड',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'घातक',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'विषधर',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'शेषनाग',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'लग्न',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'चन्द्र',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'शुक्र',
  'jyotish/koota-points.KOOTAS.varna.name': 'वर्ण',
  'jyotish/koota-points.KOOTAS.vashya.name': 'वश्य',
  'jyotish/koota-points.KOOTAS.tara.name': 'तारा',
  'jyotish/koota-points.KOOTAS.yoni.name': 'योनि',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'ग्रहमैत्री',
  'jyotish/koota-points.KOOTAS.gana.name': 'गण',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'भकुट',
  'jyotish/koota-points.KOOTAS.nadi.name': 'नाडी',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'देव',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'मनुष्य',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'राक्षस',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'आदि',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'मध्य',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'अन्त्य',
  'jyotish/koota-attributes.TARA_NAMES.0': 'जन्म',
  'jyotish/koota-attributes.TARA_NAMES.1': 'सम्पत्',
  'jyotish/koota-attributes.TARA_NAMES.2': 'विपत्',
  'jyotish/koota-attributes.TARA_NAMES.3': 'क्षेम',
  'jyotish/koota-attributes.TARA_NAMES.4': 'प्रत्यरि',
  'jyotish/koota-attributes.TARA_NAMES.5': 'साधक',
  'jyotish/koota-attributes.TARA_NAMES.6': 'वध',
  'jyotish/koota-attributes.TARA_NAMES.7': 'मित्र',
  'jyotish/koota-attributes.TARA_NAMES.8': 'अतिमित्र',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'ब्राह्मण',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'क्षत्रिय',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'वैश्य',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'शूद्र',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'चतुष्पद',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'मानव',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'जलचर',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'वनचर',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'कीट',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'अश्व (घोडा)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'गज (हात्ती)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'मेष (भेडा)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'सर्प (साँप)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'श्वान (कुकुर)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'मार्जार (बिरालो)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'मूषक (मुसो)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'गो (गाई)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'महिष (भैँसी)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'व्याघ्र (बाघ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'मृग (हरिण)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'वानर (बाँदर)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'नकुल (न्याउरी मुसो)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'सिंह',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'महादशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'अन्तर्दशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'प्रत्यन्तर दशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'सूक्ष्म दशा',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'प्राण दशा',
  'jyotish/vargas.VARGAS.D1.name': 'राशि',
  'jyotish/vargas.VARGAS.D2.name': 'होरा',
  'jyotish/vargas.VARGAS.D3.name': 'द्रेष्काण',
  'jyotish/vargas.VARGAS.D4.name': 'चतुर्थांश',
  'jyotish/vargas.VARGAS.D5.name': 'पञ्चमांश',
  'jyotish/vargas.VARGAS.D6.name': 'षष्ठांश',
  'jyotish/vargas.VARGAS.D7.name': 'सप्तमांश',
  'jyotish/vargas.VARGAS.D8.name': 'अष्टमांश',
  'jyotish/vargas.VARGAS.D9.name': 'नवांश',
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
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'च',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'म',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'बु',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'बृ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'शु',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'श',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'रा',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'के',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'मेष',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'वृष',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'मिथुन',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'कर्कट',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'सिंह',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'कन्या',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'तुला',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'वृश्चिक',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'धनु',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'मकर',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'कुम्भ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'मीन',
  'numerology/phrases.FACTOR_NAMES.moolank': 'मूलाङ्क',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'भाग्याङ्क',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'जीवनपथ अङ्क',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'अन्तर्मनको चाहना अङ्क',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'अभिव्यक्ति अङ्क',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'व्यक्तित्व अङ्क',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'नेतृत्व',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'स्वतन्त्र, नयाँ बाटो खोल्ने र आफैँ प्रेरित; अगाडि बसेर नेतृत्व गर्छन्।',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'सहयोग',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'संवेदनशील, कूटनीतिक र सहयोगी; साझेदारीमा सबैभन्दा राम्रो काम गर्छन्।',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'अभिव्यक्ति',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'सिर्जनशील, मिलनसार र आशावादी; सजिलै मनका कुरा भन्न सक्छन्।',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'स्थिरता',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'व्यावहारिक, अनुशासित र व्यवस्थित; बलियो जगमा निर्माण गर्छन्।',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'स्वतन्त्रता',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'परिस्थितिअनुसार ढल्ने, जिज्ञासु र चञ्चल; परिवर्तन र विविधतामा फस्टाउँछन्।',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'जिम्मेवारी',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'हेरचाह गर्ने, रक्षा गर्ने र घर मन पराउने; परिवार र समाजप्रतिको कर्तव्य गम्भीरतापूर्वक निभाउँछन्।',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'आत्मचिन्तन',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'विश्लेषक, कम बोल्ने र आध्यात्मिक; गहिराइ र बुझाइको खोजी गर्छन्।',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'महत्त्वाकाङ्क्षा',
  'numerology/phrases.NUMBER_MEANINGS.8.text': 'प्रभावशाली, लक्ष्यमुखी र दृढ; भौतिक शक्ति र जिम्मेवारी सम्हाल्न सक्छन्।',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'करुणा',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'उदार, आदर्शवादी र फराकिलो सोचका; ठूलो उद्देश्यका लागि काम गर्छन्।',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'अन्तर्ज्ञान',
  'numerology/phrases.NUMBER_MEANINGS.11.text': 'मास्टर अङ्क: तीव्र अन्तर्ज्ञान र प्रेरणा, तर स्नायुको तनाव सम्हाल्नुपर्छ।',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'महान् निर्माता',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'मास्टर अङ्क: ठूलो स्तरको दूरदृष्टिसँग व्यावहारिक क्षमताको मेल।',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'महान् शिक्षक',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'मास्टर अङ्क: व्यापक स्तरमा करुणा र मार्गदर्शन।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'नयाँ सुरुवात',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'नयाँ काम थाल्नुहोस् र पहल लिनुहोस्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'धैर्य र साझेदारी',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'सहयोग गर्नुहोस् र कुराहरूलाई पाक्न दिनुहोस्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'अभिव्यक्ति',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'सिर्जना गर्नुहोस्, खुलेर बोल्नुहोस् र सङ्गतको आनन्द लिनुहोस्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'जग',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'व्यवस्थित गर्नुहोस्, निर्माण गर्नुहोस् र अनुशासन पालना गर्नुहोस्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'परिवर्तन',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'यात्रा गर्नुहोस्, परिस्थितिसँग मिल्नुहोस् र नयाँलाई स्वागत गर्नुहोस्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'घर र कर्तव्य',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'परिवार, हेरचाह र वाचा पहिले।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'चिन्तन',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'भित्र हेर्नुहोस्, अध्ययन गर्नुहोस् र आराम लिनुहोस्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'उपलब्धि',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'महत्त्वाकाङ्क्षा, अधिकार र आर्थिक फल।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'पूर्णता',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'चक्र पूरा गर्नुहोस् र पुरानोलाई छोड्नुहोस्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'प्रकाश',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'अन्तर्ज्ञान र प्रेरणा उच्च रहन्छन्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'महान् निर्माण',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'ठूला योजनाले ठोस रूप लिन सक्छन्।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'सेवा',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'अरूका लागि मार्गदर्शन र करुणा।',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}) र {b} ({planet_b}) एकअर्कासँग तानातानमा छन्; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'भावनात्मक बुझाइ',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'भावनालाई समय र ठाउँ दिनुहोस्।',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'साझा दिशा र लक्ष्य',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'योजना र पैसाबारे चाँडै सहमति गर्नुहोस्।',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'कुराकानीको शैली',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'सिधा कुरा गर्नुहोस् र पूरा ध्यान दिएर सुन्नुहोस्।',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'मेलिलो जोडी',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'अङ्कहरू धेरैजसो एकअर्काका पूरक छन्; भिन्नता सजिलै मेटिन्छ।',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'चल्ने खालको जोडी',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'साथ र घर्षण दुवै छन्; बुझाइ र प्रयासले सम्बन्ध टिक्छ।',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'कठिन जोडी',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'अङ्कहरू फरक-फरक दिशातिर तान्छन्; सम्बन्धका लागि सचेत प्रयास चाहिन्छ।',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'मनको तह',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'बुद्धिको तीर',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'कमजोर स्मरणशक्तिको तीर',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'भावनाको तह',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'आध्यात्मिकताको तीर',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'भावुकताको तीर',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'व्यावहारिक तह',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'व्यावहारिकताको तीर',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'अव्यावहारिकताको तीर',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'विचारको तह',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'योजनाको तीर',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'अलमलको तीर',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'इच्छाशक्तिको तह',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'दृढ सङ्कल्पको तीर',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'हिचकिचाहटको तीर',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'कर्मको तह',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'कर्मको तीर',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'टालटुलको तीर',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'स्वर्ण योग (राजयोग)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'समृद्धिको तीर',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'निराशाको तीर',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'रजत योग',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'भावनात्मक सन्तुलनको तीर',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'भावनात्मक असन्तुलनको तीर',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'कुनै अशुभ योग छैन',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'विष्टि (भद्रा) करण छैन',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'भद्रा पृथ्वीमा छैन',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'पञ्चकरहित',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'जुनसुकै सौर मास',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'संस्कारका लागि उपयुक्त सौर मास',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'लग्नबाट सप्तम भाव शुद्ध',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'लग्नबाट अष्टम भाव शुद्ध',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'चन्द्र लग्नबाट छैटौँ, आठौँ वा बाह्रौँ भावमा छैन',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'लग्न पापकर्तरीमा छैन',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'सर्वार्थसिद्धि योग',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'अमृतसिद्धि योग',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'सिद्ध योग',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'रवि योग',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'गुरुपुष्य योग',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'रविपुष्य योग',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'द्विपुष्कर योग',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'त्रिपुष्कर योग',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'राहु कालसँग समय जुध्छ',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'दुर्मुहूर्तसँग समय जुध्छ',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'वर्ज्य कालसँग समय जुध्छ',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'गण्डमूल नक्षत्र',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'चन्द्र पञ्चकमा',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'यस कामका लागि मध्यम महिना',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'खरमास (सूर्य धनु वा मीनमा)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'चातुर्मास',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'शुक्र अस्त',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'बृहस्पति अस्त',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'होलाष्टक',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'अधिक मास (मलमास)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'पितृपक्ष',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'सिंहस्थ बृहस्पति',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'यस कामका लागि चान्द्र मास अनुकूल छैन',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': '{n} नम्बरका सहभागीको ताराबल',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': '{n} नम्बरका सहभागीको चन्द्रबल',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'शुभ तिथि',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'शुभ नक्षत्र',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'शुभ बार',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'शुभ लग्न',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'शुभ सौर मास',
  'muhurat/labels.RULE_KIND_LABELS.month': 'शुभ चान्द्र मास',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'पुरानो घर मर्मतका लागि शुभ नक्षत्र',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'पुरानो घर मर्मतका लागि शुभ महिना',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'फेरि बनाइएको घरका लागि शुभ महिना',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'मुहूर्त चिन्तामणि, अध्याय 1 (वार-नक्षत्र योग); पात्रोमा छापिएको बारअनुसार नक्षत्रको तालिका',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'मुहूर्त चिन्तामणि, अध्याय 1; दृक् पञ्चाङ्गसँग भिडाइएको',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'मुहूर्त चिन्तामणि, अध्याय 1 (वार-तिथि योग): शुक्रबार नन्दा, बुधबार भद्रा, मङ्गलबार जया, शनिबार रिक्ता, बिहिबार पूर्णा तिथि',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'मुहूर्त चिन्तामणि, अध्याय 1: सूर्यको नक्षत्रबाट गन्दा चन्द्रमाको नक्षत्र 4, 6, 9, 10, 13 वा 20 औँ',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'मुहूर्त चिन्तामणि, अध्याय 1: बिहिबार पुष्य नक्षत्र; दृक् पञ्चाङ्गले हिन्दू दिनसँग मिल्ने भाग छाप्छ',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'मुहूर्त चिन्तामणि, अध्याय 1: आइतबार पुष्य नक्षत्र; दृक् पञ्चाङ्गले हिन्दू दिनसँग मिल्ने भाग छाप्छ',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'मुहूर्त चिन्तामणि, अध्याय 1: भद्रा तिथि, आइतबार/मङ्गलबार/शनिबार, द्विपाद नक्षत्र (मृगशिरा, चित्रा, धनिष्ठा)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'मुहूर्त चिन्तामणि, अध्याय 1: भद्रा तिथि, आइतबार/मङ्गलबार/शनिबार, त्रिपाद नक्षत्र (कृत्तिका, पुनर्वसु, उत्तरफाल्गुनी, विशाखा, उत्तराषाढा, पूर्वभाद्रपद)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'मुहूर्त चिन्तामणि 1.7 (नौ अशुभ योग); प्रत्येक योगको त्याज्य भाग मुहूर्तराज पृष्ठ 37 अनुसार (व्यतीपात र वैधृति पूरै, परिघको पहिलो आधा, बाँकी योगका पहिला 3-9 घडी)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'मुहूर्त चिन्तामणि, अध्याय 1 (भद्राको वास: चन्द्र कर्कट, सिंह, कुम्भ वा मीनमा भए भद्रा पृथ्वीमा, मेषदेखि मिथुन वा वृश्चिकमा भए स्वर्गमा, कन्या, तुला, धनु, मकरमा भए पातालमा; पृथ्वीको भद्रा मात्र त्याज्य), हिन्दी पात्रोका वेबसाइटहरूले छापेअनुसार',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'मुहूर्त चिन्तामणि 1.45-47 (शुभ काममा विष्टि/भद्रा करण वर्जित)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'मुहूर्त चिन्तामणि, अध्याय 11 (धनिष्ठाको उत्तरार्धदेखि रेवतीसम्म: छाना हाल्ने, दक्षिणतिरको यात्रा, दाउरा बटुल्ने काम वर्जित); दृक् पञ्चाङ्ग',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'वर्जित अवधिबाहेक महिनाको कुनै बन्धन छैन (दृक् पञ्चाङ्गको परम्परा)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'उत्तर: दृक् पञ्चाङ्ग (वर्जित अवधि मात्र); दक्षिण: तमिल पात्रो (पाम्बु पञ्चाङ्गम्) ले आडी, पुरट्टासी र मार्गली महिना छोड्छन्',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'मुहूर्त चिन्तामणि, अध्याय 6 ले रिक्ता तिथि र औंसी छोड्छ; उत्तर भारतका पात्रोले अष्टमी, नवमी र कृष्ण चतुर्थीमा विवाह दिन्छन्, त्यसैले शुक्ल प्रतिपदा, शुक्ल चतुर्थी, दुवै चतुर्दशी र औंसी मात्र वर्जित',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'मुहूर्त चिन्तामणि 6.39: रोहिणी, मृगशिरा, मघा, उत्तरफाल्गुनी, हस्त, स्वाती, अनुराधा, मूल, उत्तराषाढा, उत्तरभाद्रपद र रेवती',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'मुहूर्त चिन्तामणि, अध्याय 6 ले शुभ बार रोज्छ, तर उत्तर भारतका पात्रोले हरेक बार (मङ्गलबार पनि) विवाह दिन्छन्, त्यसैले कुनै बार वर्जित छैन',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'मुहूर्त चिन्तामणि 1.7 (नौ अशुभ योग); विवाहमा हरेक योग पूरै वर्जित, दृक् पञ्चाङ्गका विवाह सूचीले मानेजस्तै',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'मुहूर्त चिन्तामणि, अध्याय 6 (मिथुन, कन्या, तुला उत्तम; वृष, कर्कट, धनु, मीन, कुम्भ ग्राह्य; मेष, सिंह, वृश्चिक, मकर वर्जित)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'उत्तर: दृक् पञ्चाङ्ग (वर्जित अवधिबाहिरको जुनसुकै महिना); दक्षिण: तमिल पात्रोले आडी, पुरट्टासी र मार्गलीमा विवाह दिँदैनन्',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'मुहूर्त चिन्तामणि, अध्याय 6 (विवाह प्रकरण): लग्नबाट सातौँ भाव पापग्रहबाट मुक्त (सप्तम शुद्धि)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'मुहूर्त चिन्तामणि (विवाह प्रकरण, लग्न शुद्धि; वास्तु प्रकरण): लग्नबाट आठौँ भावमा कुनै पापग्रह छैन',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'मुहूर्त चिन्तामणि (विवाह र वास्तु प्रकरण): लग्नबाट छैटौँ, आठौँ वा बाह्रौँ भावको चन्द्रले लग्न बिगार्छ',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'मुहूर्त चिन्तामणि, अध्याय 6 (कर्तरी दोष): बाह्रौँ र दोस्रो भावका पापग्रहले लग्नलाई घेर्छन्; सकेसम्म टार्नु',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'मुहूर्त चिन्तामणि, अध्याय 13, उत्तर भारतका पात्रोले लागू गरेअनुसार: शुक्ल 2, 3, 5, 6, 7, 10, 11, 12, 13 र कृष्ण 2, 3, 5, 6, 7, 10, 11, 12; रिक्ता, अष्टमी, प्रतिपदा, पूर्णिमा, औंसी र कृष्ण त्रयोदशी होइन। उज्जैनका पं. प्रवीण द्विवेदीको शुक्ल पक्षको सूचीमा पूर्णिमा छैन; दृक् पञ्चाङ्ग 2026 (नयाँ दिल्ली) ले कृष्ण एकादशी-द्वादशी (13 मे) मा गृहप्रवेश दिन्छ, कुनै पूर्णिमा वा कृष्ण त्रयोदशीमा दिँदैन',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'मुहूर्त चिन्तामणि, अध्याय 13: ध्रुव र मृदु नक्षत्र (रोहिणी, उत्तरफाल्गुनी, उत्तराषाढा, उत्तरभाद्रपद; मृगशिरा, चित्रा, अनुराधा, रेवती), पात्रोका वेबसाइटहरूको सूचीअनुसार; धनिष्ठा र शतभिषा मर्मत गरिएको (जीर्ण) घरका लागि मात्र',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'मुहूर्त चिन्तामणि, अध्याय 13: आइतबार र मङ्गलबार वर्जित',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'मुहूर्त चिन्तामणि, अध्याय 13: स्थिर लग्न सबैभन्दा राम्रो, द्विस्वभाव लग्न पनि ग्राह्य; चर लग्न वर्जित',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'मुहूर्त चिन्तामणि, वास्तु प्रकरण ("माघफाल्गुनवैशाखज्येष्ठमासेषु शोभनः"): माघ, फाल्गुन, वैशाख, ज्येष्ठ, साथै कार्तिक र मार्गशीर्ष मध्यम महिना (मध्यम महिनाको चेतावनीसहित); दृक् पञ्चाङ्गले छवटै (अमान्त) महिनामा गृहप्रवेश दिन्छ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'मुहूर्त चिन्तामणि, वास्तु प्रकरण (गृहप्रवेश): मर्मत गरिएको (जीर्ण) घरका लागि ध्रुव र मृदु नक्षत्रसँगै शतभिषा, पुष्य, स्वाती र धनिष्ठा',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'मुहूर्त चिन्तामणि, वास्तु प्रकरण (गृहप्रवेश): जीर्ण गृहप्रवेश मार्गशीर्ष, कार्तिक र श्रावणमा पनि',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'मुहूर्त चिन्तामणि, वास्तु प्रकरण (गृहप्रवेश) का सपूर्व महिना, पात्रोले द्वन्द्व प्रवेश (यात्रापछि घर फर्कने) मा लागू गरेअनुसार',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'मुहूर्त चिन्तामणि, अध्याय 11: रिक्ता, अष्टमी र औंसी वर्जित',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'मुहूर्त चिन्तामणि, अध्याय 11: अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, चित्रा, स्वाती, श्रवण, धनिष्ठा, शतभिषा र रेवती',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'दृक् पञ्चाङ्ग, सवारी साधन खरिद: आइतबार र मङ्गलबार वर्जित',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna':
    'मुहूर्त चिन्तामणि, अध्याय 11: क्रूर स्थिर राशि सिंह र वृश्चिकका लग्न वर्जित',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'मुहूर्त चिन्तामणि, अध्याय 13: रिक्ता, अष्टमी र औंसी वर्जित',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'मुहूर्त चिन्तामणि, अध्याय 13, भूमि खरिद: रोहिणी, मृगशिरा, आश्लेषा, मघा, उत्तरफाल्गुनी, विशाखा, अनुराधा, मूल, उत्तराषाढा, उत्तरभाद्रपद र रेवती (दृक् पञ्चाङ्गको सूचीअनुसार)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'दृक् पञ्चाङ्ग, घरजग्गा खरिद: आइतबार र मङ्गलबार वर्जित',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'मुहूर्त चिन्तामणि, अध्याय 13: स्थिर र द्विस्वभाव लग्न',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'मुहूर्त चिन्तामणि, अध्याय 5: रिक्ता, अष्टमी र औंसी वर्जित',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'मुहूर्त चिन्तामणि, अध्याय 5: ध्रुव, मृदु, लघु र चर नक्षत्र',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'मुहूर्त चिन्तामणि, अध्याय 5: शुभ ग्रहका बार',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'मुहूर्त चिन्तामणि, अध्याय 5: शुभ ग्रहका राशिका लग्न',
  'muhurat/sources.RULE_SOURCES.mundan_tithi':
    'मुहूर्त चिन्तामणि, अध्याय 5 (चौल): दुवै पक्षका 2, 3, 5, 7, 10, 11, 12 र 13 तिथि',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'मुहूर्त चिन्तामणि, अध्याय 5 (चौल): अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, चित्रा, स्वाती, श्रवण, धनिष्ठा, शतभिषा र रेवती',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'मुहूर्त चिन्तामणि, अध्याय 5: सोमबार, बुधबार, बिहिबार, शुक्रबार',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'मुहूर्त चिन्तामणि, अध्याय 5 (अन्नप्राशन): तिथि 2, 3, 5, 7, 10, 13 र 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'मुहूर्त चिन्तामणि, अध्याय 5: शुक्ल 2, 3, 5, 10, 11, 12 र कृष्ण 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'मुहूर्त चिन्तामणि, अध्याय 5 (व्रतबन्धका नक्षत्र)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'मुहूर्त चिन्तामणि, अध्याय 5 (विद्यारम्भ): तिथि 2, 3, 5, 6, 10, 11 र 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'मुहूर्त चिन्तामणि, अध्याय 5 (विद्यारम्भ): अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, चित्रा, स्वाती, अनुराधा, पूर्वाषाढा, श्रवण, धनिष्ठा, शतभिषा, पूर्वभाद्रपद र रेवती',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'मुहूर्त चिन्तामणि, अध्याय 5: आइतबार, बुधबार, बिहिबार, शुक्रबार',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'मुहूर्त चिन्तामणि, अध्याय 5: बुध, बृहस्पति र शुक्रका राशिका लग्न',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'मुहूर्त चिन्तामणि, अध्याय 11 (विपणि): अश्विनी, रोहिणी, मृगशिरा, पुष्य, उत्तरफाल्गुनी, हस्त, चित्रा, अनुराधा, उत्तराषाढा, श्रवण, उत्तरभाद्रपद र रेवती',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'मुहूर्त चिन्तामणि, अध्याय 11: सोमबार, बुधबार, बिहिबार, शुक्रबार',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'मुहूर्त चिन्तामणि, अध्याय 11: स्थिर र द्विस्वभाव लग्न',
  'muhurat/sources.RULE_SOURCES.travel_tithi': 'मुहूर्त चिन्तामणि, अध्याय 11: रिक्ता, अष्टमी, द्वादशी, पूर्णिमा र औंसी वर्जित',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'मुहूर्त चिन्तामणि, अध्याय 11: अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, अनुराधा, श्रवण, धनिष्ठा र रेवती',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'मुहूर्त चिन्तामणि, अध्याय 6 (सूर्य धनु वा मीनमा: संस्कारका लागि मलमास); दृक् पञ्चाङ्गको खरमास',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'मुहूर्त चिन्तामणि, अध्याय 6; हरिशयनी (आषाढ शुक्ल 11) देखि हरिबोधिनी (कार्तिक शुक्ल 11) एकादशीसम्म, दृक् पञ्चाङ्ग',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'मुहूर्त चिन्तामणि, अध्याय 6 (शुक्र अस्त); सूर्यबाट 6° भित्र, उत्तर भारतका पात्रोमा छापिएका शुक्र अस्तका मितिअनुसार',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'मुहूर्त चिन्तामणि, अध्याय 6 (बृहस्पति अस्त); सूर्यबाट 11° भित्र, सूर्य सिद्धान्त 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'फाल्गुन शुक्ल अष्टमीदेखि पूर्णिमा (होलिका दहन) सम्म, दृक् पञ्चाङ्गले छाप्ने उत्तर भारतीय परम्परा',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'मुहूर्त चिन्तामणि, अध्याय 1 (मलमास: अधिक मासमा कुनै संस्कार हुँदैन)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'भाद्र कृष्ण प्रतिपदादेखि औंसी (अमान्त) सम्म, पितृहरूको पक्ष; दृक् पञ्चाङ्ग',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'बृहस्पति सिंह राशिमा (सिंहस्थ बृहस्पति): दक्षिणमा विवाह वर्जित, मुहूर्त चिन्तामणि अध्याय 6 का टीकामा गोदावरी क्षेत्रको चलन',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'मुहूर्त चिन्तामणिमा यस कामका महिना, क्षेत्रीय पात्रोअनुसार',
  'muhurat/sources.PERSONAL_SOURCE':
    'मुहूर्त चिन्तामणि, अध्याय 6 (ताराबल: विपत् 3, प्रत्यरि 5, नैधन 7 वर्जित; चन्द्रबल: जन्म राशिबाट 1, 3, 6, 7, 10, 11 औँ भावमा चन्द्र)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'वैष्णव एकादशी भोलिपल्ट पर्छ',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'स्मार्त मतअनुसार अघिल्लो दिन मनाइन्छ',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya': 'यो तिथिले कुनै सूर्योदय छुँदैन (क्षय तिथि); तिथि चलेकै दिन मनाइन्छ',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'अधिक (मल) चान्द्र मासमा पर्छ',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular':
    'तालिकामा आधारित हिजरी मिति; स्थानीय चन्द्रदर्शनअनुसार एक-दुई दिन घटबढ हुन सक्छ',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'तालिकामा आधारित (कुवेती) इस्लामी पात्रो, नागरिक युग; चन्द्रदर्शनअनुसार मनाइने मितिमा 1-2 दिनको फरक पर्न सक्छ।',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'सूर्यास्तपछि प्रदोष कालमा पूजा',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'सूर्योदयदेखि चन्द्रोदयसम्म व्रत',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'मध्याह्नमा पूजा',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight': 'रात्रि जागरण; निशीथमा (मध्यरातमा) पूजा',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end': 'पूर्णिमा तिथि, सुरु भएदेखि सकिएसम्म',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end': 'औंसी तिथि, सुरु भएदेखि सकिएसम्म',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'एक दिन',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'रातिमा कालभैरव पूजा',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'सूर्योदयदेखि व्रत; भोलिपल्ट बिहान पारण (व्रत खोल्ने)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'सूर्य राशिमा प्रवेश गर्ने क्षण नै सुरु र अन्त्य',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'रात्रि जागरण; मध्यराततिर निशीथ पूजा',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'साँझ (प्रदोषमा), भद्रापछि होलिका दहन',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'नौ रात; बिहान घटस्थापना',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'पूर्णिमा रहुन्जेल, भद्रा छाडेर राखी बाँध्ने',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'मध्यरातमा निशीथ पूजा',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'मध्याह्नमा गणेश पूजा; अनन्त चतुर्दशीसम्म दस दिन',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'गणेश विसर्जन',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya': 'सर्वपितृ औंसीसम्म श्राद्धको पक्ष',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'प्रदोष कालमा पूजा',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'सूर्योदयअघि अभ्यङ्ग स्नान',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'प्रदोषमा लक्ष्मीपूजा; दक्षिण भारतमा नरक चतुर्दशीको बिहान दीपावली मनाइन्छ',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'चार दिन: नहाय-खाय, खरना, साँझको अर्घ्य, बिहानको अर्घ्य',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'थाई 1; भोगीदेखि कानुम पोङ्गलसम्म चार दिन',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'संवत्सरीमा टुङ्गिने आठ दिन',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'दस दिन, भाद्र शुक्ल पञ्चमीदेखि चतुर्दशीसम्म',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'इस्लामी दिन अघिल्लो सूर्यास्तदेखि सुरु हुन्छ',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'यस ठाउँबाट देखिने भागको सुरु र अन्त्य',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'दशैँ: सातौँ दिन, आश्विन शुक्ल सप्तमी',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'तिहार: पहिलो दिन (कार्तिक कृष्ण त्रयोदशी), कुकुर तिहारको अघिल्लो दिन',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'कुमारी जात्राको दिन, भाद्र शुक्ल चतुर्दशी (काठमाडौँ उपत्यकामा बिदा)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'श्रावण पूर्णिमा: जनै फेरिन्छ, रक्षाबन्धन बाँधिन्छ',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'पहाड र काठमाडौँ उपत्यकामा फागु पूर्णिमा, अर्थात् होलिका दहनकै दिन होली खेलिन्छ',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'तराईमा पहाडभन्दा एक दिनपछि होली खेलिन्छ',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'सव्य (राशिचक्रको क्रममा)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'अपसव्य (राशिचक्रको उल्टो क्रममा)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'कण्टक शनिको अढैया (चन्द्रबाट चौथो)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'अष्टम शनिको अढैया (चन्द्रबाट आठौँ)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'पूर्ण',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'आंशिक',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'छैन',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'पहिलो चरण (बाह्रौँ राशिमा शनि)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'दोस्रो चरण (जन्मराशिमा शनि)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'तेस्रो चरण (दोस्रो राशिमा शनि)',
  'jyotish/state-names.TONE_NAMES.positive': 'शुभ',
  'jyotish/state-names.TONE_NAMES.neutral': 'सामान्य',
  'jyotish/state-names.TONE_NAMES.challenging': 'कठिन',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'अनुकूल',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'प्रतिकूल',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'अनुकूल, तर वेधले बाधित',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'स्वराशि',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'अधिमित्र राशि',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'मित्र राशि',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'सम राशि',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'शत्रु राशि',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'अधिशत्रु राशि',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'मङ्गला',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'पिङ्गला',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'धान्या',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'भ्रामरी',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'भद्रिका',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'उल्का',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'सिद्धा',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'सङ्कटा',
  'muhurat/labels.QUALITY_LABELS.best': 'उत्तम',
  'muhurat/labels.QUALITY_LABELS.good': 'शुभ',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'मध्यम',
  'numerology/compatibility.BAND_LABELS.high': 'उच्च',
  'numerology/compatibility.BAND_LABELS.moderate': 'मध्यम',
  'numerology/compatibility.BAND_LABELS.low': 'न्यून',
  'numerology/compatibility.RELATION_LABELS.same': 'एउटै अङ्क',
  'numerology/compatibility.RELATION_LABELS.friendly': 'मित्रवत्',
  'numerology/compatibility.RELATION_LABELS.neutral': 'सम',
  'numerology/compatibility.RELATION_LABELS.tense': 'तनावपूर्ण',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'शुभ',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'अशुभ',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'मिश्रित',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'पूर्ण',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'आंशिक',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'छैन',
};
