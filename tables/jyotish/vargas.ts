// The twenty divisional charts (vargas) and the rule that maps a part of a sign onto a varga sign, per method.
// Default rules are Parashara's: Brihat Parashara Hora Shastra ch. 6 "Shodasavargas" (R. Santhanam tr., Ranjan
// 1984) for the sixteen classical vargas; D5, D6, D8 and D11 are not in BPHS ch. 6 and follow the
// "traditional Parashara" reading used by Jagannatha Hora (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
// Approach", Sagar 2000, ch. 4 "Divisional charts"). Variants are served only when asked for by `method`.
// Rashis are numbered 1 (Mesha) to 12 (Meena) as in tables/names.
import { deepFreeze, type DisplayName } from '../names/index.ts';

export const VARGA_CODES = [
  'D1',
  'D2',
  'D3',
  'D4',
  'D5',
  'D6',
  'D7',
  'D8',
  'D9',
  'D10',
  'D11',
  'D12',
  'D16',
  'D20',
  'D24',
  'D27',
  'D30',
  'D40',
  'D45',
  'D60',
] as const;
export type VargaCode = (typeof VARGA_CODES)[number];

/** How the sign's own class picks the rule: odd/even, movable/fixed/dual, fire/earth/air/water, or none. */
export type SignClassing = 'all' | 'parity' | 'modality' | 'element';

/** Where the first part of a sign goes: the sign `offset` places on (0 = the sign itself), a fixed rashi, or
 *  (D11) the sign mirrored about Mesha (13 - sign, Mesha staying Mesha). */
export type Start = { readonly offset: number } | { readonly rashi: number } | { readonly mirror: true };

export type VargaRule =
  /** Equal parts; part k goes `k * step` signs on from the start picked by the sign's class. */
  | {
      readonly kind: 'equal';
      readonly step: number;
      readonly classing: SignClassing;
      readonly starts: Readonly<Record<string, Start>>;
    }
  /** Equal parts mapped one by one onto listed rashis (odd and even signs). */
  | { readonly kind: 'list'; readonly odd: readonly number[]; readonly even: readonly number[] }
  /** Unequal parts: `[endDeg, rashi]` in order within the sign, odd and even signs. */
  | {
      readonly kind: 'unequal';
      readonly odd: readonly (readonly [number, number])[];
      readonly even: readonly (readonly [number, number])[];
    }
  /** Parivritti (cyclic): the parts of the whole zodiac run on from Mesha without a break. */
  | { readonly kind: 'cyclic' }
  /** Somanatha (parivritti alternate): odd signs' parts run on from Mesha, even signs' back from Meena. */
  | { readonly kind: 'alternate' }
  /** Kashinatha hora: the Sun's hora goes to the day-strong sign of the sign's lord, the Moon's to the night-strong. */
  | { readonly kind: 'kashinatha' };

export interface VargaMethod {
  readonly rule: VargaRule;
  readonly source: string;
}

export interface Varga {
  readonly divisions: number;
  readonly name: DisplayName;
  /** `parashara` is always present and the default. */
  readonly methods: Readonly<Record<string, VargaMethod>>;
}

export const DEFAULT_VARGA_METHOD = 'parashara';

const BPHS = 'BPHS ch. 6 (Santhanam tr.)';
const RAO = 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 4 (traditional Parashara reading)';
const self = { offset: 0 } as const;
const at = (rashi: number) => ({ rashi }) as const;
const on = (offset: number) => ({ offset }) as const;
const equal = (step: number, classing: SignClassing, starts: Record<string, Start>): VargaRule => ({
  kind: 'equal',
  step,
  classing,
  starts,
});
const parashara = (rule: VargaRule, source: string) => ({ parashara: { rule, source } });

const PARIVRITTI: VargaMethod = {
  rule: { kind: 'cyclic' },
  source: `${RAO}: parivritti (cyclic) division, parts counted on from Mesha through the zodiac`,
};
const SOMANATHA: VargaMethod = {
  rule: { kind: 'alternate' },
  source: `${RAO}: Somanatha (parivritti alternate): odd signs from Mesha forward, even signs from Meena backward`,
};

export const VARGAS: Readonly<Record<VargaCode, Varga>> = deepFreeze({
  D1: { divisions: 1, name: { en: 'Rashi', hi: 'राशि' }, methods: parashara(equal(1, 'all', { all: self }), BPHS) },
  D2: {
    divisions: 2,
    name: { en: 'Hora', hi: 'होरा' },
    methods: {
      ...parashara(
        { kind: 'list', odd: [5, 4], even: [4, 5] },
        `${BPHS}: odd signs Sun's hora (Simha) then Moon's (Karka); even signs the reverse`,
      ),
      kashinatha: {
        rule: { kind: 'kashinatha' },
        source:
          "Kashinatha hora (Achyuta Dasa tradition, as taught by P.V.R. Narasimha Rao): Sun's hora to the lord's day-strong sign, Moon's to its night-strong sign",
      },
      parivritti: PARIVRITTI,
    },
  },
  D3: {
    divisions: 3,
    name: { en: 'Drekkana', hi: 'द्रेष्काण' },
    methods: {
      ...parashara(equal(4, 'all', { all: self }), `${BPHS}: the sign, its 5th and its 9th`),
      jagannatha: {
        rule: equal(4, 'element', { fire: at(1), earth: at(10), air: at(7), water: at(4) }),
        source: `${RAO}: Jagannatha drekkana: the movable sign of the triplicity, then its 5th and 9th`,
      },
      somanatha: SOMANATHA,
      parivritti: PARIVRITTI,
    },
  },
  D4: {
    divisions: 4,
    name: { en: 'Chaturthamsa', hi: 'चतुर्थांश' },
    methods: parashara(equal(3, 'all', { all: self }), `${BPHS}: the sign, its 4th, 7th and 10th`),
  },
  D5: {
    divisions: 5,
    name: { en: 'Panchamsa', hi: 'पंचमांश' },
    methods: parashara(
      { kind: 'list', odd: [1, 11, 9, 3, 7], even: [2, 6, 12, 10, 8] },
      `${RAO}: the signs of Mars, Saturn, Jupiter, Mercury, Venus in odd signs; Venus, Mercury, Jupiter, Saturn, Mars in even`,
    ),
  },
  D6: {
    divisions: 6,
    name: { en: 'Shashthamsa', hi: 'षष्ठांश' },
    methods: parashara(equal(1, 'parity', { odd: at(1), even: at(7) }), `${RAO}: odd signs from Mesha, even from Tula`),
  },
  D7: {
    divisions: 7,
    name: { en: 'Saptamsa', hi: 'सप्तांश' },
    methods: parashara(
      equal(1, 'parity', { odd: self, even: on(6) }),
      `${BPHS}: odd signs from the sign, even from its 7th`,
    ),
  },
  D8: {
    divisions: 8,
    name: { en: 'Ashtamsa', hi: 'अष्टमांश' },
    methods: parashara(
      equal(1, 'modality', { movable: at(1), fixed: at(9), dual: at(5) }),
      `${RAO}: movable signs from Mesha, fixed from Dhanu, dual from Simha`,
    ),
  },
  D9: {
    divisions: 9,
    name: { en: 'Navamsa', hi: 'नवांश' },
    methods: parashara(
      equal(1, 'modality', { movable: self, fixed: on(8), dual: on(4) }),
      `${BPHS}: movable signs from the sign, fixed from its 9th, dual from its 5th`,
    ),
  },
  D10: {
    divisions: 10,
    name: { en: 'Dasamsa', hi: 'दशमांश' },
    methods: parashara(
      equal(1, 'parity', { odd: self, even: on(8) }),
      `${BPHS}: odd signs from the sign, even from its 9th`,
    ),
  },
  D11: {
    divisions: 11,
    name: { en: 'Rudramsa', hi: 'रुद्रांश' },
    methods: parashara(
      equal(1, 'all', { all: { mirror: true } }),
      `${RAO}: Rudramsa (Sanjay Rath's Parashara reading): from the sign as far behind Mesha as the sign is ahead of it, forward`,
    ),
  },
  D12: {
    divisions: 12,
    name: { en: 'Dwadasamsa', hi: 'द्वादशांश' },
    methods: parashara(equal(1, 'all', { all: self }), `${BPHS}: from the sign itself`),
  },
  D16: {
    divisions: 16,
    name: { en: 'Shodasamsa', hi: 'षोडशांश' },
    methods: parashara(
      equal(1, 'modality', { movable: at(1), fixed: at(5), dual: at(9) }),
      `${BPHS}: movable signs from Mesha, fixed from Simha, dual from Dhanu`,
    ),
  },
  D20: {
    divisions: 20,
    name: { en: 'Vimsamsa', hi: 'विंशांश' },
    methods: parashara(
      equal(1, 'modality', { movable: at(1), fixed: at(9), dual: at(5) }),
      `${BPHS}: movable signs from Mesha, fixed from Dhanu, dual from Simha`,
    ),
  },
  D24: {
    divisions: 24,
    name: { en: 'Chaturvimsamsa', hi: 'चतुर्विंशांश' },
    methods: parashara(
      equal(1, 'parity', { odd: at(5), even: at(4) }),
      `${BPHS}: odd signs from Simha, even from Karka`,
    ),
  },
  D27: {
    divisions: 27,
    name: { en: 'Saptavimsamsa (Bhamsa)', hi: 'सप्तविंशांश' },
    methods: parashara(
      equal(1, 'element', { fire: at(1), earth: at(4), air: at(7), water: at(10) }),
      `${BPHS}: fiery signs from Mesha, earthy from Karka, airy from Tula, watery from Makara`,
    ),
  },
  D30: {
    divisions: 30,
    name: { en: 'Trimsamsa', hi: 'त्रिंशांश' },
    methods: parashara(
      {
        kind: 'unequal',
        odd: [
          [5, 1],
          [10, 11],
          [18, 9],
          [25, 3],
          [30, 7],
        ],
        even: [
          [5, 2],
          [12, 6],
          [20, 12],
          [25, 10],
          [30, 8],
        ],
      },
      `${BPHS}: odd signs 5° Mars, 5° Saturn, 8° Jupiter, 7° Mercury, 5° Venus; even signs the reverse, each in the lord's odd or even sign`,
    ),
  },
  D40: {
    divisions: 40,
    name: { en: 'Khavedamsa', hi: 'खवेदांश' },
    methods: parashara(
      equal(1, 'parity', { odd: at(1), even: at(7) }),
      `${BPHS}: odd signs from Mesha, even from Tula`,
    ),
  },
  D45: {
    divisions: 45,
    name: { en: 'Akshavedamsa', hi: 'अक्षवेदांश' },
    methods: parashara(
      equal(1, 'modality', { movable: at(1), fixed: at(5), dual: at(9) }),
      `${BPHS}: movable signs from Mesha, fixed from Simha, dual from Dhanu`,
    ),
  },
  D60: {
    divisions: 60,
    name: { en: 'Shashtyamsa', hi: 'षष्ट्यंश' },
    methods: parashara(equal(1, 'all', { all: self }), `${BPHS}: from the sign itself`),
  },
});

/**
 * Kashinatha hora pairs: each lord's day-strong and night-strong sign (Simha and Karka pair for the luminaries).
 * Day-strong: Simha, Kanya, Tula, Vrischika, Kumbha, Meena; night-strong: the other six.
 */
export const KASHINATHA_SIGNS: Readonly<Record<number, { readonly day: number; readonly night: number }>> = deepFreeze(
  (() => {
    const pairs: [number, number][] = [
      [5, 4],
      [6, 3],
      [7, 2],
      [8, 1],
      [11, 10],
      [12, 9],
    ];
    const out: Record<number, { day: number; night: number }> = {};
    for (const [day, night] of pairs) out[day] = out[night] = { day, night };
    return out;
  })(),
);

/** The sixteen vargas of BPHS ch. 6 and their vimshopaka weights in the shodasavarga scheme (BPHS ch. 7 on
 *  vimshopaka bala, Santhanam tr.: D1 3.5, D9 3, D60 4, D16 2, D2/D3/D30 1, the rest 0.5; twenty in all). */
export const SHODASAVARGA_WEIGHTS: Readonly<Partial<Record<VargaCode, number>>> = deepFreeze({
  D1: 3.5,
  D2: 1,
  D3: 1,
  D4: 0.5,
  D7: 0.5,
  D9: 3,
  D10: 0.5,
  D12: 0.5,
  D16: 2,
  D20: 0.5,
  D24: 0.5,
  D27: 0.5,
  D30: 1,
  D40: 0.5,
  D45: 0.5,
  D60: 4,
});

/** Points out of 20 for a graha's relation to the lord of its varga sign (BPHS ch. 7, Santhanam tr.). */
export const VIMSHOPAKA_POINTS = deepFreeze({
  own: 20,
  great_friend: 18,
  friend: 15,
  neutral: 10,
  enemy: 7,
  great_enemy: 5,
} as const);
export type VimshopakaRelation = keyof typeof VIMSHOPAKA_POINTS;
