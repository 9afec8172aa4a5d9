/**
 * An EventSource-shaped reader of the service's Server-Sent Events, over
 * fetch, so that it sends the `Authorization` header (a browser's EventSource
 * cannot) and runs on Node.
 *
 * As an EventSource does: `onopen`, `onmessage`, `onerror` and
 * `addEventListener(type, ...)` for named events (`action`, `end`,
 * `your_turn`, ...); `readyState` CONNECTING, OPEN, CLOSED; `close()`. A
 * dropped stream (the server closes every stream after an hour) is reopened
 * after the server's `retry:` delay with `Last-Event-ID` = the last `id:`
 * received, so no entry is lost or repeated; an answer 204 (the game is over)
 * or any error status closes it for good, as an EventSource stops. Heartbeats
 * (a comment every 15 s) are not dispatched; a stream silent for 45 s (three
 * heartbeats missed) is taken as dead and reopened the same way.
 */

import { LaddersError } from "./errors.js";

export interface SseMessage {
  /** The event name (`message` when the stream named none). */
  type: string;
  /** The `data:` lines, joined: a JSON document. */
  data: string;
  /** The last `id:` seen (a game stream's version); "" when none. */
  lastEventId: string;
}

export type SseListener = (message: SseMessage) => void;

export interface LaddersEventSourceInit {
  headers?: Record<string, string>;
  /** Resume after this id (a game's version), as a reconnecting EventSource does. */
  lastEventId?: string | number;
  /** Milliseconds without a byte, heartbeats included, before the stream counts as dead. */
  deadAfterMs?: number;
}

const DEAD_AFTER_MS = 45_000;

export class LaddersEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;

  readonly url: string;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: SseListener | null = null;
  onerror: ((error: unknown) => void) | null = null;

  private lastEventId: string;
  private retryMs = 2000;
  private readonly headers: Record<string, string>;
  private readonly deadAfterMs: number;
  private readonly listeners = new Map<string, Set<SseListener>>();
  private abort: AbortController | null = null;

  constructor(url: string, init: LaddersEventSourceInit = {}) {
    this.url = url;
    this.headers = init.headers ?? {};
    this.lastEventId = init.lastEventId === undefined ? "" : String(init.lastEventId);
    this.deadAfterMs = init.deadAfterMs ?? DEAD_AFTER_MS;
    void this.run();
  }

  addEventListener(type: string, listener: SseListener): void {
    let set = this.listeners.get(type);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: SseListener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = LaddersEventSource.CLOSED;
    this.abort?.abort();
  }

  private dispatch(message: SseMessage): void {
    if (message.type === "message") this.onmessage?.(message);
    for (const listener of this.listeners.get(message.type) ?? []) listener(message);
  }

  private fail(error: unknown): void {
    this.onerror?.(error);
    for (const listener of this.listeners.get("error") ?? []) {
      listener({ type: "error", data: error instanceof Error ? error.message : String(error), lastEventId: "" });
    }
  }

  private async run(): Promise<void> {
    while (this.readyState !== LaddersEventSource.CLOSED) {
      this.readyState = LaddersEventSource.CONNECTING;
      const abort = new AbortController();
      this.abort = abort;
      let timer: NodeJS.Timeout | undefined;
      const arm = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(new Error("the stream sent nothing, not even a heartbeat")), this.deadAfterMs);
      };
      try {
        const headers: Record<string, string> = { Accept: "text/event-stream", ...this.headers };
        if (this.lastEventId !== "") headers["Last-Event-ID"] = this.lastEventId;
        arm();
        const response = await fetch(this.url, { headers, signal: abort.signal });
        if (response.status === 204) {
          this.readyState = LaddersEventSource.CLOSED; // the game is over: an EventSource stops
          break;
        }
        if (response.status !== 200 || response.body === null) {
          const text = await response.text();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: reported as it is
          }
          this.readyState = LaddersEventSource.CLOSED;
          this.fail(LaddersError.fromResponse(response, body));
          break;
        }
        this.readyState = LaddersEventSource.OPEN;
        this.onopen?.();
        await this.read(response.body, arm);
      } catch (error) {
        if (this.readyState === LaddersEventSource.CLOSED) break;
        this.fail(error);
      } finally {
        clearTimeout(timer);
      }
      if (this.readyState === LaddersEventSource.CLOSED) break;
      // Dropped, or closed by the server after its hour: reconnect after `retry:`.
      this.readyState = LaddersEventSource.CONNECTING;
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  private async read(body: ReadableStream<Uint8Array>, arm: () => void): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = "";
    let type = "";
    let data: string[] = [];
    for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
      arm();
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + (buffer.startsWith("\r\n", end) ? 2 : 1));
        if (line === "") {
          if (data.length > 0) {
            this.dispatch({ type: type || "message", data: data.join("\n"), lastEventId: this.lastEventId });
          }
          type = "";
          data = [];
          if (this.readyState === LaddersEventSource.CLOSED) return;
          continue;
        }
        if (line.startsWith(":")) continue; // a heartbeat
        const colon = line.indexOf(":");
        const name = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (name === "event") type = value;
        else if (name === "data") data.push(value);
        else if (name === "id") this.lastEventId = value;
        else if (name === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
      }
    }
  }
}
