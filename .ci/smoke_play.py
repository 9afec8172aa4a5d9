"""Play one game against an AI seat over HTTP, to the end, against a running server."""

from __future__ import annotations

import json
import sys
import time
import urllib.error
import urllib.request
from typing import Any

BASE = sys.argv[1].rstrip("/")


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


if __name__ == "__main__":
    main()
