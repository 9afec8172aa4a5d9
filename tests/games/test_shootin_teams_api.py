"""The four Shootin' Ladders team scenarios over HTTP, as a client that knows only the API:
the rulesets listing names all seven scenarios with their seat ranges, team flag and options;
a game is created with ``"teams": "random"``, each seat's team shows in the game and the view,
and a human plays it to the end with bots on both sides."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from players.models import Player

pytestmark = pytest.mark.django_db(transaction=True)

SEVEN = {
    "quick-and-the-crumbed": (False, 2, 8),
    "trophy-room": (False, 2, 8),
    "crumble-zone": (False, 2, 8),
    "head-hunter": (True, 2, 8),
    "guns-of-tobleronne": (True, 2, 8),
    "candyman-flag-capture": (True, 2, 8),
    "dirty-half-dozen": (True, 3, 8),
}
# The human's policy: the scenario's goal first, then shooting, then moving on.
PREFERENCE = (
    "drop_flag",
    "steal_flag",
    "go_first",
    "attack",
    "flag_part",
    "pass_flag",
    "place",
    "respawn",
    "roll",
    "play_weapon",
    "reload",
    "draw",
    "move",
)


def choose(actions: list[dict[str, Any]]) -> dict[str, Any]:
    for kind in PREFERENCE:
        matching = [a for a in actions if a["type"] == kind]
        if matching:
            return matching[-1] if kind == "move" else matching[0]
    return actions[0]


def test_the_rulesets_listing_names_all_seven_scenarios(api_client: APIClient) -> None:
    listing = api_client.get("/api/v1/rulesets/").json()
    shootin = next(r for r in listing if r["id"] == "shootin-ladders")
    scenarios = {s["id"]: (s["teams"], s["min_seats"], s["max_seats"]) for s in shootin["scenarios"]}
    assert scenarios == SEVEN
    assert "frags_to_win" in shootin["options"]["properties"]


@pytest.mark.parametrize("scenario", ["head-hunter", "guns-of-tobleronne", "candyman-flag-capture", "dirty-half-dozen"])
def test_a_team_game_is_played_to_the_end_over_http(
    scenario: str, make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann = make_player(handle="ann")
    client = client_for(ann)
    listing = client.get("/api/v1/rulesets/").json()
    options = next(r for r in listing if r["id"] == "shootin-ladders")["options"]["properties"]
    # The game is played to its mission: a length limit, where the ruleset offers one, is set out of reach.
    no_limit = {"round_cap": 10_000} if "round_cap" in options else {}
    created = client.post(
        "/api/v1/games/",
        {
            "ruleset": "shootin-ladders",
            "scenario": scenario,
            "options": no_limit,
            "teams": "random",
            "seed": 7,
            "seats": [{"type": "human"}, *[{"type": "ai", "bot": "normal"} for _ in range(3)]],
        },
        format="json",
    )
    assert created.status_code == 201, created.json()
    game = created.json()
    teams = [s["team"] for s in game["seats"]]
    assert game["state"]["teams"] == teams
    assert sorted(teams) == ([0, 0, 0, 1] if scenario == "dirty-half-dozen" else [0, 0, 1, 1])
    game_id = game["id"]
    assert client.post(f"/api/v1/games/{game_id}/join/", {"seat": 0}, format="json").status_code == 200
    for _ in range(5000):
        game = client.get(f"/api/v1/games/{game_id}/").json()
        if game["status"] != "active":
            break
        assert "activation" in game["state"]["scenario_state"]
        legal = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        assert legal["actions"], f"the game waits on {game['to_act']} but the human has no action"
        response = client.post(
            f"/api/v1/games/{game_id}/actions/",
            {"action": choose(legal["actions"]), "expected_version": legal["version"]},
            format="json",
        )
        assert response.status_code == 201, response.json()
    final = client.get(f"/api/v1/games/{game_id}/").json()
    assert final["status"] == "finished"
    outcome = final["outcome"]
    assert outcome["teams"] == teams
    assert outcome["details"]["end_reason"] == "mission"
    assert len({teams[w] for w in outcome["winners"]}) == 1, "one side wins"
    assert [t["team"] for t in outcome["details"]["teams"]] == [0, 1]


def test_random_teams_are_refused_where_they_cannot_be_drawn(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    client = client_for(make_player(handle="bo"))

    def create(scenario: str, seats: list[dict[str, Any]]) -> Any:
        return client.post(
            "/api/v1/games/",
            {"ruleset": "shootin-ladders", "scenario": scenario, "teams": "random", "seats": seats},
            format="json",
        )

    odd = create("head-hunter", [{"type": "human"}, {"type": "ai", "bot": "normal"}, {"type": "ai", "bot": "normal"}])
    assert odd.status_code == 400
    assert odd.json()["code"] == "unequal_teams"
    free = create("crumble-zone", [{"type": "human"}, {"type": "ai", "bot": "normal"}])
    assert free.status_code == 400
    assert free.json()["code"] == "teams_not_allowed"
    both = create("head-hunter", [{"type": "human", "team": 0}, {"type": "ai", "bot": "normal", "team": 1}])
    assert both.status_code == 400
    assert both.json()["code"] == "bad_teams"
    unequal = client.post(
        "/api/v1/games/",
        {
            "ruleset": "shootin-ladders",
            "scenario": "guns-of-tobleronne",
            "seats": [
                {"type": "human", "team": 0},
                {"type": "ai", "bot": "normal", "team": 0},
                {"type": "ai", "bot": "normal", "team": 1},
            ],
        },
        format="json",
    )
    assert unequal.status_code == 400
    assert unequal.json()["code"] == "unequal_teams"


def play_humans_to_the_end(
    clients: dict[int, APIClient], game_id: int, steps: int = 8000
) -> tuple[dict[str, Any], set[tuple[int, str]]]:
    """Each human seat plays through its own client whenever the game waits on it (bots play
    on their own); no human's view shows another hand. Returns the finished game and the
    (seat, action type) pairs the humans played."""
    watcher_seat, watcher = next(iter(clients.items()))
    played: set[tuple[int, str]] = set()
    for _ in range(steps):
        game = watcher.get(f"/api/v1/games/{game_id}/").json()
        players = game["state"]["players"]
        assert [s for s, p in enumerate(players) if "hand" in p] == [watcher_seat], "another hand leaked"
        if game["status"] != "active":
            for seat, client in clients.items():
                view = client.get(f"/api/v1/games/{game_id}/").json()
                assert [s for s, p in enumerate(view["state"]["players"]) if "hand" in p] == [seat]
            return game, played
        [seat] = [s for s in game["to_act"] if s in clients]
        client = clients[seat]
        legal = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        assert legal["actions"], f"the game waits on seat {seat} but it has no action"
        action = choose(legal["actions"])
        response = client.post(
            f"/api/v1/games/{game_id}/actions/",
            {"action": action, "expected_version": legal["version"]},
            format="json",
        )
        assert response.status_code == 201, response.json()
        played.add((seat, action["type"]))
    raise AssertionError(f"game {game_id} did not end in {steps} human actions")


@pytest.mark.parametrize(
    ("scenario", "seats", "options"),
    [
        # Two humans a side, no bot: Red (ann, cat) against Blue (bob, dan). Every action is a
        # human's over HTTP.
        ("guns-of-tobleronne", [("ann", 0), ("bob", 1), ("cat", 0), ("dan", 1)], {"frags_to_win": 1}),
        # Humans on both sides with bots beside them: the sniper is a human, so is one of the squad.
        ("dirty-half-dozen", [("ann", 0), ("bob", 1), ("normal", 0), ("normal", 0)], {}),
        # Two humans on one team, bots against them.
        ("head-hunter", [("ann", 0), ("cat", 0), ("normal", 1), ("normal", 1)], {}),
    ],
)
def test_humans_play_a_team_game_together_over_http(
    scenario: str,
    seats: list[tuple[str, int]],
    options: dict[str, Any],
    make_player: Callable[..., Player],
    client_for: Callable[[Player], APIClient],
) -> None:
    """Team play with several humans (L226-232): each human joins its seat on its team, the
    team dice's winner and each team's pick of its next member are asked of that team's
    captain (a human where the team has one), and the game ends by its mission."""
    humans = {name: make_player(handle=name) for name, _ in seats if name != "normal"}
    creator = client_for(next(iter(humans.values())))
    created = creator.post(
        "/api/v1/games/",
        {
            "ruleset": "shootin-ladders",
            "scenario": scenario,
            "options": options,
            # A seed whose Guns of Tobleronne ends in about 180 actions (seed 11: 610), all over HTTP.
            "seed": 1,
            "seats": [
                {"type": "ai", "bot": "normal", "team": team} if name == "normal" else {"type": "human", "team": team}
                for name, team in seats
            ],
        },
        format="json",
    )
    assert created.status_code == 201, created.json()
    game_id = created.json()["id"]
    clients: dict[int, APIClient] = {}
    for index, (name, _) in enumerate(seats):
        if name in humans:
            clients[index] = client_for(humans[name])
            joined = clients[index].post(f"/api/v1/games/{game_id}/join/", {"seat": index}, format="json")
            assert joined.status_code == 200, joined.json()
    game, played = play_humans_to_the_end(clients, game_id)
    assert game["status"] == "finished"
    teams = [team for _, team in seats]
    assert [s["team"] for s in game["seats"]] == teams
    outcome = game["outcome"]
    assert outcome["details"]["end_reason"] == "mission"
    winning = {teams[w] for w in outcome["winners"]}
    assert len(winning) == 1, "one side wins"
    assert sorted(outcome["winners"]) == [s for s, t in enumerate(teams) if t in winning]
    assert all(outcome["placements"][s] == 1 for s in outcome["winners"])
    # Every human took turns, and the team decisions (the team dice's go_first, picking the
    # next member) were asked of humans too (no team dice in The Dirty Half Dozen, L366).
    assert {seat for seat, kind in played if kind == "roll"} == set(clients)
    decisions = {kind for _, kind in played} & {"go_first", "activate"}
    assert decisions == ({"activate"} if scenario == "dirty-half-dozen" else {"go_first", "activate"})


def test_a_team_scenario_without_teams_is_told_of_random_teams(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    body = {
        "ruleset": "shootin-ladders",
        "scenario": "head-hunter",
        "seats": [{"type": "human"}, {"type": "ai", "bot": "normal"}],
    }
    response = client_for(make_player(handle="bo")).post("/api/v1/games/", body, format="json")
    assert (response.status_code, response.json()["code"]) == (400, "teams_required")
    assert '"teams": "random"' in response.json()["detail"]
