// Webhook signatures: HMAC-SHA256 over the raw body, hex-encoded, keyed with WEBHOOK_SECRET. The
// same shape proves a client's payment to pay/verify (over `order_id|payment_id`, as payment SDKs do).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/**
 * Used when WEBHOOK_SECRET is unset outside production, so a development server and the tests
 * can sign their own events. Production has no default: without the variable every delivery is refused.
 */
export const DEV_WEBHOOK_SECRET = 'dev-webhook-secret-not-for-production';

export function webhookSecretOf(config: Config): string | null {
  return config.webhookSecret ?? (config.production ? null : DEV_WEBHOOK_SECRET);
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time check of a presented hex signature against the one `message` should carry. */
export function signatureMatches(secret: string, message: string, presented: string): boolean {
  const candidate = presented.trim();
  if (!HEX_SHA256.test(candidate)) return false;
  return timingSafeEqual(Buffer.from(candidate.toLowerCase(), 'hex'), Buffer.from(hmacHex(secret, message), 'hex'));
}

/** What a client presents to pay/verify: the provider signs `order_id|payment_id` with its key secret. */
export const paymentProofMessage = (orderId: string, paymentId: string): string => `${orderId}|${paymentId}`;
