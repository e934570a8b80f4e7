// Gregorian dates as values and the numbers read from a date of birth (astrology-rules.md 8.4, 8.5).
import { nameOf } from '../../tables/names/index.ts';
import { NUMBER_PLANETS, type NumberPlanet, type PlanetId } from '../../tables/numerology/planets.ts';
import type { NumerologyLang } from '../../tables/numerology/phrases.ts';
import { digitSum, reduceKeepingMasters, reduceToDigit, reductionChain } from './reduce.ts';
import type { CalendarDate } from './types.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** A `YYYY-MM-DD` string naming a day that exists (proleptic Gregorian, years 0001-9999), or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Sum of every digit of DD, MM and YYYY: the full-sum total behind life path and Bhagyank. */
export function fullDateDigitSum(date: CalendarDate): number {
  return digitSum(date.day) + digitSum(date.month) + digitSum(date.year);
}

export interface DateNumbers {
  readonly birthday_number: number;
  readonly birth_number: number;
  readonly moolank: number;
  readonly life_path_number: number;
  readonly bhagyank: number;
  readonly attitude_number: number;
}

/**
 * Life path is the full digit sum reduced with masters kept (seed 001 rule 4, "full-sum reduction";
 * the reference's component method is not used). Bhagyank is the same total reduced to 1-9, Moolank the
 * day reduced to 1-9: Ank Jyotish has no masters. birth_number is the day itself (1-31), the compound
 * that Cheiro reads; birthday_number reduces it keeping masters (29 -> 11), as most Pythagorean writers do.
 */
export function dateNumbers(date: CalendarDate): DateNumbers {
  const full = fullDateDigitSum(date);
  return {
    birthday_number: reduceKeepingMasters(date.day),
    birth_number: date.day,
    moolank: reduceToDigit(date.day),
    life_path_number: reduceKeepingMasters(full),
    bhagyank: reduceToDigit(full),
    attitude_number: reduceKeepingMasters(date.month + date.day),
  };
}

/** Totals and reduction chains behind dateNumbers, for `data.details`. */
export function dateTrace(date: CalendarDate) {
  const full = fullDateDigitSum(date);
  return {
    digits: [...isoDate(date).replace(/-/g, '')].map(Number),
    digit_sum: full,
    life_path_number: reductionChain(full, true),
    bhagyank: reductionChain(full, false),
    moolank: reductionChain(date.day, false),
    birthday_number: reductionChain(date.day, true),
    attitude_number: reductionChain(date.month + date.day, true),
  };
}

export function planetOf(number: number): NumberPlanet {
  const planet = NUMBER_PLANETS[reduceToDigit(number)];
  if (!planet) throw new RangeError(`no ruling planet for ${number}`);
  return { ...planet }; // a copy: results are the caller's to change, the table is not
}

/** English keeps numerology's own planet names (Sun, Jupiter); every other language names the graha as its name book
 * does, so a note in Marathi or Tamil reads no English word and names the planet as the chart beside it. */
export function planetName(id: PlanetId, lang: NumerologyLang): string {
  const planet = NUMBER_PLANETS.find((p) => p?.id === id)!;
  if (lang === 'en') return planet.english_name;
  return lang === 'hi' ? planet.hindi_name : nameOf(lang, 'graha', id);
}

/** A ruling planet with its `name` in the reader's language beside the named-language fields (the report's). */
export function namedPlanet(planet: NumberPlanet, lang: NumerologyLang): NumberPlanet & { name: string } {
  return { ...planet, name: planetName(planet.id as PlanetId, lang) };
}

export interface AnkJyotish {
  readonly system: 'ank_jyotish';
  readonly moolank: { readonly number: number; readonly planet: NumberPlanet };
  readonly bhagyank: { readonly number: number; readonly planet: NumberPlanet };
}

export function ankJyotish(numbers: DateNumbers): AnkJyotish {
  return {
    system: 'ank_jyotish',
    moolank: { number: numbers.moolank, planet: planetOf(numbers.moolank) },
    bhagyank: { number: numbers.bhagyank, planet: planetOf(numbers.bhagyank) },
  };
}
