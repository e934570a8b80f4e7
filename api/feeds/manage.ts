// Feed tokens: POST /v1/feeds makes one for a city and layers (a key needed, amethyst and up), /v1/feeds/list and
// /v1/feeds/revoke manage them. The token is shown once; like a key's secret only its SHA-256 is kept.
import { isoInstant } from '../gateway/clock.ts';
import { ApiError } from '../gateway/errors.ts';
import { langOfQuery } from '../lang.ts';
import { cityOfId } from '../hints.ts';
import { planOfCaller } from '../panchang/request.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import { newFeedToken } from '../secrets.ts';
import type { FeedRow } from '../store/feeds.ts';
import { canonicalLayers, FEED_LAYERS_BY_PLAN, lowestPlanFor } from './layers.ts';
import type { z } from 'zod';
import type { RegionVariant } from './schemas.ts';
import { CreateFeedBody, FeedCreated, FeedIdBody, FeedListData, FeedRevoked, ListFeedsBody } from './schemas.ts';

/** Feeds not revoked per account: each one is a standing view of a city's year, so they are counted like keys. */
export const MAX_ACTIVE_FEEDS = 20;
export const CALENDAR_PATH = '/v1/panchang/calendar.ics';

type RegionChoice = z.infer<typeof RegionVariant>;

const common = { product: 'panchang', method: 'POST', auth: 'key', cost: 0 } as const;

function feedFields(feed: FeedRow) {
  return {
    feed_id: feed.feedId,
    name: feed.name,
    city_id: feed.cityId,
    layers: [...feed.layers],
    lang: langOfQuery(feed.lang),
    region_variant: (feed.regionVariant ?? 'default') as RegionChoice,
    created_at: isoInstant(feed.createdAt),
  };
}

/** The subscription URL: city and layers spelled out so a reader of the URL sees what it is; the token decides. */
export function feedUrl(baseUrl: string, feed: Pick<FeedRow, 'cityId' | 'layers' | 'lang'>, token: string): string {
  const q = new URLSearchParams({ city_id: feed.cityId, layers: feed.layers.join(','), lang: feed.lang, token });
  // commas may stand in a query (RFC 3986); left unescaped, the layers stay readable
  return `${baseUrl}${CALENDAR_PATH}?${q.toString().replaceAll('%2C', ',')}`;
}

async function ownFeed(ctx: HandlerContext, feedId: string): Promise<FeedRow> {
  const feed = await ctx.services.store.feeds.get(feedId);
  if (!feed || feed.accountId !== ctx.caller!.accountId) throw new ApiError('feed_not_found');
  return feed;
}

export const createFeedRoute = defineRoute({
  ...common,
  path: '/v1/feeds',
  minPlan: 'amethyst',
  status: 201,
  summary: 'Create an ICS feed token for a city and layers',
  description:
    'Returns the token once, with the subscription URL for GET /v1/panchang/calendar.ics. Eclipses need sapphire or above.',
  request: { body: CreateFeedBody },
  missingFieldError: 'missing_parameter',
  response: FeedCreated,
  errors: ['feed_limit_reached'],
  handler: async ({ body }, ctx) => {
    const city = cityOfId(ctx.services.cityDirectory, body.city_id, 'invalid_parameter');
    const plan = planOfCaller(ctx);
    const refused = body.layers.find((l) => !FEED_LAYERS_BY_PLAN[plan].includes(l));
    if (refused)
      throw new ApiError('plan_required', {
        message: `The ${refused} layer needs the ${lowestPlanFor(refused)} plan or above.`,
        upgradeTo: { product: 'panchang', plan: lowestPlanFor(refused) },
      });
    const { store } = ctx.services;
    const accountId = ctx.caller!.accountId;
    const made = newFeedToken();
    const feed = {
      feedId: made.feedId,
      accountId,
      keyId: ctx.caller!.keyId,
      cityId: city.city_id,
      layers: canonicalLayers(body.layers),
      lang: body.lang,
      name: body.name ?? null,
      regionVariant: body.region_variant === 'default' ? null : body.region_variant,
      secretHash: made.secretHash,
      preview: made.preview,
      createdAt: ctx.nowMs,
    };
    if (!(await store.feeds.insertWithinCap(feed, MAX_ACTIVE_FEEDS))) throw new ApiError('feed_limit_reached');
    const url = feedUrl(ctx.services.config.docsBaseUrl, feed, made.token);
    return { data: { ...feedFields({ ...feed, revokedAt: null, meteredAt: null }), token: made.token, url } };
  },
});

export const listFeedsRoute = defineRoute({
  ...common,
  path: '/v1/feeds/list',
  summary: "List the account's ICS feeds with masked tokens",
  request: { body: ListFeedsBody },
  response: FeedListData,
  handler: async (_input, ctx) => ({
    data: {
      feeds: (await ctx.services.store.feeds.listForAccount(ctx.caller!.accountId)).map((f) => ({
        ...feedFields(f),
        preview: f.preview,
        status: f.revokedAt === null ? ('active' as const) : ('revoked' as const),
        revoked_at: f.revokedAt === null ? null : isoInstant(f.revokedAt),
      })),
    },
  }),
});

export const revokeFeedRoute = defineRoute({
  ...common,
  path: '/v1/feeds/revoke',
  revokesAccess: true,
  summary: 'Revoke an ICS feed token immediately and permanently',
  request: { body: FeedIdBody },
  response: FeedRevoked,
  errors: ['feed_not_found', 'feed_inactive'],
  handler: async ({ body }, ctx) => {
    const feed = await ownFeed(ctx, body.feed_id);
    if (feed.revokedAt !== null) throw new ApiError('feed_inactive');
    await ctx.services.store.feeds.revoke(feed.feedId, ctx.nowMs);
    return { data: { feed_id: feed.feedId, revoked_at: isoInstant(ctx.nowMs) } };
  },
});
