// One zod schema per feed route (input and `data`), also the OpenAPI document's.
import { z } from 'zod';
import type { RegionVariant as RegionVariantValue } from '../../tables/city-selection.ts';
import { CityId, REGION_VARIANTS } from '../panchang/request.ts';
import { FEED_LAYERS } from './layers.ts';
import { DisplayLang, LANG_DESCRIPTION, LangParam } from '../lang.ts';

const Layer = z.enum(FEED_LAYERS);

/** `layers=festivals,ekadashi` in a URL: a comma list of feed layers. */
const LayerList = z
  .string()
  .max(200)
  .transform((s) => s.split(',').map((l) => l.trim()))
  .pipe(z.array(Layer).min(1))
  .describe(`comma list of ${FEED_LAYERS.join(', ')}; must be the feed's own when given`);

export const RegionVariant = z
  .enum(REGION_VARIANTS as unknown as [RegionVariantValue, ...RegionVariantValue[]])
  .describe("the regional festival set (the daily's region_variant); default: the city's own region");

export const CalendarQuery = z.object({
  token: z.string().max(200).describe('the feed token POST /v1/feeds returned (calendar clients cannot send headers)'),
  city_id: CityId.optional().describe("must be the feed's city when given"),
  layers: LayerList.optional(),
  lang: LangParam.optional().describe(
    `${LANG_DESCRIPTION}; event titles and descriptions, default the feed's language`,
  ),
  region_variant: RegionVariant.optional(),
});

export const CreateFeedBody = z.object({
  city_id: CityId,
  layers: z.array(Layer).min(1).max(FEED_LAYERS.length).describe('what the feed carries'),
  lang: LangParam.default('en').describe(LANG_DESCRIPTION),
  name: z.string().trim().min(1).max(100).optional(),
  region_variant: RegionVariant.default('default'),
});

export const ListFeedsBody = z.object({}).optional();
export const FeedIdBody = z.object({
  feed_id: z.string().regex(/^feed_[0-9a-f]{16}$/, { error: 'invalid_parameter' }),
});

const FeedFields = {
  feed_id: z.string(),
  name: z.string().nullable(),
  city_id: z.string(),
  layers: z.array(z.string()),
  lang: DisplayLang,
  region_variant: RegionVariant,
  created_at: z.string(),
};

export const FeedCreated = z.object({
  ...FeedFields,
  token: z.string().describe('shown once; only its hash is kept'),
  url: z.string().describe('the subscription URL, token included: paste it into a calendar client'),
});

export const FeedListData = z.object({
  feeds: z.array(
    z.object({
      ...FeedFields,
      preview: z.string().describe('the token with its secret masked'),
      status: z.enum(['active', 'revoked']),
      revoked_at: z.string().nullable(),
    }),
  ),
});

export const FeedRevoked = z.object({ feed_id: z.string(), revoked_at: z.string() });
