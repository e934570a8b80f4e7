/**
 * The 60-year samvatsara cycle in its two reckonings, and the ritus and ayanas (issue #29).
 *
 * - South (luni-solar): Sewell & Dikshit, "The Indian Calendar" (1896), art. 62: "add 11 to the current Saka year,
 *   and divide by 60; the remainder is the corresponding luni-solar cycle year", Prabhava = 1, with the Saka year
 *   as panchangs print it (expired) plus one: number = ((saka + 11) mod 60) + 1. It turns with the Saka year at
 *   Ugadi (Chaitra Shukla Pratipada); Tamil Nadu turns it at Chithirai 1 (the Tamil year, engine solar-calendars).
 * - North (Barhaspatya, Jovian): Sewell & Dikshit arts. 53-59: the mean Jupiter's sign year (about 361 days) runs
 *   ahead of the solar year, one samvatsara being expunged about every 85 years, and "the samvatsara which is
 *   current at the beginning of a year is in practice coupled with all the days of that year", the beginning being
 *   the Mesha sankranti. The period and epoch below are drikpanchang.com's published Barhaspatya boundaries
 *   1900-2090 fitted to a straight line (residuals under 1.5 h; ganak-panchang's samvatsara verification, 2026);
 *   they give Vikram 2082 (2025) Kalayukti, 2083 Siddharthi, 2084 Raudri and 2085 (2028) Dundubhi, Durmati expunged.
 * - Ritu: the Vedic ritu by lunar month (two months each from Chaitra: Vasanta, Grishma, Varsha, Sharad, Hemanta,
 *   Shishira; Taittiriya Samhita 4.4.11, as Drik Panchang's "Vedic Ritu"), and the Drik ritu by the tropical Sun (60°
 *   each from 330°, Vasanta from the Sun's entry into sayana Meena, as Drik Panchang's "Drik Ritu").
 * - Ayana: Vedic by the sidereal Sun (Uttarayana from Makara sankranti to Karka sankranti), Drik by the tropical Sun
 *   (Uttarayana from the December solstice, 270°, to the June solstice, 90°), as Drik Panchang prints both.
 */

export const SOUTH_SAMVATSARA_SAKA_OFFSET = 11;

/** Mean Barhaspatya year (days) and the instant (JD UT) one began: #47 Pramadi, 1900-10-08 12:36 IST. */
export const BARHASPATYA_PERIOD_DAYS = 361.032279;
export const BARHASPATYA_EPOCH_JD_UT = 2415300.813243;
export const BARHASPATYA_EPOCH_NUMBER = 47;

/** The tropical longitude (degrees) where Vasanta, the first Drik ritu, begins. */
export const DRIK_RITU_START_DEG = 330;
export const RITU_SPAN_DEG = 60;
