// The ml prose book (issue 37): every catalogue key's text, written as that language's newspapers write a
// daily rashi palan, with the English {placeholders}. Terms follow tables/names/ml.ts; see tables/prose/README.md.
import type { ProseBook } from './types.ts';

export const ML: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'ഓറഞ്ച്',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'വെള്ള',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'മഞ്ഞ',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'ചാരനിറം',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'പച്ച',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'ഇളംചുവപ്പ്',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'തവിട്ട്',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'കടുംനീല',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'ചുവപ്പ്',
  'jyotish/rashifal.HOUSE_THEMES.0': 'ആത്മവിശ്വാസവും ശരീരബലവും',
  'jyotish/rashifal.HOUSE_THEMES.1': 'ധനവും കുടുംബവും',
  'jyotish/rashifal.HOUSE_THEMES.2': 'ധൈര്യം, സഹോദരങ്ങൾ, ചെറുയാത്രകൾ',
  'jyotish/rashifal.HOUSE_THEMES.3': 'വീട്, മാതാവ്, സുഖസൗകര്യങ്ങൾ',
  'jyotish/rashifal.HOUSE_THEMES.4': 'സന്താനങ്ങൾ, സർഗശേഷി, പഠനം',
  'jyotish/rashifal.HOUSE_THEMES.5': 'ജോലി, ആരോഗ്യം, ശത്രുക്കൾ',
  'jyotish/rashifal.HOUSE_THEMES.6': 'പങ്കാളിത്തവും ദാമ്പത്യവും',
  'jyotish/rashifal.HOUSE_THEMES.7': 'മാറ്റങ്ങളും രഹസ്യകാര്യങ്ങളും',
  'jyotish/rashifal.HOUSE_THEMES.8': 'ഭാഗ്യം, വിശ്വാസം, ഗുരുക്കന്മാർ',
  'jyotish/rashifal.HOUSE_THEMES.9': 'തൊഴിലും പദവിയും',
  'jyotish/rashifal.HOUSE_THEMES.10': 'നേട്ടങ്ങളും സുഹൃത്തുക്കളും',
  'jyotish/rashifal.HOUSE_THEMES.11': 'ചെലവ്, വിശ്രമം, ദൂരദേശങ്ങൾ',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} രാശി, {start}: ഇന്നത്തെ ഫലം — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} രാശി, {start} മുതൽ {end} വരെ: ഈ ആഴ്ചയിലെ ഫലം — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} രാശി, {start} മുതൽ {end} വരെ: ഈ മാസത്തെ ഫലം — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} നിങ്ങളുടെ രാശിയിൽ നിന്ന് {house} ഭാവത്തിൽ ({theme}) സഞ്ചരിക്കുന്നു; ഇത് അനുകൂലമായ സ്വാധീനമാണ്.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} നിങ്ങളുടെ രാശിയിൽ നിന്ന് {house} ഭാവത്തിൽ ({theme}) സഞ്ചരിക്കുന്നു; ഈ കാര്യങ്ങളിൽ ശ്രദ്ധ വേണം.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} തീയതിയിൽ {graha} {rashi} രാശിയിലേക്ക് പ്രവേശിക്കുന്നു.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'ഭാഗ്യസംഖ്യ: {number}; ഭാഗ്യനിറം: {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'അത്യുത്തമം',
  'jyotish/forecast.BAND_NAMES.favourable': 'അനുകൂലം',
  'jyotish/forecast.BAND_NAMES.steady': 'സ്ഥിരം',
  'jyotish/forecast.BAND_NAMES.mixed': 'സമ്മിശ്രം',
  'jyotish/forecast.BAND_NAMES.challenging': 'വെല്ലുവിളി നിറഞ്ഞത്',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'തൊഴിൽ',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'സാമ്പത്തികം',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'ബന്ധങ്ങൾ',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'ആരോഗ്യം',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'വിദ്യാഭ്യാസം',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'തൊഴിൽരംഗത്ത് ശക്തമായ പിന്തുണ; ഉത്തരവാദിത്തങ്ങൾ ഏറ്റെടുക്കാനും അംഗീകാരം നേടാനും നല്ല സമയം.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'തൊഴിൽ ശ്രമങ്ങൾക്ക് നല്ല പിന്തുണയുണ്ട്; സ്ഥിരമായ അധ്വാനത്തിലൂടെ പുരോഗതി ഉണ്ടാകും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady':
    'ജോലി സമതുലിതമായി മുന്നോട്ടുപോകും; സാഹസിക നീക്കങ്ങളെക്കാൾ സ്ഥിരതയാണ് പ്രധാനം.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'തൊഴിൽരംഗത്ത് സമ്മിശ്ര സൂചനകൾ; ശ്രദ്ധയോടെ ആസൂത്രണം ചെയ്യുക, അമിതമായ വാഗ്ദാനങ്ങൾ ഒഴിവാക്കുക.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging': 'ജോലിഭാരം കൂടാം; ക്ഷമയും ശ്രദ്ധയോടെയുള്ള സംസാരവും തുണയാകും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent': 'സാമ്പത്തിക നില ശക്തമാണ്; നേട്ടങ്ങളും അവസരങ്ങളും കൈവരും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'സാമ്പത്തിക കാര്യങ്ങൾ അനുകൂലം; സമ്പാദ്യവും ആസൂത്രിത നിക്ഷേപങ്ങളും ഫലം തരും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'സാമ്പത്തിക നില സ്ഥിരമാണ്; പതിവ് വരവുചെലവ് കണക്ക് കാര്യങ്ങൾ നേരെയാക്കും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed':
    'സാമ്പത്തിക നില സമ്മിശ്രം; ചെലവ് നിയന്ത്രിക്കുക, ഊഹക്കച്ചവടം ഒഴിവാക്കുക.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'ഈ കാലയളവിൽ പണകാര്യങ്ങളിൽ ശ്രദ്ധ വേണം; വലിയ ബാധ്യതകൾ കഴിയുന്നത്ര നീട്ടിവയ്ക്കുക.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'ബന്ധങ്ങളിൽ ഊഷ്മളതയും പിന്തുണയും; ഒരുമിച്ചുള്ള പദ്ധതികൾക്ക് നല്ല സമയം.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'ബന്ധങ്ങൾ അനുകൂലം; പരസ്പരധാരണ എളുപ്പത്തിൽ ഉണ്ടാകും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'ബന്ധങ്ങൾ സ്ഥിരമാണ്; ചെറിയ സ്നേഹപ്രകടനങ്ങൾ അവയെ കൂടുതൽ ദൃഢമാക്കും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'ബന്ധങ്ങളിൽ ശ്രദ്ധ വേണം; കൂടുതൽ കേൾക്കുക, തിടുക്കത്തിലുള്ള വാക്കുകൾ ഒഴിവാക്കുക.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'ബന്ധങ്ങളിൽ അസ്വാരസ്യം തോന്നാം; ക്ഷമയും തുറന്ന സംസാരവും സഹായിക്കും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'ഊർജസ്വലത ഉയർന്നതാണ്; സജീവമായ ദിനചര്യയ്ക്ക് ഉന്മേഷം ലഭിക്കും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'ആരോഗ്യം അനുകൂലം; നല്ല ശീലങ്ങൾ തുടരുക.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady':
    'ആരോഗ്യം സ്ഥിരമാണ്; കൃത്യമായ വിശ്രമവും ചിട്ടയായ ജീവിതവും ഗുണം ചെയ്യും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'ഊർജനില ഏറിയും കുറഞ്ഞുമിരിക്കാം; മിതമായി പ്രവർത്തിക്കുക, വിശ്രമം ഒഴിവാക്കരുത്.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging':
    'ഈ കാലയളവിൽ ആരോഗ്യത്തിലും മാനസിക സമ്മർദത്തിലും പ്രത്യേക ശ്രദ്ധ വേണം.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'പഠനത്തിന് ശക്തമായ പിന്തുണ; പഠനവും പരീക്ഷകളും പുതിയ കഴിവുകളും വിജയിക്കും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable': 'പഠനം അനുകൂലം; ഏകാഗ്രത നല്ല ഫലം തരും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady': 'പഠനം സ്ഥിരഗതിയിൽ മുന്നോട്ടുപോകും; പതിവായ ആവർത്തനം സഹായിക്കും.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed': 'ഏകാഗ്രത കുറയാം; പഠനം ചെറിയ, പതിവായ ഇടവേളകളായി ക്രമീകരിക്കുക.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'പഠനത്തിന് ഇപ്പോൾ കൂടുതൽ പരിശ്രമം വേണം; സംശയങ്ങളിൽ മാർഗനിർദേശം തേടുക.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up':
    'നടന്നുകൊണ്ടിരിക്കുന്ന മഹാദശയുടെ അധിപനായ {graha} ഈ മേഖലയെ പിന്തുണയ്ക്കുന്നു.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down':
    'നടന്നുകൊണ്ടിരിക്കുന്ന മഹാദശയുടെ അധിപനായ {graha} ഈ മേഖലയിൽ ഭാരം കൂട്ടുന്നു.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': 'അപഹാരനാഥനായ {graha} കൂടുതൽ പിന്തുണ നൽകുന്നു.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': 'അപഹാരനാഥനായ {graha} അല്പം സമ്മർദം കൂട്ടുന്നു.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up': '{graha} ചന്ദ്രനിൽ നിന്ന് {house} ഭാവത്തിൽ സഞ്ചരിക്കുന്നു; ഇത് അനുകൂല സ്ഥാനമാണ്.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    '{graha} ചന്ദ്രനിൽ നിന്ന് {house} ഭാവത്തിൽ സഞ്ചരിക്കുന്നു; ഇത് പ്രതികൂല സ്ഥാനമാണ്.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'ഈ മേഖലയുടെ ജാതകത്തിലെ അധിപനായ {graha} നല്ല സ്ഥാനത്താണ്.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'ഈ മേഖലയുടെ ജാതകത്തിലെ അധിപനായ {graha} ദുർബലസ്ഥാനത്താണ്.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'നവാംശത്തിൽ (D9) {graha} ബലവാനാണ്.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'നവാംശത്തിൽ (D9) {graha} ദുർബലനാണ്.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'ഏഴരശ്ശനി ({phase} ഘട്ടം) നടക്കുന്നതിനാൽ ക്ഷമ ആവശ്യമാണ്.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down':
    'കണ്ടകശ്ശനി അല്ലെങ്കിൽ അഷ്ടമശ്ശനി (ചന്ദ്രനിൽ നിന്ന് 4-ലോ 8-ലോ ശനി) സമ്മർദം കൂട്ടുന്നു.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'പരിഹരിക്കപ്പെടാത്ത ചൊവ്വാദോഷമുള്ളതിനാൽ പങ്കാളിത്തത്തിൽ ശ്രദ്ധ വേണം.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'കാലസർപ്പ യോഗം ഫലങ്ങളെ അല്പം കുറയ്ക്കുന്നു.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'ജനനജാതകം, നടപ്പുദശകൾ, ദോഷങ്ങൾ, ഗോചരം എന്നിവയിൽ നിന്ന് നിയമപ്രകാരം കണക്കാക്കിയ ഗുണാങ്കങ്ങളാണിവ; പ്രവണതകളാണ് ഇവ കാണിക്കുന്നത്, ഉറപ്പുകളല്ല.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'ആകെ, ഏറെ പിന്തുണ നൽകുന്ന കാലം.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'ആകെ, അനുകൂലമായ കാലം.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'ആകെ, ഒരു ദിശയിലേക്കും കാര്യമായ ചായ്‌വില്ലാത്ത സ്ഥിരമായ കാലം.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'ആകെ, സമ്മിശ്രമായ കാലം; നല്ലതും പ്രയാസമേറിയതുമായ സൂചനകൾ പരസ്പരം തുലനം ചെയ്യുന്നു.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'ആകെ, ക്ഷമയ്ക്ക് ഫലം നൽകുന്ന കഠിനമായ കാലം.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'ആരംഭ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'മൂർധന്യ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'അവസാന',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'ലഗ്നാധിപനായ {lord} കേന്ദ്രമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ഉറച്ച ശരീരപ്രകൃതിയും വേഗത്തിലുള്ള രോഗമുക്തിയും.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'ലഗ്നാധിപനായ {lord} ത്രികോണമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ഊർജസ്വലതയും ശുഭാപ്തിവിശ്വാസവും.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'ലഗ്നാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ആരോഗ്യത്തിലും വിശ്രമത്തിലും പതിവായ ശ്രദ്ധ വേണം.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'ലഗ്നാധിപനായ {lord} {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ശരാശരി ശരീരബലം; ചിട്ടയായ ജീവിതം അതിനെ മെച്ചപ്പെടുത്തും.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'നല്ല സ്ഥാനത്തുള്ള സൂര്യൻ ({dignity}) കരുത്തും പ്രതിരോധശേഷിയും നൽകുന്നു.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'സൂര്യൻ നീചത്തിലാണ്; പ്രത്യേകിച്ച് സമ്മർദസമയങ്ങളിൽ ഊർജം മിതമായി ഉപയോഗിക്കുക.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'ബലവാനായ ചന്ദ്രൻ ({dignity}) മാനസിക സന്തുലനവും സ്വസ്ഥമായ ഉറക്കവും നൽകുന്നു.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'ചന്ദ്രൻ നീചത്തിലാണ്; ആകുലതകൾ ആരോഗ്യത്തെ ബാധിക്കാം, ശാന്തമായ ദിനചര്യ സഹായിക്കും.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'ഉപചയ സ്ഥാനമായ 6-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ രോഗങ്ങളെയും മത്സരങ്ങളെയും എളുപ്പത്തിൽ അതിജീവിക്കാം.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    '8-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ ദീർഘകാല അസുഖങ്ങളിലും പെട്ടെന്നുള്ള സമ്മർദങ്ങളിലും ശ്രദ്ധ വേണം.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'ലഗ്നത്തിലേക്ക് {grahas} ദൃഷ്ടിയുള്ളതിനാൽ ആരോഗ്യത്തിന് സംരക്ഷണം ലഭിക്കുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'അഗ്നിരാശി ലഗ്നം ({sign}) ഊർജസ്വലവും നേരിട്ടുള്ളതും സംരംഭകത്വമുള്ളതുമായ സ്വഭാവം നൽകുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'ഭൂരാശി ലഗ്നം ({sign}) പ്രായോഗികവും ക്ഷമാശീലവും വിശ്വസ്തവുമായ സ്വഭാവം നൽകുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'വായുരാശി ലഗ്നം ({sign}) സൗഹൃദപരവും ജിജ്ഞാസയുള്ളതും സംസാരപ്രിയവുമായ സ്വഭാവം നൽകുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'ജലരാശി ലഗ്നം ({sign}) സൂക്ഷ്മവും കരുതലുള്ളതും അന്തർജ്ഞാനമുള്ളതുമായ സ്വഭാവം നൽകുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'ലഗ്നാധിപനായ {lord} കേന്ദ്രമായ {lord_house} ഭാവത്തിൽ ഇരിക്കുന്നു: ആത്മവിശ്വാസവും വ്യക്തമായ ലക്ഷ്യബോധവും.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'ലഗ്നാധിപനായ {lord} ത്രികോണമായ {lord_house} ഭാവത്തിൽ ഇരിക്കുന്നു: നല്ല വിവേചനശേഷിയും ഭാഗ്യത്തിന്റെ തുണയും.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'ലഗ്നാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ ഇരിക്കുന്നു: ആത്മപരിശോധനയുള്ള സ്വഭാവം, പുരോഗതി അധ്വാനത്തിലൂടെ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'ലഗ്നാധിപനായ {lord} {lord_house} ഭാവത്തിൽ ഇരുന്ന് വ്യക്തിത്വത്തെ സമ്പത്ത്, മുൻകൈ, നേട്ടങ്ങൾ എന്നിവയുമായി ബന്ധിപ്പിക്കുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'ലഗ്നാധിപൻ നല്ല സ്ഥാനത്ത് ({dignity}) ആയതിനാൽ ഊർജസ്വലതയും ആത്മവിശ്വാസവും വർധിക്കുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'ലഗ്നാധിപൻ നീചത്തിലാണ്: ആത്മവിശ്വാസം സാവധാനം, അനുഭവങ്ങളിലൂടെ വളരും.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'ലഗ്നത്തിലെ വ്യാഴം ജ്ഞാനവും ഉദാരതയും സംരക്ഷണബോധവും നൽകുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'ലഗ്നത്തിൽ {grahas} ഉള്ളതിനാൽ തീവ്രതയും അടങ്ങാത്ത ആവേശവും; അതിനെ വ്യക്തമായ ലക്ഷ്യത്തിലേക്ക് തിരിക്കുന്നതാണ് നല്ലത്.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'ചന്ദ്രൻ ജലരാശിയിൽ ({sign}) ആയതിനാൽ വികാരങ്ങൾ ആഴമേറിയതും അന്തർജ്ഞാനം ശക്തവുമാണ്.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'ചന്ദ്രൻ അഗ്നിരാശിയിൽ ({sign}) ആയതിനാൽ മനസ്സ് ഉത്സാഹഭരിതവും അഭിമാനമുള്ളതും പെട്ടെന്ന് പ്രവർത്തിക്കുന്നതുമാണ്.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'ചന്ദ്രൻ ഭൂരാശിയിൽ ({sign}) ആയതിനാൽ മനസ്സ് സുരക്ഷിതത്വവും ചിട്ടയായ ദിനചര്യയും തേടുന്നു.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'ചന്ദ്രൻ വായുരാശിയിൽ ({sign}) ആയതിനാൽ മനസ്സ് ചുറുചുറുക്കുള്ളതും സംസാരപ്രിയവും ആശയങ്ങളിൽ താൽപര്യമുള്ളതുമാണ്.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'പത്താം ഭാവാധിപനായ {lord} കേന്ദ്രമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ശ്രദ്ധേയമായ തൊഴിലും സ്ഥിരമായ പദവിയും.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'പത്താം ഭാവാധിപനായ {lord} ത്രികോണമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ തൊഴിൽ ഭാഗ്യം, പഠനം, നല്ല വഴികാട്ടികൾ എന്നിവയുമായി ചേരുന്നു.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'പത്താം ഭാവാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ സേവനം, ഗവേഷണം അല്ലെങ്കിൽ അണിയറ ജോലികൾ സൂചിതം; സ്ഥിരോത്സാഹത്തിലൂടെ ഉയർച്ച.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'പത്താം ഭാവാധിപനായ {lord} {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ തൊഴിൽ വരുമാനം, ബന്ധങ്ങൾ, സ്വന്തം മുൻകൈ എന്നിവയുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'പത്താം ഭാവാധിപൻ ബലവാനാണ് ({dignity}): ലക്ഷ്യങ്ങൾക്ക് നല്ല പിന്തുണ.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'പത്താം ഭാവാധിപൻ നീചത്തിലാണ്: തൊഴിലിന്റെ ദിശ ഉറയ്ക്കാൻ സമയമെടുക്കാം.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    '10-ാം ഭാവത്തിലെ സൂര്യൻ പൊതുരംഗത്ത് അധികാരവും അംഗീകാരവും നൽകുന്നു.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    '10-ാം ഭാവത്തിലെ ശനി അച്ചടക്കത്തിലൂടെയും ഉത്തരവാദിത്തത്തിലൂടെയും സാവധാനമെങ്കിലും ഉറച്ച ഉയർച്ച നൽകുന്നു.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    '10-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ തൊഴിൽ മാന്യവും ജോലിസ്ഥലത്തെ ബന്ധങ്ങൾ നല്ലതുമായിരിക്കും.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'വ്യാഴം 10-ാം ഭാവത്തെ ദൃഷ്ടി ചെയ്യുന്നതിനാൽ ജോലിയിൽ മാർഗനിർദേശവും സത്യസന്ധമായ പേരും.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    '9-ാം ഭാവാധിപനും 10-ാം ഭാവാധിപനും ഒരുമിച്ചാണ്: അർഥപൂർണവും ഭാഗ്യമുള്ളതുമായ തൊഴിലിനുള്ള പ്രാമാണിക ധർമകർമാധിപ യോഗം.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    '10-ാം ഭാവത്തിൽ ({sign}) ഗ്രഹങ്ങളൊന്നുമില്ല; തൊഴിൽഫലം അതിന്റെ അധിപനായ {lord} വഴി വിലയിരുത്തുന്നു.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'അഞ്ചാം ഭാവാധിപനായ {lord} കേന്ദ്രമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ഏകാഗ്രമായ പഠനവും പ്രായോഗിക ബുദ്ധിയും.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'അഞ്ചാം ഭാവാധിപനായ {lord} ത്രികോണമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ഉന്നതപഠനത്തിനും സർഗാത്മക ബുദ്ധിക്കും അനുകൂലം.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'അഞ്ചാം ഭാവാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ പഠനത്തിൽ തടസ്സങ്ങൾ വരാം, എങ്കിലും സ്ഥിരോത്സാഹം ഫലം കാണും.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'അഞ്ചാം ഭാവാധിപനായ {lord} {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ പഠനം ആശയവിനിമയവുമായും പ്രയോജനകരമായ കഴിവുകളുമായും ബന്ധപ്പെടുന്നു.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'ബുധൻ ബലവാനാണ് ({dignity}): എളുപ്പത്തിൽ പഠിക്കുന്ന, വിശകലനശേഷിയുള്ള മൂർച്ചയുള്ള മനസ്സ്.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'ബുധൻ നീചത്തിലാണ്: ക്ഷമയും പ്രായോഗിക പരിശീലനവുമാണ് പഠനത്തിന് ഏറ്റവും നല്ല വഴി.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'വ്യാഴം 5-ാം ഭാവത്തെ ദൃഷ്ടി ചെയ്യുന്നതിനാൽ ബുദ്ധിക്കും പഠനതാൽപര്യത്തിനും അനുഗ്രഹം.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    '5-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ നല്ല വിദ്യാഭ്യാസത്തിനും സർഗവാസനകൾക്കും അനുകൂലം.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    '4-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ അടിസ്ഥാന വിദ്യാഭ്യാസത്തിനും പഠിക്കാൻ സ്വസ്ഥമായ ഇടത്തിനും പിന്തുണ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'ബുധനും വ്യാഴവും ഒരുമിച്ചുള്ളതിനാൽ യുക്തിയും ജ്ഞാനവും ഒന്നുചേരുന്നു.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'രണ്ടാം ഭാവാധിപനായ {lord} കേന്ദ്രമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ സ്ഥിരമായ സമ്പാദ്യവും കുടുംബസ്വത്തും.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'രണ്ടാം ഭാവാധിപനായ {lord} ത്രികോണമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ഭാഗ്യത്തിലൂടെയും അറിവിലൂടെയും സമ്പത്ത് വളരും.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'രണ്ടാം ഭാവാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ശ്രദ്ധയോടെയുള്ള വരവുചെലവ് ആസൂത്രണം വേണം; ചെലവ് വരവിനെ കവിയാം.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'രണ്ടാം ഭാവാധിപനായ {lord} {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ധനം സ്വന്തം പരിശ്രമം, ബന്ധങ്ങൾ, നേട്ടങ്ങൾ എന്നിവയുമായി ചേരുന്നു.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'പതിനൊന്നാം ഭാവാധിപനായ {lord} {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ പതിവായ നേട്ടങ്ങൾ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'പതിനൊന്നാം ഭാവാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ: നേട്ടങ്ങൾ ക്രമരഹിതമാകാം, ആസൂത്രണം പ്രധാനം.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'ധനസ്ഥാനമായ {graha_house} ഭാവത്തിലെ വ്യാഴം ഐശ്വര്യത്തിന്റെ പരമ്പരാഗത ലക്ഷണമാണ്.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    '2-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ ചെലവിൽ ശ്രദ്ധ വേണം; അച്ചടക്കത്തിലൂടെ സമ്പാദ്യം വളരും.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'ശുക്രൻ ബലവാനാണ് ({dignity}): സുഖസൗകര്യങ്ങളും അവ ആസ്വദിക്കാനുള്ള വഴികളും.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text': '2-ാം ഭാവാധിപനും 11-ാം ഭാവാധിപനും ഒരുമിച്ചാണ്: പ്രാമാണിക ധനയോഗം.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'ഏഴാം ഭാവാധിപനായ {lord} കേന്ദ്രമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ സ്ഥിരമായ ദാമ്പത്യവും നിലയും വിലയുമുള്ള പങ്കാളിയും.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'ഏഴാം ഭാവാധിപനായ {lord} ത്രികോണമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ദാമ്പത്യം പൊതുമൂല്യങ്ങളുമായും ഭാഗ്യവുമായും ചേരുന്നു.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'ഏഴാം ഭാവാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ: ബന്ധങ്ങളിൽ ക്ഷമയും തുറന്ന സംസാരവും പരസ്പരം ഇടം നൽകലും വേണം.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'ഏഴാം ഭാവാധിപനായ {lord} {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ദാമ്പത്യം കുടുംബം, സുഹൃത്തുക്കൾ, പൊതുലക്ഷ്യങ്ങൾ എന്നിവയുമായി ബന്ധപ്പെട്ടിരിക്കുന്നു.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'കളത്രകാരകനായ ശുക്രൻ ബലവാനാണ് ({dignity}): ബന്ധങ്ങളിൽ ഊഷ്മളതയും ആകർഷണവും ഐക്യവും.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'ശുക്രൻ നീചത്തിലാണ്: പ്രണയത്തിലെ പ്രതീക്ഷകൾ യാഥാർഥ്യബോധത്തോടെ വയ്ക്കുകയും തുറന്നു പറയുകയും ചെയ്യുക.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    '7-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ ഇണങ്ങുന്ന പങ്കാളിയും സഹകരണമുള്ള ബന്ധവും.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    '7-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ ദാമ്പത്യത്തിൽ ഉരസലോ താമസമോ വരാം; ഉത്തരവാദിത്തങ്ങൾ പങ്കിടുന്നത് സഹായിക്കും.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'വ്യാഴം 7-ാം ഭാവത്തെ ദൃഷ്ടി ചെയ്യുന്നതിനാൽ വിവാഹത്തിനും പങ്കാളിത്തത്തിനും സംരക്ഷണം.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'ശുക്രനും ചൊവ്വയും ഒരുമിച്ചുള്ളതിനാൽ പ്രണയത്തിൽ തീവ്രമായ സ്വഭാവം.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'ഒൻപതാം ഭാവാധിപനായ {lord} കേന്ദ്രമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ വിശ്വാസവും തത്വങ്ങളും ദൈനംദിന ജീവിതത്തിൽ പ്രതിഫലിക്കും.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'ഒൻപതാം ഭാവാധിപനായ {lord} ത്രികോണമായ {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ധർമം, ഗുരുക്കന്മാർ, പഠനത്തിനായുള്ള ദീർഘയാത്രകൾ എന്നിവയ്ക്ക് അനുകൂലം.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'ഒൻപതാം ഭാവാധിപനായ {lord} ദുസ്ഥാനമായ {lord_house} ഭാവത്തിൽ: വിശ്വാസങ്ങൾ പരീക്ഷിക്കപ്പെടുകയും അനുഭവത്തിലൂടെ ആഴപ്പെടുകയും ചെയ്യും.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'ഒൻപതാം ഭാവാധിപനായ {lord} {lord_house} ഭാവത്തിൽ നിൽക്കുന്നതിനാൽ ഭാഗ്യം സ്വന്തം പരിശ്രമവുമായും സമൂഹവുമായും ചേരുന്നു.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'വ്യാഴം ബലവാനാണ് ({dignity}): ജ്ഞാനം, ധാർമികത, ഗുരുക്കന്മാരോടുള്ള ആദരവ് എന്നിവ വളരും.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} ഭാവത്തിലെ വ്യാഴം മനസ്സിനെ തത്വചിന്താപഠനത്തിലേക്കും ആന്തരിക ജീവിതത്തിലേക്കും തിരിക്കുന്നു.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    '12-ാം ഭാവത്തിലെ കേതു വൈരാഗ്യത്തിലേക്കും ധ്യാനത്തിലേക്കുമുള്ള ചായ്‌വായി പരമ്പരാഗതമായി കണക്കാക്കുന്നു.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    '9-ാം ഭാവത്തിൽ {grahas} ഉള്ളതിനാൽ മുതിർന്നവരുടെ അനുഗ്രഹവും ഉദാരമനസ്സും.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'ശനി 9-ാം ഭാവത്തെ ദൃഷ്ടി ചെയ്യുന്നു: വിശ്വാസം സാവധാനം വളരും, ആചാരങ്ങളെക്കാൾ അച്ചടക്കത്തിലൂടെ.',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'ഉച്ചം',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'മൂലത്രികോണം',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'സ്വക്ഷേത്രം',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'മിത്രക്ഷേത്രം',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'സമക്ഷേത്രം',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'ശത്രുക്ഷേത്രം',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'നീചം',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': '1-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': '2-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': '3-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': '4-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': '5-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': '6-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': '7-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': '8-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': '9-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': '10-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': '11-ാം',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': '12-ാം',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'അനുകൂലം',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'സന്തുലിതം',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'കഠിനം',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER': 'വ്യക്തിത്വം',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'തൊഴിൽ',
  'jyotish/predictions/index.SECTION_NAMES.career': 'സാമ്പത്തികം',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'ബന്ധങ്ങൾ',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'ആരോഗ്യം',
  'jyotish/predictions/index.SECTION_NAMES.health': 'വിദ്യാഭ്യാസം',
  'jyotish/predictions/index.SECTION_NAMES.education': 'ആധ്യാത്മികം',
  'jyotish/predictions/index.SECTION_NAMES.spirituality':
    'ജനനജാതകത്തിന്റെ (സമ്പൂർണ രാശി രീതി, D1) നിയമാധിഷ്ഠിത ഫലങ്ങൾ; ഓരോ പ്രസ്താവനയും അതിന്റെ നിയമം പറയുന്നു, ഒന്നും ഉറപ്പല്ല.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'ലഗ്നത്തിൽ നിന്ന് ചൊവ്വാദോഷമുണ്ട് (ചൊവ്വ നിൽക്കുന്ന ഭാവം: {house}).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': '{references} എന്നിവയിൽ നിന്ന് മാത്രം ചൊവ്വാദോഷമുണ്ട് (ഭാഗികം, അംശിക).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'ഒരു പ്രാമാണിക അപവാദം ഈ ജാതകത്തിലെ ചൊവ്വാദോഷത്തെ റദ്ദാക്കുന്നു.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'ചൊവ്വാദോഷമില്ല: ലഗ്നം, ചന്ദ്രൻ, ശുക്രൻ എന്നിവയിൽ നിന്ന് 1, 2, 4, 7, 8, 12 ഭാവങ്ങളിൽ ചൊവ്വയില്ല.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'ഏഴു ഗ്രഹങ്ങളും രാഹു-കേതു അച്ചുതണ്ടിന്റെ ഒരേ വശത്താണ്: {type} കാലസർപ്പ യോഗം.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'ഗ്രഹങ്ങൾ ഏതാണ്ട് പൂർണമായി രാഹു-കേതു അച്ചുതണ്ടിന്റെ ഒരേ വശത്താണ്: ഭാഗിക {type} കാലസർപ്പ യോഗം.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'കാലസർപ്പ യോഗമില്ല: ഗ്രഹങ്ങൾ രാഹു-കേതു അച്ചുതണ്ടിന്റെ ഇരുവശത്തുമുണ്ട്.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'പിതൃദോഷ സൂചനകൾ: {count}. ഇവയെ എങ്ങനെ വിലയിരുത്തണം എന്നതിൽ ഗ്രന്ഥങ്ങൾ ഭിന്നാഭിപ്രായത്തിലാണ്.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'സാധാരണ പിതൃദോഷ സൂചനകളൊന്നുമില്ല.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'ഏഴരശ്ശനി നടക്കുന്നു, ഒന്നാം (ആരംഭ) ഘട്ടം: ജന്മചന്ദ്രനിൽ നിന്ന് 12-ാം രാശിയിലൂടെ ശനി സഞ്ചരിക്കുന്നു.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak':
    'ഏഴരശ്ശനി നടക്കുന്നു, രണ്ടാം (മൂർധന്യ) ഘട്ടം: ജന്മക്കൂറിലൂടെ തന്നെ ശനി സഞ്ചരിക്കുന്നു.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'ഏഴരശ്ശനി നടക്കുന്നു, മൂന്നാം (അവസാന) ഘട്ടം: ജന്മചന്ദ്രനിൽ നിന്ന് 2-ാം രാശിയിലൂടെ ശനി സഞ്ചരിക്കുന്നു.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'നൽകിയ തീയതിയിൽ ഏഴരശ്ശനി നടക്കുന്നില്ല.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'ഏഴരശ്ശനി പരിശോധിച്ചില്ല: ഗോചര വിവരങ്ങൾ നൽകിയിട്ടില്ല.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'ജന്മചന്ദ്രനിൽ നിന്ന് 4-ാം രാശിയിലൂടെ ശനി സഞ്ചരിക്കുന്നു (കണ്ടകശ്ശനി).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'ജന്മചന്ദ്രനിൽ നിന്ന് 8-ാം രാശിയിലൂടെ ശനി സഞ്ചരിക്കുന്നു (അഷ്ടമശ്ശനി).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'അറിവിനായി മാത്രം: ഈ പരിശോധനകൾ പ്രാമാണിക നിയമങ്ങൾ പ്രകാരം ജാതകത്തിലെ ഘടനകൾ വിവരിക്കുന്നു; ഫലങ്ങൾ പ്രവചിക്കുന്നില്ല.',
  'jyotish/phrases.LABELS.nadi_dosha': 'നാഡീദോഷം',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'ഭകൂടദോഷം',
  'jyotish/phrases.LABELS.gana_dosha': 'ഗണദോഷം',
  'jyotish/phrases.LABELS.dwi_dwadash': 'ദ്വിർദ്വാദശം (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'നവപഞ്ചമം (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'ഷഡഷ്ടകം (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'ഒരേ നക്ഷത്രം, വ്യത്യസ്ത ചന്ദ്രരാശികൾ',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ഒരേ ചന്ദ്രരാശി, വ്യത്യസ്ത നക്ഷത്രങ്ങൾ',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'ഒരേ നക്ഷത്രം, വ്യത്യസ്ത പാദങ്ങൾ',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ഒരേ അധിപനുള്ള വ്യത്യസ്ത ചന്ദ്രരാശികൾ',
  'jyotish/phrases.LABELS.rashi_lords_same': 'ചന്ദ്രരാശ്യധിപന്മാർ ഒരാൾ തന്നെ',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'ചന്ദ്രരാശ്യധിപന്മാർ പരസ്പരം മിത്രങ്ങൾ',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'നവാംശാധിപന്മാർ ഒരാൾ തന്നെ',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'നവാംശാധിപന്മാർ പരസ്പരം മിത്രങ്ങൾ',
  'jyotish/phrases.LABELS.boy': 'വരന്റെ',
  'jyotish/phrases.LABELS.girl': 'വധുവിന്റെ',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'ചൊവ്വ സ്വക്ഷേത്രത്തിലോ ഉച്ചരാശിയിലോ ആണ് ({rashi}).',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'ചൊവ്വ നിൽക്കുന്ന രാശിയിൽ തന്നെ വ്യാഴവുമുണ്ട്.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'വ്യാഴം ചൊവ്വയെ ദൃഷ്ടി ചെയ്യുന്നു.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    '{reference} അടിസ്ഥാനമാക്കി എണ്ണുമ്പോൾ {house} എന്ന ഭാവത്തിൽ, {rashi} രാശിയിൽ ചൊവ്വ നിൽക്കുന്നത് പട്ടികയിലുള്ള അപവാദമാണ്.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'ഇരുവർക്കും ചൊവ്വാദോഷമുള്ളതിനാൽ ദോഷം റദ്ദാകുന്നതായി കണക്കാക്കുന്നു.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent':
    'ഗുണമേളന ആകെ {total}/36: സാധാരണ മാനദണ്ഡപ്രകാരം അത്യുത്തമം (33-ഉം അതിനു മുകളിലും).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible':
    'ഗുണമേളന ആകെ {total}/36: സാധാരണ മാനദണ്ഡപ്രകാരം ചേർച്ചയുള്ളത് (25 മുതൽ 32 വരെ).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'ഗുണമേളന ആകെ {total}/36: ശരാശരി; സാധാരണ മാനദണ്ഡപ്രകാരം സ്വീകാര്യം (18 മുതൽ 24 വരെ).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'ഗുണമേളന ആകെ {total}/36: സാധാരണ കുറഞ്ഞ പരിധിയായ 18-ൽ താഴെ.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'നാഡീദോഷം: ഇരുവരുടെയും ചന്ദ്രൻ {nadi} നാഡിയിലാണ്.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'ഭകൂടദോഷം: ചന്ദ്രരാശികൾ തമ്മിൽ {kind} ബന്ധമാണ്.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'ഗണദോഷം: വരന് {boy} ഗണം, വധുവിന് {girl} ഗണം.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha} റദ്ദായതായി കണക്കാക്കുന്നു: {reasons}. ഗുണാങ്കം കണക്കാക്കിയതുപോലെ തന്നെ നിലനിർത്തിയിരിക്കുന്നു.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: പട്ടികയിലെ അപവാദങ്ങളൊന്നും ബാധകമല്ല.',
  'jyotish/phrases.MATCH_PHRASES.raw_score':
    'ഗുണാങ്കങ്ങൾ കൂടങ്ങളുടെ അടിസ്ഥാന മൂല്യങ്ങളാണ്; റദ്ദാക്കലുകൾ രേഖപ്പെടുത്തുന്നു, വീണ്ടും കൂട്ടിച്ചേർക്കുന്നില്ല.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'രണ്ടു ജാതകങ്ങളിലും ചൊവ്വാദോഷമുണ്ട്; സാധാരണ നിയമപ്രകാരം അവ പരസ്പരം റദ്ദാക്കുന്നു.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': '{who} ജാതകത്തിൽ മാത്രമാണ് ചൊവ്വാദോഷം.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'രണ്ടു ജാതകങ്ങളിലും ചൊവ്വാദോഷമില്ല.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'സൂര്യൻ നിൽക്കുന്ന രാശിയിൽ തന്നെ {grahas} ഉണ്ട്.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': '9-ാം ഭാവത്തിൽ {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted':
    'ഒൻപതാം ഭാവാധിപനായ {lord} ഗ്രഹത്തിന് {grahas} യോഗമോ ദൃഷ്ടിയോ ഉണ്ട്.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth': '9-ാം ഭാവത്തിലെ സൂര്യന് {grahas} യോഗമോ എതിർദൃഷ്ടിയോ ഉണ്ട്.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'ചന്ദ്രൻ നിൽക്കുന്ന രാശിയിൽ തന്നെ {grahas} ഉണ്ട് (ചില ഗ്രന്ഥങ്ങൾ ചേർക്കുന്ന മാതൃദോഷ വകഭേദം).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'അത്യുത്തമം',
  'jyotish/phrases.STATUS_LABELS.good': 'നല്ലത്',
  'jyotish/phrases.STATUS_LABELS.average': 'ശരാശരി',
  'jyotish/phrases.STATUS_LABELS.poor': 'മോശം',
  'jyotish/phrases.STATUS_LABELS.dosha': 'ദോഷം',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'അത്യുത്തമം',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'ചേർച്ചയുണ്ട്',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'സ്വീകാര്യം',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'ശുപാർശ ചെയ്യുന്നില്ല',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'അനന്ത',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'കുലിക',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'വാസുകി',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'ശംഖപാല',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'പത്മ',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'മഹാപത്മ',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'തക്ഷക',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'കാർക്കോടക',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'ശംഖചൂഡ',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'ഘാതക',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'വിഷധര',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'ശേഷനാഗ',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'ലഗ്നം',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'ചന്ദ്രൻ',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'ശുക്രൻ',
  'jyotish/koota-points.KOOTAS.varna.name': 'വർണം',
  'jyotish/koota-points.KOOTAS.vashya.name': 'വശ്യം',
  'jyotish/koota-points.KOOTAS.tara.name': 'താര',
  'jyotish/koota-points.KOOTAS.yoni.name': 'യോനി',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'ഗ്രഹമൈത്രി',
  'jyotish/koota-points.KOOTAS.gana.name': 'ഗണം',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'ഭകൂടം',
  'jyotish/koota-points.KOOTAS.nadi.name': 'നാഡി',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'ദേവ',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'മനുഷ്യ',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'രാക്ഷസ',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'ആദി',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'മധ്യ',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'അന്ത്യ',
  'jyotish/koota-attributes.TARA_NAMES.0': 'ജന്മ',
  'jyotish/koota-attributes.TARA_NAMES.1': 'സമ്പത്ത്',
  'jyotish/koota-attributes.TARA_NAMES.2': 'വിപത്ത്',
  'jyotish/koota-attributes.TARA_NAMES.3': 'ക്ഷേമ',
  'jyotish/koota-attributes.TARA_NAMES.4': 'പ്രത്യക്',
  'jyotish/koota-attributes.TARA_NAMES.5': 'സാധന',
  'jyotish/koota-attributes.TARA_NAMES.6': 'നൈധന',
  'jyotish/koota-attributes.TARA_NAMES.7': 'മിത്ര',
  'jyotish/koota-attributes.TARA_NAMES.8': 'പരമ മിത്ര',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'ബ്രാഹ്മണൻ',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'ക്ഷത്രിയൻ',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'വൈശ്യൻ',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'ശൂദ്രൻ',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'ചതുഷ്പാദം',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'മാനവം',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'ജലചരം',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'വനചരം',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'കീടം',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'അശ്വം (കുതിര)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'ഗജം (ആന)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'മേഷം (ആട്)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'സർപ്പം (പാമ്പ്)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'ശ്വാനം (നായ)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'മാർജാരം (പൂച്ച)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'മൂഷികം (എലി)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'ഗോ (പശു)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'മഹിഷം (പോത്ത്)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'വ്യാഘ്രം (കടുവ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'മൃഗം (മാൻ)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'വാനരം (കുരങ്ങ്)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'നകുലം (കീരി)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'സിംഹം (സിംഹം)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'മഹാദശ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'അപഹാരം',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'പ്രത്യന്തരം',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'സൂക്ഷ്മദശ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'പ്രാണദശ',
  'jyotish/vargas.VARGAS.D1.name': 'രാശി',
  'jyotish/vargas.VARGAS.D2.name': 'ഹോര',
  'jyotish/vargas.VARGAS.D3.name': 'ദ്രേക്കാണം',
  'jyotish/vargas.VARGAS.D4.name': 'ചതുർഥാംശം',
  'jyotish/vargas.VARGAS.D5.name': 'പഞ്ചമാംശം',
  'jyotish/vargas.VARGAS.D6.name': 'ഷഷ്ഠാംശം',
  'jyotish/vargas.VARGAS.D7.name': 'സപ്തമാംശം',
  'jyotish/vargas.VARGAS.D8.name': 'അഷ്ടമാംശം',
  'jyotish/vargas.VARGAS.D9.name': 'നവാംശം',
  'jyotish/vargas.VARGAS.D10.name': 'ദശാംശം',
  'jyotish/vargas.VARGAS.D11.name': 'രുദ്രാംശം',
  'jyotish/vargas.VARGAS.D12.name': 'ദ്വാദശാംശം',
  'jyotish/vargas.VARGAS.D16.name': 'ഷോഡശാംശം',
  'jyotish/vargas.VARGAS.D20.name': 'വിംശാംശം',
  'jyotish/vargas.VARGAS.D24.name': 'ചതുർവിംശാംശം',
  'jyotish/vargas.VARGAS.D27.name': 'സപ്തവിംശാംശം (ഭാംശം)',
  'jyotish/vargas.VARGAS.D30.name': 'ത്രിംശാംശം',
  'jyotish/vargas.VARGAS.D40.name': 'ഖവേദാംശം',
  'jyotish/vargas.VARGAS.D45.name': 'അക്ഷവേദാംശം',
  'jyotish/vargas.VARGAS.D60.name': 'ഷഷ്ട്യംശം',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'ല',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(വ)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'ഉത്തരേന്ത്യൻ ശൈലി',
  'jyotish/chart-layouts.CHART_LABELS.south': 'ദക്ഷിണേന്ത്യൻ ശൈലി',
  'jyotish/chart-layouts.CHART_LABELS.east': 'പൂർവേന്ത്യൻ ശൈലി',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'സൂ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'ച',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'ചൊ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'ബു',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'വ്യാ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'ശു',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'ശ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'രാ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'കേ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'മേ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'ഇട',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'മിഥു',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'കർ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'ചി',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'കന്നി',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'തുലാം',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'വൃ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'ധനു',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'മക',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'കും',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'മീ',
  'numerology/phrases.FACTOR_NAMES.moolank': 'മൂലാങ്കം',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'ഭാഗ്യാങ്കം',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'ജീവിതപഥ സംഖ്യ',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'ആത്മാഭിലാഷ സംഖ്യ',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'ആവിഷ്കാര സംഖ്യ',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'വ്യക്തിത്വ സംഖ്യ',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'നേതൃത്വം',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'സ്വതന്ത്രർ, വഴികാട്ടികൾ, സ്വയം പ്രചോദിതർ; മുന്നിൽ നിന്ന് നയിക്കുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'സഹകരണം',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'സൂക്ഷ്മബുദ്ധിയും നയതന്ത്രവും സഹായമനസ്സുമുള്ളവർ; പങ്കാളിത്തത്തിൽ ഏറ്റവും നന്നായി പ്രവർത്തിക്കുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'ആവിഷ്കാരം',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'സർഗാത്മകരും സൗഹൃദപ്രിയരും ശുഭാപ്തിവിശ്വാസികളും; അനായാസം ആശയവിനിമയം നടത്തുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'സ്ഥിരത',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'പ്രായോഗികരും അച്ചടക്കമുള്ളവരും ചിട്ടയുള്ളവരും; ഉറച്ച അടിത്തറയിൽ പടുത്തുയർത്തുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'സ്വാതന്ത്ര്യം',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'ഇണങ്ങുന്നവരും ജിജ്ഞാസുക്കളും അടങ്ങാത്തവരും; മാറ്റത്തിലും വൈവിധ്യത്തിലും തഴയ്ക്കുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'ഉത്തരവാദിത്തം',
  'numerology/phrases.NUMBER_MEANINGS.6.text': 'കരുതലും സംരക്ഷണബോധവും ഗൃഹസ്നേഹവുമുള്ളവർ; കുടുംബത്തോടും സമൂഹത്തോടുമുള്ള കടമ ഗൗരവമായി കാണുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'ആത്മപരിശോധന',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'വിശകലനശേഷിയും മിതഭാഷിത്വവും ആധ്യാത്മികതയുമുള്ളവർ; ആഴവും അറിവും തേടുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'മഹത്വാകാംക്ഷ',
  'numerology/phrases.NUMBER_MEANINGS.8.text':
    'അധികാരബോധവും ലക്ഷ്യബോധവും തളരാത്ത മനസ്സുമുള്ളവർ; ഭൗതികശക്തിയും ഉത്തരവാദിത്തവും കൈകാര്യം ചെയ്യുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'കാരുണ്യം',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'ഉദാരരും ആദർശവാദികളും വിശാലമനസ്കരും; വലിയൊരു ലക്ഷ്യത്തിനായി സേവനം ചെയ്യുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'അന്തർജ്ഞാനം',
  'numerology/phrases.NUMBER_MEANINGS.11.text':
    'ഇതൊരു പ്രധാന സംഖ്യയാണ്: തീക്ഷ്ണമായ അന്തർജ്ഞാനവും പ്രചോദനവും, ഒപ്പം നിയന്ത്രിക്കേണ്ട നാഡീസമ്മർദവും.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'മഹാനിർമാതാവ്',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'ഇതൊരു പ്രധാന സംഖ്യയാണ്: വിപുലമായ ദീർഘവീക്ഷണവും പ്രായോഗികശേഷിയും ഒന്നുചേരുന്നു.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'മഹാഗുരു',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'ഇതൊരു പ്രധാന സംഖ്യയാണ്: വിശാലമായ തലത്തിൽ കാരുണ്യവും മാർഗദർശനവും.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'പുതിയ തുടക്കങ്ങൾ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'പദ്ധതികൾ ആരംഭിക്കുക, മുൻകൈ എടുക്കുക.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'ക്ഷമയും പങ്കാളിത്തവും',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'സഹകരിക്കുക, കാര്യങ്ങൾ പാകമാകാൻ അനുവദിക്കുക.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'ആവിഷ്കാരം',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'സൃഷ്ടിക്കുക, ആശയങ്ങൾ പങ്കുവയ്ക്കുക, കൂട്ടായ്മ ആസ്വദിക്കുക.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'അടിത്തറ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'ചിട്ടപ്പെടുത്തുക, പടുത്തുയർത്തുക, അച്ചടക്കം പാലിക്കുക.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'മാറ്റം',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'യാത്ര ചെയ്യുക, പൊരുത്തപ്പെടുക, പുതിയതിനെ സ്വാഗതം ചെയ്യുക.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'വീടും കടമയും',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'കുടുംബവും കരുതലും ബാധ്യതകളും ആദ്യം.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'ആത്മചിന്ത',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'ഉള്ളിലേക്ക് നോക്കുക, പഠിക്കുക, വിശ്രമിക്കുക.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'നേട്ടം',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'മഹത്വാകാംക്ഷയും അധികാരവും സാമ്പത്തികനേട്ടവും.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'പൂർത്തീകരണം',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'ചക്രങ്ങൾ പൂർത്തിയാക്കുക, പഴയതിനെ വിട്ടുകളയുക.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'പ്രകാശനം',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'അന്തർജ്ഞാനവും പ്രചോദനവും ഉയർന്നുനിൽക്കും.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'മഹാനിർമാണം',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'വലിയ പദ്ധതികൾ മൂർത്തരൂപം പ്രാപിക്കാം.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'സേവനം',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'മറ്റുള്ളവർക്ക് മാർഗദർശനവും കാരുണ്യവും.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}), {b} ({planet_b}) എന്നിവ തമ്മിൽ പിരിമുറുക്കമുണ്ട്; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'വൈകാരിക ധാരണ',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'വികാരങ്ങൾക്ക് സമയവും ഇടവും നൽകുക.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'പൊതുദിശയും ലക്ഷ്യങ്ങളും',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'പദ്ധതികളിലും പണത്തിലും നേരത്തേ ധാരണയിലെത്തുക.',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'ആശയവിനിമയ ശൈലി',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'കാര്യങ്ങൾ തുറന്നു പറയുക, മുഴുവനായി കേൾക്കുക.',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'ഇണക്കമുള്ള പൊരുത്തം',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'സംഖ്യകൾ മിക്കവാറും പരസ്പരം പിന്തുണയ്ക്കുന്നു; ഭിന്നതകൾ എളുപ്പം പരിഹരിക്കാം.',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'മുന്നോട്ടുകൊണ്ടുപോകാവുന്ന പൊരുത്തം',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note':
    'പിന്തുണയും ഉരസലും കലർന്നിരിക്കുന്നു; ധാരണയും പരിശ്രമവും ബന്ധത്തെ വിജയിപ്പിക്കും.',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'വെല്ലുവിളി നിറഞ്ഞ പൊരുത്തം',
  'numerology/compatibility.OVERALL_TEXTS.low.note':
    'സംഖ്യകൾ വ്യത്യസ്ത ദിശകളിലേക്ക് വലിക്കുന്നു; ഈ ബന്ധത്തിന് ബോധപൂർവമായ പരിശ്രമം വേണം.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'മനസ്സിന്റെ തലം',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'ബുദ്ധിശക്തിയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'മറവിയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'വൈകാരിക തലം',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'ആധ്യാത്മികതയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'വൈകാരിക സൂക്ഷ്മതയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'പ്രായോഗിക തലം',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'പ്രായോഗികതയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'അപ്രായോഗികതയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'ചിന്തയുടെ തലം',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'ആസൂത്രണത്തിന്റെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'ആശയക്കുഴപ്പത്തിന്റെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'ഇച്ഛാശക്തിയുടെ തലം',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'ദൃഢനിശ്ചയത്തിന്റെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'മടിയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'കർമത്തിന്റെ തലം',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'കർമത്തിന്റെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'നീട്ടിവയ്ക്കലിന്റെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'സുവർണ യോഗം (രാജയോഗം)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'ഐശ്വര്യത്തിന്റെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'നിരാശയുടെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'രജത യോഗം',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'വൈകാരിക സന്തുലനത്തിന്റെ അസ്ത്രം',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'വൈകാരിക അസന്തുലനത്തിന്റെ അസ്ത്രം',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'അശുഭ യോഗമില്ല',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'വിഷ്ടി (ഭദ്ര) കരണമില്ല',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'ഭദ്ര ഭൂമിയിലല്ല',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'പഞ്ചകരഹിതം',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'ഏതു സൗരമാസവും',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'സംസ്കാരത്തിന് യോജിച്ച സൗരമാസം',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'ലഗ്നത്തിൽ നിന്ന് ഏഴാം ഭാവം ശുദ്ധം',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'ലഗ്നത്തിൽ നിന്ന് എട്ടാം ഭാവം ശുദ്ധം',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'ലഗ്നത്തിൽ നിന്ന് 6, 8, 12 ഭാവങ്ങളിൽ ചന്ദ്രനില്ല',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'ലഗ്നത്തിന് പാപകർത്തരിയില്ല',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'സർവാർത്ഥ സിദ്ധി യോഗം',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'അമൃത സിദ്ധി യോഗം',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'സിദ്ധ യോഗം',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'രവി യോഗം',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'ഗുരു പുഷ്യ യോഗം',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'രവി പുഷ്യ യോഗം',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'ദ്വിപുഷ്കര യോഗം',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'ത്രിപുഷ്കര യോഗം',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'രാഹുകാലവുമായി ചേരുന്നു',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'ദുർമുഹൂർത്തവുമായി ചേരുന്നു',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'വർജ്യവുമായി ചേരുന്നു',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'ഗണ്ഡാന്ത (ഗണ്ഡമൂല) നക്ഷത്രം',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'ചന്ദ്രൻ പഞ്ചകത്തിൽ',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'ഈ കർമത്തിന് ഇടത്തരം മാസം',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'ഖരമാസം (ധനുവിലോ മീനത്തിലോ സൂര്യൻ)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'ചാതുർമാസ്യം',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'ശുക്ര മൗഢ്യം',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'വ്യാഴ മൗഢ്യം',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'ഹോളാഷ്ടകം',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'അധിമാസം (അധികമായ ചാന്ദ്രമാസം)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'പിതൃപക്ഷം',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'ചിങ്ങത്തിൽ വ്യാഴം (സിംഹസ്ഥം)',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'ഈ കർമത്തിന് അനുകൂലമല്ലാത്ത ചാന്ദ്രമാസം',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': 'പങ്കാളി {n} എന്നയാളുടെ താരാബലം',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': 'പങ്കാളി {n} എന്നയാളുടെ ചന്ദ്രബലം',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'ശുഭതിഥി',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'ശുഭനക്ഷത്രം',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'ശുഭവാരം',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'ശുഭലഗ്നം',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'ശുഭ സൗരമാസം',
  'muhurat/labels.RULE_KIND_LABELS.month': 'ശുഭ ചാന്ദ്രമാസം',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'പുതുക്കിയ വീടിന് ശുഭമായ നക്ഷത്രം',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'പുതുക്കിയ വീടിന് ശുഭമായ മാസം',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'പുനർനിർമിച്ച വീടിന് ശുഭമായ മാസം',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1 (വാര-നക്ഷത്ര യോഗങ്ങൾ); പഞ്ചാംഗങ്ങൾ അച്ചടിക്കുന്ന ആഴ്ചക്രമത്തിലുള്ള നക്ഷത്രപ്പട്ടിക',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1; ദൃക് പഞ്ചാംഗവുമായി ഒത്തുനോക്കിയത്',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1 (വാര-തിഥി യോഗങ്ങൾ): വെള്ളിയാഴ്ച നന്ദ, ബുധനാഴ്ച ഭദ്ര, ചൊവ്വാഴ്ച ജയ, ശനിയാഴ്ച രിക്ത, വ്യാഴാഴ്ച പൂർണ്ണ തിഥി',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1: സൂര്യന്റെ നക്ഷത്രം മുതൽ എണ്ണുമ്പോൾ ചന്ദ്രന്റെ നക്ഷത്രം 4, 6, 9, 10, 13 അല്ലെങ്കിൽ 20-ാമത്തേത്',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1: വ്യാഴാഴ്ചയും പൂയം നക്ഷത്രവും; ഹിന്ദു ദിവസവുമായി ചേരുന്ന ഭാഗം ദൃക് പഞ്ചാംഗം അച്ചടിക്കുന്നു',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1: ഞായറാഴ്ചയും പൂയം നക്ഷത്രവും; ഹിന്ദു ദിവസവുമായി ചേരുന്ന ഭാഗം ദൃക് പഞ്ചാംഗം അച്ചടിക്കുന്നു',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1: ഭദ്ര തിഥി, ഞായർ/ചൊവ്വ/ശനി, ദ്വിപാദ നക്ഷത്രം (മകയിരം, ചിത്തിര, അവിട്ടം)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1: ഭദ്ര തിഥി, ഞായർ/ചൊവ്വ/ശനി, ത്രിപാദ നക്ഷത്രം (കാർത്തിക, പുണർതം, ഉത്രം, വിശാഖം, ഉത്രാടം, പൂരുരുട്ടാതി)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'മുഹൂർത്ത ചിന്താമണി 1.7 (ഒമ്പത് അശുഭ യോഗങ്ങൾ); ഓരോ യോഗത്തിലും ഒഴിവാക്കേണ്ട ഭാഗം മുഹൂർത്തരാജ് പേജ് 37 പറയുന്നതുപോലെ (വ്യതീപാതവും വൈധൃതിയും മുഴുവനായി, പരിഘത്തിന്റെ ആദ്യ പകുതി, ബാക്കിയുള്ളവയുടെ ആദ്യ 3-9 നാഴിക)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1 (ഭദ്രയുടെ വാസം: ചന്ദ്രൻ കർക്കടകം, ചിങ്ങം, കുംഭം അല്ലെങ്കിൽ മീനത്തിലെങ്കിൽ ഭദ്ര ഭൂമിയിൽ, മേടം മുതൽ മിഥുനം വരെയോ വൃശ്ചികത്തിലോ എങ്കിൽ സ്വർഗത്തിൽ, കന്നി, തുലാം, ധനു, മകരത്തിലെങ്കിൽ പാതാളത്തിൽ; ഭൂമിയിലെ ഭദ്ര മാത്രം ഒഴിവാക്കണം), ഹിന്ദി പഞ്ചാംഗ വെബ്സൈറ്റുകൾ അച്ചടിക്കുന്നതുപോലെ',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'മുഹൂർത്ത ചിന്താമണി 1.45-47 (ശുഭകർമങ്ങൾക്ക് വിഷ്ടി/ഭദ്ര കരണം നിഷിദ്ധം)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11 (അവിട്ടത്തിന്റെ രണ്ടാം പകുതി മുതൽ രേവതി വരെ: മേൽക്കൂര കെട്ടൽ, തെക്കോട്ടുള്ള യാത്ര, വിറക് ശേഖരണം നിഷിദ്ധം); ദൃക് പഞ്ചാംഗം',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'നിഷിദ്ധ കാലങ്ങൾ ഒഴികെ മാസത്തിന് നിയന്ത്രണമില്ല (ദൃക് പഞ്ചാംഗത്തിന്റെ രീതി)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'വടക്ക്: ദൃക് പഞ്ചാംഗം (നിഷിദ്ധ കാലങ്ങൾ മാത്രം); തെക്ക്: തമിഴ് പഞ്ചാംഗങ്ങൾ (പാമ്പ് പഞ്ചാംഗം) ആടി, പുരട്ടാശി, മാർകഴി മാസങ്ങൾ ഒഴിവാക്കുന്നു',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 രിക്ത തിഥികളും അമാവാസിയും ഒഴിവാക്കുന്നു; ഉത്തരേന്ത്യൻ പഞ്ചാംഗങ്ങൾ അഷ്ടമി, നവമി, കൃഷ്ണ ചതുർഥി എന്നിവയിലും വിവാഹം നൽകുന്നു, അതിനാൽ ശുക്ല പ്രഥമ, ശുക്ല ചതുർഥി, രണ്ട് ചതുർദശികൾ, അമാവാസി എന്നിവ മാത്രം നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി 6.39: രോഹിണി, മകയിരം, മകം, ഉത്രം, അത്തം, ചോതി, അനിഴം, മൂലം, ഉത്രാടം, ഉത്രട്ടാതി, രേവതി',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 ശുഭ വാരങ്ങൾ ഇഷ്ടപ്പെടുന്നു, എന്നാൽ ഉത്തരേന്ത്യൻ പഞ്ചാംഗങ്ങൾ എല്ലാ ദിവസവും (ചൊവ്വാഴ്ചയും) വിവാഹം നൽകുന്നു, അതിനാൽ ഒരു വാരവും നിഷിദ്ധമല്ല',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'മുഹൂർത്ത ചിന്താമണി 1.7 (ഒമ്പത് അശുഭ യോഗങ്ങൾ); വിവാഹത്തിന് ഓരോ യോഗവും മുഴുവനായി നിഷിദ്ധം, ദൃക് പഞ്ചാംഗത്തിന്റെ വിവാഹ പട്ടികകൾ പാലിക്കുന്നതുപോലെ',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 (മിഥുനം, കന്നി, തുലാം ഉത്തമം; ഇടവം, കർക്കടകം, ധനു, മീനം, കുംഭം സ്വീകാര്യം; മേടം, ചിങ്ങം, വൃശ്ചികം, മകരം നിഷിദ്ധം)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'വടക്ക്: ദൃക് പഞ്ചാംഗം (നിഷിദ്ധ കാലങ്ങൾക്ക് പുറത്ത് ഏത് മാസവും); തെക്ക്: തമിഴ് പഞ്ചാംഗങ്ങൾ ആടി, പുരട്ടാശി, മാർകഴി മാസങ്ങളിൽ വിവാഹം നൽകുന്നില്ല',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 (വിവാഹ പ്രകരണം): ലഗ്നത്തിൽ നിന്ന് ഏഴാം ഭാവം പാപഗ്രഹങ്ങളില്ലാതെ (സപ്തമ ശുദ്ധി)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'മുഹൂർത്ത ചിന്താമണി (വിവാഹ പ്രകരണം, ലഗ്ന ശുദ്ധി; വാസ്തു പ്രകരണം): ലഗ്നത്തിൽ നിന്ന് എട്ടാം ഭാവത്തിൽ ഒരു പാപഗ്രഹവുമില്ല',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'മുഹൂർത്ത ചിന്താമണി (വിവാഹ, വാസ്തു പ്രകരണങ്ങൾ): ലഗ്നത്തിൽ നിന്ന് 6, 8 അല്ലെങ്കിൽ 12-ാം ഭാവത്തിലെ ചന്ദ്രൻ ലഗ്നത്തെ ദോഷപ്പെടുത്തുന്നു',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 (കർത്തരി ദോഷം): 12-ാം ഭാവത്തിലും 2-ാം ഭാവത്തിലുമുള്ള പാപഗ്രഹങ്ങൾ ലഗ്നത്തെ ഞെരുക്കുന്നു; കഴിയുന്നിടത്തോളം ഒഴിവാക്കണം',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 13, ഉത്തരേന്ത്യൻ പഞ്ചാംഗങ്ങൾ പ്രയോഗിക്കുന്നതുപോലെ: ശുക്ല 2, 3, 5, 6, 7, 10, 11, 12, 13, കൃഷ്ണ 2, 3, 5, 6, 7, 10, 11, 12; രിക്ത, അഷ്ടമി, പ്രഥമ, പൗർണമി, അമാവാസി, കൃഷ്ണ ത്രയോദശി എന്നിവ പാടില്ല. ഉജ്ജയിനിയിലെ പണ്ഡിറ്റ് പ്രവീൺ ദ്വിവേദിയുടെ ശുക്ലപക്ഷ പട്ടികയിൽ പൗർണമിയില്ല; ദൃക് പഞ്ചാംഗം 2026 (ന്യൂഡൽഹി) കൃഷ്ണ ഏകാദശി-ദ്വാദശിയിൽ (മേയ് 13) ഗൃഹപ്രവേശം നൽകുന്നു, ഒരു പൗർണമിയിലും കൃഷ്ണ ത്രയോദശിയിലും നൽകുന്നില്ല',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 13: സ്ഥിര, മൃദു നക്ഷത്രങ്ങൾ (രോഹിണി, ഉത്രം, ഉത്രാടം, ഉത്രട്ടാതി; മകയിരം, ചിത്തിര, അനിഴം, രേവതി), പഞ്ചാംഗ വെബ്സൈറ്റുകളുടെ പട്ടിക പ്രകാരം; അവിട്ടവും ചതയവും പുതുക്കിയ (ജീർണ) വീടിന് മാത്രം',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 13: ഞായറാഴ്ചയും ചൊവ്വാഴ്ചയും നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 13: സ്ഥിര ലഗ്നങ്ങൾ ഉത്തമം, ഉഭയ ലഗ്നങ്ങൾ സ്വീകാര്യം; ചര ലഗ്നങ്ങൾ നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'മുഹൂർത്ത ചിന്താമണി, വാസ്തു പ്രകരണം ("മാഘ-ഫാൽഗുന-വൈശാഖ-ജ്യേഷ്ഠ-മാസേഷു ശോഭനഃ"): മാഘം, ഫാൽഗുനം, വൈശാഖം, ജ്യേഷ്ഠം, കൂടാതെ കാർത്തികവും മാർഗശീർഷവും ഇടത്തരം മാസങ്ങൾ (ഇടത്തരം മാസത്തിന്റെ മുന്നറിയിപ്പോടെ); ദൃക് പഞ്ചാംഗം ആറ് (അമാന്ത) മാസങ്ങളിലും ഗൃഹപ്രവേശം നൽകുന്നു',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, വാസ്തു പ്രകരണം (ഗൃഹപ്രവേശം): പുതുക്കിയ (ജീർണ) വീടിന് സ്ഥിര, മൃദു നക്ഷത്രങ്ങൾക്കൊപ്പം ചതയം, പൂയം, ചോതി, അവിട്ടം',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'മുഹൂർത്ത ചിന്താമണി, വാസ്തു പ്രകരണം (ഗൃഹപ്രവേശം): ജീർണ ഗൃഹപ്രവേശം മാർഗശീർഷം, കാർത്തികം, ശ്രാവണം എന്നിവയിലും',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'മുഹൂർത്ത ചിന്താമണി, വാസ്തു പ്രകരണത്തിലെ (ഗൃഹപ്രവേശം) സപൂർവ മാസങ്ങൾ, പഞ്ചാംഗങ്ങൾ ദ്വന്ദ്വ പ്രവേശത്തിന് (യാത്ര കഴിഞ്ഞ് വീട്ടിൽ തിരിച്ചെത്തൽ) പ്രയോഗിക്കുന്നതുപോലെ',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11: രിക്ത, അഷ്ടമി, അമാവാസി നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11: അശ്വതി, മകയിരം, പുണർതം, പൂയം, അത്തം, ചിത്തിര, ചോതി, തിരുവോണം, അവിട്ടം, ചതയം, രേവതി',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'ദൃക് പഞ്ചാംഗം, വാഹനം വാങ്ങൽ: ഞായറാഴ്ചയും ചൊവ്വാഴ്ചയും നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11: ക്രൂര സ്ഥിര രാശികളായ ചിങ്ങം, വൃശ്ചികം എന്നിവയുടെ ലഗ്നങ്ങൾ നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 13: രിക്ത, അഷ്ടമി, അമാവാസി നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 13, ഭൂമി വാങ്ങൽ: രോഹിണി, മകയിരം, ആയില്യം, മകം, ഉത്രം, വിശാഖം, അനിഴം, മൂലം, ഉത്രാടം, ഉത്രട്ടാതി, രേവതി (ദൃക് പഞ്ചാംഗത്തിന്റെ പട്ടിക പ്രകാരം)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'ദൃക് പഞ്ചാംഗം, വസ്തു വാങ്ങൽ: ഞായറാഴ്ചയും ചൊവ്വാഴ്ചയും നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 13: സ്ഥിര, ഉഭയ ലഗ്നങ്ങൾ',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: രിക്ത, അഷ്ടമി, അമാവാസി നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: സ്ഥിര, മൃദു, ലഘു, ചര നക്ഷത്രങ്ങൾ',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: ശുഭഗ്രഹങ്ങളുടെ വാരങ്ങൾ',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: ശുഭഗ്രഹങ്ങളുടെ രാശികളായ ലഗ്നങ്ങൾ',
  'muhurat/sources.RULE_SOURCES.mundan_tithi':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5 (ചൗളം): രണ്ട് പക്ഷങ്ങളിലെയും 2, 3, 5, 7, 10, 11, 12, 13 തിഥികൾ',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5 (ചൗളം): അശ്വതി, മകയിരം, പുണർതം, പൂയം, അത്തം, ചിത്തിര, ചോതി, തിരുവോണം, അവിട്ടം, ചതയം, രേവതി',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: തിങ്കളാഴ്ച, ബുധനാഴ്ച, വ്യാഴാഴ്ച, വെള്ളിയാഴ്ച',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5 (അന്നപ്രാശനം): തിഥികൾ 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: ശുക്ല 2, 3, 5, 10, 11, 12, കൃഷ്ണ 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5 (ഉപനയനത്തിന്റെ നക്ഷത്രങ്ങൾ)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5 (വിദ്യാരംഭം): തിഥികൾ 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5 (വിദ്യാരംഭം): അശ്വതി, മകയിരം, പുണർതം, പൂയം, അത്തം, ചിത്തിര, ചോതി, അനിഴം, പൂരാടം, തിരുവോണം, അവിട്ടം, ചതയം, പൂരുരുട്ടാതി, രേവതി',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: ഞായറാഴ്ച, ബുധനാഴ്ച, വ്യാഴാഴ്ച, വെള്ളിയാഴ്ച',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 5: ബുധൻ, വ്യാഴം, ശുക്രൻ എന്നിവരുടെ രാശികളായ ലഗ്നങ്ങൾ',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11 (വിപണി): അശ്വതി, രോഹിണി, മകയിരം, പൂയം, ഉത്രം, അത്തം, ചിത്തിര, അനിഴം, ഉത്രാടം, തിരുവോണം, ഉത്രട്ടാതി, രേവതി',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11: തിങ്കളാഴ്ച, ബുധനാഴ്ച, വ്യാഴാഴ്ച, വെള്ളിയാഴ്ച',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11: സ്ഥിര, ഉഭയ ലഗ്നങ്ങൾ',
  'muhurat/sources.RULE_SOURCES.travel_tithi': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11: രിക്ത, അഷ്ടമി, ദ്വാദശി, പൗർണമി, അമാവാസി നിഷിദ്ധം',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 11: അശ്വതി, മകയിരം, പുണർതം, പൂയം, അത്തം, അനിഴം, തിരുവോണം, അവിട്ടം, രേവതി',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 (ധനുവിലോ മീനത്തിലോ സൂര്യൻ: സംസ്കാരങ്ങൾക്ക് മലമാസം); ദൃക് പഞ്ചാംഗത്തിലെ ഖരമാസം',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6; ശയന (ആഷാഢം ശുക്ല 11) മുതൽ പ്രബോധിനി (കാർത്തികം ശുക്ല 11) ഏകാദശി വരെ, ദൃക് പഞ്ചാംഗം',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 (ശുക്ര മൗഢ്യം); സൂര്യനിൽ നിന്ന് 6° ഉള്ളിൽ, ഉത്തരേന്ത്യൻ പഞ്ചാംഗങ്ങളിലെ ശുക്ര മൗഢ്യ തീയതികൾ പ്രകാരം',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 (വ്യാഴ മൗഢ്യം); സൂര്യനിൽ നിന്ന് 11° ഉള്ളിൽ, സൂര്യ സിദ്ധാന്തം 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'ഫാൽഗുനം ശുക്ല അഷ്ടമി മുതൽ പൗർണമി (ഹോളികാ ദഹനം) വരെ, ദൃക് പഞ്ചാംഗം അച്ചടിക്കുന്ന ഉത്തരേന്ത്യൻ രീതി',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 1 (മലമാസം: അധിമാസത്തിൽ ഒരു സംസ്കാരവുമില്ല)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'ഭാദ്രപദം കൃഷ്ണ പ്രഥമ മുതൽ അമാവാസി (അമാന്തം) വരെ, പിതൃക്കളുടെ പക്ഷം; ദൃക് പഞ്ചാംഗം',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'ചിങ്ങത്തിൽ വ്യാഴം (സിംഹസ്ഥം): തെക്ക് വിവാഹം നിഷിദ്ധം, മുഹൂർത്ത ചിന്താമണി അധ്യായം 6-ന്റെ വ്യാഖ്യാനങ്ങളിലെ ഗോദാവരി പ്രദേശത്തെ ആചാരം',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'മുഹൂർത്ത ചിന്താമണിയിൽ ഈ കർമത്തിനുള്ള മാസങ്ങൾ, പ്രാദേശിക പഞ്ചാംഗം പ്രകാരം',
  'muhurat/sources.PERSONAL_SOURCE':
    'മുഹൂർത്ത ചിന്താമണി, അധ്യായം 6 (താരാബലം: വിപത്ത് 3, പ്രത്യക് 5, നൈധന 7 നിഷിദ്ധം; ചന്ദ്രബലം: ജന്മരാശിയിൽ നിന്ന് 1, 3, 6, 7, 10, 11-ാം ഭാവത്തിൽ ചന്ദ്രൻ)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'വൈഷ്ണവ ഏകാദശി പിറ്റേന്നാണ്',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'സ്മാർത്ത ആചരണം തലേന്നാണ്',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya':
    'ഈ തിഥി ഒരു സൂര്യോദയത്തെയും സ്പർശിക്കുന്നില്ല (ക്ഷയതിഥി); അത് നിലനിൽക്കുന്ന ദിവസം തന്നെ ആചരിക്കുന്നു',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'അധിമാസത്തിൽ (അധികമായ ചാന്ദ്രമാസത്തിൽ) വരുന്നു',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular': 'ഗണിത ഹിജ്റ തീയതി; പ്രാദേശിക മാസപ്പിറവി ദർശനം അനുസരിച്ച് ഒന്നോ രണ്ടോ ദിവസം മാറാം',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'ഗണിത (കുവൈത്തി) ഇസ്‌ലാമിക പഞ്ചാംഗം, പൗര ആരംഭബിന്ദു; മാസപ്പിറവി കണ്ട് ആചരിക്കുന്ന തീയതികൾ 1-2 ദിവസം വ്യത്യാസപ്പെടാം.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'സൂര്യാസ്തമയത്തിനു ശേഷം പ്രദോഷവേളയിൽ പൂജ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'സൂര്യോദയം മുതൽ ചന്ദ്രോദയം വരെ വ്രതം',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'മധ്യാഹ്നവേളയിൽ പൂജ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight':
    'രാത്രി ഉറക്കമൊഴിയൽ; നിശീഥ (അർധരാത്രി) വേളയിൽ പൂജ',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end':
    'പൗർണമി തിഥി, തുടക്കം മുതൽ ഒടുക്കം വരെ',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end': 'അമാവാസി തിഥി, തുടക്കം മുതൽ ഒടുക്കം വരെ',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'ഒരു ദിവസം',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'രാത്രിയിൽ കാലഭൈരവ പൂജ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'സൂര്യോദയം മുതൽ വ്രതം; പിറ്റേന്ന് രാവിലെ പാരണ (വ്രതം മുറിക്കൽ)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'സൂര്യൻ രാശിയിൽ പ്രവേശിക്കുന്ന നിമിഷമാണ് തുടക്കവും ഒടുക്കവും കുറിക്കുന്നത്',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'രാത്രി ഉറക്കമൊഴിയൽ; അർധരാത്രിയോടടുത്ത് നിശീഥ പൂജ',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'വൈകുന്നേരം (പ്രദോഷവേള) ഭദ്ര കഴിഞ്ഞ് ഹോളികാ ദഹനം',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'ഒൻപതു രാത്രികൾ; രാവിലെ ഘടസ്ഥാപനം',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'പൗർണമി നിലനിൽക്കുമ്പോൾ, ഭദ്ര ഒഴിവാക്കി രാഖി കെട്ടുന്നു',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'അർധരാത്രിയിൽ നിശീഥ പൂജ',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'മധ്യാഹ്നത്തിൽ ഗണേശ പൂജ; അനന്ത ചതുർദശി വരെ പത്തു ദിവസം',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'ഗണേശ നിമജ്ജനം',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'സർവപിതൃ അമാവാസി വരെ ശ്രാദ്ധത്തിന്റെ പതിനഞ്ചു ദിവസം',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'പ്രദോഷവേളയിൽ പൂജ',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'സൂര്യോദയത്തിനു മുൻപ് എണ്ണതേച്ചുകുളി',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'പ്രദോഷവേളയിൽ ലക്ഷ്മീപൂജ; ദക്ഷിണേന്ത്യയിൽ നരക ചതുർദശി പുലർച്ചെയാണ് ദീപാവലി',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'നാലു ദിവസം: നഹായ്-ഖായ്, ഖർണ, സന്ധ്യാ അർഘ്യം, ഉഷാ അർഘ്യം',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'തൈ 1; ഭോഗി മുതൽ കാണും പൊങ്കൽ വരെ നാലു ദിവസം',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'സംവത്സരിയിൽ സമാപിക്കുന്ന എട്ടു ദിവസം',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'പത്തു ദിവസം, ഭാദ്രപദ ശുക്ല പഞ്ചമി മുതൽ ചതുർദശി വരെ',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'ഇസ്‌ലാമിക ദിവസം തലേന്നത്തെ സൂര്യാസ്തമയത്തിൽ ആരംഭിക്കുന്നു',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'ഈ സ്ഥലത്തുനിന്ന് കാണാവുന്ന ഭാഗത്തിന്റെ തുടക്കവും ഒടുക്കവും',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'ദശൈൻ: ഏഴാം ദിവസം, ആശ്വിന ശുക്ല സപ്തമി',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'തിഹാർ: ഒന്നാം ദിവസം (കാർത്തിക കൃഷ്ണ ത്രയോദശി), കുക്കുർ തിഹാറിന്റെ തലേന്ന്',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'കുമാരി ജാത്ര ദിനം, ഭാദ്ര ശുക്ല ചതുർദശി (കാഠ്മണ്ഡു താഴ്‌വരയിലെ അവധി)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'ശ്രാവണ പൗർണമി: പൂണൂൽ (ജനൈ) മാറ്റുന്നു, രക്ഷാബന്ധൻ കെട്ടുന്നു',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'മലമേഖലകളും കാഠ്മണ്ഡു താഴ്‌വരയും ഹോളികാ ദഹന ദിനമായ ഫാഗു പൗർണമിയിൽ ഹോളി ആഘോഷിക്കുന്നു',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'തെരായ് പ്രദേശം മലമേഖലകളുടെ പിറ്റേന്ന് ഹോളി ആഘോഷിക്കുന്നു',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'സവ്യം (രാശിചക്രക്രമത്തിൽ)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'അപസവ്യം (രാശിചക്രത്തിന് വിപരീതക്രമത്തിൽ)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'കണ്ടകശ്ശനി (ചന്ദ്രനിൽ നിന്ന് 4-ാം ഭാവം)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'അഷ്ടമശ്ശനി (ചന്ദ്രനിൽ നിന്ന് 8-ാം ഭാവം)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'പൂർണം',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'ഭാഗികം',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'ഇല്ല',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'ഒന്നാം ഘട്ടം (പന്ത്രണ്ടിൽ ശനി)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'രണ്ടാം ഘട്ടം (ജന്മശ്ശനി)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'മൂന്നാം ഘട്ടം (രണ്ടിൽ ശനി)',
  'jyotish/state-names.TONE_NAMES.positive': 'അനുകൂലം',
  'jyotish/state-names.TONE_NAMES.neutral': 'സാധാരണം',
  'jyotish/state-names.TONE_NAMES.challenging': 'വെല്ലുവിളി നിറഞ്ഞത്',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'അനുകൂലം',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'പ്രതികൂലം',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'അനുകൂലം, പക്ഷേ വേധയാൽ തടസ്സം',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'സ്വക്ഷേത്രം',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'അതിമിത്രക്ഷേത്രം',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'മിത്രക്ഷേത്രം',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'സമക്ഷേത്രം',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'ശത്രുക്ഷേത്രം',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'അതിശത്രുക്ഷേത്രം',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'മംഗള',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'പിംഗള',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'ധാന്യ',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'ഭ്രാമരി',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'ഭദ്രിക',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'ഉൽക്ക',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'സിദ്ധ',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'സങ്കട',
  'muhurat/labels.QUALITY_LABELS.best': 'ഉത്തമം',
  'muhurat/labels.QUALITY_LABELS.good': 'ശുഭം',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'മധ്യമം',
  'numerology/compatibility.BAND_LABELS.high': 'ഉയർന്നത്',
  'numerology/compatibility.BAND_LABELS.moderate': 'മിതമായത്',
  'numerology/compatibility.BAND_LABELS.low': 'കുറഞ്ഞത്',
  'numerology/compatibility.RELATION_LABELS.same': 'ഒരേ സംഖ്യ',
  'numerology/compatibility.RELATION_LABELS.friendly': 'സൗഹൃദപരം',
  'numerology/compatibility.RELATION_LABELS.neutral': 'സമം',
  'numerology/compatibility.RELATION_LABELS.tense': 'സംഘർഷം',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'ശുഭം',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'അശുഭം',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'സമ്മിശ്രം',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'പൂർണം',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'ഭാഗികം',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'ഇല്ല',
};
