// Observances of other faiths for the `faith_filter` (festival-rules.md sections 3-5), ids 500-799, and the
// eclipse rows (800-809). Sikh and Jain dates follow their lunar calendars (SGPC, Jain panchangs: sunrise tithi);
// Islamic ones the tabular Hijri calendar; Christian ones the Gregorian computus.
import { deepFreeze } from '../freeze.ts';
import { annual, row } from './build.ts';
import type { FestivalRow } from './types.ts';

const S = 'festival-rules.md';
const PUNJAB = ['north_india'] as const;
const WORLD = ['worldwide'] as const;
const HIJRI_NOTE = 'Islamic day begins at the previous sunset';

export const SIKH_ROWS: readonly FestivalRow[] = deepFreeze([
  row({ id: 500, slug: 'guru-nanak-jayanti', name: { en: 'Guru Nanak Jayanti', hi: 'गुरु नानक जयंती' }, faith: 'sikh', type: 'jayanti', category: 'interfaith', layer: 'core',
    rule: annual(8, 15, 'sunrise', 'first'), source: `${S} 3 item 59 (Kartik Purnima, SGPC)` }),
  row({ id: 501, slug: 'guru-gobind-singh-jayanti', name: { en: 'Guru Gobind Singh Jayanti', hi: 'गुरु गोबिंद सिंह जयंती' }, faith: 'sikh', type: 'jayanti', category: 'interfaith', layer: 'core',
    rule: annual(10, 7, 'sunrise', 'first'), source: `${S} 3 item 60 (Pausha S7, SGPC; may fall twice in a year)` }),
  row({ id: 502, slug: 'guru-tegh-bahadur-martyrdom', name: { en: 'Guru Tegh Bahadur Martyrdom Day', hi: 'गुरु तेग बहादुर शहीदी दिवस' }, faith: 'sikh', type: 'observance', category: 'interfaith',
    rule: annual(9, 5, 'sunrise', 'first'), source: `${S} 3 item 61 (SGPC: Maghar S5)` }),
  row({ id: 503, slug: 'vaisakhi', name: { en: 'Vaisakhi', hi: 'वैसाखी' }, faith: 'sikh', type: 'festival', category: 'interfaith', layer: 'core', observedIn: PUNJAB,
    rule: { kind: 'solar', sign: 1, dayRule: 'sunset' }, source: `${S} 3 item 62 (Vaisakh 1 = Mesha Sankranti)` }),
  row({ id: 504, slug: 'lohri', name: { en: 'Lohri', hi: 'लोहड़ी' }, faith: 'sikh', type: 'festival', category: 'interfaith', layer: 'core', observedIn: PUNJAB,
    rule: { kind: 'relative', to: 209, offsetDays: -1 }, source: `${S} 2.1 item 1 (eve of Makar Sankranti)` }),
  row({ id: 505, slug: 'bandi-chhor-divas', name: { en: 'Bandi Chhor Divas', hi: 'बंदी छोड़ दिवस' }, faith: 'sikh', type: 'festival', category: 'interfaith',
    rule: { kind: 'relative', to: 338, offsetDays: 0 }, source: `${S} 3 item 63 (Diwali day)` }),
  row({ id: 506, slug: 'hola-mohalla', name: { en: 'Hola Mohalla', hi: 'होला मोहल्ला' }, faith: 'sikh', type: 'festival', category: 'interfaith', observedIn: PUNJAB,
    rule: { kind: 'relative', to: 304, offsetDays: 1 }, source: 'Anandpur Sahib: the day after Holi' }),
  row({ id: 507, slug: 'maghi', name: { en: 'Maghi', hi: 'माघी' }, faith: 'sikh', type: 'festival', category: 'interfaith', observedIn: PUNJAB,
    rule: { kind: 'solar', sign: 10, dayRule: 'sunset' }, source: `${S} 2.1 item 2 (Punjab's Makar Sankranti)` }),
]);

export const JAIN_ROWS: readonly FestivalRow[] = deepFreeze([
  row({ id: 550, slug: 'mahavir-jayanti', name: { en: 'Mahavir Jayanti', hi: 'महावीर जयंती' }, faith: 'jain', type: 'jayanti', category: 'interfaith', layer: 'core',
    rule: annual(1, 13, 'sunrise', 'first'), source: `${S} 2.1 item 12 (Chaitra S13, sunrise)` }),
  row({ id: 551, slug: 'samvatsari', name: { en: 'Samvatsari', hi: 'संवत्सरी' }, faith: 'jain', type: 'festival', category: 'interfaith', layer: 'core',
    rule: annual(6, 4, 'sunrise', 'first'), source: `${S} 3 item 64 (Shvetambara: Bhadrapada S4)` }),
  row({ id: 552, slug: 'paryushana-begins', name: { en: 'Paryushana begins', hi: 'पर्युषण आरंभ' }, faith: 'jain', type: 'festival', category: 'interfaith',
    rule: { kind: 'relative', to: 551, offsetDays: -7 }, durationNote: 'Eight days ending on Samvatsari', source: `${S} 3 item 64` }),
  row({ id: 553, slug: 'das-lakshan-begins', name: { en: 'Das Lakshan Parva begins', hi: 'दस लक्षण पर्व आरंभ' }, faith: 'jain', type: 'festival', category: 'interfaith',
    rule: annual(6, 5, 'sunrise', 'first'), durationNote: 'Ten days, Bhadrapada Shukla Panchami to Chaturdashi', source: `${S} 3 item 64 (Digambara)` }),
  row({ id: 554, slug: 'mahavir-nirvan', name: { en: 'Mahavir Nirvan Diwas', hi: 'महावीर निर्वाण दिवस' }, faith: 'jain', type: 'observance', category: 'interfaith',
    rule: { kind: 'relative', to: 338, offsetDays: 0 }, source: 'Jain Diwali: Mahavira\'s nirvana on Kartika Amavasya' }),
]);

export const BUDDHIST_ROWS: readonly FestivalRow[] = deepFreeze([
  row({ id: 600, slug: 'buddha-purnima', name: { en: 'Buddha Purnima', hi: 'बुद्ध पूर्णिमा' }, faith: 'buddhist', type: 'jayanti', category: 'interfaith', layer: 'core',
    rule: annual(2, 15, 'sunrise', 'first'), source: `${S} 2.1 item 16 (Vaishakha Purnima, udaya)` }),
  row({ id: 601, slug: 'asalha-puja', name: { en: 'Asalha Puja (Dhamma Day)', hi: 'आषाढ़ पूर्णिमा (धम्म दिवस)' }, faith: 'buddhist', type: 'observance', category: 'interfaith',
    rule: annual(4, 15, 'sunrise', 'first'), source: 'Ashadha Purnima: the first sermon (udaya Purnima, as Buddha Purnima)' }),
  row({ id: 602, slug: 'magha-puja', name: { en: 'Magha Puja', hi: 'माघ पूजा' }, faith: 'buddhist', type: 'observance', category: 'interfaith',
    rule: annual(11, 15, 'sunrise', 'first'), source: 'Magha Purnima (udaya Purnima, as Buddha Purnima)' }),
  row({ id: 603, slug: 'pavarana', name: { en: 'Pavarana', hi: 'पवारणा' }, faith: 'buddhist', type: 'observance', category: 'interfaith',
    rule: annual(7, 15, 'sunrise', 'first'), source: 'Ashvina Purnima: end of the rains retreat (udaya Purnima)' }),
]);

export const CHRISTIAN_ROWS: readonly FestivalRow[] = deepFreeze([
  row({ id: 650, slug: 'christmas', name: { en: 'Christmas', hi: 'क्रिसमस' }, faith: 'christian', type: 'festival', category: 'interfaith', layer: 'core', observedIn: WORLD,
    rule: { kind: 'gregorian', month: 12, day: 25 }, source: `${S} 5` }),
  row({ id: 651, slug: 'good-friday', name: { en: 'Good Friday', hi: 'गुड फ्राइडे' }, faith: 'christian', type: 'observance', category: 'interfaith', layer: 'core', observedIn: WORLD,
    rule: { kind: 'easter', offsetDays: -2 }, source: `${S} 5 (Easter − 2)` }),
  row({ id: 652, slug: 'easter', name: { en: 'Easter Sunday', hi: 'ईस्टर' }, faith: 'christian', type: 'festival', category: 'interfaith', layer: 'core', observedIn: WORLD,
    rule: { kind: 'easter', offsetDays: 0 }, source: `${S} 5 (Gregorian computus)` }),
  row({ id: 653, slug: 'ash-wednesday', name: { en: 'Ash Wednesday', hi: 'ऐश वेडनेसडे' }, faith: 'christian', type: 'observance', category: 'interfaith', observedIn: WORLD,
    rule: { kind: 'easter', offsetDays: -46 }, source: `${S} 5 (Easter − 46)` }),
  row({ id: 654, slug: 'palm-sunday', name: { en: 'Palm Sunday', hi: 'पाम संडे' }, faith: 'christian', type: 'observance', category: 'interfaith', observedIn: WORLD,
    rule: { kind: 'easter', offsetDays: -7 }, source: `${S} 5 (Easter − 7)` }),
  row({ id: 655, slug: 'maundy-thursday', name: { en: 'Maundy Thursday', hi: 'मॉन्डी थर्सडे' }, faith: 'christian', type: 'observance', category: 'interfaith', observedIn: WORLD,
    rule: { kind: 'easter', offsetDays: -3 }, source: `${S} 5 (Easter − 3)` }),
  row({ id: 656, slug: 'pentecost', name: { en: 'Pentecost', hi: 'पेंटेकोस्ट' }, faith: 'christian', type: 'observance', category: 'interfaith', observedIn: WORLD,
    rule: { kind: 'easter', offsetDays: 49 }, source: `${S} 5 (Easter + 49)` }),
]);

const hijri = (id: number, slug: string, en: string, hi: string, month: number, day: number, layer: 'core' | 'all'): FestivalRow => row({
  id, slug, name: { en, hi }, faith: 'islamic', type: 'festival', category: 'interfaith', layer, observedIn: WORLD,
  rule: { kind: 'hijri', month, day }, durationNote: HIJRI_NOTE, source: `${S} 4; panchang-rules.md 6.4 (tabular Hijri, civil epoch)`,
});

export const ISLAMIC_ROWS: readonly FestivalRow[] = deepFreeze([
  hijri(700, 'ramadan-begins', 'Ramadan begins', 'रमज़ान आरंभ', 9, 1, 'core'),
  hijri(701, 'eid-al-fitr', 'Eid al-Fitr', 'ईद उल-फ़ित्र', 10, 1, 'core'),
  hijri(702, 'eid-al-adha', 'Eid al-Adha (Bakrid)', 'ईद उल-अज़हा (बकरीद)', 12, 10, 'core'),
  hijri(703, 'islamic-new-year', 'Islamic New Year', 'इस्लामी नव वर्ष', 1, 1, 'all'),
  hijri(704, 'ashura', 'Muharram (Ashura)', 'मुहर्रम (आशूरा)', 1, 10, 'core'),
  hijri(705, 'milad-un-nabi', 'Milad un-Nabi', 'मिलाद उन-नबी', 3, 12, 'core'),
  hijri(706, 'shab-e-barat', 'Shab-e-Barat', 'शब-ए-बारात', 8, 15, 'all'),
  hijri(707, 'shab-e-qadr', 'Shab-e-Qadr', 'शब-ए-क़द्र', 9, 27, 'all'),
  hijri(708, 'hazrat-ali-birthday', "Hazrat Ali's Birthday", 'हज़रत अली जन्मदिवस', 7, 13, 'all'),
]);

const eclipse = (id: number, slug: string, en: string, hi: string, body: 'solar' | 'lunar', eclipseKind: 'total' | 'annular' | 'partial' | 'penumbral'): FestivalRow => row({
  id, slug, name: { en, hi }, type: 'eclipse', category: 'eclipse', layer: 'eclipse', observedIn: WORLD, rule: { kind: 'eclipse', body, eclipseKind },
  durationNote: 'Start and end of the part visible from this place', source: 'astronomy-engine SearchGlobalSolarEclipse / SearchLunarEclipse; local geometry in engine/panchang/festivals/eclipses.ts',
});

export const ECLIPSE_ROWS: readonly FestivalRow[] = deepFreeze([
  eclipse(800, 'total-solar-eclipse', 'Total Solar Eclipse', 'पूर्ण सूर्य ग्रहण', 'solar', 'total'),
  eclipse(801, 'annular-solar-eclipse', 'Annular Solar Eclipse', 'वलयाकार सूर्य ग्रहण', 'solar', 'annular'),
  eclipse(802, 'partial-solar-eclipse', 'Partial Solar Eclipse', 'खंडग्रास सूर्य ग्रहण', 'solar', 'partial'),
  eclipse(803, 'total-lunar-eclipse', 'Total Lunar Eclipse', 'पूर्ण चंद्र ग्रहण', 'lunar', 'total'),
  eclipse(804, 'partial-lunar-eclipse', 'Partial Lunar Eclipse', 'खंडग्रास चंद्र ग्रहण', 'lunar', 'partial'),
  eclipse(805, 'penumbral-lunar-eclipse', 'Penumbral Lunar Eclipse', 'उपच्छाया चंद्र ग्रहण', 'lunar', 'penumbral'),
]);
