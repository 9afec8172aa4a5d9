/**
 * `Ladders`: a player's session with the service. Calls go through
 * openapi-fetch, typed by the paths openapi-typescript generated from the
 * service's OpenAPI schema (`schema.d.ts`); `api` is that client, for every
 * operation this layer does not wrap.
 *
 * Every call answers the typed body or throws `LaddersError` (`code`,
 * `detail`, `fields`). Waits are bounded by a timer of their own, so the
 * stream's heartbeats (a comment every 15 s) never keep one from ending.
 */

import { createHash } from "node:crypto";
import { randomUUID } from "node:crypto";

import createClient, { type Client } from "openapi-fetch";

import { LaddersError, VerificationError, WaitTimeoutError } from "./errors.js";
import { LaddersEventSource, type SseMessage } from "./events.js";
import type { components, paths } from "./schema.js";

export type Schemas = components["schemas"];
export type Game = Schemas["Game"];
export type LegalActions = Schemas["LegalActions"];
export type Action = LegalActions["actions"][number];
export type ActionSubmitted = Schemas["ActionSubmitted"];
export type GameCreateRequest = Schemas["GameCreateRequestRequest"];
export type Verification = Schemas["Verification"];
export type RulesetInfo = Schemas["RulesetInfo"];

/** One message of a stream: its name, its JSON `data` parsed, its `id` (a game's version; null on the player stream). */
export interface StreamEvent {
  event: string;
  // The data of each event is described in docs/api.md ("Event streams").
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  id: number | null;
}

/** What `play` asks at each of your turns: one of `legal.actions`. */
export type Chooser = (game: Game, legal: LegalActions) => Action | Promise<Action>;

const OVER = new Set(["finished", "aborted"]);
// The longest a wait follows a game's stream before it reads the game again.
const RECHECK_MS = 30_000;
// The longest Retry-After an action's POST waits out by itself (the action rate limit).
const MAX_THROTTLE_WAIT_S = 60;
/** The answers that say "the same request, later" (Retry-After): a rate limit, an outage. */
const RETRY_LATER = [429, 503];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    throw LaddersError.fromResponse(result.response, result.error);
  }
  return result.data;
}

function toEvent(message: SseMessage): StreamEvent {
  return {
    event: message.type,
    data: message.data === "" ? null : JSON.parse(message.data),
    id: /^\d+$/.test(message.lastEventId) ? Number(message.lastEventId) : null,
  };
}

/** `seed_sha256`, published when the game was created: sha256(seed_salt + server_seed). */
export function commitment(seedSalt: string, serverSeed: string): string {
  return createHash("sha256").update(`${seedSalt}${serverSeed}`).digest("hex");
}

/** The engine's seed for a fair game (games/fairness.py): the server seed, salt and every seat's client seed. */
export function mixedSeed(serverSeed: string, salt: string, clientSeeds: string[]): string {
  const text = `[${serverSeed},${JSON.stringify(salt)},${JSON.stringify(clientSeeds)}]`;
  return (createHash("sha256").update(text).digest().readBigUInt64BE(0) >> 2n).toString();
}

export class Ladders {
  readonly baseUrl: string;
  /** Where the event streams are served, when not at `baseUrl` (their own server behind one proxy). */
  readonly streamUrl: string;
  readonly token: string | null;
  handle: string | null = null;
  /** The openapi-fetch client, typed by the service's paths. */
  readonly api: Client<paths>;

  constructor(baseUrl: string, token: string | null = null, options: { streamUrl?: string } = {}) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
    this.streamUrl = (options.streamUrl ?? baseUrl).replace(/\/+$/, "");
    this.token = token;
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: token ? { Authorization: `Token ${token}` } : {},
    });
  }

  /** Register a new player and answer its session (the token is shown this once). 409 `handle_taken`; 429 `throttled` past 20 an hour per address. */
  static async register(baseUrl: string, handle: string, options: { streamUrl?: string } = {}): Promise<Ladders> {
    const anonymous = new Ladders(baseUrl);
    const player = unwrap(await anonymous.api.POST("/api/v1/players/", { body: { handle } }));
    const session = new Ladders(baseUrl, player.token, options);
    session.handle = player.handle;
    return session;
  }

  async createGame(body: GameCreateRequest): Promise<Game> {
    return unwrap(await this.api.POST("/api/v1/games/", { body }));
  }

  /** Take a seat (the first free one, or the one held for you); `clientSeed` adds your entropy to the dice. */
  async join(gameId: number, options: { seat?: number; clientSeed?: string } = {}): Promise<Game> {
    const body: Schemas["JoinRequestRequest"] = {};
    if (options.seat !== undefined) body.seat = options.seat;
    if (options.clientSeed !== undefined) body.client_seed = options.clientSeed;
    return unwrap(await this.api.POST("/api/v1/games/{id}/join/", { params: { path: { id: gameId } }, body }));
  }

  async game(gameId: number): Promise<Game> {
    return unwrap(await this.api.GET("/api/v1/games/{id}/", { params: { path: { id: gameId } } }));
  }

  async legalActions(gameId: number): Promise<LegalActions> {
    return unwrap(await this.api.GET("/api/v1/games/{id}/legal-actions/", { params: { path: { id: gameId } } }));
  }

  /**
   * Post one of the listed actions at `version` (409 `stale_version` once the game has moved on).
   * Retried with the same Idempotency-Key after a network error, a 429 or a 503 `unavailable` (the service's
   * database or broker out of reach: nothing was written), waiting out their Retry-After, so it is taken at most once.
   */
  async act(gameId: number, action: Action, options: { version: number; idempotencyKey?: string }): Promise<ActionSubmitted> {
    const key = options.idempotencyKey ?? randomUUID();
    for (let attempt = 0; ; attempt++) {
      let result;
      try {
        result = await this.api.POST("/api/v1/games/{id}/actions/", {
          params: { path: { id: gameId }, header: { "Idempotency-Key": key } },
          body: { action, expected_version: options.version } as Schemas["ActionSubmitRequestRequest"],
        });
      } catch (error) {
        if (attempt >= 4) throw error;
        await sleep(500 * 2 ** attempt);
        continue;
      }
      if (RETRY_LATER.includes(result.response.status)) {
        const error = LaddersError.fromResponse(result.response, result.error);
        const wait = error.retryAfter ?? 1;
        if (wait > MAX_THROTTLE_WAIT_S || attempt >= 4) throw error;
        await sleep(wait * 1000);
        continue;
      }
      return unwrap(result);
    }
  }

  /** An EventSource-shaped reader of a stream of the service (`/api/v1/...`), with this session's token. */
  eventSource(path: string, lastEventId?: number): LaddersEventSource {
    const headers: Record<string, string> = this.token ? { Authorization: `Token ${this.token}` } : {};
    return new LaddersEventSource(`${this.streamUrl}${path}`, { headers, lastEventId });
  }

  /** Your notices (`your_turn`, `game_started`, `game_finished`, ...): this stream has no end; `close()` it. */
  notices(): LaddersEventSource {
    return this.eventSource("/api/v1/players/me/stream/");
  }

  /**
   * The game's log as your seat may see it, as it grows: one `action` event per
   * entry after `lastEventId`, then the `end` event, after which the iteration
   * stops. With `timeoutMs`, throws `WaitTimeoutError` once that time has passed without the end.
   */
  async *follow(gameId: number, options: { lastEventId?: number; timeoutMs?: number } = {}): AsyncGenerator<StreamEvent> {
    const source = this.eventSource(`/api/v1/games/${gameId}/stream/`, options.lastEventId);
    const queue: SseMessage[] = [];
    let failure: unknown = null;
    let wake: (() => void) | null = null;
    const poke = (): void => {
      wake?.();
    };
    source.addEventListener("action", (m) => (queue.push(m), poke()));
    source.addEventListener("end", (m) => (queue.push(m), poke()));
    source.addEventListener("revoked", (m) => {
      const body = JSON.parse(m.data) as { code: string; detail: string };
      failure = new LaddersError(body.code, body.detail, { status: 401 });
      poke();
    });
    source.onerror = (error) => {
      // A refusal is final; a dropped connection is reopened by the reader.
      if (error instanceof LaddersError) {
        failure = error;
        poke();
      }
    };
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            failure = new WaitTimeoutError(`game ${gameId}: the stream's wait ran out`);
            poke();
          }, options.timeoutMs);
    // A reader closed by a 204 (the game was over already) ends the iteration.
    const closed = setInterval(() => source.readyState === LaddersEventSource.CLOSED && poke(), 200);
    try {
      for (;;) {
        const message = queue.shift();
        if (message !== undefined) {
          yield toEvent(message);
          if (message.type === "end") return;
          continue;
        }
        if (failure !== null) throw failure;
        if (source.readyState === LaddersEventSource.CLOSED) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    } finally {
      clearTimeout(timer);
      clearInterval(closed);
      source.close();
    }
  }

  /**
   * Wait until your seat is to act, or the game is over (finished or aborted), and answer the game then.
   * Throws `WaitTimeoutError` (a `LaddersError`) after `timeoutMs`, heartbeats or not. Follows the game's
   * stream from the version read, so no move is missed, and reads the game again at least every 30 s
   * whatever the stream does; a game not yet started is read again each second.
   */
  async waitForTurn(gameId: number, options: { timeoutMs: number }): Promise<Game> {
    const deadline = Date.now() + options.timeoutMs;
    for (;;) {
      const game = await this.game(gameId);
      const mine = game.your_seat !== null && game.to_act.includes(game.your_seat);
      if (OVER.has(game.status) || (game.status === "active" && mine)) return game;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new WaitTimeoutError(`game ${gameId}: not your turn in time (version ${game.version})`);
      if (game.status === "waiting") {
        await sleep(Math.min(1000, remaining)); // its start is no entry of the log
        continue;
      }
      // At most RECHECK_MS on one stream, then read the game again: a stream slow to
      // answer, or a lost notice, costs that much at worst.
      try {
        const timeoutMs = Math.min(remaining, RECHECK_MS);
        for await (const _ of this.follow(gameId, { lastEventId: game.version, timeoutMs })) break;
      } catch (error) {
        if (!(error instanceof WaitTimeoutError) || Date.now() >= deadline) throw error;
      }
    }
  }

  /** Play your seat to the game's end: at each turn `choose(game, legal)` picks one of `legal.actions`. */
  async play(gameId: number, choose: Chooser, options: { turnTimeoutMs?: number } = {}): Promise<Game> {
    const timeoutMs = options.turnTimeoutMs ?? 600_000;
    // The last answer's `your_turn`: while a turn goes on (a roll, then a move) it lists
    // the next legal actions, so only the game is read for `choose`, not legal-actions.
    let turn: LegalActions | null = null;
    for (;;) {
      let game: Game;
      let legal: LegalActions;
      if (turn === null) {
        game = await this.waitForTurn(gameId, { timeoutMs });
        if (OVER.has(game.status)) return game;
        legal = await this.legalActions(gameId);
      } else {
        [game, legal] = [await this.game(gameId), turn];
        if (OVER.has(game.status)) return game;
      }
      turn = null;
      if (legal.actions.length === 0) {
        // Listed to act with nothing to do (yet): wait for the game to move.
        for await (const _ of this.follow(gameId, { lastEventId: legal.version, timeoutMs })) break;
        continue;
      }
      try {
        turn = (await this.act(gameId, await choose(game, legal), { version: legal.version })).your_turn ?? null;
      } catch (error) {
        if (!(error instanceof LaddersError) || error.code !== "stale_version") throw error;
      }
    }
  }

  /**
   * `GET /games/{id}/verify/`, checked here too: the revealed server seed and salt hash to the
   * commitment (and to `seedSha256`, the one you saw while the game ran), the seed is the mix of the
   * server's and every seat's client seed, and the service's replay reached the final state.
   * Seeds are 62-bit: they are read from the body as text, never as JavaScript numbers.
   */
  async verifyGame(gameId: number, options: { seedSha256?: string } = {}): Promise<Verification> {
    const result = await this.api.GET("/api/v1/games/{id}/verify/", {
      params: { path: { id: gameId } },
      parseAs: "text",
    });
    if (!result.response.ok || typeof result.data !== "string") {
      throw LaddersError.fromResponse(result.response, result.error);
    }
    // Integers past 2^53 as strings, before JSON.parse can round them.
    const text = result.data.replace(/([:[,]\s*)(\d{16,})(?=\s*[,\]}])/g, '$1"$2"');
    const checked = JSON.parse(text) as Verification;
    const serverSeed = String(checked.server_seed);
    const where = `game ${gameId}`;
    if (commitment(checked.seed_salt, serverSeed) !== checked.seed_sha256) {
      throw new VerificationError("commitment_broken", `${where}: sha256(salt + server seed) is not seed_sha256`);
    }
    if (options.seedSha256 !== undefined && options.seedSha256 !== checked.seed_sha256) {
      throw new VerificationError("commitment_changed", `${where}: seed_sha256 is not the one you saw`);
    }
    const expected = checked.practice ? serverSeed : mixedSeed(serverSeed, checked.seed_salt, checked.client_seeds);
    if (expected !== String(checked.seed)) {
      throw new VerificationError("seed_mismatch", `${where}: the seed is not the mix of the revealed seeds`);
    }
    if (!checked.verified) {
      throw new VerificationError(String(checked.verdict), `${where}: the service's replay says ${checked.verdict}`);
    }
    return checked;
  }
}
