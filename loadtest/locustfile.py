"""The load test: simulated players of a league, as Locust users (`make load`).

Each player registers, keeps its player stream open (your_turn, matched,
game_started, ...), and then, with a think time between steps, in the mix a
league would see: plays its turns in the games its player stream says wait on
it, from the legal actions the `your_turn` notice lists (and, while a turn goes
on, the ones the action's answer lists: a roll, then a move), reading its list
of active games only every 30 s in case a notice was lost, and legal-actions
only for a game that list alone said waits on it, as the clients do (an
Idempotency-Key on every action, and now and then the same request twice, as
a client retrying after a lost answer), opens games against bots and follows
the current one on its game stream, hosts games for other players and joins
theirs from the lobby, asks for quick play, enters the Swiss tournament, and
reads the leaderboards, profiles and standings. One organiser (a staff token,
LOAD_STAFF_TOKEN) creates the Swiss tournament (late entries) and starts it
once four players have entered.

What the server answered is recorded for loadtest/report.py (LOAD_RECORD, a
JSON file written when the run stops): every accepted action (game, version,
key), every answer by status and code, the retries' answers, and the stream
frames' gaps. Locust's own CSV holds each endpoint's latencies.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import time
import uuid
from collections import Counter
from typing import Any

import gevent
import requests
from locust import FastHttpUser, between, events, task
from locust.env import Environment

BASE = os.environ.get("LOAD_BASE", "http://127.0.0.1:8780")
STREAM_BASE = os.environ.get("LOAD_STREAM_BASE", "http://127.0.0.1:8781")
RECORD_PATH = os.environ.get("LOAD_RECORD", "reports/load/client.json")
STAFF_TOKEN = os.environ.get("LOAD_STAFF_TOKEN", "")


def think_range(text: str) -> tuple[float, float]:
    """A player's wait between two steps, "LOW-HIGH" seconds (LOAD_THINK; "1-3" by default)."""
    low, _, high = text.partition("-")
    bounds = (float(low), float(high or low))
    if not 0 <= bounds[0] <= bounds[1]:
        raise ValueError(f"LOAD_THINK must be LOW-HIGH seconds with 0 <= LOW <= HIGH, not {text!r}")
    return bounds


# The pace of the players: each waits this long between two steps, in up to five games.
PLAYER_THINK = think_range(os.environ.get("LOAD_THINK", "1-3"))
API = "/api/v1"
RUN = uuid.uuid4().hex[:6]
# How often a player reads its list of active games whatever its stream said
# (the Python client's RECHECK_SECONDS).
RECHECK_SECONDS = 30.0
# A retry of the same action request (same Idempotency-Key) this often.
RETRY_SHARE = 0.05
# A player resigns instead of acting this often (about one game in ten of a hundred turns).
RESIGN_SHARE = 0.01
# A player keeps at most this many games going, and opens, hosts or joins another or asks
# for quick play only when one has ended, as a league player does: until 4 December only
# games against bots were capped (at three, by reading the whole list first), so each
# player's two-human games piled up (about 60 a player after 30 minutes) and the load grew
# all run long; until the evening of 6 December quick play was not capped, so its short Shrinks games
# piled up beside the five and the run's mix drifted from the bots' games to them.
MAX_ACTIVE_GAMES = 5
BOT_GAMES = [
    ("shrinks-and-ladders", ["easy", "random"]),
    ("ladder-29", ["easy"]),
    ("run-for-your-life-candyman", ["easy"]),
]
HUMAN_RULESETS = ["shrinks-and-ladders", "ladder-29"]
# Answers a player expects now and then, which are not the server failing:
# the other seat moved first (stale_version, not_your_turn), the game ended
# meanwhile, a lobby seat taken by someone faster, one ticket per ruleset.
EXPECTED_CODES = {
    "stale_version",
    "not_your_turn",
    "game_over",
    "seat_taken",
    "game_started",
    "ticket_open",
    "already_entered",
    "already_seated",
    "tournament_not_open",
}

record: dict[str, Any] = {
    "accepted": [],  # [game, version, key, handle]
    "retries": [],  # [game, first version, retry version, replayed]
    "codes": Counter(),  # "POST /games/{id}/actions/|409|stale_version"
    "actions_posted": 0,
    "stream_frames": 0,
    "stream_gap_max": 0.0,
    "streams_opened": 0,
    "stream_errors": Counter(),
    "players": 0,
    "tournament": None,
    "started": time.time(),
    # Every turn POST (retries apart): [seconds since started, milliseconds], so the report
    # can show its p99 over each stretch of the run, not only over the whole.
    "turn_posts": [],
    # Every request (stream opens too) by the 10 s since started it ended in, so the
    # report can give each stretch's CPU per request.
    "requests_by_10s": Counter(),
}
TURN_POST = "/games/{id}/actions/"


@events.request.add_listener
def note_turn_post(request_type: str, name: str, response_time: float, **kwargs: Any) -> None:
    since_start = time.time() - record["started"]
    record["requests_by_10s"][int(since_start // 10)] += 1
    if request_type == "POST" and name == TURN_POST:
        record["turn_posts"].append([round(since_start, 2), round(response_time, 1)])


def note(method: str, name: str, response: Any) -> None:
    code = ""
    if response.status_code >= 400:
        try:
            code = response.json().get("code", "")
        except ValueError:
            code = "not-json"
    record["codes"][f"{method} {name}|{response.status_code}|{code}"] += 1


class Client(FastHttpUser):
    """A simulated client: a token (empty until registered), and whether it is stopping.

    FastHttpUser (geventhttpclient), not HttpUser (requests): the driver runs on the
    same two cores as the service, and Locust's fast client spends a fraction of the
    CPU per request (docs/performance.md has the CPU by process of each run)."""

    abstract = True
    token = ""
    stopping = False


def call(user: Client, method: str, path: str, name: str, body: Any = None, **headers: str) -> Any:
    """One request, its answer noted by status and code; a 5xx (or no answer)
    is a Locust failure, an expected 4xx is not. Returns the JSON or None."""
    with user.client.request(
        method,
        API + path,
        json=body,
        headers={"Authorization": f"Token {user.token}", **headers} if user.token else headers,
        name=name,
        catch_response=True,
    ) as response:
        note(method, name, response)
        if response.status_code == 0 or response.status_code >= 500:
            response.failure(f"{response.status_code}")
            return None
        try:
            data = response.json()
        except ValueError:
            response.failure("not JSON")
            return None
        if response.status_code >= 400:
            expected = isinstance(data, dict) and data.get("code") in EXPECTED_CODES
            if expected or response.status_code in (404, 409):
                response.success()
            else:
                response.failure(f"{response.status_code} {data.get('code') if isinstance(data, dict) else ''}")
            return None
        response.success()
        return data


def read_stream(user: Player, path: str, until_end: bool) -> None:
    """Follow a Server-Sent Events stream (a greenlet): count frames, keep the
    longest gap between two (heartbeats included), stop at `end` if asked."""
    headers = {"Authorization": f"Token {user.token}", "Accept": "text/event-stream"}
    started = time.monotonic()
    try:
        with requests.get(STREAM_BASE + API + path, headers=headers, stream=True, timeout=(10, 60)) as response:
            events.request.fire(
                request_type="GET",
                name=f"{API}{'/players/me/stream/' if 'players' in path else '/games/{id}/stream/'} (open)",
                response_time=(time.monotonic() - started) * 1000,
                response_length=0,
                exception=None if response.status_code == 200 else Exception(str(response.status_code)),
                context={},
            )
            if response.status_code != 200:
                record["stream_errors"][str(response.status_code)] += 1
                return
            record["streams_opened"] += 1
            last = time.monotonic()
            event = ""
            for raw in response.iter_lines(decode_unicode=True):
                line = raw if isinstance(raw, str) else raw.decode()
                if user.stopping:
                    return
                now = time.monotonic()
                if line == "":
                    record["stream_frames"] += 1
                    record["stream_gap_max"] = max(record["stream_gap_max"], now - last)
                    last = now
                    if until_end and event == "end":
                        return
                    event = ""
                elif line.startswith("event:"):
                    event = line.split(":", 1)[1].strip()
                elif line.startswith("data:") and event == "matched":
                    # Quick play found this player a game: it counts among the games it keeps.
                    with contextlib.suppress(ValueError, KeyError, TypeError):
                        user.active.add(int(json.loads(line.split(":", 1)[1])["game"]))
                        user.ticket_open_until = 0.0
                elif line.startswith("data:") and event == "your_turn":
                    # The player stream says which game waits on this player, with the
                    # seat's legal actions at that version (docs/api.md).
                    with contextlib.suppress(ValueError, KeyError, TypeError):
                        data = json.loads(line.split(":", 1)[1])
                        user.due[int(data["game"])] = {"version": data["version"], "actions": data["actions"]}
    except requests.RequestException as exc:
        if not user.stopping:
            record["stream_errors"][type(exc).__name__] += 1


class Player(Client):
    wait_time = between(*PLAYER_THINK)
    weight = 100
    handle = ""
    # Games waiting on this player, not yet played: each with its turn (the version and
    # legal actions) as the stream's `your_turn` or the last action's answer listed it,
    # or None when only the list of active games said so (legal-actions is read then).
    due: dict[int, dict[str, Any] | None]
    # Games this player sits in that are not known to have ended: those it opened or
    # joined, and those its list of active games showed at the last read.
    active: set[int]
    # When to read the list of its active games again: a client that follows its
    # stream reads it now and then in case a notice was lost, as the Python client's
    # wait_for_turn does (RECHECK_SECONDS), not before every move.
    list_again_at = 0.0

    def on_start(self) -> None:
        record["players"] += 1
        self.handle = f"lt{RUN}{record['players']}{random.randint(0, 999)}"
        self.token = ""
        created = call(self, "POST", "/players/", "/players/", {"handle": self.handle})
        if created is None:
            raise RuntimeError("registration failed")
        self.token = created["token"]
        self.games_streamed: set[int] = set()
        self.ticket_open_until = 0.0
        self.entered = False
        self.due = {}
        self.active = set()
        self.streams = [gevent.spawn(read_stream, self, "/players/me/stream/", False)]

    def on_stop(self) -> None:
        self.stopping = True
        gevent.killall(self.streams, block=False)

    # ------------------------------------------------------------------
    # Playing: every active game where this player's seat is due.

    def my_games(self) -> list[dict[str, Any]] | None:
        """Its active games (one page: it keeps fewer than a page going), None if the read failed."""
        page = call(self, "GET", f"/games/?player={self.handle}&status=active", "/games/?player=&status=active")
        return None if page is None else list(page.get("results", []))

    @task(12)
    def play_turns(self) -> None:
        """Play up to three games the stream said are waiting on this player; read the
        list of its active games only every RECHECK_SECONDS (a lost notice)."""
        if time.monotonic() >= self.list_again_at:
            self.list_again_at = time.monotonic() + RECHECK_SECONDS
            games = self.my_games()
            if games is None:
                games = []  # a failed read forgets nothing: the games it knows stay counted
            else:
                self.active = {game["id"] for game in games}
            for game in games:
                if game.get("your_seat") is not None and game["your_seat"] in game.get("to_act", []):
                    self.due.setdefault(game["id"], None)
        for game_id in random.sample(sorted(self.due), min(3, len(self.due))):
            self.play_one(game_id, self.due.pop(game_id))

    def play_one(self, game_id: int, turn: dict[str, Any] | None) -> None:
        """One move in the game: from ``turn`` (the notice's or the last answer's legal
        actions), or, when only the list said the game waits, from legal-actions."""
        legal = turn or call(self, "GET", f"/games/{game_id}/legal-actions/", "/games/{id}/legal-actions/")
        if not legal or not legal.get("actions"):
            return
        if random.random() < RESIGN_SHARE:
            # Now and then a player gives up (the game ends at once: finished games to verify).
            if call(self, "POST", f"/games/{game_id}/resign/", "/games/{id}/resign/", {}) is not None:
                self.active.discard(game_id)
            return
        action = random.choice(legal["actions"])
        key = uuid.uuid4().hex
        body = {"action": action, "expected_version": legal["version"]}
        name = TURN_POST
        record["actions_posted"] += 1
        answer = call(self, "POST", f"/games/{game_id}/actions/", name, body, **{"Idempotency-Key": key})
        if answer is None:
            return
        record["accepted"].append([game_id, answer["version"], key, self.handle])
        if answer.get("your_turn"):
            # The turn goes on (a roll, then a move): the answer lists the next step.
            self.due[game_id] = answer["your_turn"]
        if random.random() < RETRY_SHARE:
            retry = name + " (retry)"
            again = call(self, "POST", f"/games/{game_id}/actions/", retry, body, **{"Idempotency-Key": key})
            version = None if again is None else again["version"]
            record["retries"].append([game_id, answer["version"], version, bool(again and again["replayed"])])
        if game_id not in self.games_streamed and len(self.streams) < 3:
            # Follow this game on its stream until it ends (one or two at a time).
            self.games_streamed.add(game_id)
            self.streams = [g for g in self.streams if not g.dead]
            self.streams.append(gevent.spawn(read_stream, self, f"/games/{game_id}/stream/", True))

    # ------------------------------------------------------------------
    # Opening games.

    def open_and_join(self, name: str, body: dict[str, Any]) -> None:
        game = call(self, "POST", "/games/", name, body)
        if game and call(self, "POST", f"/games/{game['id']}/join/", "/games/{id}/join/", {}) is not None:
            self.active.add(game["id"])

    def has_room(self) -> bool:
        """Fewer than MAX_ACTIVE_GAMES going, a quick-play ticket still searching counted as one."""
        searching = 1 if time.monotonic() < self.ticket_open_until else 0
        return len(self.active) + searching < MAX_ACTIVE_GAMES

    @task(3)
    def game_against_bots(self) -> None:
        if not self.has_room():
            return
        ruleset, bots = random.choice(BOT_GAMES)
        seats = [{"type": "human"}, {"type": "ai", "bot": random.choice(bots)}]
        self.open_and_join("/games/ (bots)", {"ruleset": ruleset, "seats": seats})

    @task(1)
    def host_a_game(self) -> None:
        if not self.has_room():
            return
        seats = [{"type": "human"}, {"type": "human"}]
        self.open_and_join("/games/ (humans)", {"ruleset": random.choice(HUMAN_RULESETS), "seats": seats})

    @task(2)
    def join_from_the_lobby(self) -> None:
        if not self.has_room():
            return
        lobby = call(self, "GET", f"/lobby/?ruleset={random.choice(HUMAN_RULESETS)}", "/lobby/")
        if not lobby:
            return
        open_games = [g for g in lobby.get("results", []) if self.handle not in g.get("players", [])]
        if open_games:
            game = random.choice(open_games[:5])
            if call(self, "POST", f"/games/{game['id']}/join/", "/games/{id}/join/", {}) is not None:
                self.active.add(game["id"])

    @task(1)
    def quick_play(self) -> None:
        if time.monotonic() < self.ticket_open_until or not self.has_room():
            return
        body = {"ruleset": "shrinks-and-ladders", "max_seats": 2, "bots_after": 15, "bot": "easy"}
        if call(self, "POST", "/matchmaking/tickets/", "/matchmaking/tickets/", body):
            self.ticket_open_until = time.monotonic() + 30

    @task(1)
    def enter_the_tournament(self) -> None:
        tournament = record["tournament"]
        if self.entered or tournament is None or random.random() < 0.5:
            return
        self.entered = True
        call(self, "POST", f"/tournaments/{tournament}/entrants/", "/tournaments/{id}/entrants/", {})

    # ------------------------------------------------------------------
    # Reading what a league reads.

    @task(3)
    def browse(self) -> None:
        choice = random.random()
        if choice < 0.3:
            call(self, "GET", "/leaderboards/?ruleset=shrinks-and-ladders&metric=wins", "/leaderboards/")
        elif choice < 0.5:
            call(self, "GET", f"/players/{self.handle}/profile/", "/players/{handle}/profile/")
        elif choice < 0.7 and record["tournament"] is not None:
            call(self, "GET", f"/tournaments/{record['tournament']}/standings/", "/tournaments/{id}/standings/")
        elif self.active:
            # A game's log, of a game this player knows it sits in (its list is read every RECHECK_SECONDS).
            game_id = random.choice(sorted(self.active))
            call(self, "GET", f"/games/{game_id}/events/?after=0", "/games/{id}/events/")


class Organiser(Client):
    """The staff account running the Swiss tournament: creates it (late
    entries), starts it once four players have entered, then watches it."""

    wait_time = between(5, 10)
    fixed_count = 1
    token = STAFF_TOKEN

    def on_start(self) -> None:
        body = {"name": f"Load Swiss {RUN}", "ruleset": "shrinks-and-ladders", "format": "swiss", "late_entries": True}
        created = call(self, "POST", "/tournaments/", "/tournaments/", body)
        self.tournament = None if created is None else created["id"]
        self.started = False
        record["tournament"] = self.tournament

    @task
    def run_it(self) -> None:
        if self.tournament is None:
            return
        current = call(self, "GET", f"/tournaments/{self.tournament}/", "/tournaments/{id}/")
        ready = current and not self.started and len(current.get("entrants", [])) >= 4
        if ready and call(self, "POST", f"/tournaments/{self.tournament}/start/", "/tournaments/{id}/start/", {}):
            self.started = True


@events.quitting.add_listener
def write_record(environment: Environment, **kwargs: Any) -> None:
    record["stopped"] = time.time()
    with open(RECORD_PATH, "w") as f:
        json.dump(
            {
                **record,
                "codes": dict(record["codes"]),
                "stream_errors": dict(record["stream_errors"]),
                "requests_by_10s": dict(record["requests_by_10s"]),
            },
            f,
        )
