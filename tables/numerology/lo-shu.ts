// The Lo Shu magic square and its eight lines (astrology-rules.md 8.6). Plane ids are stable keys;
// the display names vary between schools, so they live here, per language, and nowhere else.
import { deepFreeze } from '../freeze.ts';

/** Rows top to bottom; every row, column and diagonal sums to 15. */
export const LO_SHU_LAYOUT: readonly (readonly number[])[] = deepFreeze([
  [4, 9, 2],
  [3, 5, 7],
  [8, 1, 6],
]);

export type LoShuPlaneId =
  | 'mind'
  | 'emotional'
  | 'practical'
  | 'thought'
  | 'will'
  | 'action'
  | 'golden_yog'
  | 'silver_yog';
export type LoShuOrientation = 'horizontal' | 'vertical' | 'diagonal';

interface Localized {
  readonly en: string;
  readonly hi: string;
}

export interface LoShuLine {
  readonly id: LoShuPlaneId;
  readonly cells: readonly number[];
  readonly orientation: LoShuOrientation;
  readonly plane_name: Localized;
  /** Shown when all three numbers are present. */
  readonly strength_arrow: Localized;
  /** Shown when all three numbers are absent. */
  readonly weakness_arrow: Localized;
}

// Plane names: the Indian-practice set most repositories share. Arrow names vary widely; these follow
// astromangal.in and the most common repository usage, with the gaps filled by the plain opposite.
export const LO_SHU_LINES: readonly LoShuLine[] = deepFreeze([
  {
    id: 'mind',
    cells: [4, 9, 2],
    orientation: 'horizontal',
    plane_name: { en: 'Mind plane', hi: 'मानसिक तल' },
    strength_arrow: { en: 'Arrow of Intellect', hi: 'बुद्धि का तीर' },
    weakness_arrow: { en: 'Arrow of Poor Memory', hi: 'कमज़ोर स्मृति का तीर' },
  },
  {
    id: 'emotional',
    cells: [3, 5, 7],
    orientation: 'horizontal',
    plane_name: { en: 'Emotional plane', hi: 'भावनात्मक तल' },
    strength_arrow: { en: 'Arrow of Spirituality', hi: 'आध्यात्मिकता का तीर' },
    weakness_arrow: { en: 'Arrow of Emotional Sensitivity', hi: 'भावनात्मक संवेदनशीलता का तीर' },
  },
  {
    id: 'practical',
    cells: [8, 1, 6],
    orientation: 'horizontal',
    plane_name: { en: 'Practical plane', hi: 'व्यावहारिक तल' },
    strength_arrow: { en: 'Arrow of Practicality', hi: 'व्यावहारिकता का तीर' },
    weakness_arrow: { en: 'Arrow of Impracticality', hi: 'अव्यावहारिकता का तीर' },
  },
  {
    id: 'thought',
    cells: [4, 3, 8],
    orientation: 'vertical',
    plane_name: { en: 'Thought plane', hi: 'विचार तल' },
    strength_arrow: { en: 'Arrow of Planning', hi: 'योजना का तीर' },
    weakness_arrow: { en: 'Arrow of Confusion', hi: 'भ्रम का तीर' },
  },
  {
    id: 'will',
    cells: [9, 5, 1],
    orientation: 'vertical',
    plane_name: { en: 'Will plane', hi: 'इच्छाशक्ति तल' },
    strength_arrow: { en: 'Arrow of Determination', hi: 'दृढ़ संकल्प का तीर' },
    weakness_arrow: { en: 'Arrow of Hesitation', hi: 'झिझक का तीर' },
  },
  {
    id: 'action',
    cells: [2, 7, 6],
    orientation: 'vertical',
    plane_name: { en: 'Action plane', hi: 'कर्म तल' },
    strength_arrow: { en: 'Arrow of Action', hi: 'सक्रियता का तीर' },
    weakness_arrow: { en: 'Arrow of Procrastination', hi: 'टालमटोल का तीर' },
  },
  {
    id: 'golden_yog',
    cells: [4, 5, 6],
    orientation: 'diagonal',
    plane_name: { en: 'Golden Yog (Raj Yog)', hi: 'स्वर्ण योग (राजयोग)' },
    strength_arrow: { en: 'Arrow of Prosperity', hi: 'समृद्धि का तीर' },
    weakness_arrow: { en: 'Arrow of Frustration', hi: 'निराशा का तीर' },
  },
  {
    id: 'silver_yog',
    cells: [2, 5, 8],
    orientation: 'diagonal',
    plane_name: { en: 'Silver Yog', hi: 'रजत योग' },
    strength_arrow: { en: 'Arrow of Emotional Balance', hi: 'भावनात्मक संतुलन का तीर' },
    weakness_arrow: { en: 'Arrow of Emotional Imbalance', hi: 'भावनात्मक असंतुलन का तीर' },
  },
]);
