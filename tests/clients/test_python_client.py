"""The hand-written layer of the Python client (clients/python/ladders_client),
against a small fake server where the service's timing matters (heartbeats, a
dropped stream, a 429) and against the service's own code where it is the
reference (webhook signatures, the seed mix). The whole client against the
real service is CI's smoke stage (.ci/clients_smoke.sh)."""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import standardwebhooks

from games.fairness import mixed_seed
from webhooks import signing

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "clients" / "python"))

from ladders_client import Ladders, LaddersError, VerificationError, WaitTimeoutError, verify_webhook
from ladders_client import fairness as client_fairness
from ladders_client.sse import Heartbeat, Retry, StreamEvent, parse

# --- a fake service --------------------------------------------------------------------

Route = Callable[["Handler"], None]


class Handler(BaseHTTPRequestHandler):
    routes: dict[tuple[str, str], Route]
    seen: list[tuple[str, str, dict[str, str]]]
    body = b""  # the last POST's body

    def log_message(self, *args: Any) -> None:
        pass

    def _route(self, method: str) -> None:
        self.seen.append((method, self.path, {k.lower(): v for k, v in self.headers.items()}))
        route = self.routes.get((method, self.path))
        if route is None:
            self.send_json(404, {"code": "not_found", "detail": f"no {self.path}"})
        else:
            route(self)

    def do_GET(self) -> None:
        self._route("GET")

    def do_POST(self) -> None:
        self.body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self._route("POST")

    def send_json(self, status: int, body: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def start_stream(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()

    def send_text(self, text: str) -> bool:
        try:
            self.wfile.write(text.encode())
            self.wfile.flush()
            return True
        except OSError:
            return False


@pytest.fixture
def fake() -> Iterator[tuple[str, dict[tuple[str, str], Route], list[tuple[str, str, dict[str, str]]]]]:
    routes: dict[tuple[str, str], Route] = {}
    seen: list[tuple[str, str, dict[str, str]]] = []
    handler = type("FakeHandler", (Handler,), {"routes": routes, "seen": seen})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", routes, seen
    finally:
        server.shutdown()
        server.server_close()


def game_body(**changes: Any) -> dict[str, Any]:
    body = {
        "id": 7,
        "ruleset": "shrinks-and-ladders",
        "scenario": "standard",
        "options": {},
        "rules_version": 1,
        "status": "active",
        "version": 3,
        "to_act": [1],
        "your_seat": 0,
        "seats": [],
        "state": {},
        "outcome": None,
        "turn_seconds": None,
        "deadline_policy": "random",
        "practice": False,
        "seed_sha256": "0" * 64,
        "seed": None,
        "final_state_hash": None,
        "rematch": None,
        "created_at": "2026-12-02T04:00:00Z",
        "started_at": "2026-12-02T04:00:00Z",
        "finished_at": None,
    }
    return body | changes


def heartbeats_forever(every: float) -> Route:
    def route(handler: Handler) -> None:
        handler.start_stream()
        handler.send_text("retry: 2000\n\n")
        for _ in range(int(30 / every)):
            if not handler.send_text(": heartbeat\n\n"):
                return
            time.sleep(every)

    return route


# --- waiting ------------------------------------------------------------------------------


def test_wait_for_turn_times_out_although_heartbeats_keep_the_stream_alive(fake: Any) -> None:
    base, routes, _ = fake
    routes["GET", "/api/v1/games/7/"] = lambda h: h.send_json(200, game_body())
    routes["GET", "/api/v1/games/7/stream/"] = heartbeats_forever(0.05)
    started = time.monotonic()
    with pytest.raises(WaitTimeoutError) as caught:
        Ladders(base, "t").wait_for_turn(7, timeout=1.0)
    took = time.monotonic() - started
    assert 1.0 <= took < 2.0, took
    assert isinstance(caught.value, LaddersError)
    assert isinstance(caught.value, TimeoutError)
    assert caught.value.code == "timeout"


def test_wait_for_turn_returns_at_the_games_end(fake: Any) -> None:
    base, routes, seen = fake
    reads = iter([game_body(), game_body(status="finished", version=4, to_act=[], outcome={"winners": [1]})])
    routes["GET", "/api/v1/games/7/"] = lambda h: h.send_json(200, next(reads))

    def end_soon(handler: Handler) -> None:
        handler.start_stream()
        handler.send_text("retry: 2000\n\n: heartbeat\n\n")
        handler.send_text('id: 4\nevent: end\ndata: {"version": 4, "status": "finished", "outcome": {}}\n\n')

    routes["GET", "/api/v1/games/7/stream/"] = end_soon
    game = Ladders(base, "t").wait_for_turn(7, timeout=10)
    assert game.status == "finished"
    # The stream was opened from the version read, so nothing between the read and the wait is missed.
    assert [h.get("last-event-id") for m, p, h in seen if p.endswith("/stream/")] == ["3"]


def test_wait_for_turn_reads_the_game_again_when_the_stream_says_nothing(
    fake: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stream that never answers (or a notice lost) costs one recheck, not the wait."""
    base, routes, _ = fake
    monkeypatch.setattr("ladders_client.session.RECHECK_SECONDS", 0.5)
    reads = iter([game_body(), game_body(version=4, to_act=[0])])
    routes["GET", "/api/v1/games/7/"] = lambda h: h.send_json(200, next(reads))
    # The stream holds its connection and says nothing until the test is over (bounded).
    over = threading.Event()
    routes["GET", "/api/v1/games/7/stream/"] = lambda h: over.wait(10)
    started = time.monotonic()
    try:
        assert Ladders(base, "t").wait_for_turn(7, timeout=10).version == 4
        assert time.monotonic() - started < 3
    finally:
        over.set()


def test_wait_for_turn_returns_at_once_on_your_turn(fake: Any) -> None:
    base, routes, seen = fake
    routes["GET", "/api/v1/games/7/"] = lambda h: h.send_json(200, game_body(to_act=[0]))
    assert Ladders(base, "t").wait_for_turn(7, timeout=5).to_act == [0]
    assert [p for _, p, _ in seen] == ["/api/v1/games/7/"]


def test_follow_reconnects_with_the_last_event_id_and_stops_at_the_end(fake: Any) -> None:
    base, routes, seen = fake

    def stream(handler: Handler) -> None:
        handler.start_stream()
        if handler.headers.get("Last-Event-ID") is None:
            # The first connection drops after one entry (a proxy, the stream's hour).
            handler.send_text('retry: 50\n\nid: 1\nevent: action\ndata: {"version": 1}\n\n')
            return
        assert handler.headers["Last-Event-ID"] == "1"
        handler.send_text('id: 2\nevent: action\ndata: {"version": 2}\n\n: heartbeat\n\n')
        handler.send_text('id: 2\nevent: end\ndata: {"version": 2, "status": "finished"}\n\n')

    routes["GET", "/api/v1/games/7/stream/"] = stream
    events = list(Ladders(base, "t").follow(7, timeout=10))
    assert [(e.event, e.id) for e in events] == [("action", 1), ("action", 2), ("end", 2)]
    assert [h.get("last-event-id") for _, p, h in seen] == [None, "1"]
    assert all(h["authorization"] == "Token t" for _, _, h in seen)


def test_follow_of_a_game_already_over_ends_on_204(fake: Any) -> None:
    base, routes, _ = fake

    def no_content(handler: Handler) -> None:
        handler.send_response(204)
        handler.end_headers()

    routes["GET", "/api/v1/games/7/stream/"] = no_content
    assert list(Ladders(base, "t").follow(7, last_event_id=9, timeout=5)) == []


def test_a_refused_stream_raises_the_apis_error(fake: Any) -> None:
    base, routes, _ = fake
    routes["GET", "/api/v1/games/7/stream/"] = lambda h: h.send_json(
        401, {"code": "authentication_failed", "detail": "Invalid token."}
    )
    with pytest.raises(LaddersError) as caught:
        list(Ladders(base, "bad").follow(7, timeout=5))
    assert (caught.value.status, caught.value.code) == (401, "authentication_failed")


# --- acting and errors --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "code"),
    [(429, "throttled"), (503, "unavailable")],  # a rate limit; the database or broker out of reach
)
def test_act_waits_out_a_429_or_503_and_retries_with_the_same_idempotency_key(
    fake: Any, status: int, code: str
) -> None:
    base, routes, seen = fake
    answers = iter(
        [
            (status, {"code": code, "detail": "Later."}, {"Retry-After": "0"}),
            (201, {"version": 4, "events": [], "replayed": False, "your_turn": None}, {}),
        ]
    )

    def post(handler: Handler) -> None:
        status, body, headers = next(answers)
        handler.send_json(status, body, headers)

    routes["POST", "/api/v1/games/7/actions/"] = post
    submitted = Ladders(base, "t").act(7, {"type": "roll"}, version=3)
    assert submitted.version == 4
    keys = [h["idempotency-key"] for m, _, h in seen if m == "POST"]
    assert len(keys) == 2
    assert keys[0] == keys[1]


def test_play_goes_on_with_the_turn_the_answer_lists(fake: Any) -> None:
    """A turn of two steps (a roll, then a move): the roll's answer lists the move, so
    the move is chosen from it at its version with no legal-actions read between."""
    base, routes, seen = fake
    reads = iter(
        [
            game_body(to_act=[0]),
            game_body(version=4, to_act=[0]),
            game_body(status="finished", version=5, to_act=[], outcome={"winners": [0]}),
        ]
    )
    routes["GET", "/api/v1/games/7/"] = lambda h: h.send_json(200, next(reads))
    routes["GET", "/api/v1/games/7/legal-actions/"] = lambda h: h.send_json(
        200, {"version": 3, "seat": 0, "actions": [{"type": "roll"}]}
    )
    answers = iter(
        [
            {
                "version": 4,
                "events": [],
                "replayed": False,
                "your_turn": {"version": 4, "seat": 0, "actions": [{"type": "move", "piece": 2}]},
            },
            {"version": 5, "events": [], "replayed": False, "your_turn": None},
        ]
    )
    posted: list[Any] = []

    def post(handler: Handler) -> None:
        posted.append(json.loads(handler.body))
        handler.send_json(201, next(answers))

    routes["POST", "/api/v1/games/7/actions/"] = post
    chosen: list[int] = []

    def choose(game: Any, legal: Any) -> Any:
        chosen.append(game.version)
        return legal.actions[0]

    final = Ladders(base, "t").play(7, choose, turn_timeout=10)
    assert final.status == "finished"
    assert [(p["action"], p["expected_version"]) for p in posted] == [
        ({"type": "roll"}, 3),
        ({"type": "move", "piece": 2}, 4),
    ]
    assert chosen == [3, 4]  # choose saw the game as it stood at each step
    assert [p for m, p, _ in seen if m == "GET"].count("/api/v1/games/7/legal-actions/") == 1


def test_every_refusal_is_one_error_type_with_code_detail_and_fields(fake: Any) -> None:
    base, routes, _ = fake
    routes["POST", "/api/v1/games/"] = lambda h: h.send_json(
        400,
        {"code": "invalid_request", "detail": "The request body is not valid; see errors.", "errors": {"seats": ["x"]}},
    )
    routes["GET", "/api/v1/games/8/"] = lambda h: h.send_json(404, {"code": "game_not_found", "detail": "No game 8."})
    me = Ladders(base, "t")
    with pytest.raises(LaddersError) as caught:
        me.create_game("shrinks-and-ladders", [{"type": "human"}])
    assert (caught.value.status, caught.value.code, caught.value.fields) == (400, "invalid_request", {"seats": ["x"]})
    with pytest.raises(LaddersError) as caught:
        me.game(8)
    assert (caught.value.status, caught.value.code, caught.value.detail, caught.value.fields) == (
        404,
        "game_not_found",
        "No game 8.",
        None,
    )
    # A body the schema refuses before it is sent is the same error type.
    with pytest.raises(LaddersError, match="invalid_request"):
        me.create_game("no-such-ruleset", [{"type": "human"}])


def test_an_answer_that_is_not_the_error_body_is_still_a_ladders_error() -> None:
    error = LaddersError.from_response(502, b"<html>Bad gateway</html>", {"Retry-After": "3"})
    assert (error.status, error.code, error.retry_after) == (502, "http_error", 3.0)


# --- verifying ----------------------------------------------------------------------------


def verification_body(**changes: Any) -> dict[str, Any]:
    server_seed, salt, client_seeds = 2**61 + 12345, "ab" * 16, ["", "my-seed"]
    body = {
        "ruleset": "shrinks-and-ladders",
        "config": {},
        "rules_version": 1,
        "current_rules_version": 1,
        "practice": False,
        "server_seed": server_seed,
        "seed_salt": salt,
        "seed_sha256": signing.hashlib.sha256(f"{salt}{server_seed}".encode()).hexdigest(),
        "client_seeds": client_seeds,
        "seed": mixed_seed(server_seed, salt, client_seeds),
        "seed_matches_commitment": True,
        "actions": [],
        "final_state_hash": "f" * 64,
        "replayed_state_hash": "f" * 64,
        "replay_error": None,
        "verified": True,
        "verdict": "verified",
    }
    return body | changes


def test_the_clients_seed_mix_is_the_services() -> None:
    for server_seed, salt, seeds in [(1, "", []), (2**62 - 1, "00ff", ["a", 'q"\\'])]:
        assert client_fairness.mixed_seed(server_seed, salt, seeds) == mixed_seed(server_seed, salt, seeds)


def test_verify_game_checks_the_commitment_and_the_seed(fake: Any) -> None:
    base, routes, _ = fake
    good = verification_body()
    routes["GET", "/api/v1/games/1/verify/"] = lambda h: h.send_json(200, good)
    routes["GET", "/api/v1/games/2/verify/"] = lambda h: h.send_json(200, verification_body(seed=good["seed"] + 1))
    routes["GET", "/api/v1/games/3/verify/"] = lambda h: h.send_json(200, verification_body(seed_sha256="0" * 64))
    routes["GET", "/api/v1/games/4/verify/"] = lambda h: h.send_json(
        200, verification_body(verified=False, verdict="log_mismatch")
    )
    me = Ladders(base)
    assert me.verify_game(1, seed_sha256=good["seed_sha256"]).verified
    for game_id, code in [(2, "seed_mismatch"), (3, "commitment_broken"), (4, "log_mismatch")]:
        with pytest.raises(VerificationError) as caught:
            me.verify_game(game_id)
        assert caught.value.code == code
    with pytest.raises(VerificationError, match="commitment_changed"):
        me.verify_game(1, seed_sha256="1" * 64)


def test_verify_webhook_accepts_what_the_service_signs_and_refuses_the_rest() -> None:
    secret = signing.secret_new()
    body = b'{"type": "game.finished", "data": {"game": 3}}'
    headers = signing.headers_for(secret, "msg_1", body)
    assert verify_webhook(secret, headers, body) == "msg_1"
    # As the reference implementation agrees.
    standardwebhooks.Webhook(secret).verify(body, headers)
    assert verify_webhook(secret, {k.upper(): v for k, v in headers.items()}, body) == "msg_1"
    # A rotated secret: several signatures, one matching.
    rotated = {**headers, "webhook-signature": f"v1,AAAA {headers['webhook-signature']}"}
    assert verify_webhook(secret, rotated, body) == "msg_1"
    refusals = [
        (secret, headers, body + b" "),
        (signing.secret_new(), headers, body),
        (secret, {k: v for k, v in headers.items() if k != "webhook-signature"}, body),
        (secret, signing.headers_for(secret, "msg_1", body, timestamp=int(time.time()) - 600), body),
    ]
    for key, sent, received in refusals:
        with pytest.raises(LaddersError) as caught:
            verify_webhook(key, sent, received)
        assert caught.value.code == "bad_signature"


# --- the stream parser --------------------------------------------------------------------


def test_the_stream_parser_reads_names_ids_data_retries_and_heartbeats() -> None:
    lines = 'retry: 2000\n\n: heartbeat\n\nid: 7\nevent: action\ndata: {"a":\ndata: 1}\n\nevent: end\ndata: {}\n\n'
    assert list(parse(lines.split("\n"))) == [
        Retry(2000),
        Heartbeat(),
        StreamEvent("action", {"a": 1}, 7),
        StreamEvent("end", {}, 7),
    ]
