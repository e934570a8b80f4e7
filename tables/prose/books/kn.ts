// The kn prose book (issue 37): every catalogue key's text, written as that language's newspapers write a
// daily rashi palan, with the English {placeholders}. Terms follow tables/names/kn.ts; see tables/prose/README.md.
import type { ProseBook } from './types.ts';

export const KN: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'ಕಿತ್ತಳೆ',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'ಬಿಳಿ',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'ಹಳದಿ',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'ಬೂದು',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'ಹಸಿರು',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'ಗುಲಾಬಿ',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'ಕಂದು',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'ಕಡುನೀಲಿ',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'ಕೆಂಪು',
  'jyotish/rashifal.HOUSE_THEMES.0': 'ಆತ್ಮವಿಶ್ವಾಸ ಮತ್ತು ದೇಹಬಲ',
  'jyotish/rashifal.HOUSE_THEMES.1': 'ಹಣ ಮತ್ತು ಕುಟುಂಬ',
  'jyotish/rashifal.HOUSE_THEMES.2': 'ಧೈರ್ಯ, ಒಡಹುಟ್ಟಿದವರು ಮತ್ತು ಸಣ್ಣ ಪ್ರಯಾಣ',
  'jyotish/rashifal.HOUSE_THEMES.3': 'ಮನೆ, ತಾಯಿ ಮತ್ತು ಸುಖಸೌಕರ್ಯ',
  'jyotish/rashifal.HOUSE_THEMES.4': 'ಮಕ್ಕಳು, ಸೃಜನಶೀಲತೆ ಮತ್ತು ವಿದ್ಯೆ',
  'jyotish/rashifal.HOUSE_THEMES.5': 'ಉದ್ಯೋಗ, ಆರೋಗ್ಯ ಮತ್ತು ಶತ್ರುಗಳು',
  'jyotish/rashifal.HOUSE_THEMES.6': 'ಪಾಲುದಾರಿಕೆ ಮತ್ತು ವಿವಾಹ',
  'jyotish/rashifal.HOUSE_THEMES.7': 'ಬದಲಾವಣೆ ಮತ್ತು ಗುಪ್ತ ವಿಚಾರಗಳು',
  'jyotish/rashifal.HOUSE_THEMES.8': 'ಭಾಗ್ಯ, ಶ್ರದ್ಧೆ ಮತ್ತು ಗುರುಜನರು',
  'jyotish/rashifal.HOUSE_THEMES.9': 'ವೃತ್ತಿ ಮತ್ತು ಸ್ಥಾನಮಾನ',
  'jyotish/rashifal.HOUSE_THEMES.10': 'ಲಾಭ ಮತ್ತು ಸ್ನೇಹಿತರು',
  'jyotish/rashifal.HOUSE_THEMES.11': 'ಖರ್ಚು, ವಿಶ್ರಾಂತಿ ಮತ್ತು ದೂರದ ಸ್ಥಳಗಳು',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} ರಾಶಿ, {start}: ಇಂದಿನ ಫಲ — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} ರಾಶಿ, {start} ರಿಂದ {end} ರವರೆಗೆ: ಈ ವಾರದ ಫಲ — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} ರಾಶಿ, {start} ರಿಂದ {end} ರವರೆಗೆ: ಈ ತಿಂಗಳ ಫಲ — {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    '{graha} ಗ್ರಹವು ನಿಮ್ಮ ರಾಶಿಯಿಂದ {house} ಮನೆಯಲ್ಲಿ ({theme}) ಸಂಚರಿಸುತ್ತಿದೆ; ಇದು ಶುಭ ಪ್ರಭಾವ.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    '{graha} ಗ್ರಹವು ನಿಮ್ಮ ರಾಶಿಯಿಂದ {house} ಮನೆಯಲ್ಲಿ ({theme}) ಸಂಚರಿಸುತ್ತಿದೆ; ಈ ವಿಚಾರಗಳಲ್ಲಿ ಎಚ್ಚರಿಕೆಯಿಂದಿರಿ.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{graha} ಗ್ರಹವು {date} ರಂದು {rashi} ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುತ್ತದೆ.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'ಅದೃಷ್ಟ ಸಂಖ್ಯೆ: {number}; ಅದೃಷ್ಟ ಬಣ್ಣ: {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'ಅತ್ಯುತ್ತಮ',
  'jyotish/forecast.BAND_NAMES.favourable': 'ಅನುಕೂಲ',
  'jyotish/forecast.BAND_NAMES.steady': 'ಸ್ಥಿರ',
  'jyotish/forecast.BAND_NAMES.mixed': 'ಮಿಶ್ರ',
  'jyotish/forecast.BAND_NAMES.challenging': 'ಸವಾಲಿನದು',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'ವೃತ್ತಿ',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'ಹಣಕಾಸು',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'ಸಂಬಂಧಗಳು',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'ಆರೋಗ್ಯ',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'ವಿದ್ಯಾಭ್ಯಾಸ',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'ಕೆಲಸಕಾರ್ಯಗಳಿಗೆ ಬಲವಾದ ಬೆಂಬಲವಿದೆ; ಜವಾಬ್ದಾರಿ ವಹಿಸಲು ಮತ್ತು ಮನ್ನಣೆ ಪಡೆಯಲು ಇದು ಸೂಕ್ತ ಸಮಯ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'ವೃತ್ತಿ ಪ್ರಯತ್ನಗಳಿಗೆ ಉತ್ತಮ ಬೆಂಬಲವಿದ್ದು, ನಿರಂತರ ಶ್ರಮದಿಂದ ಪ್ರಗತಿ ಸಾಧ್ಯ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady': 'ಕೆಲಸ ಸಮತೋಲನದಿಂದ ಸಾಗುತ್ತದೆ; ದಿಟ್ಟ ಹೆಜ್ಜೆಗಳಿಗಿಂತ ಸ್ಥಿರತೆಯೇ ಮುಖ್ಯ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed':
    'ವೃತ್ತಿಯಲ್ಲಿ ಮಿಶ್ರ ಸೂಚನೆಗಳಿವೆ; ಎಚ್ಚರಿಕೆಯಿಂದ ಯೋಜಿಸಿ, ಅತಿಯಾದ ಭರವಸೆಗಳನ್ನು ನೀಡಬೇಡಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'ಕೆಲಸದ ಒತ್ತಡ ಹೆಚ್ಚಾಗಬಹುದು; ತಾಳ್ಮೆ ಮತ್ತು ಎಚ್ಚರಿಕೆಯ ಮಾತು ನೆರವಾಗುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent': 'ಆರ್ಥಿಕ ಸ್ಥಿತಿ ಬಲವಾಗಿದೆ; ಲಾಭ ಮತ್ತು ಅವಕಾಶಗಳು ಕೈಗೂಡುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'ಹಣಕಾಸಿನ ವಿಚಾರಗಳು ಅನುಕೂಲಕರ; ಉಳಿತಾಯ ಮತ್ತು ಯೋಜಿತ ಹೂಡಿಕೆಗಳು ಫಲ ನೀಡುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady': 'ಆರ್ಥಿಕ ಸ್ಥಿತಿ ಸ್ಥಿರವಾಗಿದೆ; ನಿತ್ಯದ ಲೆಕ್ಕಾಚಾರ ಎಲ್ಲವನ್ನೂ ಹಳಿಯಲ್ಲಿಡುತ್ತದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed': 'ಹಣಕಾಸು ಮಿಶ್ರವಾಗಿದೆ; ಖರ್ಚಿಗೆ ಕಡಿವಾಣ ಹಾಕಿ, ಊಹಾಪೋಹದ ಹೂಡಿಕೆ ಬೇಡ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'ಈ ಅವಧಿಯಲ್ಲಿ ಹಣದ ವಿಚಾರದಲ್ಲಿ ಎಚ್ಚರ ಅಗತ್ಯ; ದೊಡ್ಡ ಬದ್ಧತೆಗಳನ್ನು ಸಾಧ್ಯವಾದಷ್ಟು ಮುಂದೂಡಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'ಸಂಬಂಧಗಳಲ್ಲಿ ಆತ್ಮೀಯತೆ ಇದೆ; ಜೊತೆಯಾಗಿ ಯೋಜನೆ ರೂಪಿಸಲು ಇದು ಒಳ್ಳೆಯ ಸಮಯ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable':
    'ಸಂಬಂಧಗಳು ಅನುಕೂಲಕರ; ಪರಸ್ಪರ ಅರ್ಥಮಾಡಿಕೊಳ್ಳುವುದು ಸುಲಭವಾಗುತ್ತದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'ಸಂಬಂಧಗಳು ಸ್ಥಿರವಾಗಿವೆ; ಸಣ್ಣ ಸಣ್ಣ ಪ್ರೀತಿಯ ನಡೆಗಳು ಅವನ್ನು ಗಟ್ಟಿಗೊಳಿಸುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed': 'ಸಂಬಂಧಗಳಿಗೆ ಗಮನ ಕೊಡಿ; ಹೆಚ್ಚು ಆಲಿಸಿ, ಆತುರದ ಮಾತುಗಳನ್ನು ತಪ್ಪಿಸಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'ಸಂಬಂಧಗಳಲ್ಲಿ ಬಿಗುವು ಕಾಣಬಹುದು; ತಾಳ್ಮೆ ಮತ್ತು ಸ್ಪಷ್ಟ ಮಾತುಕತೆ ನೆರವಾಗುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'ದೇಹಬಲ ಹೆಚ್ಚಾಗಿದೆ; ಉತ್ಸಾಹವು ಚುರುಕಾದ ದಿನಚರಿಗೆ ಬೆಂಬಲ ನೀಡುತ್ತದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'ಆರೋಗ್ಯ ಅನುಕೂಲಕರ; ಒಳ್ಳೆಯ ಅಭ್ಯಾಸಗಳನ್ನು ಮುಂದುವರಿಸಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady':
    'ಆರೋಗ್ಯ ಸ್ಥಿರವಾಗಿದೆ; ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ವಿಶ್ರಾಂತಿ ಮತ್ತು ದಿನಚರಿ ಒಳಿತು ಮಾಡುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed': 'ಶಕ್ತಿ ಏರಿಳಿತವಾಗಬಹುದು; ನಿಧಾನವಾಗಿ ಕೆಲಸ ಮಾಡಿ, ವಿಶ್ರಾಂತಿ ತಪ್ಪಿಸಬೇಡಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging': 'ಈ ಅವಧಿಯಲ್ಲಿ ಆರೋಗ್ಯ ಮತ್ತು ಮಾನಸಿಕ ಒತ್ತಡದ ಬಗ್ಗೆ ವಿಶೇಷ ಕಾಳಜಿ ವಹಿಸಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'ವಿದ್ಯೆಗೆ ಬಲವಾದ ಬೆಂಬಲವಿದೆ; ಓದು, ಪರೀಕ್ಷೆ ಮತ್ತು ಹೊಸ ಕೌಶಲಗಳು ಯಶಸ್ವಿಯಾಗುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable':
    'ವಿದ್ಯಾಭ್ಯಾಸ ಅನುಕೂಲಕರ; ಏಕಾಗ್ರತೆಯಿಂದ ಉತ್ತಮ ಫಲಿತಾಂಶ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady': 'ಓದು ಸ್ಥಿರ ಗತಿಯಲ್ಲಿ ಸಾಗುತ್ತದೆ; ನಿಯಮಿತ ಪುನರಾವರ್ತನೆ ಸಹಾಯಕ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed': 'ಏಕಾಗ್ರತೆ ಕುಸಿಯಬಹುದು; ಓದನ್ನು ಸಣ್ಣ ಸಣ್ಣ ನಿಯಮಿತ ಅವಧಿಗಳಾಗಿ ವಿಂಗಡಿಸಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'ವಿದ್ಯೆಗೆ ಈಗ ಹೆಚ್ಚಿನ ಪರಿಶ್ರಮ ಬೇಕು; ಸಿಲುಕಿದಲ್ಲಿ ಮಾರ್ಗದರ್ಶನ ಪಡೆಯಿರಿ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': 'ನಡೆಯುತ್ತಿರುವ {graha} ಮಹಾದಶೆ ಈ ಕ್ಷೇತ್ರಕ್ಕೆ ಬೆಂಬಲ ನೀಡುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down': 'ನಡೆಯುತ್ತಿರುವ {graha} ಮಹಾದಶೆ ಈ ಕ್ಷೇತ್ರದ ಮೇಲೆ ಭಾರ ಹೇರುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': '{graha} ಭುಕ್ತಿ ಹೆಚ್ಚಿನ ಬೆಂಬಲ ನೀಡುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': '{graha} ಭುಕ್ತಿ ಸ್ವಲ್ಪ ಒತ್ತಡ ತರುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up':
    '{graha} ಗ್ರಹವು ಚಂದ್ರನಿಂದ {house} ಮನೆಯಲ್ಲಿ ಸಂಚರಿಸುತ್ತಿದೆ; ಇದು ಅನುಕೂಲ ಸ್ಥಾನ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down':
    '{graha} ಗ್ರಹವು ಚಂದ್ರನಿಂದ {house} ಮನೆಯಲ್ಲಿ ಸಂಚರಿಸುತ್ತಿದೆ; ಇದು ಪ್ರತಿಕೂಲ ಸ್ಥಾನ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'ಈ ಕ್ಷೇತ್ರದ ಜನ್ಮ ಜಾತಕದ ಅಧಿಪತಿ {graha} ಉತ್ತಮ ಸ್ಥಾನದಲ್ಲಿದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'ಈ ಕ್ಷೇತ್ರದ ಜನ್ಮ ಜಾತಕದ ಅಧಿಪತಿ {graha} ದುರ್ಬಲ ಸ್ಥಾನದಲ್ಲಿದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'ನವಾಂಶದಲ್ಲಿ (D9) {graha} ಗ್ರಹ ಬಲಿಷ್ಠವಾಗಿದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'ನವಾಂಶದಲ್ಲಿ (D9) {graha} ಗ್ರಹ ದುರ್ಬಲವಾಗಿದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'ಸಾಡೇಸಾತಿ ({phase} ಹಂತ) ನಡೆಯುತ್ತಿರುವುದರಿಂದ ತಾಳ್ಮೆ ಅಗತ್ಯ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down':
    'ಶನಿಯ ಅರ್ಧಾಷ್ಟಮ ಅಥವಾ ಅಷ್ಟಮ ಸಂಚಾರ (ಚಂದ್ರನಿಂದ 4 ಅಥವಾ 8ನೇ ಮನೆಯಲ್ಲಿ ಶನಿ) ಒತ್ತಡ ಹೆಚ್ಚಿಸುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down':
    'ಪರಿಹಾರವಾಗದ ಕುಜ ದೋಷ ಇರುವುದರಿಂದ ದಾಂಪತ್ಯ ಮತ್ತು ಪಾಲುದಾರಿಕೆಯಲ್ಲಿ ಎಚ್ಚರ ಬೇಕು.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'ಕಾಳಸರ್ಪ ಯೋಗವು ಫಲಗಳನ್ನು ಸ್ವಲ್ಪ ತಗ್ಗಿಸುತ್ತದೆ.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'ಜನ್ಮ ಜಾತಕ, ನಡೆಯುತ್ತಿರುವ ದಶೆಗಳು, ದೋಷಗಳು ಮತ್ತು ಗೋಚಾರದಿಂದ ನಿಯಮಾನುಸಾರ ಲೆಕ್ಕಹಾಕಿದ ಅಂಕಗಳು ಇವು; ಇವು ಪ್ರವೃತ್ತಿಗಳನ್ನು ಸೂಚಿಸುತ್ತವೆ, ಖಚಿತ ಫಲಗಳನ್ನಲ್ಲ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'ಒಟ್ಟಾರೆ, ಬಹಳ ಬೆಂಬಲದಾಯಕ ಅವಧಿ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'ಒಟ್ಟಾರೆ, ಅನುಕೂಲಕರ ಅವಧಿ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'ಒಟ್ಟಾರೆ, ಯಾವುದೇ ದಿಕ್ಕಿಗೆ ಬಲವಾದ ಒಲವಿಲ್ಲದ ಸ್ಥಿರ ಅವಧಿ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'ಒಟ್ಟಾರೆ, ಮಿಶ್ರ ಅವಧಿ; ಶುಭ ಮತ್ತು ಕಷ್ಟದ ಸೂಚನೆಗಳು ಪರಸ್ಪರ ಸರಿದೂಗುತ್ತವೆ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'ಒಟ್ಟಾರೆ, ತಾಳ್ಮೆಗೆ ಫಲ ನೀಡುವ ಕಠಿಣ ಅವಧಿ.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'ಆರಂಭಿಕ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'ತೀವ್ರ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'ಅಂತಿಮ',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ದೃಢ ದೇಹಪ್ರಕೃತಿ ಮತ್ತು ಬೇಗನೆ ಚೇತರಿಕೆ ಸಾಧ್ಯ.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಚೈತನ್ಯ ಮತ್ತು ಸಕಾರಾತ್ಮಕ ಮನೋಭಾವ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಆರೋಗ್ಯ ಮತ್ತು ವಿಶ್ರಾಂತಿಯ ಬಗ್ಗೆ ನಿರಂತರ ಕಾಳಜಿ ಬೇಕು.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಸಾಧಾರಣ ದೇಹಬಲವಿದ್ದು, ಶಿಸ್ತಿನ ದಿನಚರಿಯಿಂದ ಅದು ಸುಧಾರಿಸುತ್ತದೆ.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'ಉತ್ತಮ ಸ್ಥಾನದಲ್ಲಿರುವ ಸೂರ್ಯ ({dignity}) ದೃಢತೆ ಮತ್ತು ಸಹನಶಕ್ತಿ ನೀಡುತ್ತಾನೆ.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'ಸೂರ್ಯ ನೀಚನಾಗಿದ್ದಾನೆ; ವಿಶೇಷವಾಗಿ ಒತ್ತಡದ ಸಮಯದಲ್ಲಿ ಶಕ್ತಿಯನ್ನು ಮಿತವಾಗಿ ಬಳಸಿ.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'ಬಲಿಷ್ಠ ಚಂದ್ರ ({dignity}) ಮಾನಸಿಕ ಸಮತೋಲನ ಮತ್ತು ನೆಮ್ಮದಿಯ ನಿದ್ರೆಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'ಚಂದ್ರ ನೀಚನಾಗಿದ್ದಾನೆ; ಚಿಂತೆ ಆರೋಗ್ಯದ ಮೇಲೆ ಪರಿಣಾಮ ಬೀರಬಹುದು, ಶಾಂತ ದಿನಚರಿ ಸಹಾಯಕ.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'ಉಪಚಯ ಸ್ಥಾನವಾದ 6ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ರೋಗ ಮತ್ತು ಸ್ಪರ್ಧೆಗಳನ್ನು ಸುಲಭವಾಗಿ ಗೆಲ್ಲಬಹುದು.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    '8ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ದೀರ್ಘಕಾಲೀನ ಅಸ್ವಾಸ್ಥ್ಯ ಮತ್ತು ಹಠಾತ್ ಒತ್ತಡಗಳ ಬಗ್ಗೆ ಎಚ್ಚರ ಬೇಕು.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'ಲಗ್ನದ ಮೇಲೆ {grahas} ದೃಷ್ಟಿ ಇರುವುದರಿಂದ ಆರೋಗ್ಯಕ್ಕೆ ರಕ್ಷಣೆ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'ಅಗ್ನಿತತ್ವ ರಾಶಿಯ ಲಗ್ನ ({sign}) ಉತ್ಸಾಹಿ, ನೇರ ಮತ್ತು ಸಾಹಸಿ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'ಭೂತತ್ವ ರಾಶಿಯ ಲಗ್ನ ({sign}) ವ್ಯವಹಾರಜ್ಞಾನ, ತಾಳ್ಮೆ ಮತ್ತು ನಂಬಿಕಾರ್ಹ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'ವಾಯುತತ್ವ ರಾಶಿಯ ಲಗ್ನ ({sign}) ಬೆರೆಯುವ, ಕುತೂಹಲದ ಮತ್ತು ಮಾತುಗಾರಿಕೆಯ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'ಜಲತತ್ವ ರಾಶಿಯ ಲಗ್ನ ({sign}) ಸೂಕ್ಷ್ಮ, ಕಾಳಜಿಯುಳ್ಳ ಮತ್ತು ಅಂತರ್ಬೋಧೆಯ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಮನೆಯಲ್ಲಿ ಕುಳಿತಿರುವುದರಿಂದ ಆತ್ಮವಿಶ್ವಾಸ ಮತ್ತು ಸ್ಪಷ್ಟ ಗುರಿ ಇರುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಮನೆಯಲ್ಲಿ ಕುಳಿತಿರುವುದರಿಂದ ಸರಿಯಾದ ವಿವೇಚನೆ ಮತ್ತು ಭಾಗ್ಯದ ಬೆಂಬಲ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿ ಕುಳಿತಿರುವುದರಿಂದ ಆತ್ಮಾವಲೋಕನದ ಸ್ವಭಾವ; ಪ್ರಗತಿ ಪರಿಶ್ರಮದಿಂದ ಬರುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿ ಕುಳಿತು ವ್ಯಕ್ತಿತ್ವವನ್ನು ಸಂಪನ್ಮೂಲ, ಉಪಕ್ರಮ ಮತ್ತು ಲಾಭಗಳೊಂದಿಗೆ ಬೆಸೆಯುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'ಲಗ್ನಾಧಿಪತಿ ಉತ್ತಮ ಸ್ಥಾನದಲ್ಲಿರುವುದರಿಂದ ({dignity}) ಚೈತನ್ಯ ಮತ್ತು ಆತ್ಮವಿಶ್ವಾಸ ಬಲಗೊಳ್ಳುತ್ತವೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'ಲಗ್ನಾಧಿಪತಿ ನೀಚನಾಗಿರುವುದರಿಂದ ಆತ್ಮವಿಶ್ವಾಸ ನಿಧಾನವಾಗಿ, ಅನುಭವದ ಮೂಲಕ ಬೆಳೆಯುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'ಲಗ್ನದಲ್ಲಿ ಗುರು ಇರುವುದರಿಂದ ಜ್ಞಾನ, ಉದಾರತೆ ಮತ್ತು ರಕ್ಷಣಾತ್ಮಕ ದೃಷ್ಟಿಕೋನ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'ಲಗ್ನದಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ತೀವ್ರತೆ ಮತ್ತು ಚಡಪಡಿಕೆಯ ಹುಮ್ಮಸ್ಸು ಇರುತ್ತದೆ; ಅದನ್ನು ಸ್ಪಷ್ಟ ಗುರಿಯತ್ತ ಹರಿಸುವುದು ಒಳಿತು.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'ಚಂದ್ರ ಜಲರಾಶಿಯಲ್ಲಿ ({sign}) ಇರುವುದರಿಂದ ಭಾವನೆಗಳು ಆಳವಾಗಿವೆ, ಅಂತರ್ಬೋಧೆ ಪ್ರಬಲವಾಗಿದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'ಚಂದ್ರ ಅಗ್ನಿರಾಶಿಯಲ್ಲಿ ({sign}) ಇರುವುದರಿಂದ ಮನಸ್ಸು ಹುರುಪಿನದು, ಸ್ವಾಭಿಮಾನಿ ಮತ್ತು ಬೇಗನೆ ಕಾರ್ಯಪ್ರವೃತ್ತವಾಗುವಂಥದ್ದು.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'ಚಂದ್ರ ಭೂರಾಶಿಯಲ್ಲಿ ({sign}) ಇರುವುದರಿಂದ ಮನಸ್ಸು ಭದ್ರತೆ ಮತ್ತು ಸ್ಥಿರ ದಿನಚರಿಯನ್ನು ಬಯಸುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'ಚಂದ್ರ ವಾಯುರಾಶಿಯಲ್ಲಿ ({sign}) ಇರುವುದರಿಂದ ಮನಸ್ಸು ಲವಲವಿಕೆಯದು, ಮಾತು ಮತ್ತು ಹೊಸ ಆಲೋಚನೆಗಳಲ್ಲಿ ಆಸಕ್ತಿ.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'ದಶಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಎಲ್ಲರ ಗಮನ ಸೆಳೆಯುವ ವೃತ್ತಿ ಮತ್ತು ಸ್ಥಿರ ಸ್ಥಾನಮಾನ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'ದಶಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ವೃತ್ತಿಯು ಭಾಗ್ಯ, ವಿದ್ಯೆ ಮತ್ತು ಉತ್ತಮ ಮಾರ್ಗದರ್ಶಕರೊಂದಿಗೆ ಬೆಸೆದಿದೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'ದಶಮಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಸೇವೆ, ಸಂಶೋಧನೆ ಅಥವಾ ತೆರೆಮರೆಯ ಕೆಲಸ ಸೂಚಿತ; ಛಲದಿಂದ ಮುನ್ನಡೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'ದಶಮಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ವೃತ್ತಿಯು ಗಳಿಕೆ, ಸಂಪರ್ಕಗಳು ಮತ್ತು ಸ್ವಂತ ಉಪಕ್ರಮದೊಂದಿಗೆ ಬೆಸೆದಿದೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'ದಶಮಾಧಿಪತಿ ಬಲಿಷ್ಠನಾಗಿರುವುದರಿಂದ ({dignity}) ಮಹತ್ವಾಕಾಂಕ್ಷೆಗಳಿಗೆ ಉತ್ತಮ ಬೆಂಬಲವಿದೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'ದಶಮಾಧಿಪತಿ ನೀಚನಾಗಿರುವುದರಿಂದ ವೃತ್ತಿಯ ದಿಕ್ಕು ನೆಲೆಗೊಳ್ಳಲು ಸಮಯ ಹಿಡಿಯಬಹುದು.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    '10ನೇ ಮನೆಯಲ್ಲಿ ಸೂರ್ಯ ಇರುವುದರಿಂದ ಸಾರ್ವಜನಿಕ ಹುದ್ದೆಗಳಲ್ಲಿ ಅಧಿಕಾರ ಮತ್ತು ಮನ್ನಣೆ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    '10ನೇ ಮನೆಯಲ್ಲಿ ಶನಿ ಇರುವುದರಿಂದ ಶಿಸ್ತು ಮತ್ತು ಜವಾಬ್ದಾರಿಯ ಮೂಲಕ ನಿಧಾನವಾದರೂ ಖಚಿತ ಏಳಿಗೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    '10ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ವೃತ್ತಿ ಗೌರವಯುತವಾಗಿದ್ದು, ಕೆಲಸದ ಸ್ಥಳದಲ್ಲಿ ಉತ್ತಮ ಸಂಬಂಧಗಳಿರುತ್ತವೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    'ಗುರುವಿನ ದೃಷ್ಟಿ 10ನೇ ಮನೆಯ ಮೇಲಿರುವುದರಿಂದ ಕೆಲಸದಲ್ಲಿ ಮಾರ್ಗದರ್ಶನ ಮತ್ತು ಪ್ರಾಮಾಣಿಕ ಹೆಸರು ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    '9 ಮತ್ತು 10ನೇ ಮನೆಗಳ ಅಧಿಪತಿಗಳು ಒಟ್ಟಿಗಿದ್ದಾರೆ; ಇದು ಧರ್ಮ-ಕರ್ಮಾಧಿಪತಿ ಯೋಗ, ಅರ್ಥಪೂರ್ಣ ಮತ್ತು ಭಾಗ್ಯಶಾಲಿ ವೃತ್ತಿಗೆ ಶಾಸ್ತ್ರೀಯ ಸಂಯೋಗ.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    '10ನೇ ಮನೆಯಲ್ಲಿ ({sign}) ಯಾವ ಗ್ರಹವೂ ಇಲ್ಲ; ವೃತ್ತಿಯ ಫಲವನ್ನು ಅದರ ಅಧಿಪತಿ {lord} ಮೂಲಕ ಓದಲಾಗುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಏಕಾಗ್ರ ಅಧ್ಯಯನ ಮತ್ತು ವ್ಯಾವಹಾರಿಕ ಬುದ್ಧಿ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಉನ್ನತ ವಿದ್ಯೆ ಮತ್ತು ಸೃಜನಶೀಲ ಬುದ್ಧಿಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಓದಿನಲ್ಲಿ ಅಡೆತಡೆಗಳು ಬರಬಹುದು, ಆದರೆ ಛಲಕ್ಕೆ ಫಲ ಸಿಗುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ವಿದ್ಯೆಯು ಸಂವಹನ ಮತ್ತು ಉಪಯುಕ್ತ ಕೌಶಲಗಳೊಂದಿಗೆ ಬೆಸೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'ಬುಧ ಬಲಿಷ್ಠನಾಗಿರುವುದರಿಂದ ({dignity}) ಸುಲಭವಾಗಿ ಕಲಿಯುವ ಚುರುಕಾದ, ವಿಶ್ಲೇಷಣಾತ್ಮಕ ಮನಸ್ಸು ಇರುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'ಬುಧ ನೀಚನಾಗಿದ್ದಾನೆ; ತಾಳ್ಮೆ ಮತ್ತು ಪ್ರಾಯೋಗಿಕ ಅಭ್ಯಾಸದಿಂದ ಕಲಿಕೆ ಚೆನ್ನಾಗಿ ಸಾಗುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    'ಗುರುವಿನ ದೃಷ್ಟಿ 5ನೇ ಮನೆಯ ಮೇಲಿರುವುದರಿಂದ ಬುದ್ಧಿಶಕ್ತಿ ಮತ್ತು ಕಲಿಕೆಯ ಹಂಬಲಕ್ಕೆ ಆಶೀರ್ವಾದ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    '5ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ಉತ್ತಮ ವಿದ್ಯಾಭ್ಯಾಸ ಮತ್ತು ಸೃಜನಶೀಲ ಪ್ರತಿಭೆಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    '4ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ಮೂಲ ವಿದ್ಯಾಭ್ಯಾಸ ಮತ್ತು ಓದಲು ನೆಮ್ಮದಿಯ ಸ್ಥಳಕ್ಕೆ ಬೆಂಬಲ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'ಬುಧ ಮತ್ತು ಗುರು ಒಟ್ಟಿಗಿರುವುದರಿಂದ ತರ್ಕ ಮತ್ತು ಜ್ಞಾನ ಒಂದಾಗುತ್ತವೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಸ್ಥಿರ ಉಳಿತಾಯ ಮತ್ತು ಕುಟುಂಬದ ಸಂಪತ್ತಿಗೆ ಬೆಂಬಲ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಭಾಗ್ಯ ಮತ್ತು ಜ್ಞಾನದಿಂದ ಸಂಪತ್ತು ವೃದ್ಧಿಸುತ್ತದೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಎಚ್ಚರಿಕೆಯ ಬಜೆಟ್ ಅಗತ್ಯ; ಖರ್ಚು ಆದಾಯವನ್ನು ಮೀರಬಹುದು.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಹಣವು ಸ್ವಂತ ಪ್ರಯತ್ನ, ಸಂಪರ್ಕಗಳು ಮತ್ತು ಲಾಭಗಳೊಂದಿಗೆ ಬೆಸೆದಿದೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'ಲಾಭಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ನಿಯಮಿತ ಲಾಭ ದೊರೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'ಲಾಭಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಲಾಭ ಅನಿಯಮಿತವಾಗಿರಬಹುದು; ಯೋಜನೆ ಮುಖ್ಯ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'ಧನಸ್ಥಾನವಾದ {graha_house} ಮನೆಯಲ್ಲಿ ಗುರು ಇರುವುದು ಸಮೃದ್ಧಿಯ ಸಾಂಪ್ರದಾಯಿಕ ಸೂಚನೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    '2ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ಖರ್ಚಿನ ಮೇಲೆ ನಿಗಾ ಬೇಕು; ಶಿಸ್ತಿನಿಂದ ಉಳಿತಾಯ ಬೆಳೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'ಶುಕ್ರ ಬಲಿಷ್ಠನಾಗಿರುವುದರಿಂದ ({dignity}) ಸುಖಸೌಕರ್ಯಗಳು ಮತ್ತು ಅವನ್ನು ಅನುಭವಿಸುವ ಸಾಧನಗಳು ದೊರೆಯುತ್ತವೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text': '2 ಮತ್ತು 11ನೇ ಮನೆಗಳ ಅಧಿಪತಿಗಳು ಒಟ್ಟಿಗಿರುವುದು ಶಾಸ್ತ್ರೀಯ ಧನಯೋಗ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಸ್ಥಿರ ದಾಂಪತ್ಯ ಮತ್ತು ಪ್ರತಿಷ್ಠಿತ ಸಂಗಾತಿ ಸೂಚಿತ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ದಾಂಪತ್ಯವು ಸಮಾನ ಮೌಲ್ಯಗಳು ಮತ್ತು ಭಾಗ್ಯದೊಂದಿಗೆ ಬೆಸೆದಿದೆ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಸಂಬಂಧಗಳಲ್ಲಿ ತಾಳ್ಮೆ, ಸ್ಪಷ್ಟ ಮಾತು ಮತ್ತು ಪರಸ್ಪರ ಅವಕಾಶ ಅಗತ್ಯ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ದಾಂಪತ್ಯವು ಕುಟುಂಬ, ಸ್ನೇಹಿತರು ಮತ್ತು ಸಮಾನ ಗುರಿಗಳೊಂದಿಗೆ ಬೆಸೆದಿದೆ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'ಕಳತ್ರಕಾರಕ ಶುಕ್ರ ಬಲಿಷ್ಠನಾಗಿರುವುದರಿಂದ ({dignity}) ಸಂಬಂಧಗಳಲ್ಲಿ ಆತ್ಮೀಯತೆ, ಆಕರ್ಷಣೆ ಮತ್ತು ಸಾಮರಸ್ಯ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'ಶುಕ್ರ ನೀಚನಾಗಿದ್ದಾನೆ; ಪ್ರೀತಿಯಲ್ಲಿ ನಿರೀಕ್ಷೆಗಳನ್ನು ವಾಸ್ತವಿಕವಾಗಿಟ್ಟು ಮುಕ್ತವಾಗಿ ಮಾತನಾಡುವುದು ಒಳಿತು.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    '7ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ಹೊಂದಿಕೊಳ್ಳುವ ಸಂಗಾತಿ ಮತ್ತು ಸಹಕಾರದ ಸಂಬಂಧ ಸೂಚಿತ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    '7ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ದಾಂಪತ್ಯದಲ್ಲಿ ಘರ್ಷಣೆ ಅಥವಾ ವಿಳಂಬ ಸಾಧ್ಯ; ಜವಾಬ್ದಾರಿ ಹಂಚಿಕೊಳ್ಳುವುದು ಸಹಾಯಕ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    'ಗುರುವಿನ ದೃಷ್ಟಿ 7ನೇ ಮನೆಯ ಮೇಲಿರುವುದರಿಂದ ವಿವಾಹ ಮತ್ತು ಪಾಲುದಾರಿಕೆಗೆ ರಕ್ಷಣೆ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'ಶುಕ್ರ ಮತ್ತು ಕುಜ ಒಟ್ಟಿಗಿರುವುದರಿಂದ ಪ್ರೀತಿಯಲ್ಲಿ ಉತ್ಕಟ ಸ್ವಭಾವ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'ನವಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಶ್ರದ್ಧೆ ಮತ್ತು ತತ್ವಗಳು ದಿನನಿತ್ಯದ ಬದುಕಿನಲ್ಲಿ ಕಾಣುತ್ತವೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'ನವಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಧರ್ಮ, ಗುರುಜನರು ಮತ್ತು ಕಲಿಕೆಗಾಗಿ ದೂರದ ಪ್ರಯಾಣಗಳಿಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'ನವಮಾಧಿಪತಿ {lord} ದುಸ್ಥಾನವಾದ {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ನಂಬಿಕೆಗಳು ಪರೀಕ್ಷೆಗೆ ಒಳಗಾಗಿ ಅನುಭವದಿಂದ ಆಳವಾಗುತ್ತವೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'ನವಮಾಧಿಪತಿ {lord} {lord_house} ಮನೆಯಲ್ಲಿರುವುದರಿಂದ ಭಾಗ್ಯವು ಸ್ವಂತ ಪ್ರಯತ್ನ ಮತ್ತು ಸಮುದಾಯದೊಂದಿಗೆ ಬೆಸೆದಿದೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'ಗುರು ಬಲಿಷ್ಠನಾಗಿರುವುದರಿಂದ ({dignity}) ಜ್ಞಾನ, ನೈತಿಕತೆ ಮತ್ತು ಗುರುಗಳ ಮೇಲಿನ ಗೌರವ ಬೆಳೆಯುತ್ತದೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} ಮನೆಯಲ್ಲಿ ಗುರು ಇರುವುದರಿಂದ ಮನಸ್ಸು ತತ್ವಶಾಸ್ತ್ರದ ಅಧ್ಯಯನ ಮತ್ತು ಅಂತರಂಗದ ಬದುಕಿನತ್ತ ಒಲಿಯುತ್ತದೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    '12ನೇ ಮನೆಯಲ್ಲಿ ಕೇತು ಇರುವುದನ್ನು ವೈರಾಗ್ಯ ಮತ್ತು ಧ್ಯಾನದತ್ತ ಒಲವು ಎಂದು ಸಾಂಪ್ರದಾಯಿಕವಾಗಿ ಓದಲಾಗುತ್ತದೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    '9ನೇ ಮನೆಯಲ್ಲಿ {grahas} ಇರುವುದರಿಂದ ಹಿರಿಯರ ಆಶೀರ್ವಾದ ಮತ್ತು ಉದಾರ ಮನೋಭಾವಕ್ಕೆ ಅನುಕೂಲ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    'ಶನಿಯ ದೃಷ್ಟಿ 9ನೇ ಮನೆಯ ಮೇಲಿದೆ; ಶ್ರದ್ಧೆ ನಿಧಾನವಾಗಿ, ಕೇವಲ ಆಚರಣೆಗಳಿಗಿಂತ ಶಿಸ್ತಿನಿಂದ ಬೆಳೆಯುತ್ತದೆ.',
  'jyotish/predictions/index.DIGNITY_NAMES.exalted': 'ಉಚ್ಚ',
  'jyotish/predictions/index.DIGNITY_NAMES.moolatrikona': 'ಮೂಲತ್ರಿಕೋಣ',
  'jyotish/predictions/index.DIGNITY_NAMES.own': 'ಸ್ವಕ್ಷೇತ್ರ',
  'jyotish/predictions/index.DIGNITY_NAMES.friend': 'ಮಿತ್ರಕ್ಷೇತ್ರ',
  'jyotish/predictions/index.DIGNITY_NAMES.neutral': 'ಸಮಕ್ಷೇತ್ರ',
  'jyotish/predictions/index.DIGNITY_NAMES.enemy': 'ಶತ್ರುಕ್ಷೇತ್ರ',
  'jyotish/predictions/index.DIGNITY_NAMES.debilitated': 'ನೀಚ',
  'jyotish/predictions/index.HOUSE_ORDINALS.0': '1ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.1': '2ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.2': '3ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.3': '4ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.4': '5ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.5': '6ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.6': '7ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.7': '8ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.8': '9ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.9': '10ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.10': '11ನೇ',
  'jyotish/predictions/index.HOUSE_ORDINALS.11': '12ನೇ',
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'ಅನುಕೂಲ',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'ಸಮತೋಲಿತ',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'ಶ್ರಮದಾಯಕ',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER': 'ವ್ಯಕ್ತಿತ್ವ',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'ವೃತ್ತಿ',
  'jyotish/predictions/index.SECTION_NAMES.career': 'ಹಣಕಾಸು',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'ಸಂಬಂಧಗಳು',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'ಆರೋಗ್ಯ',
  'jyotish/predictions/index.SECTION_NAMES.health': 'ವಿದ್ಯಾಭ್ಯಾಸ',
  'jyotish/predictions/index.SECTION_NAMES.education': 'ಆಧ್ಯಾತ್ಮ',
  'jyotish/predictions/index.SECTION_NAMES.spirituality':
    'ಜನ್ಮ ಜಾತಕದ (ಸಂಪೂರ್ಣ ರಾಶಿ ಪದ್ಧತಿ D1) ನಿಯಮಾಧಾರಿತ ಫಲ; ಪ್ರತಿಯೊಂದು ಹೇಳಿಕೆಯೂ ತನ್ನ ನಿಯಮವನ್ನು ಹೆಸರಿಸುತ್ತದೆ, ಯಾವುದೂ ಖಚಿತವಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'ಲಗ್ನದಿಂದ ಕುಜ ದೋಷ ಇದೆ (ಕುಜ ಇರುವ ಮನೆ: {house}).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': '{references} ಇವುಗಳಿಂದ ಮಾತ್ರ ಕುಜ ದೋಷ ಇದೆ (ಭಾಗಶಃ, ಅಂಶಿಕ).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'ಈ ಜಾತಕದಲ್ಲಿ ಶಾಸ್ತ್ರೀಯ ವಿನಾಯಿತಿಯೊಂದು ಕುಜ ದೋಷವನ್ನು ಪರಿಹರಿಸುತ್ತದೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'ಕುಜ ದೋಷವಿಲ್ಲ: ಲಗ್ನ, ಚಂದ್ರ ಅಥವಾ ಶುಕ್ರನಿಂದ 1, 2, 4, 7, 8, 12ನೇ ಮನೆಗಳಲ್ಲಿ ಕುಜ ಇಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full': 'ಏಳೂ ಗ್ರಹಗಳು ರಾಹು-ಕೇತು ಅಕ್ಷದ ಒಂದೇ ಬದಿಯಲ್ಲಿವೆ: {type} ಕಾಳಸರ್ಪ ಯೋಗ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'ಗ್ರಹಗಳು ಬಹುತೇಕ ರಾಹು-ಕೇತು ಅಕ್ಷದ ಒಂದೇ ಬದಿಯಲ್ಲಿವೆ: ಭಾಗಶಃ {type} ಕಾಳಸರ್ಪ ಯೋಗ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'ಕಾಳಸರ್ಪ ಯೋಗವಿಲ್ಲ: ಗ್ರಹಗಳು ರಾಹು-ಕೇತು ಅಕ್ಷದ ಎರಡೂ ಬದಿಗಳಲ್ಲಿವೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'ಪಿತೃ ದೋಷದ ಸೂಚನೆಗಳು: {count}. ಇವನ್ನು ಹೇಗೆ ತೂಗಬೇಕು ಎಂಬುದರಲ್ಲಿ ಗ್ರಂಥಗಳು ಭಿನ್ನವಾಗಿವೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'ಪಿತೃ ದೋಷದ ಸಾಮಾನ್ಯ ಸೂಚನೆಗಳಲ್ಲಿ ಯಾವುದೂ ಇಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿದೆ, ಮೊದಲ (ಆರಂಭಿಕ) ಹಂತ: ಜನ್ಮ ಚಂದ್ರನಿಂದ 12ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak': 'ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿದೆ, ಎರಡನೇ (ತೀವ್ರ) ಹಂತ: ಜನ್ಮ ರಾಶಿಯಲ್ಲೇ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿದೆ, ಮೂರನೇ (ಅಂತಿಮ) ಹಂತ: ಜನ್ಮ ಚಂದ್ರನಿಂದ 2ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'ನೀಡಿದ ದಿನಾಂಕದಂದು ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'ಸಾಡೇಸಾತಿಯನ್ನು ಪರಿಶೀಲಿಸಿಲ್ಲ: ಗೋಚಾರದ ದತ್ತಾಂಶ ನೀಡಿಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'ಜನ್ಮ ಚಂದ್ರನಿಂದ 4ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ (ಅರ್ಧಾಷ್ಟಮ ಶನಿ).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'ಜನ್ಮ ಚಂದ್ರನಿಂದ 8ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ (ಅಷ್ಟಮ ಶನಿ).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'ಮಾಹಿತಿಗಾಗಿ ಮಾತ್ರ: ಈ ಪರಿಶೀಲನೆಗಳು ಶಾಸ್ತ್ರೀಯ ನಿಯಮಗಳಂತೆ ಜಾತಕದ ರಚನೆಗಳನ್ನು ವಿವರಿಸುತ್ತವೆ; ಫಲಿತಾಂಶಗಳನ್ನು ಭವಿಷ್ಯ ನುಡಿಯುವುದಿಲ್ಲ.',
  'jyotish/phrases.LABELS.nadi_dosha': 'ನಾಡಿ ದೋಷ',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'ಭಕೂಟ ದೋಷ',
  'jyotish/phrases.LABELS.gana_dosha': 'ಗಣ ದೋಷ',
  'jyotish/phrases.LABELS.dwi_dwadash': 'ದ್ವಿರ್ದ್ವಾದಶ (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'ನವಪಂಚಮ (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'ಷಡಷ್ಟಕ (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'ಒಂದೇ ನಕ್ಷತ್ರ, ಬೇರೆ ಬೇರೆ ಚಂದ್ರ ರಾಶಿಗಳು',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ಒಂದೇ ಚಂದ್ರ ರಾಶಿ, ಬೇರೆ ಬೇರೆ ನಕ್ಷತ್ರಗಳು',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'ಒಂದೇ ನಕ್ಷತ್ರ, ಬೇರೆ ಬೇರೆ ಪಾದಗಳು',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ಒಂದೇ ಅಧಿಪತಿಯ ಬೇರೆ ಬೇರೆ ಚಂದ್ರ ರಾಶಿಗಳು',
  'jyotish/phrases.LABELS.rashi_lords_same': 'ಚಂದ್ರ ರಾಶಿಗಳ ಅಧಿಪತಿ ಒಬ್ಬನೇ',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'ಚಂದ್ರ ರಾಶಿಗಳ ಅಧಿಪತಿಗಳು ಪರಸ್ಪರ ಮಿತ್ರರು',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'ನವಾಂಶದ ಅಧಿಪತಿ ಒಬ್ಬನೇ',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'ನವಾಂಶದ ಅಧಿಪತಿಗಳು ಪರಸ್ಪರ ಮಿತ್ರರು',
  'jyotish/phrases.LABELS.boy': 'ವರನ',
  'jyotish/phrases.LABELS.girl': 'ವಧುವಿನ',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'ಕುಜ ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ಉಚ್ಚ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ ({rashi}).',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'ಕುಜನಿರುವ ರಾಶಿಯಲ್ಲೇ ಗುರುವೂ ಇದ್ದಾನೆ.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'ಗುರುವಿನ ದೃಷ್ಟಿ ಕುಜನ ಮೇಲಿದೆ.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    '{reference} ಆಧಾರವಾಗಿ ಎಣಿಸಿದಾಗ {house} ಸಂಖ್ಯೆಯ ಮನೆಯಲ್ಲಿ, {rashi} ರಾಶಿಯಲ್ಲಿ ಕುಜನಿರುವುದು ಪಟ್ಟಿಯಲ್ಲಿರುವ ವಿನಾಯಿತಿ.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'ಇಬ್ಬರಿಗೂ ಕುಜ ದೋಷವಿರುವುದರಿಂದ ದೋಷ ಪರಿಹಾರವಾಗುತ್ತದೆ ಎಂದು ಪರಿಗಣಿಸಲಾಗುತ್ತದೆ.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent':
    'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಮಾನ್ಯ ಮಾನದಂಡದಂತೆ ಅತ್ಯುತ್ತಮ ಹೊಂದಾಣಿಕೆ (33 ಮತ್ತು ಅದಕ್ಕಿಂತ ಹೆಚ್ಚು).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible':
    'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಮಾನ್ಯ ಮಾನದಂಡದಂತೆ ಉತ್ತಮ ಹೊಂದಾಣಿಕೆ (25 ರಿಂದ 32).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಧಾರಣ; ಸಾಮಾನ್ಯ ಮಾನದಂಡದಂತೆ ಸ್ವೀಕಾರಾರ್ಹ (18 ರಿಂದ 24).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended':
    'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಮಾನ್ಯ ಕನಿಷ್ಠ ಮಿತಿಯಾದ 18ಕ್ಕಿಂತ ಕಡಿಮೆ.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'ನಾಡಿ ದೋಷ: ಇಬ್ಬರ ಚಂದ್ರನೂ {nadi} ನಾಡಿಯಲ್ಲಿದೆ.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'ಭಕೂಟ ದೋಷ: ಚಂದ್ರ ರಾಶಿಗಳು {kind} ಸಂಬಂಧದಲ್ಲಿವೆ.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'ಗಣ ದೋಷ: ವರನದು {boy} ಗಣ, ವಧುವಿನದು {girl} ಗಣ.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha} ಪರಿಹಾರವಾಗಿದೆ ಎಂದು ಪರಿಗಣಿಸಲಾಗಿದೆ: {reasons}. ಅಂಕವನ್ನು ಲೆಕ್ಕಹಾಕಿದಂತೆಯೇ ಬಿಡಲಾಗಿದೆ.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: ಪಟ್ಟಿಯಲ್ಲಿರುವ ಯಾವ ವಿನಾಯಿತಿಯೂ ಅನ್ವಯಿಸುವುದಿಲ್ಲ.',
  'jyotish/phrases.MATCH_PHRASES.raw_score': 'ಅಂಕಗಳು ಕೂಟಗಳ ಮೂಲ ಅಂಕಗಳು; ಪರಿಹಾರಗಳನ್ನು ತಿಳಿಸಲಾಗುತ್ತದೆ, ಮತ್ತೆ ಸೇರಿಸಲಾಗುವುದಿಲ್ಲ.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'ಎರಡೂ ಜಾತಕಗಳಲ್ಲಿ ಕುಜ ದೋಷವಿದೆ; ಸಾಮಾನ್ಯ ನಿಯಮದಂತೆ ಎರಡೂ ಪರಸ್ಪರ ರದ್ದಾಗುತ್ತವೆ.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': '{who} ಜಾತಕದಲ್ಲಿ ಮಾತ್ರ ಕುಜ ದೋಷವಿದೆ.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'ಎರಡೂ ಜಾತಕಗಳಲ್ಲಿ ಕುಜ ದೋಷವಿಲ್ಲ.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'ಸೂರ್ಯನಿರುವ ರಾಶಿಯಲ್ಲೇ {grahas} ಇದೆ.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': '9ನೇ ಮನೆಯಲ್ಲಿ {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted':
    'ನವಮಾಧಿಪತಿ {lord} ಗ್ರಹದೊಂದಿಗೆ {grahas} ಯುತಿ ಅಥವಾ ದೃಷ್ಟಿ ಸಂಬಂಧ ಹೊಂದಿದೆ.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    '9ನೇ ಮನೆಯಲ್ಲಿರುವ ಸೂರ್ಯನೊಂದಿಗೆ {grahas} ಯುತಿ ಅಥವಾ ಎದುರುದೃಷ್ಟಿಯಲ್ಲಿದೆ.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'ಚಂದ್ರನಿರುವ ರಾಶಿಯಲ್ಲೇ {grahas} ಇದೆ (ಕೆಲವು ಗ್ರಂಥಗಳು ಸೇರಿಸುವ ಮಾತೃ ದೋಷದ ಪ್ರಕಾರ).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'ಅತ್ಯುತ್ತಮ',
  'jyotish/phrases.STATUS_LABELS.good': 'ಉತ್ತಮ',
  'jyotish/phrases.STATUS_LABELS.average': 'ಸಾಧಾರಣ',
  'jyotish/phrases.STATUS_LABELS.poor': 'ಕಳಪೆ',
  'jyotish/phrases.STATUS_LABELS.dosha': 'ದೋಷ',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'ಅತ್ಯುತ್ತಮ',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'ಹೊಂದಾಣಿಕೆ ಇದೆ',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'ಸ್ವೀಕಾರಾರ್ಹ',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'ಶಿಫಾರಸು ಮಾಡುವುದಿಲ್ಲ',
  'jyotish/doshas.KAAL_SARP_TYPES.anant.name': 'ಅನಂತ',
  'jyotish/doshas.KAAL_SARP_TYPES.kulik.name': 'ಕುಲಿಕ',
  'jyotish/doshas.KAAL_SARP_TYPES.vasuki.name': 'ವಾಸುಕಿ',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhpal.name': 'ಶಂಖಪಾಲ',
  'jyotish/doshas.KAAL_SARP_TYPES.padma.name': 'ಪದ್ಮ',
  'jyotish/doshas.KAAL_SARP_TYPES.mahapadma.name': 'ಮಹಾಪದ್ಮ',
  'jyotish/doshas.KAAL_SARP_TYPES.takshak.name': 'ತಕ್ಷಕ',
  'jyotish/doshas.KAAL_SARP_TYPES.karkotak.name': 'ಕಾರ್ಕೋಟಕ',
  'jyotish/doshas.KAAL_SARP_TYPES.shankhachud.name': 'ಶಂಖಚೂಡ',
  'jyotish/doshas.KAAL_SARP_TYPES.ghatak.name': 'ಘಾತಕ',
  'jyotish/doshas.KAAL_SARP_TYPES.vishdhar.name': 'ವಿಷಧರ',
  'jyotish/doshas.KAAL_SARP_TYPES.sheshnag.name': 'ಶೇಷನಾಗ',
  'jyotish/doshas.MANGLIK_REFERENCES.lagna.name': 'ಲಗ್ನ',
  'jyotish/doshas.MANGLIK_REFERENCES.chandra.name': 'ಚಂದ್ರ',
  'jyotish/doshas.MANGLIK_REFERENCES.shukra.name': 'ಶುಕ್ರ',
  'jyotish/koota-points.KOOTAS.varna.name': 'ವರ್ಣ',
  'jyotish/koota-points.KOOTAS.vashya.name': 'ವಶ್ಯ',
  'jyotish/koota-points.KOOTAS.tara.name': 'ತಾರಾ',
  'jyotish/koota-points.KOOTAS.yoni.name': 'ಯೋನಿ',
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'ಗ್ರಹ ಮೈತ್ರಿ',
  'jyotish/koota-points.KOOTAS.gana.name': 'ಗಣ',
  'jyotish/koota-points.KOOTAS.bhakoot.name': 'ಭಕೂಟ',
  'jyotish/koota-points.KOOTAS.nadi.name': 'ನಾಡಿ',
  'jyotish/koota-attributes.GANA_NAMES.deva': 'ದೇವ',
  'jyotish/koota-attributes.GANA_NAMES.manushya': 'ಮನುಷ್ಯ',
  'jyotish/koota-attributes.GANA_NAMES.rakshasa': 'ರಾಕ್ಷಸ',
  'jyotish/koota-attributes.NADI_NAMES.adi': 'ಆದಿ',
  'jyotish/koota-attributes.NADI_NAMES.madhya': 'ಮಧ್ಯ',
  'jyotish/koota-attributes.NADI_NAMES.antya': 'ಅಂತ್ಯ',
  'jyotish/koota-attributes.TARA_NAMES.0': 'ಜನ್ಮ',
  'jyotish/koota-attributes.TARA_NAMES.1': 'ಸಂಪತ್',
  'jyotish/koota-attributes.TARA_NAMES.2': 'ವಿಪತ್',
  'jyotish/koota-attributes.TARA_NAMES.3': 'ಕ್ಷೇಮ',
  'jyotish/koota-attributes.TARA_NAMES.4': 'ಪ್ರತ್ಯಕ್',
  'jyotish/koota-attributes.TARA_NAMES.5': 'ಸಾಧನ',
  'jyotish/koota-attributes.TARA_NAMES.6': 'ನೈಧನ',
  'jyotish/koota-attributes.TARA_NAMES.7': 'ಮಿತ್ರ',
  'jyotish/koota-attributes.TARA_NAMES.8': 'ಪರಮ ಮಿತ್ರ',
  'jyotish/koota-attributes.VARNA_NAMES.brahmin': 'ಬ್ರಾಹ್ಮಣ',
  'jyotish/koota-attributes.VARNA_NAMES.kshatriya': 'ಕ್ಷತ್ರಿಯ',
  'jyotish/koota-attributes.VARNA_NAMES.vaishya': 'ವೈಶ್ಯ',
  'jyotish/koota-attributes.VARNA_NAMES.shudra': 'ಶೂದ್ರ',
  'jyotish/koota-attributes.VASHYA_NAMES.chatushpada': 'ಚತುಷ್ಪಾದ',
  'jyotish/koota-attributes.VASHYA_NAMES.manava': 'ಮಾನವ',
  'jyotish/koota-attributes.VASHYA_NAMES.jalachara': 'ಜಲಚರ',
  'jyotish/koota-attributes.VASHYA_NAMES.vanachara': 'ವನಚರ',
  'jyotish/koota-attributes.VASHYA_NAMES.keeta': 'ಕೀಟ',
  'jyotish/koota-attributes.YONI_NAMES.horse': 'ಅಶ್ವ (ಕುದುರೆ)',
  'jyotish/koota-attributes.YONI_NAMES.elephant': 'ಗಜ (ಆನೆ)',
  'jyotish/koota-attributes.YONI_NAMES.sheep': 'ಮೇಷ (ಕುರಿ)',
  'jyotish/koota-attributes.YONI_NAMES.serpent': 'ಸರ್ಪ (ಹಾವು)',
  'jyotish/koota-attributes.YONI_NAMES.dog': 'ಶ್ವಾನ (ನಾಯಿ)',
  'jyotish/koota-attributes.YONI_NAMES.cat': 'ಮಾರ್ಜಾಲ (ಬೆಕ್ಕು)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'ಮೂಷಕ (ಇಲಿ)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'ಗೋ (ಹಸು)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'ಮಹಿಷ (ಎಮ್ಮೆ)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'ವ್ಯಾಘ್ರ (ಹುಲಿ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'ಮೃಗ (ಜಿಂಕೆ)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'ವಾನರ (ಕೋತಿ)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'ನಕುಲ (ಮುಂಗುಸಿ)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'ಸಿಂಹ (ಸಿಂಹ)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'ಮಹಾದಶೆ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'ಭುಕ್ತಿ (ಅಂತರ್ದಶೆ)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'ಪ್ರತ್ಯಂತರ ದಶೆ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'ಸೂಕ್ಷ್ಮ ದಶೆ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'ಪ್ರಾಣ ದಶೆ',
  'jyotish/vargas.VARGAS.D1.name': 'ರಾಶಿ',
  'jyotish/vargas.VARGAS.D2.name': 'ಹೋರಾ',
  'jyotish/vargas.VARGAS.D3.name': 'ದ್ರೇಕ್ಕಾಣ',
  'jyotish/vargas.VARGAS.D4.name': 'ಚತುರ್ಥಾಂಶ',
  'jyotish/vargas.VARGAS.D5.name': 'ಪಂಚಮಾಂಶ',
  'jyotish/vargas.VARGAS.D6.name': 'ಷಷ್ಠಾಂಶ',
  'jyotish/vargas.VARGAS.D7.name': 'ಸಪ್ತಮಾಂಶ',
  'jyotish/vargas.VARGAS.D8.name': 'ಅಷ್ಟಮಾಂಶ',
  'jyotish/vargas.VARGAS.D9.name': 'ನವಾಂಶ',
  'jyotish/vargas.VARGAS.D10.name': 'ದಶಮಾಂಶ',
  'jyotish/vargas.VARGAS.D11.name': 'ರುದ್ರಾಂಶ',
  'jyotish/vargas.VARGAS.D12.name': 'ದ್ವಾದಶಾಂಶ',
  'jyotish/vargas.VARGAS.D16.name': 'ಷೋಡಶಾಂಶ',
  'jyotish/vargas.VARGAS.D20.name': 'ವಿಂಶಾಂಶ',
  'jyotish/vargas.VARGAS.D24.name': 'ಚತುರ್ವಿಂಶಾಂಶ',
  'jyotish/vargas.VARGAS.D27.name': 'ಸಪ್ತವಿಂಶಾಂಶ (ಭಾಂಶ)',
  'jyotish/vargas.VARGAS.D30.name': 'ತ್ರಿಂಶಾಂಶ',
  'jyotish/vargas.VARGAS.D40.name': 'ಖವೇದಾಂಶ',
  'jyotish/vargas.VARGAS.D45.name': 'ಅಕ್ಷವೇದಾಂಶ',
  'jyotish/vargas.VARGAS.D60.name': 'ಷಷ್ಟ್ಯಂಶ',
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'ಲ',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(ವ)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'ಉತ್ತರ ಭಾರತೀಯ ಶೈಲಿ',
  'jyotish/chart-layouts.CHART_LABELS.south': 'ದಕ್ಷಿಣ ಭಾರತೀಯ ಶೈಲಿ',
  'jyotish/chart-layouts.CHART_LABELS.east': 'ಪೂರ್ವ ಭಾರತೀಯ ಶೈಲಿ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'ಸೂ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'ಚಂ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'ಕು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'ಬು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'ಗು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'ಶು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'ಶ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'ರಾ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'ಕೇ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'ಮೇ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'ವೃ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'ಮಿ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'ಕರ್ಕ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'ಸಿಂ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'ಕನ್ಯಾ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'ತು',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'ವೃಶ್ಚಿ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'ಧ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'ಮ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'ಕುಂ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'ಮೀ',
  'numerology/phrases.FACTOR_NAMES.moolank': 'ಮೂಲಾಂಕ',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'ಭಾಗ್ಯಾಂಕ',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'ಜೀವನಪಥ ಸಂಖ್ಯೆ',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'ಆತ್ಮಾಕಾಂಕ್ಷೆ ಸಂಖ್ಯೆ',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'ಅಭಿವ್ಯಕ್ತಿ ಸಂಖ್ಯೆ',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'ವ್ಯಕ್ತಿತ್ವ ಸಂಖ್ಯೆ',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'ನಾಯಕತ್ವ',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'ಸ್ವತಂತ್ರ, ಪ್ರವರ್ತಕ ಮತ್ತು ಸ್ವಪ್ರೇರಿತ; ಮುಂದೆ ನಿಂತು ಮುನ್ನಡೆಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'ಸಹಕಾರ',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'ಸೂಕ್ಷ್ಮ, ಚಾಣಾಕ್ಷ ಮತ್ತು ನೆರವಾಗುವ ಸ್ವಭಾವ; ಜೊತೆಗಾರಿಕೆಯಲ್ಲಿ ಅತ್ಯುತ್ತಮವಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'ಅಭಿವ್ಯಕ್ತಿ',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'ಸೃಜನಶೀಲ, ಬೆರೆಯುವ ಮತ್ತು ಆಶಾವಾದಿ; ಸುಲಭವಾಗಿ ಮಾತನಾಡಿ ಮನಮುಟ್ಟಿಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'ಸ್ಥಿರತೆ',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'ವ್ಯಾವಹಾರಿಕ, ಶಿಸ್ತುಬದ್ಧ ಮತ್ತು ಕ್ರಮಬದ್ಧ; ಗಟ್ಟಿ ತಳಹದಿಯ ಮೇಲೆ ಕಟ್ಟುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'ಸ್ವಾತಂತ್ರ್ಯ',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'ಹೊಂದಿಕೊಳ್ಳುವ, ಕುತೂಹಲಿ ಮತ್ತು ಚಡಪಡಿಕೆಯ ಸ್ವಭಾವ; ಬದಲಾವಣೆ ಮತ್ತು ವೈವಿಧ್ಯದಲ್ಲಿ ಅರಳುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'ಜವಾಬ್ದಾರಿ',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'ಕಾಳಜಿಯುಳ್ಳ, ರಕ್ಷಿಸುವ ಮತ್ತು ಮನೆಯನ್ನು ಪ್ರೀತಿಸುವ ಸ್ವಭಾವ; ಕುಟುಂಬ ಮತ್ತು ಸಮಾಜದ ಕರ್ತವ್ಯವನ್ನು ಗಂಭೀರವಾಗಿ ಪರಿಗಣಿಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'ಆತ್ಮಾವಲೋಕನ',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'ವಿಶ್ಲೇಷಕ, ಮಿತಭಾಷಿ ಮತ್ತು ಆಧ್ಯಾತ್ಮಿಕ; ಆಳ ಮತ್ತು ತಿಳಿವಳಿಕೆಯನ್ನು ಅರಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'ಮಹತ್ವಾಕಾಂಕ್ಷೆ',
  'numerology/phrases.NUMBER_MEANINGS.8.text':
    'ಅಧಿಕಾರಯುತ, ಗುರಿಕೇಂದ್ರಿತ ಮತ್ತು ಪುಟಿದೇಳುವ ಸ್ವಭಾವ; ಭೌತಿಕ ಶಕ್ತಿ ಮತ್ತು ಜವಾಬ್ದಾರಿಯನ್ನು ನಿಭಾಯಿಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'ಕರುಣೆ',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'ಉದಾರ, ಆದರ್ಶವಾದಿ ಮತ್ತು ವಿಶಾಲ ಮನಸ್ಸಿನವರು; ದೊಡ್ಡ ಉದ್ದೇಶಕ್ಕಾಗಿ ಸೇವೆ ಮಾಡುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'ಅಂತರ್ಬೋಧೆ',
  'numerology/phrases.NUMBER_MEANINGS.11.text':
    'ಇದು ವಿಶೇಷ ಪ್ರಧಾನ ಸಂಖ್ಯೆ: ತೀಕ್ಷ್ಣ ಅಂತರ್ಬೋಧೆ ಮತ್ತು ಸ್ಫೂರ್ತಿ, ಆದರೆ ನರಗಳ ಒತ್ತಡವನ್ನು ನಿಭಾಯಿಸಬೇಕು.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'ಮಹಾ ನಿರ್ಮಾತೃ',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'ಇದು ವಿಶೇಷ ಪ್ರಧಾನ ಸಂಖ್ಯೆ: ದೊಡ್ಡ ಮಟ್ಟದ ದೂರದೃಷ್ಟಿಯೊಂದಿಗೆ ವ್ಯಾವಹಾರಿಕ ಸಾಮರ್ಥ್ಯ.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'ಮಹಾ ಗುರು',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'ಇದು ವಿಶೇಷ ಪ್ರಧಾನ ಸಂಖ್ಯೆ: ವಿಶಾಲ ಮಟ್ಟದಲ್ಲಿ ಕರುಣೆ ಮತ್ತು ಮಾರ್ಗದರ್ಶನ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'ಹೊಸ ಆರಂಭ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'ಹೊಸ ಯೋಜನೆಗಳನ್ನು ಆರಂಭಿಸಿ, ಮುಂದಾಳತ್ವ ವಹಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'ತಾಳ್ಮೆ ಮತ್ತು ಸಹಭಾಗಿತ್ವ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'ಸಹಕರಿಸಿ, ಕೆಲಸಗಳು ತಾವಾಗಿಯೇ ಪಕ್ವವಾಗಲಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'ಅಭಿವ್ಯಕ್ತಿ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'ಸೃಷ್ಟಿಸಿ, ಮನಬಿಚ್ಚಿ ಮಾತನಾಡಿ, ಜನರ ಒಡನಾಟವನ್ನು ಆನಂದಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'ತಳಹದಿ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'ವ್ಯವಸ್ಥೆಗೊಳಿಸಿ, ಕಟ್ಟಿ ಬೆಳೆಸಿ, ಶಿಸ್ತನ್ನು ಪಾಲಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'ಬದಲಾವಣೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'ಪ್ರಯಾಣಿಸಿ, ಹೊಂದಿಕೊಳ್ಳಿ, ಹೊಸತನ್ನು ಸ್ವಾಗತಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'ಮನೆ ಮತ್ತು ಕರ್ತವ್ಯ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'ಕುಟುಂಬ, ಕಾಳಜಿ ಮತ್ತು ಬದ್ಧತೆಗಳಿಗೆ ಮೊದಲ ಆದ್ಯತೆ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'ಚಿಂತನೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'ಅಂತರ್ಮುಖಿಯಾಗಿ, ಅಧ್ಯಯನ ಮಾಡಿ, ವಿಶ್ರಾಂತಿ ಪಡೆಯಿರಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'ಸಾಧನೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'ಮಹತ್ವಾಕಾಂಕ್ಷೆ, ಅಧಿಕಾರ ಮತ್ತು ಆರ್ಥಿಕ ಫಲಿತಾಂಶ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'ಪೂರ್ಣತೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'ಚಕ್ರಗಳನ್ನು ಪೂರ್ಣಗೊಳಿಸಿ, ಹಳೆಯದನ್ನು ಬಿಟ್ಟುಬಿಡಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'ಜ್ಞಾನೋದಯ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'ಅಂತರ್ಬೋಧೆ ಮತ್ತು ಸ್ಫೂರ್ತಿ ಉತ್ತುಂಗದಲ್ಲಿರುತ್ತವೆ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'ಮಹಾ ನಿರ್ಮಾಣ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'ದೊಡ್ಡ ಯೋಜನೆಗಳು ಸಾಕಾರಗೊಳ್ಳಬಹುದು.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'ಸೇವೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'ಇತರರಿಗೆ ಮಾರ್ಗದರ್ಶನ ಮತ್ತು ಕರುಣೆ.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}) ಮತ್ತು {b} ({planet_b}) ನಡುವೆ ಘರ್ಷಣೆ ಇದೆ; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'ಭಾವನಾತ್ಮಕ ತಿಳಿವಳಿಕೆ',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'ಭಾವನೆಗಳಿಗೆ ಸಮಯ ಮತ್ತು ಅವಕಾಶ ನೀಡಿ.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'ಸಮಾನ ದಿಕ್ಕು ಮತ್ತು ಗುರಿಗಳು',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'ಯೋಜನೆ ಮತ್ತು ಹಣದ ಬಗ್ಗೆ ಮೊದಲೇ ಒಮ್ಮತಕ್ಕೆ ಬನ್ನಿ.',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'ಮಾತುಕತೆಯ ಶೈಲಿ',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'ವಿಷಯಗಳನ್ನು ನೇರವಾಗಿ ಹೇಳಿ, ಪೂರ್ತಿಯಾಗಿ ಆಲಿಸಿ.',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'ಸಾಮರಸ್ಯದ ಹೊಂದಾಣಿಕೆ',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'ಸಂಖ್ಯೆಗಳು ಬಹುತೇಕ ಪರಸ್ಪರ ಪೂರಕವಾಗಿವೆ; ಭಿನ್ನತೆಗಳನ್ನು ಸುಲಭವಾಗಿ ಸರಿದೂಗಿಸಬಹುದು.',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'ನಿಭಾಯಿಸಬಹುದಾದ ಹೊಂದಾಣಿಕೆ',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'ಬೆಂಬಲ ಮತ್ತು ಘರ್ಷಣೆ ಬೆರೆತಿವೆ; ತಿಳಿವಳಿಕೆ ಮತ್ತು ಪ್ರಯತ್ನದಿಂದ ಸಂಬಂಧ ಯಶಸ್ವಿಯಾಗುತ್ತದೆ.',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'ಸವಾಲಿನ ಹೊಂದಾಣಿಕೆ',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'ಸಂಖ್ಯೆಗಳು ಬೇರೆ ಬೇರೆ ದಿಕ್ಕಿಗೆ ಎಳೆಯುತ್ತವೆ; ಈ ಸಂಬಂಧಕ್ಕೆ ಪ್ರಜ್ಞಾಪೂರ್ವಕ ಪ್ರಯತ್ನ ಬೇಕು.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'ಮನಸ್ಸಿನ ಸ್ತರ',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'ಬುದ್ಧಿಶಕ್ತಿಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'ಮರೆವಿನ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'ಭಾವನಾತ್ಮಕ ಸ್ತರ',
  'numerology/lo-shu.LO_SHU_LINES.emotional.strength_arrow': 'ಆಧ್ಯಾತ್ಮಿಕತೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.emotional.weakness_arrow': 'ಭಾವನಾತ್ಮಕ ಸೂಕ್ಷ್ಮತೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.practical.plane_name': 'ವ್ಯಾವಹಾರಿಕ ಸ್ತರ',
  'numerology/lo-shu.LO_SHU_LINES.practical.strength_arrow': 'ವ್ಯಾವಹಾರಿಕತೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.practical.weakness_arrow': 'ಅವ್ಯಾವಹಾರಿಕತೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.thought.plane_name': 'ಚಿಂತನೆಯ ಸ್ತರ',
  'numerology/lo-shu.LO_SHU_LINES.thought.strength_arrow': 'ಯೋಜನೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.thought.weakness_arrow': 'ಗೊಂದಲದ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.will.plane_name': 'ಇಚ್ಛಾಶಕ್ತಿಯ ಸ್ತರ',
  'numerology/lo-shu.LO_SHU_LINES.will.strength_arrow': 'ದೃಢನಿಶ್ಚಯದ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.will.weakness_arrow': 'ಹಿಂಜರಿಕೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.action.plane_name': 'ಕ್ರಿಯೆಯ ಸ್ತರ',
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'ಕ್ರಿಯೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'ಮುಂದೂಡುವಿಕೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'ಸುವರ್ಣ ಯೋಗ (ರಾಜಯೋಗ)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'ಸಮೃದ್ಧಿಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'ಹತಾಶೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'ರಜತ ಯೋಗ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'ಭಾವನಾತ್ಮಕ ಸಮತೋಲನದ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'ಭಾವನಾತ್ಮಕ ಅಸಮತೋಲನದ ಬಾಣ',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'ಅಶುಭ ಯೋಗವಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'ವಿಷ್ಟಿ (ಭದ್ರಾ) ಕರಣವಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'ಭದ್ರೆ ಭೂಮಿಯ ಮೇಲಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'ಪಂಚಕ ರಹಿತ',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'ಯಾವುದೇ ಸೌರ ಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'ಸಂಸ್ಕಾರಕ್ಕೆ ಯೋಗ್ಯ ಸೌರ ಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'ಲಗ್ನದಿಂದ ಏಳನೇ ಮನೆ ಶುದ್ಧ',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'ಲಗ್ನದಿಂದ ಎಂಟನೇ ಮನೆ ಶುದ್ಧ',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'ಲಗ್ನದಿಂದ 6, 8, 12ನೇ ಮನೆಗಳಲ್ಲಿ ಚಂದ್ರನಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'ಲಗ್ನಕ್ಕೆ ಪಾಪಕರ್ತರಿ ಇಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'ಸರ್ವಾರ್ಥ ಸಿದ್ಧಿ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'ಅಮೃತ ಸಿದ್ಧಿ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'ಸಿದ್ಧ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'ರವಿ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'ಗುರು ಪುಷ್ಯ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'ರವಿ ಪುಷ್ಯ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'ದ್ವಿಪುಷ್ಕರ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'ತ್ರಿಪುಷ್ಕರ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'ರಾಹು ಕಾಲದೊಂದಿಗೆ ಸೇರುತ್ತದೆ',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'ದುರ್ಮುಹೂರ್ತದೊಂದಿಗೆ ಸೇರುತ್ತದೆ',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'ವರ್ಜ್ಯದೊಂದಿಗೆ ಸೇರುತ್ತದೆ',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'ಗಂಡಮೂಲ ನಕ್ಷತ್ರ',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'ಚಂದ್ರ ಪಂಚಕದಲ್ಲಿ',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'ಈ ಕಾರ್ಯಕ್ಕೆ ಮಧ್ಯಮ ಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'ಖರಮಾಸ (ಧನು ಅಥವಾ ಮೀನದಲ್ಲಿ ಸೂರ್ಯ)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'ಚಾತುರ್ಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'ಶುಕ್ರ ಮೌಢ್ಯ',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'ಗುರು ಮೌಢ್ಯ',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'ಹೋಳಾಷ್ಟಕ',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'ಅಧಿಕ ಮಾಸ (ಹೆಚ್ಚುವರಿ ಚಾಂದ್ರ ಮಾಸ)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'ಪಿತೃ ಪಕ್ಷ',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'ಸಿಂಹದಲ್ಲಿ ಗುರು (ಸಿಂಹಸ್ಥ)',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'ಈ ಕಾರ್ಯಕ್ಕೆ ಅನುಕೂಲವಲ್ಲದ ಚಾಂದ್ರ ಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': 'ಭಾಗಿ {n} ಅವರ ತಾರಾಬಲ',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': 'ಭಾಗಿ {n} ಅವರ ಚಂದ್ರಬಲ',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'ಶುಭ ತಿಥಿ',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'ಶುಭ ನಕ್ಷತ್ರ',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'ಶುಭ ವಾರ',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'ಶುಭ ಲಗ್ನ',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'ಶುಭ ಸೌರ ಮಾಸ',
  'muhurat/labels.RULE_KIND_LABELS.month': 'ಶುಭ ಚಾಂದ್ರ ಮಾಸ',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'ನವೀಕರಿಸಿದ ಮನೆಗೆ ಶುಭ ನಕ್ಷತ್ರ',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'ನವೀಕರಿಸಿದ ಮನೆಗೆ ಶುಭ ಮಾಸ',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'ಮರುನಿರ್ಮಿಸಿದ ಮನೆಗೆ ಶುಭ ಮಾಸ',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'ವೈಷ್ಣವ ಏಕಾದಶಿ ಮರುದಿನ ಬರುತ್ತದೆ',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'ಸ್ಮಾರ್ತ ಆಚರಣೆ ಹಿಂದಿನ ದಿನ ಬರುತ್ತದೆ',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya': 'ಈ ತಿಥಿ ಯಾವುದೇ ಸೂರ್ಯೋದಯವನ್ನು ಮುಟ್ಟುವುದಿಲ್ಲ (ಕ್ಷಯ ತಿಥಿ); ಅದು ನಡೆಯುವ ದಿನವೇ ಆಚರಿಸಲಾಗುತ್ತದೆ',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'ಅಧಿಕ (ಹೆಚ್ಚುವರಿ) ಚಾಂದ್ರ ಮಾಸದಲ್ಲಿ ಬರುತ್ತದೆ',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular': 'ಗಣಿತದ ಹಿಜ್ರಿ ದಿನಾಂಕ; ಸ್ಥಳೀಯ ಚಂದ್ರದರ್ಶನದಿಂದ ಒಂದೆರಡು ದಿನ ವ್ಯತ್ಯಾಸವಾಗಬಹುದು',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'ಗಣಿತದ (ಕುವೈತಿ) ಇಸ್ಲಾಮಿಕ್ ಪಂಚಾಂಗ, ನಾಗರಿಕ ಆರಂಭಬಿಂದು; ಚಂದ್ರದರ್ಶನದಿಂದ ಆಚರಿಸುವ ದಿನಾಂಕಗಳು 1-2 ದಿನ ಬೇರೆಯಾಗಬಹುದು.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'ಸೂರ್ಯಾಸ್ತದ ನಂತರ ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'ಸೂರ್ಯೋದಯದಿಂದ ಚಂದ್ರೋದಯದವರೆಗೆ ಉಪವಾಸ',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'ಮಧ್ಯಾಹ್ನ ಕಾಲದಲ್ಲಿ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight': 'ರಾತ್ರಿ ಜಾಗರಣೆ; ನಿಶೀಥ (ಮಧ್ಯರಾತ್ರಿ) ಕಾಲದಲ್ಲಿ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end': 'ಹುಣ್ಣಿಮೆ ತಿಥಿ, ಅದರ ಆರಂಭದಿಂದ ಅಂತ್ಯದವರೆಗೆ',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end':
    'ಅಮಾವಾಸ್ಯೆ ತಿಥಿ, ಅದರ ಆರಂಭದಿಂದ ಅಂತ್ಯದವರೆಗೆ',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'ಒಂದು ದಿನ',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'ರಾತ್ರಿ ಕಾಲಭೈರವ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'ಸೂರ್ಯೋದಯದಿಂದ ಉಪವಾಸ; ಮರುದಿನ ಬೆಳಿಗ್ಗೆ ಪಾರಣೆ (ಉಪವಾಸ ಮುರಿಯುವುದು)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'ಸೂರ್ಯನು ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸುವ ಕ್ಷಣವನ್ನೇ ಆರಂಭ ಮತ್ತು ಅಂತ್ಯ ಸೂಚಿಸುತ್ತವೆ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'ರಾತ್ರಿ ಜಾಗರಣೆ; ಮಧ್ಯರಾತ್ರಿಯ ಸುಮಾರಿಗೆ ನಿಶೀಥ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'ಸಂಜೆ (ಪ್ರದೋಷ ಕಾಲ) ಭದ್ರೆ ಕಳೆದ ನಂತರ ಹೋಳಿಕಾ ದಹನ',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'ಒಂಬತ್ತು ರಾತ್ರಿಗಳು; ಬೆಳಿಗ್ಗೆ ಘಟಸ್ಥಾಪನೆ',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'ಹುಣ್ಣಿಮೆ ಇರುವವರೆಗೆ, ಭದ್ರೆಯನ್ನು ಬಿಟ್ಟು ರಾಖಿ ಕಟ್ಟುವುದು',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'ಮಧ್ಯರಾತ್ರಿ ನಿಶೀಥ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'ಮಧ್ಯಾಹ್ನ ಗಣೇಶ ಪೂಜೆ; ಅನಂತ ಚತುರ್ದಶಿಯವರೆಗೆ ಹತ್ತು ದಿನಗಳು',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'ಗಣೇಶ ವಿಸರ್ಜನೆ',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'ಸರ್ವಪಿತೃ ಅಮಾವಾಸ್ಯೆಯವರೆಗೆ ಶ್ರಾದ್ಧದ ಹದಿನೈದು ದಿನಗಳು',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'ಸೂರ್ಯೋದಯಕ್ಕೆ ಮುನ್ನ ಅಭ್ಯಂಗ ಸ್ನಾನ',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ ಲಕ್ಷ್ಮೀ ಪೂಜೆ; ದಕ್ಷಿಣ ಭಾರತದಲ್ಲಿ ನರಕ ಚತುರ್ದಶಿಯ ಬೆಳಿಗ್ಗೆ ದೀಪಾವಳಿ ಆಚರಿಸಲಾಗುತ್ತದೆ',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'ನಾಲ್ಕು ದಿನಗಳು: ನಹಾಯ್-ಖಾಯ್, ಖರ್ನಾ, ಸಂಧ್ಯಾ ಅರ್ಘ್ಯ, ಉಷಾ ಅರ್ಘ್ಯ',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'ತೈ 1; ಭೋಗಿಯಿಂದ ಕಾಣುಂ ಪೊಂಗಲ್‌ವರೆಗೆ ನಾಲ್ಕು ದಿನಗಳು',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'ಸಂವತ್ಸರಿಯಂದು ಕೊನೆಗೊಳ್ಳುವ ಎಂಟು ದಿನಗಳು',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'ಹತ್ತು ದಿನಗಳು, ಭಾದ್ರಪದ ಶುಕ್ಲ ಪಂಚಮಿಯಿಂದ ಚತುರ್ದಶಿಯವರೆಗೆ',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'ಇಸ್ಲಾಮಿಕ್ ದಿನ ಹಿಂದಿನ ಸೂರ್ಯಾಸ್ತದಿಂದ ಆರಂಭವಾಗುತ್ತದೆ',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'ಈ ಸ್ಥಳದಿಂದ ಕಾಣುವ ಭಾಗದ ಆರಂಭ ಮತ್ತು ಅಂತ್ಯ',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'ದಶೈನ್: ಏಳನೇ ದಿನ, ಆಶ್ವಯುಜ ಶುಕ್ಲ ಸಪ್ತಮಿ',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'ತಿಹಾರ್: ಮೊದಲ ದಿನ (ಕಾರ್ತಿಕ ಕೃಷ್ಣ ತ್ರಯೋದಶಿ), ಕುಕುರ್ ತಿಹಾರ್‌ನ ಹಿಂದಿನ ದಿನ',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'ಕುಮಾರಿ ಜಾತ್ರೆಯ ದಿನ, ಭಾದ್ರ ಶುಕ್ಲ ಚತುರ್ದಶಿ (ಕಠ್ಮಂಡು ಕಣಿವೆಯ ರಜೆ)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'ಶ್ರಾವಣ ಹುಣ್ಣಿಮೆ: ಜನಿವಾರ (ಜನೈ) ಬದಲಿಸಲಾಗುತ್ತದೆ, ರಕ್ಷಾ ಬಂಧನ ಕಟ್ಟಲಾಗುತ್ತದೆ',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'ಬೆಟ್ಟ ಪ್ರದೇಶಗಳು ಮತ್ತು ಕಠ್ಮಂಡು ಕಣಿವೆ ಹೋಳಿಕಾ ದಹನದ ದಿನವಾದ ಫಾಗು ಹುಣ್ಣಿಮೆಯಂದು ಹೋಳಿ ಆಡುತ್ತವೆ',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'ತರಾಯ್ ಪ್ರದೇಶ ಬೆಟ್ಟ ಪ್ರದೇಶಗಳ ಮರುದಿನ ಹೋಳಿ ಆಡುತ್ತದೆ',
  'calendar-page.PAGE_WORDS.sunrise': 'ಸೂರ್ಯೋದಯ',
  'calendar-page.PAGE_WORDS.sunset': 'ಸೂರ್ಯಾಸ್ತ',
  'calendar-page.PAGE_WORDS.unavailable': 'ಉಚಿತ ಅವಧಿಯಲ್ಲಿ ಇಲ್ಲ',
  'calendar-page.PAGE_WORDS.city': 'ನಗರ ಗುರುತು ಸಂಖ್ಯೆ',
  'calendar-page.PAGE_WORDS.month': 'ತಿಂಗಳು',
  'calendar-page.PAGE_WORDS.lang': 'ಭಾಷೆ',
  'calendar-page.PAGE_WORDS.show': 'ತೋರಿಸು',
  'calendar-page.PAGE_WORDS.key': 'ಪ್ರವೇಶ ಕೀಲಿ',
  'calendar-page.PAGE_WORDS.use': 'ಕೀಲಿ ಬಳಸು',
  'calendar-page.PAGE_WORDS.forget': 'ಕೀಲಿ ಮರೆತುಬಿಡು',
  'calendar-page.PAGE_WORDS.endonym': 'ಕನ್ನಡ',
};
