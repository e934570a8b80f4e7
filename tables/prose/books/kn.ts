// Kannada prose book (issue 37): every catalogue key's text, written as Kannada daily horoscope (dina bhavishya)
// columns write them (Vijaya Karnataka, Prajavani): whole sentences, a filled graha name kept in the nominative
// (ಗೋಚಾರದಲ್ಲಿ {graha} ... ಸಂಚರಿಸುತ್ತಿದ್ದು; "ಈ ಗ್ರಹಗಳಿವೆ: {grahas}"), the house as ಭಾವ, Mars as ಕುಜ and the Manglik
// dosha as ಕುಜ ದೋಷ, the bands ಅತ್ಯುತ್ತಮ .. ಸವಾಲಿನದು. Graha, rashi, nakshatra and lagna terms are the name book's
// (tables/names/kn.ts); the glossary is in ../GLOSSARY-kn.md. Digits are Western Arabic, as the name books print them.
import type { ProseBook } from './types.ts';

export const KN: ProseBook = {
  'jyotish/rashifal.GRAHA_LUCK.surya.colour': 'ಕೇಸರಿ',
  'jyotish/rashifal.GRAHA_LUCK.chandra.colour': 'ಬಿಳಿ',
  'jyotish/rashifal.GRAHA_LUCK.guru.colour': 'ಹಳದಿ',
  'jyotish/rashifal.GRAHA_LUCK.rahu.colour': 'ಬೂದು',
  'jyotish/rashifal.GRAHA_LUCK.budha.colour': 'ಹಸಿರು',
  'jyotish/rashifal.GRAHA_LUCK.shukra.colour': 'ಗುಲಾಬಿ',
  'jyotish/rashifal.GRAHA_LUCK.ketu.colour': 'ಕಂದು',
  'jyotish/rashifal.GRAHA_LUCK.shani.colour': 'ಕಡು ನೀಲಿ',
  'jyotish/rashifal.GRAHA_LUCK.mangal.colour': 'ಕೆಂಪು',
  'jyotish/rashifal.HOUSE_THEMES.0': 'ಸ್ವಂತಿಕೆ, ಆರೋಗ್ಯ ಮತ್ತು ಚೈತನ್ಯ',
  'jyotish/rashifal.HOUSE_THEMES.1': 'ಹಣಕಾಸು ಮತ್ತು ಕುಟುಂಬ',
  'jyotish/rashifal.HOUSE_THEMES.2': 'ಧೈರ್ಯ, ಒಡಹುಟ್ಟಿದವರು ಮತ್ತು ಸಣ್ಣ ಪ್ರಯಾಣಗಳು',
  'jyotish/rashifal.HOUSE_THEMES.3': 'ಮನೆ, ತಾಯಿ ಮತ್ತು ಸುಖ ಸೌಕರ್ಯ',
  'jyotish/rashifal.HOUSE_THEMES.4': 'ಮಕ್ಕಳು, ಸೃಜನಶೀಲತೆ ಮತ್ತು ವಿದ್ಯೆ',
  'jyotish/rashifal.HOUSE_THEMES.5': 'ಕೆಲಸ, ಆರೋಗ್ಯ ಮತ್ತು ಶತ್ರುಗಳು',
  'jyotish/rashifal.HOUSE_THEMES.6': 'ಪಾಲುದಾರಿಕೆ ಮತ್ತು ದಾಂಪತ್ಯ',
  'jyotish/rashifal.HOUSE_THEMES.7': 'ಬದಲಾವಣೆ ಮತ್ತು ಗುಪ್ತ ವಿಷಯಗಳು',
  'jyotish/rashifal.HOUSE_THEMES.8': 'ಅದೃಷ್ಟ, ಶ್ರದ್ಧೆ ಮತ್ತು ಗುರುಜನರು',
  'jyotish/rashifal.HOUSE_THEMES.9': 'ಉದ್ಯೋಗ ಮತ್ತು ಸ್ಥಾನಮಾನ',
  'jyotish/rashifal.HOUSE_THEMES.10': 'ಲಾಭ ಮತ್ತು ಸ್ನೇಹಿತರು',
  'jyotish/rashifal.HOUSE_THEMES.11': 'ಖರ್ಚು, ವಿಶ್ರಾಂತಿ ಮತ್ತು ದೂರದ ಊರುಗಳು',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_daily': '{sign} ರಾಶಿ, {start}: ಇಂದಿನ ದಿನ {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_weekly': '{sign} ರಾಶಿ, {start} ರಿಂದ {end} ರವರೆಗಿನ ವಾರ: ಈ ವಾರ {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.headline_monthly': '{sign} ರಾಶಿ, {start} ರಿಂದ {end} ರವರೆಗೆ: ಈ ತಿಂಗಳು {band}.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_favourable':
    'ಗೋಚಾರದಲ್ಲಿ {graha} ನಿಮ್ಮ {house} ಭಾವದಲ್ಲಿ ({theme}) ಸಂಚರಿಸುತ್ತಿದ್ದು, ಇದು ಶುಭ ಫಲ ನೀಡಲಿದೆ.',
  'jyotish/rashifal.RASHIFAL_PHRASES.transit_unfavourable':
    'ಗೋಚಾರದಲ್ಲಿ {graha} ನಿಮ್ಮ {house} ಭಾವದಲ್ಲಿ ({theme}) ಸಂಚರಿಸುತ್ತಿರುವುದರಿಂದ ಈ ವಿಷಯಗಳಲ್ಲಿ ಎಚ್ಚರಿಕೆ ಇರಲಿ.',
  'jyotish/rashifal.RASHIFAL_PHRASES.ingress': '{date} ದಿನಾಂಕದಂದು {graha} ಗ್ರಹವು {rashi} ರಾಶಿಯನ್ನು ಪ್ರವೇಶಿಸಲಿದೆ.',
  'jyotish/rashifal.RASHIFAL_PHRASES.lucky': 'ಅದೃಷ್ಟ ಸಂಖ್ಯೆ: {number}, ಅದೃಷ್ಟ ಬಣ್ಣ: {colour}.',
  'jyotish/forecast.BAND_NAMES.excellent': 'ಅತ್ಯುತ್ತಮ',
  'jyotish/forecast.BAND_NAMES.favourable': 'ಶುಭಕರ',
  'jyotish/forecast.BAND_NAMES.steady': 'ಸ್ಥಿರ',
  'jyotish/forecast.BAND_NAMES.mixed': 'ಮಿಶ್ರ ಫಲ',
  'jyotish/forecast.BAND_NAMES.challenging': 'ಸವಾಲಿನದು',
  'jyotish/forecast.FORECAST_DOMAINS.career.name': 'ಉದ್ಯೋಗ',
  'jyotish/forecast.FORECAST_DOMAINS.finance.name': 'ಹಣಕಾಸು',
  'jyotish/forecast.FORECAST_DOMAINS.relationship.name': 'ಸಂಬಂಧಗಳು',
  'jyotish/forecast.FORECAST_DOMAINS.health.name': 'ಆರೋಗ್ಯ',
  'jyotish/forecast.FORECAST_DOMAINS.education.name': 'ವಿದ್ಯಾಭ್ಯಾಸ',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.excellent':
    'ಕೆಲಸ ಕಾರ್ಯಗಳಿಗೆ ಉತ್ತಮ ಬೆಂಬಲವಿದೆ; ಹೊಸ ಜವಾಬ್ದಾರಿ ಹೊರಲು ಮತ್ತು ಮನ್ನಣೆ ಪಡೆಯಲು ಇದು ಸೂಕ್ತ ಕಾಲ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.favourable':
    'ಉದ್ಯೋಗದಲ್ಲಿನ ಪ್ರಯತ್ನಗಳಿಗೆ ಒಳ್ಳೆಯ ಬೆಂಬಲ ಸಿಗಲಿದ್ದು, ನಿರಂತರ ಶ್ರಮದಿಂದ ಪ್ರಗತಿ ಕಾಣುವಿರಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.steady': 'ಕೆಲಸ ಸುಗಮವಾಗಿ ಸಾಗಲಿದೆ; ದಿಢೀರ್ ನಿರ್ಧಾರಗಳಿಗಿಂತ ಸ್ಥಿರತೆಯೇ ಮುಖ್ಯ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.mixed': 'ಉದ್ಯೋಗದಲ್ಲಿ ಮಿಶ್ರ ಸೂಚನೆಗಳಿವೆ: ಎಚ್ಚರಿಕೆಯಿಂದ ಯೋಜಿಸಿ, ಶಕ್ತಿ ಮೀರಿ ಮಾತು ಕೊಡಬೇಡಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.career.challenging':
    'ಕೆಲಸದ ಒತ್ತಡ ಹೆಚ್ಚಾಗಬಹುದು; ತಾಳ್ಮೆ ಮತ್ತು ಎಚ್ಚರಿಕೆಯ ಮಾತುಕತೆ ನೆರವಾಗಲಿವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.excellent':
    'ಆರ್ಥಿಕ ಸ್ಥಿತಿ ಬಲವಾಗಿದೆ: ಧನಲಾಭ ಮತ್ತು ಹೊಸ ಅವಕಾಶಗಳಿಗೆ ಉತ್ತಮ ಬೆಂಬಲವಿದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.favourable':
    'ಹಣಕಾಸಿನ ವಿಷಯಗಳು ಅನುಕೂಲಕರ; ಉಳಿತಾಯ ಮತ್ತು ಯೋಜಿತ ಹೂಡಿಕೆಗಳು ಫಲ ನೀಡಲಿವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.steady':
    'ಆರ್ಥಿಕ ಸ್ಥಿತಿ ಸ್ಥಿರವಾಗಿದೆ; ಎಂದಿನಂತೆ ಲೆಕ್ಕಾಚಾರದಿಂದ ಖರ್ಚು ಮಾಡಿದರೆ ಎಲ್ಲವೂ ಸರಿದಾರಿಯಲ್ಲಿರುತ್ತದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.mixed':
    'ಹಣಕಾಸಿನಲ್ಲಿ ಏರಿಳಿತವಿದೆ: ಖರ್ಚಿಗೆ ಕಡಿವಾಣ ಹಾಕಿ, ಊಹಾಪೋಹದ ವ್ಯವಹಾರಗಳಿಂದ ದೂರವಿರಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.finance.challenging':
    'ಈ ಅವಧಿಯಲ್ಲಿ ಹಣದ ವಿಷಯದಲ್ಲಿ ಜಾಗ್ರತೆ ಬೇಕು; ಸಾಧ್ಯವಾದರೆ ದೊಡ್ಡ ಹಣಕಾಸಿನ ಬದ್ಧತೆಗಳನ್ನು ಮುಂದೂಡಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.excellent':
    'ಸಂಬಂಧಗಳಲ್ಲಿ ಆತ್ಮೀಯತೆ ಮತ್ತು ಬೆಂಬಲ ತುಂಬಿದೆ; ಜೊತೆಯಾಗಿ ಯೋಜನೆ ರೂಪಿಸಲು ಒಳ್ಳೆಯ ಸಮಯ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.favourable':
    'ಸಂಬಂಧಗಳು ಅನುಕೂಲಕರವಾಗಿವೆ; ಪರಸ್ಪರ ಹೊಂದಾಣಿಕೆ ಸಹಜವಾಗಿ ಮೂಡಲಿದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.steady':
    'ಸಂಬಂಧಗಳು ಸ್ಥಿರವಾಗಿವೆ; ಸಣ್ಣಪುಟ್ಟ ಪ್ರೀತಿಯ ನಡೆಗಳು ಅವುಗಳನ್ನು ಗಟ್ಟಿಗೊಳಿಸುತ್ತವೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.mixed':
    'ಸಂಬಂಧಗಳ ಕಡೆ ಗಮನ ಕೊಡಿ: ಹೆಚ್ಚು ಕೇಳಿಸಿಕೊಳ್ಳಿ, ಆತುರದ ಮಾತುಗಳನ್ನು ತಪ್ಪಿಸಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.relationship.challenging':
    'ಸಂಬಂಧಗಳಲ್ಲಿ ಬಿರುಕು ಕಾಣಿಸಬಹುದು; ತಾಳ್ಮೆ ಮತ್ತು ಮುಕ್ತ ಮಾತುಕತೆ ಸಹಾಯಕ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.excellent': 'ಚೈತನ್ಯ ಹೆಚ್ಚಾಗಿದೆ; ಉತ್ಸಾಹದಿಂದ ಚಟುವಟಿಕೆಯ ದಿನಚರಿ ನಡೆಸಬಹುದು.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.favourable': 'ಆರೋಗ್ಯ ಉತ್ತಮವಾಗಿದೆ; ಒಳ್ಳೆಯ ಅಭ್ಯಾಸಗಳನ್ನು ಮುಂದುವರಿಸಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.steady':
    'ಆರೋಗ್ಯ ಸ್ಥಿರವಾಗಿದೆ; ಸಮಯಕ್ಕೆ ಸರಿಯಾದ ವಿಶ್ರಾಂತಿ ಮತ್ತು ನಿಯಮಿತ ದಿನಚರಿ ಒಳ್ಳೆಯದು.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.mixed': 'ಶಕ್ತಿಯಲ್ಲಿ ಏರಿಳಿತವಾಗಬಹುದು; ನಿಧಾನವಾಗಿ ಕೆಲಸ ಮಾಡಿ, ವಿಶ್ರಾಂತಿ ತಪ್ಪಿಸಬೇಡಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.health.challenging':
    'ಈ ಅವಧಿಯಲ್ಲಿ ಆರೋಗ್ಯ ಮತ್ತು ಮಾನಸಿಕ ಒತ್ತಡದ ಬಗ್ಗೆ ಹೆಚ್ಚಿನ ಕಾಳಜಿ ವಹಿಸಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.excellent':
    'ವಿದ್ಯೆಗೆ ಬಲವಾದ ಬೆಂಬಲವಿದೆ: ಅಧ್ಯಯನ, ಪರೀಕ್ಷೆ ಮತ್ತು ಹೊಸ ಕೌಶಲಗಳಲ್ಲಿ ಯಶಸ್ಸು.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.favourable': 'ವಿದ್ಯಾಭ್ಯಾಸ ಅನುಕೂಲಕರ; ಏಕಾಗ್ರತೆಯಿಂದ ಓದಿದರೆ ಒಳ್ಳೆಯ ಫಲಿತಾಂಶ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.steady': 'ಓದು ಸ್ಥಿರ ಗತಿಯಲ್ಲಿ ಸಾಗುತ್ತದೆ; ನಿಯಮಿತ ಪುನರಾವರ್ತನೆ ನೆರವಾಗುತ್ತದೆ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.mixed':
    'ಏಕಾಗ್ರತೆ ಕುಂದಬಹುದು; ಓದನ್ನು ಸಣ್ಣ ಸಣ್ಣ ಅವಧಿಗಳಾಗಿ ನಿಯಮಿತವಾಗಿ ಮಾಡಿ.',
  'jyotish/forecast-phrases.DOMAIN_BAND_PHRASES.education.challenging':
    'ಈಗ ಕಲಿಕೆಗೆ ಹೆಚ್ಚಿನ ಪರಿಶ್ರಮ ಬೇಕು; ಕಷ್ಟವೆನಿಸಿದಲ್ಲಿ ಮಾರ್ಗದರ್ಶನ ಪಡೆಯಿರಿ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_up': 'ನಡೆಯುತ್ತಿರುವ ಮಹಾದಶೆಯ ಅಧಿಪತಿ {graha}; ಈ ದಶೆ ಈ ಕ್ಷೇತ್ರಕ್ಕೆ ಬೆಂಬಲ ನೀಡುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.maha_dasha_down':
    'ನಡೆಯುತ್ತಿರುವ ಮಹಾದಶೆಯ ಅಧಿಪತಿ {graha}; ಈ ದಶೆ ಈ ಕ್ಷೇತ್ರದ ಮೇಲೆ ಒತ್ತಡ ತರುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_up': 'ಅಂತರ್ದಶೆಯ ಅಧಿಪತಿ {graha}; ಇದು ಹೆಚ್ಚುವರಿ ಬೆಂಬಲ ನೀಡುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.antar_dasha_down': 'ಅಂತರ್ದಶೆಯ ಅಧಿಪತಿ {graha}; ಇದು ಸ್ವಲ್ಪ ಒತ್ತಡ ಹೆಚ್ಚಿಸುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_up': 'ಚಂದ್ರನಿಂದ {house} ಭಾವದಲ್ಲಿ {graha} ಗೋಚಾರದಲ್ಲಿದ್ದು, ಇದು ಶುಭ ಸ್ಥಾನ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.transit_down': 'ಚಂದ್ರನಿಂದ {house} ಭಾವದಲ್ಲಿ {graha} ಗೋಚಾರದಲ್ಲಿದ್ದು, ಇದು ಅಶುಭ ಸ್ಥಾನ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_up': 'ಈ ಕ್ಷೇತ್ರದ ಜನ್ಮಕುಂಡಲಿಯ ಅಧಿಪತಿ {graha} ಉತ್ತಮ ಸ್ಥಾನದಲ್ಲಿದ್ದಾನೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.house_lord_down': 'ಈ ಕ್ಷೇತ್ರದ ಜನ್ಮಕುಂಡಲಿಯ ಅಧಿಪತಿ {graha} ದುರ್ಬಲ ಸ್ಥಾನದಲ್ಲಿದ್ದಾನೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_up': 'ನವಾಂಶದಲ್ಲಿ (D9) {graha} ಬಲಿಷ್ಠನಾಗಿದ್ದಾನೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.navamsa_down': 'ನವಾಂಶದಲ್ಲಿ (D9) {graha} ದುರ್ಬಲನಾಗಿದ್ದಾನೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.sade_sati_down': 'ಸಾಡೇಸಾತಿ ({phase} ಹಂತ) ನಡೆಯುತ್ತಿದ್ದು, ತಾಳ್ಮೆ ಅಗತ್ಯ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.dhaiya_down': 'ಶನಿಯ ಢೈಯಾ (ಚಂದ್ರನಿಂದ 4ನೇ ಅಥವಾ 8ನೇ ಸ್ಥಾನದಲ್ಲಿ ಶನಿ) ಒತ್ತಡ ಹೆಚ್ಚಿಸುತ್ತದೆ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.manglik_down':
    'ಪರಿಹಾರವಾಗದ ಕುಜ ದೋಷದ ಸ್ಥಿತಿ ಇರುವುದರಿಂದ ದಾಂಪತ್ಯ ಮತ್ತು ಪಾಲುದಾರಿಕೆಯಲ್ಲಿ ಎಚ್ಚರ ಅಗತ್ಯ.',
  'jyotish/forecast-phrases.FACTOR_PHRASES.kaal_sarp_down': 'ಕಾಳಸರ್ಪ ಯೋಗದಿಂದ ಫಲಗಳು ಸ್ವಲ್ಪ ತಗ್ಗುತ್ತವೆ.',
  'jyotish/forecast-phrases.FORECAST_DISCLAIMER':
    'ಜನ್ಮಕುಂಡಲಿ, ನಡೆಯುತ್ತಿರುವ ದಶೆಗಳು, ದೋಷಗಳು ಮತ್ತು ಗೋಚಾರದಿಂದ ನಿಯಮಗಳ ಪ್ರಕಾರ ಲೆಕ್ಕಹಾಕಿದ ಅಂಕಗಳು ಇವು; ಇವು ಪ್ರವೃತ್ತಿಗಳನ್ನು ಸೂಚಿಸುತ್ತವೆಯೇ ಹೊರತು ಖಚಿತ ಭವಿಷ್ಯವಲ್ಲ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.excellent': 'ಒಟ್ಟಾರೆ, ಬಹಳ ಶುಭಕರವಾದ ಅವಧಿ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.favourable': 'ಒಟ್ಟಾರೆ, ಅನುಕೂಲಕರವಾದ ಅವಧಿ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.steady': 'ಒಟ್ಟಾರೆ, ಯಾವುದೇ ಕಡೆಗೆ ಹೆಚ್ಚು ವಾಲದ ಸ್ಥಿರ ಅವಧಿ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.mixed': 'ಒಟ್ಟಾರೆ, ಮಿಶ್ರ ಫಲದ ಅವಧಿ: ಶುಭ ಮತ್ತು ಕಷ್ಟದ ಸೂಚನೆಗಳು ಸಮತೋಲನದಲ್ಲಿವೆ.',
  'jyotish/forecast-phrases.OVERALL_PHRASES.challenging': 'ಒಟ್ಟಾರೆ, ಶ್ರಮ ಬೇಡುವ ಅವಧಿ; ತಾಳ್ಮೆಗೆ ತಕ್ಕ ಪ್ರತಿಫಲ ಸಿಗಲಿದೆ.',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.rising': 'ಆರಂಭದ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.peak': 'ಉಚ್ಛ್ರಾಯದ',
  'jyotish/forecast-phrases.SADE_SATI_PHASE_NAMES.setting': 'ಅಂತಿಮ',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_kendra.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಗಟ್ಟಿಮುಟ್ಟಾದ ದೇಹಪ್ರಕೃತಿ ಮತ್ತು ಬೇಗನೆ ಚೇತರಿಕೆಗೆ ಸಹಾಯಕ.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_trikona.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಚೈತನ್ಯ ಮತ್ತು ಸಕಾರಾತ್ಮಕ ಮನೋಭಾವಕ್ಕೆ ಪೂರಕ.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_dusthana.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಆರೋಗ್ಯ ಮತ್ತು ವಿಶ್ರಾಂತಿಯ ಕಡೆ ನಿಯಮಿತ ಗಮನ ಅಗತ್ಯ.',
  'jyotish/predictions/self.HEALTH_RULES.health.lord_1_in_other.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಸಾಧಾರಣ ಚೈತನ್ಯ ನೀಡುತ್ತದೆ; ನಿಯಮಿತ ದಿನಚರಿಯಿಂದ ಅದು ಚೆನ್ನಾಗಿ ಸುಧಾರಿಸುತ್ತದೆ.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_dignified.text':
    'ಉತ್ತಮ ಸ್ಥಾನದ ಸೂರ್ಯ ({dignity}) ದೈಹಿಕ ಸಾಮರ್ಥ್ಯ ಮತ್ತು ಸಹನಶಕ್ತಿ ನೀಡುತ್ತಾನೆ.',
  'jyotish/predictions/self.HEALTH_RULES.health.sun_debilitated.text':
    'ಸೂರ್ಯ ನೀಚನಾಗಿದ್ದಾನೆ: ವಿಶೇಷವಾಗಿ ಒತ್ತಡದ ಸಮಯದಲ್ಲಿ ಶಕ್ತಿಯನ್ನು ಹಿತಮಿತವಾಗಿ ಬಳಸಿ.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_dignified.text':
    'ಬಲಿಷ್ಠ ಚಂದ್ರ ({dignity}) ಭಾವನಾತ್ಮಕ ಸಮತೋಲನ ಮತ್ತು ನೆಮ್ಮದಿಯ ನಿದ್ರೆಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/self.HEALTH_RULES.health.moon_debilitated.text':
    'ಚಂದ್ರ ನೀಚನಾಗಿದ್ದಾನೆ: ಚಿಂತೆ ಯೋಗಕ್ಷೇಮದ ಮೇಲೆ ಪರಿಣಾಮ ಬೀರಬಹುದು, ಆದ್ದರಿಂದ ಶಾಂತವಾದ ದಿನಚರಿ ಸಹಾಯಕ.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_sixth.text':
    'ಉಪಚಯ ಸ್ಥಾನವಾದ 6ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಇದರಿಂದ ರೋಗ ಮತ್ತು ಸ್ಪರ್ಧೆಗಳನ್ನು ಸುಲಭವಾಗಿ ಗೆಲ್ಲಬಹುದು.',
  'jyotish/predictions/self.HEALTH_RULES.health.malefic_in_eighth.text':
    '8ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ದೀರ್ಘಕಾಲದ ತೊಂದರೆಗಳು ಮತ್ತು ಹಠಾತ್ ಒತ್ತಡದ ಬಗ್ಗೆ ಎಚ್ಚರ ಅಗತ್ಯ.',
  'jyotish/predictions/self.HEALTH_RULES.health.benefic_aspects_lagna.text':
    'ಲಗ್ನದ ಮೇಲೆ ಈ ಗ್ರಹಗಳ ದೃಷ್ಟಿ ಇದೆ: {grahas}; ಇದು ಆರೋಗ್ಯಕ್ಕೆ ರಕ್ಷಣೆ ನೀಡುವ ಪ್ರಭಾವ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_fire.text':
    'ಅಗ್ನಿತತ್ತ್ವದ ಲಗ್ನ ({sign}) ಉತ್ಸಾಹಿ, ನೇರ ನುಡಿಯ ಮತ್ತು ಸಾಹಸಪ್ರವೃತ್ತಿಯ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_earth.text':
    'ಪೃಥ್ವೀತತ್ತ್ವದ ಲಗ್ನ ({sign}) ವ್ಯಾವಹಾರಿಕ, ತಾಳ್ಮೆಯ ಮತ್ತು ನಂಬಿಕಸ್ಥ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_air.text':
    'ವಾಯುತತ್ತ್ವದ ಲಗ್ನ ({sign}) ಬೆರೆಯುವ, ಕುತೂಹಲಿ ಮತ್ತು ಮಾತುಗಾರಿಕೆಯ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_water.text':
    'ಜಲತತ್ತ್ವದ ಲಗ್ನ ({sign}) ಸೂಕ್ಷ್ಮ, ಕಾಳಜಿಯುಳ್ಳ ಮತ್ತು ಅಂತಃಪ್ರಜ್ಞೆಯ ಸ್ವಭಾವ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_kendra.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದಾನೆ: ಆತ್ಮವಿಶ್ವಾಸ ಮತ್ತು ಸ್ಪಷ್ಟ ಗುರಿ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_trikona.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದಾನೆ: ಸರಿಯಾದ ವಿವೇಚನೆ ಮತ್ತು ಅದೃಷ್ಟದ ಬೆಂಬಲ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_dusthana.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದಾನೆ: ಆತ್ಮಾವಲೋಕನದ ಸ್ವಭಾವ, ಪ್ರಗತಿ ಪರಿಶ್ರಮದಿಂದಲೇ ಬರುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lord_1_in_other.text':
    'ಲಗ್ನಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ವ್ಯಕ್ತಿತ್ವವನ್ನು ಸಂಪನ್ಮೂಲ, ಉಪಕ್ರಮ ಮತ್ತು ಲಾಭಗಳೊಂದಿಗೆ ಜೋಡಿಸುತ್ತಾನೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_dignified.text':
    'ಲಗ್ನಾಧಿಪತಿ ಉತ್ತಮ ಸ್ಥಾನದಲ್ಲಿದ್ದು ({dignity}), ಚೈತನ್ಯ ಮತ್ತು ಆತ್ಮವಿಶ್ವಾಸವನ್ನು ಬಲಪಡಿಸುತ್ತಾನೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.lagna_lord_debilitated.text':
    'ಲಗ್ನಾಧಿಪತಿ ನೀಚನಾಗಿದ್ದಾನೆ: ಆತ್ಮವಿಶ್ವಾಸ ನಿಧಾನವಾಗಿ, ಅನುಭವದಿಂದ ಬೆಳೆಯುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.guru_in_lagna.text':
    'ಲಗ್ನದಲ್ಲಿರುವ ಗುರು ಜ್ಞಾನ, ಉದಾರತೆ ಮತ್ತು ರಕ್ಷಣಾತ್ಮಕ ದೃಷ್ಟಿಕೋನ ನೀಡುತ್ತಾನೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.malefic_in_lagna.text':
    'ಲಗ್ನದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಇದರಿಂದ ತೀವ್ರತೆ ಮತ್ತು ಚಡಪಡಿಕೆಯ ಹುಮ್ಮಸ್ಸು ಬರುತ್ತದೆ, ಅದಕ್ಕೆ ಸ್ಪಷ್ಟ ಗುರಿ ನೀಡುವುದು ಉತ್ತಮ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_water.text':
    'ಚಂದ್ರ ಜಲರಾಶಿಯಲ್ಲಿದ್ದಾನೆ ({sign}): ಭಾವನೆಗಳು ಆಳವಾಗಿದ್ದು ಅಂತಃಪ್ರಜ್ಞೆ ಬಲವಾಗಿರುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_fire.text':
    'ಚಂದ್ರ ಅಗ್ನಿರಾಶಿಯಲ್ಲಿದ್ದಾನೆ ({sign}): ಮನಸ್ಸು ಹುರುಪಿನದು, ಸ್ವಾಭಿಮಾನಿ ಮತ್ತು ಬೇಗನೆ ಕಾರ್ಯಪ್ರವೃತ್ತವಾಗುವಂಥದು.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_earth.text':
    'ಚಂದ್ರ ಪೃಥ್ವೀರಾಶಿಯಲ್ಲಿದ್ದಾನೆ ({sign}): ಮನಸ್ಸು ಭದ್ರತೆ ಮತ್ತು ಸ್ಥಿರ ದಿನಚರಿಯನ್ನು ಬಯಸುತ್ತದೆ.',
  'jyotish/predictions/self.PERSONALITY_RULES.personality.moon_air.text':
    'ಚಂದ್ರ ವಾಯುರಾಶಿಯಲ್ಲಿದ್ದಾನೆ ({sign}): ಮನಸ್ಸು ಚುರುಕು, ಮಾತುಗಾರ ಮತ್ತು ಹೊಸ ವಿಚಾರಗಳನ್ನು ಇಷ್ಟಪಡುವಂಥದು.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_kendra.text':
    'ದಶಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಎದ್ದು ಕಾಣುವ ವೃತ್ತಿಜೀವನ ಮತ್ತು ಸ್ಥಿರ ವೃತ್ತಿಪರ ಸ್ಥಾನಮಾನಕ್ಕೆ ಅನುಕೂಲ.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_trikona.text':
    'ದಶಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಕೆಲಸವನ್ನು ಅದೃಷ್ಟ, ವಿದ್ಯೆ ಮತ್ತು ಉತ್ತಮ ಮಾರ್ಗದರ್ಶಕರೊಂದಿಗೆ ಬೆಸೆಯುತ್ತಾನೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_dusthana.text':
    'ದಶಮಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಸೇವೆ, ಸಂಶೋಧನೆ ಅಥವಾ ತೆರೆಮರೆಯ ಕೆಲಸವನ್ನು ಸೂಚಿಸುತ್ತಾನೆ; ಛಲದಿಂದ ಮುನ್ನಡೆ ಸಾಧ್ಯ.',
  'jyotish/predictions/work.CAREER_RULES.career.lord_10_in_other.text':
    'ದಶಮಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ವೃತ್ತಿಯನ್ನು ಗಳಿಕೆ, ಸಂಪರ್ಕ ಜಾಲ ಮತ್ತು ಸ್ವಂತ ಉಪಕ್ರಮದೊಂದಿಗೆ ಬೆಸೆಯುತ್ತಾನೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_dignified.text':
    'ದಶಮಾಧಿಪತಿ ಬಲಿಷ್ಠನಾಗಿದ್ದಾನೆ ({dignity}): ಮಹತ್ವಾಕಾಂಕ್ಷೆಗಳಿಗೆ ಉತ್ತಮ ಬೆಂಬಲ.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_lord_debilitated.text':
    'ದಶಮಾಧಿಪತಿ ನೀಚನಾಗಿದ್ದಾನೆ: ವೃತ್ತಿಯ ದಿಕ್ಕು ನೆಲೆಗೊಳ್ಳಲು ಸಮಯ ಹಿಡಿಯಬಹುದು.',
  'jyotish/predictions/work.CAREER_RULES.career.sun_in_tenth.text':
    '10ನೇ ಭಾವದಲ್ಲಿರುವ ಸೂರ್ಯ ಸಾರ್ವಜನಿಕ ಹುದ್ದೆಗಳಲ್ಲಿ ಅಧಿಕಾರ ಮತ್ತು ಮನ್ನಣೆ ನೀಡುತ್ತಾನೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.saturn_in_tenth.text':
    '10ನೇ ಭಾವದಲ್ಲಿರುವ ಶನಿ ಶಿಸ್ತು ಮತ್ತು ಜವಾಬ್ದಾರಿಯ ಮೂಲಕ ನಿಧಾನವಾದರೂ ಸ್ಥಿರವಾದ ಏಳಿಗೆ ತರುತ್ತಾನೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.benefic_in_tenth.text':
    '10ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಗೌರವಯುತ ವೃತ್ತಿ ಮತ್ತು ಕೆಲಸದ ಸ್ಥಳದಲ್ಲಿ ಉತ್ತಮ ಸಂಬಂಧಗಳ ಸೂಚನೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.guru_aspects_tenth.text':
    '10ನೇ ಭಾವದ ಮೇಲೆ ಗುರುವಿನ ದೃಷ್ಟಿ ಇದ್ದು, ಕೆಲಸದಲ್ಲಿ ಮಾರ್ಗದರ್ಶನ ಮತ್ತು ನೈತಿಕ ಪ್ರತಿಷ್ಠೆ ತರುತ್ತದೆ.',
  'jyotish/predictions/work.CAREER_RULES.career.dharma_karma_lords.text':
    '9ನೇ ಮತ್ತು 10ನೇ ಭಾವಗಳ ಅಧಿಪತಿಗಳು ಒಟ್ಟಿಗಿದ್ದಾರೆ; ಇದು ಉದ್ದೇಶಪೂರ್ಣ ಮತ್ತು ಭಾಗ್ಯಶಾಲಿ ವೃತ್ತಿಗೆ ಶಾಸ್ತ್ರೋಕ್ತ ಯೋಗ.',
  'jyotish/predictions/work.CAREER_RULES.career.tenth_empty.text':
    '10ನೇ ಭಾವದಲ್ಲಿ ({sign}) ಯಾವುದೇ ಗ್ರಹವಿಲ್ಲ; ವೃತ್ತಿಯ ವಿಷಯಗಳನ್ನು ಅದರ ಅಧಿಪತಿ {lord} ಮೂಲಕ ನೋಡಲಾಗುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_kendra.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಏಕಾಗ್ರ ಅಧ್ಯಯನ ಮತ್ತು ವ್ಯಾವಹಾರಿಕ ಬುದ್ಧಿಗೆ ಪೂರಕ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_trikona.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಉನ್ನತ ವಿದ್ಯಾಭ್ಯಾಸ ಮತ್ತು ಸೃಜನಶೀಲ ಬುದ್ಧಿಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_dusthana.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದಾನೆ: ಓದಿಗೆ ಅಡಚಣೆಗಳು ಬರಬಹುದು, ಆದರೆ ಛಲಕ್ಕೆ ಫಲ ಸಿಗುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.lord_5_in_other.text':
    'ಪಂಚಮಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಕಲಿಕೆಯನ್ನು ಸಂವಹನ ಮತ್ತು ಉಪಯುಕ್ತ ಕೌಶಲಗಳೊಂದಿಗೆ ಜೋಡಿಸುತ್ತಾನೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_dignified.text':
    'ಬುಧ ಬಲಿಷ್ಠನಾಗಿದ್ದಾನೆ ({dignity}): ಸುಲಭವಾಗಿ ಕಲಿಯುವ ಚುರುಕಾದ, ವಿಶ್ಲೇಷಣಾತ್ಮಕ ಬುದ್ಧಿ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_debilitated.text':
    'ಬುಧ ನೀಚನಾಗಿದ್ದಾನೆ: ತಾಳ್ಮೆ ಮತ್ತು ಪ್ರಾಯೋಗಿಕ ಅಭ್ಯಾಸದಿಂದ ಕಲಿಕೆ ಚೆನ್ನಾಗಿ ಸಾಗುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.guru_aspects_fifth.text':
    '5ನೇ ಭಾವದ ಮೇಲೆ ಗುರುವಿನ ದೃಷ್ಟಿ ಇದ್ದು, ಬುದ್ಧಿಶಕ್ತಿ ಮತ್ತು ಕಲಿಯುವ ಹಂಬಲಕ್ಕೆ ಆಶೀರ್ವಾದವಾಗುತ್ತದೆ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fifth.text':
    '5ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಉತ್ತಮ ವಿದ್ಯಾಭ್ಯಾಸ ಮತ್ತು ಸೃಜನಶೀಲ ಪ್ರತಿಭೆಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.benefic_in_fourth.text':
    '4ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಮೂಲಭೂತ ಶಿಕ್ಷಣ ಮತ್ತು ಓದಲು ನೆಮ್ಮದಿಯ ವಾತಾವರಣಕ್ಕೆ ಬೆಂಬಲ.',
  'jyotish/predictions/work.EDUCATION_RULES.education.budha_with_guru.text':
    'ಬುಧ ಮತ್ತು ಗುರು ಒಟ್ಟಿಗಿದ್ದು, ತರ್ಕವನ್ನು ಜ್ಞಾನದೊಂದಿಗೆ ಬೆಸೆಯುತ್ತಾರೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_kendra.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಸ್ಥಿರ ಉಳಿತಾಯ ಮತ್ತು ಕುಟುಂಬದ ಸಂಪತ್ತಿಗೆ ಪೂರಕ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_trikona.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಅದೃಷ್ಟ ಮತ್ತು ಜ್ಞಾನದಿಂದ ಬೆಳೆಯುವ ಸಂಪತ್ತಿಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_dusthana.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಎಚ್ಚರಿಕೆಯ ಬಜೆಟ್ ಅಗತ್ಯ; ಖರ್ಚು ಆದಾಯವನ್ನು ಮೀರಬಹುದು.',
  'jyotish/predictions/work.FINANCE_RULES.finance.lord_2_in_other.text':
    'ದ್ವಿತೀಯಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಹಣವನ್ನು ಸ್ವಂತ ಪ್ರಯತ್ನ, ಸಂಪರ್ಕಗಳು ಮತ್ತು ಲಾಭಗಳೊಂದಿಗೆ ಜೋಡಿಸುತ್ತಾನೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_well_placed.text':
    'ಏಕಾದಶಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ನಿಯಮಿತ ಲಾಭಕ್ಕೆ ಪೂರಕ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.eleventh_lord_dusthana.text':
    'ಏಕಾದಶಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದಾನೆ: ಲಾಭ ಅನಿಯಮಿತವಾಗಿರಬಹುದು, ಆದ್ದರಿಂದ ಯೋಜನೆ ಮುಖ್ಯ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.guru_in_wealth_house.text':
    'ಧನಸ್ಥಾನವಾದ {graha_house} ಭಾವದಲ್ಲಿರುವ ಗುರು ಸಮೃದ್ಧಿಯ ಸಾಂಪ್ರದಾಯಿಕ ಸೂಚನೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.malefic_in_second.text':
    '2ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಖರ್ಚಿನ ಮೇಲೆ ನಿಗಾ ಇರಲಿ, ಶಿಸ್ತಿನಿಂದ ಉಳಿತಾಯ ಬೆಳೆಯುತ್ತದೆ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.shukra_dignified.text':
    'ಶುಕ್ರ ಬಲಿಷ್ಠನಾಗಿದ್ದಾನೆ ({dignity}): ಸುಖ ಸೌಕರ್ಯಗಳು ಮತ್ತು ಅವುಗಳನ್ನು ಅನುಭವಿಸುವ ಸಾಮರ್ಥ್ಯಕ್ಕೆ ಅನುಕೂಲ.',
  'jyotish/predictions/work.FINANCE_RULES.finance.dhana_lords.text':
    '2ನೇ ಮತ್ತು 11ನೇ ಭಾವಗಳ ಅಧಿಪತಿಗಳು ಒಟ್ಟಿಗಿದ್ದಾರೆ; ಇದು ಶಾಸ್ತ್ರೋಕ್ತ ಧನಯೋಗ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_kendra.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಸ್ಥಿರ ದಾಂಪತ್ಯ ಮತ್ತು ಪ್ರತಿಷ್ಠಿತ ಸಂಗಾತಿಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_trikona.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ದಾಂಪತ್ಯವನ್ನು ಸಮಾನ ಮೌಲ್ಯಗಳು ಮತ್ತು ಅದೃಷ್ಟದೊಂದಿಗೆ ಬೆಸೆಯುತ್ತಾನೆ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_dusthana.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದಾನೆ: ಸಂಬಂಧಗಳಿಗೆ ತಾಳ್ಮೆ, ಸ್ಪಷ್ಟ ಮಾತುಕತೆ ಮತ್ತು ಪರಸ್ಪರ ಅವಕಾಶ ಬೇಕು.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.lord_7_in_other.text':
    'ಸಪ್ತಮಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ದಾಂಪತ್ಯವನ್ನು ಕುಟುಂಬ, ಸ್ನೇಹಿತರು ಮತ್ತು ಸಮಾನ ಗುರಿಗಳೊಂದಿಗೆ ಜೋಡಿಸುತ್ತಾನೆ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_dignified.text':
    'ದಾಂಪತ್ಯದ ಕಾರಕನಾದ ಶುಕ್ರ ಬಲಿಷ್ಠನಾಗಿದ್ದಾನೆ ({dignity}): ಸಂಬಂಧಗಳಲ್ಲಿ ಆತ್ಮೀಯತೆ, ಆಕರ್ಷಣೆ ಮತ್ತು ಸಾಮರಸ್ಯ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_debilitated.text':
    'ಶುಕ್ರ ನೀಚನಾಗಿದ್ದಾನೆ: ಪ್ರೀತಿಯಲ್ಲಿ ನಿರೀಕ್ಷೆಗಳನ್ನು ವಾಸ್ತವಿಕವಾಗಿಟ್ಟು ಅವುಗಳನ್ನು ಬಾಯಿಬಿಟ್ಟು ಹೇಳುವುದು ಒಳ್ಳೆಯದು.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.benefic_in_seventh.text':
    '7ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಸಂಗಾತಿ ಹೊಂದಿಕೊಳ್ಳುವ ಸ್ವಭಾವದವರಾಗಿದ್ದು ಸಂಬಂಧಗಳು ಸಹಕಾರದಿಂದ ಕೂಡಿರುತ್ತವೆ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.malefic_in_seventh.text':
    '7ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ದಾಂಪತ್ಯದಲ್ಲಿ ಘರ್ಷಣೆ ಅಥವಾ ವಿಳಂಬ ಬರಬಹುದು; ಜವಾಬ್ದಾರಿಗಳನ್ನು ಹಂಚಿಕೊಳ್ಳುವುದು ಸಹಾಯಕ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.guru_aspects_seventh.text':
    '7ನೇ ಭಾವದ ಮೇಲೆ ಗುರುವಿನ ದೃಷ್ಟಿ ಇದ್ದು, ವಿವಾಹ ಮತ್ತು ಪಾಲುದಾರಿಕೆಗೆ ರಕ್ಷಣೆ ನೀಡುತ್ತದೆ.',
  'jyotish/predictions/bonds.RELATIONSHIP_RULES.relationship.shukra_with_mangal.text':
    'ಶುಕ್ರ ಮತ್ತು ಕುಜ ಒಟ್ಟಿಗಿದ್ದು, ಪ್ರೀತಿಯಲ್ಲಿ ಉತ್ಕಟ ಸ್ವಭಾವ ನೀಡುತ್ತಾರೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_kendra.text':
    'ನವಮಾಧಿಪತಿ {lord} ಕೇಂದ್ರವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಶ್ರದ್ಧೆ ಮತ್ತು ತತ್ತ್ವನಿಷ್ಠೆಯನ್ನು ದೈನಂದಿನ ಜೀವನಕ್ಕೆ ತರುತ್ತಾನೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_trikona.text':
    'ನವಮಾಧಿಪತಿ {lord} ತ್ರಿಕೋಣವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಧರ್ಮ, ಗುರುಗಳು ಮತ್ತು ಜ್ಞಾನಕ್ಕಾಗಿ ದೂರ ಪ್ರಯಾಣಗಳಿಗೆ ಅನುಕೂಲ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_dusthana.text':
    'ನವಮಾಧಿಪತಿ {lord} ದುಃಸ್ಥಾನವಾದ {lord_house} ಭಾವದಲ್ಲಿದ್ದಾನೆ: ನಂಬಿಕೆಗಳು ಪರೀಕ್ಷೆಗೊಳಗಾಗಿ ಅನುಭವದಿಂದ ಆಳವಾಗುತ್ತವೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.lord_9_in_other.text':
    'ನವಮಾಧಿಪತಿ {lord} {lord_house} ಭಾವದಲ್ಲಿದ್ದು, ಅದೃಷ್ಟವನ್ನು ಸ್ವಂತ ಪ್ರಯತ್ನ ಮತ್ತು ಸಮುದಾಯದೊಂದಿಗೆ ಜೋಡಿಸುತ್ತಾನೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_dignified.text':
    'ಗುರು ಬಲಿಷ್ಠನಾಗಿದ್ದಾನೆ ({dignity}): ಜ್ಞಾನ, ನೈತಿಕತೆ ಮತ್ತು ಗುರುಜನರ ಬಗ್ಗೆ ಗೌರವಕ್ಕೆ ಬೆಂಬಲ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.guru_in_dharma_house.text':
    '{graha_house} ಭಾವದಲ್ಲಿರುವ ಗುರು ಮನಸ್ಸನ್ನು ತತ್ತ್ವಶಾಸ್ತ್ರದ ಅಧ್ಯಯನ ಮತ್ತು ಅಂತರಂಗದ ಕಡೆಗೆ ತಿರುಗಿಸುತ್ತಾನೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.ketu_in_twelfth.text':
    '12ನೇ ಭಾವದಲ್ಲಿರುವ ಕೇತುವನ್ನು ಸಂಪ್ರದಾಯದಲ್ಲಿ ವೈರಾಗ್ಯ ಮತ್ತು ಧ್ಯಾನದ ಒಲವು ಎಂದು ಅರ್ಥೈಸಲಾಗುತ್ತದೆ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.benefic_in_ninth.text':
    '9ನೇ ಭಾವದಲ್ಲಿ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}; ಹಿರಿಯರ ಆಶೀರ್ವಾದ ಮತ್ತು ಉದಾರ ಮನೋಭಾವಕ್ಕೆ ಅನುಕೂಲ.',
  'jyotish/predictions/bonds.SPIRITUALITY_RULES.spirituality.shani_aspects_ninth.text':
    '9ನೇ ಭಾವದ ಮೇಲೆ ಶನಿಯ ದೃಷ್ಟಿ ಇದೆ: ಶ್ರದ್ಧೆ ಕೇವಲ ಆಚರಣೆಗಳಿಂದಲ್ಲ, ಶಿಸ್ತಿನಿಂದ ನಿಧಾನವಾಗಿ ಬೆಳೆಯುತ್ತದೆ.',
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
  'jyotish/predictions/index.OUTLOOK_NAMES.favourable': 'ಅನುಕೂಲಕರ',
  'jyotish/predictions/index.OUTLOOK_NAMES.balanced': 'ಸಮತೋಲಿತ',
  'jyotish/predictions/index.OUTLOOK_NAMES.demanding': 'ಶ್ರಮದಾಯಕ',
  'jyotish/predictions/index.PREDICTION_DISCLAIMER':
    'ಜನ್ಮಕುಂಡಲಿಯ (ಸಂಪೂರ್ಣ ರಾಶಿ ಭಾವ, D1) ನಿಯಮಾಧಾರಿತ ಫಲಾದೇಶ. ಪ್ರತಿಯೊಂದು ಹೇಳಿಕೆಯೂ ತನ್ನ ಮೂಲ ನಿಯಮವನ್ನು ಹೆಸರಿಸುತ್ತದೆ; ಯಾವುದೂ ಖಚಿತವಲ್ಲ.',
  'jyotish/predictions/index.SECTION_NAMES.personality': 'ವ್ಯಕ್ತಿತ್ವ',
  'jyotish/predictions/index.SECTION_NAMES.career': 'ವೃತ್ತಿ',
  'jyotish/predictions/index.SECTION_NAMES.finance': 'ಆರ್ಥಿಕ ಸ್ಥಿತಿ',
  'jyotish/predictions/index.SECTION_NAMES.relationship': 'ದಾಂಪತ್ಯ ಮತ್ತು ಸಂಬಂಧ',
  'jyotish/predictions/index.SECTION_NAMES.health': 'ಆರೋಗ್ಯ ಸ್ಥಿತಿ',
  'jyotish/predictions/index.SECTION_NAMES.education': 'ವಿದ್ಯೆ',
  'jyotish/predictions/index.SECTION_NAMES.spirituality': 'ಆಧ್ಯಾತ್ಮ',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_high': 'ಲಗ್ನದಿಂದ ಕುಜ ದೋಷವಿದೆ (ಕುಜನಿರುವ ಭಾವ: {house}).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_low': 'ಕುಜ ದೋಷ ಇವುಗಳಿಂದ ಮಾತ್ರ ಇದೆ: {references} (ಭಾಗಶಃ, ಆಂಶಿಕ).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_cancelled': 'ಈ ಜಾತಕದಲ್ಲಿ ಶಾಸ್ತ್ರೋಕ್ತ ಅಪವಾದವೊಂದು ಕುಜ ದೋಷವನ್ನು ಪರಿಹರಿಸುತ್ತದೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.manglik_absent':
    'ಕುಜ ದೋಷವಿಲ್ಲ: ಲಗ್ನ, ಚಂದ್ರ ಅಥವಾ ಶುಕ್ರನಿಂದ 1, 2, 4, 7, 8 ಅಥವಾ 12ನೇ ಭಾವಗಳಲ್ಲಿ ಕುಜನಿಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_full':
    'ಏಳೂ ಗ್ರಹಗಳು ರಾಹು-ಕೇತು ಅಕ್ಷದ ಒಂದೇ ಬದಿಯಲ್ಲಿವೆ: ಕಾಳಸರ್ಪ ಯೋಗ, ಪ್ರಕಾರ: {type}.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_partial':
    'ಗ್ರಹಗಳು ಬಹುತೇಕ ರಾಹು-ಕೇತು ಅಕ್ಷದ ಒಂದೇ ಬದಿಯಲ್ಲಿವೆ: ಭಾಗಶಃ ಕಾಳಸರ್ಪ ಯೋಗ, ಪ್ರಕಾರ: {type}.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.kaal_sarp_absent': 'ಕಾಳಸರ್ಪ ಯೋಗವಿಲ್ಲ: ಗ್ರಹಗಳು ರಾಹು-ಕೇತು ಅಕ್ಷದ ಎರಡೂ ಬದಿಗಳಲ್ಲಿವೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_indicated':
    'ಪಿತೃ ದೋಷದ ಸೂಚಕಗಳು ಕಂಡುಬಂದಿವೆ: {count}. ಇವುಗಳ ತೂಕದ ಬಗ್ಗೆ ಗ್ರಂಥಗಳಲ್ಲಿ ಭಿನ್ನಾಭಿಪ್ರಾಯವಿದೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.pitra_absent': 'ಪಿತೃ ದೋಷದ ಸಾಮಾನ್ಯ ಸೂಚಕಗಳಲ್ಲಿ ಯಾವುದೂ ಇಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_rising':
    'ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿದೆ, ಮೊದಲ (ಆರಂಭದ) ಹಂತ: ಜನ್ಮ ಚಂದ್ರನಿಂದ 12ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_peak':
    'ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿದೆ, ಎರಡನೇ (ಉಚ್ಛ್ರಾಯದ) ಹಂತ: ಜನ್ಮರಾಶಿಯಲ್ಲೇ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_setting':
    'ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿದೆ, ಮೂರನೇ (ಅಂತಿಮ) ಹಂತ: ಜನ್ಮ ಚಂದ್ರನಿಂದ 2ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_inactive': 'ನೀಡಿದ ದಿನಾಂಕದಂದು ಸಾಡೇಸಾತಿ ನಡೆಯುತ್ತಿಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.sade_sati_unavailable': 'ಸಾಡೇಸಾತಿಯನ್ನು ಪರಿಶೀಲಿಸಲಾಗಿಲ್ಲ: ಗೋಚಾರದ ಮಾಹಿತಿ ನೀಡಿಲ್ಲ.',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_kantaka': 'ಜನ್ಮ ಚಂದ್ರನಿಂದ 4ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ (ಕಂಟಕ ಢೈಯಾ).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.dhaiya_ashtama': 'ಜನ್ಮ ಚಂದ್ರನಿಂದ 8ನೇ ರಾಶಿಯಲ್ಲಿ ಶನಿ ಸಂಚರಿಸುತ್ತಿದ್ದಾನೆ (ಅಷ್ಟಮ ಢೈಯಾ).',
  'jyotish/phrases.DOSHA_SUMMARY_PHRASES.disclaimer':
    'ಮಾಹಿತಿಗಾಗಿ ಮಾತ್ರ: ಈ ಪರಿಶೀಲನೆಗಳು ಶಾಸ್ತ್ರೀಯ ನಿಯಮಗಳ ಪ್ರಕಾರ ಜಾತಕದ ಯೋಗಗಳನ್ನು ವಿವರಿಸುತ್ತವೆ; ಫಲಿತಾಂಶವನ್ನು ಭವಿಷ್ಯ ನುಡಿಯುವುದಿಲ್ಲ.',
  'jyotish/phrases.LABELS.nadi_dosha': 'ನಾಡಿ ದೋಷ',
  'jyotish/phrases.LABELS.bhakoot_dosha': 'ಭಕೂಟ ದೋಷ',
  'jyotish/phrases.LABELS.gana_dosha': 'ಗಣ ದೋಷ',
  'jyotish/phrases.LABELS.dwi_dwadash': 'ದ್ವಿರ್ದ್ವಾದಶ (2/12)',
  'jyotish/phrases.LABELS.nav_pancham': 'ನವಪಂಚಮ (5/9)',
  'jyotish/phrases.LABELS.shadashtak': 'ಷಡಷ್ಟಕ (6/8)',
  'jyotish/phrases.LABELS.same_nakshatra_different_rashi': 'ನಕ್ಷತ್ರ ಒಂದೇ, ಚಂದ್ರರಾಶಿಗಳು ಬೇರೆ',
  'jyotish/phrases.LABELS.same_rashi_different_nakshatra': 'ಚಂದ್ರರಾಶಿ ಒಂದೇ, ನಕ್ಷತ್ರಗಳು ಬೇರೆ',
  'jyotish/phrases.LABELS.same_nakshatra_different_pada': 'ನಕ್ಷತ್ರ ಒಂದೇ, ಪಾದಗಳು ಬೇರೆ',
  'jyotish/phrases.LABELS.different_rashis_same_lord': 'ಚಂದ್ರರಾಶಿಗಳು ಬೇರೆ, ಅಧಿಪತಿ ಒಂದೇ',
  'jyotish/phrases.LABELS.rashi_lords_same': 'ಚಂದ್ರರಾಶಿಗಳ ಅಧಿಪತಿ ಒಬ್ಬನೇ',
  'jyotish/phrases.LABELS.rashi_lords_friends': 'ಚಂದ್ರರಾಶಿಗಳ ಅಧಿಪತಿಗಳು ಪರಸ್ಪರ ಮಿತ್ರರು',
  'jyotish/phrases.LABELS.navamsa_lords_same': 'ನವಾಂಶಾಧಿಪತಿ ಒಬ್ಬನೇ',
  'jyotish/phrases.LABELS.navamsa_lords_friends': 'ನವಾಂಶಾಧಿಪತಿಗಳು ಪರಸ್ಪರ ಮಿತ್ರರು',
  'jyotish/phrases.LABELS.boy': 'ವರನ',
  'jyotish/phrases.LABELS.girl': 'ವಧುವಿನ',
  'jyotish/phrases.LABELS.list_separator': ', ',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.mars_own_or_exalted': 'ಕುಜ ಸ್ವಕ್ಷೇತ್ರ ಅಥವಾ ಉಚ್ಚ ರಾಶಿಯಲ್ಲಿದ್ದಾನೆ ({rashi}).',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_conjunct_mars': 'ಗುರು ಮತ್ತು ಕುಜ ಒಂದೇ ರಾಶಿಯಲ್ಲಿದ್ದಾರೆ.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.jupiter_aspects_mars': 'ಕುಜನ ಮೇಲೆ ಗುರುವಿನ ದೃಷ್ಟಿ ಇದೆ.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.house_sign_exception':
    'ಕುಜ ಇರುವ ರಾಶಿ {rashi}, ಆಧಾರ {reference}, ಅಲ್ಲಿಂದ ಭಾವ {house}: ಇದು ಪಟ್ಟಿ ಮಾಡಿದ ಅಪವಾದ.',
  'jyotish/phrases.MANGLIK_CANCELLATION_PHRASES.both_partners_manglik':
    'ವಧು-ವರ ಇಬ್ಬರಿಗೂ ಕುಜ ದೋಷವಿದೆ; ಇದರಿಂದ ದೋಷ ಪರಿಹಾರವಾಗುತ್ತದೆ ಎಂಬುದು ಶಾಸ್ತ್ರಮತ.',
  'jyotish/phrases.MATCH_PHRASES.verdict_excellent':
    'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಮಾನ್ಯ ಮಾನದಂಡದ ಪ್ರಕಾರ ಅತ್ಯುತ್ತಮ (33 ಮತ್ತು ಮೇಲ್ಪಟ್ಟು).',
  'jyotish/phrases.MATCH_PHRASES.verdict_compatible':
    'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಮಾನ್ಯ ಮಾನದಂಡದ ಪ್ರಕಾರ ಹೊಂದಾಣಿಕೆ ಇದೆ (25 ರಿಂದ 32).',
  'jyotish/phrases.MATCH_PHRASES.verdict_acceptable':
    'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಮಾನ್ಯ ಮಾನದಂಡದ ಪ್ರಕಾರ ಸಾಧಾರಣ, ಸ್ವೀಕಾರಾರ್ಹ (18 ರಿಂದ 24).',
  'jyotish/phrases.MATCH_PHRASES.verdict_not_recommended': 'ಗುಣ ಮಿಲನದ ಒಟ್ಟು ಅಂಕ {total}/36: ಸಾಮಾನ್ಯ ಕನಿಷ್ಠ ಮಿತಿ 18ಕ್ಕಿಂತ ಕಡಿಮೆ.',
  'jyotish/phrases.MATCH_PHRASES.nadi_dosha': 'ನಾಡಿ ದೋಷ: ಇಬ್ಬರ ಚಂದ್ರನೂ ಒಂದೇ ನಾಡಿಯಲ್ಲಿದ್ದಾನೆ, ಅದು {nadi} ನಾಡಿ.',
  'jyotish/phrases.MATCH_PHRASES.bhakoot_dosha': 'ಭಕೂಟ ದೋಷ: ಚಂದ್ರರಾಶಿಗಳ ನಡುವಿನ ಸಂಬಂಧ {kind}.',
  'jyotish/phrases.MATCH_PHRASES.gana_dosha': 'ಗಣ ದೋಷ: ವರನದು {boy} ಗಣ, ವಧುವಿನದು {girl} ಗಣ.',
  'jyotish/phrases.MATCH_PHRASES.dosha_cancelled':
    '{dosha} ಪರಿಹಾರವಾಗಿದೆ ಎಂದು ಪರಿಗಣಿಸಲಾಗಿದೆ: {reasons}. ಅಂಕವನ್ನು ಲೆಕ್ಕಹಾಕಿದಂತೆಯೇ ಉಳಿಸಲಾಗಿದೆ.',
  'jyotish/phrases.MATCH_PHRASES.dosha_not_cancelled': '{dosha}: ಪಟ್ಟಿಯಲ್ಲಿರುವ ಯಾವ ಅಪವಾದವೂ ಅನ್ವಯಿಸುವುದಿಲ್ಲ.',
  'jyotish/phrases.MATCH_PHRASES.raw_score': 'ಅಂಕಗಳು ಕೂಟಗಳ ಮೂಲ ಅಂಕಗಳು; ದೋಷ ಪರಿಹಾರಗಳನ್ನು ತಿಳಿಸಲಾಗಿದೆ, ಅಂಕಕ್ಕೆ ಮರಳಿ ಸೇರಿಸಿಲ್ಲ.',
  'jyotish/phrases.MATCH_PHRASES.manglik_both': 'ಎರಡೂ ಜಾತಕಗಳಲ್ಲಿ ಕುಜ ದೋಷವಿದೆ; ಸಾಮಾನ್ಯ ನಿಯಮದಂತೆ ಇವು ಪರಸ್ಪರ ಪರಿಹಾರವಾಗುತ್ತವೆ.',
  'jyotish/phrases.MATCH_PHRASES.manglik_one': '{who} ಜಾತಕದಲ್ಲಿ ಮಾತ್ರ ಕುಜ ದೋಷವಿದೆ.',
  'jyotish/phrases.MATCH_PHRASES.manglik_none': 'ಯಾವ ಜಾತಕದಲ್ಲೂ ಕುಜ ದೋಷವಿಲ್ಲ.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_with_node': 'ಸೂರ್ಯನಿರುವ ರಾಶಿಯಲ್ಲೇ ಈ ಗ್ರಹಗಳಿವೆ: {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.node_in_ninth': '9ನೇ ಭಾವದಲ್ಲಿ: {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.ninth_lord_afflicted':
    'ನವಮಾಧಿಪತಿ {lord}; ಅವನೊಂದಿಗೆ ಯುತಿ ಅಥವಾ ದೃಷ್ಟಿ ಇರುವ ಗ್ರಹಗಳು: {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.surya_afflicted_in_ninth':
    '9ನೇ ಭಾವದ ಸೂರ್ಯನೊಂದಿಗೆ ಯುತಿ ಅಥವಾ ಎದುರು ದೃಷ್ಟಿ ಇರುವ ಗ್ರಹಗಳು: {grahas}.',
  'jyotish/phrases.PITRA_FACTOR_PHRASES.chandra_with_node':
    'ಚಂದ್ರನಿರುವ ರಾಶಿಯಲ್ಲೇ ಈ ಗ್ರಹಗಳಿವೆ: {grahas} (ಕೆಲವು ಗ್ರಂಥಗಳು ಸೇರಿಸುವ ಮಾತೃ ದೋಷ ರೂಪ).',
  'jyotish/phrases.STATUS_LABELS.excellent': 'ಶ್ರೇಷ್ಠ',
  'jyotish/phrases.STATUS_LABELS.good': 'ಉತ್ತಮ',
  'jyotish/phrases.STATUS_LABELS.average': 'ಸಾಧಾರಣ',
  'jyotish/phrases.STATUS_LABELS.poor': 'ಕಳಪೆ',
  'jyotish/phrases.STATUS_LABELS.dosha': 'ದೋಷ',
  'jyotish/phrases.VERDICT_LABELS.excellent': 'ಅತಿ ಉತ್ತಮ',
  'jyotish/phrases.VERDICT_LABELS.compatible': 'ಹೊಂದಾಣಿಕೆಯಿದೆ',
  'jyotish/phrases.VERDICT_LABELS.acceptable': 'ಸ್ವೀಕಾರಾರ್ಹ',
  'jyotish/phrases.VERDICT_LABELS.not_recommended': 'ಶಿಫಾರಸು ಮಾಡಲಾಗದು',
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
  'jyotish/koota-points.KOOTAS.graha_maitri.name': 'ಗ್ರಹಮೈತ್ರಿ',
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
  'jyotish/koota-attributes.TARA_NAMES.4': 'ಪ್ರತ್ಯರಿ',
  'jyotish/koota-attributes.TARA_NAMES.5': 'ಸಾಧಕ',
  'jyotish/koota-attributes.TARA_NAMES.6': 'ವಧ',
  'jyotish/koota-attributes.TARA_NAMES.7': 'ಮಿತ್ರ',
  'jyotish/koota-attributes.TARA_NAMES.8': 'ಅತಿಮಿತ್ರ',
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
  'jyotish/koota-attributes.YONI_NAMES.cat': 'ಮಾರ್ಜಾರ (ಬೆಕ್ಕು)',
  'jyotish/koota-attributes.YONI_NAMES.rat': 'ಮೂಷಕ (ಇಲಿ)',
  'jyotish/koota-attributes.YONI_NAMES.cow': 'ಗೋವು (ಹಸು)',
  'jyotish/koota-attributes.YONI_NAMES.buffalo': 'ಮಹಿಷ (ಎಮ್ಮೆ)',
  'jyotish/koota-attributes.YONI_NAMES.tiger': 'ವ್ಯಾಘ್ರ (ಹುಲಿ)',
  'jyotish/koota-attributes.YONI_NAMES.deer': 'ಮೃಗ (ಜಿಂಕೆ)',
  'jyotish/koota-attributes.YONI_NAMES.monkey': 'ವಾನರ (ಕೋತಿ)',
  'jyotish/koota-attributes.YONI_NAMES.mongoose': 'ನಕುಲ (ಮುಂಗುಸಿ)',
  'jyotish/koota-attributes.YONI_NAMES.lion': 'ಸಿಂಹ (ಮೃಗರಾಜ)',
  'jyotish/dasha.DASHA_LEVEL_NAMES.1': 'ಮಹಾದಶೆ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.2': 'ಅಂತರ್ದಶೆ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.3': 'ಪ್ರತ್ಯಂತರ ದಶೆ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.4': 'ಸೂಕ್ಷ್ಮ ದಶೆ',
  'jyotish/dasha.DASHA_LEVEL_NAMES.5': 'ಪ್ರಾಣ ದಶೆ',
  'jyotish/vargas.VARGAS.D1.name': 'ರಾಶಿ',
  'jyotish/vargas.VARGAS.D2.name': 'ಹೋರಾ',
  'jyotish/vargas.VARGAS.D3.name': 'ದ್ರೇಕ್ಕಾಣ',
  'jyotish/vargas.VARGAS.D4.name': 'ಚತುರ್ಥಾಂಶ',
  'jyotish/vargas.VARGAS.D5.name': 'ಪಂಚಮಾಂಶ',
  'jyotish/vargas.VARGAS.D6.name': 'ಷಷ್ಠಾಂಶ',
  'jyotish/vargas.VARGAS.D7.name': 'ಸಪ್ತಾಂಶ',
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
  'jyotish/chart-layouts.CHART_LABELS.lagna': 'ಲಗ್ನ',
  'jyotish/chart-layouts.CHART_LABELS.retrograde': '(ವ)',
  'jyotish/chart-layouts.CHART_LABELS.north': 'ಉತ್ತರ ಭಾರತೀಯ',
  'jyotish/chart-layouts.CHART_LABELS.south': 'ದಕ್ಷಿಣ ಭಾರತೀಯ',
  'jyotish/chart-layouts.CHART_LABELS.east': 'ಪೂರ್ವ ಭಾರತೀಯ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.surya': 'ಸೂ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.chandra': 'ಚಂ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.mangal': 'ಕು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.budha': 'ಬು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.guru': 'ಗು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shukra': 'ಶು',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.shani': 'ಶ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.rahu': 'ರಾ',
  'jyotish/chart-layouts.GRAHA_ABBREVIATIONS.ketu': 'ಕೇ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.0': 'ಮೇಷ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.1': 'ವೃಷ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.2': 'ಮಿಥು',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.3': 'ಕರ್ಕ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.4': 'ಸಿಂ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.5': 'ಕನ್ಯಾ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.6': 'ತುಲಾ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.7': 'ವೃಶ್ಚಿ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.8': 'ಧನು',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.9': 'ಮಕ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.10': 'ಕುಂ',
  'jyotish/chart-layouts.RASHI_ABBREVIATIONS.11': 'ಮೀ',
  'numerology/phrases.FACTOR_NAMES.moolank': 'ಮೂಲಾಂಕ',
  'numerology/phrases.FACTOR_NAMES.bhagyank': 'ಭಾಗ್ಯಾಂಕ',
  'numerology/phrases.FACTOR_NAMES.life_path_number': 'ಜೀವನ ಪಥ ಸಂಖ್ಯೆ',
  'numerology/phrases.FACTOR_NAMES.soul_urge_number': 'ಆತ್ಮಾಭಿಲಾಷೆ ಸಂಖ್ಯೆ',
  'numerology/phrases.FACTOR_NAMES.expression_number': 'ಅಭಿವ್ಯಕ್ತಿ ಸಂಖ್ಯೆ',
  'numerology/phrases.FACTOR_NAMES.personality_number': 'ವ್ಯಕ್ತಿತ್ವ ಸಂಖ್ಯೆ',
  'numerology/phrases.NUMBER_MEANINGS.1.keyword': 'ನಾಯಕತ್ವ',
  'numerology/phrases.NUMBER_MEANINGS.1.text': 'ಸ್ವತಂತ್ರ, ಹೊಸ ದಾರಿ ತುಳಿಯುವ ಮತ್ತು ಸ್ವಪ್ರೇರಿತ ಸ್ವಭಾವ; ಮುಂದೆ ನಿಂತು ಮುನ್ನಡೆಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.2.keyword': 'ಸಹಕಾರ',
  'numerology/phrases.NUMBER_MEANINGS.2.text': 'ಸೂಕ್ಷ್ಮ, ಚಾಣಾಕ್ಷ ಮತ್ತು ನೆರವಾಗುವ ಸ್ವಭಾವ; ಜೊತೆಗಾರಿಕೆಯಲ್ಲಿ ಉತ್ತಮವಾಗಿ ಕೆಲಸ ಮಾಡುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.3.keyword': 'ಅಭಿವ್ಯಕ್ತಿ',
  'numerology/phrases.NUMBER_MEANINGS.3.text': 'ಸೃಜನಶೀಲ, ಬೆರೆಯುವ ಮತ್ತು ಆಶಾವಾದಿ ಸ್ವಭಾವ; ಸುಲಭವಾಗಿ ಮನದ ಮಾತು ಹೇಳುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.4.keyword': 'ಸ್ಥಿರತೆ',
  'numerology/phrases.NUMBER_MEANINGS.4.text': 'ವ್ಯಾವಹಾರಿಕ, ಶಿಸ್ತಿನ ಮತ್ತು ಕ್ರಮಬದ್ಧ ಸ್ವಭಾವ; ಗಟ್ಟಿಯಾದ ಅಡಿಪಾಯದ ಮೇಲೆ ಕಟ್ಟುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.5.keyword': 'ಸ್ವಾತಂತ್ರ್ಯ',
  'numerology/phrases.NUMBER_MEANINGS.5.text': 'ಹೊಂದಿಕೊಳ್ಳುವ, ಕುತೂಹಲಿ ಮತ್ತು ಚಂಚಲ ಸ್ವಭಾವ; ಬದಲಾವಣೆ ಮತ್ತು ವೈವಿಧ್ಯದಲ್ಲಿ ಅರಳುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.6.keyword': 'ಜವಾಬ್ದಾರಿ',
  'numerology/phrases.NUMBER_MEANINGS.6.text':
    'ಕಾಳಜಿಯ, ರಕ್ಷಿಸುವ ಮತ್ತು ಮನೆಯನ್ನು ಪ್ರೀತಿಸುವ ಸ್ವಭಾವ; ಕುಟುಂಬ ಮತ್ತು ಸಮಾಜದ ಕರ್ತವ್ಯವನ್ನು ಗಂಭೀರವಾಗಿ ಪರಿಗಣಿಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.7.keyword': 'ಆತ್ಮಾವಲೋಕನ',
  'numerology/phrases.NUMBER_MEANINGS.7.text': 'ವಿಶ್ಲೇಷಣಾತ್ಮಕ, ಮಿತಭಾಷಿ ಮತ್ತು ಆಧ್ಯಾತ್ಮಿಕ ಸ್ವಭಾವ; ಆಳ ಮತ್ತು ತಿಳಿವಳಿಕೆಯನ್ನು ಹುಡುಕುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.8.keyword': 'ಮಹತ್ವಾಕಾಂಕ್ಷೆ',
  'numerology/phrases.NUMBER_MEANINGS.8.text':
    'ಅಧಿಕಾರಯುತ, ಗುರಿಕೇಂದ್ರಿತ ಮತ್ತು ಛಲದ ಸ್ವಭಾವ; ಭೌತಿಕ ಶಕ್ತಿ ಮತ್ತು ಜವಾಬ್ದಾರಿಯನ್ನು ನಿಭಾಯಿಸುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.9.keyword': 'ಕರುಣೆ',
  'numerology/phrases.NUMBER_MEANINGS.9.text': 'ಉದಾರ, ಆದರ್ಶವಾದಿ ಮತ್ತು ವಿಶಾಲ ಮನಸ್ಸಿನ ಸ್ವಭಾವ; ದೊಡ್ಡ ಉದ್ದೇಶಕ್ಕಾಗಿ ದುಡಿಯುತ್ತಾರೆ.',
  'numerology/phrases.NUMBER_MEANINGS.11.keyword': 'ಅಂತಃಪ್ರಜ್ಞೆ',
  'numerology/phrases.NUMBER_MEANINGS.11.text': 'ಇದು ಮಾಸ್ಟರ್ ಸಂಖ್ಯೆ: ತೀಕ್ಷ್ಣ ಅಂತಃಪ್ರಜ್ಞೆ ಮತ್ತು ಸ್ಫೂರ್ತಿ, ಜೊತೆಗೆ ನಿಭಾಯಿಸಬೇಕಾದ ನರಗಳ ಒತ್ತಡ.',
  'numerology/phrases.NUMBER_MEANINGS.22.keyword': 'ಮಹಾನ್ ನಿರ್ಮಾತೃ',
  'numerology/phrases.NUMBER_MEANINGS.22.text': 'ಇದು ಮಾಸ್ಟರ್ ಸಂಖ್ಯೆ: ದೊಡ್ಡ ಮಟ್ಟದ ದೂರದೃಷ್ಟಿಯೊಂದಿಗೆ ವ್ಯಾವಹಾರಿಕ ಸಾಮರ್ಥ್ಯ.',
  'numerology/phrases.NUMBER_MEANINGS.33.keyword': 'ಮಹಾನ್ ಗುರು',
  'numerology/phrases.NUMBER_MEANINGS.33.text': 'ಇದು ಮಾಸ್ಟರ್ ಸಂಖ್ಯೆ: ವಿಶಾಲ ಮಟ್ಟದಲ್ಲಿ ಕರುಣೆ ಮತ್ತು ಮಾರ್ಗದರ್ಶನ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.keyword': 'ಹೊಸ ಆರಂಭ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.1.text': 'ಹೊಸ ಯೋಜನೆಗಳನ್ನು ಆರಂಭಿಸಿ, ಮುಂದಾಳತ್ವ ವಹಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.keyword': 'ತಾಳ್ಮೆ ಮತ್ತು ಜೊತೆಗಾರಿಕೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.2.text': 'ಸಹಕರಿಸಿ, ಕೆಲಸಗಳು ತಾವಾಗಿ ಫಲಿಸಲು ಬಿಡಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.keyword': 'ಸೃಜನಾಭಿವ್ಯಕ್ತಿ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.3.text': 'ಸೃಷ್ಟಿಸಿ, ಮಾತನಾಡಿ ಮತ್ತು ಒಡನಾಟವನ್ನು ಆನಂದಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.keyword': 'ಅಡಿಪಾಯ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.4.text': 'ವ್ಯವಸ್ಥಿತಗೊಳಿಸಿ, ಕಟ್ಟಿ ಬೆಳೆಸಿ ಮತ್ತು ಶಿಸ್ತು ಪಾಲಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.keyword': 'ಬದಲಾವಣೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.5.text': 'ಪ್ರಯಾಣಿಸಿ, ಹೊಂದಿಕೊಳ್ಳಿ ಮತ್ತು ಹೊಸದನ್ನು ಸ್ವಾಗತಿಸಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.keyword': 'ಮನೆ ಮತ್ತು ಕರ್ತವ್ಯ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.6.text': 'ಕುಟುಂಬ, ಆರೈಕೆ ಮತ್ತು ಕೊಟ್ಟ ಮಾತುಗಳಿಗೆ ಮೊದಲ ಆದ್ಯತೆ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.keyword': 'ಚಿಂತನೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.7.text': 'ಅಂತರ್ಮುಖರಾಗಿ, ಅಧ್ಯಯನ ಮಾಡಿ ಮತ್ತು ವಿಶ್ರಾಂತಿ ಪಡೆಯಿರಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.keyword': 'ಸಾಧನೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.8.text': 'ಮಹತ್ವಾಕಾಂಕ್ಷೆ, ಅಧಿಕಾರ ಮತ್ತು ಆರ್ಥಿಕ ಫಲಗಳ ವರ್ಷ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.keyword': 'ಪೂರ್ಣತೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.9.text': 'ಹಳೆಯ ಚಕ್ರಗಳನ್ನು ಮುಗಿಸಿ, ಹಳೆಯದನ್ನು ಬಿಟ್ಟುಬಿಡಿ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.keyword': 'ಜ್ಞಾನೋದಯ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.11.text': 'ಅಂತಃಪ್ರಜ್ಞೆ ಮತ್ತು ಸ್ಫೂರ್ತಿ ಉತ್ತುಂಗದಲ್ಲಿರುತ್ತವೆ.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.keyword': 'ಮಹಾ ನಿರ್ಮಾಣ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.22.text': 'ದೊಡ್ಡ ಯೋಜನೆಗಳು ಸಾಕಾರಗೊಳ್ಳಬಹುದು.',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.keyword': 'ಸೇವೆ',
  'numerology/phrases.PERSONAL_YEAR_THEMES.33.text': 'ಇತರರಿಗೆ ಮಾರ್ಗದರ್ಶನ ಮತ್ತು ಕರುಣೆ.',
  'numerology/compatibility.CHALLENGE_NOTE_TEMPLATE':
    '{factor}: {a} ({planet_a}) ಮತ್ತು {b} ({planet_b}) ನಡುವೆ ಘರ್ಷಣೆಯಿದೆ; {advice}',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.label': 'ಭಾವನಾತ್ಮಕ ತಿಳಿವಳಿಕೆ',
  'numerology/compatibility.CHALLENGE_TEXTS.emotional.advice': 'ಭಾವನೆಗಳಿಗೆ ಸಮಯ ಮತ್ತು ಅವಕಾಶ ನೀಡಿ.',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.label': 'ಸಮಾನ ದಿಕ್ಕು ಮತ್ತು ಗುರಿಗಳು',
  'numerology/compatibility.CHALLENGE_TEXTS.practical.advice': 'ಯೋಜನೆ ಮತ್ತು ಹಣದ ವಿಷಯದಲ್ಲಿ ಮೊದಲೇ ಒಮ್ಮತಕ್ಕೆ ಬನ್ನಿ.',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.label': 'ಮಾತುಕತೆಯ ಶೈಲಿ',
  'numerology/compatibility.CHALLENGE_TEXTS.communication.advice': 'ನೇರವಾಗಿ ಹೇಳಿ, ಪೂರ್ತಿಯಾಗಿ ಆಲಿಸಿ.',
  'numerology/compatibility.OVERALL_TEXTS.high.label': 'ಸಾಮರಸ್ಯದ ಜೋಡಿ',
  'numerology/compatibility.OVERALL_TEXTS.high.note': 'ಸಂಖ್ಯೆಗಳು ಬಹುಪಾಲು ಪರಸ್ಪರ ಪೂರಕವಾಗಿವೆ; ವ್ಯತ್ಯಾಸಗಳನ್ನು ಸುಲಭವಾಗಿ ನಿವಾರಿಸಬಹುದು.',
  'numerology/compatibility.OVERALL_TEXTS.moderate.label': 'ನಿಭಾಯಿಸಬಹುದಾದ ಜೋಡಿ',
  'numerology/compatibility.OVERALL_TEXTS.moderate.note': 'ಹೊಂದಾಣಿಕೆ ಮತ್ತು ಘರ್ಷಣೆ ಎರಡೂ ಇವೆ; ತಿಳಿವಳಿಕೆ ಮತ್ತು ಪ್ರಯತ್ನದಿಂದ ಸಂಬಂಧ ಸಾಗುತ್ತದೆ.',
  'numerology/compatibility.OVERALL_TEXTS.low.label': 'ಸವಾಲಿನ ಜೋಡಿ',
  'numerology/compatibility.OVERALL_TEXTS.low.note': 'ಸಂಖ್ಯೆಗಳು ಬೇರೆ ಬೇರೆ ದಿಕ್ಕಿಗೆ ಎಳೆಯುತ್ತವೆ; ಸಂಬಂಧಕ್ಕೆ ಪ್ರಜ್ಞಾಪೂರ್ವಕ ಪ್ರಯತ್ನ ಬೇಕು.',
  'numerology/lo-shu.LO_SHU_LINES.mind.plane_name': 'ಮನಸ್ಸಿನ ಸ್ತರ',
  'numerology/lo-shu.LO_SHU_LINES.mind.strength_arrow': 'ಬುದ್ಧಿಶಕ್ತಿಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.mind.weakness_arrow': 'ಮರೆವಿನ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.emotional.plane_name': 'ಭಾವನೆಯ ಸ್ತರ',
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
  'numerology/lo-shu.LO_SHU_LINES.action.strength_arrow': 'ಕ್ರಿಯಾಶೀಲತೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.action.weakness_arrow': 'ಮುಂದೂಡಿಕೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.plane_name': 'ಸುವರ್ಣ ಯೋಗ (ರಾಜಯೋಗ)',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.strength_arrow': 'ಸಮೃದ್ಧಿಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.golden_yog.weakness_arrow': 'ಹತಾಶೆಯ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.plane_name': 'ರಜತ ಯೋಗ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.strength_arrow': 'ಭಾವನಾತ್ಮಕ ಸಮತೋಲನದ ಬಾಣ',
  'numerology/lo-shu.LO_SHU_LINES.silver_yog.weakness_arrow': 'ಭಾವನಾತ್ಮಕ ಅಸಮತೋಲನದ ಬಾಣ',
  'muhurat/labels.MUHURAT_LABELS.yoga_not_inauspicious': 'ಅಶುಭ ಯೋಗವಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.no_vishti_karana': 'ವಿಷ್ಟಿ (ಭದ್ರಾ) ಕರಣವಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.bhadra_vasa': 'ಭದ್ರೆ ಭೂಲೋಕದಲ್ಲಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.panchaka_rahita': 'ಪಂಚಕ ರಹಿತ',
  'muhurat/labels.MUHURAT_LABELS.any_solar_month': 'ಯಾವುದೇ ಸೌರಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.samskara_solar_month': 'ಸಂಸ್ಕಾರಕ್ಕೆ ಯೋಗ್ಯವಾದ ಸೌರಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.lagna_saptama_shuddhi': 'ಲಗ್ನದಿಂದ ಸಪ್ತಮ ಭಾವ ಶುದ್ಧ',
  'muhurat/labels.MUHURAT_LABELS.lagna_ashtama_shuddhi': 'ಲಗ್ನದಿಂದ ಅಷ್ಟಮ ಭಾವ ಶುದ್ಧ',
  'muhurat/labels.MUHURAT_LABELS.lagna_moon_not_6_8_12': 'ಲಗ್ನದಿಂದ 6, 8 ಅಥವಾ 12ನೇ ಭಾವದಲ್ಲಿ ಚಂದ್ರನಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.lagna_papakartari': 'ಲಗ್ನಕ್ಕೆ ಪಾಪಕರ್ತರಿ ಇಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.sarvartha_siddhi': 'ಸರ್ವಾರ್ಥ ಸಿದ್ಧಿ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.amrita_siddhi': 'ಅಮೃತ ಸಿದ್ಧಿ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.siddha': 'ಸಿದ್ಧ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.ravi_yoga': 'ರವಿ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.guru_pushya': 'ಗುರು ಪುಷ್ಯ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.ravi_pushya': 'ರವಿ ಪುಷ್ಯ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.dwipushkar': 'ದ್ವಿಪುಷ್ಕರ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.tripushkar': 'ತ್ರಿಪುಷ್ಕರ ಯೋಗ',
  'muhurat/labels.MUHURAT_LABELS.rahu_kaal': 'ರಾಹುಕಾಲದೊಂದಿಗೆ ಸೇರಿಕೊಳ್ಳುತ್ತದೆ',
  'muhurat/labels.MUHURAT_LABELS.dur_muhurtam': 'ದುರ್ಮುಹೂರ್ತದೊಂದಿಗೆ ಸೇರಿಕೊಳ್ಳುತ್ತದೆ',
  'muhurat/labels.MUHURAT_LABELS.varjyam': 'ವರ್ಜ್ಯದೊಂದಿಗೆ ಸೇರಿಕೊಳ್ಳುತ್ತದೆ',
  'muhurat/labels.MUHURAT_LABELS.ganda_moola': 'ಗಂಡಮೂಲ ನಕ್ಷತ್ರ',
  'muhurat/labels.MUHURAT_LABELS.panchaka': 'ಪಂಚಕದಲ್ಲಿ ಚಂದ್ರ',
  'muhurat/labels.MUHURAT_LABELS.middling_month': 'ಈ ಕಾರ್ಯಕ್ಕೆ ಮಧ್ಯಮ ಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.kharmas': 'ಖರಮಾಸ (ಧನು ಅಥವಾ ಮೀನದಲ್ಲಿ ಸೂರ್ಯ)',
  'muhurat/labels.MUHURAT_LABELS.chaturmas': 'ಚಾತುರ್ಮಾಸ',
  'muhurat/labels.MUHURAT_LABELS.venus_combust': 'ಶುಕ್ರ ಅಸ್ತ',
  'muhurat/labels.MUHURAT_LABELS.jupiter_combust': 'ಗುರು ಅಸ್ತ',
  'muhurat/labels.MUHURAT_LABELS.holashtak': 'ಹೋಲಾಷ್ಟಕ',
  'muhurat/labels.MUHURAT_LABELS.adhik_maas': 'ಅಧಿಕ ಮಾಸ (ಹೆಚ್ಚುವರಿ ಚಾಂದ್ರಮಾಸ)',
  'muhurat/labels.MUHURAT_LABELS.pitru_paksha': 'ಪಿತೃಪಕ್ಷ',
  'muhurat/labels.MUHURAT_LABELS.simhastha_jupiter': 'ಸಿಂಹದಲ್ಲಿ ಗುರು (ಸಿಂಹಸ್ಥ)',
  'muhurat/labels.MUHURAT_LABELS.month_not_favourable': 'ಈ ಕಾರ್ಯಕ್ಕೆ ಚಾಂದ್ರಮಾಸ ಅನುಕೂಲವಿಲ್ಲ',
  'muhurat/labels.MUHURAT_LABELS.tarabalam': 'ಭಾಗಿ ಸಂಖ್ಯೆ {n}: ತಾರಾಬಲ',
  'muhurat/labels.MUHURAT_LABELS.chandrabalam': 'ಭಾಗಿ ಸಂಖ್ಯೆ {n}: ಚಂದ್ರಬಲ',
  'muhurat/labels.RULE_KIND_LABELS.tithi': 'ಶುಭ ತಿಥಿ',
  'muhurat/labels.RULE_KIND_LABELS.nakshatra': 'ಶುಭ ನಕ್ಷತ್ರ',
  'muhurat/labels.RULE_KIND_LABELS.vara': 'ಶುಭ ವಾರ',
  'muhurat/labels.RULE_KIND_LABELS.lagna': 'ಶುಭ ಲಗ್ನ',
  'muhurat/labels.RULE_KIND_LABELS.solar_month': 'ಶುಭ ಸೌರಮಾಸ',
  'muhurat/labels.RULE_KIND_LABELS.month': 'ಶುಭ ಚಾಂದ್ರಮಾಸ',
  'muhurat/labels.RULE_KIND_LABELS.jirna_nakshatra': 'ಜೀರ್ಣೋದ್ಧಾರ ಮನೆಗೆ ಶುಭ ನಕ್ಷತ್ರ',
  'muhurat/labels.RULE_KIND_LABELS.jirna_month': 'ಜೀರ್ಣೋದ್ಧಾರ ಮನೆಗೆ ಶುಭ ಮಾಸ',
  'muhurat/labels.RULE_KIND_LABELS.dvandva_month': 'ಮರುನಿರ್ಮಿತ ಮನೆಗೆ ಶುಭ ಮಾಸ',
  'muhurat/layers.SPECIAL_YOGAS.sarvartha_siddhi.source':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1 (ವಾರ-ನಕ್ಷತ್ರ ಯೋಗಗಳು); ಪಂಚಾಂಗಗಳು ಮುದ್ರಿಸುವ ವಾರವಾರು ನಕ್ಷತ್ರಗಳ ಪಟ್ಟಿ',
  'muhurat/layers.SPECIAL_YOGAS.amrita_siddhi.source': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1; ದೃಕ್ ಪಂಚಾಂಗದೊಂದಿಗೆ ತಾಳೆ ನೋಡಲಾಗಿದೆ',
  'muhurat/layers.SPECIAL_YOGAS.siddha.source':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1 (ವಾರ-ತಿಥಿ ಯೋಗಗಳು): ಶುಕ್ರವಾರ ನಂದಾ, ಬುಧವಾರ ಭದ್ರಾ, ಮಂಗಳವಾರ ಜಯಾ, ಶನಿವಾರ ರಿಕ್ತಾ, ಗುರುವಾರ ಪೂರ್ಣಾ ತಿಥಿ',
  'muhurat/layers.SPECIAL_YOGAS.ravi_yoga.source':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1: ಸೂರ್ಯನ ನಕ್ಷತ್ರದಿಂದ ಎಣಿಸಿದಾಗ ಚಂದ್ರನ ನಕ್ಷತ್ರ 4, 6, 9, 10, 13 ಅಥವಾ 20ನೆಯದು',
  'muhurat/layers.SPECIAL_YOGAS.guru_pushya.source':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1: ಗುರುವಾರದಂದು ಪುಷ್ಯ ನಕ್ಷತ್ರ; ಹಿಂದೂ ದಿನದೊಂದಿಗೆ ಸೇರುವ ಭಾಗವನ್ನು ದೃಕ್ ಪಂಚಾಂಗ ಮುದ್ರಿಸುತ್ತದೆ',
  'muhurat/layers.SPECIAL_YOGAS.ravi_pushya.source':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1: ಭಾನುವಾರದಂದು ಪುಷ್ಯ ನಕ್ಷತ್ರ; ಹಿಂದೂ ದಿನದೊಂದಿಗೆ ಸೇರುವ ಭಾಗವನ್ನು ದೃಕ್ ಪಂಚಾಂಗ ಮುದ್ರಿಸುತ್ತದೆ',
  'muhurat/layers.SPECIAL_YOGAS.dwipushkar.source':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1: ಭದ್ರಾ ತಿಥಿ, ಭಾನು/ಮಂಗಳ/ಶನಿವಾರ, ದ್ವಿಪಾದ ನಕ್ಷತ್ರ (ಮೃಗಶಿರ, ಚಿತ್ತಾ, ಧನಿಷ್ಠಾ)',
  'muhurat/layers.SPECIAL_YOGAS.tripushkar.source':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1: ಭದ್ರಾ ತಿಥಿ, ಭಾನು/ಮಂಗಳ/ಶನಿವಾರ, ತ್ರಿಪಾದ ನಕ್ಷತ್ರ (ಕೃತ್ತಿಕಾ, ಪುನರ್ವಸು, ಉತ್ತರಾ, ವಿಶಾಖಾ, ಉತ್ತರಾಷಾಢಾ, ಪೂರ್ವಾಭಾದ್ರಾ)',
  'muhurat/sources.RULE_SOURCES.yoga_not_inauspicious':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ 1.7 (ಒಂಬತ್ತು ಅಶುಭ ಯೋಗಗಳು); ಪ್ರತಿ ಯೋಗದ ತ್ಯಾಜ್ಯ ಭಾಗ ಮುಹೂರ್ತರಾಜ ಪುಟ 37 ಹೇಳುವಂತೆ (ವ್ಯತೀಪಾತ ಮತ್ತು ವೈಧೃತಿ ಪೂರ್ತಿ, ಪರಿಘದ ಮೊದಲ ಅರ್ಧ, ಉಳಿದವುಗಳ ಮೊದಲ 3-9 ಘಳಿಗೆಗಳು)',
  'muhurat/sources.RULE_SOURCES.bhadra_vasa':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1 (ಭದ್ರೆಯ ವಾಸ: ಚಂದ್ರ ಕರ್ಕಾಟಕ, ಸಿಂಹ, ಕುಂಭ ಅಥವಾ ಮೀನದಲ್ಲಿದ್ದರೆ ಭದ್ರೆ ಭೂಲೋಕದಲ್ಲಿ, ಮೇಷದಿಂದ ಮಿಥುನ ಅಥವಾ ವೃಶ್ಚಿಕದಲ್ಲಿದ್ದರೆ ಸ್ವರ್ಗದಲ್ಲಿ, ಕನ್ಯಾ, ತುಲಾ, ಧನು, ಮಕರದಲ್ಲಿದ್ದರೆ ಪಾತಾಳದಲ್ಲಿ; ಭೂಲೋಕದ ಭದ್ರೆ ಮಾತ್ರ ತ್ಯಾಜ್ಯ), ಹಿಂದಿ ಪಂಚಾಂಗ ಜಾಲತಾಣಗಳು ಮುದ್ರಿಸುವಂತೆ',
  'muhurat/sources.RULE_SOURCES.no_vishti_karana': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ 1.45-47 (ಶುಭ ಕಾರ್ಯಗಳಿಗೆ ವಿಷ್ಟಿ/ಭದ್ರಾ ಕರಣ ನಿಷಿದ್ಧ)',
  'muhurat/sources.RULE_SOURCES.panchaka_rahita':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11 (ಧನಿಷ್ಠಾದ ಉತ್ತರಾರ್ಧದಿಂದ ರೇವತಿಯವರೆಗೆ: ಚಾವಣಿ ಹಾಕುವುದು, ದಕ್ಷಿಣ ದಿಕ್ಕಿನ ಪ್ರಯಾಣ, ಸೌದೆ ಸಂಗ್ರಹ ನಿಷಿದ್ಧ); ದೃಕ್ ಪಂಚಾಂಗ',
  'muhurat/sources.RULE_SOURCES.any_solar_month': 'ನಿಷಿದ್ಧ ಅವಧಿಗಳನ್ನು ಬಿಟ್ಟರೆ ಮಾಸದ ನಿರ್ಬಂಧವಿಲ್ಲ (ದೃಕ್ ಪಂಚಾಂಗದ ಸಂಪ್ರದಾಯ)',
  'muhurat/sources.RULE_SOURCES.samskara_solar_month':
    'ಉತ್ತರ: ದೃಕ್ ಪಂಚಾಂಗ (ನಿಷಿದ್ಧ ಅವಧಿಗಳು ಮಾತ್ರ); ದಕ್ಷಿಣ: ತಮಿಳು ಪಂಚಾಂಗಗಳು (ಪಾಂಬು ಪಂಚಾಂಗಂ) ಆಡಿ, ಪುರಟ್ಟಾಸಿ, ಮಾರ್ಗಳಿ ಮಾಸಗಳನ್ನು ಬಿಡುತ್ತವೆ',
  'muhurat/sources.RULE_SOURCES.marriage_tithi':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 ರಿಕ್ತಾ ತಿಥಿಗಳನ್ನು ಮತ್ತು ಅಮಾವಾಸ್ಯೆಯನ್ನು ಬಿಡುತ್ತದೆ; ಉತ್ತರ ಭಾರತದ ಪಂಚಾಂಗಗಳು ಅಷ್ಟಮಿ, ನವಮಿ ಮತ್ತು ಕೃಷ್ಣ ಚೌತಿಯಲ್ಲೂ ವಿವಾಹ ಕೊಡುತ್ತವೆ, ಆದ್ದರಿಂದ ಶುಕ್ಲ ಪಾಡ್ಯ, ಶುಕ್ಲ ಚೌತಿ, ಎರಡೂ ಚತುರ್ದಶಿಗಳು ಮತ್ತು ಅಮಾವಾಸ್ಯೆ ಮಾತ್ರ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.marriage_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ 6.39: ರೋಹಿಣಿ, ಮೃಗಶಿರ, ಮಘಾ, ಉತ್ತರಾ, ಹಸ್ತ, ಸ್ವಾತಿ, ಅನುರಾಧಾ, ಮೂಲಾ, ಉತ್ತರಾಷಾಢಾ, ಉತ್ತರಾಭಾದ್ರಾ, ರೇವತಿ',
  'muhurat/sources.RULE_SOURCES.marriage_vara':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 ಶುಭ ವಾರಗಳನ್ನು ಬಯಸುತ್ತದೆ, ಆದರೆ ಉತ್ತರ ಭಾರತದ ಪಂಚಾಂಗಗಳು ಎಲ್ಲ ವಾರಗಳಲ್ಲೂ (ಮಂಗಳವಾರವೂ) ವಿವಾಹ ಕೊಡುತ್ತವೆ, ಆದ್ದರಿಂದ ಯಾವ ವಾರವೂ ನಿಷಿದ್ಧವಲ್ಲ',
  'muhurat/sources.RULE_SOURCES.marriage_yoga':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ 1.7 (ಒಂಬತ್ತು ಅಶುಭ ಯೋಗಗಳು); ವಿವಾಹಕ್ಕೆ ಪ್ರತಿ ಯೋಗವೂ ಪೂರ್ತಿ ನಿಷಿದ್ಧ, ದೃಕ್ ಪಂಚಾಂಗದ ವಿವಾಹ ಪಟ್ಟಿಗಳು ಪಾಲಿಸುವಂತೆ',
  'muhurat/sources.RULE_SOURCES.marriage_lagna':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 (ಮಿಥುನ, ಕನ್ಯಾ, ತುಲಾ ಉತ್ತಮ; ವೃಷಭ, ಕರ್ಕಾಟಕ, ಧನು, ಮೀನ, ಕುಂಭ ಗ್ರಾಹ್ಯ; ಮೇಷ, ಸಿಂಹ, ವೃಶ್ಚಿಕ, ಮಕರ ನಿಷಿದ್ಧ)',
  'muhurat/sources.RULE_SOURCES.marriage_solar_month':
    'ಉತ್ತರ: ದೃಕ್ ಪಂಚಾಂಗ (ನಿಷಿದ್ಧ ಅವಧಿಗಳ ಹೊರಗಿನ ಯಾವುದೇ ಮಾಸ); ದಕ್ಷಿಣ: ತಮಿಳು ಪಂಚಾಂಗಗಳು ಆಡಿ, ಪುರಟ್ಟಾಸಿ, ಮಾರ್ಗಳಿಯಲ್ಲಿ ವಿವಾಹ ಕೊಡುವುದಿಲ್ಲ',
  'muhurat/sources.RULE_SOURCES.lagna_saptama_shuddhi':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 (ವಿವಾಹ ಪ್ರಕರಣ): ಲಗ್ನದಿಂದ ಸಪ್ತಮ ಭಾವ ಪಾಪಗ್ರಹರಹಿತವಾಗಿರಬೇಕು (ಸಪ್ತಮ ಶುದ್ಧಿ)',
  'muhurat/sources.RULE_SOURCES.lagna_ashtama_shuddhi':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ (ವಿವಾಹ ಪ್ರಕರಣ, ಲಗ್ನ ಶುದ್ಧಿ; ವಾಸ್ತು ಪ್ರಕರಣ): ಲಗ್ನದಿಂದ ಅಷ್ಟಮ ಭಾವದಲ್ಲಿ ಯಾವ ಪಾಪಗ್ರಹವೂ ಇಲ್ಲ',
  'muhurat/sources.RULE_SOURCES.lagna_moon_not_6_8_12':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ (ವಿವಾಹ ಮತ್ತು ವಾಸ್ತು ಪ್ರಕರಣಗಳು): ಲಗ್ನದಿಂದ 6ನೇ, 8ನೇ ಅಥವಾ 12ನೇ ಭಾವದ ಚಂದ್ರ ಲಗ್ನವನ್ನು ದೂಷಿಸುತ್ತಾನೆ',
  'muhurat/sources.RULE_SOURCES.lagna_papakartari':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 (ಕರ್ತರಿ ದೋಷ): 12ನೇ ಮತ್ತು 2ನೇ ಭಾವದ ಪಾಪಗ್ರಹಗಳು ಲಗ್ನವನ್ನು ಸುತ್ತುವರಿಯುತ್ತವೆ; ಸಾಧ್ಯವಾದಷ್ಟು ತಪ್ಪಿಸಬೇಕು',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_tithi':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 13, ಉತ್ತರ ಭಾರತದ ಪಂಚಾಂಗಗಳು ಅನ್ವಯಿಸುವಂತೆ: ಶುಕ್ಲ 2, 3, 5, 6, 7, 10, 11, 12, 13 ಮತ್ತು ಕೃಷ್ಣ 2, 3, 5, 6, 7, 10, 11, 12; ರಿಕ್ತಾ, ಅಷ್ಟಮಿ, ಪಾಡ್ಯ, ಹುಣ್ಣಿಮೆ, ಅಮಾವಾಸ್ಯೆ, ಕೃಷ್ಣ ತ್ರಯೋದಶಿ ಬೇಡ. ಉಜ್ಜಯಿನಿಯ ಪಂಡಿತ ಪ್ರವೀಣ ದ್ವಿವೇದಿ ಅವರ ಶುಕ್ಲ ಪಕ್ಷದ ಪಟ್ಟಿಯಲ್ಲಿ ಹುಣ್ಣಿಮೆ ಇಲ್ಲ; ದೃಕ್ ಪಂಚಾಂಗ 2026 (ನವದೆಹಲಿ) ಕೃಷ್ಣ ಏಕಾದಶಿ-ದ್ವಾದಶಿಯಂದು (ಮೇ 13) ಗೃಹ ಪ್ರವೇಶ ಕೊಡುತ್ತದೆ, ಯಾವ ಹುಣ್ಣಿಮೆ ಅಥವಾ ಕೃಷ್ಣ ತ್ರಯೋದಶಿಯಂದೂ ಇಲ್ಲ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 13: ಸ್ಥಿರ ಮತ್ತು ಮೃದು ನಕ್ಷತ್ರಗಳು (ರೋಹಿಣಿ, ಉತ್ತರಾ, ಉತ್ತರಾಷಾಢಾ, ಉತ್ತರಾಭಾದ್ರಾ; ಮೃಗಶಿರ, ಚಿತ್ತಾ, ಅನುರಾಧಾ, ರೇವತಿ), ಪಂಚಾಂಗ ಜಾಲತಾಣಗಳ ಪಟ್ಟಿಯಂತೆ; ಧನಿಷ್ಠಾ ಮತ್ತು ಶತಭಿಷಾ ಜೀರ್ಣೋದ್ಧಾರ ಮಾಡಿದ ಮನೆಗೆ ಮಾತ್ರ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_vara': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 13: ಭಾನುವಾರ ಮತ್ತು ಮಂಗಳವಾರ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_lagna':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 13: ಸ್ಥಿರ ಲಗ್ನಗಳು ಉತ್ತಮ, ದ್ವಿಸ್ವಭಾವ ಲಗ್ನಗಳು ಗ್ರಾಹ್ಯ; ಚರ ಲಗ್ನಗಳು ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_month':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ವಾಸ್ತು ಪ್ರಕರಣ ("ಮಾಘ-ಫಾಲ್ಗುನ-ವೈಶಾಖ-ಜ್ಯೇಷ್ಠ-ಮಾಸೇಷು ಶೋಭನಃ"): ಮಾಘ, ಫಾಲ್ಗುಣ, ವೈಶಾಖ, ಜ್ಯೇಷ್ಠ, ಜೊತೆಗೆ ಕಾರ್ತಿಕ ಮತ್ತು ಮಾರ್ಗಶಿರ ಮಧ್ಯಮ ಮಾಸಗಳು (ಮಧ್ಯಮ ಮಾಸದ ಎಚ್ಚರಿಕೆಯೊಂದಿಗೆ); ದೃಕ್ ಪಂಚಾಂಗ ಆರೂ (ಅಮಾಂತ) ಮಾಸಗಳಲ್ಲಿ ಗೃಹ ಪ್ರವೇಶ ಕೊಡುತ್ತದೆ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ವಾಸ್ತು ಪ್ರಕರಣ (ಗೃಹ ಪ್ರವೇಶ): ಜೀರ್ಣೋದ್ಧಾರ ಮಾಡಿದ ಮನೆಗೆ ಸ್ಥಿರ ಮತ್ತು ಮೃದು ನಕ್ಷತ್ರಗಳ ಜೊತೆಗೆ ಶತಭಿಷಾ, ಪುಷ್ಯ, ಸ್ವಾತಿ, ಧನಿಷ್ಠಾ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_jirna_month':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ವಾಸ್ತು ಪ್ರಕರಣ (ಗೃಹ ಪ್ರವೇಶ): ಜೀರ್ಣ ಗೃಹ ಪ್ರವೇಶ ಮಾರ್ಗಶಿರ, ಕಾರ್ತಿಕ ಮತ್ತು ಶ್ರಾವಣದಲ್ಲೂ',
  'muhurat/sources.RULE_SOURCES.griha_pravesh_dvandva_month':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ವಾಸ್ತು ಪ್ರಕರಣದ (ಗೃಹ ಪ್ರವೇಶ) ಸಪೂರ್ವ ಮಾಸಗಳು, ಪಂಚಾಂಗಗಳು ದ್ವಂದ್ವ ಪ್ರವೇಶಕ್ಕೆ (ಪ್ರಯಾಣದ ನಂತರ ಮನೆಗೆ ಮರಳುವುದು) ಅನ್ವಯಿಸುವಂತೆ',
  'muhurat/sources.RULE_SOURCES.mc11_no_rikta': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11: ರಿಕ್ತಾ, ಅಷ್ಟಮಿ ಮತ್ತು ಅಮಾವಾಸ್ಯೆ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11: ಅಶ್ವಿನಿ, ಮೃಗಶಿರ, ಪುನರ್ವಸು, ಪುಷ್ಯ, ಹಸ್ತ, ಚಿತ್ತಾ, ಸ್ವಾತಿ, ಶ್ರವಣ, ಧನಿಷ್ಠಾ, ಶತಭಿಷಾ, ರೇವತಿ',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_vara': 'ದೃಕ್ ಪಂಚಾಂಗ, ವಾಹನ ಖರೀದಿ: ಭಾನುವಾರ ಮತ್ತು ಮಂಗಳವಾರ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.vehicle_purchase_lagna':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11: ಕ್ರೂರ ಸ್ಥಿರ ರಾಶಿಗಳಾದ ಸಿಂಹ ಮತ್ತು ವೃಶ್ಚಿಕದ ಲಗ್ನಗಳು ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.property_purchase_tithi': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 13: ರಿಕ್ತಾ, ಅಷ್ಟಮಿ ಮತ್ತು ಅಮಾವಾಸ್ಯೆ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.property_purchase_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 13, ಭೂಮಿ ಖರೀದಿ: ರೋಹಿಣಿ, ಮೃಗಶಿರ, ಆಶ್ಲೇಷಾ, ಮಘಾ, ಉತ್ತರಾ, ವಿಶಾಖಾ, ಅನುರಾಧಾ, ಮೂಲಾ, ಉತ್ತರಾಷಾಢಾ, ಉತ್ತರಾಭಾದ್ರಾ, ರೇವತಿ (ದೃಕ್ ಪಂಚಾಂಗದ ಪಟ್ಟಿಯಂತೆ)',
  'muhurat/sources.RULE_SOURCES.property_purchase_vara': 'ದೃಕ್ ಪಂಚಾಂಗ, ಆಸ್ತಿ ಖರೀದಿ: ಭಾನುವಾರ ಮತ್ತು ಮಂಗಳವಾರ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.property_purchase_lagna': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 13: ಸ್ಥಿರ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ಲಗ್ನಗಳು',
  'muhurat/sources.RULE_SOURCES.namakarana_tithi': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ರಿಕ್ತಾ, ಅಷ್ಟಮಿ ಮತ್ತು ಅಮಾವಾಸ್ಯೆ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.mc5_samskara_nakshatras': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ಸ್ಥಿರ, ಮೃದು, ಲಘು ಮತ್ತು ಚರ ನಕ್ಷತ್ರಗಳು',
  'muhurat/sources.RULE_SOURCES.namakarana_vara': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ಶುಭಗ್ರಹಗಳ ವಾರಗಳು',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_lagnas': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ಶುಭಗ್ರಹಗಳ ರಾಶಿಗಳ ಲಗ್ನಗಳು',
  'muhurat/sources.RULE_SOURCES.mundan_tithi': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5 (ಚೌಲ): ಎರಡೂ ಪಕ್ಷಗಳ 2, 3, 5, 7, 10, 11, 12, 13 ತಿಥಿಗಳು',
  'muhurat/sources.RULE_SOURCES.mundan_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5 (ಚೌಲ): ಅಶ್ವಿನಿ, ಮೃಗಶಿರ, ಪುನರ್ವಸು, ಪುಷ್ಯ, ಹಸ್ತ, ಚಿತ್ತಾ, ಸ್ವಾತಿ, ಶ್ರವಣ, ಧನಿಷ್ಠಾ, ಶತಭಿಷಾ, ರೇವತಿ',
  'muhurat/sources.RULE_SOURCES.mc5_benefic_varas': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ಸೋಮವಾರ, ಬುಧವಾರ, ಗುರುವಾರ, ಶುಕ್ರವಾರ',
  'muhurat/sources.RULE_SOURCES.annaprashan_tithi': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5 (ಅನ್ನಪ್ರಾಶನ): ತಿಥಿಗಳು 2, 3, 5, 7, 10, 13, 15',
  'muhurat/sources.RULE_SOURCES.upanayana_tithi': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ಶುಕ್ಲ 2, 3, 5, 10, 11, 12 ಮತ್ತು ಕೃಷ್ಣ 2, 3, 5',
  'muhurat/sources.RULE_SOURCES.upanayana_nakshatra': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5 (ಉಪನಯನದ ನಕ್ಷತ್ರಗಳು)',
  'muhurat/sources.RULE_SOURCES.vidyarambha_tithi': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5 (ವಿದ್ಯಾರಂಭ): ತಿಥಿಗಳು 2, 3, 5, 6, 10, 11, 12',
  'muhurat/sources.RULE_SOURCES.vidyarambha_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5 (ವಿದ್ಯಾರಂಭ): ಅಶ್ವಿನಿ, ಮೃಗಶಿರ, ಪುನರ್ವಸು, ಪುಷ್ಯ, ಹಸ್ತ, ಚಿತ್ತಾ, ಸ್ವಾತಿ, ಅನುರಾಧಾ, ಪೂರ್ವಾಷಾಢಾ, ಶ್ರವಣ, ಧನಿಷ್ಠಾ, ಶತಭಿಷಾ, ಪೂರ್ವಾಭಾದ್ರಾ, ರೇವತಿ',
  'muhurat/sources.RULE_SOURCES.vidyarambha_vara': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ಭಾನುವಾರ, ಬುಧವಾರ, ಗುರುವಾರ, ಶುಕ್ರವಾರ',
  'muhurat/sources.RULE_SOURCES.vidyarambha_lagna': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 5: ಬುಧ, ಗುರು ಮತ್ತು ಶುಕ್ರರ ರಾಶಿಗಳ ಲಗ್ನಗಳು',
  'muhurat/sources.RULE_SOURCES.business_start_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11 (ವಿಪಣಿ): ಅಶ್ವಿನಿ, ರೋಹಿಣಿ, ಮೃಗಶಿರ, ಪುಷ್ಯ, ಉತ್ತರಾ, ಹಸ್ತ, ಚಿತ್ತಾ, ಅನುರಾಧಾ, ಉತ್ತರಾಷಾಢಾ, ಶ್ರವಣ, ಉತ್ತರಾಭಾದ್ರಾ, ರೇವತಿ',
  'muhurat/sources.RULE_SOURCES.mc11_benefic_varas': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11: ಸೋಮವಾರ, ಬುಧವಾರ, ಗುರುವಾರ, ಶುಕ್ರವಾರ',
  'muhurat/sources.RULE_SOURCES.business_start_lagna': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11: ಸ್ಥಿರ ಮತ್ತು ದ್ವಿಸ್ವಭಾವ ಲಗ್ನಗಳು',
  'muhurat/sources.RULE_SOURCES.travel_tithi': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11: ರಿಕ್ತಾ, ಅಷ್ಟಮಿ, ದ್ವಾದಶಿ, ಹುಣ್ಣಿಮೆ ಮತ್ತು ಅಮಾವಾಸ್ಯೆ ನಿಷಿದ್ಧ',
  'muhurat/sources.RULE_SOURCES.travel_nakshatra':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 11: ಅಶ್ವಿನಿ, ಮೃಗಶಿರ, ಪುನರ್ವಸು, ಪುಷ್ಯ, ಹಸ್ತ, ಅನುರಾಧಾ, ಶ್ರವಣ, ಧನಿಷ್ಠಾ, ರೇವತಿ',
  'muhurat/sources.EXCLUSION_SOURCES.kharmas':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 (ಧನು ಅಥವಾ ಮೀನದಲ್ಲಿ ಸೂರ್ಯ: ಸಂಸ್ಕಾರಗಳಿಗೆ ಮಲಮಾಸ); ದೃಕ್ ಪಂಚಾಂಗದ ಖರಮಾಸ',
  'muhurat/sources.EXCLUSION_SOURCES.chaturmas':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6; ಶಯನಿ (ಆಷಾಢ ಶುಕ್ಲ 11) ಯಿಂದ ಉತ್ಥಾನ (ಕಾರ್ತಿಕ ಶುಕ್ಲ 11) ಏಕಾದಶಿಯವರೆಗೆ, ದೃಕ್ ಪಂಚಾಂಗ',
  'muhurat/sources.EXCLUSION_SOURCES.venus_combust':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 (ಶುಕ್ರ ಅಸ್ತ); ಸೂರ್ಯನಿಂದ 6° ಒಳಗೆ, ಉತ್ತರ ಭಾರತದ ಪಂಚಾಂಗಗಳ ಶುಕ್ರಾಸ್ತ ದಿನಾಂಕಗಳಂತೆ',
  'muhurat/sources.EXCLUSION_SOURCES.jupiter_combust':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 (ಗುರು ಅಸ್ತ); ಸೂರ್ಯನಿಂದ 11° ಒಳಗೆ, ಸೂರ್ಯ ಸಿದ್ಧಾಂತ 9.6-9',
  'muhurat/sources.EXCLUSION_SOURCES.holashtak':
    'ಫಾಲ್ಗುಣ ಶುಕ್ಲ ಅಷ್ಟಮಿಯಿಂದ ಹುಣ್ಣಿಮೆಯವರೆಗೆ (ಹೋಲಿಕಾ ದಹನ), ದೃಕ್ ಪಂಚಾಂಗ ಮುದ್ರಿಸುವ ಉತ್ತರ ಭಾರತದ ಸಂಪ್ರದಾಯ',
  'muhurat/sources.EXCLUSION_SOURCES.adhik_maas': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 1 (ಮಲಮಾಸ: ಅಧಿಕ ಮಾಸದಲ್ಲಿ ಯಾವ ಸಂಸ್ಕಾರವೂ ಇಲ್ಲ)',
  'muhurat/sources.EXCLUSION_SOURCES.pitru_paksha': 'ಭಾದ್ರಪದ ಕೃಷ್ಣ ಪಾಡ್ಯದಿಂದ ಅಮಾವಾಸ್ಯೆಯವರೆಗೆ (ಅಮಾಂತ), ಪಿತೃಗಳ ಪಕ್ಷ; ದೃಕ್ ಪಂಚಾಂಗ',
  'muhurat/sources.EXCLUSION_SOURCES.simhastha_jupiter':
    'ಸಿಂಹದಲ್ಲಿ ಗುರು (ಸಿಂಹಸ್ಥ ಗುರು): ದಕ್ಷಿಣದಲ್ಲಿ ವಿವಾಹ ನಿಷಿದ್ಧ, ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ ಅಧ್ಯಾಯ 6ರ ವ್ಯಾಖ್ಯಾನಗಳಲ್ಲಿನ ಗೋದಾವರಿ ಪ್ರದೇಶದ ಪದ್ಧತಿ',
  'muhurat/sources.EXCLUSION_SOURCES.month_not_favourable': 'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿಯಲ್ಲಿ ಈ ಕಾರ್ಯಕ್ಕೆ ಹೇಳಿದ ಮಾಸಗಳು, ಪ್ರಾದೇಶಿಕ ಪಂಚಾಂಗದಂತೆ',
  'muhurat/sources.PERSONAL_SOURCE':
    'ಮುಹೂರ್ತ ಚಿಂತಾಮಣಿ, ಅಧ್ಯಾಯ 6 (ತಾರಾಬಲ: ವಿಪತ್ 3, ಪ್ರತ್ಯಕ್ 5, ನೈಧನ 7 ನಿಷಿದ್ಧ; ಚಂದ್ರಬಲ: ಜನ್ಮ ರಾಶಿಯಿಂದ 1, 3, 6, 7, 10, 11ನೇ ಭಾವದಲ್ಲಿ ಚಂದ್ರ)',
  'festivals/notes.FESTIVAL_NOTES.vaishnava_next_day': 'ವೈಷ್ಣವ ಏಕಾದಶಿ ಮರುದಿನ ಬರುತ್ತದೆ',
  'festivals/notes.FESTIVAL_NOTES.smarta_previous_day': 'ಸ್ಮಾರ್ತರ ಆಚರಣೆ ಹಿಂದಿನ ದಿನ ಬರುತ್ತದೆ',
  'festivals/notes.FESTIVAL_NOTES.tithi_kshaya': 'ಈ ತಿಥಿ ಯಾವ ಸೂರ್ಯೋದಯವನ್ನೂ ಮುಟ್ಟುವುದಿಲ್ಲ (ಕ್ಷಯ); ತಿಥಿ ನಡೆಯುವ ದಿನವೇ ಆಚರಣೆ',
  'festivals/notes.FESTIVAL_NOTES.adhik_month': 'ಅಧಿಕ ಚಾಂದ್ರಮಾಸದಲ್ಲಿ ಬರುತ್ತದೆ',
  'festivals/notes.FESTIVAL_NOTES.hijri_tabular': 'ಗಣಿತಾಧಾರಿತ ಹಿಜರಿ ದಿನಾಂಕ; ಸ್ಥಳೀಯ ಚಂದ್ರದರ್ಶನದಿಂದ ಒಂದೆರಡು ದಿನ ವ್ಯತ್ಯಾಸವಾಗಬಹುದು',
  'festivals/notes.HIJRI_CALENDAR_NOTE':
    'ಗಣಿತಾಧಾರಿತ (ಕುವೈತಿ) ಇಸ್ಲಾಮಿಕ್ ಪಂಚಾಂಗ, ನಾಗರಿಕ ಆರಂಭಬಿಂದು; ಚಂದ್ರದರ್ಶನದಿಂದ ಆಚರಿಸುವ ದಿನಾಂಕಗಳು 1-2 ದಿನ ವ್ಯತ್ಯಾಸವಾಗಬಹುದು.',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window_after_sunset': 'ಸೂರ್ಯಾಸ್ತದ ನಂತರದ ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_until_moonrise': 'ಸೂರ್ಯೋದಯದಿಂದ ಚಂದ್ರೋದಯದವರೆಗೆ ಉಪವಾಸ',
  'festivals/duration-notes.DURATION_NOTES.puja_at_madhyahna': 'ಮಧ್ಯಾಹ್ನ ಕಾಲದಲ್ಲಿ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_puja_at_nishita_midnight': 'ರಾತ್ರಿ ಜಾಗರಣೆ; ನಿಶೀಥ ಕಾಲದಲ್ಲಿ (ಮಧ್ಯರಾತ್ರಿ) ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.full_moon_tithi_from_its_start_to_its_end': 'ಹುಣ್ಣಿಮೆ ತಿಥಿ, ಆರಂಭದಿಂದ ಮುಕ್ತಾಯದವರೆಗೆ',
  'festivals/duration-notes.DURATION_NOTES.new_moon_tithi_from_its_start_to_its_end': 'ಅಮಾವಾಸ್ಯೆ ತಿಥಿ, ಆರಂಭದಿಂದ ಮುಕ್ತಾಯದವರೆಗೆ',
  'festivals/duration-notes.DURATION_NOTES.one_day': 'ಒಂದು ದಿನ',
  'festivals/duration-notes.DURATION_NOTES.kala_bhairava_puja_at_night': 'ರಾತ್ರಿ ಕಾಲಭೈರವ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.fast_from_sunrise_parana_breaking_the_fast_the_next_morning':
    'ಸೂರ್ಯೋದಯದಿಂದ ಉಪವಾಸ; ಮರುದಿನ ಬೆಳಿಗ್ಗೆ ಪಾರಣೆ (ಉಪವಾಸ ಮುರಿಯುವುದು)',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_mark_the_instant_the_sun_enters_the_sign':
    'ಆರಂಭ ಮತ್ತು ಮುಕ್ತಾಯ ಸೂರ್ಯ ರಾಶಿ ಪ್ರವೇಶಿಸುವ ಕ್ಷಣವನ್ನು ಸೂಚಿಸುತ್ತವೆ',
  'festivals/duration-notes.DURATION_NOTES.night_vigil_nishita_puja_around_midnight':
    'ರಾತ್ರಿ ಜಾಗರಣೆ; ಮಧ್ಯರಾತ್ರಿಯ ಸುಮಾರಿಗೆ ನಿಶೀಥ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.bonfire_in_the_evening_pradosh_after_bhadra':
    'ಸಂಜೆ ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ, ಭದ್ರೆಯ ನಂತರ ಹೋಳಿಕಾ ದಹನ',
  'festivals/duration-notes.DURATION_NOTES.nine_nights_ghatasthapana_in_the_morning': 'ಒಂಬತ್ತು ರಾತ್ರಿಗಳು; ಬೆಳಿಗ್ಗೆ ಘಟಸ್ಥಾಪನೆ',
  'festivals/duration-notes.DURATION_NOTES.rakhi_tied_while_purnima_lasts_outside_bhadra':
    'ಹುಣ್ಣಿಮೆ ಇರುವವರೆಗೆ, ಭದ್ರೆ ಹೊರತಾದ ಸಮಯದಲ್ಲಿ ರಾಖಿ ಕಟ್ಟುವುದು',
  'festivals/duration-notes.DURATION_NOTES.nishita_puja_at_midnight': 'ಮಧ್ಯರಾತ್ರಿ ನಿಶೀಥ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.ganesha_puja_at_madhyahna_ten_days_to_anant_chaturdashi':
    'ಮಧ್ಯಾಹ್ನ ಗಣೇಶ ಪೂಜೆ; ಅನಂತ ಚತುರ್ದಶಿಯವರೆಗೆ ಹತ್ತು ದಿನ',
  'festivals/duration-notes.DURATION_NOTES.ganesh_visarjan': 'ಗಣೇಶ ವಿಸರ್ಜನೆ',
  'festivals/duration-notes.DURATION_NOTES.fortnight_of_shraddha_to_sarva_pitru_amavasya':
    'ಸರ್ವಪಿತೃ ಅಮಾವಾಸ್ಯೆಯವರೆಗೆ ಹದಿನೈದು ದಿನಗಳ ಶ್ರಾದ್ಧ',
  'festivals/duration-notes.DURATION_NOTES.puja_in_the_pradosh_window': 'ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ ಪೂಜೆ',
  'festivals/duration-notes.DURATION_NOTES.abhyang_snan_before_sunrise': 'ಸೂರ್ಯೋದಯಕ್ಕೆ ಮೊದಲು ಅಭ್ಯಂಗ ಸ್ನಾನ',
  'festivals/duration-notes.DURATION_NOTES.lakshmi_puja_in_pradosh_south_india_keeps_deepavali_on_the_naraka_chaturdashi_morning':
    'ಪ್ರದೋಷ ಕಾಲದಲ್ಲಿ ಲಕ್ಷ್ಮೀ ಪೂಜೆ; ದಕ್ಷಿಣ ಭಾರತದಲ್ಲಿ ನರಕ ಚತುರ್ದಶಿಯ ಬೆಳಿಗ್ಗೆ ದೀಪಾವಳಿ ಆಚರಣೆ',
  'festivals/duration-notes.DURATION_NOTES.four_days_nahay_khay_kharna_sandhya_arghya_usha_arghya':
    'ನಾಲ್ಕು ದಿನಗಳು: ನಹಾಯ್-ಖಾಯ್, ಖರ್ನಾ, ಸಂಧ್ಯಾ ಅರ್ಘ್ಯ, ಉಷಾ ಅರ್ಘ್ಯ',
  'festivals/duration-notes.DURATION_NOTES.thai_1_four_days_from_bhogi_to_kaanum_pongal':
    'ತೈ ಮಾಸದ 1ನೇ ದಿನ; ಭೋಗಿಯಿಂದ ಕಾಣುಂ ಪೊಂಗಲ್ವರೆಗೆ ನಾಲ್ಕು ದಿನ',
  'festivals/duration-notes.DURATION_NOTES.eight_days_ending_on_samvatsari': 'ಸಂವತ್ಸರಿಯಂದು ಮುಕ್ತಾಯವಾಗುವ ಎಂಟು ದಿನಗಳು',
  'festivals/duration-notes.DURATION_NOTES.ten_days_bhadrapada_shukla_panchami_to_chaturdashi':
    'ಹತ್ತು ದಿನಗಳು, ಭಾದ್ರಪದ ಶುಕ್ಲ ಪಂಚಮಿಯಿಂದ ಚತುರ್ದಶಿಯವರೆಗೆ',
  'festivals/duration-notes.DURATION_NOTES.islamic_day_begins_at_the_previous_sunset':
    'ಇಸ್ಲಾಮಿಕ್ ದಿನ ಹಿಂದಿನ ಸೂರ್ಯಾಸ್ತದಿಂದ ಆರಂಭವಾಗುತ್ತದೆ',
  'festivals/duration-notes.DURATION_NOTES.start_and_end_of_the_part_visible_from_this_place':
    'ಈ ಸ್ಥಳದಿಂದ ಕಾಣುವ ಭಾಗದ ಆರಂಭ ಮತ್ತು ಮುಕ್ತಾಯ',
  'festivals/duration-notes.DURATION_NOTES.dashain_the_seventh_day_ashwin_shukla_saptami':
    'ದಶೈನ್: ಏಳನೇ ದಿನ, ಆಶ್ವಯುಜ ಶುಕ್ಲ ಸಪ್ತಮಿ',
  'festivals/duration-notes.DURATION_NOTES.tihar_the_first_day_kartik_krishna_trayodashi_the_day_before_kukur_tihar':
    'ತಿಹಾರ್: ಮೊದಲ ದಿನ (ಕಾರ್ತಿಕ ಕೃಷ್ಣ ತ್ರಯೋದಶಿ), ಕುಕುರ್ ತಿಹಾರ್ನ ಹಿಂದಿನ ದಿನ',
  'festivals/duration-notes.DURATION_NOTES.kumari_jatra_day_bhadra_shukla_chaturdashi_a_kathmandu_valley_holiday':
    'ಕುಮಾರಿ ಜಾತ್ರೆಯ ದಿನ, ಭಾದ್ರಪದ ಶುಕ್ಲ ಚತುರ್ದಶಿ (ಕಠ್ಮಂಡು ಕಣಿವೆಯ ರಜೆ)',
  'festivals/duration-notes.DURATION_NOTES.shrawan_purnima_the_sacred_thread_janai_is_changed_rakshya_bandhan_tied':
    'ಶ್ರಾವಣ ಹುಣ್ಣಿಮೆ: ಜನಿವಾರ ಬದಲಿಸುವ ದಿನ, ರಕ್ಷಾ ಬಂಧನ ಕಟ್ಟುವುದು',
  'festivals/duration-notes.DURATION_NOTES.the_hills_and_the_kathmandu_valley_play_holi_on_fagu_purnima_the_holika_dahan_day':
    'ಬೆಟ್ಟಪ್ರದೇಶ ಮತ್ತು ಕಠ್ಮಂಡು ಕಣಿವೆಯಲ್ಲಿ ಹೋಳಿಕಾ ದಹನದ ದಿನವಾದ ಫಾಗು ಹುಣ್ಣಿಮೆಯಂದು ಹೋಳಿ ಆಡುತ್ತಾರೆ',
  'festivals/duration-notes.DURATION_NOTES.the_terai_plays_holi_the_day_after_the_hills':
    'ತರಾಯಿ ಪ್ರದೇಶದಲ್ಲಿ ಬೆಟ್ಟಪ್ರದೇಶದ ಮರುದಿನ ಹೋಳಿ ಆಡುತ್ತಾರೆ',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.direct': 'ಸವ್ಯ (ರಾಶಿಚಕ್ರದ ಕ್ರಮದಲ್ಲಿ)',
  'jyotish/state-names.CHARA_DIRECTION_NAMES.indirect': 'ಅಪಸವ್ಯ (ರಾಶಿಚಕ್ರಕ್ಕೆ ವಿರುದ್ಧ ಕ್ರಮದಲ್ಲಿ)',
  'jyotish/state-names.DHAIYA_NAMES.kantaka': 'ಅರ್ಧಾಷ್ಟಮ ಶನಿ (ಚಂದ್ರನಿಂದ 4ನೇ ಮನೆ)',
  'jyotish/state-names.DHAIYA_NAMES.ashtama': 'ಅಷ್ಟಮ ಶನಿ (ಚಂದ್ರನಿಂದ 8ನೇ ಮನೆ)',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.high': 'ಪೂರ್ಣ',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.low': 'ಆಂಶಿಕ',
  'jyotish/state-names.MANGLIK_SEVERITY_NAMES.none': 'ಇಲ್ಲ',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.rising': 'ಮೊದಲ ಹಂತ (ವ್ಯಯ ಶನಿ)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.peak': 'ಎರಡನೇ ಹಂತ (ಜನ್ಮ ಶನಿ)',
  'jyotish/state-names.SADE_SATI_PHASE_NAMES.setting': 'ಮೂರನೇ ಹಂತ (ದ್ವಿತೀಯ ಶನಿ)',
  'jyotish/state-names.TONE_NAMES.positive': 'ಅನುಕೂಲ',
  'jyotish/state-names.TONE_NAMES.neutral': 'ಸಾಮಾನ್ಯ',
  'jyotish/state-names.TONE_NAMES.challenging': 'ಸವಾಲಿನದು',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.favourable': 'ಅನುಕೂಲ',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.unfavourable': 'ಪ್ರತಿಕೂಲ',
  'jyotish/state-names.TRANSIT_VERDICT_NAMES.obstructed': 'ಅನುಕೂಲ, ಆದರೆ ವೇಧದಿಂದ ಅಡ್ಡಿ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.own': 'ಸ್ವಕ್ಷೇತ್ರ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_friend': 'ಅಧಿಮಿತ್ರ ಕ್ಷೇತ್ರ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.friend': 'ಮಿತ್ರ ಕ್ಷೇತ್ರ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.neutral': 'ಸಮ ಕ್ಷೇತ್ರ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.enemy': 'ಶತ್ರು ಕ್ಷೇತ್ರ',
  'jyotish/state-names.VIMSHOPAKA_RELATION_NAMES.great_enemy': 'ಅಧಿಶತ್ರು ಕ್ಷೇತ್ರ',
  'jyotish/state-names.YOGINI_NAMES.mangala': 'ಮಂಗಳಾ',
  'jyotish/state-names.YOGINI_NAMES.pingala': 'ಪಿಂಗಳಾ',
  'jyotish/state-names.YOGINI_NAMES.dhanya': 'ಧಾನ್ಯಾ',
  'jyotish/state-names.YOGINI_NAMES.bhramari': 'ಭ್ರಾಮರೀ',
  'jyotish/state-names.YOGINI_NAMES.bhadrika': 'ಭದ್ರಿಕಾ',
  'jyotish/state-names.YOGINI_NAMES.ulka': 'ಉಲ್ಕಾ',
  'jyotish/state-names.YOGINI_NAMES.siddha': 'ಸಿದ್ಧಾ',
  'jyotish/state-names.YOGINI_NAMES.sankata': 'ಸಂಕಟಾ',
  'muhurat/labels.QUALITY_LABELS.best': 'ಉತ್ತಮ',
  'muhurat/labels.QUALITY_LABELS.good': 'ಶುಭ',
  'muhurat/labels.QUALITY_LABELS.acceptable': 'ಮಧ್ಯಮ',
  'numerology/compatibility.BAND_LABELS.high': 'ಹೆಚ್ಚು',
  'numerology/compatibility.BAND_LABELS.moderate': 'ಮಧ್ಯಮ',
  'numerology/compatibility.BAND_LABELS.low': 'ಕಡಿಮೆ',
  'numerology/compatibility.RELATION_LABELS.same': 'ಒಂದೇ ಸಂಖ್ಯೆ',
  'numerology/compatibility.RELATION_LABELS.friendly': 'ಸ್ನೇಹಪರ',
  'numerology/compatibility.RELATION_LABELS.neutral': 'ಸಮ',
  'numerology/compatibility.RELATION_LABELS.tense': 'ಘರ್ಷಣೆ',
  'muhurat/labels.TARA_QUALITY_LABELS.good': 'ಶುಭ',
  'muhurat/labels.TARA_QUALITY_LABELS.bad': 'ಅಶುಭ',
  'muhurat/labels.TARA_QUALITY_LABELS.mixed': 'ಮಿಶ್ರ',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.full': 'ಪೂರ್ಣ',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.partial': 'ಆಂಶಿಕ',
  'jyotish/state-names.KAAL_SARP_KIND_NAMES.none': 'ಇಲ್ಲ',
};
