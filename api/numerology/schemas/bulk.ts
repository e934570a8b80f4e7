// POST /v1/numerology/bulk: up to 50 `{ op, ...params }` items, one success or error object each.
import { z } from 'zod';
import { BULK_OPS } from '../../../engine/numerology/bulk.ts';
import {
  MAX_BULK_ITEMS,
  NUMEROLOGY_ERROR_HTTP_STATUS,
  type NumerologyErrorCode,
} from '../../../engine/numerology/index.ts';
import { numerologyBody } from '../request.ts';
import { Int } from './shared.ts';

export const BulkBody = numerologyBody(
  'bulk',
  `items: 1-${MAX_BULK_ITEMS} objects { op, ...params }, op one of ${BULK_OPS.join(', ')}, params as the single endpoint takes them. ` +
    'A missing, empty or longer list fails the whole request (invalid_request); a bad item fails alone.',
);

const ItemCode = z.enum(Object.keys(NUMEROLOGY_ERROR_HTTP_STATUS) as [NumerologyErrorCode, ...NumerologyErrorCode[]]);

const Success = z.object({
  index: Int,
  op: z.string(),
  ok: z.literal(true),
  data: z.record(z.string(), z.unknown()).describe('the same data as the single call of op'),
  meta: z.record(z.string(), z.unknown()).describe("the engine's meta of that call (systems, masters, units)"),
});

const Failure = z.object({
  index: Int,
  op: z.string().nullable().describe('null when the item is not an object with a string op'),
  ok: z.literal(false),
  error: ItemCode,
  message: z.string(),
});

export const BulkData = z.object({
  results: z.array(z.discriminatedUnion('ok', [Success, Failure])).describe('in item order'),
});
