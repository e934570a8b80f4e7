// Natal rules for career (10th house, Sun, Saturn), finance (2nd and 11th, Jupiter, Venus) and education
// (5th and 4th, Mercury, Jupiter). Descriptive wording; no outcomes promised and no remedies.
import { deepFreeze } from '../../names/index.ts';
import { lordPlacementRules, type PredictionRule } from './types.ts';

const BENEFICS = ['guru', 'shukra', 'budha'] as const;
const MALEFICS = ['shani', 'mangal', 'rahu', 'ketu'] as const;

export const CAREER_RULES: readonly PredictionRule[] = deepFreeze([
  ...lordPlacementRules('career', 10, {
    kendra: {
      en: 'The 10th lord {lord} in the {lord_house} house, a kendra, favours a visible career and steady professional standing.',
      hi: 'दशमेश {lord} {lord_house} भाव (केन्द्र) में है: प्रत्यक्ष करियर और स्थिर व्यावसायिक प्रतिष्ठा।',
    },
    trikona: {
      en: 'The 10th lord {lord} in the {lord_house} house, a trikona, links work with fortune, learning and good mentors.',
      hi: 'दशमेश {lord} {lord_house} भाव (त्रिकोण) में है: कर्म का संबंध भाग्य, विद्या और अच्छे मार्गदर्शकों से।',
    },
    dusthana: {
      en: 'The 10th lord {lord} in the {lord_house} house, a dusthana, points to work in service, research or behind the scenes, with advancement through persistence.',
      hi: 'दशमेश {lord} {lord_house} भाव (दुःस्थान) में है: सेवा, शोध या पर्दे के पीछे के कार्य; उन्नति धैर्य से।',
    },
    other: {
      en: 'The 10th lord {lord} in the {lord_house} house ties the career to earnings, networks and personal initiative.',
      hi: 'दशमेश {lord} {lord_house} भाव में है: करियर का संबंध आय, सम्पर्क और स्वयं की पहल से।',
    },
  }),
  {
    id: 'career.tenth_lord_dignified',
    section: 'career',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'lord_dignity', house: 10, dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'The 10th lord is strong ({dignity}): ambitions are well supported.',
      hi: 'दशमेश बलवान ({dignity}) है: महत्वाकांक्षाओं को अच्छा आधार मिलता है।',
    },
  },
  {
    id: 'career.tenth_lord_debilitated',
    section: 'career',
    tone: 'challenging',
    weight: 2,
    when: [{ kind: 'lord_dignity', house: 10, dignities: ['debilitated'] }],
    text: {
      en: 'The 10th lord is debilitated: career direction may take time to settle.',
      hi: 'दशमेश नीच राशि में है: करियर की दिशा स्थिर होने में समय लग सकता है।',
    },
  },
  {
    id: 'career.sun_in_tenth',
    section: 'career',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_in', graha: 'surya', houses: [10] }],
    text: {
      en: 'Surya (the Sun) in the 10th house gives authority and recognition in public roles.',
      hi: 'दशम भाव में सूर्य सार्वजनिक भूमिकाओं में अधिकार और मान-सम्मान देता है।',
    },
  },
  {
    id: 'career.saturn_in_tenth',
    section: 'career',
    tone: 'neutral',
    weight: 2,
    when: [{ kind: 'graha_in', graha: 'shani', houses: [10] }],
    text: {
      en: 'Shani (Saturn) in the 10th house brings a slow, steady rise through discipline and responsibility.',
      hi: 'दशम भाव में शनि अनुशासन और उत्तरदायित्व से धीमी पर स्थिर उन्नति देता है।',
    },
  },
  {
    id: 'career.benefic_in_tenth',
    section: 'career',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 10, grahas: BENEFICS }],
    text: {
      en: 'With {grahas} in the 10th house, the profession tends to be honourable and relations at work good.',
      hi: 'दशम भाव में {grahas} सम्मानजनक व्यवसाय और कार्यस्थल पर अच्छे संबंधों के पक्ष में हैं।',
    },
  },
  {
    id: 'career.guru_aspects_tenth',
    section: 'career',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'aspected_by', house: 10, grahas: ['guru'] }],
    text: {
      en: 'Guru (Jupiter) aspects the 10th house, bringing guidance and ethical standing in work.',
      hi: 'दशम भाव पर गुरु की दृष्टि कार्य में मार्गदर्शन और नैतिक प्रतिष्ठा देती है।',
    },
  },
  {
    id: 'career.dharma_karma_lords',
    section: 'career',
    tone: 'positive',
    weight: 3,
    when: [{ kind: 'lords_together', houses: [9, 10] }],
    text: {
      en: 'The lords of the 9th and 10th houses are together, a classical combination for purposeful and fortunate work.',
      hi: 'नवमेश और दशमेश एक साथ हैं, जो सार्थक और भाग्यशाली कर्म का शास्त्रीय योग है।',
    },
  },
  {
    id: 'career.tenth_empty',
    section: 'career',
    tone: 'neutral',
    weight: 1,
    when: [{ kind: 'empty', house: 10 }],
    text: {
      en: 'No graha occupies the 10th house ({sign}); career matters are read from its lord {lord}.',
      hi: 'दशम भाव ({sign}) में कोई ग्रह नहीं है; करियर का विचार उसके स्वामी {lord} से होता है।',
    },
  },
] as PredictionRule[]);

export const FINANCE_RULES: readonly PredictionRule[] = deepFreeze([
  ...lordPlacementRules('finance', 2, {
    kendra: {
      en: 'The 2nd lord {lord} in the {lord_house} house, a kendra, supports steady savings and family resources.',
      hi: 'द्वितीयेश {lord} {lord_house} भाव (केन्द्र) में है: स्थिर बचत और पारिवारिक संसाधन।',
    },
    trikona: {
      en: 'The 2nd lord {lord} in the {lord_house} house, a trikona, favours wealth that grows with good fortune and knowledge.',
      hi: 'द्वितीयेश {lord} {lord_house} भाव (त्रिकोण) में है: भाग्य और ज्ञान से बढ़ने वाला धन।',
    },
    dusthana: {
      en: 'The 2nd lord {lord} in the {lord_house} house, a dusthana, asks for careful budgeting; expenses can run ahead of income.',
      hi: 'द्वितीयेश {lord} {lord_house} भाव (दुःस्थान) में है: सावधान बजट आवश्यक; व्यय आय से आगे निकल सकते हैं।',
    },
    other: {
      en: "The 2nd lord {lord} in the {lord_house} house links money with one's own effort, contacts and gains.",
      hi: 'द्वितीयेश {lord} {lord_house} भाव में है: धन का संबंध स्वयं के प्रयास, सम्पर्क और लाभ से।',
    },
  }),
  {
    id: 'finance.eleventh_lord_well_placed',
    section: 'finance',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'lord_in', house: 11, houses: [1, 2, 4, 5, 7, 9, 10, 11] }],
    text: {
      en: 'The 11th lord {lord} in the {lord_house} house supports regular gains.',
      hi: 'एकादशेश {lord} {lord_house} भाव में है, जो नियमित लाभ में सहायक है।',
    },
  },
  {
    id: 'finance.eleventh_lord_dusthana',
    section: 'finance',
    tone: 'challenging',
    weight: 2,
    when: [{ kind: 'lord_in', house: 11, houses: [6, 8, 12] }],
    text: {
      en: 'The 11th lord {lord} in the {lord_house} house, a dusthana: gains may be irregular, so planning matters.',
      hi: 'एकादशेश {lord} {lord_house} भाव (दुःस्थान) में है: लाभ अनियमित हो सकता है, अतः योजना आवश्यक।',
    },
  },
  {
    id: 'finance.guru_in_wealth_house',
    section: 'finance',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_in', graha: 'guru', houses: [2, 11] }],
    text: {
      en: 'Guru (Jupiter) in the {graha_house} house, a house of wealth, is a traditional sign of prosperity.',
      hi: 'धन भाव ({graha_house} भाव) में गुरु समृद्धि का पारंपरिक संकेत है।',
    },
  },
  {
    id: 'finance.malefic_in_second',
    section: 'finance',
    tone: 'challenging',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 2, grahas: MALEFICS }],
    text: {
      en: 'With {grahas} in the 2nd house, spending needs watching, and savings grow through discipline.',
      hi: 'द्वितीय भाव में {grahas}: व्यय पर ध्यान दें; बचत अनुशासन से बढ़ती है।',
    },
  },
  {
    id: 'finance.shukra_dignified',
    section: 'finance',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'graha_dignity', graha: 'shukra', dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'Shukra (Venus) is strong ({dignity}), favouring comforts and the means to enjoy them.',
      hi: 'शुक्र बलवान ({dignity}) है, जो सुख-सुविधाओं और उनके साधनों के पक्ष में है।',
    },
  },
  {
    id: 'finance.dhana_lords',
    section: 'finance',
    tone: 'positive',
    weight: 3,
    when: [{ kind: 'lords_together', houses: [2, 11] }],
    text: {
      en: 'The lords of the 2nd and 11th houses are together, a classical dhana (wealth) combination.',
      hi: 'द्वितीयेश और एकादशेश एक साथ हैं, जो शास्त्रीय धन योग है।',
    },
  },
] as PredictionRule[]);

export const EDUCATION_RULES: readonly PredictionRule[] = deepFreeze([
  ...lordPlacementRules('education', 5, {
    kendra: {
      en: 'The 5th lord {lord} in the {lord_house} house, a kendra, supports focused study and practical intelligence.',
      hi: 'पंचमेश {lord} {lord_house} भाव (केन्द्र) में है: एकाग्र अध्ययन और व्यावहारिक बुद्धि।',
    },
    trikona: {
      en: 'The 5th lord {lord} in the {lord_house} house, a trikona, favours higher learning and creative intelligence.',
      hi: 'पंचमेश {lord} {lord_house} भाव (त्रिकोण) में है: उच्च शिक्षा और सृजनात्मक बुद्धि।',
    },
    dusthana: {
      en: 'The 5th lord {lord} in the {lord_house} house, a dusthana: studies may meet interruptions but reward persistence.',
      hi: 'पंचमेश {lord} {lord_house} भाव (दुःस्थान) में है: अध्ययन में बाधाएँ आ सकती हैं, पर लगन का फल मिलता है।',
    },
    other: {
      en: 'The 5th lord {lord} in the {lord_house} house connects learning with communication and useful skills.',
      hi: 'पंचमेश {lord} {lord_house} भाव में है: विद्या का संबंध संवाद और उपयोगी कौशल से।',
    },
  }),
  {
    id: 'education.budha_dignified',
    section: 'education',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'graha_dignity', graha: 'budha', dignities: ['exalted', 'moolatrikona', 'own'] }],
    text: {
      en: 'Budha (Mercury) is strong ({dignity}): a quick, analytical mind that learns easily.',
      hi: 'बुध बलवान ({dignity}) है: तीव्र और विश्लेषणात्मक बुद्धि, जो सहजता से सीखती है।',
    },
  },
  {
    id: 'education.budha_debilitated',
    section: 'education',
    tone: 'challenging',
    weight: 2,
    when: [{ kind: 'graha_dignity', graha: 'budha', dignities: ['debilitated'] }],
    text: {
      en: 'Budha (Mercury) is debilitated: learning works best with patience and hands-on practice.',
      hi: 'बुध नीच राशि में है: धैर्य और व्यावहारिक अभ्यास से अध्ययन सबसे अच्छा होता है।',
    },
  },
  {
    id: 'education.guru_aspects_fifth',
    section: 'education',
    tone: 'positive',
    weight: 2,
    when: [{ kind: 'aspected_by', house: 5, grahas: ['guru'] }],
    text: {
      en: 'Guru (Jupiter) aspects the 5th house, blessing the intellect and the wish to learn.',
      hi: 'पंचम भाव पर गुरु की दृष्टि बुद्धि और सीखने की इच्छा को बल देती है।',
    },
  },
  {
    id: 'education.benefic_in_fifth',
    section: 'education',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 5, grahas: BENEFICS }],
    text: {
      en: 'With {grahas} in the 5th house, a good education and creative talents are favoured.',
      hi: 'पंचम भाव में {grahas} अच्छी शिक्षा और रचनात्मक प्रतिभा के पक्ष में हैं।',
    },
  },
  {
    id: 'education.benefic_in_fourth',
    section: 'education',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'occupied_by', house: 4, grahas: BENEFICS }],
    text: {
      en: 'With {grahas} in the 4th house, foundational studies and a settled place to learn are supported.',
      hi: 'चतुर्थ भाव में {grahas} प्रारम्भिक शिक्षा और अध्ययन के लिए स्थिर वातावरण में सहायक हैं।',
    },
  },
  {
    id: 'education.budha_with_guru',
    section: 'education',
    tone: 'positive',
    weight: 1,
    when: [{ kind: 'conjunct', a: 'budha', b: 'guru' }],
    text: {
      en: 'Budha and Guru (Mercury and Jupiter) together join reasoning with wisdom.',
      hi: 'बुध और गुरु की युति तर्क और ज्ञान को जोड़ती है।',
    },
  },
] as PredictionRule[]);
