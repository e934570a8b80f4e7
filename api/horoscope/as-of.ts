// `as_of` (seed 000 forecast): `YYYY-MM-DD`, read as noon in the birth zone, or a full ISO date-time. A
// date-time with `Z` or an offset is that instant; one without is local time in the birth zone (the same rule
// as the birth time). Absent: the request's instant. Anything else is 400 invalid_as_of.
import { MAX_SUPPORTED_UTC_MS, MIN_SUPPORTED_UTC_MS } from '../../engine/astro/time.ts';
import { localToUtc } from '../../engine/astro/zone.ts';
import { ApiError } from '../gateway/errors.ts';

const AS_OF_RE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const bad = (value: string, why: string) =>
  new ApiError('invalid_as_of', { message: `as_of ${JSON.stringify(value.slice(0, 40))}: ${why}` });

function validCivil(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

export function parseAsOf(value: string | undefined, zone: string, nowMs: number): number {
  if (value === undefined) return nowMs;
  const m = AS_OF_RE.exec(value.trim());
  if (!m) throw bad(value, 'expected YYYY-MM-DD or an ISO date-time such as 2026-01-15T10:30:00+05:30');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dateOnly = m[4] === undefined;
  const [h, mi, s] = dateOnly ? [12, 0, 0] : [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (!validCivil(y, mo, d, h, mi, s)) throw bad(value, 'not a valid calendar date and time');
  const fractionMs = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  let utcMs: number;
  if (m[8]) {
    utcMs =
      Date.parse(
        `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${String(s).padStart(2, '0')}${m[8] === 'Z' ? 'Z' : m[8].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`,
      ) + fractionMs;
  } else {
    utcMs = localToUtc(zone, { year: y, month: mo, day: d, hour: h, minute: mi, second: s }).utcMs + fractionMs;
  }
  if (!Number.isFinite(utcMs) || utcMs < MIN_SUPPORTED_UTC_MS || utcMs >= MAX_SUPPORTED_UTC_MS - 86_400_000)
    throw bad(value, 'outside the supported span 1800-2099');
  return utcMs;
}
