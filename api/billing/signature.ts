// Webhook signatures: HMAC-SHA256 over the raw body, hex-encoded, keyed with WEBHOOK_SECRET. The
// same shape proves a client's payment to pay/verify (over `order_id|payment_id`, as payment SDKs do).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../gateway/config.ts';

/**
 * No built-in default in any mode: unset, every delivery is refused. `npm start` outside production
 * fills it from DATA_DIR (webhook-secret.ts), so a development server's sandbox still works.
 */
export function webhookSecretOf(config: Config): string | null {
  return config.webhookSecret;
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
