// GET /v1/muhurat/search.ics?token=…&activity=… (issue #30): the muhurat search's windows for a feed token's city over
// the coming year (today and 365 days on, clipped to the public window), as an RFC 5545 calendar (api/feeds/ics.ts).
// It is a search of that range: metered on coverage and charged as a 366-day POST search (12 units, like a yearly
// call), refusals cost nothing.
import { z } from 'zod';
import { ACTIVITY_KEYS, type ActivityKey } from '../../tables/muhurat/index.ts';
import { DAY_MS, isoUtcDate } from '../gateway/clock.ts';
import { PUBLIC_WINDOW } from '../panchang/limits.ts';
import { RegionField } from '../panchang/request.ts';
import type { FeedEvent } from '../feeds/events.ts';
import { renderCalendar } from '../feeds/ics.ts';
import { defineRoute } from '../gateway/route-spec.ts';
import { runSearch, searchCost } from './run.ts';
import type { SearchAnswer } from './schemas.ts';
import { instantOf } from '../feeds/events.ts';
import { LANG_DESCRIPTION, LangParam, langOfQuery } from '../lang.ts';
import { nameOf, type Lang } from '../../tables/names/index.ts';

export const SearchFeedQuery = z.object({
  token: z.string().max(200).describe("a feed token from POST /v1/feeds: the feed's city is searched"),
  activity: z.enum(ACTIVITY_KEYS as [ActivityKey, ...ActivityKey[]]),
  min_quality: z.enum(['best', 'good', 'acceptable']).default('good'),
  region_variant: RegionField.optional(),
  lang: LangParam.optional().describe(`${LANG_DESCRIPTION}; default the feed's language`),
});

/** Today (UTC) and the 365 days after it, inside the public window: the longest search there is. */
function range(nowMs: number): { from: string; to: string } {
  const todayMs = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const fromMs = Math.max(todayMs, Date.parse(PUBLIC_WINDOW.first));
  return { from: isoUtcDate(fromMs), to: isoUtcDate(Math.min(todayMs + 365 * DAY_MS, Date.parse(PUBLIC_WINDOW.last))) };
}

/** A fetch searches up to 366 days: charged as a 366-day search, so the charge is known before the search runs. */
export const SEARCH_FEED_COST = searchCost('2026-01-01', '2027-01-01');

export function searchFeedRoute() {
  return defineRoute({
    product: 'panchang',
    method: 'GET',
    path: '/v1/muhurat/search.ics',
    auth: 'feed',
    minPlan: 'amethyst',
    cost: SEARCH_FEED_COST,
    envelope: 'none',
    contentType: 'text/calendar',
    request: { query: SearchFeedQuery },
    response: z.string().describe('an RFC 5545 calendar (text/calendar) of the muhurat windows'),
    summary: 'ICS feed of muhurat windows for an activity (feed token)',
    description:
      "The muhurat search's windows (min_quality good by default) in the feed token's city from today for 366 days; 12 quota units per fetch, as a 366-day POST search.",
    handler: async ({ query }, ctx) => {
      const feed = ctx.caller!.feed!;
      const { from, to } = range(ctx.nowMs);
      const lang = query.lang ?? langOfQuery(feed.lang);
      const bytes = await runSearch(
        {
          activity: query.activity,
          from,
          to,
          city_id: feed.cityId,
          min_quality: query.min_quality,
          region_variant: query.region_variant,
          lang,
        },
        ctx,
      );
      const answer = JSON.parse(bytes.toString('utf8')) as SearchAnswer;
      const events: FeedEvent<'muhurat'>[] = answer.windows.map((w) => ({
        uid: `${feed.cityId}-muhurat-${query.activity}-${w.start_iso}`,
        layer: 'muhurat',
        ...windowText(query.activity, w, lang),
        date: w.date,
        timed: { startMs: instantOf(w.start, answer.timezone), endMs: instantOf(w.end, answer.timezone) },
      }));
      ctx.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      ctx.setHeader('Content-Disposition', `inline; filename="muhurat-${query.activity}-${feed.cityId}.ics"`);
      return {
        data: renderCalendar(events, {
          name: `${capitalized(word(lang, 'muhurat'), lang)}: ${nameOf(lang, 'muhurat_activity', query.activity)}, ${answer.city}`,
          // Only English has the sentence; other languages get the activity's name and the ruleset version, in script.
          description:
            lang === 'en'
              ? `Windows where every rule of the activity holds (ruleset ${answer.ruleset.version})`
              : `${nameOf(lang, 'muhurat_activity', query.activity)} ${word(lang, 'muhurat')} ${answer.ruleset.version}`,
          timezone: answer.timezone,
          stampMs: Math.floor(ctx.nowMs / 86_400_000) * 86_400_000,
          refreshSeconds: 12 * 3600,
        }),
      };
    },
  });
}

/** The first letter upper-cased where the script has case (a no-op for the Indic scripts). */
const capitalized = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

const word = (lang: Lang, key: 'muhurat' | 'lagna' | 'yoga' | 'score' | 'cautions') =>
  nameOf(lang, 'muhurat_feed', key);

/** One window of the search answer: the feed names it. */
type WindowNames = SearchAnswer['windows'][number];

/**
 * An event's title and description in `lang` (issue 29: a feed's titles and descriptions follow it). Caution ids are
 * machine keys, so they are listed only in English; other languages say how many there are.
 */
function windowText(activity: ActivityKey, w: WindowNames, lang: Lang): { summary: string; description: string } {
  const title = `${nameOf(lang, 'muhurat_activity', activity)} ${word(lang, 'muhurat')}`;
  const cautions = !w.cautions.length
    ? ''
    : ` ${word(lang, 'cautions')}: ${lang === 'en' ? w.cautions.map((c) => c.id).join(', ') : w.cautions.length}.`;
  return {
    summary: `${title} (${nameOf(lang, 'muhurat_feed', w.quality)}): ${w.nakshatra.name}, ${w.lagna.name} ${word(lang, 'lagna')}`,
    description: `${w.tithi.name}, ${w.yoga.name} ${word(lang, 'yoga')}. ${word(lang, 'score')} ${w.score}.${cautions}`,
  };
}
