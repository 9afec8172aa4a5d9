export {
  Ladders,
  commitment,
  mixedSeed,
  type Action,
  type ActionSubmitted,
  type Chooser,
  type Game,
  type GameCreateRequest,
  type LegalActions,
  type RulesetInfo,
  type Schemas,
  type StreamEvent,
  type Verification,
} from "./client.js";
export { LaddersError, VerificationError, WaitTimeoutError, WebhookSignatureError, type ErrorBody } from "./errors.js";
export { LaddersEventSource, type LaddersEventSourceInit, type SseListener, type SseMessage } from "./events.js";
export { verifyWebhook, TOLERANCE_SECONDS } from "./webhooks.js";
export type { components, paths } from "./schema.js";
