"""Play one game against an AI seat over HTTP, to the end, against a running server.

    smoke_play.py <api base URL> [<stream base URL>]

With a stream base URL (the ASGI server of the event streams), the game's
stream and the player's stream are read meanwhile: the game stream must bring
every entry once, in order (the AI's come from the Celery worker's process,
through Redis), then the end event; the player's, game_started and your_turn."""

from __future__ import annotations

import json
import sys
import threading
import time
import urllib.error
import urllib.request
from typing import Any

BASE = sys.argv[1].rstrip("/")
STREAM_BASE = sys.argv[2].rstrip("/") if len(sys.argv) > 2 else None


def call(method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    request = urllib.request.Request(BASE + path, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Token {token}")
    data = None if body is None else json.dumps(body).encode()
    try:
        with urllib.request.urlopen(request, data, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"null")


class StreamReader(threading.Thread):
    """Reads one Server-Sent Events stream into ``messages`` (event, id, data)."""

    def __init__(self, path: str, token: str, until_end: bool) -> None:
        super().__init__(daemon=True)
        request = urllib.request.Request(STREAM_BASE + path, headers={"Authorization": f"Token {token}"})
        self.response = urllib.request.urlopen(request, timeout=120)
        assert self.response.status == 200, self.response.status
        assert self.response.headers["Content-Type"].startswith("text/event-stream"), self.response.headers
        self.until_end = until_end
        self.messages: list[tuple[str, str | None, Any]] = []
        self.ready = threading.Event()
        self.start()
        assert self.ready.wait(30), "the stream sent nothing"

    def run(self) -> None:
        fields: dict[str, str] = {}
        while True:
            line = self.response.readline()
            if not line:
                return
            text = line.decode().rstrip("\n")
            if text:
                if not text.startswith(":"):
                    name, _, value = text.partition(": ")
                    fields[name] = value
                continue
            if "retry" in fields:
                self.ready.set()  # subscribed: nothing published from now on is missed
            elif "event" in fields:
                self.messages.append((fields["event"], fields.get("id"), json.loads(fields["data"])))
                if self.until_end and fields["event"] == "end":
                    return
            fields = {}


def check_streams(game_stream: StreamReader, player_stream: StreamReader, game: dict[str, Any]) -> None:
    game_stream.join(60)
    assert not game_stream.is_alive(), "the game stream did not close after the end"
    entries = [m for m in game_stream.messages if m[0] == "action"]
    versions = [data["version"] for _, _, data in entries]
    assert versions == list(range(1, game["version"] + 1)), versions
    assert [int(i or 0) for _, i, _ in entries] == versions
    assert any(data["reason"] == "ai" for _, _, data in entries), "no AI entry came through Redis"
    end = game_stream.messages[-1]
    assert end[0] == "end", end
    assert end[2]["status"] == "finished", end
    kinds = [m[0] for m in player_stream.messages]
    assert {"game_started", "your_turn"} <= set(kinds), kinds
    print(f"game stream: {len(entries)} entries once, in order, then the end; player stream: {sorted(set(kinds))}")


def main() -> None:
    for _ in range(60):
        try:
            status, _ = call("GET", "/api/v1/rulesets/")
            if status == 200:
                break
        except OSError:
            pass
        time.sleep(0.5)
    else:
        raise SystemExit("the web server did not come up")
    status, player = call("POST", "/api/v1/players/", {"handle": f"smoke{int(time.time())}"})
    assert status == 201, player
    token = player["token"]
    status, game = call(
        "POST",
        "/api/v1/games/",
        {"ruleset": "shrinks-and-ladders", "seats": [{"type": "human"}, {"type": "ai", "bot": "easy"}]},
        token,
    )
    assert status == 201, game
    game_id = game["id"]
    streams = None
    if STREAM_BASE:
        streams = (
            StreamReader(f"/api/v1/games/{game_id}/stream/", token, until_end=True),
            StreamReader("/api/v1/players/me/stream/", token, until_end=False),
        )
    status, game = call("POST", f"/api/v1/games/{game_id}/join/", {}, token)
    assert status == 200, game
    assert game["status"] == "active", game
    deadline = time.monotonic() + 600
    moves = 0
    while time.monotonic() < deadline:
        status, game = call("GET", f"/api/v1/games/{game_id}/", token=token)
        if game["status"] == "finished":
            break
        if game["to_act"] != [game["your_seat"]]:
            time.sleep(0.05)  # the worker is playing the AI seat
            continue
        status, legal = call("GET", f"/api/v1/games/{game_id}/legal-actions/", token=token)
        if not legal["actions"]:
            continue
        status, body = call(
            "POST",
            f"/api/v1/games/{game_id}/actions/",
            {"action": legal["actions"][0], "expected_version": legal["version"]},
            token,
        )
        assert status in (201, 409), body
        moves += status == 201
    else:
        raise SystemExit(f"game {game_id} did not finish: {game}")
    status, check = call("GET", f"/api/v1/games/{game_id}/verify/")
    assert status == 200, check
    assert check["verified"], check
    print(
        f"game {game_id} finished after {game['version']} actions ({moves} ours); winners {game['outcome']['winners']}"
    )
    print(f"seed {check['seed']} verified against {check['seed_sha256'][:16]}...")
    if streams is not None:
        check_streams(*streams, game)


if __name__ == "__main__":
    main()
