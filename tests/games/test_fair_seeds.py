"""Issue #13, fair seeds: the server commits to a salted secret seed at
creation, the players' client seeds are mixed in when the game starts, and
the reveal at the end lets anyone recompute the game. A chosen seed makes an
unrated practice game, marked as such and kept out of the ratings."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from games import fairness
from games import services as game_services
from games.models import Game, GameStatus
from ladders.engine import GameConfig, replay, state_hash
from ladders.registry import get_ruleset
from players.models import Player
from ranks.models import PlayerRank, RankUpdate

pytestmark = pytest.mark.django_db(transaction=True)

LADDER29 = "ladder-29"
SHRINKS = "shrinks-and-ladders"


@pytest.fixture
def clients(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> list[APIClient]:
    return [client_for(make_player(handle=name)) for name in ("ann", "bob")]


def play_out(game_id: int, clients: list[APIClient]) -> dict[str, Any]:
    """Play the game to its end through the turn service (what these tests
    check is the seed and its reveal, not the turn endpoint, which its own
    tests cover: a whole game over HTTP is three requests an action), then
    read the finished game over HTTP."""
    players = {seat.index: seat.player for seat in Game.objects.get(pk=game_id).seats.select_related("player")}
    for _ in range(5000):
        game = Game.objects.get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            return clients[0].get(f"/api/v1/games/{game_id}/").json()  # type: ignore[no-any-return]
        seat = game.to_act[0]
        action = get_ruleset(game.ruleset).legal_actions(game.state, seat)[0]
        game_services.action_submit(game_id=game_id, player=players[seat], action=action, expected_version=game.version)
    raise AssertionError("the game did not finish")


def test_the_commitment_is_salted_and_the_seed_is_mixed_from_every_client_seed(clients: list[APIClient]) -> None:
    ann, bob = clients
    game = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    assert game["practice"] is False
    assert game["seed"] is None
    row = Game.objects.get(pk=game["id"])
    # Not the unsalted hash of anything small: sha256(salt + server seed), salt 128 bits.
    assert len(row.seed_salt) == 32
    assert game["seed_sha256"] == hashlib.sha256(f"{row.seed_salt}{row.server_seed}".encode()).hexdigest()
    assert game["seed_sha256"] != hashlib.sha256(str(row.server_seed).encode()).hexdigest()
    ann.post(f"/api/v1/games/{game['id']}/join/", {"seat": 0, "client_seed": "ann's-dice"})
    bob.post(f"/api/v1/games/{game['id']}/join/", {"seat": 1, "client_seed": "bob-42"})
    row.refresh_from_db()
    assert row.status == GameStatus.ACTIVE
    assert row.seed == fairness.mixed_seed(row.server_seed, row.seed_salt, ["ann's-dice", "bob-42"])
    assert row.seed != fairness.mixed_seed(row.server_seed, row.seed_salt, ["ann's-dice", "bob-43"])
    # The deal is the mixed seed's.
    rules = get_ruleset(SHRINKS)
    config = GameConfig("standard", 2, row.options, None)
    assert state_hash(row.state) == state_hash(rules.setup(config, row.seed))

    finished = play_out(game["id"], clients)
    check = ann.get(f"/api/v1/games/{game['id']}/verify/").json()
    assert check["verified"] is True
    assert check["client_seeds"] == ["ann's-dice", "bob-42"]
    # Anyone can recompute it from the reveal alone.
    assert hashlib.sha256(f"{check['seed_salt']}{check['server_seed']}".encode()).hexdigest() == check["seed_sha256"]
    assert check["seed_sha256"] == game["seed_sha256"]  # as published at creation
    seed = fairness.mixed_seed(check["server_seed"], check["seed_salt"], check["client_seeds"])
    assert seed == check["seed"] == finished["seed"]
    final = replay(
        rules, GameConfig.from_dict(check["config"]), seed, [(a["seat"], a["action"]) for a in check["actions"]]
    )
    assert state_hash(final) == check["final_state_hash"]


def test_a_creator_cannot_foresee_another_seats_hand(clients: list[APIClient]) -> None:
    """The Ladder 29 attack: before, the creator chose the seed and dealt every
    hand offline. Now, two games set up identically (same options, same
    creator) deal differently, and the creator's data (the commitment) does not
    give the deal: the deal comes from the mixed seed, not the committed one."""
    ann, bob = clients
    hands = []
    for _ in range(2):
        game = ann.post("/api/v1/games/", {"ruleset": LADDER29, "seats": [{"type": "human"}] * 2}).json()
        ann.post(f"/api/v1/games/{game['id']}/join/", {"seat": 0, "client_seed": "same"})
        bob.post(f"/api/v1/games/{game['id']}/join/", {"seat": 1, "client_seed": "same"})
        row = Game.objects.get(pk=game["id"])
        rules = get_ruleset(LADDER29)
        config = GameConfig(row.scenario, 2, row.options, None)
        # The state is not the one the committed server seed alone would deal.
        assert state_hash(row.state) != state_hash(rules.setup(config, row.server_seed))
        hands.append(bob.get(f"/api/v1/games/{game['id']}/").json()["state"])
    assert hands[0] != hands[1]


def test_a_client_seed_is_bounded(clients: list[APIClient]) -> None:
    ann, _ = clients
    game = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    for bad in ["x" * 65, "has space", ""]:
        response = ann.post(f"/api/v1/games/{game['id']}/join/", {"client_seed": bad})
        assert response.status_code == 400, response.json()
        assert response.json()["code"] == "invalid_request"
    assert ann.post(f"/api/v1/games/{game['id']}/join/", {"client_seed": "x" * 64}).status_code == 200


def test_a_chosen_seed_makes_an_unrated_practice_game(clients: list[APIClient]) -> None:
    ann, bob = clients
    game = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seed": 29, "seats": [{"type": "human"}] * 2}).json()
    assert game["practice"] is True
    ann.post(f"/api/v1/games/{game['id']}/join/", {"seat": 0, "client_seed": "ignored"})
    bob.post(f"/api/v1/games/{game['id']}/join/", {"seat": 1})
    row = Game.objects.get(pk=game["id"])
    assert row.seed == 29  # the chosen seed, not mixed: a known deal to practise on
    finished = play_out(game["id"], clients)
    assert finished["practice"] is True
    assert finished["seed"] == 29
    assert ann.get(f"/api/v1/games/{game['id']}/verify/").json()["verified"] is True
    # Kept out of the ratings.
    assert not RankUpdate.objects.filter(game_id=game["id"]).exists()
    assert not PlayerRank.objects.exists()


def test_a_rated_game_feeds_the_ratings(clients: list[APIClient]) -> None:
    ann, bob = clients
    game = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    ann.post(f"/api/v1/games/{game['id']}/join/", {"seat": 0})
    bob.post(f"/api/v1/games/{game['id']}/join/", {"seat": 1})
    play_out(game["id"], clients)
    assert RankUpdate.objects.filter(game_id=game["id"]).exists()


def test_tournament_games_are_never_practice(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    boss = make_player(handle="boss")
    boss.user.is_staff = True
    boss.user.save()
    client = client_for(boss)
    tournament = client.post(
        "/api/v1/tournaments/", {"name": "T", "ruleset": SHRINKS, "format": "round_robin", "auto_advance": False}
    ).json()
    for _ in range(2):
        client.post(f"/api/v1/tournaments/{tournament['id']}/entrants/", {"bot": "random"})
    assert client.post(f"/api/v1/tournaments/{tournament['id']}/start/").status_code == 200
    assert Game.objects.exists()
    assert not Game.objects.filter(practice=True).exists()


def test_games_from_before_fair_seeds_still_verify() -> None:
    """Migrated rows: the seed was the server's, committed unsalted (salt "")."""
    assert fairness.commitment(12345, "") == hashlib.sha256(b"12345").hexdigest()
