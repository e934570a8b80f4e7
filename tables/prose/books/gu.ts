// Gujarati prose book (issue 37): every catalogue key's text, written as the daily rashifal columns of Divya
// Bhaskar and Sandesh write them (છે/નથી/થશે/રહેશે, polite imperatives રાખો/ટાળો), the house as ભાવ, the bands
// ઉત્તમ .. પડકારરૂપ. Graha, rashi and lagna terms are the name book's (tables/names/gu.ts); the glossary is in
// ../GLOSSARY-mr-bn-gu-or-ne.md. Digits are Western Arabic, as the name books print them.
import type { ProseBook } from './types.ts';

export const GU: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'નારંગી',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'સફેદ',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'પીળો',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'રાખોડી',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'લીલો',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'ગુલાબી',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'કથ્થઈ',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'ઘેરો વાદળી',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'લાલ',
  'jyotish/rashifal.HOUSE_THEMES.0': 'પોતાનું વ્યક્તિત્વ અને જોમ',
  'jyotish/rashifal.HOUSE_THEMES.1': 'ધન અને પરિવાર',
  'jyotish/rashifal.HOUSE_THEMES.2': 'પરાક્રમ, ભાઈ-બહેન અને ટૂંકા પ્રવાસ',
  'jyotish/rashifal.HOUSE_THEMES.3': 'ઘર, માતા અને સુખ-સગવડ',
  'jyotish/rashifal.HOUSE_THEMES.4': 'સંતાન, સર્જનાત્મકતા અને વિદ્યા',
  'jyotish/rashifal.HOUSE_THEMES.5': 'નોકરી-ધંધો, આરોગ્ય અને હરીફો',
  'jyotish/rashifal.HOUSE_THEMES.6': 'ભાગીદારી અને દાંપત્યજીવન',
  'jyotish/rashifal.HOUSE_THEMES.7': 'પરિવર્તન અને ગુપ્ત બાબતો',
  'jyotish/rashifal.HOUSE_THEMES.8': 'ભાગ્ય, શ્રદ્ધા અને ગુરુજનો',
  'jyotish/rashifal.HOUSE_THEMES.9': 'કારકિર્દી અને માન-પ્રતિષ્ઠા',
  'jyotish/rashifal.HOUSE_THEMES.10': 'લાભ અને મિત્રવર્તુળ',
  'jyotish/rashifal.HOUSE_THEMES.11': 'ખર્ચ, આરામ અને દૂરનાં સ્થળો',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} રાશિ, {start}: આજનો દિવસ {band} રહેશે.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} રાશિ, {start} થી {end}: આ સપ્તાહ {band} રહેશે.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} રાશિ, {start} થી {end}: આ મહિનો {band} રહેશે.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} તમારા {house} ભાવમાંથી ({theme}) ગોચર કરી રહ્યો છે, જે તમારા માટે સહાયક છે.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} તમારા {house} ભાવમાંથી ({theme}) ગોચર કરી રહ્યો છે, તેથી આ બાબતમાં સાચવીને ચાલજો.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} ના રોજ {graha} {rashi} રાશિમાં પ્રવેશ કરશે.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'શુભ અંક {number}, શુભ રંગ {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'ઉત્તમ',
  'jyotish/forecast.BAND_NAMES.favourable': 'અનુકૂળ',
  'jyotish/forecast.BAND_NAMES.steady': 'સ્થિર',
  'jyotish/forecast.BAND_NAMES.mixed': 'મિશ્ર',
  'jyotish/forecast.BAND_NAMES.challenging': 'પડકારરૂપ',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'કારકિર્દી',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'આર્થિક સ્થિતિ',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'સંબંધો',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'આરોગ્ય',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'અભ્યાસ',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'કામકાજમાં ગ્રહોનો મજબૂત સાથ છે: નવી જવાબદારી લેવા અને યશ મેળવવા માટે આ સારો સમય છે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'કારકિર્દીના પ્રયત્નોને સારો સાથ મળશે અને નિયમિત મહેનતથી પ્રગતિ થશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady':
    'કામકાજ સરળ રીતે ચાલતું રહેશે; મોટાં સાહસ કરતાં સાતત્ય વધુ મહત્ત્વનું રહેશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'કારકિર્દી અંગે મિશ્ર સંકેતો છે: સમજી-વિચારીને આયોજન કરો અને ગજા બહારની જવાબદારી ન લેશો.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'કામનું દબાણ વધુ લાગી શકે છે; ધીરજ રાખો અને વાતચીતમાં સંયમ રાખો.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent':
    'આર્થિક સ્થિતિ મજબૂત જણાય છે: લાભ અને નવી તકોને ગ્રહોનો સારો સાથ છે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'નાણાકીય બાબતો અનુકૂળ છે; બચત અને આયોજનપૂર્વકનું રોકાણ લાભદાયી નીવડશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'આર્થિક સ્થિતિ સ્થિર છે; રોજિંદો હિસાબ-કિતાબ રાખવાથી બધું બરાબર ચાલશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed': 'આર્થિક બાબતો મિશ્ર છે: ખર્ચ પર કાબૂ રાખો અને સટ્ટાથી દૂર રહો.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'આ સમયગાળામાં નાણાંની બાબતમાં કાળજી રાખવી; શક્ય હોય તો મોટી આર્થિક જવાબદારી મુલતવી રાખો.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'સંબંધોમાં હૂંફ છે અને ગ્રહોનો સાથ છે; સાથે મળીને યોજના ઘડવા માટે સારો સમય છે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'સંબંધો અનુકૂળ છે; એકબીજાને સમજવું સહેલું બનશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'સંબંધો સ્થિર છે; નાની નાની લાગણીસભર ચેષ્ટાઓ તેને વધુ મજબૂત બનાવશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'સંબંધો પર ધ્યાન આપવું પડશે: વધુ સાંભળો અને ઉતાવળમાં બોલવાનું ટાળો.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'સંબંધોમાં તણાવ અનુભવાઈ શકે છે; ધીરજ અને ખુલ્લી વાતચીત મદદરૂપ થશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'જોમ ભરપૂર છે; આ ઊર્જા સક્રિય દિનચર્યાને ટેકો આપશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'આરોગ્ય અનુકૂળ છે; સારી આદતો જાળવી રાખો.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady': 'આરોગ્ય સ્થિર છે; નિયમિત આરામ અને દિનચર્યા લાભદાયી રહેશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'ઊર્જામાં વધઘટ થઈ શકે છે; ક્ષમતા મુજબ કામ કરો અને આરામ ચૂકશો નહીં.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging': 'આ સમયગાળામાં આરોગ્ય અને માનસિક તાણનું ખાસ ધ્યાન રાખવું.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'અભ્યાસમાં ગ્રહોનો મજબૂત સાથ છે: વાંચન, પરીક્ષા અને નવાં કૌશલ્યોમાં સફળતા મળશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'અભ્યાસ માટે સમય અનુકૂળ છે; એકાગ્રતાથી સારાં પરિણામ મળશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady':
    'અભ્યાસ સ્થિર ગતિએ આગળ વધશે; નિયમિત પુનરાવર્તન ઉપયોગી થશે.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed':
    'એકાગ્રતા ડગમગી શકે છે; અભ્યાસ નાના નાના પણ નિયમિત ભાગમાં કરો.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'હવે અભ્યાસમાં વધારે મહેનત કરવી પડશે; જ્યાં અટકો ત્યાં માર્ગદર્શન લો.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': '{graha} ગ્રહની ચાલુ મહાદશા આ ક્ષેત્રને સાથ આપી રહી છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down': '{graha} ગ્રહની ચાલુ મહાદશા આ ક્ષેત્ર પર ભાર વધારી રહી છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': '{graha} ગ્રહની અંતર્દશા વધારાનો સાથ આપે છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': '{graha} ગ્રહની અંતર્દશા થોડો તણાવ ઉમેરે છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up': 'ચંદ્રથી {house} ભાવમાં {graha} ગોચર કરી રહ્યો છે, જે અનુકૂળ સ્થિતિ છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    'ચંદ્રથી {house} ભાવમાં {graha} ગોચર કરી રહ્યો છે, જે પ્રતિકૂળ સ્થિતિ છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'જન્મકુંડળીમાં આ ક્ષેત્રનો સ્વામી {graha} સારી સ્થિતિમાં છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'જન્મકુંડળીમાં આ ક્ષેત્રનો સ્વામી {graha} નબળી સ્થિતિમાં છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'નવમાંશ કુંડળીમાં {graha} બળવાન છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'નવમાંશ કુંડળીમાં {graha} નબળો છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down':
    'સાડાસાતી ({phase} તબક્કો) ચાલી રહી હોવાથી ધીરજ રાખવી જરૂરી છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down': 'શનિની નાની પનોતી (ચંદ્રથી ચોથી કે આઠમી રાશિમાં શનિ) દબાણ વધારે છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'મંગળ દોષનું નિવારણ ન થયું હોવાથી ભાગીદારીમાં સાવચેતી જરૂરી છે.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'કાલસર્પ યોગને કારણે ફળ થોડું મંદ મળે છે.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'જન્મકુંડળી, ચાલુ દશા, દોષ અને ગોચરના આધારે નિયમ મુજબ ગણેલા ગુણ; તે માત્ર વલણ દર્શાવે છે, નિશ્ચિત ભવિષ્ય નહીં.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'એકંદરે આ સમયગાળો ખૂબ જ અનુકૂળ છે.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'એકંદરે આ સમયગાળો અનુકૂળ છે.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'એકંદરે આ સમયગાળો સ્થિર છે; કોઈ એક બાજુ ખાસ ઝોક નથી.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'એકંદરે આ સમયગાળો મિશ્ર છે: સારા અને કઠિન સંકેતો એકબીજાને સરભર કરે છે.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'એકંદરે આ સમયગાળો કસોટીભર્યો છે; ધીરજ રાખશો તો ફળ મળશે.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'પહેલો',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'મધ્ય',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'છેલ્લો',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં, એટલે કે કેન્દ્રમાં છે; તેથી શરીર મજબૂત રહે છે અને બીમારીમાંથી જલદી સાજા થવાય છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં, એટલે કે ત્રિકોણમાં છે; તેથી જોમ જળવાય છે અને મન હકારાત્મક રહે છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં છે; તેથી આરોગ્ય અને આરામની નિયમિત કાળજી લેવી પડે છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં હોવાથી જોમ સામાન્ય રહે છે, પણ નિયમિત દિનચર્યાથી તે સારું જળવાય છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'સૂર્ય સારી સ્થિતિમાં ({dignity}) હોવાથી સહનશક્તિ અને ઝડપથી બેઠા થવાની ક્ષમતા મળે છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'સૂર્ય નીચનો છે: ખાસ કરીને તણાવના સમયમાં શક્તિ સાચવીને વાપરો.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'ચંદ્ર બળવાન ({dignity}) હોવાથી મન શાંત રહે છે અને ઊંઘ સારી આવે છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'ચંદ્ર નીચનો છે: ચિંતાની અસર આરોગ્ય પર પડી શકે છે, તેથી શાંત દિનચર્યા મદદરૂપ થાય છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'છઠ્ઠા ભાવમાં, એટલે કે ઉપચય સ્થાનમાં {grahas} હોવાથી રોગ અને સ્પર્ધા પર સહેલાઈથી વિજય મળે છે.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    'આઠમા ભાવમાં {grahas} હોવાથી જૂની તકલીફો અને અચાનક આવતા તણાવ બાબતે કાળજી રાખવી.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'લગ્ન પર દૃષ્ટિ કરનાર ગ્રહ: {grahas}; આ આરોગ્ય માટે રક્ષણાત્મક પ્રભાવ છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'અગ્નિતત્ત્વનું લગ્ન ({sign}) હોવાથી સ્વભાવ ઉત્સાહી, સ્પષ્ટવક્તા અને સાહસિક હોય છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'પૃથ્વીતત્ત્વનું લગ્ન ({sign}) હોવાથી સ્વભાવ વ્યવહારુ, ધીરજવાન અને ભરોસાપાત્ર હોય છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'વાયુતત્ત્વનું લગ્ન ({sign}) હોવાથી સ્વભાવ મિલનસાર, જિજ્ઞાસુ અને વાતોડિયો હોય છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'જળતત્ત્વનું લગ્ન ({sign}) હોવાથી સ્વભાવ સંવેદનશીલ, કાળજી લેનારો અને અંતઃસ્ફુરણાવાળો હોય છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં, એટલે કે કેન્દ્રમાં બેઠો છે: આત્મવિશ્વાસ અને જીવનની દિશા સ્થિર રહે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં, એટલે કે ત્રિકોણમાં બેઠો છે: નિર્ણયશક્તિ સારી રહે છે અને ભાગ્યનો સાથ મળે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં બેઠો છે: સ્વભાવ અંતર્મુખી રહે છે અને પ્રગતિ મહેનતથી મળે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'લગ્નેશ {lord} {lord_house} ભાવમાં બેઠો છે, જે વ્યક્તિત્વને સાધન-સંપત્તિ, પહેલ અને લાભ સાથે જોડે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'લગ્નેશ સારી સ્થિતિમાં ({dignity}) છે, જેથી જોમ અને આત્મવિશ્વાસ વધે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'લગ્નેશ નીચનો છે: આત્મવિશ્વાસ ધીમે ધીમે અને અનુભવથી વધે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'લગ્નમાં ગુરુ હોવાથી ડહાપણ, ઉદારતા અને બીજાને સાચવવાની વૃત્તિ મળે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'લગ્નમાં {grahas} હોવાથી સ્વભાવમાં તીવ્રતા અને અજંપાભરી ઊર્જા રહે છે; તેને સ્પષ્ટ ધ્યેય મળે તો તે શ્રેષ્ઠ કામ આપે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'ચંદ્ર જળરાશિમાં ({sign}) હોવાથી લાગણીઓ ઊંડી અને અંતઃસ્ફુરણા પ્રબળ હોય છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'ચંદ્ર અગ્નિરાશિમાં ({sign}) હોવાથી મન જુસ્સાદાર, સ્વાભિમાની અને ઝડપથી કામે લાગનારું હોય છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'ચંદ્ર પૃથ્વીરાશિમાં ({sign}) હોવાથી મન સલામતી અને સ્થિર દિનચર્યા શોધે છે.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'ચંદ્ર વાયુરાશિમાં ({sign}) હોવાથી મન ચંચળ, વાતોડિયું અને નવા વિચારોનું શોખીન હોય છે.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'દશમેશ {lord} {lord_house} ભાવમાં, એટલે કે કેન્દ્રમાં છે; કારકિર્દી સૌની નજરે ચડે તેવી રહે છે અને વ્યાવસાયિક સ્થાન સ્થિર રહે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'દશમેશ {lord} {lord_house} ભાવમાં, એટલે કે ત્રિકોણમાં છે; કામને ભાગ્ય, વિદ્યા અને સારા માર્ગદર્શકોનો સાથ મળે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'દશમેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં છે; સેવા, સંશોધન કે પડદા પાછળનાં કામનો સંકેત છે, અને ખંતથી બઢતી મળે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'દશમેશ {lord} {lord_house} ભાવમાં હોવાથી કારકિર્દી કમાણી, સંપર્કો અને પોતાની પહેલ સાથે જોડાયેલી રહે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'દશમેશ બળવાન ({dignity}) છે: મહત્ત્વાકાંક્ષાઓને સારો સાથ મળે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'દશમેશ નીચનો છે: કારકિર્દીની દિશા નક્કી થતાં સમય લાગી શકે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    'દશમ ભાવમાં સૂર્ય હોવાથી અધિકાર મળે છે અને જાહેર ભૂમિકામાં માન મળે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    'દશમ ભાવમાં શનિ હોવાથી શિસ્ત અને જવાબદારીના બળે ધીમી પણ સ્થિર પ્રગતિ થાય છે.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    'દશમ ભાવમાં {grahas} હોવાથી વ્યવસાય પ્રતિષ્ઠિત રહે છે અને કાર્યસ્થળે સંબંધો સારા રહે છે.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'દશમ ભાવ પર ગુરુની દૃષ્ટિ છે; કામમાં યોગ્ય માર્ગદર્શન મળે છે અને પ્રામાણિકતાની શાખ બંધાય છે.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    'નવમ અને દશમ ભાવના સ્વામી સાથે છે; આ હેતુપૂર્ણ અને ભાગ્યશાળી કાર્યનો શાસ્ત્રીય યોગ છે.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    'દશમ ભાવમાં ({sign}) કોઈ ગ્રહ નથી; કારકિર્દીનો વિચાર દશમેશ {lord} ક્યાં છે તે જોઈને થાય છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'પંચમેશ {lord} {lord_house} ભાવમાં, એટલે કે કેન્દ્રમાં છે; એકાગ્ર અભ્યાસ અને વ્યવહારુ બુદ્ધિને બળ મળે છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'પંચમેશ {lord} {lord_house} ભાવમાં, એટલે કે ત્રિકોણમાં છે; ઉચ્ચ શિક્ષણ અને સર્જનાત્મક બુદ્ધિ માટે આ શુભ છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'પંચમેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં છે: અભ્યાસમાં અડચણો આવી શકે છે, પણ ખંતનું ફળ મળે છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'પંચમેશ {lord} {lord_house} ભાવમાં હોવાથી વિદ્યા સંવાદ અને ઉપયોગી કૌશલ્યો સાથે જોડાય છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'બુધ બળવાન ({dignity}) છે: બુદ્ધિ તેજ અને વિશ્લેષણાત્મક છે, તેથી સહેલાઈથી શીખી શકાય છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'બુધ નીચનો છે: ધીરજથી અને જાતે પ્રયોગ કરીને શીખવું વધુ ફળદાયી છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'પંચમ ભાવ પર ગુરુની દૃષ્ટિ છે, જે બુદ્ધિને આશીર્વાદ આપે છે અને શીખવાની ઇચ્છા વધારે છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    'પંચમ ભાવમાં {grahas} હોવાથી સારું શિક્ષણ અને સર્જનાત્મક પ્રતિભા ખીલે છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    'ચતુર્થ ભાવમાં {grahas} હોવાથી પાયાનું શિક્ષણ સારું થાય છે અને અભ્યાસ માટે સ્થિર જગ્યા મળે છે.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'બુધ અને ગુરુ સાથે હોવાથી તર્કશક્તિ સાથે ડહાપણ જોડાય છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'ધનેશ {lord} {lord_house} ભાવમાં, એટલે કે કેન્દ્રમાં છે; નિયમિત બચત થાય છે અને પરિવારનો આર્થિક ટેકો મળે છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'ધનેશ {lord} {lord_house} ભાવમાં, એટલે કે ત્રિકોણમાં છે; ભાગ્ય અને જ્ઞાનના બળે ધન વધવાનો યોગ છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'ધનેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં છે: હિસાબથી ચાલજો, કારણ કે ખર્ચ આવક કરતાં આગળ નીકળી શકે છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'ધનેશ {lord} {lord_house} ભાવમાં હોવાથી નાણાં પોતાના પ્રયત્ન, સંપર્કો અને લાભ દ્વારા આવે છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'લાભેશ {lord} {lord_house} ભાવમાં હોવાથી નિયમિત લાભ થતો રહે છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'લાભેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં છે: લાભ અનિયમિત રહી શકે છે, તેથી આયોજન મહત્ત્વનું છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'ધનભાવોમાંના એક, {graha_house} ભાવમાં ગુરુ હોવો એ સમૃદ્ધિનું પરંપરાગત લક્ષણ છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    'દ્વિતીય ભાવમાં {grahas} હોવાથી ખર્ચ પર નજર રાખવી પડે છે; શિસ્તથી જ બચત વધે છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'શુક્ર બળવાન ({dignity}) છે, જે સુખ-સગવડ અને તેને માણવાનાં સાધનો આપે છે.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    'દ્વિતીય અને એકાદશ ભાવના સ્વામી સાથે છે; આ શાસ્ત્રીય ધનયોગ છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'સપ્તમેશ {lord} {lord_house} ભાવમાં, એટલે કે કેન્દ્રમાં છે; ભાગીદારી સ્થિર રહે છે અને જીવનસાથી પ્રતિષ્ઠિત મળે છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'સપ્તમેશ {lord} {lord_house} ભાવમાં, એટલે કે ત્રિકોણમાં છે; સમાન મૂલ્યો અને ભાગ્યના આધારે ભાગીદારી બંધાય છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'સપ્તમેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં છે: સંબંધોમાં ધીરજ, સ્પષ્ટ વાતચીત અને એકબીજાને મોકળાશ આપવી જરૂરી છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'સપ્તમેશ {lord} {lord_house} ભાવમાં હોવાથી ભાગીદારી પરિવાર, મિત્રો અને સમાન ધ્યેયો સાથે જોડાય છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'દાંપત્યનો કારક શુક્ર બળવાન ({dignity}) છે: સંબંધોમાં હૂંફ, આકર્ષણ અને સુમેળ રહે છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'શુક્ર નીચનો છે: પ્રેમમાં અપેક્ષાઓ વાસ્તવિક રાખો અને તે સ્પષ્ટ કહો.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    'સપ્તમ ભાવમાં {grahas} હોવાથી જીવનસાથી સમજદાર મળે છે અને સંબંધોમાં સહકાર રહે છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    'સપ્તમ ભાવમાં {grahas} હોવાથી ભાગીદારીમાં મતભેદ કે વિલંબ આવી શકે છે; જવાબદારીઓ વહેંચવાથી રાહત મળે છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'સપ્તમ ભાવ પર ગુરુની દૃષ્ટિ છે, જે લગ્નજીવન અને ભાગીદારી માટે રક્ષણાત્મક પ્રભાવ છે.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'શુક્ર અને મંગળ સાથે હોવાથી પ્રેમમાં સ્વભાવ જુસ્સાદાર રહે છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'ભાગ્યેશ {lord} {lord_house} ભાવમાં, એટલે કે કેન્દ્રમાં છે; શ્રદ્ધા અને સિદ્ધાંતો રોજિંદા જીવનમાં ઊતરે છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'ભાગ્યેશ {lord} {lord_house} ભાવમાં, એટલે કે ત્રિકોણમાં છે; ધર્મ, ગુરુજનો અને જ્ઞાન માટેની લાંબી યાત્રાઓ માટે શુભ છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'ભાગ્યેશ {lord} {lord_house} ભાવમાં, એટલે કે દુઃસ્થાનમાં છે: અનુભવોથી શ્રદ્ધાની કસોટી થાય છે અને તે વધુ ઊંડી બને છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'ભાગ્યેશ {lord} {lord_house} ભાવમાં હોવાથી ભાગ્ય પોતાના પ્રયત્ન અને સમાજ સાથે જોડાય છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'ગુરુ બળવાન ({dignity}) છે, જે ડહાપણ, નીતિ અને ગુરુજનો પ્રત્યે આદર વધારે છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} ભાવમાં ગુરુ મનને તત્ત્વજ્ઞાનના અભ્યાસ અને આંતરિક જીવન તરફ વાળે છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    'દ્વાદશ ભાવમાં કેતુને પરંપરાગત રીતે વૈરાગ્ય અને ધ્યાન તરફના ઝોક તરીકે જોવામાં આવે છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    'નવમ ભાવમાં {grahas} હોવાથી વડીલોના આશીર્વાદ મળે છે અને દૃષ્ટિ ઉદાર રહે છે.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'નવમ ભાવ પર શનિની દૃષ્ટિ છે: શ્રદ્ધા માત્ર વિધિથી નહીં, પણ શિસ્તથી ધીમે ધીમે ઘડાય છે.',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'ઉચ્ચનો',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'મૂળત્રિકોણમાં',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'સ્વરાશિમાં',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'મિત્રરાશિમાં',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'સમરાશિમાં',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'શત્રુરાશિમાં',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'નીચનો',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': 'પ્રથમ',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': 'દ્વિતીય',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': 'તૃતીય',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': 'ચતુર્થ',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': 'પંચમ',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': 'ષષ્ઠ',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': 'સપ્તમ',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': 'અષ્ટમ',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': 'નવમ',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': 'દશમ',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': 'એકાદશ',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': 'દ્વાદશ',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'અનુકૂળ',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'સંતુલિત',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'કસોટીભર્યો',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'જન્મકુંડળીનું (રાશિ કુંડળી, દરેક રાશિ એક ભાવ) નિયમ આધારિત વાંચન. દરેક વિધાન સાથે તે કયા નિયમ પરથી આવ્યું તે લખ્યું છે; કોઈ પણ વિધાન નિશ્ચિત ભવિષ્ય નથી.',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'વ્યક્તિત્વ',
  'jyotish/predictions/index.SECTION_NAMES.career': 'કારકિર્દી',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'આર્થિક સ્થિતિ',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'સંબંધો',
  'jyotish/predictions/index.SECTION_NAMES.health': 'આરોગ્ય',
  'jyotish/predictions/index.SECTION_NAMES.education': 'અભ્યાસ',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'આધ્યાત્મિકતા',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'લગ્નથી મંગળ દોષ છે (મંગળ {house} નંબરના ભાવમાં).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'મંગળ દોષ માત્ર આટલેથી ગણતાં છે: {references} (આંશિક).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'એક શાસ્ત્રીય અપવાદને કારણે આ કુંડળીમાં મંગળ દોષનું નિવારણ થાય છે.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'મંગળ દોષ નથી: લગ્ન, ચંદ્ર કે શુક્રથી પ્રથમ, દ્વિતીય, ચતુર્થ, સપ્તમ, અષ્ટમ કે દ્વાદશ ભાવમાં મંગળ નથી.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'સાતેય ગ્રહો રાહુ-કેતુ ધરીની એક જ બાજુ છે: {type} કાલસર્પ યોગ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'ગ્રહો લગભગ સંપૂર્ણ રીતે રાહુ-કેતુ ધરીની એક જ બાજુ છે: આંશિક {type} કાલસર્પ યોગ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'કાલસર્પ યોગ નથી: ગ્રહો રાહુ-કેતુ ધરીની બંને બાજુ ફેલાયેલા છે.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'મળેલાં પિતૃદોષનાં લક્ષણ: {count}. તેમને કેટલું મહત્ત્વ આપવું તે અંગે ગ્રંથોમાં મતભેદ છે.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'પિતૃદોષનું એક પણ પ્રચલિત લક્ષણ જોવા મળતું નથી.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'સાડાસાતી ચાલી રહી છે, પહેલો તબક્કો: શનિ જન્મના ચંદ્રથી બારમી રાશિમાંથી ગોચર કરી રહ્યો છે.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak':
    'સાડાસાતી ચાલી રહી છે, મધ્ય તબક્કો: શનિ જન્મરાશિમાંથી જ ગોચર કરી રહ્યો છે.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'સાડાસાતી ચાલી રહી છે, છેલ્લો તબક્કો: શનિ જન્મના ચંદ્રથી બીજી રાશિમાંથી ગોચર કરી રહ્યો છે.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'આપેલી તારીખે સાડાસાતી ચાલતી નથી.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable':
    'સાડાસાતીનો વિચાર કર્યો નથી: ગોચરની માહિતી આપવામાં આવી નથી.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'શનિ જન્મના ચંદ્રથી ચોથી રાશિમાંથી ગોચર કરી રહ્યો છે (કંટક પનોતી).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'શનિ જન્મના ચંદ્રથી આઠમી રાશિમાંથી ગોચર કરી રહ્યો છે (અષ્ટમ પનોતી).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'માત્ર જાણકારી માટે: આ તપાસ શાસ્ત્રીય નિયમો પ્રમાણે કુંડળીના યોગ વર્ણવે છે; તે ઘટનાઓનું ભવિષ્ય ભાખતી નથી.',
  'jyotish/phrases.LABELS.nadi_dosha': 'નાડી દોષ',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'ભકૂટ દોષ',
  'jyotish/phrases.LABELS.gana_dosha': 'ગણ દોષ',
  'jyotish/phrases.LABELS.dwi_dwadash': 'દ્વિદ્વાદશ (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'નવપંચમ (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'ષડાષ્ટક (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'નક્ષત્ર એક, પણ ચંદ્રરાશિ જુદી',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ચંદ્રરાશિ એક, પણ નક્ષત્ર જુદાં',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'નક્ષત્ર એક, પણ ચરણ જુદાં',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ચંદ્રરાશિ જુદી, પણ સ્વામી એક',
  'jyotish/phrases.LABELS.rashi_lords_same': 'બંનેની ચંદ્રરાશિના સ્વામી એક જ છે',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'બંનેની ચંદ્રરાશિના સ્વામી પરસ્પર મિત્ર છે',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'બંનેના નવમાંશના સ્વામી એક જ છે',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'બંનેના નવમાંશના સ્વામી પરસ્પર મિત્ર છે',
  'jyotish/phrases.LABELS.boy': 'વરની',
  'jyotish/phrases.LABELS.girl': 'કન્યાની',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'મંગળ સ્વરાશિમાં કે ઉચ્ચ રાશિમાં ({rashi}) છે.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'ગુરુ અને મંગળ એક જ રાશિમાં છે.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'મંગળ પર ગુરુની દૃષ્ટિ છે.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    'ગણતરીનો આધાર {reference}: {house} નંબરના ભાવમાં {rashi} રાશિમાં મંગળ એ નોંધાયેલો અપવાદ છે.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'વર અને કન્યા બંને માંગલિક છે, જેનાથી દોષનું નિવારણ થાય છે એમ મનાય છે.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent': 'ગુણ મેળાપક કુલ {total}/36: પ્રચલિત ધોરણો પ્રમાણે ઉત્તમ (33 કે તેથી વધુ).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible': 'ગુણ મેળાપક કુલ {total}/36: પ્રચલિત ધોરણો પ્રમાણે અનુરૂપ (25 થી 32).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'ગુણ મેળાપક કુલ {total}/36: મધ્યમ, પ્રચલિત ધોરણો પ્રમાણે સ્વીકાર્ય (18 થી 24).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'ગુણ મેળાપક કુલ {total}/36: પ્રચલિત લઘુતમ 18 કરતાં ઓછું.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'નાડી દોષ: બંનેના ચંદ્ર {nadi} નાડીમાં છે.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'ભકૂટ દોષ: બંનેની ચંદ્રરાશિ વચ્ચે {kind} સંબંધ છે.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'ગણ દોષ: વરનો ગણ {boy}, કન્યાનો ગણ {girl}.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha}: નિવારણ થયેલું મનાય છે, કારણ કે {reasons}. ગુણ જોકે ગણ્યા પ્રમાણે જ રાખ્યા છે.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: નોંધાયેલા અપવાદોમાંથી એક પણ અહીં લાગુ પડતો નથી.',
  'jyotish/phrases.MATCH_PHRASES.raw_score': 'ગુણ એ કૂટના મૂળ ગુણ છે; નિવારણની નોંધ લીધી છે, પણ ગુણમાં પાછું ઉમેર્યું નથી.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'બંને કુંડળી માંગલિક છે; પ્રચલિત નિયમ પ્રમાણે બંનેના દોષ એકબીજાને રદ કરે છે.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': 'ફક્ત {who} કુંડળી માંગલિક છે.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'બંનેમાંથી એક પણ કુંડળી માંગલિક નથી.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'સૂર્ય અને {grahas} એક જ રાશિમાં છે.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': 'નવમ ભાવમાં {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted': 'ભાગ્યેશ {lord} સાથે {grahas} છે અથવા તેના પર તેમની દૃષ્ટિ છે.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth': 'નવમ ભાવમાં સૂર્ય સાથે {grahas} છે અથવા તેની સામે છે.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'ચંદ્ર અને {grahas} એક જ રાશિમાં છે (કેટલાક ગ્રંથો ઉમેરે છે તે માતૃદોષનો પ્રકાર).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'ઉત્તમ',
  'jyotish/phrases.STATUS_LABELS.good': 'સારું',
  'jyotish/phrases.STATUS_LABELS.average': 'મધ્યમ',
  'jyotish/phrases.STATUS_LABELS.poor': 'નબળું',
  'jyotish/phrases.STATUS_LABELS.dosha': 'દોષ',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'ઉત્તમ',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'અનુરૂપ',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'સ્વીકાર્ય',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'ભલામણ નથી',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'અનંત',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'કુલિક',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'વાસુકિ',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'શંખપાલ',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'પદ્મ',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'મહાપદ્મ',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'તક્ષક',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'કર્કોટક',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'શંખચૂડ',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'ઘાતક',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'વિષધર',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'શેષનાગ',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'લગ્ન',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'ચંદ્ર',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'શુક્ર',
  'jyotish/koota-points.KOOTAS.varna.name': 'વર્ણ',
  'jyotish/koota-points.KOOTAS.vashya.name': 'વશ્ય',
  'jyotish/koota-points.KOOTAS.tara.name': 'તારા',
  'jyotish/koota-points.KOOTAS.yoni.name': 'યોનિ',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'ગ્રહમૈત્રી',
  'jyotish/koota-points.KOOTAS.gana.name': 'ગણ',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'ભકૂટ',
  'jyotish/koota-points.KOOTAS.nadi.name': 'નાડી',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'દેવ',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'મનુષ્ય',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'રાક્ષસ',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'આદ્ય',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'મધ્ય',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'અંત્ય',
  'jyotish/koota-attributes.TARA_NAMES.0': 'જન્મ',
  'jyotish/koota-attributes.TARA_NAMES.1': 'સંપત્',
  'jyotish/koota-attributes.TARA_NAMES.2': 'વિપત્',
  'jyotish/koota-attributes.TARA_NAMES.3': 'ક્ષેમ',
  'jyotish/koota-attributes.TARA_NAMES.4': 'પ્રત્યરિ',
  'jyotish/koota-attributes.TARA_NAMES.5': 'સાધક',
  'jyotish/koota-attributes.TARA_NAMES.6': 'વધ',
  'jyotish/koota-attributes.TARA_NAMES.7': 'મિત્ર',
  'jyotish/koota-attributes.TARA_NAMES.8': 'અતિમિત્ર',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'બ્રાહ્મણ',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'ક્ષત્રિય',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'વૈશ્ય',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'શૂદ્ર',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'ચતુષ્પદ',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'માનવ',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'જળચર',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'વનચર',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'કીટ',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'અશ્વ (ઘોડો)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'ગજ (હાથી)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'મેષ (ઘેટું)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'સર્પ (સાપ)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'શ્વાન (કૂતરો)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'માર્જાર (બિલાડી)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'મૂષક (ઉંદર)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'ગૌ (ગાય)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'મહિષ (ભેંસ)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'વ્યાઘ્ર (વાઘ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'મૃગ (હરણ)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'વાનર (વાંદરો)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'નકુલ (નોળિયો)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'સિંહ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'મહાદશા',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'અંતર્દશા',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'પ્રત્યંતર દશા',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'સૂક્ષ્મ દશા',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'પ્રાણ દશા',
  'jyotish/vargas.VARGAS.D1.name': 'રાશિ',
  'jyotish/vargas.VARGAS.D2.name': 'હોરા',
  'jyotish/vargas.VARGAS.D3.name': 'દ્રેષ્કાણ',
  'jyotish/vargas.VARGAS.D4.name': 'ચતુર્થાંશ',
  'jyotish/vargas.VARGAS.D5.name': 'પંચમાંશ',
  'jyotish/vargas.VARGAS.D6.name': 'ષષ્ઠાંશ',
  'jyotish/vargas.VARGAS.D7.name': 'સપ્તમાંશ',
  'jyotish/vargas.VARGAS.D8.name': 'અષ્ટમાંશ',
  'jyotish/vargas.VARGAS.D9.name': 'નવમાંશ',
  'jyotish/vargas.VARGAS.D10.name': 'દશમાંશ',
  'jyotish/vargas.VARGAS.D11.name': 'રુદ્રાંશ',
  'jyotish/vargas.VARGAS.D12.name': 'દ્વાદશાંશ',
  'jyotish/vargas.VARGAS.D16.name': 'ષોડશાંશ',
  'jyotish/vargas.VARGAS.D20.name': 'વિંશાંશ',
  'jyotish/vargas.VARGAS.D24.name': 'ચતુર્વિંશાંશ',
  'jyotish/vargas.VARGAS.D27.name': 'સપ્તવિંશાંશ (ભાંશ)',
  'jyotish/vargas.VARGAS.D30.name': 'ત્રિંશાંશ',
  'jyotish/vargas.VARGAS.D40.name': 'ખવેદાંશ',
  'jyotish/vargas.VARGAS.D45.name': 'અક્ષવેદાંશ',
  'jyotish/vargas.VARGAS.D60.name': 'ષષ્ટ્યંશ',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'લગ્ન',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(વ)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'ઉત્તર ભારતીય',
  'jyotish/chart-layouts.CHART_LABELS.south': 'દક્ષિણ ભારતીય',
  'jyotish/chart-layouts.CHART_LABELS.east': 'પૂર્વ ભારતીય',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'સૂ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'ચં',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'મં',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'બુ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'ગુ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'શુ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'શ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'રા',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'કે',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'મેષ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'વૃષભ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'મિથુન',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'કર્ક',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'સિંહ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'કન્યા',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'તુલા',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'વૃશ્ચિક',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'ધન',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'મકર',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'કુંભ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'મીન',
  'numerology/phrases.FACTOR_NAMES.moolank': 'મૂળાંક',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'ભાગ્યાંક',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'જીવનપથ અંક',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'આંતરિક ઇચ્છા અંક',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'અભિવ્યક્તિ અંક',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'વ્યક્તિત્વ અંક',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'નેતૃત્વ',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'સ્વતંત્ર, નવી કેડી કંડારનાર અને સ્વપ્રેરિત; આગળ રહીને નેતૃત્વ કરે છે.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'સહકાર',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'સંવેદનશીલ, કુનેહબાજ અને મદદરૂપ; ભાગીદારીમાં શ્રેષ્ઠ કામ કરે છે.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'અભિવ્યક્તિ',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'સર્જનાત્મક, મિલનસાર અને આશાવાદી; સહેલાઈથી વાત કરી શકે છે.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'સ્થિરતા',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'વ્યવહારુ, શિસ્તબદ્ધ અને પદ્ધતિસર; મજબૂત પાયા પર ચણતર કરે છે.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'સ્વતંત્રતા',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'અનુકૂલનશીલ, જિજ્ઞાસુ અને અજંપાવાળા; પરિવર્તન અને વૈવિધ્યમાં ખીલે છે.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'જવાબદારી',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'કાળજી લેનારા, રક્ષણ કરનારા અને ઘરપ્રેમી; પરિવાર અને સમાજ પ્રત્યેની ફરજ ગંભીરતાથી નિભાવે છે.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'આત્મમંથન',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'વિશ્લેષક, ઓછાબોલા અને આધ્યાત્મિક; ઊંડાણ અને સમજની શોધ કરે છે.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'મહત્ત્વાકાંક્ષા',
  'numerology/phrases.NUMBER_MEANINGS.8.text': 'પ્રભાવશાળી, ધ્યેયલક્ષી અને મક્કમ; ભૌતિક સત્તા અને જવાબદારી સંભાળી જાણે છે.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'કરુણા',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'ઉદાર, આદર્શવાદી અને વિશાળ દૃષ્ટિવાળા; મોટા ઉદ્દેશ માટે કામ કરે છે.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'અંતઃસ્ફુરણા',
  'numerology/phrases.NUMBER_MEANINGS.11.text': 'માસ્ટર અંક: તીવ્ર અંતઃસ્ફુરણા અને પ્રેરણા, પણ મનનો તણાવ સંભાળવો પડે છે.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'મહાન સર્જક',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'માસ્ટર અંક: મોટા પાયાની દૂરદૃષ્ટિ સાથે વ્યવહારુ ક્ષમતાનો સંગમ.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'મહાન શિક્ષક',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'માસ્ટર અંક: વિશાળ સ્તરે કરુણા અને માર્ગદર્શન.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'નવી શરૂઆત',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'નવાં કામ શરૂ કરો અને પહેલ કરો.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'ધીરજ અને ભાગીદારી',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'સહકાર આપો અને બાબતોને પાકવા દો.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'અભિવ્યક્તિ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'સર્જન કરો, વાતચીત કરો અને સંગાથ માણો.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'પાયો',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'વ્યવસ્થા ગોઠવો, ચણતર કરો અને શિસ્ત પાળો.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'પરિવર્તન',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'પ્રવાસ કરો, અનુકૂળ થાઓ અને નવાને આવકારો.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'ઘર અને ફરજ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'પરિવાર, કાળજી અને આપેલાં વચનો પહેલાં.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'ચિંતન',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'અંદર ઝાંખો, અભ્યાસ કરો અને આરામ કરો.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'સિદ્ધિ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'મહત્ત્વાકાંક્ષા, અધિકાર અને આર્થિક ફળ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'પૂર્ણાહુતિ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'ચક્રો પૂરાં કરો અને જૂનાને જવા દો.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'પ્રકાશ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'અંતઃસ્ફુરણા અને પ્રેરણા ટોચ પર રહે છે.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'મહાન ચણતર',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'મોટી યોજનાઓ નક્કર આકાર લઈ શકે છે.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'સેવા',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'બીજાઓ માટે માર્ગદર્શન અને કરુણા.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}) અને {b} ({planet_b}) વચ્ચે ખેંચતાણ છે; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'ભાવનાત્મક સમજ',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'લાગણીઓને સમય અને મોકળાશ આપો.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'સમાન દિશા અને ધ્યેયો',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'યોજનાઓ અને પૈસા અંગે વહેલી તકે સહમતિ કરી લો.',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'વાતચીતની રીત',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'સ્પષ્ટ બોલો અને પૂરું સાંભળો.',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'સુમેળભર્યો મેળ',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'અંકો મોટે ભાગે એકબીજાને પૂરક છે; મતભેદો સહેલાઈથી દૂર થાય છે.',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'ચાલે તેવો મેળ',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'ટેકો અને ઘર્ષણ બંને છે; સમજદારી અને પ્રયત્નથી સંબંધ ટકે છે.',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'કસોટીભર્યો મેળ',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'અંકો જુદી જુદી દિશામાં ખેંચે છે; સંબંધ માટે સભાન પ્રયત્ન જરૂરી છે.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'મનનું સ્તર',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'બુદ્ધિનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'નબળી યાદશક્તિનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'લાગણીનું સ્તર',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'આધ્યાત્મિકતાનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'ભાવુકતાનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'વ્યવહારનું સ્તર',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'વ્યવહારુપણાનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'અવ્યવહારુપણાનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'વિચારનું સ્તર',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'આયોજનનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'મૂંઝવણનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'ઇચ્છાશક્તિનું સ્તર',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'દૃઢ નિશ્ચયનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'ખચકાટનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'કર્મનું સ્તર',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'કર્મનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'ઢીલનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'સુવર્ણ યોગ (રાજયોગ)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'સમૃદ્ધિનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'હતાશાનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'રજત યોગ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'ભાવનાત્મક સંતુલનનું તીર',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'ભાવનાત્મક અસંતુલનનું તીર',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'કોઈ અશુભ યોગ નથી',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'વિષ્ટિ (ભદ્રા) કરણ નથી',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'ભદ્રા પૃથ્વી પર નથી',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'પંચકરહિત',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'કોઈ પણ સૌર માસ',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'સંસ્કાર માટે યોગ્ય સૌર માસ',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'લગ્નથી સપ્તમ ભાવ શુદ્ધ',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'લગ્નથી અષ્ટમ ભાવ શુદ્ધ',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'ચંદ્ર લગ્નથી છઠ્ઠા, આઠમા કે બારમા ભાવમાં નથી',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'લગ્ન પાપકર્તરીમાં નથી',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'સર્વાર્થ સિદ્ધિ યોગ',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'અમૃત સિદ્ધિ યોગ',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'સિદ્ધ યોગ',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'રવિ યોગ',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'ગુરુ પુષ્ય યોગ',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'રવિ પુષ્ય યોગ',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'દ્વિપુષ્કર યોગ',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'ત્રિપુષ્કર યોગ',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'રાહુ કાળ સાથે સમય ટકરાય છે',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'દુર્મુહૂર્ત સાથે સમય ટકરાય છે',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'વર્જ્ય કાળ સાથે સમય ટકરાય છે',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'ગંડમૂળ નક્ષત્ર',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'ચંદ્ર પંચકમાં',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'આ કાર્ય માટે મધ્યમ માસ',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'કમુરતાં (સૂર્ય ધન કે મીન રાશિમાં)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'ચાતુર્માસ',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'શુક્રનો અસ્ત',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'ગુરુનો અસ્ત',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'હોળાષ્ટક',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'અધિક માસ (પુરુષોત્તમ માસ)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'પિતૃપક્ષ',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'સિંહસ્થ ગુરુ',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'આ કાર્ય માટે ચાંદ્ર માસ અનુકૂળ નથી',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': '{n} નંબરના સહભાગીનું તારાબળ',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': '{n} નંબરના સહભાગીનું ચંદ્રબળ',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'શુભ તિથિ',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'શુભ નક્ષત્ર',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'શુભ વાર',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'શુભ લગ્ન',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'શુભ સૌર માસ',
  'muhurat/labels.RULE_KIND_LABELS.month': 'શુભ ચાંદ્ર માસ',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'જૂના ઘરના જીર્ણોદ્ધાર માટે શુભ નક્ષત્ર',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'જૂના ઘરના જીર્ણોદ્ધાર માટે શુભ માસ',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'ફરી બાંધેલા ઘર માટે શુભ માસ',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1 (વાર-નક્ષત્ર યોગ); પંચાંગોમાં છપાતી વાર પ્રમાણે નક્ષત્રોની યાદી',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 1; દૃક પંચાંગ સાથે મેળવી જોયેલું',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1 (વાર-તિથિ યોગ): શુક્રવારે નંદા, બુધવારે ભદ્રા, મંગળવારે જયા, શનિવારે રિક્તા, ગુરુવારે પૂર્ણા તિથિ',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1: સૂર્યના નક્ષત્રથી ગણતાં ચંદ્રનું નક્ષત્ર 4, 6, 9, 10, 13 કે 20મું',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1: ગુરુવારે પુષ્ય નક્ષત્ર; હિંદુ દિવસ સાથે મળતો ભાગ દૃક પંચાંગ છાપે છે',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1: રવિવારે પુષ્ય નક્ષત્ર; હિંદુ દિવસ સાથે મળતો ભાગ દૃક પંચાંગ છાપે છે',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1: ભદ્રા તિથિ, રવિ/મંગળ/શનિવાર, દ્વિપાદ નક્ષત્ર (મૃગશીર્ષ, ચિત્રા, ધનિષ્ઠા)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1: ભદ્રા તિથિ, રવિ/મંગળ/શનિવાર, ત્રિપાદ નક્ષત્ર (કૃત્તિકા, પુનર્વસુ, ઉત્તરા ફાલ્ગુની, વિશાખા, ઉત્તરાષાઢા, પૂર્વા ભાદ્રપદ)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'મુહૂર્ત ચિંતામણિ 1.7 (નવ અશુભ યોગ); દરેક યોગનો ત્યાજ્ય ભાગ મુહૂર્તરાજ પાન 37 મુજબ (વ્યતીપાત અને વૈધૃતિ આખા, પરિઘનો પહેલો અડધો ભાગ, બાકીના યોગોની પહેલી 3-9 ઘડી)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 1 (ભદ્રાનો વાસ: ચંદ્ર કર્ક, સિંહ, કુંભ કે મીનમાં હોય તો ભદ્રા પૃથ્વી પર, મેષથી મિથુન કે વૃશ્ચિકમાં હોય તો સ્વર્ગમાં, કન્યા, તુલા, ધન, મકરમાં હોય તો પાતાળમાં; ફક્ત પૃથ્વી પરની ભદ્રા ત્યાજ્ય), હિન્દી પંચાંગની વેબસાઇટો છાપે છે તે મુજબ',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'મુહૂર્ત ચિંતામણિ 1.45-47 (શુભ કાર્યોમાં વિષ્ટિ/ભદ્રા કરણ વર્જ્ય)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 11 (ધનિષ્ઠાના ઉત્તરાર્ધથી રેવતી સુધી: છાપરું નાખવું, દક્ષિણ દિશાની યાત્રા, લાકડાં ભેગાં કરવાં વર્જ્ય); દૃક પંચાંગ',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'વર્જ્ય સમયગાળા સિવાય મહિનાનું કોઈ બંધન નથી (દૃક પંચાંગની પરંપરા)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'ઉત્તર: દૃક પંચાંગ (ફક્ત વર્જ્ય સમયગાળા); દક્ષિણ: તમિલ પંચાંગો (પામ્બુ પંચાંગમ્) આડી, પુરટ્ટાસી, માર્ગળી મહિના ટાળે છે',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 રિક્તા તિથિઓ અને અમાસ ટાળે છે; ઉત્તર ભારતનાં પંચાંગો આઠમ, નોમ અને વદ ચોથે લગ્ન આપે છે, તેથી ફક્ત સુદ એકમ, સુદ ચોથ, બંને ચૌદસ અને અમાસ વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'મુહૂર્ત ચિંતામણિ 6.39: રોહિણી, મૃગશીર્ષ, મઘા, ઉત્તરા ફાલ્ગુની, હસ્ત, સ્વાતિ, અનુરાધા, મૂળ, ઉત્તરાષાઢા, ઉત્તરા ભાદ્રપદ, રેવતી',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 શુભ વાર પસંદ કરે છે, પણ ઉત્તર ભારતનાં પંચાંગો દરેક વારે (મંગળવારે પણ) લગ્ન આપે છે, તેથી કોઈ વાર વર્જ્ય નથી',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'મુહૂર્ત ચિંતામણિ 1.7 (નવ અશુભ યોગ); લગ્નમાં દરેક યોગ આખો વર્જ્ય, દૃક પંચાંગની લગ્નની યાદીઓ માને છે તેમ',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 (મિથુન, કન્યા, તુલા ઉત્તમ; વૃષભ, કર્ક, ધન, મીન, કુંભ ગ્રાહ્ય; મેષ, સિંહ, વૃશ્ચિક, મકર વર્જ્ય)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'ઉત્તર: દૃક પંચાંગ (વર્જ્ય સમયગાળાની બહારનો કોઈ પણ મહિનો); દક્ષિણ: તમિલ પંચાંગો આડી, પુરટ્ટાસી, માર્ગળીમાં લગ્ન આપતાં નથી',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 (વિવાહ પ્રકરણ): લગ્નથી સાતમો ભાવ પાપ ગ્રહોથી મુક્ત (સપ્તમ શુદ્ધિ)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'મુહૂર્ત ચિંતામણિ (વિવાહ પ્રકરણ, લગ્ન શુદ્ધિ; વાસ્તુ પ્રકરણ): લગ્નથી આઠમા ભાવમાં કોઈ પાપ ગ્રહ નહીં',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'મુહૂર્ત ચિંતામણિ (વિવાહ અને વાસ્તુ પ્રકરણ): લગ્નથી છઠ્ઠા, આઠમા કે બારમા ભાવમાં ચંદ્ર લગ્નને દૂષિત કરે છે',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 (કર્તરી દોષ): બારમા અને બીજા ભાવના પાપ ગ્રહો લગ્નને ઘેરી લે છે; શક્ય હોય ત્યાં ટાળવું',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 13, ઉત્તર ભારતનાં પંચાંગો લાગુ કરે છે તેમ: સુદ 2, 3, 5, 6, 7, 10, 11, 12, 13 અને વદ 2, 3, 5, 6, 7, 10, 11, 12; રિક્તા, આઠમ, એકમ, પૂનમ, અમાસ કે વદ તેરસ નહીં. ઉજ્જૈનના પં. પ્રવીણ દ્વિવેદીની સુદ પક્ષની યાદીમાં પૂનમ નથી; દૃક પંચાંગ 2026 (નવી દિલ્હી) વદ અગિયારસ-બારસે (13 મે) ગૃહ પ્રવેશ આપે છે, કોઈ પૂનમ કે વદ તેરસે નહીં',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 13: ધ્રુવ અને મૃદુ નક્ષત્રો (રોહિણી, ઉત્તરા ફાલ્ગુની, ઉત્તરાષાઢા, ઉત્તરા ભાદ્રપદ; મૃગશીર્ષ, ચિત્રા, અનુરાધા, રેવતી), પંચાંગની વેબસાઇટોની યાદી મુજબ; ધનિષ્ઠા અને શતભિષા ફક્ત સમારકામ કરેલા (જીર્ણ) ઘર માટે',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 13: રવિવાર અને મંગળવાર વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 13: સ્થિર લગ્ન ઉત્તમ, દ્વિસ્વભાવ લગ્ન ગ્રાહ્ય; ચર લગ્ન વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'મુહૂર્ત ચિંતામણિ, વાસ્તુ પ્રકરણ ("માઘફાલ્ગુનવૈશાખજ્યેષ્ઠમાસેષુ શોભનઃ"): મહા, ફાગણ, વૈશાખ, જેઠ, અને કારતક તથા માગશર મધ્યમ મહિના (મધ્યમ મહિનાની ચેતવણી સાથે); દૃક પંચાંગ છએ (અમાન્ત) મહિનામાં ગૃહ પ્રવેશ આપે છે',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'મુહૂર્ત ચિંતામણિ, વાસ્તુ પ્રકરણ (ગૃહ પ્રવેશ): સમારકામ કરેલા (જીર્ણ) ઘર માટે ધ્રુવ અને મૃદુ નક્ષત્રો સાથે શતભિષા, પુષ્ય, સ્વાતિ, ધનિષ્ઠા',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'મુહૂર્ત ચિંતામણિ, વાસ્તુ પ્રકરણ (ગૃહ પ્રવેશ): જીર્ણ ગૃહ પ્રવેશ માગશર, કારતક અને શ્રાવણમાં પણ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'મુહૂર્ત ચિંતામણિ, વાસ્તુ પ્રકરણ (ગૃહ પ્રવેશ)ના સપૂર્વ મહિના, પંચાંગો દ્વંદ્વ પ્રવેશ (યાત્રા પછી ઘરે પાછા ફરવું) પર લાગુ કરે છે તેમ',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 11: રિક્તા, આઠમ અને અમાસ વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 11: અશ્વિની, મૃગશીર્ષ, પુનર્વસુ, પુષ્ય, હસ્ત, ચિત્રા, સ્વાતિ, શ્રવણ, ધનિષ્ઠા, શતભિષા, રેવતી',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'દૃક પંચાંગ, વાહન ખરીદી: રવિવાર અને મંગળવાર વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 11: ક્રૂર સ્થિર રાશિઓ સિંહ અને વૃશ્ચિકનાં લગ્ન વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 13: રિક્તા, આઠમ અને અમાસ વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 13, ભૂમિ ખરીદી: રોહિણી, મૃગશીર્ષ, આશ્લેષા, મઘા, ઉત્તરા ફાલ્ગુની, વિશાખા, અનુરાધા, મૂળ, ઉત્તરાષાઢા, ઉત્તરા ભાદ્રપદ, રેવતી (દૃક પંચાંગની યાદી મુજબ)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'દૃક પંચાંગ, મિલકત ખરીદી: રવિવાર અને મંગળવાર વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 13: સ્થિર અને દ્વિસ્વભાવ લગ્ન',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: રિક્તા, આઠમ અને અમાસ વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: ધ્રુવ, મૃદુ, લઘુ અને ચર નક્ષત્રો',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: શુભ ગ્રહોના વાર',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: શુભ ગ્રહોની રાશિઓનાં લગ્ન',
  'muhurat/sources.RULE_SOURCES.mundan_tithi': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5 (ચૌલ): બંને પક્ષની 2, 3, 5, 7, 10, 11, 12, 13 તિથિઓ',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 5 (ચૌલ): અશ્વિની, મૃગશીર્ષ, પુનર્વસુ, પુષ્ય, હસ્ત, ચિત્રા, સ્વાતિ, શ્રવણ, ધનિષ્ઠા, શતભિષા, રેવતી',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: સોમવાર, બુધવાર, ગુરુવાર, શુક્રવાર',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5 (અન્નપ્રાશન): તિથિ 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: સુદ 2, 3, 5, 10, 11, 12 અને વદ 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5 (ઉપનયનનાં નક્ષત્રો)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5 (વિદ્યારંભ): તિથિ 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 5 (વિદ્યારંભ): અશ્વિની, મૃગશીર્ષ, પુનર્વસુ, પુષ્ય, હસ્ત, ચિત્રા, સ્વાતિ, અનુરાધા, પૂર્વાષાઢા, શ્રવણ, ધનિષ્ઠા, શતભિષા, પૂર્વા ભાદ્રપદ, રેવતી',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: રવિવાર, બુધવાર, ગુરુવાર, શુક્રવાર',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 5: બુધ, ગુરુ અને શુક્રની રાશિઓનાં લગ્ન',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 11 (વિપણિ): અશ્વિની, રોહિણી, મૃગશીર્ષ, પુષ્ય, ઉત્તરા ફાલ્ગુની, હસ્ત, ચિત્રા, અનુરાધા, ઉત્તરાષાઢા, શ્રવણ, ઉત્તરા ભાદ્રપદ, રેવતી',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 11: સોમવાર, બુધવાર, ગુરુવાર, શુક્રવાર',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 11: સ્થિર અને દ્વિસ્વભાવ લગ્ન',
  'muhurat/sources.RULE_SOURCES.travel_tithi': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 11: રિક્તા, આઠમ, બારસ, પૂનમ અને અમાસ વર્જ્ય',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 11: અશ્વિની, મૃગશીર્ષ, પુનર્વસુ, પુષ્ય, હસ્ત, અનુરાધા, શ્રવણ, ધનિષ્ઠા, રેવતી',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 (સૂર્ય ધન કે મીનમાં: સંસ્કારો માટે મલમાસ); દૃક પંચાંગનાં કમુરતાં',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6; દેવપોઢી (અષાઢ સુદ 11) થી પ્રબોધિની (કારતક સુદ 11) એકાદશી સુધી, દૃક પંચાંગ',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 (શુક્રનો અસ્ત); સૂર્યથી 6° ની અંદર, ઉત્તર ભારતનાં પંચાંગોની શુક્રાસ્તની તારીખો મુજબ',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 (ગુરુનો અસ્ત); સૂર્યથી 11° ની અંદર, સૂર્ય સિદ્ધાંત 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'ફાગણ સુદ આઠમથી પૂનમ (હોલિકા દહન) સુધી, દૃક પંચાંગ છાપે છે તે ઉત્તર ભારતીય પરંપરા',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'મુહૂર્ત ચિંતામણિ, અધ્યાય 1 (મલમાસ: અધિક માસમાં કોઈ સંસ્કાર નહીં)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'ભાદરવા વદ એકમથી અમાસ (અમાન્ત) સુધી, પિતૃઓનું પખવાડિયું; દૃક પંચાંગ',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'ગુરુ સિંહ રાશિમાં (સિંહસ્થ ગુરુ): દક્ષિણમાં લગ્ન વર્જ્ય, મુહૂર્ત ચિંતામણિ અધ્યાય 6 ની ટીકાઓમાં ગોદાવરી પ્રદેશનો રિવાજ',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'મુહૂર્ત ચિંતામણિમાં આ કાર્યના મહિના, પ્રાદેશિક પંચાંગ મુજબ',
  'muhurat/sources.PERSONAL_SOURCE':
    'મુહૂર્ત ચિંતામણિ, અધ્યાય 6 (તારાબળ: વિપત્ 3, પ્રત્યરિ 5, નૈધન 7 વર્જ્ય; ચંદ્રબળ: જન્મ રાશિથી 1, 3, 6, 7, 10, 11 માં ભાવમાં ચંદ્ર)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'વૈષ્ણવ એકાદશી બીજા દિવસે છે',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'સ્માર્ત એકાદશી આગલા દિવસે છે',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya':
    'આ તિથિ કોઈ સૂર્યોદયને સ્પર્શતી નથી (ક્ષય તિથિ); જે દિવસે તે ચાલે છે તે જ દિવસે પાળવામાં આવે છે',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'અધિક (પુરુષોત્તમ) ચાંદ્ર માસમાં આવે છે',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular':
    'કોષ્ટક આધારિત હિજરી તારીખ; સ્થાનિક ચંદ્રદર્શન પ્રમાણે તે એક-બે દિવસ આગળ-પાછળ થઈ શકે છે',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'કોષ્ટક આધારિત (કુવૈતી) ઇસ્લામી પંચાંગ, નાગરિક યુગ; ચંદ્રદર્શનથી પળાતી તારીખોમાં 1-2 દિવસનો ફરક પડી શકે છે.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'સૂર્યાસ્ત પછી પ્રદોષ કાળમાં પૂજા',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'સૂર્યોદયથી ચંદ્રોદય સુધી ઉપવાસ',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'મધ્યાહ્ને પૂજા',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight':
    'રાત્રિ જાગરણ; નિશીથ કાળે (મધ્યરાત્રિએ) પૂજા',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end':
    'પૂનમની તિથિ, શરૂ થાય ત્યાંથી પૂરી થાય ત્યાં સુધી',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end':
    'અમાસની તિથિ, શરૂ થાય ત્યાંથી પૂરી થાય ત્યાં સુધી',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'એક દિવસ',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'રાત્રે કાળભૈરવ પૂજા',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'સૂર્યોદયથી ઉપવાસ; બીજા દિવસે સવારે પારણાં (ઉપવાસ છોડવો)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'સૂર્ય રાશિમાં પ્રવેશે તે ક્ષણ જ શરૂઆત અને અંત',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'રાત્રિ જાગરણ; મધ્યરાત્રિની આસપાસ નિશીથ પૂજા',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'સાંજે (પ્રદોષ કાળે), ભદ્રા પછી હોલિકા દહન',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'નવ રાત્રિ; સવારે ઘટસ્થાપન',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'પૂનમ હોય ત્યાં સુધી, ભદ્રા ટાળીને રાખડી બાંધવી',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'મધ્યરાત્રિએ નિશીથ પૂજા',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'મધ્યાહ્ને ગણેશ પૂજા; અનંત ચતુર્દશી સુધી દસ દિવસ',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'ગણેશ વિસર્જન',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'સર્વપિતૃ અમાસ સુધી શ્રાદ્ધનું પખવાડિયું',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'પ્રદોષ કાળમાં પૂજા',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'સૂર્યોદય પહેલાં અભ્યંગ સ્નાન',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'પ્રદોષ કાળમાં લક્ષ્મી પૂજન; દક્ષિણ ભારતમાં નરક ચતુર્દશીની સવારે દીપાવલી ઉજવાય છે',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'ચાર દિવસ: નહાય-ખાય, ખરના, સંધ્યા અર્ઘ્ય, ઉષા અર્ઘ્ય',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'થાઈ 1; ભોગીથી કાણુમ પોંગલ સુધી ચાર દિવસ',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'સંવત્સરીએ પૂરા થતા આઠ દિવસ',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'દસ દિવસ, ભાદરવા સુદ પાંચમથી ચૌદશ',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'ઇસ્લામી દિવસ આગલા સૂર્યાસ્તથી શરૂ થાય છે',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'આ સ્થળેથી દેખાતા ભાગની શરૂઆત અને અંત',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'દશૈં: સાતમો દિવસ, આશ્વિન શુક્લ સપ્તમી',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'તિહાર: પહેલો દિવસ (કાર્તિક કૃષ્ણ ત્રયોદશી), કુકુર તિહારના આગલા દિવસે',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'કુમારી જાત્રાનો દિવસ, ભાદ્રપદ શુક્લ ચતુર્દશી (કાઠમંડુ ખીણમાં રજા)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'શ્રાવણ પૂર્ણિમા: જનોઈ (જનૈ) બદલાય છે અને રક્ષાબંધન બંધાય છે',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'પહાડી વિસ્તાર અને કાઠમંડુ ખીણમાં ફાગુ પૂર્ણિમાએ, એટલે કે હોલિકા દહનના દિવસે હોળી રમાય છે',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'તરાઈમાં પહાડી વિસ્તાર પછીના દિવસે હોળી રમાય છે',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'સવ્ય (રાશિચક્રના ક્રમમાં)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'અપસવ્ય (રાશિચક્રના ઊલટા ક્રમમાં)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'કંટક શનિની નાની પનોતી (ચંદ્રથી ચોથે)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'અષ્ટમ શનિની નાની પનોતી (ચંદ્રથી આઠમે)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'પૂર્ણ',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'આંશિક',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'નથી',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'પહેલો તબક્કો (ચડતી સાડાસાતી)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'બીજો તબક્કો (મધ્ય સાડાસાતી)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'ત્રીજો તબક્કો (ઊતરતી સાડાસાતી)',
  'jyotish/state-names.TONE_NAMES.positive': 'શુભ',
  'jyotish/state-names.TONE_NAMES.neutral': 'સામાન્ય',
  'jyotish/state-names.TONE_NAMES.challenging': 'પડકારરૂપ',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'અનુકૂળ',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'પ્રતિકૂળ',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'અનુકૂળ, પણ વેધથી અવરોધ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'સ્વરાશિ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'અધિમિત્ર રાશિ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'મિત્ર રાશિ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'સમ રાશિ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'શત્રુ રાશિ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'અધિશત્રુ રાશિ',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'મંગલા',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'પિંગલા',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'ધાન્યા',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'ભ્રામરી',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'ભદ્રિકા',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'ઉલ્કા',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'સિદ્ધા',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'સંકટા',
  'muhurat/labels.QUALITY_LABELS.best': 'ઉત્તમ',
  'muhurat/labels.QUALITY_LABELS.good': 'શુભ',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'મધ્યમ',
  'numerology/compatibility.BAND_LABELS.high': 'ઊંચું',
  'numerology/compatibility.BAND_LABELS.moderate': 'મધ્યમ',
  'numerology/compatibility.BAND_LABELS.low': 'નીચું',
  'numerology/compatibility.RELATION_LABELS.same': 'એક જ અંક',
  'numerology/compatibility.RELATION_LABELS.friendly': 'મૈત્રીપૂર્ણ',
  'numerology/compatibility.RELATION_LABELS.neutral': 'સમ',
  'numerology/compatibility.RELATION_LABELS.tense': 'તણાવભર્યું',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'શુભ',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'અશુભ',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'મિશ્ર',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'પૂર્ણ',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'આંશિક',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'નથી',
};
