/** Typed input errors of the astronomical core; the API maps `code` to each product's error code. */
import { CodedError } from '../coded-error.ts';

export type AstroErrorCode =
  | 'invalid_date'
  | 'date_out_of_range'
  | 'invalid_time'
  | 'invalid_timezone'
  | 'invalid_latitude'
  | 'invalid_longitude'
  | 'invalid_elevation'
  /** No sunrise on the date (polar day or night): the Hindu day, sunrise to sunrise, is undefined there. */
  | 'no_sunrise';

export class AstroInputError extends CodedError<AstroErrorCode> {}

export function assertFiniteNumber(value: number, code: AstroErrorCode, what: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new AstroInputError(code, `${what} must be a finite number`);
}

export function assertLatitude(latitudeDeg: number): void {
  assertFiniteNumber(latitudeDeg, 'invalid_latitude', 'latitude');
  if (latitudeDeg < -90 || latitudeDeg > 90)
    throw new AstroInputError('invalid_latitude', `latitude ${latitudeDeg} is outside -90..90`);
}

export function assertLongitude(longitudeDeg: number): void {
  assertFiniteNumber(longitudeDeg, 'invalid_longitude', 'longitude');
  if (longitudeDeg < -180 || longitudeDeg > 180)
    throw new AstroInputError('invalid_longitude', `longitude ${longitudeDeg} is outside -180..180`);
}
