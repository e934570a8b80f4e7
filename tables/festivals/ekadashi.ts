// The 26 named Ekadashis (festival-rules.md 1.1): Smarta rows 100-125 and their Vaishnava rows 130-155, emitted only
// when the Vaishnava day differs. A Krishna Ekadashi is listed under its amanta month; its purnimanta name is the
// next month's (Varuthini = amanta Chaitra K11 = purnimanta Vaishakha K11). Adhik months have their own pair.
import { deepFreeze } from '../freeze.ts';
import type { DisplayName } from '../names/types.ts';
import { row } from './build.ts';
import type { FestivalRow, TithiRule } from './types.ts';

interface EkadashiName extends DisplayName {
  readonly slug: string;
}
const e = (slug: string, en: string, hi: string): EkadashiName => ({ slug, en, hi });

/** [Shukla, Krishna] per amanta month 1 (Chaitra) .. 12 (Phalguna), then the adhik pair at index 12. */
const NAMES: ReadonlyArray<readonly [EkadashiName, EkadashiName]> = [
  [e('kamada', 'Kamada Ekadashi', 'कामदा एकादशी'), e('varuthini', 'Varuthini Ekadashi', 'वरूथिनी एकादशी')],
  [e('mohini', 'Mohini Ekadashi', 'मोहिनी एकादशी'), e('apara', 'Apara Ekadashi', 'अपरा एकादशी')],
  [e('nirjala', 'Nirjala Ekadashi', 'निर्जला एकादशी'), e('yogini', 'Yogini Ekadashi', 'योगिनी एकादशी')],
  [e('devshayani', 'Devshayani Ekadashi', 'देवशयनी एकादशी'), e('kamika', 'Kamika Ekadashi', 'कामिका एकादशी')],
  [e('shravana-putrada', 'Shravana Putrada Ekadashi', 'श्रावण पुत्रदा एकादशी'), e('aja', 'Aja Ekadashi', 'अजा एकादशी')],
  [e('parsva', 'Parsva Ekadashi', 'परिवर्तिनी एकादशी'), e('indira', 'Indira Ekadashi', 'इन्दिरा एकादशी')],
  [e('papankusha', 'Papankusha Ekadashi', 'पापांकुशा एकादशी'), e('rama', 'Rama Ekadashi', 'रमा एकादशी')],
  [e('devutthana', 'Devutthana Ekadashi', 'देवउठनी एकादशी'), e('utpanna', 'Utpanna Ekadashi', 'उत्पन्ना एकादशी')],
  [e('mokshada', 'Mokshada Ekadashi', 'मोक्षदा एकादशी'), e('saphala', 'Saphala Ekadashi', 'सफला एकादशी')],
  [
    e('pausha-putrada', 'Pausha Putrada Ekadashi', 'पौष पुत्रदा एकादशी'),
    e('shattila', 'Shattila Ekadashi', 'षटतिला एकादशी'),
  ],
  [e('jaya', 'Jaya Ekadashi', 'जया एकादशी'), e('vijaya', 'Vijaya Ekadashi', 'विजया एकादशी')],
  [e('amalaki', 'Amalaki Ekadashi', 'आमलकी एकादशी'), e('papmochani', 'Papmochani Ekadashi', 'पापमोचिनी एकादशी')],
  [e('padmini', 'Padmini Ekadashi', 'पद्मिनी एकादशी'), e('parama', 'Parama Ekadashi', 'परमा एकादशी')],
];

const SOURCE = 'festival-rules.md 1.1; jyotisha assign_ekaadashii_vratam (tables/festivals/ekadashi-patterns.ts)';
const VAISHNAVA_OFFSET = 30;

function ekadashiRule(
  monthIndex: number,
  krishna: boolean,
  decider: 'ekadashi_smarta' | 'ekadashi_vaishnava',
): TithiRule {
  const adhik = monthIndex === 12;
  return {
    kind: 'tithi',
    month: adhik ? null : monthIndex + 1,
    adhik: adhik ? 'adhik' : 'nija',
    tithi: krishna ? 26 : 11,
    kaala: 'sunrise',
    tie: 'first',
    decider,
  };
}

function ekadashiRows(): FestivalRow[] {
  const rows: FestivalRow[] = [];
  NAMES.forEach((pair, monthIndex) => {
    pair.forEach((name, paksha) => {
      const id = 100 + 2 * monthIndex + paksha;
      const krishna = paksha === 1;
      const common = {
        type: 'vrat',
        category: 'ekadashi',
        durationNote: 'Fast from sunrise; parana (breaking the fast) the next morning',
        source: SOURCE,
      } as const;
      rows.push(
        row({
          ...common,
          id,
          slug: `${name.slug}-ekadashi`,
          name: { en: name.en, hi: name.hi },
          layer: 'core',
          rule: ekadashiRule(monthIndex, krishna, 'ekadashi_smarta'),
        }),
      );
      rows.push(
        row({
          ...common,
          id: id + VAISHNAVA_OFFSET,
          slug: `vaishnava-${name.slug}-ekadashi`,
          name: { en: `Vaishnava ${name.en}`, hi: `वैष्णव ${name.hi}` },
          rule: ekadashiRule(monthIndex, krishna, 'ekadashi_vaishnava'),
          onlyIfDiffersFrom: id,
        }),
      );
    });
  });
  return rows;
}

export const EKADASHI_ROWS: readonly FestivalRow[] = deepFreeze(ekadashiRows());
