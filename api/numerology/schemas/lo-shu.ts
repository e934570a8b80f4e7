// POST /v1/numerology/lo-shu: the Lo Shu grid of a date of birth under `data.lo_shu`.
import { z } from 'zod';
import { LO_SHU_LINES, type LoShuPlaneId } from '../../../tables/numerology/lo-shu.ts';
import { numerologyBody } from '../request.ts';
import { Digit, Int, IsoDate, Lang } from './shared.ts';

export const LoShuBody = numerologyBody(
  'lo-shu',
  'date_of_birth (alias date), optional include_moolank_bhagyank (Indian variant: also place those two digits), optional lang (en, hi).',
);

const PlaneId = z.enum(LO_SHU_LINES.map((l) => l.id) as [LoShuPlaneId, ...LoShuPlaneId[]]);
const Cells = z.array(Digit);

const Arrow = z.object({ plane: PlaneId, cells: Cells, name: z.string(), plane_name: z.string() });

export const LoShu = z.object({
  layout: z.array(Cells).describe('rows top to bottom: 4 9 2 / 3 5 7 / 8 1 6'),
  digits: Cells.describe('non-zero digits placed, DD MM YYYY order, then any added numbers'),
  added_numbers: Cells,
  cell_counts: z.record(z.string(), Int).describe('"1".."9" -> count'),
  grid: z.array(z.array(z.object({ number: Digit, count: Int }))),
  present_numbers: Cells,
  missing_numbers: Cells,
  repeated_numbers: z.array(z.object({ number: Digit, count: Int })),
  planes: z.array(
    z.object({
      id: PlaneId,
      cells: Cells,
      orientation: z.enum(['horizontal', 'vertical', 'diagonal']),
      name: z.string(),
      present_count: Int.min(0).max(3),
      status: z.enum(['strength', 'weakness', 'partial']),
    }),
  ),
  arrows_of_strength: z.array(Arrow),
  arrows_of_weakness: z.array(Arrow),
});

export const LoShuData = z.object({
  input: z.object({ date_of_birth: IsoDate, include_moolank_bhagyank: z.boolean(), lang: Lang }),
  lo_shu: LoShu,
});
