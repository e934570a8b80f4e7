// Natal rules for personality (lagna, its lord, the Moon's sign) and health (lagna lord, Sun, Moon, 6th, 8th).
// Significations follow the common Parashari reading of houses and grahas; the wording is descriptive, not a
// forecast of events, and never suggests remedies.
import { deepFreeze } from '../../names/index.ts';
import { lordPlacementRules, type PredictionRule } from './types.ts';

const BENEFICS = ['guru', 'shukra', 'budha'] as const;

export const PERSONALITY_RULES: readonly PredictionRule[] = deepFreeze([
  {
    id: 'personality.lagna_fire',
    section: 'personality',
    tone: 'neutral',
    weight: 3,
    when: [{ kind: 'sign_element', of: 'lagna', element: 'fire' }],
    text: {
      en: 'A fire-sign lagna ({sign}) gives an energetic, direct and enterprising temperament.',
      hi: 'अग्नि तत्व का लग्न ({sign}) ऊर्जावान, स्पष्टवादी और उद्यमी स्वभाव देता है।',
    },
  },
  {
    id: 'personality.lagna_earth',
    section: 'personality',
    tone: 'neutral',
    weight: 3,
    when: [{ kind: 'sign_element', of: 'lagna', element: 'earth' }],
    text: {
      en: 'An earth-sign lagna ({sign}) gives a practical, patient and dependable nature.',
      hi: 'पृथ्वी तत्व का लग्न ({sign}) व्यावहारिक, धैर्यवान और भरोसेमंद स्वभाव देता है।',
    },
  },
  {
    id: 'personality.lagna_air',
    section: 'personality',
    tone: 'neutral',
    weight: 3,
    when: [{ kind: 'sign_element', of: 'lagna', element: 'air' }],
    text: {
      en: 'An air-sign lagna ({sign}) gives a sociable, curious and communicative nature.',
      hi: 'वायु तत्व का लग्न ({sign}) मिलनसार, जिज्ञासु और संवादप्रिय स्वभाव देता है।',
    },
  },
  {
    id: 'personality.lagna_water',
    section: 'personality',
    tone: 'neutral',
    weight: 3,
    when: [{ kind: 'sign_element', of: 'lagna', element: 'water' }],
    text: {
      en: 'A water-sign lagna ({sign}) gives a sensitive, caring and intuitive nature.',
      hi: 'जल तत्व का लग्न ({sign}) संवेदनशील, स्नेहशील और अंतर्ज्ञानी स्वभाव देता है।',
    },
  },
  ...lordPlacementRules('personality', 1, {
    kendra: {
      en: 'The lagna lord {lord} sits in the {lord_house} house, a kendra: self-confidence and a steady sense of direction.',
      hi: 'लग्नेश {lord} {lord_house} भाव (केन्द्र) में है: आत्मविश्वास और जीवन में स्थिर दिशा।',
    },
    trikona: {
      en: 'The lagna lord {lord} sits in the {lord_house} house, a trikona: sound judgement and support from fortune.',
      hi: 'लग्नेश {lord} {lord_house} भाव (त्रिकोण) में है: अच्छा विवेक और भाग्य का साथ।',
    },
    dusthana: {
      en: 'The lagna lord {lord} sits in the {lord_house} house, a dusthana: an introspective nature, with progress earned by effort.',
      hi: 'लग्नेश {lord} {lord_house} भाव (दुःस्थान) में है: अंतर्मुखी स्वभाव; प्रगति परिश्रम से मिलती है।',
    },
    other: {
      en: 'The lagna lord {lord} sits in the {lord_house} house, linking the self with resources, initiative and gains.',
      hi: 'लग्नेश {lord} {lord_house} भाव में है: व्यक्तित्व का संबंध धन, पराक्रम और लाभ से जुड़ता है।',
    },
  }),
  {
    id: 'personality.lagna_lord_dignified',
    section: 'personality',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'lord_dignity', house: 1, dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'The lagna lord is well placed ({dignity}), strengthening vitality and self-belief.',
      hi: 'लग्नेश {dignity} में है, जिससे ऊर्जा और आत्मविश्वास बढ़ता है।',
    },
  },
  {
    id: 'personality.lagna_lord_debilitated',
    section: 'personality',
    tone: 'challenging',
    weight: 2,
    when: [{ kind: 'lord_dignity', house: 1, dignities: ['debilitated'] }],
    text: {
      en: 'The lagna lord is debilitated: confidence tends to grow slowly and through experience.',
      hi: 'लग्नेश नीच राशि में है: आत्मविश्वास धीरे-धीरे और अनुभव से बढ़ता है।',
    },
  },
  {
    id: 'personality.guru_in_lagna',
    section: 'personality',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_in', graha: 'guru', houses: [1] }],
    text: {
      en: 'Guru (Jupiter) in the lagna lends wisdom, generosity and a protective outlook.',
      hi: 'लग्न में गुरु ज्ञान, उदारता और संरक्षक दृष्टिकोण देता है।',
    },
  },
  {
    id: 'personality.malefic_in_lagna',
    section: 'personality',
    tone: 'challenging',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 1, grahas: ['shani', 'mangal', 'rahu', 'ketu'] }],
    text: {
      en: 'With {grahas} in the lagna comes intensity and a restless drive that is best given a clear purpose.',
      hi: 'लग्न में {grahas} तीव्रता और बेचैन ऊर्जा देते हैं, जिसे स्पष्ट लक्ष्य की ओर लगाना अच्छा है।',
    },
  },
  {
    id: 'personality.moon_water',
    section: 'personality',
    tone: 'neutral',
    weight: 1,
    when: [{ kind: 'sign_element', of: 'chandra', element: 'water' }],
    text: {
      en: 'With the Moon in a water sign ({sign}), feelings run deep and intuition is strong.',
      hi: 'जल राशि ({sign}) में चन्द्र होने से भावनाएँ गहरी और अंतर्ज्ञान प्रबल होता है।',
    },
  },
  {
    id: 'personality.moon_fire',
    section: 'personality',
    tone: 'neutral',
    weight: 1,
    when: [{ kind: 'sign_element', of: 'chandra', element: 'fire' }],
    text: {
      en: 'With the Moon in a fire sign ({sign}), the mind is spirited, proud and quick to act.',
      hi: 'अग्नि राशि ({sign}) में चन्द्र होने से मन उत्साही, स्वाभिमानी और शीघ्र कार्य करने वाला होता है।',
    },
  },
  {
    id: 'personality.moon_earth',
    section: 'personality',
    tone: 'neutral',
    weight: 1,
    when: [{ kind: 'sign_element', of: 'chandra', element: 'earth' }],
    text: {
      en: 'With the Moon in an earth sign ({sign}), the mind seeks security and steady routines.',
      hi: 'पृथ्वी राशि ({sign}) में चन्द्र होने से मन सुरक्षा और स्थिर दिनचर्या चाहता है।',
    },
  },
  {
    id: 'personality.moon_air',
    section: 'personality',
    tone: 'neutral',
    weight: 1,
    when: [{ kind: 'sign_element', of: 'chandra', element: 'air' }],
    text: {
      en: 'With the Moon in an air sign ({sign}), the mind is lively, talkative and fond of ideas.',
      hi: 'वायु राशि ({sign}) में चन्द्र होने से मन चंचल, बातूनी और विचारों का प्रेमी होता है।',
    },
  },
] as PredictionRule[]);

export const HEALTH_RULES: readonly PredictionRule[] = deepFreeze([
  ...lordPlacementRules('health', 1, {
    kendra: {
      en: 'The lagna lord {lord} in the {lord_house} house, a kendra, supports a sound constitution and good recovery.',
      hi: 'लग्नेश {lord} {lord_house} भाव (केन्द्र) में है: अच्छी शारीरिक बनावट और शीघ्र स्वास्थ्य-लाभ।',
    },
    trikona: {
      en: 'The lagna lord {lord} in the {lord_house} house, a trikona, supports vitality and a positive frame of mind.',
      hi: 'लग्नेश {lord} {lord_house} भाव (त्रिकोण) में है: जीवनी शक्ति और सकारात्मक मनोदशा।',
    },
    dusthana: {
      en: 'The lagna lord {lord} in the {lord_house} house, a dusthana, asks for regular care of health and rest.',
      hi: 'लग्नेश {lord} {lord_house} भाव (दुःस्थान) में है: स्वास्थ्य और विश्राम पर नियमित ध्यान आवश्यक।',
    },
    other: {
      en: 'The lagna lord {lord} in the {lord_house} house gives average vitality that responds well to routine.',
      hi: 'लग्नेश {lord} {lord_house} भाव में है: सामान्य जीवनी शक्ति, जो नियमित दिनचर्या से अच्छी रहती है।',
    },
  }),
  {
    id: 'health.sun_dignified',
    section: 'health',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_dignity', graha: 'surya', dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'A well-placed Surya (Sun, {dignity}) gives stamina and resilience.',
      hi: 'सूर्य {dignity} में होने से सहनशक्ति और लचीलापन मिलता है।',
    },
  },
  {
    id: 'health.sun_debilitated',
    section: 'health',
    tone: 'challenging',
    weight: 2,
    when: [{ kind: 'graha_dignity', graha: 'surya', dignities: ['debilitated'] }],
    text: {
      en: 'Surya (the Sun) is debilitated: energy levels need pacing, especially under stress.',
      hi: 'सूर्य नीच राशि में है: विशेषकर तनाव में ऊर्जा को संतुलित रखना आवश्यक है।',
    },
  },
  {
    id: 'health.moon_dignified',
    section: 'health',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'graha_dignity', graha: 'chandra', dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'A strong Chandra (Moon, {dignity}) favours emotional balance and restful sleep.',
      hi: 'बलवान चन्द्र ({dignity}) भावनात्मक संतुलन और अच्छी नींद में सहायक है।',
    },
  },
  {
    id: 'health.moon_debilitated',
    section: 'health',
    tone: 'challenging',
    weight: 1,
    when: [{ kind: 'graha_dignity', graha: 'chandra', dignities: ['debilitated'] }],
    text: {
      en: 'Chandra (the Moon) is debilitated: worry can affect wellbeing, so calm routines help.',
      hi: 'चन्द्र नीच राशि में है: चिन्ता स्वास्थ्य को प्रभावित कर सकती है, शान्त दिनचर्या सहायक है।',
    },
  },
  {
    id: 'health.malefic_in_sixth',
    section: 'health',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 6, grahas: ['surya', 'mangal', 'shani', 'rahu', 'ketu'] }],
    text: {
      en: 'With {grahas} in the 6th house, an upachaya, illness and competition are more easily overcome.',
      hi: 'षष्ठ भाव (उपचय) में {grahas} रोग और प्रतिस्पर्धा पर विजय में सहायक हैं।',
    },
  },
  {
    id: 'health.malefic_in_eighth',
    section: 'health',
    tone: 'challenging',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 8, grahas: ['mangal', 'shani', 'rahu'] }],
    text: {
      en: 'With {grahas} in the 8th house, long-standing conditions and sudden strain call for care.',
      hi: 'अष्टम भाव में {grahas} पुरानी समस्याओं और अचानक तनाव के प्रति सावधानी माँगते हैं।',
    },
  },
  {
    id: 'health.benefic_aspects_lagna',
    section: 'health',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'aspected_by', house: 1, grahas: BENEFICS }],
    text: {
      en: 'The lagna receives the aspect of {grahas}, a protective influence on health.',
      hi: 'लग्न पर {grahas} की दृष्टि है, जो स्वास्थ्य के लिए रक्षक प्रभाव है।',
    },
  },
] as PredictionRule[]);
