// Odia prose book (issue 37): every catalogue key's text, written as the daily rashifal columns of Sambad and
// Dharitri write them (ଅଛି/ନାହିଁ/ହେବ/ରହିବ, polite imperatives ରଖନ୍ତୁ/ଦିଅନ୍ତୁ, grahas spoken of with the honorific
// plural), the house as ଭାବ, the bands ଉତ୍ତମ .. କଷ୍ଟକର. Graha, rashi and lagna terms are the name book's
// (tables/names/or.ts); the glossary is in ../GLOSSARY-mr-bn-gu-or-ne.md. Digits are Western Arabic, as the name books print them.
import type { ProseBook } from './types.ts';

export const OR: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'କମଳା',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'ଧଳା',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'ହଳଦିଆ',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'ପାଉଁଶିଆ',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'ସବୁଜ',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'ଗୋଲାପୀ',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'ମାଟିଆ',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'ଗାଢ଼ ନୀଳ',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'ନାଲି',
  'jyotish/rashifal.HOUSE_THEMES.0': 'ନିଜ ବ୍ୟକ୍ତିତ୍ୱ ଓ ପ୍ରାଣଶକ୍ତି',
  'jyotish/rashifal.HOUSE_THEMES.1': 'ଧନ ଓ ପରିବାର',
  'jyotish/rashifal.HOUSE_THEMES.2': 'ସାହସ, ଭାଇଭଉଣୀ ଓ ଛୋଟ ଯାତ୍ରା',
  'jyotish/rashifal.HOUSE_THEMES.3': 'ଘର, ମା ଓ ସୁଖସୁବିଧା',
  'jyotish/rashifal.HOUSE_THEMES.4': 'ସନ୍ତାନ, ସୃଜନଶୀଳତା ଓ ବିଦ୍ୟା',
  'jyotish/rashifal.HOUSE_THEMES.5': 'କାମ, ସ୍ୱାସ୍ଥ୍ୟ ଓ ପ୍ରତିଦ୍ୱନ୍ଦ୍ୱୀ',
  'jyotish/rashifal.HOUSE_THEMES.6': 'ଭାଗିଦାରୀ ଓ ଦାମ୍ପତ୍ୟ',
  'jyotish/rashifal.HOUSE_THEMES.7': 'ପରିବର୍ତ୍ତନ ଓ ଗୁପ୍ତ ବିଷୟ',
  'jyotish/rashifal.HOUSE_THEMES.8': 'ଭାଗ୍ୟ, ବିଶ୍ୱାସ ଓ ଗୁରୁଜନ',
  'jyotish/rashifal.HOUSE_THEMES.9': 'କର୍ମଜୀବନ ଓ ସମ୍ମାନ',
  'jyotish/rashifal.HOUSE_THEMES.10': 'ଲାଭ ଓ ବନ୍ଧୁବର୍ଗ',
  'jyotish/rashifal.HOUSE_THEMES.11': 'ବ୍ୟୟ, ବିଶ୍ରାମ ଓ ଦୂର ସ୍ଥାନ',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} ରାଶି, {start}: ଆଜିର ଦିନ {band} ରହିବ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} ରାଶି, {start} ରୁ {end}: ଏହି ସପ୍ତାହ {band} ରହିବ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} ରାଶି, {start} ରୁ {end}: ଏହି ମାସ {band} ରହିବ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} ଆପଣଙ୍କ {house} ଭାବରେ ({theme}) ଗୋଚର କରୁଛନ୍ତି, ଯାହା ଆପଣଙ୍କ ପାଇଁ ସହାୟକ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} ଆପଣଙ୍କ {house} ଭାବରେ ({theme}) ଗୋଚର କରୁଛନ୍ତି, ତେଣୁ ଏ ବିଷୟରେ ସାବଧାନରେ ଚାଲନ୍ତୁ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} ତାରିଖରେ {graha} {rashi} ରାଶିରେ ପ୍ରବେଶ କରିବେ।',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'ଶୁଭ ସଂଖ୍ୟା {number}, ଶୁଭ ରଙ୍ଗ {colour}।',
  'jyotish/forecast.BAND_NAMES.excellent': 'ଉତ୍ତମ',
  'jyotish/forecast.BAND_NAMES.favourable': 'ଅନୁକୂଳ',
  'jyotish/forecast.BAND_NAMES.steady': 'ସ୍ଥିର',
  'jyotish/forecast.BAND_NAMES.mixed': 'ମିଶ୍ର',
  'jyotish/forecast.BAND_NAMES.challenging': 'କଷ୍ଟକର',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'କର୍ମଜୀବନ',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'ଅର୍ଥ',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'ସମ୍ପର୍କ',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'ସ୍ୱାସ୍ଥ୍ୟ',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'ପାଠପଢ଼ା',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'କର୍ମକ୍ଷେତ୍ରରେ ଗ୍ରହମାନଙ୍କର ଦୃଢ଼ ସହଯୋଗ ଅଛି: ନୂଆ ଦାୟିତ୍ୱ ନେବା ଓ ସ୍ୱୀକୃତି ପାଇବା ପାଇଁ ଏହା ଭଲ ସମୟ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'କର୍ମଜୀବନର ପ୍ରୟାସ ଭଲ ସହଯୋଗ ପାଇବ ଏବଂ ନିୟମିତ ପରିଶ୍ରମରେ ଉନ୍ନତି ହେବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady': 'କାମ ସ୍ୱାଭାବିକ ଗତିରେ ଚାଲିବ; ବଡ଼ ଝୁଙ୍କି ଅପେକ୍ଷା ନିରନ୍ତରତା ଅଧିକ କାମରେ ଆସିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'କର୍ମଜୀବନରେ ମିଶ୍ର ସଙ୍କେତ: ଭାବିଚିନ୍ତି ଯୋଜନା କରନ୍ତୁ ଏବଂ ସାମର୍ଥ୍ୟରୁ ଅଧିକ ଦାୟିତ୍ୱ ନିଅନ୍ତୁ ନାହିଁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'କାମର ଚାପ ଅଧିକ ଲାଗିପାରେ; ଧୈର୍ଯ୍ୟ ରଖନ୍ତୁ ଓ କଥାବାର୍ତ୍ତାରେ ସଂଯତ ରୁହନ୍ତୁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent': 'ଆର୍ଥିକ ସ୍ଥିତି ମଜବୁତ ଦେଖାଯାଉଛି: ଲାଭ ଓ ନୂଆ ସୁଯୋଗର ଯୋଗ ପ୍ରବଳ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'ଅର୍ଥ ସମ୍ବନ୍ଧୀୟ ବିଷୟ ଅନୁକୂଳ; ସଞ୍ଚୟ ଓ ଯୋଜନାବଦ୍ଧ ନିବେଶରୁ ଲାଭ ମିଳିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady': 'ଆର୍ଥିକ ସ୍ଥିତି ସ୍ଥିର; ନିୟମିତ ହିସାବ ରଖିଲେ ସବୁ ଠିକ୍ ଚାଲିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed': 'ଆର୍ଥିକ ଦିଗ ମିଶ୍ର: ଖର୍ଚ୍ଚ ଉପରେ ନିୟନ୍ତ୍ରଣ ରଖନ୍ତୁ ଓ ଫାଟକାରୁ ଦୂରରେ ରୁହନ୍ତୁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'ଏହି ସମୟରେ ଟଙ୍କାପଇସା ବିଷୟରେ ସତର୍କ ରୁହନ୍ତୁ; ସମ୍ଭବ ହେଲେ ବଡ଼ ଆର୍ଥିକ ପ୍ରତିଶ୍ରୁତି ସ୍ଥଗିତ ରଖନ୍ତୁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'ସମ୍ପର୍କରେ ଉଷ୍ମତା ଅଛି ଓ ଗ୍ରହ ସହାୟକ; ମିଳିମିଶି ଯୋଜନା କରିବା ପାଇଁ ଭଲ ସମୟ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable': 'ସମ୍ପର୍କ ଅନୁକୂଳ; ପରସ୍ପରକୁ ବୁଝିବା ସହଜ ହେବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady': 'ସମ୍ପର୍କ ସ୍ଥିର; ଛୋଟଛୋଟ ଯତ୍ନରେ ବନ୍ଧନ ଦୃଢ଼ ରହିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'ସମ୍ପର୍କ ପ୍ରତି ଧ୍ୟାନ ଦେବା ଆବଶ୍ୟକ: ଅଧିକ ଶୁଣନ୍ତୁ ଓ ତରବରରେ କିଛି କୁହନ୍ତୁ ନାହିଁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'ସମ୍ପର୍କରେ ଟାଣଓଟରା ଦେଖାଦେଇପାରେ; ଧୈର୍ଯ୍ୟ ଓ ଖୋଲାମେଲା କଥାବାର୍ତ୍ତା ସାହାଯ୍ୟ କରିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'ପ୍ରାଣଶକ୍ତି ଭରପୂର; ଏହି ଉତ୍ସାହ ସକ୍ରିୟ ଦିନଚର୍ଯ୍ୟାକୁ ସାହାଯ୍ୟ କରିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'ସ୍ୱାସ୍ଥ୍ୟ ଅନୁକୂଳ; ଭଲ ଅଭ୍ୟାସଗୁଡ଼ିକ ଜାରି ରଖନ୍ତୁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady': 'ସ୍ୱାସ୍ଥ୍ୟ ସ୍ଥିର; ନିୟମିତ ବିଶ୍ରାମ ଓ ଦିନଚର୍ଯ୍ୟା ଉପକାରୀ ହେବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed':
    'ଶକ୍ତି କମବେଶି ହୋଇପାରେ; ନିଜ ସାମର୍ଥ୍ୟ ଅନୁସାରେ ଚାଲନ୍ତୁ ଓ ବିଶ୍ରାମରେ ଅବହେଳା କରନ୍ତୁ ନାହିଁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging': 'ଏହି ସମୟରେ ସ୍ୱାସ୍ଥ୍ୟ ଓ ମାନସିକ ଚାପ ପ୍ରତି ବିଶେଷ ଧ୍ୟାନ ଦିଅନ୍ତୁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'ପାଠପଢ଼ାରେ ଗ୍ରହମାନଙ୍କର ଦୃଢ଼ ସହଯୋଗ ଅଛି: ଅଧ୍ୟୟନ, ପରୀକ୍ଷା ଓ ନୂଆ କୌଶଳରେ ସଫଳତା ମିଳିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable': 'ପାଠପଢ଼ା ପାଇଁ ସମୟ ଅନୁକୂଳ; ମନଯୋଗ ଦେଇ ପଢ଼ିଲେ ଭଲ ଫଳ ମିଳିବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady': 'ପାଠପଢ଼ା ସ୍ଥିର ଗତିରେ ଆଗେଇବ; ନିୟମିତ ପୁନରାବୃତ୍ତି ଉପକାରୀ ହେବ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed': 'ମନଯୋଗ ବିଚଳିତ ହୋଇପାରେ; ପାଠକୁ ଛୋଟଛୋଟ ଭାଗରେ ନିୟମିତ ପଢ଼ନ୍ତୁ।',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'ବର୍ତ୍ତମାନ ପାଠପଢ଼ାରେ ଅଧିକ ପରିଶ୍ରମ ଦରକାର; ଯେଉଁଠି ଅଟକିବେ ସେଠାରେ ପରାମର୍ଶ ନିଅନ୍ତୁ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': '{graha} ଗ୍ରହଙ୍କ ଚାଲୁଥିବା ମହାଦଶା ଏହି କ୍ଷେତ୍ରକୁ ସହଯୋଗ କରୁଛି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down': '{graha} ଗ୍ରହଙ୍କ ଚାଲୁଥିବା ମହାଦଶା ଏହି କ୍ଷେତ୍ର ଉପରେ ଚାପ ପକାଉଛି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': '{graha} ଗ୍ରହଙ୍କ ଅନ୍ତର୍ଦଶା ଅତିରିକ୍ତ ସହଯୋଗ ଦେଉଛି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': '{graha} ଗ୍ରହଙ୍କ ଅନ୍ତର୍ଦଶା କିଛି ଚାପ ବଢ଼ାଉଛି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up': 'ଚନ୍ଦ୍ରଙ୍କଠାରୁ {house} ଭାବରେ {graha} ଗୋଚର କରୁଛନ୍ତି, ଯାହା ଅନୁକୂଳ ସ୍ଥିତି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down': 'ଚନ୍ଦ୍ରଙ୍କଠାରୁ {house} ଭାବରେ {graha} ଗୋଚର କରୁଛନ୍ତି, ଯାହା ପ୍ରତିକୂଳ ସ୍ଥିତି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'ଜନ୍ମ କୁଣ୍ଡଳୀରେ ଏହି କ୍ଷେତ୍ରର ଅଧିପତି {graha} ଭଲ ସ୍ଥିତିରେ ଅଛନ୍ତି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'ଜନ୍ମ କୁଣ୍ଡଳୀରେ ଏହି କ୍ଷେତ୍ରର ଅଧିପତି {graha} ଦୁର୍ବଳ ସ୍ଥିତିରେ ଅଛନ୍ତି।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'ନବାଂଶ କୁଣ୍ଡଳୀରେ {graha} ବଳବାନ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'ନବାଂଶ କୁଣ୍ଡଳୀରେ {graha} ଦୁର୍ବଳ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'ସାଢ଼େସାତି ({phase} ପର୍ଯ୍ୟାୟ) ଚାଲିଥିବାରୁ ଧୈର୍ଯ୍ୟ ଧରିବା ଆବଶ୍ୟକ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down': 'ଶନିଙ୍କ ଅଢ଼େଇ ବର୍ଷିଆ ଦଶା (ଚନ୍ଦ୍ରଠାରୁ ଚତୁର୍ଥ ବା ଅଷ୍ଟମରେ ଶନି) ଚାପ ବଢ଼ାଏ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down': 'ମାଙ୍ଗଳିକ ଦୋଷର ପରିହାର ହୋଇନଥିବାରୁ ଭାଗିଦାରୀରେ ସାବଧାନତା ଆବଶ୍ୟକ।',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'କାଳସର୍ପ ଯୋଗ ଯୋଗୁଁ ଫଳ କିଛିଟା ମୃଦୁ ହୁଏ।',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'ଜନ୍ମ କୁଣ୍ଡଳୀ, ଚାଲୁଥିବା ଦଶା, ଦୋଷ ଓ ଗୋଚର ଆଧାରରେ ନିୟମ ଅନୁସାରେ ଗଣାଯାଇଥିବା ଅଙ୍କ; ଏଗୁଡ଼ିକ କେବଳ ପ୍ରବୃତ୍ତି ଦର୍ଶାଏ, ନିଶ୍ଚିତ ଭବିଷ୍ୟତ ନୁହେଁ।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'ସାମଗ୍ରିକ ଭାବେ ଏହି ସମୟ ଅତ୍ୟନ୍ତ ଶୁଭ।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'ସାମଗ୍ରିକ ଭାବେ ଏହି ସମୟ ଅନୁକୂଳ।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'ସାମଗ୍ରିକ ଭାବେ ଏହି ସମୟ ସ୍ଥିର; କୌଣସି ଗୋଟିଏ ଦିଗକୁ ବିଶେଷ ଟାଣ ନାହିଁ।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'ସାମଗ୍ରିକ ଭାବେ ଏହି ସମୟ ମିଶ୍ର: ଭଲ ଓ କଠିନ ସଙ୍କେତ ପରସ୍ପରକୁ ସନ୍ତୁଳିତ କରୁଛି।',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'ସାମଗ୍ରିକ ଭାବେ ଏହି ସମୟ ପରୀକ୍ଷାର; ଧୈର୍ଯ୍ୟ ରଖିଲେ ସୁଫଳ ମିଳିବ।',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'ପ୍ରଥମ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'ମଧ୍ୟ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'ଶେଷ',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ କେନ୍ଦ୍ରରେ ଅଛନ୍ତି; ଏଥିରେ ଶରୀର ମଜବୁତ ରହେ ଓ ରୋଗରୁ ଶୀଘ୍ର ସୁସ୍ଥ ହୁଏ।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ତ୍ରିକୋଣରେ ଅଛନ୍ତି; ଏଥିରେ ପ୍ରାଣଶକ୍ତି ବଜାୟ ରହେ ଓ ମନ ସକାରାତ୍ମକ ରହେ।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ଅଛନ୍ତି; ତେଣୁ ସ୍ୱାସ୍ଥ୍ୟ ଓ ବିଶ୍ରାମ ପ୍ରତି ନିୟମିତ ଯତ୍ନ ଆବଶ୍ୟକ।',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ ଥିବାରୁ ପ୍ରାଣଶକ୍ତି ମଧ୍ୟମ, କିନ୍ତୁ ନିୟମିତ ଦିନଚର୍ଯ୍ୟାରେ ଏହା ଭଲ ରହେ।',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'ସୂର୍ଯ୍ୟ ଭଲ ସ୍ଥିତିରେ ({dignity}) ଥିବାରୁ ସହନଶକ୍ତି ଓ ପୁଣି ଠିଆ ହେବାର କ୍ଷମତା ମିଳେ।',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text': 'ସୂର୍ଯ୍ୟ ନୀଚସ୍ଥ: ବିଶେଷକରି ଚାପ ସମୟରେ ଶକ୍ତି ବୁଝି ଖର୍ଚ୍ଚ କରନ୍ତୁ।',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'ଚନ୍ଦ୍ର ବଳବାନ ({dignity}) ଥିବାରୁ ମାନସିକ ସନ୍ତୁଳନ ରହେ ଓ ନିଦ ଭଲ ହୁଏ।',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'ଚନ୍ଦ୍ର ନୀଚସ୍ଥ: ଚିନ୍ତା ସ୍ୱାସ୍ଥ୍ୟ ଉପରେ ପ୍ରଭାବ ପକାଇପାରେ, ତେଣୁ ଶାନ୍ତ ଦିନଚର୍ଯ୍ୟା ଉପକାରୀ।',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'ଷଷ୍ଠ ଭାବରେ, ଅର୍ଥାତ୍ ଉପଚୟ ସ୍ଥାନରେ {grahas} ଥିବାରୁ ରୋଗ ଓ ପ୍ରତିଯୋଗିତା ଉପରେ ସହଜରେ ବିଜୟ ମିଳେ।',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    'ଅଷ୍ଟମ ଭାବରେ {grahas} ଥିବାରୁ ପୁରୁଣା ରୋଗ ଓ ହଠାତ୍ ଆସୁଥିବା ଚାପ ବିଷୟରେ ସାବଧାନ ରହିବା ଦରକାର।',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'ଲଗ୍ନ ଉପରେ {grahas} ଦୃଷ୍ଟି ପକାଉଛନ୍ତି, ଯାହା ସ୍ୱାସ୍ଥ୍ୟ ପାଇଁ ରକ୍ଷାକବଚ ପରି।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'ଅଗ୍ନିତତ୍ତ୍ୱ ଲଗ୍ନ ({sign}) ଥିବାରୁ ସ୍ୱଭାବ ଉତ୍ସାହୀ, ସ୍ପଷ୍ଟବାଦୀ ଓ ଉଦ୍ୟମୀ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'ପୃଥ୍ୱୀତତ୍ତ୍ୱ ଲଗ୍ନ ({sign}) ଥିବାରୁ ସ୍ୱଭାବ ବ୍ୟାବହାରିକ, ଧୈର୍ଯ୍ୟଶୀଳ ଓ ଭରସାଯୋଗ୍ୟ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'ବାୟୁତତ୍ତ୍ୱ ଲଗ୍ନ ({sign}) ଥିବାରୁ ସ୍ୱଭାବ ମିଳାମିଶା, କୌତୂହଳୀ ଓ ଗପୁଡ଼ି।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'ଜଳତତ୍ତ୍ୱ ଲଗ୍ନ ({sign}) ଥିବାରୁ ସ୍ୱଭାବ ସମ୍ବେଦନଶୀଳ, ଯତ୍ନଶୀଳ ଓ ଅନ୍ତର୍ଦୃଷ୍ଟିସମ୍ପନ୍ନ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ କେନ୍ଦ୍ରରେ ବସିଛନ୍ତି: ଆତ୍ମବିଶ୍ୱାସ ଓ ଜୀବନର ଦିଗ ସ୍ଥିର ରହେ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ତ୍ରିକୋଣରେ ବସିଛନ୍ତି: ବିଚାରବୁଦ୍ଧି ପରିପକ୍ୱ ଓ ଭାଗ୍ୟର ସହଯୋଗ ମିଳେ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ବସିଛନ୍ତି: ସ୍ୱଭାବ ଅନ୍ତର୍ମୁଖୀ, ଉନ୍ନତି ଆସେ ପରିଶ୍ରମ ମାଧ୍ୟମରେ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'ଲଗ୍ନେଶ {lord} {lord_house} ଭାବରେ ବସିଛନ୍ତି, ଯାହା ବ୍ୟକ୍ତିତ୍ୱକୁ ସମ୍ପଦ, ଉଦ୍ୟମ ଓ ଲାଭ ସହ ଯୋଡ଼େ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'ଲଗ୍ନେଶ ଭଲ ସ୍ଥିତିରେ ({dignity}) ଥିବାରୁ ପ୍ରାଣଶକ୍ତି ଓ ଆତ୍ମବିଶ୍ୱାସ ବଢ଼େ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'ଲଗ୍ନେଶ ନୀଚସ୍ଥ: ଆତ୍ମବିଶ୍ୱାସ ଧୀରେଧୀରେ, ଅଭିଜ୍ଞତା ମାଧ୍ୟମରେ ଗଢ଼ିଉଠେ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'ଲଗ୍ନରେ ଗୁରୁ ଥିବାରୁ ଜ୍ଞାନ, ଉଦାରତା ଓ ଅନ୍ୟମାନଙ୍କୁ ଆଗଲି ରଖିବାର ମନୋଭାବ ଆସେ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'ଲଗ୍ନରେ {grahas} ଥିବାରୁ ସ୍ୱଭାବରେ ତୀବ୍ରତା ଓ ଅସ୍ଥିର ଉଦ୍ୟମ ରହେ; ସ୍ପଷ୍ଟ ଲକ୍ଷ୍ୟ ପାଇଲେ ତାହା ସବୁଠୁ ଭଲ କାମରେ ଆସେ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'ଚନ୍ଦ୍ର ଜଳରାଶିରେ ({sign}) ଥିବାରୁ ଅନୁଭୂତି ଗଭୀର ଓ ଅନ୍ତର୍ଦୃଷ୍ଟି ପ୍ରଖର।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'ଚନ୍ଦ୍ର ଅଗ୍ନିରାଶିରେ ({sign}) ଥିବାରୁ ମନ ତେଜସ୍ୱୀ, ସ୍ୱାଭିମାନୀ ଓ ଶୀଘ୍ର କାମରେ ଲାଗିପଡ଼େ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'ଚନ୍ଦ୍ର ପୃଥ୍ୱୀରାଶିରେ ({sign}) ଥିବାରୁ ମନ ସୁରକ୍ଷା ଓ ସ୍ଥିର ଦିନଚର୍ଯ୍ୟା ଖୋଜେ।',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'ଚନ୍ଦ୍ର ବାୟୁରାଶିରେ ({sign}) ଥିବାରୁ ମନ ଚଞ୍ଚଳ, କଥାକୁହା ଓ ନୂଆ ଚିନ୍ତାଧାରାରେ ଆଗ୍ରହୀ।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'ଦଶମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ କେନ୍ଦ୍ରରେ ଅଛନ୍ତି; କର୍ମଜୀବନ ସମସ୍ତଙ୍କ ନଜରକୁ ଆସେ ଓ ବୃତ୍ତିଗତ ସ୍ଥିତି ସ୍ଥିର ରହେ।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'ଦଶମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ତ୍ରିକୋଣରେ ଅଛନ୍ତି; କାମ ସହ ଭାଗ୍ୟ, ବିଦ୍ୟା ଓ ଭଲ ମାର୍ଗଦର୍ଶକଙ୍କ ଯୋଗ ଘଟେ।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'ଦଶମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ଅଛନ୍ତି; ସେବା, ଗବେଷଣା ବା ପରଦା ପଛର କାମର ସଙ୍କେତ, ଅଧ୍ୟବସାୟରେ ପଦୋନ୍ନତି।',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'ଦଶମେଶ {lord} {lord_house} ଭାବରେ ଥିବାରୁ କର୍ମଜୀବନ ରୋଜଗାର, ଯୋଗାଯୋଗ ଓ ନିଜ ଉଦ୍ୟମ ସହ ଜଡ଼ିତ।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'ଦଶମେଶ ବଳବାନ ({dignity}): ଉଚ୍ଚାକାଂକ୍ଷା ପୂରଣରେ ଭଲ ସହଯୋଗ ମିଳେ।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'ଦଶମେଶ ନୀଚସ୍ଥ: କର୍ମଜୀବନର ଦିଗ ସ୍ଥିର ହେବାକୁ ସମୟ ଲାଗିପାରେ।',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    'ଦଶମ ଭାବରେ ସୂର୍ଯ୍ୟ ଥିବାରୁ କର୍ତ୍ତୃତ୍ୱ ମିଳେ ଓ ସାର୍ବଜନୀନ ଭୂମିକାରେ ସ୍ୱୀକୃତି ମିଳେ।',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    'ଦଶମ ଭାବରେ ଶନି ଥିବାରୁ ଅନୁଶାସନ ଓ ଦାୟିତ୍ୱବୋଧ ବଳରେ ଧୀର କିନ୍ତୁ ସ୍ଥିର ଉନ୍ନତି ହୁଏ।',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    'ଦଶମ ଭାବରେ {grahas} ଥିବାରୁ ବୃତ୍ତି ସମ୍ମାନଜନକ ହୁଏ ଓ କର୍ମସ୍ଥଳରେ ସମ୍ପର୍କ ଭଲ ରହେ।',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'ଦଶମ ଭାବ ଉପରେ ଗୁରୁଙ୍କ ଦୃଷ୍ଟି ଅଛି; କାମରେ ଠିକ୍ ମାର୍ଗଦର୍ଶନ ମିଳେ ଓ ସଚ୍ଚୋଟତାର ସୁନାମ ହୁଏ।',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    'ନବମ ଓ ଦଶମ ଭାବର ଅଧିପତି ଏକାଠି ଅଛନ୍ତି; ଏହା ଉଦ୍ଦେଶ୍ୟପୂର୍ଣ୍ଣ ଓ ଭାଗ୍ୟଶାଳୀ କର୍ମର ଶାସ୍ତ୍ରୀୟ ଯୋଗ।',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    'ଦଶମ ଭାବରେ ({sign}) କୌଣସି ଗ୍ରହ ନାହାନ୍ତି; କର୍ମଜୀବନର ବିଚାର ଦଶମେଶ {lord} କେଉଁଠି ଅଛନ୍ତି ତାହା ଦେଖି କରାଯାଏ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'ପଞ୍ଚମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ କେନ୍ଦ୍ରରେ ଅଛନ୍ତି; ମନଯୋଗୀ ଅଧ୍ୟୟନ ଓ ବ୍ୟାବହାରିକ ବୁଦ୍ଧି ବଳ ପାଏ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'ପଞ୍ଚମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ତ୍ରିକୋଣରେ ଅଛନ୍ତି; ଉଚ୍ଚଶିକ୍ଷା ଓ ସୃଜନଶୀଳ ବୁଦ୍ଧି ପାଇଁ ଶୁଭ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'ପଞ୍ଚମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ଅଛନ୍ତି: ପାଠପଢ଼ାରେ ବାଧା ଆସିପାରେ, କିନ୍ତୁ ଲାଗିରହିଲେ ସୁଫଳ ମିଳେ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'ପଞ୍ଚମେଶ {lord} {lord_house} ଭାବରେ ଥିବାରୁ ବିଦ୍ୟା ଯୋଗାଯୋଗ ଓ ଉପଯୋଗୀ କୌଶଳ ସହ ଯୋଡ଼ି ହୁଏ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'ବୁଧ ବଳବାନ ({dignity}): ବୁଦ୍ଧି ତୀକ୍ଷ୍ଣ ଓ ବିଶ୍ଳେଷଣାତ୍ମକ, ସହଜରେ ଶିଖିହୁଏ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'ବୁଧ ନୀଚସ୍ଥ: ଧୈର୍ଯ୍ୟ ଧରି ହାତେକଲମେ ଅଭ୍ୟାସ କରି ଶିଖିବା ସବୁଠୁ ଭଲ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'ପଞ୍ଚମ ଭାବ ଉପରେ ଗୁରୁଙ୍କ ଦୃଷ୍ଟି ଅଛି, ଯାହା ବୁଦ୍ଧିକୁ ଆଶୀର୍ବାଦ ଦିଏ ଓ ଶିଖିବାର ଆଗ୍ରହ ବଢ଼ାଏ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    'ପଞ୍ଚମ ଭାବରେ {grahas} ଥିବାରୁ ଭଲ ଶିକ୍ଷା ଓ ସୃଜନଶୀଳ ପ୍ରତିଭାର ଯୋଗ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    'ଚତୁର୍ଥ ଭାବରେ {grahas} ଥିବାରୁ ମୂଳଦୁଆ ଶିକ୍ଷା ମଜବୁତ ହୁଏ ଓ ପଢ଼ିବା ପାଇଁ ସ୍ଥିର ପରିବେଶ ମିଳେ।',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text': 'ବୁଧ ଓ ଗୁରୁ ଏକାଠି ଥିବାରୁ ଯୁକ୍ତି ସହ ଜ୍ଞାନର ମିଳନ ଘଟେ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'ଦ୍ୱିତୀୟେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ କେନ୍ଦ୍ରରେ ଅଛନ୍ତି; ନିୟମିତ ସଞ୍ଚୟ ହୁଏ ଓ ପାରିବାରିକ ସମ୍ପଦର ସହାୟତା ମିଳେ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'ଦ୍ୱିତୀୟେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ତ୍ରିକୋଣରେ ଅଛନ୍ତି; ଭାଗ୍ୟ ଓ ଜ୍ଞାନ ବଳରେ ଧନ ବଢ଼ିବାର ଯୋଗ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'ଦ୍ୱିତୀୟେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ଅଛନ୍ତି: ହିସାବ କରି ଚାଲନ୍ତୁ, କାରଣ ଖର୍ଚ୍ଚ ଆୟଠାରୁ ଆଗେଇଯାଇପାରେ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'ଦ୍ୱିତୀୟେଶ {lord} {lord_house} ଭାବରେ ଥିବାରୁ ଅର୍ଥ ଆସେ ନିଜ ଚେଷ୍ଟା, ଯୋଗାଯୋଗ ଓ ଲାଭ ବାଟେ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'ଏକାଦଶେଶ {lord} {lord_house} ଭାବରେ ଥିବାରୁ ନିୟମିତ ଲାଭର ଯୋଗ ଅଛି।',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'ଏକାଦଶେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ଅଛନ୍ତି: ଲାଭ ଅନିୟମିତ ହୋଇପାରେ, ତେଣୁ ଯୋଜନା ଜରୁରୀ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'ଧନ ଭାବମାନଙ୍କ ମଧ୍ୟରୁ ଗୋଟିଏ, {graha_house} ଭାବରେ ଗୁରୁଙ୍କ ଅବସ୍ଥାନ ସମୃଦ୍ଧିର ପାରମ୍ପରିକ ଲକ୍ଷଣ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    'ଦ୍ୱିତୀୟ ଭାବରେ {grahas} ଥିବାରୁ ଖର୍ଚ୍ଚ ଉପରେ ନଜର ରଖିବାକୁ ପଡ଼େ; ଅନୁଶାସନରେ ହିଁ ସଞ୍ଚୟ ବଢ଼େ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'ଶୁକ୍ର ବଳବାନ ({dignity}), ଯାହା ସୁଖସୁବିଧା ଓ ତାହା ଉପଭୋଗ କରିବାର ସାମର୍ଥ୍ୟ ଦିଏ।',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text': 'ଦ୍ୱିତୀୟ ଓ ଏକାଦଶ ଭାବର ଅଧିପତି ଏକାଠି ଅଛନ୍ତି; ଏହା ଶାସ୍ତ୍ରୀୟ ଧନଯୋଗ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'ସପ୍ତମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ କେନ୍ଦ୍ରରେ ଅଛନ୍ତି; ଦାମ୍ପତ୍ୟ ଓ ଭାଗିଦାରୀ ସ୍ଥିର ରହେ ଏବଂ ଜୀବନସାଥୀ ପ୍ରତିଷ୍ଠିତ ହୁଅନ୍ତି।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'ସପ୍ତମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ତ୍ରିକୋଣରେ ଅଛନ୍ତି; ସମାନ ମୂଲ୍ୟବୋଧ ଓ ଭାଗ୍ୟର ସୂତ୍ରରେ ଭାଗିଦାରୀ ଗଢ଼ିଉଠେ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'ସପ୍ତମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ଅଛନ୍ତି: ସମ୍ପର୍କରେ ଧୈର୍ଯ୍ୟ, ସ୍ପଷ୍ଟ କଥାବାର୍ତ୍ତା ଓ ପରସ୍ପରକୁ ସ୍ୱାଧୀନତା ଦେବା ଆବଶ୍ୟକ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'ସପ୍ତମେଶ {lord} {lord_house} ଭାବରେ ଥିବାରୁ ଭାଗିଦାରୀ ପରିବାର, ବନ୍ଧୁ ଓ ସମାନ ଲକ୍ଷ୍ୟ ସହ ଜଡ଼ିତ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'ଦାମ୍ପତ୍ୟର କାରକ ଶୁକ୍ର ବଳବାନ ({dignity}): ସମ୍ପର୍କରେ ଉଷ୍ମତା, ଆକର୍ଷଣ ଓ ସଦ୍ଭାବ ରହେ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'ଶୁକ୍ର ନୀଚସ୍ଥ: ପ୍ରେମରେ ଆଶା ବାସ୍ତବସମ୍ମତ ରଖନ୍ତୁ ଓ ତାହା ଖୋଲି କୁହନ୍ତୁ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    'ସପ୍ତମ ଭାବରେ {grahas} ଥିବାରୁ ଜୀବନସାଥୀ ସାଧାରଣତଃ ବୁଝାମଣା କରନ୍ତି ଓ ସମ୍ପର୍କରେ ସହଯୋଗ ରହେ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    'ସପ୍ତମ ଭାବରେ {grahas} ଥିବାରୁ ଭାଗିଦାରୀରେ ମତଭେଦ ବା ବିଳମ୍ବ ହୋଇପାରେ; ଦାୟିତ୍ୱ ବାଣ୍ଟିନେଲେ ସୁବିଧା ହୁଏ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'ସପ୍ତମ ଭାବ ଉପରେ ଗୁରୁଙ୍କ ଦୃଷ୍ଟି ଅଛି, ଯାହା ବିବାହ ଓ ଭାଗିଦାରୀ ପାଇଁ ରକ୍ଷାକବଚ।',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'ଶୁକ୍ର ଓ ମଙ୍ଗଳ ଏକାଠି ଥିବାରୁ ପ୍ରେମରେ ସ୍ୱଭାବ ଆବେଗପ୍ରବଣ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'ନବମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ କେନ୍ଦ୍ରରେ ଅଛନ୍ତି; ବିଶ୍ୱାସ ଓ ନୀତିବୋଧ ଦୈନନ୍ଦିନ ଜୀବନରେ ପ୍ରତିଫଳିତ ହୁଏ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'ନବମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ତ୍ରିକୋଣରେ ଅଛନ୍ତି; ଧର୍ମ, ଗୁରୁଜନ ଓ ଜ୍ଞାନ ପାଇଁ ଦୂରଯାତ୍ରା ପାଇଁ ଶୁଭ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'ନବମେଶ {lord} {lord_house} ଭାବରେ, ଅର୍ଥାତ୍ ଦୁଃସ୍ଥାନରେ ଅଛନ୍ତି: ଅଭିଜ୍ଞତା ମାଧ୍ୟମରେ ବିଶ୍ୱାସର ପରୀକ୍ଷା ହୁଏ ଓ ତାହା ଗଭୀର ହୁଏ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'ନବମେଶ {lord} {lord_house} ଭାବରେ ଥିବାରୁ ଭାଗ୍ୟ ନିଜ ଚେଷ୍ଟା ଓ ସମାଜ ସହ ଯୋଡ଼ି ହୁଏ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'ଗୁରୁ ବଳବାନ ({dignity}), ଯାହା ଜ୍ଞାନ, ନୀତି ଓ ଗୁରୁଜନଙ୍କ ପ୍ରତି ଶ୍ରଦ୍ଧା ବଢ଼ାଏ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} ଭାବରେ ଗୁରୁ ମନକୁ ଦର୍ଶନ ଅଧ୍ୟୟନ ଓ ଅନ୍ତର୍ଜୀବନ ଆଡ଼କୁ ଟାଣନ୍ତି।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    'ଦ୍ୱାଦଶ ଭାବରେ କେତୁଙ୍କୁ ପରମ୍ପରା ଅନୁସାରେ ବୈରାଗ୍ୟ ଓ ଧ୍ୟାନ ପ୍ରତି ଆକର୍ଷଣର ଲକ୍ଷଣ ଭାବେ ଦେଖାଯାଏ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    'ନବମ ଭାବରେ {grahas} ଥିବାରୁ ବଡ଼ମାନଙ୍କ ଆଶୀର୍ବାଦ ମିଳେ ଓ ମନ ଉଦାର ରହେ।',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'ନବମ ଭାବ ଉପରେ ଶନିଙ୍କ ଦୃଷ୍ଟି ଅଛି: ବିଶ୍ୱାସ ଧୀରେ ଗଢ଼ିଉଠେ, କେବଳ ପୂଜାପାଠରେ ନୁହେଁ, ଅନୁଶାସନ ମାଧ୍ୟମରେ।',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'ଉଚ୍ଚସ୍ଥ',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'ମୂଳତ୍ରିକୋଣରେ',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'ସ୍ୱକ୍ଷେତ୍ରରେ',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'ମିତ୍ରକ୍ଷେତ୍ରରେ',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'ସମକ୍ଷେତ୍ରରେ',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'ଶତ୍ରୁକ୍ଷେତ୍ରରେ',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'ନୀଚସ୍ଥ',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': 'ପ୍ରଥମ',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': 'ଦ୍ୱିତୀୟ',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': 'ତୃତୀୟ',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': 'ଚତୁର୍ଥ',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': 'ପଞ୍ଚମ',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': 'ଷଷ୍ଠ',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': 'ସପ୍ତମ',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': 'ଅଷ୍ଟମ',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': 'ନବମ',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': 'ଦଶମ',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': 'ଏକାଦଶ',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': 'ଦ୍ୱାଦଶ',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'ଅନୁକୂଳ',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'ସନ୍ତୁଳିତ',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'କଷ୍ଟକର',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'ଜନ୍ମ କୁଣ୍ଡଳୀର (ରାଶି କୁଣ୍ଡଳୀ, ପ୍ରତ୍ୟେକ ରାଶି ଗୋଟିଏ ଭାବ) ନିୟମଭିତ୍ତିକ ବିଚାର। ପ୍ରତ୍ୟେକ କଥା ସହ ତାହାର ଉତ୍ସ ନିୟମ ଦିଆଯାଇଛି; କୌଣସିଟି ନିଶ୍ଚିତ ଭବିଷ୍ୟବାଣୀ ନୁହେଁ।',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'ବ୍ୟକ୍ତିତ୍ୱ',
  'jyotish/predictions/index.SECTION_NAMES.career': 'କର୍ମଜୀବନ',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'ଅର୍ଥ',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'ସମ୍ପର୍କ',
  'jyotish/predictions/index.SECTION_NAMES.health': 'ସ୍ୱାସ୍ଥ୍ୟ',
  'jyotish/predictions/index.SECTION_NAMES.education': 'ପାଠପଢ଼ା',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'ଆଧ୍ୟାତ୍ମିକତା',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'ଲଗ୍ନଠାରୁ ମାଙ୍ଗଳିକ ଦୋଷ ଅଛି (ମଙ୍ଗଳ {house} ନମ୍ବର ଭାବରେ)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'ମାଙ୍ଗଳିକ ଦୋଷ କେବଳ ଏଠାରୁ ଗଣିଲେ ଅଛି: {references} (ଆଂଶିକ)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'ଶାସ୍ତ୍ରର ଗୋଟିଏ ବ୍ୟତିକ୍ରମ ଏହି କୁଣ୍ଡଳୀରେ ମାଙ୍ଗଳିକ ଅବସ୍ଥାନର ପରିହାର କରୁଛି।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'ମାଙ୍ଗଳିକ ଦୋଷ ନାହିଁ: ଲଗ୍ନ, ଚନ୍ଦ୍ର ବା ଶୁକ୍ରଠାରୁ ପ୍ରଥମ, ଦ୍ୱିତୀୟ, ଚତୁର୍ଥ, ସପ୍ତମ, ଅଷ୍ଟମ ବା ଦ୍ୱାଦଶ ଭାବରେ ମଙ୍ଗଳ ନାହାନ୍ତି।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'ସାତୋଟି ଗ୍ରହ ରାହୁ-କେତୁ ଅକ୍ଷର ଗୋଟିଏ ପଟେ ଅଛନ୍ତି: {type} କାଳସର୍ପ ଯୋଗ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'ଗ୍ରହମାନେ ପ୍ରାୟ ସମ୍ପୂର୍ଣ୍ଣ ଭାବେ ରାହୁ-କେତୁ ଅକ୍ଷର ଗୋଟିଏ ପଟେ ଅଛନ୍ତି: ଆଂଶିକ {type} କାଳସର୍ପ ଯୋଗ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'କାଳସର୍ପ ଯୋଗ ନାହିଁ: ଗ୍ରହମାନେ ରାହୁ-କେତୁ ଅକ୍ଷର ଉଭୟ ପଟେ ଅଛନ୍ତି।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated': 'ମିଳିଥିବା ପିତୃଦୋଷର ଲକ୍ଷଣ: {count}। ଏଗୁଡ଼ିକର ଗୁରୁତ୍ୱ ନେଇ ଶାସ୍ତ୍ରରେ ମତଭେଦ ଅଛି।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'ପିତୃଦୋଷର ପ୍ରଚଳିତ ଲକ୍ଷଣଗୁଡ଼ିକ ମଧ୍ୟରୁ କୌଣସିଟି ନାହିଁ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'ସାଢ଼େସାତି ଚାଲିଛି, ପ୍ରଥମ ପର୍ଯ୍ୟାୟ: ଶନି ଜନ୍ମ ଚନ୍ଦ୍ରଠାରୁ ଦ୍ୱାଦଶ ରାଶିରେ ଗୋଚର କରୁଛନ୍ତି।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak': 'ସାଢ଼େସାତି ଚାଲିଛି, ମଧ୍ୟ ପର୍ଯ୍ୟାୟ: ଶନି ଜନ୍ମ ରାଶିରେ ହିଁ ଗୋଚର କରୁଛନ୍ତି।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'ସାଢ଼େସାତି ଚାଲିଛି, ଶେଷ ପର୍ଯ୍ୟାୟ: ଶନି ଜନ୍ମ ଚନ୍ଦ୍ରଠାରୁ ଦ୍ୱିତୀୟ ରାଶିରେ ଗୋଚର କରୁଛନ୍ତି।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'ଦିଆଯାଇଥିବା ତାରିଖରେ ସାଢ଼େସାତି ଚାଲିନାହିଁ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'ସାଢ଼େସାତିର ବିଚାର କରାଯାଇନାହିଁ: ଗୋଚରର ତଥ୍ୟ ଦିଆଯାଇନାହିଁ।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'ଶନି ଜନ୍ମ ଚନ୍ଦ୍ରଠାରୁ ଚତୁର୍ଥ ରାଶିରେ ଗୋଚର କରୁଛନ୍ତି (କଣ୍ଟକ ଶନି)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'ଶନି ଜନ୍ମ ଚନ୍ଦ୍ରଠାରୁ ଅଷ୍ଟମ ରାଶିରେ ଗୋଚର କରୁଛନ୍ତି (ଅଷ୍ଟମ ଶନି)।',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'କେବଳ ସୂଚନା ପାଇଁ: ଏହି ଯାଞ୍ଚ ଶାସ୍ତ୍ରୀୟ ନିୟମରେ କୁଣ୍ଡଳୀର ଯୋଗ ବର୍ଣ୍ଣନା କରେ; ଘଟଣାର ଭବିଷ୍ୟବାଣୀ କରେ ନାହିଁ।',
  'jyotish/phrases.LABELS.nadi_dosha': 'ନାଡ଼ୀ ଦୋଷ',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'ଭକୂଟ ଦୋଷ',
  'jyotish/phrases.LABELS.gana_dosha': 'ଗଣ ଦୋଷ',
  'jyotish/phrases.LABELS.dwi_dwadash': 'ଦ୍ୱିଦ୍ୱାଦଶ (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'ନବପଞ୍ଚମ (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'ଷଡ଼ାଷ୍ଟକ (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'ନକ୍ଷତ୍ର ଏକ, କିନ୍ତୁ ଚନ୍ଦ୍ରରାଶି ଅଲଗା',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ଚନ୍ଦ୍ରରାଶି ଏକ, କିନ୍ତୁ ନକ୍ଷତ୍ର ଅଲଗା',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'ନକ୍ଷତ୍ର ଏକ, କିନ୍ତୁ ପାଦ ଅଲଗା',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ଚନ୍ଦ୍ରରାଶି ଅଲଗା, କିନ୍ତୁ ଅଧିପତି ଏକ',
  'jyotish/phrases.LABELS.rashi_lords_same': 'ଦୁହିଁଙ୍କ ଚନ୍ଦ୍ରରାଶିର ଅଧିପତି ଏକ',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'ଦୁହିଁଙ୍କ ଚନ୍ଦ୍ରରାଶିର ଅଧିପତି ପରସ୍ପରର ମିତ୍ର',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'ଦୁହିଁଙ୍କ ନବାଂଶର ଅଧିପତି ଏକ',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'ଦୁହିଁଙ୍କ ନବାଂଶର ଅଧିପତି ପରସ୍ପରର ମିତ୍ର',
  'jyotish/phrases.LABELS.boy': 'ବରଙ୍କ',
  'jyotish/phrases.LABELS.girl': 'କନ୍ୟାଙ୍କ',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'ମଙ୍ଗଳ ନିଜ ରାଶି ବା ଉଚ୍ଚ ରାଶିରେ ({rashi}) ଅଛନ୍ତି।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'ଗୁରୁ ଓ ମଙ୍ଗଳ ଏକା ରାଶିରେ ଅଛନ୍ତି।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'ମଙ୍ଗଳଙ୍କ ଉପରେ ଗୁରୁଙ୍କ ଦୃଷ୍ଟି ଅଛି।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    'ଗଣନାର ଆଧାର {reference}: {house} ନମ୍ବର ଭାବରେ {rashi} ରାଶିସ୍ଥ ମଙ୍ଗଳ ଏକ ସ୍ୱୀକୃତ ବ୍ୟତିକ୍ରମ।',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'ବର ଓ କନ୍ୟା ଉଭୟ ମାଙ୍ଗଳିକ, ଯାହା ଦୋଷର ପରିହାର କରେ ବୋଲି ମନାଯାଏ।',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent': 'ଗୁଣ ମିଳନରେ ମୋଟ {total}/36: ପ୍ରଚଳିତ ମାପଦଣ୍ଡରେ ଉତ୍ତମ (33 ବା ଅଧିକ)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible': 'ଗୁଣ ମିଳନରେ ମୋଟ {total}/36: ପ୍ରଚଳିତ ମାପଦଣ୍ଡରେ ସୁମେଳ (25 ରୁ 32)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable': 'ଗୁଣ ମିଳନରେ ମୋଟ {total}/36: ମଧ୍ୟମ, ପ୍ରଚଳିତ ମାପଦଣ୍ଡରେ ଗ୍ରହଣୀୟ (18 ରୁ 24)।',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'ଗୁଣ ମିଳନରେ ମୋଟ {total}/36: ପ୍ରଚଳିତ ସର୍ବନିମ୍ନ 18 ଠାରୁ କମ୍।',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'ନାଡ଼ୀ ଦୋଷ: ଦୁହିଁଙ୍କ ଚନ୍ଦ୍ର {nadi} ନାଡ଼ୀରେ।',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'ଭକୂଟ ଦୋଷ: ଦୁଇ ଚନ୍ଦ୍ରରାଶି ମଧ୍ୟରେ {kind} ସମ୍ପର୍କ।',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'ଗଣ ଦୋଷ: ବରଙ୍କ ଗଣ {boy}, କନ୍ୟାଙ୍କ ଗଣ {girl}।',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha}: ପରିହାର ହୋଇଛି ବୋଲି ମନାଯାଏ, କାରଣ {reasons}। ତେବେ ଅଙ୍କ ଯେପରି ଗଣାଯାଇଛି ସେପରି ରଖାଯାଇଛି।',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: ତାଲିକାର କୌଣସି ବ୍ୟତିକ୍ରମ ଏଠାରେ ଲାଗୁ ହେଉନାହିଁ।',
  'jyotish/phrases.MATCH_PHRASES.raw_score': 'ଅଙ୍କଗୁଡ଼ିକ କୂଟର ମୂଳ ଅଙ୍କ; ପରିହାରର ସୂଚନା ଦିଆଯାଇଛି, କିନ୍ତୁ ଅଙ୍କରେ ଯୋଡ଼ାଯାଇନାହିଁ।',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'ଦୁଇଟି କୁଣ୍ଡଳୀ ମାଙ୍ଗଳିକ; ପ୍ରଚଳିତ ନିୟମରେ ଦୁଇ ଦୋଷ ପରସ୍ପରକୁ କାଟିଦିଏ।',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': 'କେବଳ {who} କୁଣ୍ଡଳୀ ମାଙ୍ଗଳିକ।',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'କୌଣସି କୁଣ୍ଡଳୀ ମାଙ୍ଗଳିକ ନୁହେଁ।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'ସୂର୍ଯ୍ୟ ଓ {grahas} ଏକା ରାଶିରେ ଅଛନ୍ତି।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': 'ନବମ ଭାବରେ {grahas}।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted': 'ନବମେଶ {lord} {grahas} ଦ୍ୱାରା ଯୁକ୍ତ ବା ଦୃଷ୍ଟ।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    'ନବମ ଭାବରେ ଥିବା ସୂର୍ଯ୍ୟଙ୍କ ସହ {grahas} ଯୁକ୍ତ ଅଛନ୍ତି ବା ତାଙ୍କ ସମ୍ମୁଖରେ ଅଛନ୍ତି।',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node': 'ଚନ୍ଦ୍ର ଓ {grahas} ଏକା ରାଶିରେ ଅଛନ୍ତି (କିଛି ଶାସ୍ତ୍ର ଯୋଡ଼ୁଥିବା ମାତୃଦୋଷର ପ୍ରକାର)।',
  'jyotish/phrases.STATUS_LABELS.excellent': 'ଉତ୍ତମ',
  'jyotish/phrases.STATUS_LABELS.good': 'ଭଲ',
  'jyotish/phrases.STATUS_LABELS.average': 'ମଧ୍ୟମ',
  'jyotish/phrases.STATUS_LABELS.poor': 'ଦୁର୍ବଳ',
  'jyotish/phrases.STATUS_LABELS.dosha': 'ଦୋଷ',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'ଉତ୍ତମ',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'ସୁମେଳ',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'ଗ୍ରହଣୀୟ',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'ସୁପାରିଶ କରାଯାଏ ନାହିଁ',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'ଅନନ୍ତ',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'କୁଳିକ',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'ବାସୁକି',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'ଶଙ୍ଖପାଳ',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'ପଦ୍ମ',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'ମହାପଦ୍ମ',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'ତକ୍ଷକ',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'କର୍କୋଟକ',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'ଶଙ୍ଖଚୂଡ଼',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'ଘାତକ',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'ବିଷଧର',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'ଶେଷନାଗ',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'ଲଗ୍ନ',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'ଚନ୍ଦ୍ର',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'ଶୁକ୍ର',
  'jyotish/koota-points.KOOTAS.varna.name': 'ବର୍ଣ୍ଣ',
  'jyotish/koota-points.KOOTAS.vashya.name': 'ବଶ୍ୟ',
  'jyotish/koota-points.KOOTAS.tara.name': 'ତାରା',
  'jyotish/koota-points.KOOTAS.yoni.name': 'ଯୋନି',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'ଗ୍ରହମୈତ୍ରୀ',
  'jyotish/koota-points.KOOTAS.gana.name': 'ଗଣ',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'ଭକୂଟ',
  'jyotish/koota-points.KOOTAS.nadi.name': 'ନାଡ଼ୀ',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'ଦେବ',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'ମନୁଷ୍ୟ',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'ରାକ୍ଷସ',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'ଆଦ୍ୟ',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'ମଧ୍ୟ',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'ଅନ୍ତ୍ୟ',
  'jyotish/koota-attributes.TARA_NAMES.0': 'ଜନ୍ମ',
  'jyotish/koota-attributes.TARA_NAMES.1': 'ସମ୍ପତ୍',
  'jyotish/koota-attributes.TARA_NAMES.2': 'ବିପତ୍',
  'jyotish/koota-attributes.TARA_NAMES.3': 'କ୍ଷେମ',
  'jyotish/koota-attributes.TARA_NAMES.4': 'ପ୍ରତ୍ୟରି',
  'jyotish/koota-attributes.TARA_NAMES.5': 'ସାଧକ',
  'jyotish/koota-attributes.TARA_NAMES.6': 'ବଧ',
  'jyotish/koota-attributes.TARA_NAMES.7': 'ମିତ୍ର',
  'jyotish/koota-attributes.TARA_NAMES.8': 'ଅତିମିତ୍ର',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'ବ୍ରାହ୍ମଣ',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'କ୍ଷତ୍ରିୟ',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'ବୈଶ୍ୟ',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'ଶୂଦ୍ର',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'ଚତୁଷ୍ପଦ',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'ମାନବ',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'ଜଳଚର',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'ବନଚର',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'କୀଟ',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'ଅଶ୍ୱ (ଘୋଡ଼ା)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'ଗଜ (ହାତୀ)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'ମେଷ (ମେଣ୍ଢା)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'ସର୍ପ (ସାପ)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'ଶ୍ୱାନ (କୁକୁର)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'ମାର୍ଜାର (ବିରାଡ଼ି)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'ମୂଷକ (ମୂଷା)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'ଗୋ (ଗାଈ)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'ମହିଷ (ମଇଁଷି)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'ବ୍ୟାଘ୍ର (ବାଘ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'ମୃଗ (ହରିଣ)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'ବାନର (ମାଙ୍କଡ଼)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'ନକୁଳ (ନେଉଳ)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'ସିଂହ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'ମହାଦଶା',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'ଅନ୍ତର୍ଦଶା',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'ପ୍ରତ୍ୟନ୍ତର ଦଶା',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'ସୂକ୍ଷ୍ମ ଦଶା',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'ପ୍ରାଣ ଦଶା',
  'jyotish/vargas.VARGAS.D1.name': 'ରାଶି',
  'jyotish/vargas.VARGAS.D2.name': 'ହୋରା',
  'jyotish/vargas.VARGAS.D3.name': 'ଦ୍ରେକ୍କାଣ',
  'jyotish/vargas.VARGAS.D4.name': 'ଚତୁର୍ଥାଂଶ',
  'jyotish/vargas.VARGAS.D5.name': 'ପଞ୍ଚମାଂଶ',
  'jyotish/vargas.VARGAS.D6.name': 'ଷଷ୍ଠାଂଶ',
  'jyotish/vargas.VARGAS.D7.name': 'ସପ୍ତମାଂଶ',
  'jyotish/vargas.VARGAS.D8.name': 'ଅଷ୍ଟମାଂଶ',
  'jyotish/vargas.VARGAS.D9.name': 'ନବାଂଶ',
  'jyotish/vargas.VARGAS.D10.name': 'ଦଶମାଂଶ',
  'jyotish/vargas.VARGAS.D11.name': 'ରୁଦ୍ରାଂଶ',
  'jyotish/vargas.VARGAS.D12.name': 'ଦ୍ୱାଦଶାଂଶ',
  'jyotish/vargas.VARGAS.D16.name': 'ଷୋଡ଼ଶାଂଶ',
  'jyotish/vargas.VARGAS.D20.name': 'ବିଂଶାଂଶ',
  'jyotish/vargas.VARGAS.D24.name': 'ଚତୁର୍ବିଂଶାଂଶ',
  'jyotish/vargas.VARGAS.D27.name': 'ସପ୍ତବିଂଶାଂଶ (ଭାଂଶ)',
  'jyotish/vargas.VARGAS.D30.name': 'ତ୍ରିଂଶାଂଶ',
  'jyotish/vargas.VARGAS.D40.name': 'ଖବେଦାଂଶ',
  'jyotish/vargas.VARGAS.D45.name': 'ଅକ୍ଷବେଦାଂଶ',
  'jyotish/vargas.VARGAS.D60.name': 'ଷଷ୍ଟ୍ୟଂଶ',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'ଲଗ୍ନ',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(ବ)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'ଉତ୍ତର ଭାରତୀୟ',
  'jyotish/chart-layouts.CHART_LABELS.south': 'ଦକ୍ଷିଣ ଭାରତୀୟ',
  'jyotish/chart-layouts.CHART_LABELS.east': 'ପୂର୍ବ ଭାରତୀୟ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'ସୂ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'ଚ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'ମ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'ବୁ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'ଗୁ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'ଶୁ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'ଶ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'ରା',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'କେ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'ମେଷ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'ବୃଷ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'ମିଥୁନ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'କର୍କଟ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'ସିଂହ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'କନ୍ୟା',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'ତୁଳା',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'ବୃଶ୍ଚିକ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'ଧନୁ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'ମକର',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'କୁମ୍ଭ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'ମୀନ',
  'numerology/phrases.FACTOR_NAMES.moolank': 'ମୂଳାଙ୍କ',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'ଭାଗ୍ୟାଙ୍କ',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'ଜୀବନପଥ ସଂଖ୍ୟା',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'ଅନ୍ତରର ଇଚ୍ଛା ସଂଖ୍ୟା',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'ଅଭିବ୍ୟକ୍ତି ସଂଖ୍ୟା',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'ବ୍ୟକ୍ତିତ୍ୱ ସଂଖ୍ୟା',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'ନେତୃତ୍ୱ',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'ସ୍ୱାଧୀନଚେତା, ନୂଆ ବାଟ ଖୋଲୁଥିବା ଓ ସ୍ୱପ୍ରେରିତ; ଆଗରେ ରହି ନେତୃତ୍ୱ ଦିଅନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'ସହଯୋଗ',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'ସମ୍ବେଦନଶୀଳ, କୂଟନୈତିକ ଓ ସହାୟକ; ଭାଗିଦାରୀରେ ସବୁଠୁ ଭଲ କାମ କରନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'ଅଭିବ୍ୟକ୍ତି',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'ସୃଜନଶୀଳ, ମିଳାମିଶା ଓ ଆଶାବାଦୀ; ସହଜରେ ମନକଥା କହିପାରନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'ସ୍ଥିରତା',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'ବ୍ୟାବହାରିକ, ଅନୁଶାସିତ ଓ ସୁବ୍ୟବସ୍ଥିତ; ଦୃଢ଼ ମୂଳଦୁଆ ଉପରେ ଗଢ଼ନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'ସ୍ୱାଧୀନତା',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'ଖାପଖୁଆଇ ନେଉଥିବା, କୌତୂହଳୀ ଓ ଅସ୍ଥିର; ପରିବର୍ତ୍ତନ ଓ ବିବିଧତାରେ ଫୁଟିଉଠନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'ଦାୟିତ୍ୱ',
  'numerology/phrases.NUMBER_MEANINGS.6.text': 'ଯତ୍ନଶୀଳ, ସୁରକ୍ଷା ଦେଉଥିବା ଓ ଘରପ୍ରେମୀ; ପରିବାର ଓ ସମାଜ ପ୍ରତି କର୍ତ୍ତବ୍ୟକୁ ଗୁରୁତ୍ୱ ଦିଅନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'ଆତ୍ମଚିନ୍ତନ',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'ବିଶ୍ଳେଷଣାତ୍ମକ, ଚାପା ସ୍ୱଭାବର ଓ ଆଧ୍ୟାତ୍ମିକ; ଗଭୀରତା ଓ ଉପଲବ୍ଧି ଖୋଜନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'ଉଚ୍ଚାକାଂକ୍ଷା',
  'numerology/phrases.NUMBER_MEANINGS.8.text': 'କର୍ତ୍ତୃତ୍ୱପୂର୍ଣ୍ଣ, ଲକ୍ଷ୍ୟମୁଖୀ ଓ ଦୃଢ଼; ଭୌତିକ କ୍ଷମତା ଓ ଦାୟିତ୍ୱ ସମ୍ଭାଳିପାରନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'କରୁଣା',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'ଉଦାର, ଆଦର୍ଶବାଦୀ ଓ ଉଦାରମନା; ବୃହତ୍ତର ଲକ୍ଷ୍ୟ ପାଇଁ କାମ କରନ୍ତି।',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'ଅନ୍ତର୍ଦୃଷ୍ଟି',
  'numerology/phrases.NUMBER_MEANINGS.11.text': 'ମାଷ୍ଟର ସଂଖ୍ୟା: ପ୍ରଖର ଅନ୍ତର୍ଦୃଷ୍ଟି ଓ ପ୍ରେରଣା, ତେବେ ସ୍ନାୟୁ ଚାପ ସମ୍ଭାଳିବାକୁ ପଡ଼େ।',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'ମହାନ ନିର୍ମାତା',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'ମାଷ୍ଟର ସଂଖ୍ୟା: ବଡ଼ ଧରଣର ଦୂରଦୃଷ୍ଟି ସହ ବ୍ୟାବହାରିକ ଦକ୍ଷତାର ମିଳନ।',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'ମହାନ ଶିକ୍ଷକ',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'ମାଷ୍ଟର ସଂଖ୍ୟା: ବ୍ୟାପକ ସ୍ତରରେ କରୁଣା ଓ ମାର୍ଗଦର୍ଶନ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'ନୂଆ ଆରମ୍ଭ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'ନୂଆ କାମ ଆରମ୍ଭ କରନ୍ତୁ ଓ ଆଗଭର ହୁଅନ୍ତୁ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'ଧୈର୍ଯ୍ୟ ଓ ଭାଗିଦାରୀ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'ସହଯୋଗ କରନ୍ତୁ ଓ ସମୟରେ ସବୁ ପାଚିବାକୁ ଦିଅନ୍ତୁ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'ଅଭିବ୍ୟକ୍ତି',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'ସୃଷ୍ଟି କରନ୍ତୁ, ମନଖୋଲି କଥା ହୁଅନ୍ତୁ ଓ ସାଙ୍ଗସାଥୀଙ୍କ ସଙ୍ଗ ଉପଭୋଗ କରନ୍ତୁ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'ମୂଳଦୁଆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'ସଜାଡ଼ନ୍ତୁ, ଗଢ଼ନ୍ତୁ ଓ ଅନୁଶାସନ ମାନନ୍ତୁ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'ପରିବର୍ତ୍ତନ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'ଯାତ୍ରା କରନ୍ତୁ, ଖାପଖୁଆଇ ନିଅନ୍ତୁ ଓ ନୂଆକୁ ସ୍ୱାଗତ କରନ୍ତୁ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'ଘର ଓ କର୍ତ୍ତବ୍ୟ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'ପରିବାର, ଯତ୍ନ ଓ ପ୍ରତିଶ୍ରୁତି ପ୍ରଥମେ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'ଆତ୍ମଚିନ୍ତନ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'ନିଜ ଭିତରକୁ ଚାହାଁନ୍ତୁ, ଅଧ୍ୟୟନ କରନ୍ତୁ ଓ ବିଶ୍ରାମ ନିଅନ୍ତୁ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'ସଫଳତା',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'ଉଚ୍ଚାକାଂକ୍ଷା, କର୍ତ୍ତୃତ୍ୱ ଓ ଆର୍ଥିକ ଫଳ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'ସମାପ୍ତି',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'ପୁରୁଣା ଅଧ୍ୟାୟ ଶେଷ କରନ୍ତୁ ଓ ଯାହା ଯିବାର ତାକୁ ଯିବାକୁ ଦିଅନ୍ତୁ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'ଆଲୋକ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'ଅନ୍ତର୍ଦୃଷ୍ଟି ଓ ପ୍ରେରଣା ଶିଖରରେ ରହେ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'ମହାନ ନିର୍ମାଣ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'ବଡ଼ ଯୋଜନା ବାସ୍ତବ ରୂପ ନେଇପାରେ।',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'ସେବା',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'ଅନ୍ୟମାନଙ୍କ ପାଇଁ ମାର୍ଗଦର୍ଶନ ଓ କରୁଣା।',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}) ଓ {b} ({planet_b}) ମଧ୍ୟରେ ଟାଣଓଟରା ଅଛି; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'ଭାବନାତ୍ମକ ବୁଝାମଣା',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'ଅନୁଭୂତିକୁ ସମୟ ଓ ସ୍ଥାନ ଦିଅନ୍ତୁ।',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'ସମାନ ଦିଗ ଓ ଲକ୍ଷ୍ୟ',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'ଯୋଜନା ଓ ଟଙ୍କାପଇସା ବିଷୟରେ ଆଗରୁ ଏକମତ ହୁଅନ୍ତୁ।',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'କଥାବାର୍ତ୍ତାର ଶୈଳୀ',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'ସିଧାସଳଖ କୁହନ୍ତୁ ଓ ପୂରା ମନଦେଇ ଶୁଣନ୍ତୁ।',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'ସୁସମ୍ପର୍କିତ ମେଳ',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'ସଂଖ୍ୟାଗୁଡ଼ିକ ଅଧିକାଂଶ ପରସ୍ପରର ପରିପୂରକ; ପାର୍ଥକ୍ୟ ସହଜରେ ଦୂର ହୁଏ।',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'ଚଳନୀୟ ମେଳ',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'ସହଯୋଗ ଓ ଘର୍ଷଣ ଦୁଇଟିଯାକ ଅଛି; ବୁଝାମଣା ଓ ଚେଷ୍ଟାରେ ସମ୍ପର୍କ ଟିକିରହେ।',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'କଷ୍ଟକର ମେଳ',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'ସଂଖ୍ୟାଗୁଡ଼ିକ ଭିନ୍ନ ଭିନ୍ନ ଦିଗକୁ ଟାଣନ୍ତି; ସମ୍ପର୍କ ପାଇଁ ସଚେତନ ଚେଷ୍ଟା ଦରକାର।',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'ମନର ସ୍ତର',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'ବୁଦ୍ଧିର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'ଦୁର୍ବଳ ସ୍ମୃତିର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'ଭାବନାର ସ୍ତର',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'ଆଧ୍ୟାତ୍ମିକତାର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'ଭାବପ୍ରବଣତାର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'ବ୍ୟାବହାରିକ ସ୍ତର',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'ବ୍ୟାବହାରିକତାର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'ଅବ୍ୟାବହାରିକତାର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'ଚିନ୍ତାର ସ୍ତର',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'ଯୋଜନାର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'ଦ୍ୱିଧାଗ୍ରସ୍ତତାର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'ଇଚ୍ଛାଶକ୍ତିର ସ୍ତର',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'ଦୃଢ଼ସଂକଳ୍ପର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'ସଙ୍କୋଚର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'କର୍ମର ସ୍ତର',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'କର୍ମର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'ଗଡ଼ିମସିର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'ସ୍ୱର୍ଣ୍ଣ ଯୋଗ (ରାଜଯୋଗ)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'ସମୃଦ୍ଧିର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'ହତାଶାର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'ରୌପ୍ୟ ଯୋଗ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'ଭାବନାତ୍ମକ ସନ୍ତୁଳନର ତୀର',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'ଭାବନାତ୍ମକ ଅସନ୍ତୁଳନର ତୀର',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'କୌଣସି ଅଶୁଭ ଯୋଗ ନାହିଁ',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'ବିଷ୍ଟି (ଭଦ୍ରା) କରଣ ନାହିଁ',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'ଭଦ୍ରା ପୃଥିବୀରେ ନାହିଁ',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'ପଞ୍ଚକମୁକ୍ତ',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'ଯେକୌଣସି ସୌର ମାସ',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'ସଂସ୍କାର ପାଇଁ ଉପଯୁକ୍ତ ସୌର ମାସ',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'ଲଗ୍ନଠାରୁ ସପ୍ତମ ଭାବ ଶୁଦ୍ଧ',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'ଲଗ୍ନଠାରୁ ଅଷ୍ଟମ ଭାବ ଶୁଦ୍ଧ',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'ଚନ୍ଦ୍ର ଲଗ୍ନଠାରୁ ଷଷ୍ଠ, ଅଷ୍ଟମ ବା ଦ୍ୱାଦଶରେ ନାହାନ୍ତି',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'ଲଗ୍ନ ପାପକର୍ତ୍ତରୀରେ ନାହିଁ',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'ସର୍ବାର୍ଥ ସିଦ୍ଧି ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'ଅମୃତ ସିଦ୍ଧି ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'ସିଦ୍ଧ ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'ରବି ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'ଗୁରୁ ପୁଷ୍ୟ ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'ରବି ପୁଷ୍ୟ ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'ଦ୍ୱିପୁଷ୍କର ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'ତ୍ରିପୁଷ୍କର ଯୋଗ',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'ରାହୁ କାଳ ସହ ସମୟ ମିଶିଯାଏ',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'ଦୁର୍ମୁହୂର୍ତ୍ତ ସହ ସମୟ ମିଶିଯାଏ',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'ବର୍ଜ୍ୟ କାଳ ସହ ସମୟ ମିଶିଯାଏ',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'ଗଣ୍ଡମୂଳ ନକ୍ଷତ୍ର',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'ଚନ୍ଦ୍ର ପଞ୍ଚକରେ',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'ଏହି କାମ ପାଇଁ ମଧ୍ୟମ ମାସ',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'ଖରମାସ (ସୂର୍ଯ୍ୟ ଧନୁ ବା ମୀନରେ)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'ଚାତୁର୍ମାସ୍ୟ',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'ଶୁକ୍ର ଅସ୍ତ',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'ଗୁରୁ ଅସ୍ତ',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'ହୋଲାଷ୍ଟକ',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'ଅଧିକ ମାସ (ମଳମାସ)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'ପିତୃପକ୍ଷ',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'ସିଂହସ୍ଥ ଗୁରୁ',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'ଏହି କାମ ପାଇଁ ଚାନ୍ଦ୍ର ମାସ ଅନୁକୂଳ ନୁହେଁ',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': '{n} ନମ୍ବର ଅଂଶଗ୍ରହଣକାରୀଙ୍କ ତାରାବଳ',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': '{n} ନମ୍ବର ଅଂଶଗ୍ରହଣକାରୀଙ୍କ ଚନ୍ଦ୍ରବଳ',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'ଶୁଭ ତିଥି',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'ଶୁଭ ନକ୍ଷତ୍ର',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'ଶୁଭ ବାର',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'ଶୁଭ ଲଗ୍ନ',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'ଶୁଭ ସୌର ମାସ',
  'muhurat/labels.RULE_KIND_LABELS.month': 'ଶୁଭ ଚାନ୍ଦ୍ର ମାସ',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'ପୁରୁଣା ଘର ମରାମତି ପାଇଁ ଶୁଭ ନକ୍ଷତ୍ର',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'ପୁରୁଣା ଘର ମରାମତି ପାଇଁ ଶୁଭ ମାସ',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'ପୁଣି ତିଆରି ଘର ପାଇଁ ଶୁଭ ମାସ',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1 (ବାର-ନକ୍ଷତ୍ର ଯୋଗ); ପଞ୍ଜିକାରେ ଛପା ବାର ଅନୁସାରେ ନକ୍ଷତ୍ର ତାଲିକା',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1; ଦୃକ ପଞ୍ଜିକା ସହ ମିଳାଇ ଦେଖାଯାଇଛି',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1 (ବାର-ତିଥି ଯୋଗ): ଶୁକ୍ରବାରରେ ନନ୍ଦା, ବୁଧବାରରେ ଭଦ୍ରା, ମଙ୍ଗଳବାରରେ ଜୟା, ଶନିବାରରେ ରିକ୍ତା, ଗୁରୁବାରରେ ପୂର୍ଣ୍ଣା ତିଥି',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1: ସୂର୍ଯ୍ୟଙ୍କ ନକ୍ଷତ୍ରଠାରୁ ଗଣିଲେ ଚନ୍ଦ୍ରଙ୍କ ନକ୍ଷତ୍ର 4, 6, 9, 10, 13 ବା 20ତମ',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1: ଗୁରୁବାରରେ ପୁଷ୍ୟା ନକ୍ଷତ୍ର; ହିନ୍ଦୁ ଦିନ ସହ ମିଳୁଥିବା ଅଂଶ ଦୃକ ପଞ୍ଜିକା ଛାପେ',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1: ରବିବାରରେ ପୁଷ୍ୟା ନକ୍ଷତ୍ର; ହିନ୍ଦୁ ଦିନ ସହ ମିଳୁଥିବା ଅଂଶ ଦୃକ ପଞ୍ଜିକା ଛାପେ',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1: ଭଦ୍ରା ତିଥି, ରବି/ମଙ୍ଗଳ/ଶନିବାର, ଦ୍ୱିପାଦ ନକ୍ଷତ୍ର (ମୃଗଶିରା, ଚିତ୍ରା, ଧନିଷ୍ଠା)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1: ଭଦ୍ରା ତିଥି, ରବି/ମଙ୍ଗଳ/ଶନିବାର, ତ୍ରିପାଦ ନକ୍ଷତ୍ର (କୃତ୍ତିକା, ପୁନର୍ବସୁ, ଉତ୍ତରଫାଲ୍ଗୁନୀ, ବିଶାଖା, ଉତ୍ତରାଷାଢ଼ା, ପୂର୍ବଭାଦ୍ରପଦ)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି 1.7 (ନଅଟି ଅଶୁଭ ଯୋଗ); ପ୍ରତ୍ୟେକ ଯୋଗର ତ୍ୟାଜ୍ୟ ଭାଗ ମୁହୂର୍ତ୍ତରାଜ ପୃଷ୍ଠା 37 ଅନୁସାରେ (ବ୍ୟତୀପାତ ଓ ବୈଧୃତି ସମ୍ପୂର୍ଣ୍ଣ, ପରିଘର ପ୍ରଥମ ଅଧା, ବାକି ଯୋଗର ପ୍ରଥମ 3-9 ଘଡ଼ି)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1 (ଭଦ୍ରା ବାସ: ଚନ୍ଦ୍ର କର୍କଟ, ସିଂହ, କୁମ୍ଭ ବା ମୀନରେ ଥିଲେ ଭଦ୍ରା ପୃଥିବୀରେ, ମେଷରୁ ମିଥୁନ ବା ବୃଶ୍ଚିକରେ ଥିଲେ ସ୍ୱର୍ଗରେ, କନ୍ୟା, ତୁଳା, ଧନୁ, ମକରରେ ଥିଲେ ପାତାଳରେ; କେବଳ ପୃଥିବୀର ଭଦ୍ରା ତ୍ୟାଜ୍ୟ), ହିନ୍ଦୀ ପଞ୍ଜିକା ୱେବସାଇଟ୍ ଯେପରି ଛାପନ୍ତି',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି 1.45-47 (ଶୁଭ କାର୍ଯ୍ୟରେ ବିଷ୍ଟି/ଭଦ୍ରା କରଣ ବର୍ଜିତ)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11 (ଧନିଷ୍ଠାର ଦ୍ୱିତୀୟାର୍ଦ୍ଧରୁ ରେବତୀ ପର୍ଯ୍ୟନ୍ତ: ଛାତ ପକାଇବା, ଦକ୍ଷିଣ ଦିଗକୁ ଯାତ୍ରା, କାଠ ସଂଗ୍ରହ ବର୍ଜିତ); ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'ବର୍ଜିତ ଅବଧି ଛଡ଼ା ମାସର କୌଣସି ବାଧା ନାହିଁ (ଦୃକ୍ ପଞ୍ଚାଙ୍ଗର ପରମ୍ପରା)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'ଉତ୍ତର: ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ (କେବଳ ବର୍ଜିତ ଅବଧି); ଦକ୍ଷିଣ: ତାମିଲ ପଞ୍ଜିକା (ପାମ୍ବୁ ପଞ୍ଚାଙ୍ଗମ୍) ଆଡୀ, ପୁରଟ୍ଟାସୀ, ମାର୍ଗଳୀ ମାସ ଛାଡ଼ନ୍ତି',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 ରିକ୍ତା ତିଥି ଓ ଅମାବାସ୍ୟା ଛାଡ଼େ; ଉତ୍ତର ଭାରତର ପଞ୍ଜିକା ଅଷ୍ଟମୀ, ନବମୀ ଓ କୃଷ୍ଣ ଚତୁର୍ଥୀରେ ବିବାହ ଦିଅନ୍ତି, ତେଣୁ କେବଳ ଶୁକ୍ଳ ପ୍ରତିପଦା, ଶୁକ୍ଳ ଚତୁର୍ଥୀ, ଦୁଇ ଚତୁର୍ଦ୍ଦଶୀ ଓ ଅମାବାସ୍ୟା ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି 6.39: ରୋହିଣୀ, ମୃଗଶିରା, ମଘା, ଉତ୍ତରଫାଲ୍ଗୁନୀ, ହସ୍ତା, ସ୍ୱାତୀ, ଅନୁରାଧା, ମୂଳା, ଉତ୍ତରାଷାଢ଼ା, ଉତ୍ତରଭାଦ୍ରପଦ, ରେବତୀ',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 ଶୁଭ ବାର ପସନ୍ଦ କରେ, କିନ୍ତୁ ଉତ୍ତର ଭାରତର ପଞ୍ଜିକା ପ୍ରତି ବାରରେ (ମଙ୍ଗଳବାର ମଧ୍ୟ) ବିବାହ ଦିଅନ୍ତି, ତେଣୁ କୌଣସି ବାର ବର୍ଜିତ ନୁହେଁ',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି 1.7 (ନଅଟି ଅଶୁଭ ଯୋଗ); ବିବାହରେ ପ୍ରତ୍ୟେକ ଯୋଗ ସମ୍ପୂର୍ଣ୍ଣ ବର୍ଜିତ, ଦୃକ୍ ପଞ୍ଚାଙ୍ଗର ବିବାହ ତାଲିକା ଯେପରି ମାନେ',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 (ମିଥୁନ, କନ୍ୟା, ତୁଳା ଉତ୍ତମ; ବୃଷ, କର୍କଟ, ଧନୁ, ମୀନ, କୁମ୍ଭ ଗ୍ରାହ୍ୟ; ମେଷ, ସିଂହ, ବୃଶ୍ଚିକ, ମକର ବର୍ଜିତ)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'ଉତ୍ତର: ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ (ବର୍ଜିତ ଅବଧି ବାହାରେ ଯେକୌଣସି ମାସ); ଦକ୍ଷିଣ: ତାମିଲ ପଞ୍ଜିକା ଆଡୀ, ପୁରଟ୍ଟାସୀ, ମାର୍ଗଳୀରେ ବିବାହ ଦିଅନ୍ତି ନାହିଁ',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 (ବିବାହ ପ୍ରକରଣ): ଲଗ୍ନଠାରୁ ସପ୍ତମ ଭାବ ପାପଗ୍ରହମୁକ୍ତ (ସପ୍ତମ ଶୁଦ୍ଧି)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି (ବିବାହ ପ୍ରକରଣ, ଲଗ୍ନ ଶୁଦ୍ଧି; ବାସ୍ତୁ ପ୍ରକରଣ): ଲଗ୍ନଠାରୁ ଅଷ୍ଟମ ଭାବରେ କୌଣସି ପାପଗ୍ରହ ନାହିଁ',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି (ବିବାହ ଓ ବାସ୍ତୁ ପ୍ରକରଣ): ଲଗ୍ନଠାରୁ ଷଷ୍ଠ, ଅଷ୍ଟମ ବା ଦ୍ୱାଦଶ ଭାବରେ ଚନ୍ଦ୍ର ଲଗ୍ନକୁ ଦୂଷିତ କରେ',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 (କର୍ତ୍ତରୀ ଦୋଷ): ଦ୍ୱାଦଶ ଓ ଦ୍ୱିତୀୟ ଭାବର ପାପଗ୍ରହ ଲଗ୍ନକୁ ଘେରି ରଖନ୍ତି; ଯେତେଦୂର ସମ୍ଭବ ଏଡ଼ାଇବା',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 13, ଉତ୍ତର ଭାରତର ପଞ୍ଜିକା ଯେପରି ପ୍ରୟୋଗ କରନ୍ତି: ଶୁକ୍ଳ 2, 3, 5, 6, 7, 10, 11, 12, 13 ଓ କୃଷ୍ଣ 2, 3, 5, 6, 7, 10, 11, 12; ରିକ୍ତା, ଅଷ୍ଟମୀ, ପ୍ରତିପଦା, ପୂର୍ଣ୍ଣିମା, ଅମାବାସ୍ୟା ବା କୃଷ୍ଣ ତ୍ରୟୋଦଶୀ ନୁହେଁ। ଉଜ୍ଜୟିନୀର ପଣ୍ଡିତ ପ୍ରବୀଣ ଦ୍ୱିବେଦୀଙ୍କ ଶୁକ୍ଳ ପକ୍ଷ ତାଲିକାରେ ପୂର୍ଣ୍ଣିମା ନାହିଁ; ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ 2026 (ନୂଆଦିଲ୍ଲୀ) କୃଷ୍ଣ ଏକାଦଶୀ-ଦ୍ୱାଦଶୀରେ (13 ମେ) ଗୃହ ପ୍ରବେଶ ଦିଏ, କୌଣସି ପୂର୍ଣ୍ଣିମା ବା କୃଷ୍ଣ ତ୍ରୟୋଦଶୀରେ ନୁହେଁ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 13: ଧ୍ରୁବ ଓ ମୃଦୁ ନକ୍ଷତ୍ର (ରୋହିଣୀ, ଉତ୍ତରଫାଲ୍ଗୁନୀ, ଉତ୍ତରାଷାଢ଼ା, ଉତ୍ତରଭାଦ୍ରପଦ; ମୃଗଶିରା, ଚିତ୍ରା, ଅନୁରାଧା, ରେବତୀ), ପଞ୍ଜିକା ୱେବସାଇଟ୍‌ର ତାଲିକା ଅନୁସାରେ; ଧନିଷ୍ଠା ଓ ଶତଭିଷା କେବଳ ମରାମତି ହୋଇଥିବା (ଜୀର୍ଣ୍ଣ) ଘର ପାଇଁ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 13: ରବିବାର ଓ ମଙ୍ଗଳବାର ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 13: ସ୍ଥିର ଲଗ୍ନ ଉତ୍ତମ, ଦ୍ୱିସ୍ୱଭାବ ଲଗ୍ନ ଗ୍ରାହ୍ୟ; ଚର ଲଗ୍ନ ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ବାସ୍ତୁ ପ୍ରକରଣ ("ମାଘଫାଲ୍ଗୁନବୈଶାଖଜ୍ୟେଷ୍ଠମାସେଷୁ ଶୋଭନଃ"): ମାଘ, ଫାଲ୍ଗୁନ, ବୈଶାଖ, ଜ୍ୟେଷ୍ଠ, ଏବଂ କାର୍ତ୍ତିକ ଓ ମାର୍ଗଶିର ମଧ୍ୟମ ମାସ (ମଧ୍ୟମ ମାସର ସତର୍କତା ସହ); ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ ଛଅଟି (ଅମାନ୍ତ) ମାସରେ ଗୃହ ପ୍ରବେଶ ଦିଏ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ବାସ୍ତୁ ପ୍ରକରଣ (ଗୃହ ପ୍ରବେଶ): ମରାମତି ହୋଇଥିବା (ଜୀର୍ଣ୍ଣ) ଘର ପାଇଁ ଧ୍ରୁବ ଓ ମୃଦୁ ନକ୍ଷତ୍ର ସହ ଶତଭିଷା, ପୁଷ୍ୟା, ସ୍ୱାତୀ, ଧନିଷ୍ଠା',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ବାସ୍ତୁ ପ୍ରକରଣ (ଗୃହ ପ୍ରବେଶ): ଜୀର୍ଣ୍ଣ ଗୃହ ପ୍ରବେଶ ମାର୍ଗଶିର, କାର୍ତ୍ତିକ ଓ ଶ୍ରାବଣରେ ମଧ୍ୟ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ବାସ୍ତୁ ପ୍ରକରଣ (ଗୃହ ପ୍ରବେଶ)ର ସପୂର୍ବ ମାସ, ପଞ୍ଜିକା ଯେପରି ଦ୍ୱନ୍ଦ୍ୱ ପ୍ରବେଶରେ (ଯାତ୍ରା ପରେ ଘରକୁ ଫେରିବା) ପ୍ରୟୋଗ କରନ୍ତି',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11: ରିକ୍ତା, ଅଷ୍ଟମୀ ଓ ଅମାବାସ୍ୟା ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11: ଅଶ୍ୱିନୀ, ମୃଗଶିରା, ପୁନର୍ବସୁ, ପୁଷ୍ୟା, ହସ୍ତା, ଚିତ୍ରା, ସ୍ୱାତୀ, ଶ୍ରବଣା, ଧନିଷ୍ଠା, ଶତଭିଷା, ରେବତୀ',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ, ଯାନ କ୍ରୟ: ରବିବାର ଓ ମଙ୍ଗଳବାର ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11: କ୍ରୂର ସ୍ଥିର ରାଶି ସିଂହ ଓ ବୃଶ୍ଚିକର ଲଗ୍ନ ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 13: ରିକ୍ତା, ଅଷ୍ଟମୀ ଓ ଅମାବାସ୍ୟା ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 13, ଭୂମି କ୍ରୟ: ରୋହିଣୀ, ମୃଗଶିରା, ଅଶ୍ଳେଷା, ମଘା, ଉତ୍ତରଫାଲ୍ଗୁନୀ, ବିଶାଖା, ଅନୁରାଧା, ମୂଳା, ଉତ୍ତରାଷାଢ଼ା, ଉତ୍ତରଭାଦ୍ରପଦ, ରେବତୀ (ଦୃକ୍ ପଞ୍ଚାଙ୍ଗର ତାଲିକା ଅନୁସାରେ)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ, ସମ୍ପତ୍ତି କ୍ରୟ: ରବିବାର ଓ ମଙ୍ଗଳବାର ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 13: ସ୍ଥିର ଓ ଦ୍ୱିସ୍ୱଭାବ ଲଗ୍ନ',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ରିକ୍ତା, ଅଷ୍ଟମୀ ଓ ଅମାବାସ୍ୟା ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ଧ୍ରୁବ, ମୃଦୁ, ଲଘୁ ଓ ଚର ନକ୍ଷତ୍ର',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ଶୁଭଗ୍ରହଙ୍କ ବାର',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ଶୁଭଗ୍ରହଙ୍କ ରାଶିର ଲଗ୍ନ',
  'muhurat/sources.RULE_SOURCES.mundan_tithi': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5 (ଚୂଡ଼ାକରଣ): ଦୁଇ ପକ୍ଷର 2, 3, 5, 7, 10, 11, 12, 13 ତିଥି',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5 (ଚୂଡ଼ାକରଣ): ଅଶ୍ୱିନୀ, ମୃଗଶିରା, ପୁନର୍ବସୁ, ପୁଷ୍ୟା, ହସ୍ତା, ଚିତ୍ରା, ସ୍ୱାତୀ, ଶ୍ରବଣା, ଧନିଷ୍ଠା, ଶତଭିଷା, ରେବତୀ',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ସୋମବାର, ବୁଧବାର, ଗୁରୁବାର, ଶୁକ୍ରବାର',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5 (ଅନ୍ନପ୍ରାଶନ): ତିଥି 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ଶୁକ୍ଳ 2, 3, 5, 10, 11, 12 ଓ କୃଷ୍ଣ 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5 (ଉପନୟନର ନକ୍ଷତ୍ର)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5 (ବିଦ୍ୟାରମ୍ଭ): ତିଥି 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5 (ବିଦ୍ୟାରମ୍ଭ): ଅଶ୍ୱିନୀ, ମୃଗଶିରା, ପୁନର୍ବସୁ, ପୁଷ୍ୟା, ହସ୍ତା, ଚିତ୍ରା, ସ୍ୱାତୀ, ଅନୁରାଧା, ପୂର୍ବାଷାଢ଼ା, ଶ୍ରବଣା, ଧନିଷ୍ଠା, ଶତଭିଷା, ପୂର୍ବଭାଦ୍ରପଦ, ରେବତୀ',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ରବିବାର, ବୁଧବାର, ଗୁରୁବାର, ଶୁକ୍ରବାର',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 5: ବୁଧ, ଗୁରୁ ଓ ଶୁକ୍ରଙ୍କ ରାଶିର ଲଗ୍ନ',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11 (ବିପଣି): ଅଶ୍ୱିନୀ, ରୋହିଣୀ, ମୃଗଶିରା, ପୁଷ୍ୟା, ଉତ୍ତରଫାଲ୍ଗୁନୀ, ହସ୍ତା, ଚିତ୍ରା, ଅନୁରାଧା, ଉତ୍ତରାଷାଢ଼ା, ଶ୍ରବଣା, ଉତ୍ତରଭାଦ୍ରପଦ, ରେବତୀ',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11: ସୋମବାର, ବୁଧବାର, ଗୁରୁବାର, ଶୁକ୍ରବାର',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11: ସ୍ଥିର ଓ ଦ୍ୱିସ୍ୱଭାବ ଲଗ୍ନ',
  'muhurat/sources.RULE_SOURCES.travel_tithi': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11: ରିକ୍ତା, ଅଷ୍ଟମୀ, ଦ୍ୱାଦଶୀ, ପୂର୍ଣ୍ଣିମା ଓ ଅମାବାସ୍ୟା ବର୍ଜିତ',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 11: ଅଶ୍ୱିନୀ, ମୃଗଶିରା, ପୁନର୍ବସୁ, ପୁଷ୍ୟା, ହସ୍ତା, ଅନୁରାଧା, ଶ୍ରବଣା, ଧନିଷ୍ଠା, ରେବତୀ',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 (ସୂର୍ଯ୍ୟ ଧନୁ ବା ମୀନରେ: ସଂସ୍କାର ପାଇଁ ମଳମାସ); ଦୃକ୍ ପଞ୍ଚାଙ୍ଗର ଖରମାସ',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6; ଦେବଶୟନୀ (ଆଷାଢ଼ ଶୁକ୍ଳ 11) ଠାରୁ ପ୍ରବୋଧିନୀ (କାର୍ତ୍ତିକ ଶୁକ୍ଳ 11) ଏକାଦଶୀ ପର୍ଯ୍ୟନ୍ତ, ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 (ଶୁକ୍ର ଅସ୍ତ); ସୂର୍ଯ୍ୟଠାରୁ 6° ଭିତରେ, ଉତ୍ତର ଭାରତର ପଞ୍ଜିକାର ଶୁକ୍ର ଅସ୍ତ ତାରିଖ ଅନୁସାରେ',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 (ଗୁରୁ ଅସ୍ତ); ସୂର୍ଯ୍ୟଠାରୁ 11° ଭିତରେ, ସୂର୍ଯ୍ୟ ସିଦ୍ଧାନ୍ତ 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'ଫାଲ୍ଗୁନ ଶୁକ୍ଳ ଅଷ୍ଟମୀରୁ ପୂର୍ଣ୍ଣିମା (ହୋଲିକା ଦହନ) ପର୍ଯ୍ୟନ୍ତ, ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ ଯେପରି ଛାପେ ସେହି ଉତ୍ତର ଭାରତୀୟ ପରମ୍ପରା',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 1 (ମଳମାସ: ଅଧିକ ମାସରେ କୌଣସି ସଂସ୍କାର ନୁହେଁ)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'ଭାଦ୍ରବ କୃଷ୍ଣ ପ୍ରତିପଦାରୁ ଅମାବାସ୍ୟା (ଅମାନ୍ତ) ପର୍ଯ୍ୟନ୍ତ, ପିତୃପୁରୁଷଙ୍କ ପକ୍ଷ; ଦୃକ୍ ପଞ୍ଚାଙ୍ଗ',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'ଗୁରୁ ସିଂହ ରାଶିରେ (ସିଂହସ୍ଥ ଗୁରୁ): ଦକ୍ଷିଣରେ ବିବାହ ବର୍ଜିତ, ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି ଅଧ୍ୟାୟ 6 ର ଟୀକାରେ ଗୋଦାବରୀ ଅଞ୍ଚଳର ପ୍ରଥା',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣିରେ ଏହି କାମର ମାସ, ଆଞ୍ଚଳିକ ପଞ୍ଜିକା ଅନୁସାରେ',
  'muhurat/sources.PERSONAL_SOURCE':
    'ମୁହୂର୍ତ୍ତ ଚିନ୍ତାମଣି, ଅଧ୍ୟାୟ 6 (ତାରାବଳ: ବିପତ୍ 3, ପ୍ରତ୍ୟରି 5, ନୈଧନ 7 ବର୍ଜିତ; ଚନ୍ଦ୍ରବଳ: ଜନ୍ମ ରାଶିଠାରୁ 1, 3, 6, 7, 10, 11 ନମ୍ବର ଭାବରେ ଚନ୍ଦ୍ର)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'ବୈଷ୍ଣବ ଏକାଦଶୀ ପରଦିନ',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'ସ୍ମାର୍ତ୍ତ ମତରେ ପାଳନ ପୂର୍ବଦିନ',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya': 'ତିଥିଟି କୌଣସି ସୂର୍ଯ୍ୟୋଦୟକୁ ଛୁଏଁ ନାହିଁ (କ୍ଷୟ ତିଥି); ଯେଉଁଦିନ ତିଥି ଚାଲେ ସେହିଦିନ ପାଳନ କରାଯାଏ',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'ଅଧିକ (ମଳ) ଚାନ୍ଦ୍ର ମାସରେ ପଡ଼ୁଛି',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular': 'ସାରଣୀଭିତ୍ତିକ ହିଜରୀ ତାରିଖ; ସ୍ଥାନୀୟ ଜହ୍ନ ଦେଖିବା ଅନୁସାରେ ଏକ-ଦୁଇ ଦିନ ଆଗପଛ ହୋଇପାରେ',
  'festivals/notes.HIJRI_CALENDAR_NOTE': 'ସାରଣୀଭିତ୍ତିକ (କୁଏତୀ) ଇସଲାମୀ ପଞ୍ଜିକା, ନାଗରିକ ଯୁଗ; ଜହ୍ନ ଦେଖି ପାଳିତ ତାରିଖ ସହ 1-2 ଦିନର ଫରକ ହୋଇପାରେ।',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'ସୂର୍ଯ୍ୟାସ୍ତ ପରେ ପ୍ରଦୋଷ କାଳରେ ପୂଜା',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'ସୂର୍ଯ୍ୟୋଦୟରୁ ଚନ୍ଦ୍ରୋଦୟ ପର୍ଯ୍ୟନ୍ତ ଉପବାସ',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'ମଧ୍ୟାହ୍ନରେ ପୂଜା',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight': 'ରାତ୍ରି ଜାଗରଣ; ନିଶୀଥରେ (ମଧ୍ୟରାତ୍ରିରେ) ପୂଜା',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end': 'ପୂର୍ଣ୍ଣିମା ତିଥି, ଆରମ୍ଭରୁ ଶେଷ ପର୍ଯ୍ୟନ୍ତ',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end': 'ଅମାବାସ୍ୟା ତିଥି, ଆରମ୍ଭରୁ ଶେଷ ପର୍ଯ୍ୟନ୍ତ',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'ଗୋଟିଏ ଦିନ',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'ରାତିରେ କାଳଭୈରବ ପୂଜା',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'ସୂର୍ଯ୍ୟୋଦୟରୁ ଉପବାସ; ପରଦିନ ସକାଳେ ପାରଣ (ଉପବାସ ଭଙ୍ଗ)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'ସୂର୍ଯ୍ୟ ରାଶିରେ ପ୍ରବେଶ କରୁଥିବା ମୁହୂର୍ତ୍ତ ହିଁ ଆରମ୍ଭ ଓ ଶେଷ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight': 'ରାତ୍ରି ଜାଗରଣ; ମଧ୍ୟରାତ୍ରି ନିକଟରେ ନିଶୀଥ ପୂଜା',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'ସନ୍ଧ୍ୟାରେ (ପ୍ରଦୋଷରେ), ଭଦ୍ରା ପରେ ହୋଲିକା ଦହନ',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'ନଅ ରାତି; ସକାଳେ ଘଟସ୍ଥାପନ',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'ପୂର୍ଣ୍ଣିମା ଥିବା ପର୍ଯ୍ୟନ୍ତ, ଭଦ୍ରା ଏଡ଼ାଇ ରାକ୍ଷୀ ବନ୍ଧନ',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'ମଧ୍ୟରାତ୍ରିରେ ନିଶୀଥ ପୂଜା',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'ମଧ୍ୟାହ୍ନରେ ଗଣେଶ ପୂଜା; ଅନନ୍ତ ଚତୁର୍ଦ୍ଦଶୀ ପର୍ଯ୍ୟନ୍ତ ଦଶ ଦିନ',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'ଗଣେଶ ବିସର୍ଜନ',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'ସର୍ବପିତୃ ଅମାବାସ୍ୟା ପର୍ଯ୍ୟନ୍ତ ଶ୍ରାଦ୍ଧର ପକ୍ଷ',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'ପ୍ରଦୋଷ କାଳରେ ପୂଜା',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'ସୂର୍ଯ୍ୟୋଦୟ ପୂର୍ବରୁ ଅଭ୍ୟଙ୍ଗ ସ୍ନାନ',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'ପ୍ରଦୋଷରେ ଲକ୍ଷ୍ମୀ ପୂଜା; ଦକ୍ଷିଣ ଭାରତରେ ନରକ ଚତୁର୍ଦ୍ଦଶୀ ସକାଳେ ଦୀପାବଳି ପାଳନ କରାଯାଏ',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'ଚାରି ଦିନ: ନହାୟ-ଖାୟ, ଖରନା, ସନ୍ଧ୍ୟା ଅର୍ଘ୍ୟ, ଉଷା ଅର୍ଘ୍ୟ',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'ତାଇ 1; ଭୋଗିରୁ କାଣୁମ ପୋଙ୍ଗଲ ପର୍ଯ୍ୟନ୍ତ ଚାରି ଦିନ',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'ସମ୍ବତ୍ସରୀରେ ଶେଷ ହେଉଥିବା ଆଠ ଦିନ',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'ଦଶ ଦିନ, ଭାଦ୍ରବ ଶୁକ୍ଳ ପଞ୍ଚମୀରୁ ଚତୁର୍ଦ୍ଦଶୀ',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset': 'ଇସଲାମୀ ଦିନ ପୂର୍ବ ସୂର୍ଯ୍ୟାସ୍ତରୁ ଆରମ୍ଭ ହୁଏ',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'ଏହି ସ୍ଥାନରୁ ଦେଖାଯାଉଥିବା ଅଂଶର ଆରମ୍ଭ ଓ ଶେଷ',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'ଦଶୈଁ: ସପ୍ତମ ଦିନ, ଆଶ୍ୱିନ ଶୁକ୍ଳ ସପ୍ତମୀ',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'ତିହାର: ପ୍ରଥମ ଦିନ (କାର୍ତ୍ତିକ କୃଷ୍ଣ ତ୍ରୟୋଦଶୀ), କୁକୁର ତିହାରର ପୂର୍ବଦିନ',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'କୁମାରୀ ଯାତ୍ରା ଦିନ, ଭାଦ୍ରବ ଶୁକ୍ଳ ଚତୁର୍ଦ୍ଦଶୀ (କାଠମାଣ୍ଡୁ ଉପତ୍ୟକାରେ ଛୁଟି)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'ଶ୍ରାବଣ ପୂର୍ଣ୍ଣିମା: ପଇତା (ଜନୈ) ବଦଳାଯାଏ ଓ ରକ୍ଷାବନ୍ଧନ ବନ୍ଧାଯାଏ',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'ପାହାଡ଼ ଓ କାଠମାଣ୍ଡୁ ଉପତ୍ୟକାରେ ଫାଗୁ ପୂର୍ଣ୍ଣିମାରେ, ଅର୍ଥାତ୍ ହୋଲିକା ଦହନ ଦିନ ହୋଲି ଖେଳାଯାଏ',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills': 'ତରାଇରେ ପାହାଡ଼ର ପରଦିନ ହୋଲି ଖେଳାଯାଏ',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'ସବ୍ୟ (ରାଶିଚକ୍ରର କ୍ରମରେ)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'ଅପସବ୍ୟ (ରାଶିଚକ୍ରର ଓଲଟା କ୍ରମରେ)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'କଣ୍ଟକ ଶନି (ଚନ୍ଦ୍ରଠାରୁ ଚତୁର୍ଥ)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'ଅଷ୍ଟମ ଶନି (ଚନ୍ଦ୍ରଠାରୁ ଅଷ୍ଟମ)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'ପୂର୍ଣ୍ଣ',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'ଆଂଶିକ',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'ନାହିଁ',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'ପ୍ରଥମ ପର୍ଯ୍ୟାୟ (ଦ୍ୱାଦଶରେ ଶନି)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'ଦ୍ୱିତୀୟ ପର୍ଯ୍ୟାୟ (ଜନ୍ମ ରାଶିରେ ଶନି)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'ତୃତୀୟ ପର୍ଯ୍ୟାୟ (ଦ୍ୱିତୀୟରେ ଶନି)',
  'jyotish/state-names.TONE_NAMES.positive': 'ଶୁଭ',
  'jyotish/state-names.TONE_NAMES.neutral': 'ସାଧାରଣ',
  'jyotish/state-names.TONE_NAMES.challenging': 'କଷ୍ଟକର',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'ଅନୁକୂଳ',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'ପ୍ରତିକୂଳ',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'ଅନୁକୂଳ, କିନ୍ତୁ ବେଧରେ ବାଧା',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'ସ୍ୱକ୍ଷେତ୍ର',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'ଅଧିମିତ୍ର କ୍ଷେତ୍ର',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'ମିତ୍ର କ୍ଷେତ୍ର',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'ସମ କ୍ଷେତ୍ର',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'ଶତ୍ରୁ କ୍ଷେତ୍ର',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'ଅଧିଶତ୍ରୁ କ୍ଷେତ୍ର',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'ମଙ୍ଗଳା',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'ପିଙ୍ଗଳା',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'ଧାନ୍ୟା',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'ଭ୍ରାମରୀ',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'ଭଦ୍ରିକା',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'ଉଲ୍କା',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'ସିଦ୍ଧା',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'ସଙ୍କଟା',
  'muhurat/labels.QUALITY_LABELS.best': 'ଉତ୍ତମ',
  'muhurat/labels.QUALITY_LABELS.good': 'ଶୁଭ',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'ମଧ୍ୟମ',
  'numerology/compatibility.BAND_LABELS.high': 'ଉଚ୍ଚ',
  'numerology/compatibility.BAND_LABELS.moderate': 'ମଧ୍ୟମ',
  'numerology/compatibility.BAND_LABELS.low': 'ନିମ୍ନ',
  'numerology/compatibility.RELATION_LABELS.same': 'ସମାନ ସଂଖ୍ୟା',
  'numerology/compatibility.RELATION_LABELS.friendly': 'ମିତ୍ରତାପୂର୍ଣ୍ଣ',
  'numerology/compatibility.RELATION_LABELS.neutral': 'ସମ',
  'numerology/compatibility.RELATION_LABELS.tense': 'ଟଣାଓଟରା',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'ଶୁଭ',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'ଅଶୁଭ',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'ମିଶ୍ର',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'ପୂର୍ଣ୍ଣ',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'ଆଂଶିକ',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'ନାହିଁ',
};
