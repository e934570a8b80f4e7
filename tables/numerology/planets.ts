// Ruling planets of the numbers 1-9 in Ank Jyotish (astrology-rules.md 8.5) and the natural
// friendships between them (1.4), which compatibility and name correction read.
import { GRAHAS, type GrahaKey } from '../names/index.ts';
import { deepFreeze } from '../freeze.ts';

export type PlanetId = GrahaKey;

export interface NumberPlanet {
  readonly id: PlanetId;
  readonly english_name: string;
  readonly sanskrit_name: string;
  readonly hindi_name: string;
  /** Cheiro's Western books put Uranus on 4 and Neptune on 7; Indian practice uses the nodes. */
  readonly western_name: string;
}

/** Sanskrit and Hindi names come from the shared graha table; numerology adds its own English and Western names. */
function numberPlanet(id: PlanetId, englishName: string, westernName: string): NumberPlanet {
  const graha = GRAHAS.find((g) => g.key === id)!;
  return { id, english_name: englishName, sanskrit_name: graha.en, hindi_name: graha.hi, western_name: westernName };
}

/** Index = number 1..9 (index 0 unused). */
export const NUMBER_PLANETS: readonly (NumberPlanet | null)[] = deepFreeze([
  null,
  numberPlanet('surya', 'Sun', 'Sun'),
  numberPlanet('chandra', 'Moon', 'Moon'),
  numberPlanet('guru', 'Jupiter', 'Jupiter'),
  numberPlanet('rahu', 'Rahu', 'Uranus'),
  numberPlanet('budha', 'Mercury', 'Mercury'),
  numberPlanet('shukra', 'Venus', 'Venus'),
  numberPlanet('ketu', 'Ketu', 'Neptune'),
  numberPlanet('shani', 'Saturn', 'Saturn'),
  numberPlanet('mangal', 'Mars', 'Mars'),
]);

export type Friendship = 'friend' | 'neutral' | 'enemy';
type ClassicalPlanet = Exclude<PlanetId, 'rahu' | 'ketu'>;

/**
 * Naisargika friendships (PyJHora const.py, Future Point), read as "how the row planet sees the column".
 * Not symmetric: Surya sees Budha as neutral, Budha sees Surya as a friend. The diagonal (a planet
 * seeing itself) is not in the sources; it is set to friend, as a planet is at home with itself.
 */
export const NATURAL_FRIENDSHIP: Readonly<Record<ClassicalPlanet, Readonly<Record<ClassicalPlanet, Friendship>>>> =
  deepFreeze({
    surya: {
      surya: 'friend',
      chandra: 'friend',
      mangal: 'friend',
      budha: 'neutral',
      guru: 'friend',
      shukra: 'enemy',
      shani: 'enemy',
    },
    chandra: {
      surya: 'friend',
      chandra: 'friend',
      mangal: 'neutral',
      budha: 'friend',
      guru: 'neutral',
      shukra: 'neutral',
      shani: 'neutral',
    },
    mangal: {
      surya: 'friend',
      chandra: 'friend',
      mangal: 'friend',
      budha: 'enemy',
      guru: 'friend',
      shukra: 'neutral',
      shani: 'neutral',
    },
    budha: {
      surya: 'friend',
      chandra: 'enemy',
      mangal: 'neutral',
      budha: 'friend',
      guru: 'neutral',
      shukra: 'friend',
      shani: 'neutral',
    },
    guru: {
      surya: 'friend',
      chandra: 'friend',
      mangal: 'friend',
      budha: 'enemy',
      guru: 'friend',
      shukra: 'enemy',
      shani: 'neutral',
    },
    shukra: {
      surya: 'enemy',
      chandra: 'enemy',
      mangal: 'neutral',
      budha: 'friend',
      guru: 'neutral',
      shukra: 'friend',
      shani: 'friend',
    },
    shani: {
      surya: 'enemy',
      chandra: 'enemy',
      mangal: 'enemy',
      budha: 'friend',
      guru: 'neutral',
      shukra: 'friend',
      shani: 'friend',
    },
  });

/**
 * The nodes have no naisargika row; many Indian numerologists read 4 (Rahu) like Shani and
 * 7 (Ketu) like Mangal (astrology-rules.md 8.7), which this proxy encodes.
 */
export const NODE_PROXY: Readonly<Record<PlanetId, ClassicalPlanet>> = deepFreeze({
  surya: 'surya',
  chandra: 'chandra',
  mangal: 'mangal',
  budha: 'budha',
  guru: 'guru',
  shukra: 'shukra',
  shani: 'shani',
  rahu: 'shani',
  ketu: 'mangal',
});
