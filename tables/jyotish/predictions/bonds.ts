// Natal rules for relationships (7th house, Venus) and spirituality (9th and 12th houses, Jupiter, Ketu).
// Descriptive wording; no outcomes promised and no remedies.
import { deepFreeze } from '../../names/index.ts';
import { lordPlacementRules, type PredictionRule } from './types.ts';

export const RELATIONSHIP_RULES: readonly PredictionRule[] = deepFreeze([
  ...lordPlacementRules('relationship', 7, {
    kendra: {
      en: 'The 7th lord {lord} in the {lord_house} house, a kendra, favours stable partnerships and a partner of standing.',
      hi: 'सप्तमेश {lord} {lord_house} भाव (केन्द्र) में है: स्थिर साझेदारी और प्रतिष्ठित जीवनसाथी।',
    },
    trikona: {
      en: 'The 7th lord {lord} in the {lord_house} house, a trikona, links partnership with shared values and good fortune.',
      hi: 'सप्तमेश {lord} {lord_house} भाव (त्रिकोण) में है: साझेदारी का संबंध समान मूल्यों और सौभाग्य से।',
    },
    dusthana: {
      en: 'The 7th lord {lord} in the {lord_house} house, a dusthana: relationships ask for patience, clear communication and mutual space.',
      hi: 'सप्तमेश {lord} {lord_house} भाव (दुःस्थान) में है: संबंधों में धैर्य, स्पष्ट संवाद और परस्पर स्थान आवश्यक।',
    },
    other: {
      en: 'The 7th lord {lord} in the {lord_house} house ties partnership to family, friends and common goals.',
      hi: 'सप्तमेश {lord} {lord_house} भाव में है: साझेदारी का संबंध परिवार, मित्रों और साझा लक्ष्यों से।',
    },
  }),
  {
    id: 'relationship.shukra_dignified',
    section: 'relationship',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_dignity', graha: 'shukra', dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'Shukra (Venus), the significator of partnership, is strong ({dignity}): warmth, charm and harmony in relationships.',
      hi: 'दाम्पत्य का कारक शुक्र बलवान ({dignity}) है: संबंधों में स्नेह, आकर्षण और सामंजस्य।',
    },
  },
  {
    id: 'relationship.shukra_debilitated',
    section: 'relationship',
    tone: 'challenging',
    weight: 2,
    when: [{ kind: 'graha_dignity', graha: 'shukra', dignities: ['debilitated'] }],
    text: {
      en: 'Shukra (Venus) is debilitated: expectations in love are best kept realistic and spoken aloud.',
      hi: 'शुक्र नीच राशि में है: प्रेम में अपेक्षाएँ यथार्थवादी रखें और खुलकर कहें।',
    },
  },
  {
    id: 'relationship.benefic_in_seventh',
    section: 'relationship',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'occupied_by', house: 7, grahas: ['guru', 'shukra', 'budha', 'chandra'] }],
    text: {
      en: 'With {grahas} in the 7th house, a partner tends to be agreeable and relationships cooperative.',
      hi: 'सप्तम भाव में {grahas} सौम्य जीवनसाथी और सहयोगी संबंधों के पक्ष में हैं।',
    },
  },
  {
    id: 'relationship.malefic_in_seventh',
    section: 'relationship',
    tone: 'challenging',
    weight: 2,
    when: [{ kind: 'occupied_by', house: 7, grahas: ['shani', 'mangal', 'rahu', 'ketu', 'surya'] }],
    text: {
      en: 'With {grahas} in the 7th house, partnership can meet friction or delay; shared responsibilities help.',
      hi: 'सप्तम भाव में {grahas} साझेदारी में तनाव या विलम्ब ला सकते हैं; साझा उत्तरदायित्व सहायक है।',
    },
  },
  {
    id: 'relationship.guru_aspects_seventh',
    section: 'relationship',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'aspected_by', house: 7, grahas: ['guru'] }],
    text: {
      en: 'Guru (Jupiter) aspects the 7th house, a protective influence on marriage and partnerships.',
      hi: 'सप्तम भाव पर गुरु की दृष्टि विवाह और साझेदारी के लिए रक्षक प्रभाव है।',
    },
  },
  {
    id: 'relationship.shukra_with_mangal',
    section: 'relationship',
    tone: 'neutral',
    weight: 1,
    when: [{ kind: 'conjunct', a: 'shukra', b: 'mangal' }],
    text: {
      en: 'Shukra with Mangal (Venus with Mars) gives a passionate nature in love.',
      hi: 'शुक्र और मंगल की युति प्रेम में उत्कट स्वभाव देती है।',
    },
  },
] as PredictionRule[]);

export const SPIRITUALITY_RULES: readonly PredictionRule[] = deepFreeze([
  ...lordPlacementRules('spirituality', 9, {
    kendra: {
      en: 'The 9th lord {lord} in the {lord_house} house, a kendra, brings faith and principles into daily life.',
      hi: 'नवमेश {lord} {lord_house} भाव (केन्द्र) में है: आस्था और सिद्धान्त दैनिक जीवन में उतरते हैं।',
    },
    trikona: {
      en: 'The 9th lord {lord} in the {lord_house} house, a trikona, favours dharma, teachers and long journeys of learning.',
      hi: 'नवमेश {lord} {lord_house} भाव (त्रिकोण) में है: धर्म, गुरुजन और ज्ञान की लम्बी यात्राएँ।',
    },
    dusthana: {
      en: 'The 9th lord {lord} in the {lord_house} house, a dusthana: beliefs are tested and deepened through experience.',
      hi: 'नवमेश {lord} {lord_house} भाव (दुःस्थान) में है: आस्था अनुभवों से परखी और गहरी होती है।',
    },
    other: {
      en: "The 9th lord {lord} in the {lord_house} house connects fortune with one's own effort and community.",
      hi: 'नवमेश {lord} {lord_house} भाव में है: भाग्य का संबंध स्वयं के प्रयास और समाज से।',
    },
  }),
  {
    id: 'spirituality.guru_dignified',
    section: 'spirituality',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_dignity', graha: 'guru', dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'Guru (Jupiter) is strong ({dignity}), supporting wisdom, ethics and respect for teachers.',
      hi: 'गुरु बलवान ({dignity}) है, जो ज्ञान, नैतिकता और गुरुजनों के सम्मान में सहायक है।',
    },
  },
  {
    id: 'spirituality.guru_in_dharma_house',
    section: 'spirituality',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_in', graha: 'guru', houses: [9, 12] }],
    text: {
      en: 'Guru (Jupiter) in the {graha_house} house turns the mind towards study of philosophy and inner life.',
      hi: '{graha_house} भाव में गुरु मन को दर्शन के अध्ययन और आन्तरिक जीवन की ओर ले जाता है।',
    },
  },
  {
    id: 'spirituality.ketu_in_twelfth',
    section: 'spirituality',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_in', graha: 'ketu', houses: [12] }],
    text: {
      en: 'Ketu in the 12th house is traditionally read as an inclination towards detachment and meditation.',
      hi: 'द्वादश भाव में केतु को पारम्परिक रूप से वैराग्य और ध्यान की ओर झुकाव माना जाता है।',
    },
  },
  {
    id: 'spirituality.benefic_in_ninth',
    section: 'spirituality',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 9, grahas: ['guru', 'shukra', 'budha', 'chandra'] }],
    text: {
      en: 'With {grahas} in the 9th house, blessings from elders and a generous outlook are favoured.',
      hi: 'नवम भाव में {grahas} बड़ों के आशीर्वाद और उदार दृष्टिकोण के पक्ष में हैं।',
    },
  },
  {
    id: 'spirituality.shani_aspects_ninth',
    section: 'spirituality',
    tone: 'neutral',
    weight: 1,
    when: [{ kind: 'aspected_by', house: 9, grahas: ['shani'] }],
    text: {
      en: 'Shani (Saturn) aspects the 9th house: faith is built slowly, through discipline rather than ritual alone.',
      hi: 'नवम भाव पर शनि की दृष्टि: आस्था धीरे-धीरे, केवल कर्मकाण्ड नहीं बल्कि अनुशासन से बनती है।',
    },
  },
] as PredictionRule[]);
