// Telugu prose book (issue 37): every catalogue key's text, written as Telugu daily rasi phalalu columns write
// them (Eenadu, Sakshi): whole sentences, grahas with the respectful plural (ఉన్నారు, సంచరిస్తున్నారు) so that any
// filled graha name reads naturally, the house as భావం, the bands అత్యుత్తమం .. సవాలుతో కూడినది. Graha, rashi,
// nakshatra and lagna terms are the name book's (tables/names/te.ts); the glossary is in ../GLOSSARY-te-ta.md. Digits
// are Western Arabic, as the name books print them.
import type { ProseBook } from './types.ts';

export const TE: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'కాషాయం',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'తెలుపు',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'పసుపు',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'బూడిద',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'ఆకుపచ్చ',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'గులాబీ',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'గోధుమ',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'ముదురు నీలం',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'ఎరుపు',
  'jyotish/rashifal.HOUSE_THEMES.0': 'స్వయం, ఆరోగ్యం మరియు ఉత్సాహం',
  'jyotish/rashifal.HOUSE_THEMES.1': 'ధనం మరియు కుటుంబం',
  'jyotish/rashifal.HOUSE_THEMES.2': 'ధైర్యం, తోబుట్టువులు మరియు చిన్న ప్రయాణాలు',
  'jyotish/rashifal.HOUSE_THEMES.3': 'ఇల్లు, తల్లి మరియు సుఖసౌఖ్యాలు',
  'jyotish/rashifal.HOUSE_THEMES.4': 'సంతానం, సృజనాత్మకత మరియు విద్య',
  'jyotish/rashifal.HOUSE_THEMES.5': 'ఉద్యోగం, ఆరోగ్యం మరియు ప్రత్యర్థులు',
  'jyotish/rashifal.HOUSE_THEMES.6': 'భాగస్వామ్యం మరియు వైవాహిక జీవితం',
  'jyotish/rashifal.HOUSE_THEMES.7': 'మార్పులు మరియు రహస్య విషయాలు',
  'jyotish/rashifal.HOUSE_THEMES.8': 'అదృష్టం, భక్తి మరియు గురువులు',
  'jyotish/rashifal.HOUSE_THEMES.9': 'వృత్తి మరియు హోదా',
  'jyotish/rashifal.HOUSE_THEMES.10': 'లాభాలు మరియు మిత్రులు',
  'jyotish/rashifal.HOUSE_THEMES.11': 'ఖర్చులు, విశ్రాంతి మరియు దూర ప్రాంతాలు',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} రాశి, {start}: ఈ రోజు ఫలితం {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} రాశి, {start} నుంచి {end} వరకు: ఈ వారం ఫలితాలు {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} రాశి, {start} నుంచి {end} వరకు: ఈ నెల ఫలితాలు {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    'గోచారంలో {graha} మీ {house} భావంలో ({theme}) సంచరిస్తున్నారు, ఇది అనుకూల ప్రభావం.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    'గోచారంలో {graha} మీ {house} భావంలో ({theme}) సంచరిస్తున్నారు, కాబట్టి ఈ విషయాల్లో జాగ్రత్తగా ఉండండి.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} తేదీన {graha} {rashi} రాశిలోకి ప్రవేశిస్తారు.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'అదృష్ట సంఖ్య {number}, అదృష్ట రంగు {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'అత్యుత్తమం',
  'jyotish/forecast.BAND_NAMES.favourable': 'అనుకూలం',
  'jyotish/forecast.BAND_NAMES.steady': 'స్థిరం',
  'jyotish/forecast.BAND_NAMES.mixed': 'మిశ్రమం',
  'jyotish/forecast.BAND_NAMES.challenging': 'సవాలుతో కూడినది',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'ఉద్యోగం',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'ఆర్థికం',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'సంబంధాలు',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'ఆరోగ్యం',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'విద్య',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'ఉద్యోగ వ్యవహారాలకు బలమైన అండ లభిస్తుంది; బాధ్యతలు చేపట్టడానికి, గుర్తింపు పొందడానికి ఇది మంచి సమయం.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable': 'వృత్తిపరమైన ప్రయత్నాలు ఫలిస్తాయి; నిలకడగా శ్రమిస్తే పురోగతి సాధిస్తారు.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady': 'పనులు సాఫీగా సాగుతాయి; సాహసోపేత నిర్ణయాల కంటే నిలకడే ముఖ్యం.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'వృత్తిలో మిశ్రమ సంకేతాలు కనిపిస్తాయి: జాగ్రత్తగా ప్రణాళిక వేసుకోండి, శక్తికి మించిన బాధ్యతలు తీసుకోకండి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'పని ఒత్తిడి ఎక్కువగా ఉండవచ్చు; ఓర్పు, జాగ్రత్తగా మాట్లాడటం మేలు చేస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent': 'ఆర్థిక పరిస్థితి బలంగా ఉంటుంది: లాభాలు, కొత్త అవకాశాలు కలిసివస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'ధన వ్యవహారాలు అనుకూలిస్తాయి; పొదుపు, ప్రణాళికాబద్ధమైన పెట్టుబడులు లాభిస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'ఆర్థికంగా స్థిరంగా ఉంటారు; క్రమమైన బడ్జెట్ వల్ల అంతా అదుపులో ఉంటుంది.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed':
    'ఆర్థిక ఫలితాలు మిశ్రమంగా ఉంటాయి: ఖర్చులను అదుపులో ఉంచుకోండి, ఊహాజనిత పెట్టుబడులకు దూరంగా ఉండండి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'ఈ కాలంలో డబ్బు విషయంలో జాగ్రత్త అవసరం; వీలైతే పెద్ద ఒప్పందాలను వాయిదా వేయండి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'అనుబంధాలు ఆత్మీయంగా, సంతోషంగా ఉంటాయి; కలిసి ప్రణాళికలు వేసుకోవడానికి ఇది మంచి సమయం.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable':
    'సంబంధాలు అనుకూలంగా ఉంటాయి; పరస్పర అవగాహన సులభంగా కుదురుతుంది.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'బంధాలు స్థిరంగా ఉంటాయి; చిన్న చిన్న ఆప్యాయతలు వాటిని మరింత బలపరుస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'సంబంధాలపై శ్రద్ధ పెట్టాలి: ఎక్కువగా వినండి, తొందరపాటు మాటలు వద్దు.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'అనుబంధాల్లో ఒత్తిడి కనిపించవచ్చు; ఓర్పు, స్పష్టమైన సంభాషణ మేలు చేస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent':
    'శక్తి సామర్థ్యాలు పుష్కలంగా ఉంటాయి; చురుకైన దినచర్యకు శరీరం సహకరిస్తుంది.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'ఆరోగ్యం అనుకూలంగా ఉంటుంది; మంచి అలవాట్లను కొనసాగించండి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady': 'ఆరోగ్యం నిలకడగా ఉంటుంది; సరైన విశ్రాంతి, క్రమమైన దినచర్య మేలు చేస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'శక్తి హెచ్చుతగ్గులకు లోనుకావచ్చు; నిదానంగా పనిచేయండి, విశ్రాంతిని విస్మరించకండి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging': 'ఈ కాలంలో ఆరోగ్యం, మానసిక ఒత్తిడి విషయంలో ప్రత్యేక శ్రద్ధ తీసుకోండి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'విద్యకు బలమైన అండ ఉంటుంది: చదువు, పరీక్షలు, కొత్త నైపుణ్యాలు బాగా కలిసివస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'విద్యార్థులకు అనుకూల సమయం; ఏకాగ్రతతో చదివితే మంచి ఫలితాలు వస్తాయి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady':
    'చదువు నిలకడగా సాగుతుంది; క్రమం తప్పకుండా పునశ్చరణ చేయడం ఉపకరిస్తుంది.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed':
    'ఏకాగ్రత చెదరవచ్చు; చదువును చిన్న చిన్న భాగాలుగా, క్రమం తప్పకుండా చేయండి.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'చదువులో ఇప్పుడు అదనపు శ్రమ అవసరం; సందేహాలు వచ్చినచోట పెద్దల సలహా తీసుకోండి.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': 'ప్రస్తుత మహాదశకు అధిపతి అయిన {graha} ఈ రంగానికి అనుకూలిస్తున్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down': 'ప్రస్తుత మహాదశకు అధిపతి అయిన {graha} ఈ రంగంపై భారం మోపుతున్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': 'అంతర్దశకు అధిపతి అయిన {graha} అదనపు బలాన్ని ఇస్తున్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': 'అంతర్దశకు అధిపతి అయిన {graha} కొంత ఒత్తిడిని పెంచుతున్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up': 'చంద్రుని నుంచి {house} భావంలో {graha} గోచరిస్తున్నారు, ఇది అనుకూల స్థానం.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    'చంద్రుని నుంచి {house} భావంలో {graha} గోచరిస్తున్నారు, ఇది ప్రతికూల స్థానం.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'జాతకంలో ఈ రంగానికి అధిపతి అయిన {graha} బలమైన స్థానంలో ఉన్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'జాతకంలో ఈ రంగానికి అధిపతి అయిన {graha} బలహీన స్థానంలో ఉన్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'నవాంశ (D9)లో {graha} బలంగా ఉన్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'నవాంశ (D9)లో {graha} బలహీనంగా ఉన్నారు.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'ఏలినాటి శని ({phase} దశ) నడుస్తోంది, ఓర్పు అవసరం.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down':
    'అర్ధాష్టమ లేదా అష్టమ శని (చంద్రుని నుంచి 4వ లేదా 8వ స్థానంలో శని) ఒత్తిడిని పెంచుతుంది.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'పరిహారం కాని కుజ దోషం ఉన్నందున భాగస్వామ్య విషయాల్లో జాగ్రత్త అవసరం.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'కాలసర్ప యోగం ఫలితాలను కొంత మేర తగ్గిస్తుంది.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'జన్మ జాతకం, నడుస్తున్న దశలు, దోషాలు, గోచారం ఆధారంగా నియమాల ప్రకారం లెక్కించిన స్కోర్లు ఇవి; ఇవి ధోరణులను సూచిస్తాయి, నిశ్చిత ఫలితాలను కాదు.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'మొత్తం మీద, ఎంతో అనుకూలించే కాలం.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'మొత్తం మీద, అనుకూలమైన కాలం.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'మొత్తం మీద, ఏ వైపూ బలమైన మొగ్గు లేని స్థిరమైన కాలం.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'మొత్తం మీద మిశ్రమ కాలం: మంచి, కష్టమైన సంకేతాలు సమతూకంలో ఉంటాయి.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'మొత్తం మీద శ్రమతో కూడిన కాలం, ఓర్పుకు తగిన ఫలితం దక్కుతుంది.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'ప్రారంభ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'తీవ్ర',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'ముగింపు',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'లగ్నాధిపతి {lord} కేంద్రమైన {lord_house} భావంలో ఉండటం వల్ల దృఢమైన శరీరం, త్వరగా కోలుకునే శక్తి లభిస్తాయి.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'లగ్నాధిపతి {lord} త్రికోణమైన {lord_house} భావంలో ఉండటం వల్ల ఉత్సాహం, సానుకూల దృక్పథం కలుగుతాయి.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'లగ్నాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో ఉన్నందున ఆరోగ్యం, విశ్రాంతిపై క్రమం తప్పని శ్రద్ధ అవసరం.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'లగ్నాధిపతి {lord} {lord_house} భావంలో ఉన్నందున సాధారణ స్థాయి శక్తి ఉంటుంది, క్రమమైన దినచర్యతో అది మెరుగుపడుతుంది.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'సూర్యుడు మంచి స్థానంలో ({dignity}) ఉండటం వల్ల సహనశక్తి, తట్టుకునే బలం లభిస్తాయి.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'సూర్యుడు నీచలో ఉన్నారు: ముఖ్యంగా ఒత్తిడి సమయాల్లో శక్తిని పొదుపుగా వాడుకోవాలి.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'చంద్రుడు బలంగా ({dignity}) ఉండటం వల్ల మానసిక సమతుల్యత, ప్రశాంతమైన నిద్ర లభిస్తాయి.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'చంద్రుడు నీచలో ఉన్నారు: ఆందోళన ఆరోగ్యంపై ప్రభావం చూపవచ్చు, ప్రశాంతమైన దినచర్య మేలు చేస్తుంది.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'ఉపచయ స్థానమైన 6వ భావంలో {grahas} ఉండటం వల్ల అనారోగ్యాన్ని, పోటీని సులభంగా అధిగమిస్తారు.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    '8వ భావంలో {grahas} ఉన్నందున దీర్ఘకాలిక సమస్యలు, ఆకస్మిక ఒత్తిళ్ల విషయంలో జాగ్రత్త అవసరం.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'లగ్నంపై {grahas} దృష్టి ఉంది, ఇది ఆరోగ్యానికి రక్షణనిచ్చే ప్రభావం.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'అగ్ని తత్వ లగ్నం ({sign}) వల్ల చురుకైన, సూటిగా మాట్లాడే, సాహసోపేతమైన స్వభావం ఏర్పడుతుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'భూ తత్వ లగ్నం ({sign}) ఆచరణాత్మకమైన, ఓర్పు గల, నమ్మదగిన స్వభావాన్ని ఇస్తుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'వాయు తత్వ లగ్నం ({sign}) కలుపుగోలుతనం, జిజ్ఞాస, మాటకారితనం గల స్వభావాన్ని ఇస్తుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'జల తత్వ లగ్నం ({sign}) సున్నితమైన, ఆదరించే, అంతర్దృష్టి గల స్వభావాన్ని ఇస్తుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'లగ్నాధిపతి {lord} కేంద్రమైన {lord_house} భావంలో కూర్చున్నారు: ఆత్మవిశ్వాసం, స్పష్టమైన లక్ష్యం ఉంటాయి.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'లగ్నాధిపతి {lord} త్రికోణమైన {lord_house} భావంలో కూర్చున్నారు: సరైన నిర్ణయ శక్తి, అదృష్టం తోడుంటాయి.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'లగ్నాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో కూర్చున్నారు: ఆత్మపరిశీలన చేసుకునే స్వభావం, కష్టపడితేనే పురోగతి.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'లగ్నాధిపతి {lord} {lord_house} భావంలో కూర్చున్నారు, ఇది వ్యక్తిత్వాన్ని వనరులు, చొరవ, లాభాలతో ముడిపెడుతుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'లగ్నాధిపతి మంచి స్థానంలో ({dignity}) ఉన్నారు, ఇది శక్తిని, ఆత్మవిశ్వాసాన్ని పెంచుతుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'లగ్నాధిపతి నీచలో ఉన్నారు: ఆత్మవిశ్వాసం నెమ్మదిగా, అనుభవంతో పెరుగుతుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'లగ్నంలో గురువు ఉండటం వల్ల జ్ఞానం, దానగుణం, రక్షణాత్మక దృక్పథం కలుగుతాయి.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'లగ్నంలో {grahas} ఉన్నందున తీవ్రత, విశ్రాంతి లేని తపన ఉంటాయి; వాటికి స్పష్టమైన లక్ష్యం ఇవ్వడం మంచిది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'జల రాశిలో ({sign}) చంద్రుడు ఉండటం వల్ల భావాలు లోతుగా ఉంటాయి, అంతర్దృష్టి బలంగా ఉంటుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'అగ్ని రాశిలో ({sign}) చంద్రుడు ఉన్నందున మనసు ఉత్సాహంగా, ఆత్మగౌరవంతో, వెంటనే స్పందించేదిగా ఉంటుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'భూ రాశిలో ({sign}) చంద్రుడు ఉన్నప్పుడు మనసు భద్రతను, క్రమమైన దినచర్యను కోరుకుంటుంది.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'వాయు రాశిలో ({sign}) చంద్రుడు ఉంటే మనసు చురుకుగా, మాటకారిగా, ఆలోచనలపై ఆసక్తితో ఉంటుంది.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'దశమాధిపతి {lord} కేంద్రమైన {lord_house} భావంలో ఉండటం వల్ల అందరికీ కనిపించే వృత్తి, స్థిరమైన వృత్తిపరమైన హోదా లభిస్తాయి.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'దశమాధిపతి {lord} త్రికోణమైన {lord_house} భావంలో ఉండటం వృత్తిని అదృష్టం, విద్య, మంచి మార్గదర్శకులతో ముడిపెడుతుంది.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'దశమాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో ఉండటం సేవ, పరిశోధన లేదా తెరవెనుక పనులను సూచిస్తుంది; పట్టుదలతో ఎదుగుదల సాధ్యం.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'దశమాధిపతి {lord} {lord_house} భావంలో ఉండటం వృత్తిని సంపాదన, పరిచయాలు, స్వంత చొరవతో ముడిపెడుతుంది.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'దశమాధిపతి బలంగా ({dignity}) ఉన్నారు: ఆశయాలకు మంచి అండ లభిస్తుంది.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'దశమాధిపతి నీచలో ఉన్నారు: వృత్తి దిశ స్థిరపడటానికి సమయం పట్టవచ్చు.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    'దశమ భావంలో సూర్యుడు ఉండటం వల్ల ప్రజా జీవితంలో అధికారం, గుర్తింపు లభిస్తాయి.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    'దశమ భావంలో శని ఉన్నందున క్రమశిక్షణ, బాధ్యతల ద్వారా నెమ్మదిగా కానీ స్థిరంగా ఎదుగుతారు.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    'దశమ భావంలో {grahas} ఉన్నందున గౌరవప్రదమైన వృత్తి, పనిచోట మంచి సంబంధాలు ఉంటాయి.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'దశమ భావంపై గురువు దృష్టి ఉంది, ఇది వృత్తిలో మార్గదర్శనాన్ని, నైతిక గౌరవాన్ని ఇస్తుంది.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    'నవమ, దశమ భావాధిపతులు కలిసి ఉన్నారు, ఇది అర్థవంతమైన, అదృష్టకరమైన వృత్తికి శాస్త్రోక్త యోగం.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    'దశమ భావంలో ({sign}) ఏ గ్రహమూ లేదు; వృత్తి విషయాలను దాని అధిపతి {lord} ద్వారా పరిశీలిస్తారు.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'పంచమాధిపతి {lord} కేంద్రమైన {lord_house} భావంలో ఉండటం ఏకాగ్రతతో కూడిన చదువుకు, ఆచరణాత్మక తెలివికి తోడ్పడుతుంది.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'పంచమాధిపతి {lord} త్రికోణమైన {lord_house} భావంలో ఉండటం ఉన్నత విద్యకు, సృజనాత్మక మేధస్సుకు అనుకూలం.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'పంచమాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో ఉన్నారు: చదువుకు ఆటంకాలు రావచ్చు, కానీ పట్టుదలకు ఫలితం దక్కుతుంది.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'పంచమాధిపతి {lord} {lord_house} భావంలో ఉండటం విద్యను సంభాషణ నైపుణ్యం, ఉపయోగకరమైన కళలతో కలుపుతుంది.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'బుధుడు బలంగా ({dignity}) ఉన్నారు: వేగంగా విశ్లేషించే, సులభంగా నేర్చుకునే బుద్ధి.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'బుధుడు నీచలో ఉన్నారు: ఓర్పుతో, ప్రత్యక్ష అభ్యాసంతో నేర్చుకోవడం ఉత్తమం.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'పంచమ భావంపై గురువు దృష్టి ఉంది, ఇది బుద్ధిని, నేర్చుకోవాలనే తపనను ఆశీర్వదిస్తుంది.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    'పంచమ భావంలో {grahas} ఉన్నందున మంచి విద్య, సృజనాత్మక ప్రతిభ లభిస్తాయి.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    'చతుర్థ భావంలో {grahas} ఉన్నందున ప్రాథమిక విద్యకు, చదువుకోవడానికి స్థిరమైన వాతావరణానికి అండ లభిస్తుంది.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'బుధ, గురువులు కలిసి ఉండటం తర్కాన్ని జ్ఞానంతో జోడిస్తుంది.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'ద్వితీయాధిపతి {lord} కేంద్రమైన {lord_house} భావంలో ఉండటం స్థిరమైన పొదుపుకు, కుటుంబ సంపదకు తోడ్పడుతుంది.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'ద్వితీయాధిపతి {lord} త్రికోణమైన {lord_house} భావంలో ఉండటం అదృష్టం, జ్ఞానంతో పెరిగే సంపదను సూచిస్తుంది.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'ద్వితీయాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో ఉన్నందున జాగ్రత్తగా బడ్జెట్ వేసుకోవాలి; ఖర్చులు ఆదాయాన్ని మించవచ్చు.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'ద్వితీయాధిపతి {lord} {lord_house} భావంలో ఉండటం ధనాన్ని స్వయంకృషి, పరిచయాలు, లాభాలతో ముడిపెడుతుంది.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'లాభాధిపతి {lord} {lord_house} భావంలో ఉండటం క్రమమైన లాభాలకు తోడ్పడుతుంది.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'లాభాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో ఉన్నారు: లాభాలు క్రమం తప్పవచ్చు, కాబట్టి ప్రణాళిక ముఖ్యం.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'ధన స్థానమైన {graha_house} భావంలో గురువు ఉండటం సంప్రదాయం ప్రకారం ఐశ్వర్యానికి సంకేతం.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    'ద్వితీయ భావంలో {grahas} ఉన్నందున ఖర్చులపై కన్నేసి ఉంచాలి, క్రమశిక్షణతో పొదుపు పెరుగుతుంది.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'శుక్రుడు బలంగా ({dignity}) ఉన్నారు, ఇది సుఖసౌకర్యాలకు, వాటిని అనుభవించే స్తోమతకు అనుకూలం.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    'ద్వితీయ, ఏకాదశ భావాధిపతులు కలిసి ఉన్నారు, ఇది శాస్త్రోక్తమైన ధన యోగం.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'సప్తమాధిపతి {lord} కేంద్రమైన {lord_house} భావంలో ఉండటం స్థిరమైన భాగస్వామ్యానికి, హోదా గల జీవిత భాగస్వామికి అనుకూలం.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'సప్తమాధిపతి {lord} త్రికోణమైన {lord_house} భావంలో ఉండటం దాంపత్యాన్ని ఉమ్మడి విలువలు, అదృష్టంతో ముడిపెడుతుంది.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'సప్తమాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో ఉన్నారు: సంబంధాల్లో ఓర్పు, స్పష్టమైన సంభాషణ, పరస్పర స్వేచ్ఛ అవసరం.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'సప్తమాధిపతి {lord} {lord_house} భావంలో ఉండటం భాగస్వామ్యాన్ని కుటుంబం, మిత్రులు, ఉమ్మడి లక్ష్యాలతో కలుపుతుంది.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'దాంపత్య కారకుడైన శుక్రుడు బలంగా ({dignity}) ఉన్నారు: సంబంధాల్లో ఆప్యాయత, ఆకర్షణ, సామరస్యం.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'శుక్రుడు నీచలో ఉన్నారు: ప్రేమలో అంచనాలను వాస్తవికంగా ఉంచుకుని, బహిరంగంగా చెప్పుకోవడం మంచిది.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    'సప్తమ భావంలో {grahas} ఉన్నందున జీవిత భాగస్వామి అనుకూలంగా, సంబంధాలు సహకారపూర్వకంగా ఉంటాయి.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    'సప్తమ భావంలో {grahas} ఉన్నందున భాగస్వామ్యంలో ఘర్షణ లేదా ఆలస్యం ఎదురుకావచ్చు; బాధ్యతలు పంచుకోవడం మేలు.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'సప్తమ భావంపై గురువు దృష్టి ఉంది, ఇది వివాహానికి, భాగస్వామ్యాలకు రక్షణనిస్తుంది.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'శుక్రుడు కుజునితో కలిసి ఉండటం వల్ల ప్రేమలో ఉద్వేగభరితమైన స్వభావం ఉంటుంది.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'భాగ్యాధిపతి {lord} కేంద్రమైన {lord_house} భావంలో ఉండటం విశ్వాసాన్ని, సిద్ధాంతాలను దైనందిన జీవితంలోకి తెస్తుంది.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'భాగ్యాధిపతి {lord} త్రికోణమైన {lord_house} భావంలో ఉండటం ధర్మానికి, గురువులకు, జ్ఞానం కోసం దూర ప్రయాణాలకు అనుకూలం.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'భాగ్యాధిపతి {lord} దుస్థానమైన {lord_house} భావంలో ఉన్నారు: నమ్మకాలు పరీక్షకు నిలిచి అనుభవంతో మరింత లోతవుతాయి.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'భాగ్యాధిపతి {lord} {lord_house} భావంలో ఉండటం అదృష్టాన్ని స్వయంకృషితో, సమాజంతో ముడిపెడుతుంది.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'గురువు బలంగా ({dignity}) ఉన్నారు, ఇది జ్ఞానానికి, నైతికతకు, గురువుల పట్ల గౌరవానికి తోడ్పడుతుంది.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} భావంలో గురువు ఉండటం మనసును తత్వశాస్త్ర అధ్యయనం, అంతర్ముఖ జీవితం వైపు మళ్లిస్తుంది.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    'ద్వాదశ భావంలో కేతువు ఉండటాన్ని సంప్రదాయంగా వైరాగ్యం, ధ్యానం వైపు మొగ్గుగా చదువుతారు.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    'నవమ భావంలో {grahas} ఉన్నందున పెద్దల ఆశీస్సులు, ఉదార దృక్పథం లభిస్తాయి.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'నవమ భావంపై శని దృష్టి ఉంది: కేవలం ఆచారాలతో కాకుండా క్రమశిక్షణతో విశ్వాసం నెమ్మదిగా బలపడుతుంది.',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'ఉచ్ఛ రాశి',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'మూలత్రికోణం',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'స్వక్షేత్రం',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'మిత్ర క్షేత్రం',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'సమ క్షేత్రం',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'శత్రు క్షేత్రం',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'నీచ రాశి',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': '1వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': '2వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': '3వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': '4వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': '5వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': '6వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': '7వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': '8వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': '9వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': '10వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': '11వ',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': '12వ',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'అనుకూలం',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'సమతుల్యం',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'శ్రమతో కూడినది',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'జన్మ జాతకం (రాశి చక్రం D1, సంపూర్ణ రాశి భావాలు) ఆధారంగా నియమాల ప్రకారం చెప్పిన ఫలితాలు. ప్రతి వాక్యం దాని మూల నియమాన్ని పేర్కొంటుంది; ఏదీ నిశ్చితం కాదు.',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'వ్యక్తిత్వం',
  'jyotish/predictions/index.SECTION_NAMES.career': 'వృత్తి',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'ధనం',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'దాంపత్యం మరియు సంబంధాలు',
  'jyotish/predictions/index.SECTION_NAMES.health': 'ఆరోగ్యం మరియు శరీర బలం',
  'jyotish/predictions/index.SECTION_NAMES.education': 'చదువు',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'ఆధ్యాత్మికత',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'లగ్నం నుంచి కుజ దోషం ఉంది (కుజుడు ఉన్న భావం: {house}).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'కుజ దోషం కేవలం {references} నుంచి మాత్రమే ఉంది (పాక్షికం, అంశిక).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'ఈ జాతకంలో శాస్త్రోక్తమైన ఒక మినహాయింపు వల్ల కుజ దోషం పరిహారమవుతుంది.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'కుజ దోషం లేదు: లగ్నం, చంద్రుడు లేదా శుక్రుని నుంచి 1, 2, 4, 7, 8, 12 భావాల్లో కుజుడు లేరు.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'ఏడు గ్రహాలూ రాహు-కేతు అక్షానికి ఒకే వైపు ఉన్నాయి: {type} కాలసర్ప యోగం.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'గ్రహాలు దాదాపు పూర్తిగా రాహు-కేతు అక్షానికి ఒకే వైపు ఉన్నాయి: పాక్షిక {type} కాలసర్ప యోగం.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'కాలసర్ప యోగం లేదు: గ్రహాలు రాహు-కేతు అక్షానికి రెండు వైపులా ఉన్నాయి.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'పితృ దోష సూచనలు కనిపించాయి: {count}. వీటిని ఎలా అంచనా వేయాలో శాస్త్రాల్లో భిన్నాభిప్రాయాలు ఉన్నాయి.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'సాధారణంగా చెప్పే పితృ దోష సూచనల్లో ఏదీ లేదు.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'ఏలినాటి శని నడుస్తోంది, మొదటి (ప్రారంభ) దశ: జన్మ చంద్రుని నుంచి 12వ రాశిలో శని సంచరిస్తున్నారు.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak':
    'ఏలినాటి శని నడుస్తోంది, రెండవ (తీవ్ర) దశ: జన్మ చంద్ర రాశిలోనే శని సంచరిస్తున్నారు.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'ఏలినాటి శని నడుస్తోంది, మూడవ (ముగింపు) దశ: జన్మ చంద్రుని నుంచి 2వ రాశిలో శని సంచరిస్తున్నారు.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'ఇచ్చిన తేదీన ఏలినాటి శని నడవడం లేదు.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'ఏలినాటి శని పరిశీలించలేదు: గోచార వివరాలు ఇవ్వలేదు.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'జన్మ చంద్రుని నుంచి 4వ రాశిలో శని సంచరిస్తున్నారు (అర్ధాష్టమ శని).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'జన్మ చంద్రుని నుంచి 8వ రాశిలో శని సంచరిస్తున్నారు (అష్టమ శని).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'సమాచారం కోసం మాత్రమే: ఈ పరిశీలనలు శాస్త్రోక్త నియమాల ప్రకారం జాతకంలోని యోగాలను వివరిస్తాయి; ఫలితాలను జోస్యం చెప్పవు.',
  'jyotish/phrases.LABELS.nadi_dosha': 'నాడీ దోషం',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'భకూట దోషం',
  'jyotish/phrases.LABELS.gana_dosha': 'గణ దోషం',
  'jyotish/phrases.LABELS.dwi_dwadash': 'ద్వి-ద్వాదశం (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'నవ-పంచమం (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'షష్టాష్టకం (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'ఒకే నక్షత్రం, వేర్వేరు చంద్ర రాశులు',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ఒకే చంద్ర రాశి, వేర్వేరు నక్షత్రాలు',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'ఒకే నక్షత్రం, వేర్వేరు పాదాలు',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ఒకే అధిపతి గల వేర్వేరు చంద్ర రాశులు',
  'jyotish/phrases.LABELS.rashi_lords_same': 'చంద్ర రాశి అధిపతులు ఒక్కరే',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'చంద్ర రాశి అధిపతులు పరస్పర మిత్రులు',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'నవాంశ అధిపతులు ఒక్కరే',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'నవాంశ అధిపతులు పరస్పర మిత్రులు',
  'jyotish/phrases.LABELS.boy': 'వరుని',
  'jyotish/phrases.LABELS.girl': 'వధువు',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'కుజుడు స్వక్షేత్రంలో లేదా ఉచ్ఛ రాశిలో ({rashi}) ఉన్నారు.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'కుజుడు ఉన్న రాశిలోనే గురువు ఉన్నారు.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'కుజునిపై గురువు దృష్టి ఉంది.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    '{rashi} రాశిలో కుజుడు, {reference} నుంచి లెక్కిస్తే భావం సంఖ్య {house}: ఇది శాస్త్రంలో పేర్కొన్న మినహాయింపు.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'ఇద్దరికీ కుజ దోషం ఉంది, దీనివల్ల దోషం పరిహారమవుతుందని భావిస్తారు.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent':
    'గుణ మేళనం మొత్తం {total}/36: సాధారణ ప్రమాణాల ప్రకారం అత్యుత్తమం (33 లేదా అంతకు పైన).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible':
    'గుణ మేళనం మొత్తం {total}/36: సాధారణ ప్రమాణాల ప్రకారం అనుకూలం (25 నుంచి 32).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'గుణ మేళనం మొత్తం {total}/36: సాధారణ ప్రమాణాల ప్రకారం మధ్యస్థం, ఆమోదయోగ్యం (18 నుంచి 24).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'గుణ మేళనం మొత్తం {total}/36: సాధారణ కనీస స్థాయి అయిన 18 కంటే తక్కువ.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'నాడీ దోషం: ఇద్దరి చంద్రులూ {nadi} నాడిలో ఉన్నారు.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'భకూట దోషం: చంద్ర రాశుల మధ్య {kind} సంబంధం ఉంది.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'గణ దోషం: వరునిది {boy} గణం, వధువుది {girl} గణం.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled': '{dosha} పరిహారమైనట్లు భావిస్తారు: {reasons}. స్కోరును లెక్కించిన విధంగానే ఉంచాం.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: పేర్కొన్న మినహాయింపుల్లో ఏదీ వర్తించదు.',
  'jyotish/phrases.MATCH_PHRASES.raw_score': 'స్కోర్లు కూటముల అసలు గుణాలు; దోష పరిహారాలను తెలియజేస్తాం, కానీ స్కోరుకు తిరిగి కలపం.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'రెండు జాతకాల్లోనూ కుజ దోషం ఉంది; సాధారణ నియమం ప్రకారం రెండూ ఒకదాన్నొకటి పరిహరిస్తాయి.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': 'కేవలం {who} జాతకంలో మాత్రమే కుజ దోషం ఉంది.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'రెండు జాతకాల్లోనూ కుజ దోషం లేదు.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'సూర్యుడు ఉన్న రాశిలోనే {grahas} కూడా ఉన్నారు.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': 'నవమ భావంలో {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted': 'భాగ్యాధిపతి {lord}: {grahas} కలయిక లేదా దృష్టి ఉంది.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    'నవమ భావంలోని సూర్యునితో {grahas} కలిసి ఉన్నారు లేదా ఎదురుగా ఉన్నారు.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'చంద్రుడు ఉన్న రాశిలోనే {grahas} ఉన్నారు (కొన్ని శాస్త్రాలు చేర్చే మాతృ దోష రూపం).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'అత్యుత్తమం',
  'jyotish/phrases.STATUS_LABELS.good': 'మంచిది',
  'jyotish/phrases.STATUS_LABELS.average': 'సాధారణం',
  'jyotish/phrases.STATUS_LABELS.poor': 'బలహీనం',
  'jyotish/phrases.STATUS_LABELS.dosha': 'దోషం',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'అత్యుత్తమ జోడీ',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'అనుకూల జోడీ',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'ఆమోదయోగ్యం',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'సిఫార్సు చేయదగినది కాదు',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'అనంత',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'కులిక',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'వాసుకి',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'శంఖపాల',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'పద్మ',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'మహాపద్మ',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'తక్షక',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'కర్కోటక',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'శంఖచూడ',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'ఘాతక',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'విషధర',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'శేషనాగ',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'లగ్నం',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'చంద్రుడు',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'శుక్రుడు',
  'jyotish/koota-points.KOOTAS.varna.name': 'వర్ణ',
  'jyotish/koota-points.KOOTAS.vashya.name': 'వశ్య',
  'jyotish/koota-points.KOOTAS.tara.name': 'తారా',
  'jyotish/koota-points.KOOTAS.yoni.name': 'యోని',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'గ్రహ మైత్రి',
  'jyotish/koota-points.KOOTAS.gana.name': 'గణ',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'భకూట',
  'jyotish/koota-points.KOOTAS.nadi.name': 'నాడీ',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'దేవ',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'మనుష్య',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'రాక్షస',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'ఆది',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'మధ్య',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'అంత్య',
  'jyotish/koota-attributes.TARA_NAMES.0': 'జన్మ',
  'jyotish/koota-attributes.TARA_NAMES.1': 'సంపత్',
  'jyotish/koota-attributes.TARA_NAMES.2': 'విపత్',
  'jyotish/koota-attributes.TARA_NAMES.3': 'క్షేమ',
  'jyotish/koota-attributes.TARA_NAMES.4': 'ప్రత్యక్',
  'jyotish/koota-attributes.TARA_NAMES.5': 'సాధక',
  'jyotish/koota-attributes.TARA_NAMES.6': 'వధ',
  'jyotish/koota-attributes.TARA_NAMES.7': 'మిత్ర',
  'jyotish/koota-attributes.TARA_NAMES.8': 'అతి మిత్ర',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'బ్రాహ్మణ',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'క్షత్రియ',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'వైశ్య',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'శూద్ర',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'చతుష్పాద',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'మానవ',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'జలచర',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'వనచర',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'కీటక',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'అశ్వ (గుర్రం)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'గజ (ఏనుగు)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'మేష (గొర్రె)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'సర్ప (పాము)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'శ్వాన (కుక్క)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'మార్జాల (పిల్లి)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'మూషిక (ఎలుక)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'గో (ఆవు)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'మహిష (గేదె)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'వ్యాఘ్ర (పులి)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'మృగ (జింక)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'వానర (కోతి)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'నకుల (ముంగిస)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'సింహ (సింహం)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'మహాదశ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'అంతర్దశ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'ప్రత్యంతర దశ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'సూక్ష్మ దశ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'ప్రాణ దశ',
  'jyotish/vargas.VARGAS.D1.name': 'రాశి',
  'jyotish/vargas.VARGAS.D2.name': 'హోర',
  'jyotish/vargas.VARGAS.D3.name': 'ద్రేక్కాణం',
  'jyotish/vargas.VARGAS.D4.name': 'చతుర్థాంశ',
  'jyotish/vargas.VARGAS.D5.name': 'పంచమాంశ',
  'jyotish/vargas.VARGAS.D6.name': 'షష్ఠాంశ',
  'jyotish/vargas.VARGAS.D7.name': 'సప్తమాంశ',
  'jyotish/vargas.VARGAS.D8.name': 'అష్టమాంశ',
  'jyotish/vargas.VARGAS.D9.name': 'నవాంశ',
  'jyotish/vargas.VARGAS.D10.name': 'దశమాంశ',
  'jyotish/vargas.VARGAS.D11.name': 'రుద్రాంశ',
  'jyotish/vargas.VARGAS.D12.name': 'ద్వాదశాంశ',
  'jyotish/vargas.VARGAS.D16.name': 'షోడశాంశ',
  'jyotish/vargas.VARGAS.D20.name': 'వింశాంశ',
  'jyotish/vargas.VARGAS.D24.name': 'చతుర్వింశాంశ',
  'jyotish/vargas.VARGAS.D27.name': 'సప్తవింశాంశ (భాంశ)',
  'jyotish/vargas.VARGAS.D30.name': 'త్రింశాంశ',
  'jyotish/vargas.VARGAS.D40.name': 'ఖవేదాంశ',
  'jyotish/vargas.VARGAS.D45.name': 'అక్షవేదాంశ',
  'jyotish/vargas.VARGAS.D60.name': 'షష్ట్యంశ',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'లగ్నం',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(వ)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'ఉత్తర భారత శైలి',
  'jyotish/chart-layouts.CHART_LABELS.south': 'దక్షిణ భారత శైలి',
  'jyotish/chart-layouts.CHART_LABELS.east': 'తూర్పు భారత శైలి',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'సూ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'చం',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'కు',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'బు',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'గు',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'శు',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'శ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'రా',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'కే',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'మేష',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'వృష',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'మిథు',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'కర్కా',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'సిం',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'కన్య',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'తుల',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'వృశ్చి',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'ధను',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'మక',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'కుం',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'మీన',
  'numerology/phrases.FACTOR_NAMES.moolank': 'మూలాంకం',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'భాగ్యాంకం',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'జీవన మార్గ సంఖ్య',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'ఆత్మ సంఖ్య',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'వ్యక్తీకరణ సంఖ్య',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'వ్యక్తిత్వ సంఖ్య',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'నాయకత్వం',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'స్వతంత్రులు, మార్గదర్శకులు, స్వయం ప్రేరణ కలవారు; ముందుండి నడిపిస్తారు.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'సహకారం',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'సున్నిత మనస్కులు, దౌత్యనీతి గలవారు, అండగా నిలిచేవారు; భాగస్వామ్యంలో బాగా రాణిస్తారు.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'వ్యక్తీకరణ',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'సృజనాత్మకత, కలుపుగోలుతనం, ఆశావాదం గలవారు; సులభంగా భావాలను పంచుకుంటారు.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'స్థిరత్వం',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'ఆచరణాత్మకులు, క్రమశిక్షణ గలవారు, పద్ధతిగా పనిచేసేవారు; గట్టి పునాదులపై నిర్మిస్తారు.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'స్వేచ్ఛ',
  'numerology/phrases.NUMBER_MEANINGS.5.text':
    'మార్పులకు సులభంగా అలవాటుపడతారు, జిజ్ఞాస గలవారు, నిలకడ లేనివారు; మార్పు, వైవిధ్యంతో వికసిస్తారు.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'బాధ్యత',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'ఆదరించే, రక్షించే, ఇంటిని ప్రేమించే స్వభావం; కుటుంబం, సమాజం పట్ల కర్తవ్యాన్ని గంభీరంగా తీసుకుంటారు.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'ఆత్మపరిశీలన',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'విశ్లేషణాత్మకులు, మితభాషులు, ఆధ్యాత్మికులు; లోతైన అవగాహన కోసం అన్వేషిస్తారు.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'ఆశయం',
  'numerology/phrases.NUMBER_MEANINGS.8.text':
    'అధికారం చెలాయించగలరు, లక్ష్యం మీదే దృష్టి, ఒడిదుడుకులను తట్టుకుంటారు; భౌతిక శక్తిని, బాధ్యతను సమర్థంగా నిర్వహిస్తారు.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'కరుణ',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'ఉదారులు, ఆదర్శవాదులు, విశాల హృదయులు; పెద్ద లక్ష్యం కోసం సేవ చేస్తారు.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'అంతర్దృష్టి',
  'numerology/phrases.NUMBER_MEANINGS.11.text':
    'ఇది ప్రధాన సంఖ్య: తీవ్రమైన అంతర్దృష్టి, స్ఫూర్తి ఉంటాయి, కానీ మానసిక ఉద్రిక్తతను అదుపులో ఉంచుకోవాలి.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'మహా నిర్మాత',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'ఇది ప్రధాన సంఖ్య: విస్తృతమైన దార్శనికతకు ఆచరణ సామర్థ్యం తోడవుతుంది.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'మహా గురువు',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'ఇది ప్రధాన సంఖ్య: విస్తృత స్థాయిలో కరుణ, మార్గదర్శనం.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'కొత్త ఆరంభాలు',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'కొత్త పనులు ప్రారంభించండి, చొరవ తీసుకోండి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'ఓర్పు మరియు భాగస్వామ్యం',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'సహకరించండి, పనులు వాటంతట అవే పరిపక్వం చెందనివ్వండి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'భావ వ్యక్తీకరణ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'సృష్టించండి, మనసు విప్పి మాట్లాడండి, నలుగురితో కలిసి ఆనందించండి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'పునాదులు',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'వ్యవస్థీకరించండి, నిర్మించండి, క్రమశిక్షణను పాటించండి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'మార్పు',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'ప్రయాణాలు చేయండి, పరిస్థితులకు అలవాటుపడండి, కొత్తదనాన్ని స్వాగతించండి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'ఇల్లు మరియు కర్తవ్యం',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'కుటుంబం, ఆదరణ, బాధ్యతలకే ఈ ఏడాది ప్రాధాన్యం.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'ఆత్మావలోకనం',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'అంతర్ముఖులై ఆలోచించండి, అధ్యయనం చేయండి, విశ్రాంతి తీసుకోండి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'విజయ సాధన',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'ఆశయం, అధికారం, ఆర్థిక ఫలితాలు ఈ ఏడాది ముఖ్యం.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'పరిపూర్ణత',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'పాత అధ్యాయాలను ముగించండి, గతాన్ని వదిలిపెట్టండి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'జ్ఞానోదయం',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'అంతర్దృష్టి, స్ఫూర్తి ఉన్నత స్థాయిలో ఉంటాయి.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'మహా నిర్మాణం',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'పెద్ద పెద్ద ప్రణాళికలు కార్యరూపం దాల్చగలవు.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'సేవ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'ఇతరులకు మార్గదర్శనం, కరుణ చూపే సంవత్సరం.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor} విషయంలో {a} ({planet_a}), {b} ({planet_b}) మధ్య ఘర్షణ ఉంది; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'భావోద్వేగ అవగాహన',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'భావాలకు సమయం, చోటు ఇవ్వండి.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'ఉమ్మడి దిశ మరియు లక్ష్యాలు',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'ప్రణాళికలు, డబ్బు విషయాల్లో ముందుగానే ఒక అంగీకారానికి రండి.',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'సంభాషణ శైలి',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'విషయాలను సూటిగా చెప్పండి, పూర్తిగా వినండి.',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'సామరస్యపూర్వక జోడీ',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'సంఖ్యలు చాలావరకు ఒకదానికొకటి తోడ్పడతాయి; తేడాలను సులభంగా సరిదిద్దుకోవచ్చు.',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'సర్దుకుపోగల జోడీ',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'సహకారం, ఘర్షణ రెండూ ఉన్నాయి; అవగాహన, కృషితో బంధం నిలుస్తుంది.',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'సవాళ్లతో కూడిన జోడీ',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'సంఖ్యలు వేర్వేరు దిశల్లో లాగుతాయి; ఈ బంధానికి స్పృహతో కూడిన ప్రయత్నం అవసరం.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'మానసిక తలం',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'మేధస్సు బాణం',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'మతిమరుపు బాణం',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'భావోద్వేగ తలం',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'ఆధ్యాత్మిక బాణం',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'భావోద్వేగ సున్నితత్వ బాణం',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'ఆచరణాత్మక తలం',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'ఆచరణ బాణం',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'అనాచరణ బాణం',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'ఆలోచనా తలం',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'ప్రణాళిక బాణం',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'గందరగోళ బాణం',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'సంకల్ప తలం',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'దృఢ సంకల్ప బాణం',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'సంకోచ బాణం',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'కార్యాచరణ తలం',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'కార్యాచరణ బాణం',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'వాయిదా బాణం',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'స్వర్ణ యోగం (రాజ యోగం)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'ఐశ్వర్య బాణం',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'నిరాశ బాణం',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'రజత యోగం',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'భావోద్వేగ సమతుల్యత బాణం',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'భావోద్వేగ అసమతుల్యత బాణం',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'అశుభ యోగం లేదు',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'విష్టి (భద్ర) కరణం లేదు',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'భద్ర భూలోకంలో లేదు',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'పంచక రహితం',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'ఏ సౌర మాసమైనా సరే',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'సంస్కారానికి తగిన సౌర మాసం',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'లగ్నం నుంచి సప్తమ భావం శుద్ధంగా ఉంది',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'లగ్నం నుంచి అష్టమ భావం శుద్ధంగా ఉంది',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'లగ్నం నుంచి 6, 8, 12 స్థానాల్లో చంద్రుడు లేరు',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'లగ్నానికి పాపకర్తరి లేదు',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'సర్వార్థ సిద్ధి యోగం',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'అమృత సిద్ధి యోగం',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'సిద్ధ యోగం',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'రవి యోగం',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'గురు పుష్య యోగం',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'రవి పుష్య యోగం',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'ద్విపుష్కర యోగం',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'త్రిపుష్కర యోగం',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'రాహుకాలంతో కలుస్తోంది',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'దుర్ముహూర్తంతో కలుస్తోంది',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'వర్జ్యంతో కలుస్తోంది',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'గండమూల నక్షత్రం',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'చంద్రుడు పంచకంలో ఉన్నారు',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'ఈ కార్యానికి మధ్యస్థమైన మాసం',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'ఖర్మాసం (ధనుస్సు లేదా మీనంలో సూర్యుడు)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'చాతుర్మాస్యం',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'శుక్ర మౌఢ్యం',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'గురు మౌఢ్యం',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'హోలాష్టకం',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'అధిక మాసం (అదనపు చాంద్ర మాసం)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'పితృ పక్షం (మహాలయ పక్షం)',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'సింహంలో గురువు (సింహస్థ గురువు)',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'ఈ కార్యానికి ఈ చాంద్ర మాసం అనుకూలం కాదు',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': 'పాల్గొనే వ్యక్తి {n} తారాబలం',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': 'పాల్గొనే వ్యక్తి {n} చంద్రబలం',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'అనుకూలమైన తిథి',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'అనుకూలమైన నక్షత్రం',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'అనుకూలమైన వారం',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'అనుకూలమైన లగ్నం',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'అనుకూలమైన సౌర మాసం',
  'muhurat/labels.RULE_KIND_LABELS.month': 'అనుకూలమైన చాంద్ర మాసం',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'మరమ్మతు చేసిన ఇంటికి అనుకూల నక్షత్రం',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'మరమ్మతు చేసిన ఇంటికి అనుకూల మాసం',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'పునర్నిర్మించిన ఇంటికి అనుకూల మాసం',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'ముహూర్త చింతామణి, అధ్యాయం 1 (వార-నక్షత్ర యోగాలు); పంచాంగాలు ముద్రించే వారాల వారీ నక్షత్రాల పట్టిక',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'ముహూర్త చింతామణి, అధ్యాయం 1; దృక్ పంచాంగంతో సరిచూసినది',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'ముహూర్త చింతామణి, అధ్యాయం 1 (వార-తిథి యోగాలు): శుక్రవారం నంద, బుధవారం భద్ర, మంగళవారం జయ, శనివారం రిక్త, గురువారం పూర్ణ తిథి',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'ముహూర్త చింతామణి, అధ్యాయం 1: సూర్యుని నక్షత్రం నుంచి లెక్కిస్తే చంద్రుని నక్షత్రం 4, 6, 9, 10, 13 లేదా 20వది',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'ముహూర్త చింతామణి, అధ్యాయం 1: గురువారం నాడు పుష్యమి నక్షత్రం; హిందూ దినంతో కలిసే భాగాన్ని దృక్ పంచాంగం ముద్రిస్తుంది',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'ముహూర్త చింతామణి, అధ్యాయం 1: ఆదివారం నాడు పుష్యమి నక్షత్రం; హిందూ దినంతో కలిసే భాగాన్ని దృక్ పంచాంగం ముద్రిస్తుంది',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'ముహూర్త చింతామణి, అధ్యాయం 1: భద్ర తిథి, ఆది/మంగళ/శనివారం, ద్విపాద నక్షత్రం (మృగశిర, చిత్త, ధనిష్ఠ)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'ముహూర్త చింతామణి, అధ్యాయం 1: భద్ర తిథి, ఆది/మంగళ/శనివారం, త్రిపాద నక్షత్రం (కృత్తిక, పునర్వసు, ఉత్తర, విశాఖ, ఉత్తరాషాఢ, పూర్వాభాద్ర)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'ముహూర్త చింతామణి 1.7 (తొమ్మిది అశుభ యోగాలు); ప్రతి యోగంలో విడవాల్సిన భాగం ముహూర్తరాజ్ పుట 37 ప్రకారం (వ్యతీపాతం, వైధృతి పూర్తిగా, పరిఘలో మొదటి సగం, మిగిలినవాటిలో మొదటి 3-9 ఘడియలు)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'ముహూర్త చింతామణి, అధ్యాయం 1 (భద్ర వాసం: చంద్రుడు కర్కాటకం, సింహం, కుంభం లేదా మీనంలో ఉంటే భద్ర భూలోకంలో, మేషం నుంచి మిథునం లేదా వృశ్చికంలో ఉంటే స్వర్గంలో, కన్య, తుల, ధనుస్సు, మకరంలో ఉంటే పాతాళంలో; భూలోక భద్ర మాత్రమే నిషిద్ధం), హిందీ పంచాంగ వెబ్‌సైట్లు ముద్రించినట్లు',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'ముహూర్త చింతామణి 1.45-47 (శుభ కార్యాలకు విష్టి/భద్ర కరణం నిషిద్ధం)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'ముహూర్త చింతామణి, అధ్యాయం 11 (ధనిష్ఠ ఉత్తరార్ధం నుంచి రేవతి వరకు: పైకప్పు వేయడం, దక్షిణ దిశ ప్రయాణం, కట్టెలు సేకరించడం నిషిద్ధం); దృక్ పంచాంగం',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'నిషిద్ధ కాలాలు తప్ప మాసాల ఆంక్ష లేదు (దృక్ పంచాంగ సంప్రదాయం)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'ఉత్తరాది: దృక్ పంచాంగం (నిషిద్ధ కాలాలు మాత్రమే); దక్షిణాది: తమిళ పంచాంగాలు (పాంబు పంచాంగం) ఆడి, పురట్టాసి, మార్గళి మాసాలను వదిలేస్తాయి',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'ముహూర్త చింతామణి, అధ్యాయం 6 రిక్త తిథులను, అమావాస్యను వదిలేస్తుంది; ఉత్తరాది పంచాంగాలు అష్టమి, నవమి, బహుళ చవితిలో వివాహం ఇస్తాయి, కాబట్టి శుక్ల పాడ్యమి, శుక్ల చవితి, రెండు చతుర్దశులు, అమావాస్య మాత్రమే నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'ముహూర్త చింతామణి 6.39: రోహిణి, మృగశిర, మఖ, ఉత్తర, హస్త, స్వాతి, అనూరాధ, మూల, ఉత్తరాషాఢ, ఉత్తరాభాద్ర, రేవతి',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'ముహూర్త చింతామణి, అధ్యాయం 6 శుభ వారాలను కోరుతుంది, కానీ ఉత్తరాది పంచాంగాలు ప్రతి వారం (మంగళవారం కూడా) వివాహం ఇస్తాయి, కాబట్టి ఏ వారమూ నిషిద్ధం కాదు',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'ముహూర్త చింతామణి 1.7 (తొమ్మిది అశుభ యోగాలు); వివాహానికి ప్రతి యోగం పూర్తిగా నిషిద్ధం, దృక్ పంచాంగ వివాహ జాబితాలు పాటించినట్లు',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'ముహూర్త చింతామణి, అధ్యాయం 6 (మిథునం, కన్య, తుల ఉత్తమం; వృషభం, కర్కాటకం, ధనుస్సు, మీనం, కుంభం గ్రాహ్యం; మేషం, సింహం, వృశ్చికం, మకరం నిషిద్ధం)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'ఉత్తరాది: దృక్ పంచాంగం (నిషిద్ధ కాలాల వెలుపల ఏ మాసమైనా); దక్షిణాది: తమిళ పంచాంగాలు ఆడి, పురట్టాసి, మార్గళిలో వివాహం ఇవ్వవు',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'ముహూర్త చింతామణి, అధ్యాయం 6 (వివాహ ప్రకరణం): లగ్నం నుంచి సప్తమ భావంలో పాపగ్రహాలు ఉండకూడదు (సప్తమ శుద్ధి)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'ముహూర్త చింతామణి (వివాహ ప్రకరణం, లగ్న శుద్ధి; వాస్తు ప్రకరణం): లగ్నం నుంచి అష్టమ భావంలో ఏ పాపగ్రహమూ లేదు',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'ముహూర్త చింతామణి (వివాహ, వాస్తు ప్రకరణాలు): లగ్నం నుంచి 6, 8 లేదా 12వ భావంలోని చంద్రుడు లగ్నాన్ని దూషిస్తాడు',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'ముహూర్త చింతామణి, అధ్యాయం 6 (కర్తరి దోషం): 12వ, 2వ భావాల్లోని పాపగ్రహాలు లగ్నాన్ని కత్తెరలా చుట్టుముడతాయి; వీలైనంత వరకు వదిలేయాలి',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'ముహూర్త చింతామణి, అధ్యాయం 13, ఉత్తరాది పంచాంగాలు అమలు చేసినట్లు: శుక్ల 2, 3, 5, 6, 7, 10, 11, 12, 13, బహుళ 2, 3, 5, 6, 7, 10, 11, 12; రిక్త, అష్టమి, పాడ్యమి, పౌర్ణమి, అమావాస్య, బహుళ త్రయోదశి కాదు. ఉజ్జయిని పండిత్ ప్రవీణ్ ద్వివేది శుక్ల పక్ష జాబితాలో పౌర్ణమి లేదు; దృక్ పంచాంగం 2026 (న్యూఢిల్లీ) బహుళ ఏకాదశి-ద్వాదశి (మే 13) నాడు గృహ ప్రవేశం ఇస్తుంది, ఏ పౌర్ణమికీ బహుళ త్రయోదశికీ ఇవ్వదు',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'ముహూర్త చింతామణి, అధ్యాయం 13: స్థిర, మృదు నక్షత్రాలు (రోహిణి, ఉత్తర, ఉత్తరాషాఢ, ఉత్తరాభాద్ర; మృగశిర, చిత్త, అనూరాధ, రేవతి), పంచాంగ వెబ్‌సైట్ల జాబితా ప్రకారం; ధనిష్ఠ, శతభిషం మరమ్మతు చేసిన (జీర్ణ) ఇంటికి మాత్రమే',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'ముహూర్త చింతామణి, అధ్యాయం 13: ఆదివారం, మంగళవారం నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'ముహూర్త చింతామణి, అధ్యాయం 13: స్థిర లగ్నాలు ఉత్తమం, ద్విస్వభావ లగ్నాలు గ్రాహ్యం; చర లగ్నాలు నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'ముహూర్త చింతామణి, వాస్తు ప్రకరణం ("మాఘ-ఫాల్గున-వైశాఖ-జ్యేష్ఠ-మాసేషు శోభనః"): మాఘం, ఫాల్గుణం, వైశాఖం, జ్యేష్ఠం, అలాగే కార్తీకం, మార్గశిరం మధ్యస్థ మాసాలు (మధ్యస్థ మాస హెచ్చరికతో); దృక్ పంచాంగం ఆరు (అమాంత) మాసాల్లోనూ గృహ ప్రవేశం ఇస్తుంది',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'ముహూర్త చింతామణి, వాస్తు ప్రకరణం (గృహ ప్రవేశం): మరమ్మతు చేసిన (జీర్ణ) ఇంటికి స్థిర, మృదు నక్షత్రాలతో పాటు శతభిషం, పుష్యమి, స్వాతి, ధనిష్ఠ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'ముహూర్త చింతామణి, వాస్తు ప్రకరణం (గృహ ప్రవేశం): జీర్ణ గృహ ప్రవేశం మార్గశిరం, కార్తీకం, శ్రావణంలో కూడా',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'ముహూర్త చింతామణి, వాస్తు ప్రకరణం (గృహ ప్రవేశం) లోని సపూర్వ మాసాలు, పంచాంగాలు ద్వంద్వ ప్రవేశానికి (ప్రయాణం తర్వాత ఇంటికి తిరిగి రావడం) అమలు చేసినట్లు',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'ముహూర్త చింతామణి, అధ్యాయం 11: రిక్త, అష్టమి, అమావాస్య నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'ముహూర్త చింతామణి, అధ్యాయం 11: అశ్విని, మృగశిర, పునర్వసు, పుష్యమి, హస్త, చిత్త, స్వాతి, శ్రవణం, ధనిష్ఠ, శతభిషం, రేవతి',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'దృక్ పంచాంగం, వాహన కొనుగోలు: ఆదివారం, మంగళవారం నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna':
    'ముహూర్త చింతామణి, అధ్యాయం 11: క్రూర స్థిర రాశులైన సింహం, వృశ్చికం లగ్నాలు నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'ముహూర్త చింతామణి, అధ్యాయం 13: రిక్త, అష్టమి, అమావాస్య నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'ముహూర్త చింతామణి, అధ్యాయం 13, భూమి కొనుగోలు: రోహిణి, మృగశిర, ఆశ్లేష, మఖ, ఉత్తర, విశాఖ, అనూరాధ, మూల, ఉత్తరాషాఢ, ఉత్తరాభాద్ర, రేవతి (దృక్ పంచాంగ జాబితా ప్రకారం)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'దృక్ పంచాంగం, ఆస్తి కొనుగోలు: ఆదివారం, మంగళవారం నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'ముహూర్త చింతామణి, అధ్యాయం 13: స్థిర, ద్విస్వభావ లగ్నాలు',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'ముహూర్త చింతామణి, అధ్యాయం 5: రిక్త, అష్టమి, అమావాస్య నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'ముహూర్త చింతామణి, అధ్యాయం 5: స్థిర, మృదు, లఘు, చర నక్షత్రాలు',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'ముహూర్త చింతామణి, అధ్యాయం 5: శుభగ్రహాల వారాలు',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'ముహూర్త చింతామణి, అధ్యాయం 5: శుభగ్రహాల రాశుల లగ్నాలు',
  'muhurat/sources.RULE_SOURCES.mundan_tithi':
    'ముహూర్త చింతామణి, అధ్యాయం 5 (చూడాకర్మ): రెండు పక్షాల 2, 3, 5, 7, 10, 11, 12, 13 తిథులు',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'ముహూర్త చింతామణి, అధ్యాయం 5 (చూడాకర్మ): అశ్విని, మృగశిర, పునర్వసు, పుష్యమి, హస్త, చిత్త, స్వాతి, శ్రవణం, ధనిష్ఠ, శతభిషం, రేవతి',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'ముహూర్త చింతామణి, అధ్యాయం 5: సోమవారం, బుధవారం, గురువారం, శుక్రవారం',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'ముహూర్త చింతామణి, అధ్యాయం 5 (అన్నప్రాశన): తిథులు 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'ముహూర్త చింతామణి, అధ్యాయం 5: శుక్ల 2, 3, 5, 10, 11, 12, బహుళ 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'ముహూర్త చింతామణి, అధ్యాయం 5 (ఉపనయన నక్షత్రాలు)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'ముహూర్త చింతామణి, అధ్యాయం 5 (విద్యారంభం): తిథులు 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'ముహూర్త చింతామణి, అధ్యాయం 5 (విద్యారంభం): అశ్విని, మృగశిర, పునర్వసు, పుష్యమి, హస్త, చిత్త, స్వాతి, అనూరాధ, పూర్వాషాఢ, శ్రవణం, ధనిష్ఠ, శతభిషం, పూర్వాభాద్ర, రేవతి',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'ముహూర్త చింతామణి, అధ్యాయం 5: ఆదివారం, బుధవారం, గురువారం, శుక్రవారం',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'ముహూర్త చింతామణి, అధ్యాయం 5: బుధుడు, గురువు, శుక్రుడి రాశుల లగ్నాలు',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'ముహూర్త చింతామణి, అధ్యాయం 11 (విపణి): అశ్విని, రోహిణి, మృగశిర, పుష్యమి, ఉత్తర, హస్త, చిత్త, అనూరాధ, ఉత్తరాషాఢ, శ్రవణం, ఉత్తరాభాద్ర, రేవతి',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'ముహూర్త చింతామణి, అధ్యాయం 11: సోమవారం, బుధవారం, గురువారం, శుక్రవారం',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'ముహూర్త చింతామణి, అధ్యాయం 11: స్థిర, ద్విస్వభావ లగ్నాలు',
  'muhurat/sources.RULE_SOURCES.travel_tithi': 'ముహూర్త చింతామణి, అధ్యాయం 11: రిక్త, అష్టమి, ద్వాదశి, పౌర్ణమి, అమావాస్య నిషిద్ధం',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'ముహూర్త చింతామణి, అధ్యాయం 11: అశ్విని, మృగశిర, పునర్వసు, పుష్యమి, హస్త, అనూరాధ, శ్రవణం, ధనిష్ఠ, రేవతి',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'ముహూర్త చింతామణి, అధ్యాయం 6 (ధనుస్సు లేదా మీనంలో సూర్యుడు: సంస్కారాలకు మలమాసం); దృక్ పంచాంగ ఖర్మాసం',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'ముహూర్త చింతామణి, అధ్యాయం 6; తొలి ఏకాదశి (ఆషాఢ శుక్ల 11) నుంచి ఉత్థాన (కార్తీక శుక్ల 11) ఏకాదశి వరకు, దృక్ పంచాంగం',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'ముహూర్త చింతామణి, అధ్యాయం 6 (శుక్ర మౌఢ్యం); సూర్యుడి నుంచి 6° లోపు, ఉత్తరాది పంచాంగాల శుక్ర మౌఢ్య తేదీల ప్రకారం',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'ముహూర్త చింతామణి, అధ్యాయం 6 (గురు మౌఢ్యం); సూర్యుడి నుంచి 11° లోపు, సూర్య సిద్ధాంతం 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'ఫాల్గుణ శుక్ల అష్టమి నుంచి పౌర్ణమి (హోలికా దహనం) వరకు, దృక్ పంచాంగం ముద్రించే ఉత్తరాది సంప్రదాయం',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'ముహూర్త చింతామణి, అధ్యాయం 1 (మలమాసం: అధిక మాసంలో ఏ సంస్కారమూ లేదు)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'భాద్రపద బహుళ పాడ్యమి నుంచి అమావాస్య (అమాంత) వరకు, పితృదేవతల పక్షం; దృక్ పంచాంగం',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'సింహంలో గురువు (సింహస్థ గురువు): దక్షిణాదిలో వివాహం నిషిద్ధం, ముహూర్త చింతామణి అధ్యాయం 6 వ్యాఖ్యానాల్లోని గోదావరి ప్రాంత ఆచారం',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'ముహూర్త చింతామణిలో ఈ కార్యానికి చెప్పిన మాసాలు, ప్రాంతీయ పంచాంగం ప్రకారం',
  'muhurat/sources.PERSONAL_SOURCE':
    'ముహూర్త చింతామణి, అధ్యాయం 6 (తారాబలం: విపత్ 3, ప్రత్యక్ 5, నైధన 7 నిషిద్ధం; చంద్రబలం: జన్మ రాశి నుంచి 1, 3, 6, 7, 10, 11వ భావంలో చంద్రుడు)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'వైష్ణవ ఏకాదశి మరుసటి రోజున వస్తుంది',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'స్మార్త ఆచరణ ముందు రోజున వస్తుంది',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya': 'ఈ తిథి ఏ సూర్యోదయాన్నీ తాకదు (క్షయ తిథి); అది నడిచే రోజునే పాటిస్తారు',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'అధిక (అదనపు) చాంద్ర మాసంలో వస్తుంది',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular': 'పట్టిక ఆధారిత హిజ్రీ తేదీ; స్థానికంగా చంద్ర దర్శనాన్ని బట్టి ఒకటి రెండు రోజులు మారవచ్చు',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'పట్టిక ఆధారిత (కువైటీ) ఇస్లామిక్ క్యాలెండర్, సివిల్ యుగారంభం; చంద్ర దర్శనం ఆధారంగా పాటించే తేదీలు 1-2 రోజులు మారవచ్చు.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'సూర్యాస్తమయం తర్వాత ప్రదోష కాలంలో పూజ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'సూర్యోదయం నుంచి చంద్రోదయం వరకు ఉపవాసం',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'మధ్యాహ్న కాలంలో పూజ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight': 'రాత్రి జాగరణ; నిశీథ (అర్ధరాత్రి) సమయంలో పూజ',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end':
    'పౌర్ణమి తిథి, ఆరంభం నుంచి ముగింపు వరకు',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end':
    'అమావాస్య తిథి, ఆరంభం నుంచి ముగింపు వరకు',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'ఒక రోజు',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'రాత్రి వేళ కాలభైరవ పూజ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'సూర్యోదయం నుంచి ఉపవాసం; మరుసటి ఉదయం పారణ (ఉపవాస విరమణ)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'సూర్యుడు రాశిలోకి ప్రవేశించే క్షణాన్ని ఆరంభం, ముగింపు సూచిస్తాయి',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight': 'రాత్రి జాగరణ; అర్ధరాత్రి వేళ నిశీథ పూజ',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'సాయంత్రం (ప్రదోష కాలంలో) భద్ర ముగిసిన తర్వాత భోగి మంట',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'తొమ్మిది రాత్రులు; ఉదయం కలశ స్థాపన',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'పౌర్ణమి ఉన్నంతవరకు, భద్ర లేని సమయంలో రాఖీ కడతారు',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'అర్ధరాత్రి నిశీథ పూజ',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'మధ్యాహ్నం గణపతి పూజ; అనంత చతుర్దశి వరకు పది రోజులు',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'గణేశ నిమజ్జనం',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'సర్వ పితృ అమావాస్య (మహాలయ అమావాస్య) వరకు పక్షం రోజుల శ్రాద్ధాలు',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'ప్రదోష కాలంలో పూజ',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'సూర్యోదయానికి ముందు అభ్యంగన స్నానం',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'ప్రదోష కాలంలో లక్ష్మీ పూజ; దక్షిణ భారతంలో నరక చతుర్దశి ఉదయమే దీపావళి జరుపుకుంటారు',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'నాలుగు రోజులు: నహాయ్-ఖాయ్, ఖర్నా, సంధ్యా అర్ఘ్యం, ఉషా అర్ఘ్యం',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'తై 1; భోగి నుంచి కనుమ వరకు నాలుగు రోజులు',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'సంవత్సరితో ముగిసే ఎనిమిది రోజులు',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'పది రోజులు, భాద్రపద శుక్ల పంచమి నుంచి చతుర్దశి వరకు',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'ఇస్లామిక్ రోజు ముందు రోజు సూర్యాస్తమయంతో మొదలవుతుంది',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'ఈ ప్రదేశం నుంచి కనిపించే భాగం ఆరంభం, ముగింపు',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'దశైన్: ఏడవ రోజు, ఆశ్వయుజ శుక్ల సప్తమి',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'తిహార్: మొదటి రోజు (కార్తీక బహుళ త్రయోదశి), కుకుర్ తిహార్ పండుగకు ముందు రోజు',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'కుమారి జాత్రా రోజు, భాద్రపద శుక్ల చతుర్దశి (కాఠ్మండు లోయలో సెలవు దినం)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'శ్రావణ పౌర్ణమి: యజ్ఞోపవీతం (జనై) మార్చుకుంటారు, రక్షా బంధనం కడతారు',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'కొండ ప్రాంతాలు, కాఠ్మండు లోయ ఫాగు పౌర్ణమి నాడు, అంటే హోలికా దహనం రోజున హోలీ ఆడతాయి',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'తెరాయ్ ప్రాంతం కొండ ప్రాంతాల కంటే ఒక రోజు తర్వాత హోలీ ఆడుతుంది',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'సవ్యం (రాశిచక్ర క్రమంలో)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'అపసవ్యం (రాశిచక్రానికి వ్యతిరేక క్రమంలో)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'అర్ధాష్టమ శని (చంద్రుడికి 4వ స్థానం)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'అష్టమ శని (చంద్రుడికి 8వ స్థానం)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'పూర్తి',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'పాక్షికం',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'లేదు',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'మొదటి భాగం (వ్యయ శని)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'రెండో భాగం (జన్మ శని)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'మూడో భాగం (ద్వితీయ శని)',
  'jyotish/state-names.TONE_NAMES.positive': 'అనుకూలం',
  'jyotish/state-names.TONE_NAMES.neutral': 'సాధారణం',
  'jyotish/state-names.TONE_NAMES.challenging': 'సవాలుతో కూడినది',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'అనుకూలం',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'ప్రతికూలం',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'అనుకూలం, కానీ వేధతో అడ్డంకి',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'స్వక్షేత్రం',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'అధిమిత్ర క్షేత్రం',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'మిత్ర క్షేత్రం',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'సమ క్షేత్రం',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'శత్రు క్షేత్రం',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'అధిశత్రు క్షేత్రం',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'మంగళ',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'పింగళ',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'ధాన్య',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'భ్రామరి',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'భద్రిక',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'ఉల్క',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'సిద్ధ',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'సంకట',
  'muhurat/labels.QUALITY_LABELS.best': 'ఉత్తమం',
  'muhurat/labels.QUALITY_LABELS.good': 'శుభం',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'మధ్యమం',
  'numerology/compatibility.BAND_LABELS.high': 'ఎక్కువ',
  'numerology/compatibility.BAND_LABELS.moderate': 'మధ్యస్థం',
  'numerology/compatibility.BAND_LABELS.low': 'తక్కువ',
  'numerology/compatibility.RELATION_LABELS.same': 'ఒకే సంఖ్య',
  'numerology/compatibility.RELATION_LABELS.friendly': 'మిత్రత్వం',
  'numerology/compatibility.RELATION_LABELS.neutral': 'సమం',
  'numerology/compatibility.RELATION_LABELS.tense': 'ఘర్షణ',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'శుభం',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'అశుభం',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'మిశ్రమం',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'పూర్తి',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'పాక్షికం',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'లేదు',
};
