/**
 * The hand-written layer without a service: webhook signatures (the Standard
 * Webhooks spec's own example), the seed mix (a value the service computed),
 * the error mapping, and the EventSource-shaped reader against a small local
 * server (heartbeats, a dropped stream resumed with Last-Event-ID, the end).
 * The whole client against the service is CI's smoke stage (.ci/clients_smoke.sh).
 * Run: npx tsc -p . && node --test dist/
 */

import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";

import { Ladders, LaddersError, WaitTimeoutError, mixedSeed, verifyWebhook } from "./index.js";

test("verifyWebhook accepts the spec's example and refuses a changed body, another secret, an old timestamp", () => {
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  const headers = {
    "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
    "webhook-timestamp": "1614265330",
    "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
  };
  const body = '{"test": 2432232314}';
  assert.equal(verifyWebhook(secret, headers, body, { now: 1614265330 }), "msg_p5jXN8AQM9LWM0D4loKWxJek");
  assert.equal(verifyWebhook(secret, new Headers(headers), Buffer.from(body), { now: 1614265330 }), headers["webhook-id"]);
  for (const [key, sent, received, now] of [
    [secret, headers, body + " ", 1614265330],
    ["whsec_" + Buffer.from("another key").toString("base64"), headers, body, 1614265330],
    [secret, headers, body, 1614265330 + 301],
  ] as const) {
    assert.throws(() => verifyWebhook(key, sent, received, { now }), (e: unknown) => e instanceof LaddersError && e.code === "bad_signature");
  }
});

test("mixedSeed is the service's games.fairness.mixed_seed", () => {
  // python -c 'from games.fairness import mixed_seed; print(mixed_seed(2**61 + 12345, "ab" * 16, ["", "my-seed"]))'
  assert.equal(mixedSeed((2n ** 61n + 12345n).toString(), "ab".repeat(16), ["", "my-seed"]), "3637304765609060280");
});

test("an error answer becomes a LaddersError with code, detail and fields", () => {
  const response = new Response(null, { status: 429, headers: { "Retry-After": "3" } });
  const error = LaddersError.fromResponse(response, { code: "invalid_request", detail: "see errors", errors: { seats: ["x"] } });
  assert.deepEqual([error.status, error.code, error.detail, error.fields, error.retryAfter], [429, "invalid_request", "see errors", { seats: ["x"] }, 3]);
  assert.equal(LaddersError.fromResponse(new Response(null, { status: 502 }), "<html>").code, "http_error");
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; close: () => void }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const game = (changes: Record<string, unknown>) => ({ id: 7, status: "active", version: 3, to_act: [1], your_seat: 0, ...changes });

test("follow resumes a dropped stream with Last-Event-ID and ends at the end event", async () => {
  const seen: Array<string | undefined> = [];
  const server = await serve((req, res) => {
    seen.push(req.headers["last-event-id"] as string | undefined);
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    if (req.headers["last-event-id"] === undefined) {
      res.end('retry: 50\n\nid: 1\nevent: action\ndata: {"version": 1}\n\n'); // dropped after one entry
    } else {
      res.end(': heartbeat\n\nid: 2\nevent: action\ndata: {"version": 2}\n\nid: 2\nevent: end\ndata: {"version": 2}\n\n');
    }
  });
  try {
    const events = [];
    for await (const event of new Ladders(server.url, "t").follow(7, { timeoutMs: 5000 })) events.push([event.event, event.id]);
    assert.deepEqual(events, [["action", 1], ["action", 2], ["end", 2]]);
    assert.deepEqual(seen, [undefined, "1"]);
  } finally {
    server.close();
  }
});

test("waitForTurn times out on time although heartbeats keep the stream alive", async () => {
  const server = await serve((req, res) => {
    if (req.url === "/api/v1/games/7/") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(game({})));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    res.write("retry: 2000\n\n");
    const beat = setInterval(() => res.write(": heartbeat\n\n"), 50);
    res.on("close", () => clearInterval(beat));
  });
  try {
    const started = Date.now();
    await assert.rejects(new Ladders(server.url, "t").waitForTurn(7, { timeoutMs: 800 }), WaitTimeoutError);
    const took = Date.now() - started;
    assert.ok(took >= 800 && took < 2000, `took ${took} ms`);
  } finally {
    server.close();
  }
});

test("act waits out a 503 unavailable and retries with the same Idempotency-Key", async () => {
  const keys: Array<string | undefined> = [];
  const server = await serve((req, res) => {
    keys.push(req.headers["idempotency-key"] as string | undefined);
    req.resume();
    if (keys.length === 1) {
      res.writeHead(503, { "Content-Type": "application/json", "Retry-After": "0" });
      res.end(JSON.stringify({ code: "unavailable", detail: "Later." }));
    } else {
      res.writeHead(201, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ version: 4, events: [], replayed: false }));
    }
  });
  try {
    const submitted = await new Ladders(server.url, "t").act(7, { type: "roll" } as never, { version: 3 });
    assert.equal(submitted.version, 4);
    assert.equal(keys.length, 2);
    assert.ok(keys[0]);
    assert.equal(keys[0], keys[1]);
  } finally {
    server.close();
  }
});
