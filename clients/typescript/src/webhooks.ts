/**
 * Verify a webhook delivery: Standard Webhooks signatures
 * (https://www.standardwebhooks.com/), as the service signs them (webhooks/signing.py).
 */

import { createHmac, timingSafeEqual } from "node:crypto";

import { WebhookSignatureError } from "./errors.js";

const SECRET_PREFIX = "whsec_";
/** Timestamps further than this from the receiver's clock are refused (replays). */
export const TOLERANCE_SECONDS = 5 * 60;

/**
 * Check one received request against the webhook's `secret` (shown once, at creation) and answer its
 * `webhook-id`; throw `WebhookSignatureError` (a `LaddersError`) when it is not signed by the secret,
 * is too old or too new, or lacks a header. `body` is the raw body exactly as received. A retry
 * carries the same `webhook-id`: drop ids you have already handled.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined> | Headers,
  body: string | Uint8Array,
  options: { toleranceSeconds?: number; now?: number } = {},
): string {
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
    const value = entry?.[1];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = get("webhook-id");
  const timestampText = get("webhook-timestamp");
  const signatures = get("webhook-signature");
  if (!id || !timestampText || !/^\d+$/.test(timestampText) || !signatures) {
    throw new WebhookSignatureError("missing or malformed webhook-id, webhook-timestamp or webhook-signature");
  }
  if (!secret.startsWith(SECRET_PREFIX)) throw new WebhookSignatureError(`a webhook secret starts with ${SECRET_PREFIX}`);
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  const timestamp = Number(timestampText);
  const now = options.now ?? Date.now() / 1000;
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? TOLERANCE_SECONDS)) {
    throw new WebhookSignatureError("the timestamp is too far from now (a replay, or a skewed clock)");
  }
  const expected = Buffer.from(
    "v1," + createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest("base64"),
  );
  // Several space-separated signatures may come (while a secret is rotated); one must match.
  const matches = signatures
    .split(" ")
    .map((candidate) => Buffer.from(candidate))
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  if (!matches) throw new WebhookSignatureError("no signature matches the secret");
  return id;
}
