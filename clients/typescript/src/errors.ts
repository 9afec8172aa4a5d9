/**
 * One error type for everything the service refuses, and for what the client
 * itself finds wrong (a wait that ran out, dice that do not check out, a
 * webhook not signed by your secret): catch `LaddersError`.
 */

/** The error body of every refusal: `{code, detail}`, plus `errors` (field -> messages) under `invalid_request`. */
export interface ErrorBody {
  code: string;
  detail: string;
  errors?: Record<string, unknown>;
  [member: string]: unknown;
}

export class LaddersError extends Error {
  /** The HTTP status; null for a check made by this client. */
  readonly status: number | null;
  /** The machine-readable code (`stale_version`, `handle_taken`, `throttled`, ...). */
  readonly code: string;
  /** What went wrong and how to fix the call. */
  readonly detail: string;
  /** The body's `errors` (field -> messages), when it has them. */
  readonly fields: Record<string, unknown> | null;
  /** The whole error body (a ticket conflict carries the `ticket` in the way). */
  readonly body: ErrorBody;
  /** Seconds a 429 says to wait (its Retry-After). */
  readonly retryAfter: number | null;

  constructor(
    code: string,
    detail: string,
    options: { status?: number | null; body?: ErrorBody; retryAfter?: number | null } = {},
  ) {
    const status = options.status ?? null;
    super(status === null ? `${code}: ${detail}` : `${status} ${code}: ${detail}`);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.body = options.body ?? { code, detail };
    this.fields = this.body.errors ?? null;
    this.retryAfter = options.retryAfter ?? null;
  }

  /** The error an answer with a 4xx or 5xx status stands for. */
  static fromResponse(response: Response, body: unknown): LaddersError {
    const header = response.headers.get("Retry-After");
    const retryAfter = header !== null && header !== "" && !Number.isNaN(Number(header)) ? Number(header) : null;
    if (typeof body === "object" && body !== null && typeof (body as ErrorBody).code === "string") {
      const error = body as ErrorBody;
      return new LaddersError(error.code, String(error.detail ?? ""), { status: response.status, body: error, retryAfter });
    }
    const text = typeof body === "string" ? body.slice(0, 200) : JSON.stringify(body)?.slice(0, 200);
    return new LaddersError("http_error", `an answer that is not the API's error body: ${text}`, {
      status: response.status,
      retryAfter,
    });
  }
}

/** A wait (`waitForTurn`, a stream followed with a timeout) ran out of time. */
export class WaitTimeoutError extends LaddersError {
  constructor(detail: string) {
    super("timeout", detail);
  }
}

/** A finished game's dice do not check out (`verifyGame`). */
export class VerificationError extends LaddersError {}

/** A webhook request not signed by your secret, stale, or malformed (`verifyWebhook`). */
export class WebhookSignatureError extends LaddersError {
  constructor(detail: string) {
    super("bad_signature", detail);
  }
}
