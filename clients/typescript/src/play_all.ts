/**
 * Play one game of every ruleset to the end with this client, and check each:
 * one free-for-all scenario of each ruleset and, where a ruleset has team
 * scenarios, one of those too. CI's smoke stage runs it against the scaled
 * topology (.ci/smoke.sh).
 *
 * Usage: node dist/play_all.js BASE_URL [--stream-url URL] [--seed N] [--only RULESET[:SCENARIO]]
 * (--stream-url: where the event streams are served, when not at BASE_URL.)
 *
 * Our seat picks a random legal action (seeded); the other seats are the
 * `random` bot. Each game is then verified (commitment, seed mix, the
 * service's replay) and its stream read from the start to its `end` event.
 */

import { randomBytes } from "node:crypto";

import { Ladders, type Game, type LegalActions, type RulesetInfo, type Schemas, type StreamEvent } from "./index.js";

// Where a rulebook has no length limit, the house option round_cap ends a random game by the rules;
// Ladder 29 plays its short game (four rounds). CI's smoke time stays small.
const ROUND_CAP = 12;
// A turn waits at most this long (a loaded CI machine's worker may lag).
const TURN_TIMEOUT_MS = 300_000;

/** A small seeded generator (mulberry32), so that a run can be repeated. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function scenarios(ruleset: RulesetInfo): Array<{ id: string; seats: number; teams: boolean }> {
  const chosen = new Map<boolean, { id: string; seats: number; teams: boolean }>();
  for (const scenario of ruleset.scenarios) {
    if (!chosen.has(scenario.teams)) chosen.set(scenario.teams, { id: scenario.id, seats: scenario.min_seats, teams: scenario.teams });
  }
  return [...chosen.values()];
}

async function playOne(
  me: Ladders,
  ruleset: RulesetInfo,
  scenario: { id: string; seats: number; teams: boolean },
  random: () => number,
): Promise<string> {
  const offered = ((ruleset.options as { properties?: Record<string, unknown> }).properties ?? {}) as Record<string, unknown>;
  const seats: Schemas["SeatRequestRequest"][] = [{ type: "human" }];
  for (let i = 1; i < scenario.seats; i++) seats.push({ type: "ai", bot: "random" });
  if (scenario.teams) seats.forEach((seat, index) => (seat.team = index % 2));
  const game = await me.createGame({
    ruleset: ruleset.id as Schemas["GameCreateRequestRequest"]["ruleset"],
    scenario: scenario.id as Schemas["GameCreateRequestRequest"]["scenario"],
    seats,
    options: { ...("round_cap" in offered ? { round_cap: ROUND_CAP } : {}), ...("short_game" in offered ? { short_game: true } : {}) },
  });
  await me.join(game.id, { clientSeed: randomBytes(8).toString("hex") });
  const choose = (_game: Game, legal: LegalActions) => {
    const action = legal.actions[Math.floor(random() * legal.actions.length)];
    if (action === undefined) throw new Error("no legal action to choose");
    return action;
  };
  const final = await me.play(game.id, choose, { turnTimeoutMs: TURN_TIMEOUT_MS });
  if (final.status !== "finished") throw new Error(`game ${game.id} ended ${final.status}`);
  const checked = await me.verifyGame(game.id, { seedSha256: game.seed_sha256 });
  const entries: StreamEvent[] = [];
  for await (const event of me.follow(game.id, { timeoutMs: 60_000 })) entries.push(event);
  const ids = entries.map((e) => e.id);
  const want = [...Array.from({ length: final.version }, (_, i) => i + 1), final.version];
  if (JSON.stringify(ids) !== JSON.stringify(want)) throw new Error(`game ${game.id}: the stream's ids ${ids.slice(-5)}`);
  const end = entries[entries.length - 1];
  if (end?.event !== "end" || JSON.stringify(end.data.outcome) !== JSON.stringify(final.outcome)) {
    throw new Error(`game ${game.id}: the stream did not end with the game's outcome`);
  }
  const outcome = final.outcome as { winners: number[]; details?: { ending?: string } };
  const ending = outcome.details?.ending ? `, ending ${outcome.details.ending}` : "";
  return `game ${game.id}: ${final.version} actions, winners [${outcome.winners}]${ending}, ${checked.verdict}, stream ${entries.length} events to its end`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const baseUrl = args[0];
  if (!baseUrl || baseUrl.startsWith("-")) throw new Error("usage: node dist/play_all.js BASE_URL [--seed N] [--only RULESET[:SCENARIO]]");
  let seed = 29;
  let streamUrl: string | undefined;
  const only: string[] = [];
  for (let i = 1; i < args.length; i += 2) {
    if (args[i] === "--seed") seed = Number(args[i + 1]);
    else if (args[i] === "--stream-url") streamUrl = String(args[i + 1]);
    else if (args[i] === "--only") only.push(String(args[i + 1]));
    else throw new Error(`unknown argument ${args[i]}`);
  }
  const anonymous = new Ladders(baseUrl);
  const { data: rulesets, response } = await anonymous.api.GET("/api/v1/rulesets/");
  if (rulesets === undefined) throw new Error(`GET /rulesets/ answered ${response.status}`);
  const me = await Ladders.register(baseUrl, `ts-${randomBytes(4).toString("hex")}`, { streamUrl });
  const random = rng(seed);
  let played = 0;
  for (const ruleset of rulesets) {
    for (const scenario of scenarios(ruleset)) {
      if (only.length && !only.includes(ruleset.id) && !only.includes(`${ruleset.id}:${scenario.id}`)) continue;
      const started = Date.now();
      const summary = await playOne(me, ruleset, scenario, random);
      console.log(`${ruleset.id}/${scenario.id}: ${summary} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      played += 1;
    }
  }
  if (played === 0) throw new Error("no game was played");
  console.log(`typescript client: ${played} games played to the end and verified`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
