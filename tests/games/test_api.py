"""The turn API end to end (eager Celery, the default database)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from games.models import Action, Game, GameStatus
from ladders.engine import canonical_json
from ladders.registry import get_ruleset
from players.models import Player

# transaction=True: bot turns are enqueued on commit, as in production.
pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True)]

SHRINKS = "shrinks-and-ladders"


def create_game(client: APIClient, seats: list[dict[str, Any]], seed: int | None = 7, **extra: Any) -> dict[str, Any]:
    body = {"ruleset": SHRINKS, "seats": seats, **extra}
    if seed is not None:
        body["seed"] = seed
    response = client.post("/api/v1/games/", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()  # type: ignore[no-any-return]


def play_until_over(client: APIClient, game_id: int, max_steps: int = 5000) -> dict[str, Any]:
    for _ in range(max_steps):
        game = client.get(f"/api/v1/games/{game_id}/").json()
        if game["status"] != "active":
            return game  # type: ignore[no-any-return]
        legal = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        assert legal["actions"], f"game waits on {game['to_act']} but the caller has no action"
        response = client.post(
            f"/api/v1/games/{game_id}/actions/",
            {"action": legal["actions"][-1], "expected_version": legal["version"]},
            format="json",
        )
        assert response.status_code == 201, response.json()
    raise AssertionError("game did not finish")


@pytest.fixture
def ann(make_player: Callable[..., Player]) -> Player:
    return make_player(handle="ann")


@pytest.fixture
def bob(make_player: Callable[..., Player]) -> Player:
    return make_player(handle="bob")


@pytest.fixture
def ann_client(ann: Player, client_for: Callable[[Player], APIClient]) -> APIClient:
    return client_for(ann)


@pytest.fixture
def bob_client(bob: Player, client_for: Callable[[Player], APIClient]) -> APIClient:
    return client_for(bob)


def two_human_game(ann_client: APIClient, bob_client: APIClient, seed: int | None = 7) -> dict[str, Any]:
    game = create_game(ann_client, [{"type": "human"}, {"type": "human"}], seed=seed)
    ann_client.post(f"/api/v1/games/{game['id']}/join/", {"seat": 0}, format="json")
    return bob_client.post(f"/api/v1/games/{game['id']}/join/", {"seat": 1}, format="json").json()  # type: ignore[no-any-return]


def client_to_act(game: dict[str, Any], ann_client: APIClient, bob_client: APIClient) -> tuple[APIClient, APIClient]:
    return (ann_client, bob_client) if game["to_act"] == [0] else (bob_client, ann_client)


def snapshot(game_id: int) -> tuple[int, int, str]:
    game = Game.objects.get(pk=game_id)
    return game.version, Action.objects.filter(game=game).count(), canonical_json(game.state)


# --- players -------------------------------------------------------------


def test_register_player_returns_a_working_token(api_client: APIClient) -> None:
    response = api_client.post("/api/v1/players/", {"handle": "zed"}, format="json")
    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"id", "handle", "token"}
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {body['token']}")
    assert api_client.get("/api/v1/players/me/").json()["handle"] == "zed"


def test_register_refuses_taken_and_bad_handles(api_client: APIClient, ann: Player) -> None:
    taken = api_client.post("/api/v1/players/", {"handle": "ANN"}, format="json")
    assert taken.status_code == 409
    assert taken.json()["code"] == "handle_taken"
    bad = api_client.post("/api/v1/players/", {"handle": "a b"}, format="json")
    assert bad.status_code == 400
    assert bad.json()["code"] == "bad_handle"
    missing = api_client.post("/api/v1/players/", {}, format="json")
    assert missing.status_code == 400
    assert missing.json()["code"] == "invalid_request"
    assert Player.objects.count() == 1


def test_bad_token_is_401_with_a_code(api_client: APIClient) -> None:
    api_client.credentials(HTTP_AUTHORIZATION="Token nope")
    response = api_client.get("/api/v1/players/me/")
    assert response.status_code == 401
    assert response.json()["code"] == "authentication_failed"


# --- rulesets ------------------------------------------------------------


def test_rulesets_list_their_scenarios_seats_options_and_bots(api_client: APIClient) -> None:
    rulesets = {r["id"]: r for r in api_client.get("/api/v1/rulesets/").json()}
    shrinks = rulesets[SHRINKS]
    assert shrinks["min_seats"] == 2
    assert shrinks["max_seats"] == 6
    assert shrinks["scenarios"][0]["id"] == "standard"
    assert shrinks["scenarios"][0]["teams"] is False
    assert shrinks["options"]["properties"]["dice"]["enum"] == ["d12", "2d6"]
    assert "random" in shrinks["bots"]
    assert shrinks["bots"] == ["easy", "normal", "hard", "random"]


def test_bots_list_each_rulesets_levels_with_think_time(api_client: APIClient) -> None:
    """Issue #11: GET /api/v1/bots/ names each bot with its ruleset, level, a
    one-line description and its bound on thinking time; ?ruleset= narrows it."""
    every = api_client.get("/api/v1/bots/").json()
    rulesets = {r["id"] for r in api_client.get("/api/v1/rulesets/").json()}
    for ruleset in rulesets:
        levels = [b["level"] for b in every if b["ruleset"] == ruleset]
        assert levels == ["easy", "normal", "hard"], ruleset
    assert every[-1] == {
        "name": "random",
        "ruleset": None,
        "level": "none",
        "description": "Uniformly random legal actions.",
        "think_seconds": 0.0,
    }
    assert all(b["think_seconds"] >= 0 and b["description"] for b in every)
    shrinks = api_client.get("/api/v1/bots/", {"ruleset": SHRINKS}).json()
    assert [b["name"] for b in shrinks] == ["easy", "normal", "hard", "random"]
    unknown = api_client.get("/api/v1/bots/", {"ruleset": "chess"})
    assert unknown.status_code == 400
    assert unknown.json()["code"] == "unknown_ruleset"


def test_an_ai_seat_names_a_level_of_its_ruleset(ann_client: APIClient) -> None:
    old_name = ann_client.post(
        "/api/v1/games/",
        {"ruleset": SHRINKS, "seats": [{"type": "human"}, {"type": "ai", "bot": "mcts"}]},
        format="json",
    )
    assert old_name.status_code == 400
    assert old_name.json()["code"] == "unknown_bot"
    assert "easy" in old_name.json()["detail"]
    game = create_game(ann_client, [{"type": "human"}, {"type": "ai", "bot": "hard"}])
    assert game["seats"][1]["bot"] == "hard"


# --- creating and joining ------------------------------------------------


def test_create_leaves_human_seats_open_and_publishes_the_seed_hash(ann_client: APIClient) -> None:
    game = create_game(ann_client, [{"type": "human"}, {"type": "ai", "bot": "random"}])
    assert game["status"] == "waiting"
    assert game["to_act"] == []
    assert game["seats"][0]["player"] is None
    assert game["seats"][1]["bot"] == "random"
    assert len(game["seed_sha256"]) == 64
    assert game["seed"] is None


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"ruleset": "chess", "seats": [{"type": "human"}] * 2}, "unknown_ruleset"),
        ({"ruleset": SHRINKS, "seats": [{"type": "human"}]}, "bad_seat_count"),
        ({"ruleset": SHRINKS, "seats": [{"type": "human"}] * 7}, "bad_seat_count"),
        ({"ruleset": SHRINKS, "scenario": "x", "seats": [{"type": "human"}] * 2}, "unknown_scenario"),
        ({"ruleset": SHRINKS, "seats": [{"type": "ai", "bot": "deep-blue"}] * 2}, "unknown_bot"),
        ({"ruleset": SHRINKS, "seats": [{"type": "human", "bot": "random"}] * 2}, "bot_on_human_seat"),
        ({"ruleset": SHRINKS, "options": {"dice": "d20"}, "seats": [{"type": "human"}] * 2}, "bad_options"),
        ({"ruleset": SHRINKS, "options": {"colour": 1}, "seats": [{"type": "human"}] * 2}, "bad_options"),
        (
            {"ruleset": SHRINKS, "seats": [{"type": "human", "team": 0}, {"type": "human", "team": 1}]},
            "teams_not_allowed",
        ),
        ({"ruleset": SHRINKS, "seats": [{"type": "human", "team": 0}, {"type": "human"}]}, "bad_teams"),
        ({"ruleset": SHRINKS, "seats": [{"type": "robot"}] * 2}, "invalid_request"),
        # Bounds the serializer (and the schema) state: at least one seat, a 62-bit seed.
        ({"ruleset": SHRINKS, "seats": []}, "invalid_request"),
        ({"ruleset": SHRINKS, "seed": 2**62, "seats": [{"type": "human"}] * 2}, "invalid_request"),
    ],
)
def test_create_refuses_bad_input_and_writes_nothing(ann_client: APIClient, body: dict[str, Any], code: str) -> None:
    response = ann_client.post("/api/v1/games/", body, format="json")
    assert response.status_code == 400, response.json()
    assert response.json()["code"] == code
    assert Game.objects.count() == 0


def test_create_needs_authentication(api_client: APIClient) -> None:
    response = api_client.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": []}, format="json")
    assert response.status_code == 401
    assert response.json()["code"] == "not_authenticated"


def test_join_rules(
    ann_client: APIClient,
    bob_client: APIClient,
    client_for: Callable[[Player], APIClient],
    make_player: Callable[..., Player],
) -> None:
    game = create_game(ann_client, [{"type": "human"}, {"type": "human"}, {"type": "ai", "bot": "random"}])
    url = f"/api/v1/games/{game['id']}/join/"
    assert ann_client.post(url, {"seat": 5}, format="json").json()["code"] == "no_such_seat"
    assert ann_client.post(url, {"seat": 2}, format="json").json()["code"] == "seat_not_human"
    joined = ann_client.post(url, {"seat": 1}, format="json")
    assert joined.status_code == 200
    assert joined.json()["your_seat"] == 1
    assert joined.json()["status"] == "waiting"
    again = ann_client.post(url, {}, format="json")
    assert (again.status_code, again.json()["code"]) == (409, "already_seated")
    taken = bob_client.post(url, {"seat": 1}, format="json")
    assert (taken.status_code, taken.json()["code"]) == (409, "seat_taken")
    started = bob_client.post(url, {}, format="json").json()
    assert started["your_seat"] == 0
    assert started["status"] == "active"
    late = client_for(make_player(handle="cat")).post(url, {}, format="json")
    assert (late.status_code, late.json()["code"]) == (409, "game_not_open")


# --- playing ---------------------------------------------------------------


def test_a_whole_game_against_an_ai_seat_over_http(ann_client: APIClient, api_client: APIClient) -> None:
    game = create_game(ann_client, [{"type": "human"}, {"type": "ai", "bot": "random"}], seed=12)
    ann_client.post(f"/api/v1/games/{game['id']}/join/", {}, format="json")
    final = play_until_over(ann_client, game["id"])
    assert final["status"] == "finished"
    assert final["outcome"]["winners"] in ([0], [1])
    assert final["seed"] == 12
    assert final["final_state_hash"]
    actions = Action.objects.filter(game_id=game["id"])
    assert actions.filter(reason="ai", seat=1).exists()
    assert actions.filter(reason="player", seat=0).exists()
    check = api_client.get(f"/api/v1/games/{game['id']}/verify/").json()
    assert check["verified"] is True
    assert check["seed_matches_commitment"] is True
    assert len(check["actions"]) == final["version"]
    events = api_client.get(f"/api/v1/games/{game['id']}/events/?after=0&limit=500").json()
    assert events["events"][-1]["type"] == "won"


def test_all_ai_game_plays_itself_to_the_end(ann_client: APIClient) -> None:
    game = create_game(ann_client, [{"type": "ai", "bot": "random"}] * 3, seed=3)
    assert Game.objects.get(pk=game["id"]).status == GameStatus.FINISHED


def test_verify_refuses_an_unfinished_game(ann_client: APIClient, bob_client: APIClient) -> None:
    game = two_human_game(ann_client, bob_client)
    response = ann_client.get(f"/api/v1/games/{game['id']}/verify/")
    assert (response.status_code, response.json()["code"]) == (409, "game_not_finished")


def test_stale_version_is_409_and_writes_nothing(ann_client: APIClient, bob_client: APIClient) -> None:
    game = two_human_game(ann_client, bob_client)
    mover, _ = client_to_act(game, ann_client, bob_client)
    url = f"/api/v1/games/{game['id']}/actions/"
    assert mover.post(url, {"action": {"type": "roll"}, "expected_version": 0}, format="json").status_code == 201
    before = snapshot(game["id"])
    stale = mover.post(url, {"action": {"type": "move", "piece": 0}, "expected_version": 0}, format="json")
    assert stale.status_code == 409
    assert stale.json()["code"] == "stale_version"
    assert snapshot(game["id"]) == before


def test_illegal_action_is_400_with_a_code_and_writes_nothing(ann_client: APIClient, bob_client: APIClient) -> None:
    game = two_human_game(ann_client, bob_client)
    mover, waiter = client_to_act(game, ann_client, bob_client)
    url = f"/api/v1/games/{game['id']}/actions/"
    before = snapshot(game["id"])
    cases = [
        (mover, {"type": "move", "piece": 0}, "wrong_action_type"),
        (mover, {"type": "fly"}, "unknown_action_type"),
        (waiter, {"type": "roll"}, "not_your_turn"),
    ]
    for client, action, code in cases:
        response = client.post(url, {"action": action, "expected_version": 0}, format="json")
        assert response.status_code == 400, response.json()
        assert response.json()["code"] == code
        assert response.json()["detail"]
    malformed = mover.post(url, {"action": "roll", "expected_version": 0}, format="json")
    assert (malformed.status_code, malformed.json()["code"]) == (400, "invalid_request")
    missing = mover.post(url, {"action": {"type": "roll"}}, format="json")
    assert (missing.status_code, missing.json()["code"]) == (400, "invalid_request")
    assert snapshot(game["id"]) == before


def test_seats_that_are_not_yours_are_403(
    ann_client: APIClient,
    bob_client: APIClient,
    client_for: Callable[[Player], APIClient],
    make_player: Callable[..., Player],
) -> None:
    game = two_human_game(ann_client, bob_client)
    mover, _ = client_to_act(game, ann_client, bob_client)
    url = f"/api/v1/games/{game['id']}/actions/"
    other_seat = 1 - game["to_act"][0]
    before = snapshot(game["id"])
    wrong = mover.post(url, {"action": {"type": "roll"}, "expected_version": 0, "seat": other_seat}, format="json")
    assert (wrong.status_code, wrong.json()["code"]) == (403, "not_your_seat")
    stranger = client_for(make_player(handle="eve"))
    outsider = stranger.post(url, {"action": {"type": "roll"}, "expected_version": 0}, format="json")
    assert (outsider.status_code, outsider.json()["code"]) == (403, "not_seated")
    legal = stranger.get(f"/api/v1/games/{game['id']}/legal-actions/")
    assert (legal.status_code, legal.json()["code"]) == (403, "not_seated")
    assert snapshot(game["id"]) == before


def test_idempotency_key_repeat_returns_the_first_response(ann_client: APIClient, bob_client: APIClient) -> None:
    game = two_human_game(ann_client, bob_client)
    mover, _ = client_to_act(game, ann_client, bob_client)
    url = f"/api/v1/games/{game['id']}/actions/"
    body = {"action": {"type": "roll"}, "expected_version": 0}
    first = mover.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="k-1")
    assert first.status_code == 201
    after_first = snapshot(game["id"])
    repeat = mover.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY="k-1")
    assert repeat.status_code == 201
    assert repeat["Idempotent-Replayed"] == "true"
    assert repeat.json()["events"] == first.json()["events"]
    assert repeat.json()["version"] == first.json()["version"]
    assert repeat.json()["your_turn"] == first.json()["your_turn"]  # the game has not moved since
    assert snapshot(game["id"]) == after_first
    different = mover.post(
        url, {"action": {"type": "move", "piece": 0}, "expected_version": 1}, format="json", HTTP_IDEMPOTENCY_KEY="k-1"
    )
    assert (different.status_code, different.json()["code"]) == (422, "idempotency_key_reused")
    assert snapshot(game["id"]) == after_first


def test_an_actions_answer_carries_the_seats_next_turn(ann_client: APIClient, bob_client: APIClient) -> None:
    """While a turn goes on (Shrinks: roll, then move), the answer lists the seat's next
    legal actions at the version to post at, as legal-actions would; once it is another
    seat's turn, or the game is over, it is null. A whole game played from the answers,
    reading legal-actions only when the answer is null."""
    game = two_human_game(ann_client, bob_client)
    url = f"/api/v1/games/{game['id']}/actions/"
    clients = {0: ann_client, 1: bob_client}
    turn: dict[str, Any] | None = None
    answers = {"turn": 0, "null": 0}
    first: tuple[APIClient, str, dict[str, Any]] | None = None
    for step in range(5000):
        if turn is None:
            mover = clients[Game.objects.get(pk=game["id"]).to_act[0]]
            turn = mover.get(f"/api/v1/games/{game['id']}/legal-actions/").json()
        assert turn is not None
        assert turn["actions"]
        key = f"k-{step}"
        body = {"action": turn["actions"][-1], "expected_version": turn["version"]}
        first = first or (mover, key, body)
        answer = mover.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY=key).json()
        turn = answer["your_turn"]
        if turn is None:
            answers["null"] += 1
            assert mover.get(f"/api/v1/games/{game['id']}/legal-actions/").json()["actions"] == []
            if Game.objects.get(pk=game["id"]).status != GameStatus.ACTIVE:
                break
        else:
            answers["turn"] += 1
            assert turn == mover.get(f"/api/v1/games/{game['id']}/legal-actions/").json()
            assert turn["version"] == answer["version"]
    assert Game.objects.get(pk=game["id"]).status == GameStatus.FINISHED
    assert answers["turn"] > 0, answers
    assert answers["null"] > 0, answers
    # A repeat of the first request answers the first action, and the seat's turn as the game stands now.
    assert first is not None
    mover, key, body = first
    repeat = mover.post(url, body, format="json", HTTP_IDEMPOTENCY_KEY=key).json()
    assert (repeat["replayed"], repeat["version"], repeat["your_turn"]) == (True, 1, None)


def test_actions_before_the_start_and_after_the_end_are_409(ann_client: APIClient, bob_client: APIClient) -> None:
    game = create_game(ann_client, [{"type": "human"}, {"type": "human"}])
    ann_client.post(f"/api/v1/games/{game['id']}/join/", {}, format="json")
    early = ann_client.post(
        f"/api/v1/games/{game['id']}/actions/", {"action": {"type": "roll"}, "expected_version": 0}, format="json"
    )
    assert (early.status_code, early.json()["code"]) == (409, "game_not_started")
    solo = create_game(ann_client, [{"type": "human"}, {"type": "ai", "bot": "random"}], seed=5)
    ann_client.post(f"/api/v1/games/{solo['id']}/join/", {}, format="json")
    final = play_until_over(ann_client, solo["id"])
    late = ann_client.post(
        f"/api/v1/games/{solo['id']}/actions/",
        {"action": {"type": "roll"}, "expected_version": final["version"]},
        format="json",
    )
    assert (late.status_code, late.json()["code"]) == (409, "game_over")


def test_unknown_game_is_404_with_a_code(ann_client: APIClient) -> None:
    response = ann_client.get("/api/v1/games/999/")
    assert (response.status_code, response.json()["code"]) == (404, "game_not_found")
    post = ann_client.post(
        "/api/v1/games/999/actions/", {"action": {"type": "roll"}, "expected_version": 0}, format="json"
    )
    assert (post.status_code, post.json()["code"]) == (404, "game_not_found")


# --- what each viewer may see -----------------------------------------------


def test_responses_never_carry_the_rng_or_an_unrevealed_seed(
    ann_client: APIClient, bob_client: APIClient, api_client: APIClient
) -> None:
    game = two_human_game(ann_client, bob_client, seed=424242)
    mover, _ = client_to_act(game, ann_client, bob_client)
    mover.post(
        f"/api/v1/games/{game['id']}/actions/", {"action": {"type": "roll"}, "expected_version": 0}, format="json"
    )
    stored = Game.objects.get(pk=game["id"])
    rng_text = canonical_json(stored.state["rng"])
    for client in (ann_client, bob_client, api_client):
        for path in ("", "events/", "legal-actions/"):
            response = client.get(f"/api/v1/games/{game['id']}/{path}")
            text = response.content.decode()
            assert "424242" not in text
            assert rng_text not in text.replace(" ", "")
            assert '"rng"' not in text


def test_game_state_is_exactly_the_engine_view_for_the_caller(
    ann_client: APIClient, bob_client: APIClient, api_client: APIClient
) -> None:
    game = two_human_game(ann_client, bob_client)
    stored = Game.objects.get(pk=game["id"])
    rules = get_ruleset(stored.ruleset)
    for client, seat in ((ann_client, 0), (bob_client, 1), (api_client, None)):
        body = client.get(f"/api/v1/games/{game['id']}/").json()
        assert body["your_seat"] == seat
        assert body["state"] == rules.view(stored.state, seat)


def test_private_events_reach_only_their_seats(
    ann_client: APIClient, bob_client: APIClient, api_client: APIClient
) -> None:
    game = two_human_game(ann_client, bob_client)
    mover, _ = client_to_act(game, ann_client, bob_client)
    mover.post(
        f"/api/v1/games/{game['id']}/actions/", {"action": {"type": "roll"}, "expected_version": 0}, format="json"
    )
    # A drawn card, as a hidden-information ruleset logs it: visible to seat 1 only.
    action = Action.objects.get(game_id=game["id"], seq=1)
    action.events = [*action.events, {"type": "drew", "data": {"card": "Blue 15"}, "visible_to": [1]}]
    action.save()

    def types(client: APIClient) -> list[str]:
        return [e["type"] for e in client.get(f"/api/v1/games/{game['id']}/events/").json()["events"]]

    assert "drew" in types(bob_client)
    assert "drew" not in types(ann_client)
    assert "drew" not in types(api_client)
    assert "Blue 15" not in ann_client.get(f"/api/v1/games/{game['id']}/events/").content.decode()


def test_an_actions_events_are_the_items_events_lists_for_its_version(
    ann_client: APIClient, bob_client: APIClient
) -> None:
    # The POST's events have the shape the schema gives them (version, index,
    # seat, reason, private, ...), as /events/ and the stream show them; not
    # the log's raw rows with their visible_to.
    game = two_human_game(ann_client, bob_client)
    mover, _ = client_to_act(game, ann_client, bob_client)
    url = f"/api/v1/games/{game['id']}/actions/"
    posted = mover.post(url, {"action": {"type": "roll"}, "expected_version": 0}, format="json").json()["events"]
    listed = mover.get(f"/api/v1/games/{game['id']}/events/?after=0&limit=1").json()["events"]
    assert posted == listed
    assert all("visible_to" not in event and event["version"] == 1 for event in posted)


def test_events_page_after_a_version(ann_client: APIClient) -> None:
    game = create_game(ann_client, [{"type": "ai", "bot": "random"}] * 2, seed=8)
    total = Game.objects.get(pk=game["id"]).version
    page = ann_client.get(f"/api/v1/games/{game['id']}/events/?after=2&limit=3").json()
    assert {e["version"] for e in page["events"]} == {3, 4, 5}
    assert page["next_after"] == 5
    assert page["more"] is (total > 5)
    bad = ann_client.get(f"/api/v1/games/{game['id']}/events/?after=x")
    assert (bad.status_code, bad.json()["code"]) == (400, "bad_query")


def test_games_list_filters(ann_client: APIClient, bob_client: APIClient) -> None:
    two_human_game(ann_client, bob_client)
    create_game(ann_client, [{"type": "human"}, {"type": "human"}])
    assert ann_client.get("/api/v1/games/?status=active").json()["count"] == 1
    assert ann_client.get("/api/v1/games/?status=waiting").json()["count"] == 1
    assert ann_client.get("/api/v1/games/?player=bob").json()["count"] == 1


def test_abort_by_creator_only(ann_client: APIClient, bob_client: APIClient) -> None:
    game = create_game(ann_client, [{"type": "human"}, {"type": "human"}])
    refused = bob_client.post(f"/api/v1/games/{game['id']}/abort/")
    assert (refused.status_code, refused.json()["code"]) == (403, "not_game_owner")
    assert ann_client.post(f"/api/v1/games/{game['id']}/abort/").json()["status"] == "aborted"
    again = ann_client.post(f"/api/v1/games/{game['id']}/abort/")
    assert (again.status_code, again.json()["code"]) == (409, "game_over")


def test_board_svg_draws_the_callers_view(ann_client: APIClient, bob_client: APIClient, api_client: APIClient) -> None:
    game = two_human_game(ann_client, bob_client)
    response = api_client.get(f"/api/v1/games/{game['id']}/board.svg")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("image/svg+xml")
    body = response.content.decode()
    assert body.startswith("<svg")
    assert "shrink 0, home 0" in body
    missing = api_client.get("/api/v1/games/999/board.svg")
    assert (missing.status_code, missing.json()["code"]) == (404, "game_not_found")


def test_a_seated_creator_resigns_a_rated_game_in_progress_rather_than_abort_it(
    ann_client: APIClient, bob_client: APIClient, make_player: Callable[..., Player], client_for: Callable[..., Any]
) -> None:
    """Aborting a game one is losing would dodge its rating: a creator who plays in
    a rated game that has started resigns instead; nothing changes."""
    game = two_human_game(ann_client, bob_client, seed=None)
    assert game["status"] == "active"
    before = snapshot(game["id"])
    refused = ann_client.post(f"/api/v1/games/{game['id']}/abort/")
    assert (refused.status_code, refused.json()["code"]) == (409, "game_started")
    assert snapshot(game["id"]) == before
    assert Game.objects.get(pk=game["id"]).status == "active"
    # A practice game (the creator chose the seed) counts for nothing: its creator may.
    practice = two_human_game(ann_client, bob_client, seed=7)
    assert ann_client.post(f"/api/v1/games/{practice['id']}/abort/").json()["status"] == "aborted"
    # Staff may abort any game; so may a creator with no seat in it (an organiser).
    staff = make_player(handle="boss")
    staff.user.is_staff = True
    staff.user.save()
    assert client_for(staff).post(f"/api/v1/games/{game['id']}/abort/").json()["status"] == "aborted"
    cid, dee = client_for(make_player(handle="cid")), client_for(make_player(handle="dee"))
    hosted = create_game(ann_client, [{"type": "human"}, {"type": "human"}], seed=None)
    for index, client in enumerate((cid, dee)):
        client.post(f"/api/v1/games/{hosted['id']}/join/", {"seat": index}, format="json")
    assert Game.objects.get(pk=hosted["id"]).status == "active"
    assert ann_client.post(f"/api/v1/games/{hosted['id']}/abort/").json()["status"] == "aborted"
