// POST /bulk: each item `{ op, ...params }` runs as the single endpoint `op` would, and fails alone.
import type { NumerologyEndpoint } from '../../tables/numerology/endpoints.ts';
import { isNumerologyError, type NumerologyErrorCode } from './errors.ts';
import { isPlainObject } from './schema-fields.ts';
import type { NumerologyContext, NumerologyOutcome } from './types.ts';

/** The ops seed 001 lists for bulk; compatibility and bulk itself are not among them. */
export const BULK_OPS: readonly NumerologyEndpoint[] = Object.freeze([
  'core',
  'name',
  'cycles',
  'lo-shu',
  'report',
  'name-correction',
]);

export type BulkItemResult =
  | ({ index: number; op: string; ok: true } & NumerologyOutcome)
  | { index: number; op: string | null; ok: false; error: NumerologyErrorCode; message: string };

type Handler = (endpoint: NumerologyEndpoint, body: unknown, ctx: NumerologyContext) => NumerologyOutcome;

function itemOp(item: unknown): NumerologyEndpoint | string | null {
  return isPlainObject(item) && typeof item.op === 'string' ? item.op : null;
}

function runItem(item: unknown, index: number, ctx: NumerologyContext, handle: Handler): BulkItemResult {
  const op = itemOp(item);
  if (op === null || !(BULK_OPS as readonly string[]).includes(op)) {
    const message =
      op === null
        ? 'each item must be an object with an op'
        : `unknown op ${JSON.stringify(op).slice(0, 40)}; ops are ${BULK_OPS.join(', ')}`;
    return { index, op, ok: false, error: 'invalid_request', message };
  }
  const { op: _op, ...params } = item as Record<string, unknown>;
  try {
    const outcome = handle(op as NumerologyEndpoint, params, ctx);
    return { index, op, ok: true, data: outcome.data, meta: outcome.meta };
  } catch (e) {
    // Only the engine's typed errors describe a bad item; anything else is a bug and must surface.
    if (!isNumerologyError(e)) throw e;
    return { index, op, ok: false, error: e.code, message: e.message };
  }
}

/** `handle` is the single-endpoint handler, passed in so that bulk and single calls share one path. */
export function runBulk(items: readonly unknown[], ctx: NumerologyContext, handle: Handler): BulkItemResult[] {
  return items.map((item, index) => runItem(item, index, ctx, handle));
}
