// Monthly observances and the twelve sankrantis (festival-rules.md section 1). Ids 1-99 and 200-219.
import { deepFreeze } from '../freeze.ts';
import { monthly, row } from './build.ts';
import type { FestivalRow } from './types.ts';

const S = 'festival-rules.md';

export const MONTHLY_ROWS: readonly FestivalRow[] = deepFreeze([
  row({ id: 1, slug: 'shukla-pradosh-vrat', name: { en: 'Pradosh Vrat (Shukla)', hi: 'प्रदोष व्रत (शुक्ल)' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(13, 'pradosh', 'max', { fallback: 'after' }), durationNote: 'Puja in the Pradosh window after sunset',
    source: `${S} 1.2; jyotisha assign_pradosha_vratam` }),
  row({ id: 2, slug: 'krishna-pradosh-vrat', name: { en: 'Pradosh Vrat (Krishna)', hi: 'प्रदोष व्रत (कृष्ण)' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(28, 'pradosh', 'max', { fallback: 'after' }), durationNote: 'Puja in the Pradosh window after sunset',
    source: `${S} 1.2; jyotisha assign_pradosha_vratam` }),
  row({ id: 3, slug: 'sankashti-chaturthi', name: { en: 'Sankashti Chaturthi', hi: 'संकष्टी चतुर्थी' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(19, 'moonrise', 'first', { fallback: 'after' }), durationNote: 'Fast from sunrise until moonrise',
    source: `${S} 1.3; jyotisha assign_chaturthi_vratam` }),
  row({ id: 4, slug: 'angaraki-chaturthi', name: { en: 'Angaraki Sankashti Chaturthi', hi: 'अंगारकी संकष्टी चतुर्थी' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(19, 'moonrise', 'first', { fallback: 'after', weekday: 2 }), durationNote: 'Fast from sunrise until moonrise',
    source: `${S} 1.3 (Tuesday Sankashti)` }),
  row({ id: 5, slug: 'vinayaka-chaturthi', name: { en: 'Vinayaka Chaturthi', hi: 'विनायक चतुर्थी' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(4, 'madhyahna', 'second_if_full'), durationNote: 'Puja at madhyahna',
    source: `${S} 1.4; adyatithi zrIvinAyaka-caturthI.toml` }),
  row({ id: 6, slug: 'masik-shivaratri', name: { en: 'Masik Shivaratri', hi: 'मासिक शिवरात्रि' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(29, 'nishita', 'second'), durationNote: 'Night vigil; puja at Nishita (midnight)',
    source: `${S} 1.5; adyatithi mAsazivarAtriH.toml (nishita, paraviddha)` }),
  row({ id: 7, slug: 'purnima', name: { en: 'Purnima', hi: 'पूर्णिमा' }, type: 'observance', category: 'lunar_day', layer: 'core',
    rule: monthly(15, 'sunrise', 'first'), durationNote: 'Full-moon tithi, from its start to its end',
    source: `${S} 1.6; drikpanchang.com/vrats/purnimasidates.html` }),
  row({ id: 8, slug: 'purnima-vrat', name: { en: 'Purnima Vrat', hi: 'पूर्णिमा व्रत' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(15, 'madhyahna', 'first', { decider: 'purnima_vrat' }), durationNote: 'Fast from sunrise until moonrise',
    source: `${S} 1.6 (Drik madhyahna rule)` }),
  row({ id: 9, slug: 'amavasya', name: { en: 'Amavasya', hi: 'अमावस्या' }, type: 'observance', category: 'lunar_day', layer: 'core',
    rule: monthly(30, 'sunrise', 'first'), durationNote: 'New-moon tithi, from its start to its end',
    source: `${S} 1.7; marriagehoroscope.com/panchang/amavasya-tithi.php` }),
  row({ id: 10, slug: 'somvati-amavasya', name: { en: 'Somvati Amavasya', hi: 'सोमवती अमावस्या' }, type: 'observance', category: 'ancestral',
    rule: monthly(30, 'sunrise', 'first', { weekday: 1 }), source: `${S} 1.7; jyotisha assign_amaavaasyaa_soma` }),
  row({ id: 11, slug: 'shani-amavasya', name: { en: 'Shani Amavasya', hi: 'शनि अमावस्या' }, type: 'observance', category: 'ancestral',
    rule: monthly(30, 'sunrise', 'first', { weekday: 6 }), source: `${S} 1.7 (Saturday Amavasya)` }),
  row({ id: 12, slug: 'masik-durgashtami', name: { en: 'Masik Durgashtami', hi: 'मासिक दुर्गाष्टमी' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(8, 'sunrise', 'first'), source: `${S} 2.3 item 34 (Ashtami at sunrise), kept monthly` }),
  row({ id: 13, slug: 'kalashtami', name: { en: 'Kalashtami', hi: 'कालाष्टमी' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(23, 'nishita', 'first'), durationNote: 'Kala Bhairava puja at night',
    source: `${S} section 0 (nishita-vyapini Krishna Ashtami)` }),
  row({ id: 14, slug: 'masik-krishna-janmashtami', name: { en: 'Masik Krishna Janmashtami', hi: 'मासिक कृष्ण जन्माष्टमी' }, type: 'vrat', category: 'monthly_vrat',
    rule: monthly(23, 'nishita', 'second'), source: `${S} 2.2 item 26 (nishita), kept monthly` }),
  row({ id: 15, slug: 'skanda-sashti', name: { en: 'Skanda Sashti', hi: 'स्कन्द षष्ठी' }, type: 'vrat', category: 'monthly_vrat', observedIn: ['south_india'],
    rule: monthly(6, 'madhyahna', 'first'), source: `${S} 2.4 item 57; jyotisha assign_shasthi_vratam (purvaviddha)` }),
]);

const SANKRANTI_NAMES: ReadonlyArray<[string, string, string]> = [
  ['mesha', 'Mesha Sankranti', 'मेष संक्रांति'], ['vrishabha', 'Vrishabha Sankranti', 'वृषभ संक्रांति'],
  ['mithuna', 'Mithuna Sankranti', 'मिथुन संक्रांति'], ['karka', 'Karka Sankranti', 'कर्क संक्रांति'],
  ['simha', 'Simha Sankranti', 'सिंह संक्रांति'], ['kanya', 'Kanya Sankranti', 'कन्या संक्रांति'],
  ['tula', 'Tula Sankranti', 'तुला संक्रांति'], ['vrishchika', 'Vrishchika Sankranti', 'वृश्चिक संक्रांति'],
  ['dhanu', 'Dhanu Sankranti', 'धनु संक्रांति'], ['makar', 'Makar Sankranti', 'मकर संक्रांति'],
  ['kumbha', 'Kumbha Sankranti', 'कुंभ संक्रांति'], ['meena', 'Meena Sankranti', 'मीन संक्रांति'],
];

/** Ids 200 (Mesha) .. 211 (Meena); the festival day is the ingress day, or the next when the ingress is after sunset. */
export const SANKRANTI_ROWS: readonly FestivalRow[] = deepFreeze(SANKRANTI_NAMES.map(([key, en, hi], i) => row({
  id: 200 + i, slug: `${key}-sankranti`, name: { en, hi }, type: 'sankranti', category: 'sankranti',
  layer: key === 'makar' ? 'core' : 'all',
  rule: { kind: 'solar', sign: i + 1, dayRule: 'sunset' },
  durationNote: 'Start and end mark the instant the Sun enters the sign',
  source: `${S} 1.8 and 2.1 item 2 (ingress after sunset → next day)`,
})));
