// The shared account endpoints, in the order the seed lists them.
import type { AnyRoute } from '../gateway/route-spec.ts';
import { createKeyRoute, listKeysRoute, revokeKeyRoute, rotateKeyRoute } from './keys.ts';
import { contactRoute, feedbackRoute } from './messages.ts';
import { settingsRoute } from './settings.ts';
import { signupRoute } from './signup.ts';
import { usageRoute } from './usage.ts';

export const accountRoutes: readonly AnyRoute[] = [
  signupRoute,
  createKeyRoute,
  listKeysRoute,
  rotateKeyRoute,
  revokeKeyRoute,
  usageRoute,
  feedbackRoute,
  contactRoute,
  // issue #31
  settingsRoute,
];
