/**
 * How a passing muhurta window is scored (issue #30). Every rule of the activity already holds; the score ranks the
 * windows: special yogas (Sarvartha/Amrita Siddhi, Ravi Yoga, Guru Pushya...) raise it, the minor doshas a window
 * can still carry (Rahu Kaal, Dur Muhurtam, Varjyam, Ganda Moola, Panchaka) lower it. Weights are our convention,
 * chosen so one special yoga without doshas reaches `best` and two doshas fall to `acceptable`.
 */
import { deepFreeze } from '../names/types.ts';

export type Quality = 'best' | 'good' | 'acceptable';

export const SCORING = deepFreeze({
  base: 70,
  specialYoga: 10,
  caution: 8,
  /** Lowest score of each quality. */
  floor: { best: 80, good: 65, acceptable: 0 } as Record<Quality, number>,
  rank: { acceptable: 0, good: 1, best: 2 } as Record<Quality, number>,
});

export const qualityOf = (score: number): Quality =>
  score >= SCORING.floor.best ? 'best' : score >= SCORING.floor.good ? 'good' : 'acceptable';
