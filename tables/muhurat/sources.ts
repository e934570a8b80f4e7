// The sources of the muhurat rules (`ruleset.rules[].source` of a search answer): which verse of Muhurta Chintamani,
// or which almanac's practice, each rule follows. A display text like any other (issue 44): English and Hindi here,
// every other language in the prose books (tables/prose, catalogue keys `muhurat/sources.*`). The English is the
// citation as the rule was written; the other languages give the same citation in their script and leave out what a
// reader cannot use there (file paths, web addresses, the fixture lists we test against), as the special yogas'
// sources do (layers.ts). A rule names its source here by its own id, or by what the rules sharing one text have in
// common (`mc5_benefic_varas`).
import { deepFreeze } from '../freeze.ts';

export interface RuleSource {
  readonly en: string;
  readonly hi: string;
}

export const RULE_SOURCES = deepFreeze({
  yoga_not_inauspicious: {
    en: 'Muhurta Chintamani 1.7 (the nine inauspicious yogas); the shut part of each as Muhurtaraj p. 37 gives it (Vyatipata and Vaidhriti whole, Parigha its first half, the rest their first 3-9 ghatis)',
    hi: 'मुहूर्त चिन्तामणि 1.7 (नौ अशुभ योग); हर योग का त्याज्य भाग मुहूर्तराज पृष्ठ 37 के अनुसार (व्यतीपात और वैधृति पूरे, परिघ का पहला आधा, बाकी योगों की पहली 3-9 घटियाँ)',
  },
  bhadra_vasa: {
    en: 'Muhurta Chintamani 1 (Bhadra vasa: the Moon in Karka, Simha, Kumbha or Meena puts Bhadra on earth, in Mesha-Mithuna or Vrischika in svarga, in Kanya, Tula, Dhanu, Makara in patala; only earth Bhadra is shunned), as hindi.webdunia.com (113073100073) and astroshastra.com/Muhurta/bhadra.php print it',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 1 (भद्रा वास: चन्द्रमा कर्क, सिंह, कुम्भ या मीन में हो तो भद्रा पृथ्वी पर, मेष से मिथुन या वृश्चिक में हो तो स्वर्ग में, कन्या, तुला, धनु, मकर में हो तो पाताल में; केवल पृथ्वी की भद्रा त्याज्य), जैसा हिन्दी पंचांग वेबसाइटें छापती हैं',
  },
  no_vishti_karana: {
    en: 'Muhurta Chintamani 1.45-47 (Vishti/Bhadra karana forbidden for auspicious acts)',
    hi: 'मुहूर्त चिन्तामणि 1.45-47 (शुभ कार्यों में विष्टि/भद्रा करण वर्जित)',
  },
  panchaka_rahita: {
    en: 'Muhurta Chintamani 11 (Dhanishta second half to Revati: no roofing, southward travel, wood-gathering); Drik Panchang',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11 (धनिष्ठा के उत्तरार्ध से रेवती तक: छत डालना, दक्षिण की यात्रा, लकड़ी इकट्ठा करना वर्जित); दृक् पंचांग',
  },
  any_solar_month: {
    en: 'No month restriction beyond the period exclusions (Drik Panchang convention)',
    hi: 'वर्जित अवधियों के अलावा किसी मास का बन्धन नहीं (दृक् पंचांग की परम्परा)',
  },
  samskara_solar_month: {
    en: 'North: Drik Panchang (period exclusions only); South: Tamil almanacs (Pambu panchangam) avoid Aadi, Purattasi, Margazhi',
    hi: 'उत्तर: दृक् पंचांग (केवल वर्जित अवधियाँ); दक्षिण: तमिल पंचांग (पाम्बु पंचांगम्) आडी, पुरट्टासी, मार्गऴी मास छोड़ते हैं',
  },
  marriage_tithi: {
    en: 'Muhurta Chintamani 6 avoids the Rikta tithis and Amavasya; North almanacs list Ashtami, Navami and Krishna Chaturthi (test/fixtures/muhurat), so Shukla Pratipada, Shukla Chaturthi, both Chaturdashis and Amavasya are refused',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 रिक्ता तिथियाँ और अमावस्या छोड़ता है; उत्तर भारत के पंचांग अष्टमी, नवमी और कृष्ण चतुर्थी में विवाह देते हैं, इसलिए शुक्ल प्रतिपदा, शुक्ल चतुर्थी, दोनों चतुर्दशी और अमावस्या ही वर्जित',
  },
  marriage_nakshatra: {
    en: 'Muhurta Chintamani 6.39: Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati',
    hi: 'मुहूर्त चिन्तामणि 6.39: रोहिणी, मृगशिरा, मघा, उत्तरा फाल्गुनी, हस्त, स्वाती, अनुराधा, मूल, उत्तराषाढ़ा, उत्तरा भाद्रपद, रेवती',
  },
  marriage_vara: {
    en: 'Muhurta Chintamani 6 prefers benefic varas, but North almanacs list marriages on every weekday (Tuesdays included, test/fixtures/muhurat), so no vara is refused',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 शुभ वार चाहता है, पर उत्तर भारत के पंचांग हर वार (मंगलवार भी) विवाह देते हैं, इसलिए कोई वार वर्जित नहीं',
  },
  marriage_yoga: {
    en: "Muhurta Chintamani 1.7 (the nine inauspicious yogas), each shut whole for marriage as Drik Panchang's marriage lists shut them",
    hi: 'मुहूर्त चिन्तामणि 1.7 (नौ अशुभ योग); विवाह में हर योग पूरा वर्जित, जैसा दृक् पंचांग की विवाह सूचियाँ मानती हैं',
  },
  marriage_lagna: {
    en: 'Muhurta Chintamani 6 (Mithuna, Kanya, Tula best; Vrishabha, Karka, Dhanu, Meena, Kumbha accepted; Mesha, Simha, Vrischika, Makara avoided)',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 (मिथुन, कन्या, तुला उत्तम; वृषभ, कर्क, धनु, मीन, कुम्भ ग्राह्य; मेष, सिंह, वृश्चिक, मकर वर्जित)',
  },
  marriage_solar_month: {
    en: 'North: Drik Panchang (any month outside the exclusions); South: Tamil almanacs avoid Aadi, Purattasi, Margazhi',
    hi: 'उत्तर: दृक् पंचांग (वर्जित अवधियों के बाहर कोई भी मास); दक्षिण: तमिल पंचांग आडी, पुरट्टासी, मार्गऴी में विवाह नहीं देते',
  },
  lagna_saptama_shuddhi: {
    en: 'Muhurta Chintamani 6 (Vivaha prakarana): the 7th from the lagna free of malefics (saptama shuddhi)',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 (विवाह प्रकरण): लग्न से सातवाँ भाव पाप ग्रहों से मुक्त (सप्तम शुद्धि)',
  },
  lagna_ashtama_shuddhi: {
    en: 'Muhurta Chintamani (Vivaha prakarana, lagna shuddhi; Vastu prakarana): no malefic in the 8th from the lagna',
    hi: 'मुहूर्त चिन्तामणि (विवाह प्रकरण, लग्न शुद्धि; वास्तु प्रकरण): लग्न से आठवें भाव में कोई पाप ग्रह नहीं',
  },
  lagna_moon_not_6_8_12: {
    en: 'Muhurta Chintamani (Vivaha and Vastu prakaranas): the Moon in the 6th, 8th or 12th from the lagna spoils the lagna',
    hi: 'मुहूर्त चिन्तामणि (विवाह और वास्तु प्रकरण): लग्न से छठे, आठवें या बारहवें भाव में चन्द्रमा लग्न को दूषित करता है',
  },
  lagna_papakartari: {
    en: 'Muhurta Chintamani 6 (kartari dosha): malefics in the 12th and the 2nd hem the lagna in; avoided where possible',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 (कर्तरी दोष): बारहवें और दूसरे भाव के पाप ग्रह लग्न को घेरते हैं; जहाँ हो सके टालें',
  },
  griha_pravesh_tithi: {
    en: 'Muhurta Chintamani 13 as North almanacs apply it: Shukla 2, 3, 5, 6, 7, 10, 11, 12, 13 and Krishna 2, 3, 5, 6, 7, 10, 11, 12; no Rikta, Ashtami, Pratipada, Purnima, Amavasya or Krishna Trayodashi. The Shukla list of livetoday.online (Pt. Pravin Dwivedi, Ujjain) has no Purnima; Drik Panchang 2026 (New Delhi) enters on Krishna Ekadashi-Dwadashi (13 May) and on no Purnima or Krishna Trayodashi',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 13, जैसा उत्तर भारत के पंचांग लागू करते हैं: शुक्ल 2, 3, 5, 6, 7, 10, 11, 12, 13 और कृष्ण 2, 3, 5, 6, 7, 10, 11, 12; रिक्ता, अष्टमी, प्रतिपदा, पूर्णिमा, अमावस्या और कृष्ण त्रयोदशी नहीं। उज्जैन के पं. प्रवीण द्विवेदी की शुक्ल पक्ष की सूची में पूर्णिमा नहीं; दृक् पंचांग 2026 (नई दिल्ली) कृष्ण एकादशी-द्वादशी (13 मई) को गृह प्रवेश देता है, किसी पूर्णिमा या कृष्ण त्रयोदशी को नहीं',
  },
  griha_pravesh_nakshatra: {
    en: 'Muhurta Chintamani 13: the fixed and soft stars (Rohini, Uttara Phalguni, Uttara Ashadha, Uttara Bhadrapada; Mrigashira, Chitra, Anuradha, Revati), as livetoday.online and thakurprasad.com list them; Dhanishta and Shatabhisha only for a renovated house (griha-pravesh-kinds.ts)',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 13: ध्रुव और मृदु नक्षत्र (रोहिणी, उत्तरा फाल्गुनी, उत्तराषाढ़ा, उत्तरा भाद्रपद; मृगशिरा, चित्रा, अनुराधा, रेवती), जैसा पंचांग वेबसाइटें सूची देती हैं; धनिष्ठा और शतभिषा केवल जीर्ण (मरम्मत किए) गृह के लिए',
  },
  griha_pravesh_vara: {
    en: 'Muhurta Chintamani 13: Sunday and Tuesday avoided',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 13: रविवार और मंगलवार वर्जित',
  },
  griha_pravesh_lagna: {
    en: 'Muhurta Chintamani 13: fixed (sthira) lagnas best, dual ones accepted; movable lagnas avoided',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 13: स्थिर लग्न उत्तम, द्विस्वभाव लग्न ग्राह्य; चर लग्न वर्जित',
  },
  griha_pravesh_month: {
    en: 'Muhurta Chintamani, Vastu prakarana ("magha-phalguna-vaishakha-jyeshtha-maseshu shobhanah"): Magha, Phalguna, Vaishakha, Jyeshtha, with Kartika and Margashirsha as middling months (a middling_month caution); Drik Panchang enters in all six (amanta)',
    hi: 'मुहूर्त चिन्तामणि, वास्तु प्रकरण ("माघफाल्गुनवैशाखज्येष्ठमासेषु शोभनः"): माघ, फाल्गुन, वैशाख, ज्येष्ठ, और कार्तिक व मार्गशीर्ष मध्यम मास (मध्यम मास की चेतावनी के साथ); दृक् पंचांग छहों मासों (अमान्त) में गृह प्रवेश देता है',
  },
  griha_pravesh_jirna_nakshatra: {
    en: 'Muhurta Chintamani, Vastu prakarana (griha pravesha): for a renovated (jirna) house Shatabhisha, Pushya, Swati, Dhanishta join the fixed and soft stars',
    hi: 'मुहूर्त चिन्तामणि, वास्तु प्रकरण (गृह प्रवेश): जीर्ण (मरम्मत किए) गृह के लिए ध्रुव और मृदु नक्षत्रों के साथ शतभिषा, पुष्य, स्वाती, धनिष्ठा भी',
  },
  griha_pravesh_jirna_month: {
    en: 'Muhurta Chintamani, Vastu prakarana (griha pravesha): jirna pravesha also in Margashirsha, Kartika and Shravana',
    hi: 'मुहूर्त चिन्तामणि, वास्तु प्रकरण (गृह प्रवेश): जीर्ण गृह प्रवेश मार्गशीर्ष, कार्तिक और श्रावण में भी',
  },
  griha_pravesh_dvandva_month: {
    en: 'Muhurta Chintamani, Vastu prakarana (griha pravesha) (sapoorva months) as almanacs apply them to dvandva pravesha, re-entry after a journey',
    hi: 'मुहूर्त चिन्तामणि, वास्तु प्रकरण (गृह प्रवेश) के सपूर्व मास, जैसा पंचांग उन्हें द्वन्द्व प्रवेश (यात्रा के बाद घर लौटने) पर लागू करते हैं',
  },
  mc11_no_rikta: {
    en: 'Muhurta Chintamani 11: Rikta, Ashtami and Amavasya avoided',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11: रिक्ता, अष्टमी और अमावस्या वर्जित',
  },
  vehicle_purchase_nakshatra: {
    en: 'Muhurta Chintamani 11: Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana, Dhanishta, Shatabhisha, Revati',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11: अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, चित्रा, स्वाती, श्रवण, धनिष्ठा, शतभिषा, रेवती',
  },
  vehicle_purchase_vara: {
    en: 'Drik Panchang vehicle purchase: Sunday and Tuesday avoided',
    hi: 'दृक् पंचांग, वाहन खरीद: रविवार और मंगलवार वर्जित',
  },
  vehicle_purchase_lagna: {
    en: 'Muhurta Chintamani 11: the lagnas of the cruel fixed signs Simha and Vrischika avoided',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11: क्रूर स्थिर राशियों सिंह और वृश्चिक के लग्न वर्जित',
  },
  property_purchase_tithi: {
    en: 'Muhurta Chintamani 13: Rikta, Ashtami and Amavasya avoided',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 13: रिक्ता, अष्टमी और अमावस्या वर्जित',
  },
  property_purchase_nakshatra: {
    en: 'Muhurta Chintamani 13 bhumi-kraya: Rohini, Mrigashira, Ashlesha, Magha, Uttara Phalguni, Vishakha, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati (as Drik lists them)',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 13, भूमि क्रय: रोहिणी, मृगशिरा, आश्लेषा, मघा, उत्तरा फाल्गुनी, विशाखा, अनुराधा, मूल, उत्तराषाढ़ा, उत्तरा भाद्रपद, रेवती (दृक् पंचांग की सूची के अनुसार)',
  },
  property_purchase_vara: {
    en: 'Drik Panchang property purchase: Sunday and Tuesday avoided',
    hi: 'दृक् पंचांग, सम्पत्ति खरीद: रविवार और मंगलवार वर्जित',
  },
  property_purchase_lagna: {
    en: 'Muhurta Chintamani 13: fixed and dual lagnas',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 13: स्थिर और द्विस्वभाव लग्न',
  },
  namakarana_tithi: {
    en: 'Muhurta Chintamani 5: Rikta, Ashtami and Amavasya avoided',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: रिक्ता, अष्टमी और अमावस्या वर्जित',
  },
  mc5_samskara_nakshatras: {
    en: 'Muhurta Chintamani 5: the fixed, soft, light and movable stars',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: ध्रुव, मृदु, लघु और चर नक्षत्र',
  },
  namakarana_vara: {
    en: 'Muhurta Chintamani 5: benefic varas',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: शुभ ग्रहों के वार',
  },
  mc5_benefic_lagnas: {
    en: 'Muhurta Chintamani 5: benefic-owned lagnas',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: शुभ ग्रहों की राशियों के लग्न',
  },
  mundan_tithi: {
    en: 'Muhurta Chintamani 5 (chaula): 2, 3, 5, 7, 10, 11, 12, 13 of both pakshas',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5 (चौल कर्म): दोनों पक्षों की 2, 3, 5, 7, 10, 11, 12, 13 तिथियाँ',
  },
  mundan_nakshatra: {
    en: 'Muhurta Chintamani 5 (chaula): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana, Dhanishta, Shatabhisha, Revati',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5 (चौल कर्म): अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, चित्रा, स्वाती, श्रवण, धनिष्ठा, शतभिषा, रेवती',
  },
  mc5_benefic_varas: {
    en: 'Muhurta Chintamani 5: Monday, Wednesday, Thursday, Friday',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: सोमवार, बुधवार, गुरुवार, शुक्रवार',
  },
  annaprashan_tithi: {
    en: 'Muhurta Chintamani 5 (annaprashana): 2, 3, 5, 7, 10, 13, 15',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5 (अन्नप्राशन): तिथियाँ 2, 3, 5, 7, 10, 13, 15',
  },
  upanayana_tithi: {
    en: 'Muhurta Chintamani 5: Shukla 2, 3, 5, 10, 11, 12 and Krishna 2, 3, 5',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: शुक्ल 2, 3, 5, 10, 11, 12 और कृष्ण 2, 3, 5',
  },
  upanayana_nakshatra: {
    en: 'Muhurta Chintamani 5 (upanayana nakshatras)',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5 (उपनयन के नक्षत्र)',
  },
  vidyarambha_tithi: {
    en: 'Muhurta Chintamani 5 (vidyarambha): 2, 3, 5, 6, 10, 11, 12',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5 (विद्यारम्भ): तिथियाँ 2, 3, 5, 6, 10, 11, 12',
  },
  vidyarambha_nakshatra: {
    en: 'Muhurta Chintamani 5 (vidyarambha): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Anuradha, Purva Ashadha, Shravana, Dhanishta, Shatabhisha, Purva Bhadrapada, Revati',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5 (विद्यारम्भ): अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, चित्रा, स्वाती, अनुराधा, पूर्वाषाढ़ा, श्रवण, धनिष्ठा, शतभिषा, पूर्वा भाद्रपद, रेवती',
  },
  vidyarambha_vara: {
    en: 'Muhurta Chintamani 5: Sunday, Wednesday, Thursday, Friday',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: रविवार, बुधवार, गुरुवार, शुक्रवार',
  },
  vidyarambha_lagna: {
    en: 'Muhurta Chintamani 5: lagnas of Mercury, Jupiter and Venus',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 5: बुध, गुरु और शुक्र की राशियों के लग्न',
  },
  business_start_nakshatra: {
    en: 'Muhurta Chintamani 11 (vipani): Ashwini, Rohini, Mrigashira, Pushya, Uttara Phalguni, Hasta, Chitra, Anuradha, Uttara Ashadha, Shravana, Uttara Bhadrapada, Revati',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11 (विपणि): अश्विनी, रोहिणी, मृगशिरा, पुष्य, उत्तरा फाल्गुनी, हस्त, चित्रा, अनुराधा, उत्तराषाढ़ा, श्रवण, उत्तरा भाद्रपद, रेवती',
  },
  mc11_benefic_varas: {
    en: 'Muhurta Chintamani 11: Monday, Wednesday, Thursday, Friday',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11: सोमवार, बुधवार, गुरुवार, शुक्रवार',
  },
  business_start_lagna: {
    en: 'Muhurta Chintamani 11: fixed and dual lagnas',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11: स्थिर और द्विस्वभाव लग्न',
  },
  travel_tithi: {
    en: 'Muhurta Chintamani 11: Rikta, Ashtami, Dwadashi, Purnima and Amavasya avoided',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11: रिक्ता, अष्टमी, द्वादशी, पूर्णिमा और अमावस्या वर्जित',
  },
  travel_nakshatra: {
    en: 'Muhurta Chintamani 11: Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishta, Revati',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 11: अश्विनी, मृगशिरा, पुनर्वसु, पुष्य, हस्त, अनुराधा, श्रवण, धनिष्ठा, रेवती',
  },
} satisfies Record<string, RuleSource>);

/** Why a period is shut, by exclusion (the ruleset lists one per exclusion the activity applies). */
// Typed by ExclusionKey where rules.ts re-exports it (this module imports nothing of rules.ts: no cycle).
export const EXCLUSION_SOURCES = deepFreeze({
  kharmas: {
    en: 'Muhurta Chintamani 6 (the Sun in Dhanu or Meena: malamasa for samskaras); Drik Panchang Kharmas',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 (सूर्य धनु या मीन में: संस्कारों के लिए मलमास); दृक् पंचांग का खरमास',
  },
  chaturmas: {
    en: 'Muhurta Chintamani 6; Devshayani (Ashadha Shukla 11) to Prabodhini (Kartika Shukla 11) Ekadashi, Drik Panchang',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6; देवशयनी (आषाढ़ शुक्ल 11) से प्रबोधिनी (कार्तिक शुक्ल 11) एकादशी तक, दृक् पंचांग',
  },
  venus_combust: {
    en: "Muhurta Chintamani 6 (Shukra asta); orb 6° from the Sun, the North almanacs' Shukra asta dates",
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 (शुक्र अस्त); सूर्य से 6° के भीतर, उत्तर भारत के पंचांगों की शुक्र अस्त की तिथियों के अनुसार',
  },
  jupiter_combust: {
    en: 'Muhurta Chintamani 6 (Guru asta); orb 11° from the Sun, Surya Siddhanta 9.6-9',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 6 (गुरु अस्त); सूर्य से 11° के भीतर, सूर्य सिद्धान्त 9.6-9',
  },
  holashtak: {
    en: 'Phalguna Shukla Ashtami to Purnima (Holika Dahan), North Indian convention as Drik Panchang prints it',
    hi: 'फाल्गुन शुक्ल अष्टमी से पूर्णिमा (होलिका दहन) तक, उत्तर भारत की परम्परा जैसी दृक् पंचांग छापता है',
  },
  adhik_maas: {
    en: 'Muhurta Chintamani 1 (malamasa: no samskara in an intercalary month)',
    hi: 'मुहूर्त चिन्तामणि, अध्याय 1 (मलमास: अधिक मास में कोई संस्कार नहीं)',
  },
  pitru_paksha: {
    en: 'Bhadrapada Krishna Pratipada to Amavasya (amanta), the fortnight of the ancestors; Drik Panchang',
    hi: 'भाद्रपद कृष्ण प्रतिपदा से अमावस्या (अमान्त) तक, पितरों का पखवाड़ा; दृक् पंचांग',
  },
  simhastha_jupiter: {
    en: 'Jupiter in Simha (Simhastha Guru): marriage avoided in the South, the Godavari-region custom of Muhurta Chintamani 6 commentaries',
    hi: 'गुरु सिंह राशि में (सिंहस्थ गुरु): दक्षिण में विवाह वर्जित, मुहूर्त चिन्तामणि अध्याय 6 की टीकाओं में गोदावरी क्षेत्र की रीति',
  },
  month_not_favourable: {
    en: "The activity's months of Muhurta Chintamani, per regional almanac (rules file of the activity)",
    hi: 'मुहूर्त चिन्तामणि में इस कार्य के मास, क्षेत्रीय पंचांग के अनुसार',
  },
});

/** The participants' tarabalam and chandrabalam (`tarabalam_<n>`, `chandrabalam_<n>`). */
export const PERSONAL_SOURCE: RuleSource = deepFreeze({
  en: 'Muhurta Chintamani 6 (tarabalam: Vipat 3, Pratyak 5, Naidhana 7 avoided; chandrabalam: Moon in 1, 3, 6, 7, 10, 11 from the birth sign)',
  hi: 'मुहूर्त चिन्तामणि, अध्याय 6 (ताराबल: विपत् 3, प्रत्यरि 5, नैधन 7 वर्जित; चन्द्रबल: जन्म राशि से 1, 3, 6, 7, 10, 11वें भाव में चन्द्रमा)',
});
