/**
 * Arithmetic calendars for the other faiths: Western Easter by the Gregorian computus and the tabular (Kuwaiti)
 * Hijri calendar (panchang-rules.md 6.4, festival-rules.md 4-5). Dates are `YYYY-MM-DD` civil dates.
 */
const MS_PER_DAY = 86_400_000;
/** Julian day of 1970-01-01 00:00 UTC. */
const UNIX_EPOCH_JD = 2440587.5;
/** 1 Muharram 1 AH, civil epoch (Friday 16 July 622 Julian). */
const HIJRI_EPOCH_JD = 1948439.5;

function isoOfUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Easter Sunday (Gregorian computus, the anonymous algorithm in Meeus' form). */
export function westernEaster(year: number): string {
  const a = year % 19,
    b = Math.floor(year / 100),
    c = year % 100;
  const d = Math.floor(b / 4),
    e = b % 4,
    f = Math.floor((b + 8) / 25),
    g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4),
    k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOfUtcMs(Date.UTC(year, month - 1, day));
}

export function addDaysIso(date: string, days: number): string {
  return isoOfUtcMs(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY);
}

/** Julian day (at 00:00 UTC of the civil day) of a tabular Hijri date. */
export function hijriToJd(year: number, month: number, day: number): number {
  return day + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + HIJRI_EPOCH_JD - 1;
}

export function hijriToIso(year: number, month: number, day: number): string {
  return isoOfUtcMs((hijriToJd(year, month, day) - UNIX_EPOCH_JD) * MS_PER_DAY);
}

/** Tabular Hijri year holding a civil date. */
export function hijriYearOf(date: string): number {
  const jd = Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY + UNIX_EPOCH_JD;
  return Math.floor((30 * (jd - HIJRI_EPOCH_JD) + 10646) / 10631);
}

/** Every civil date in [fromDate, toDate] that is the given Hijri month and day. */
export function hijriDatesBetween(month: number, day: number, fromDate: string, toDate: string): string[] {
  const out: string[] = [];
  for (let y = hijriYearOf(fromDate) - 1; y <= hijriYearOf(toDate) + 1; y++) {
    const iso = hijriToIso(y, month, day);
    if (iso >= fromDate && iso <= toDate) out.push(iso);
  }
  return out;
}
