// The ICS feed routes (issue 19): the calendar a token opens, and the token management beside it.
import type { PanchangService } from '../panchang/service.ts';
import type { AnyRoute } from '../gateway/route-spec.ts';
import { calendarRoute } from './calendar.ts';
import { createFeedRoute, listFeedsRoute, revokeFeedRoute } from './manage.ts';

export function feedRoutes(service: PanchangService): AnyRoute[] {
  return [calendarRoute(service), createFeedRoute, listFeedsRoute, revokeFeedRoute];
}
