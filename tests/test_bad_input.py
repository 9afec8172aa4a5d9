"""Issue #13, "server errors on bad input": every input that was a 5xx (or an
HTML page) is a 4xx JSON ``{code, detail}`` and writes nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from rest_framework import serializers
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from games.models import Action, Game, Seat
from ladders.registry import all_rulesets
from players.models import Player
from tests.games.api_play import two_human_game
from tournaments.models import League, Tournament

pytestmark = pytest.mark.django_db

SHRINKS = "shrinks-and-ladders"


def counts() -> tuple[int, ...]:
    return tuple(m.objects.count() for m in (Game, Seat, Action, Player, League, Tournament))


def assert_json_error(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, (response.status_code, response.content[:300])
    assert response["Content-Type"].startswith("application/json"), response["Content-Type"]
    body = response.json()
    assert isinstance(body["code"], str)
    assert isinstance(body["detail"], str)
    if code is not None:
        assert body["code"] == code, body
    return body  # type: ignore[no-any-return]


@pytest.fixture
def staff_client(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> APIClient:
    player = make_player(handle="boss")
    player.user.is_staff = True
    player.user.save()
    return client_for(player)


@pytest.fixture
def ann_client(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> APIClient:
    return client_for(make_player(handle="ann"))


# Every detail route of the three routers, with its method.
ID_ROUTES = [
    ("get", "games/{}/"),
    ("post", "games/{}/join/"),
    ("post", "games/{}/abort/"),
    ("get", "games/{}/legal-actions/"),
    ("post", "games/{}/actions/"),
    ("get", "games/{}/events/"),
    ("get", "games/{}/verify/"),
    ("get", "games/{}/board.svg"),
    ("get", "leagues/{}/"),
    ("post", "leagues/{}/join/"),
    ("post", "leagues/{}/pair/"),
    ("post", "leagues/{}/seasons/"),
    ("post", "leagues/{}/close/"),
    ("get", "leagues/{}/standings/"),
    ("get", "tournaments/{}/"),
    ("post", "tournaments/{}/entrants/"),
    ("post", "tournaments/{}/start/"),
    ("post", "tournaments/{}/rounds/"),
    ("post", "tournaments/{}/close/"),
    ("get", "tournaments/{}/standings/"),
    ("post", "tournaments/{}/stat-raise/"),
]


@pytest.mark.parametrize(("method", "route"), ID_ROUTES)
@pytest.mark.parametrize("bad_id", ["abc", "1.5", "1.json", "-1", "\uff11", "9" * 19, "0x1"])
def test_an_id_that_is_not_digits_is_a_json_404(staff_client: APIClient, method: str, route: str, bad_id: str) -> None:
    before = counts()
    response = getattr(staff_client, method)(f"/api/v1/{route.format(bad_id)}", {}, format="json")
    assert_json_error(response, 404, "not_found")
    assert counts() == before


@pytest.mark.parametrize(("method", "route"), ID_ROUTES)
def test_a_missing_numeric_id_is_a_json_404(staff_client: APIClient, method: str, route: str) -> None:
    response = getattr(staff_client, method)(f"/api/v1/{route.format(10**17)}", {}, format="json")
    assert response.status_code in (400, 404), response.content
    assert_json_error(response, response.status_code)


def test_an_unknown_api_path_and_a_missing_slash_are_json_404s(api_client: APIClient) -> None:
    assert_json_error(api_client.get("/api/v1/nothing-here/"), 404, "not_found")
    body = assert_json_error(api_client.get("/api/v1/rulesets"), 404, "not_found")
    assert "/api/v1/rulesets/" in body["detail"]


def test_a_non_api_404_is_json_too() -> None:
    assert_json_error(Client().get("/no-such-page/"), 404, "not_found")


@pytest.mark.parametrize(
    "url",
    ["/api/v1/players/%00/profile/", "/api/v1/players/ann/profile/?scope=%00", "/api/v1/games/?ruleset=a%00b"],
)
def test_a_nul_byte_in_the_url_is_400(api_client: APIClient, ann_client: APIClient, url: str) -> None:
    assert_json_error(api_client.get(url), 400, "bad_url")


@pytest.mark.parametrize("scope", ["bogus", "league:x", "all!", "ruleset:" + "a" * 80])
def test_a_profile_scope_of_the_wrong_shape_is_400(api_client: APIClient, ann_client: APIClient, scope: str) -> None:
    assert_json_error(api_client.get("/api/v1/players/ann/profile/", {"scope": scope}), 400, "bad_scope")


def test_a_handle_shaped_unknown_player_is_404_and_another_shape_too(api_client: APIClient) -> None:
    assert_json_error(api_client.get("/api/v1/players/nobody/profile/"), 404, "player_not_found")
    assert_json_error(api_client.get("/api/v1/players/no%20body/profile/"), 404, "not_found")


@pytest.mark.parametrize(
    "url",
    ["/api/v1/players/", "/api/v1/games/", "/api/v1/leagues/", "/api/v1/tournaments/", "/api/v1/games/1/actions/"],
)
def test_deeply_nested_json_is_400_not_a_recursion_error(staff_client: APIClient, url: str) -> None:
    before = counts()
    body = "[" * 5000 + "]" * 5000
    response = staff_client.post(url, body, content_type="application/json")
    assert_json_error(response, 400, "bad_json")
    nested = '{"handle": ' + '{"a": ' * 5000 + "1" + "}" * 5000 + "}"
    assert_json_error(staff_client.post(url, nested, content_type="application/json"), 400, "bad_json")
    assert counts() == before


def test_json_nesting_within_the_limit_still_parses(api_client: APIClient) -> None:
    body = '{"handle": "deep", "x": ' + "[" * 60 + "]" * 60 + "}"
    assert api_client.post("/api/v1/players/", body, content_type="application/json").status_code == 201


@pytest.mark.parametrize(
    "body",
    [
        '{"handle": NaN}',
        '{"handle": "zz", "x": Infinity}',
        '{"handle": "zz", "x": 1e999}',
        '{"handle": "a\\u0000b"}',
        '{"handle": "zz", "\\u0000": 1}',
        '{"handle": ',
        b'{"handle": "\xff\xfe"}',
    ],
)
def test_json_that_postgres_cannot_store_is_400(api_client: APIClient, body: str | bytes) -> None:
    before = counts()
    assert_json_error(api_client.post("/api/v1/players/", body, content_type="application/json"), 400, "bad_json")
    assert counts() == before


def test_a_body_that_is_not_json_is_415(api_client: APIClient) -> None:
    response = api_client.post("/api/v1/players/", "handle=zz", content_type="application/x-www-form-urlencoded")
    assert_json_error(response, 415, "unsupported_media_type")
    assert not Player.objects.filter(handle="zz").exists()


@pytest.mark.parametrize(
    ("url", "body"),
    [
        ("/api/v1/games/", {"turn_seconds": 2**31}),
        ("/api/v1/games/", {"turn_seconds": 30 * 24 * 3600 + 1}),
        ("/api/v1/games/", {"seed": 2**62}),
        ("/api/v1/games/", {"seats": [{"type": "human", "team": 2**15}] * 2}),
        ("/api/v1/games/", {"seats": [{"type": "human"}] * 17}),
        ("/api/v1/leagues/", {"max_members": 2**31}),
        ("/api/v1/leagues/", {"frag_points": 1e300}),
        ("/api/v1/leagues/", {"placement_points": [1.0] * 9}),
        ("/api/v1/tournaments/", {"format": "swiss", "rounds_planned": 2**15}),
        ("/api/v1/tournaments/", {"format": "swiss", "rounds_planned": 0}),
        ("/api/v1/tournaments/", {"format": "swiss", "team_size": 2**15}),
        ("/api/v1/tournaments/", {"format": "swiss", "bye_points": -1e7}),
    ],
)
def test_numbers_out_of_bounds_are_400_and_write_nothing(
    staff_client: APIClient, url: str, body: dict[str, Any]
) -> None:
    base: dict[str, Any] = {"ruleset": SHRINKS, "name": "x", "seats": [{"type": "human"}] * 2}
    before = counts()
    response = staff_client.post(url, {**base, **body}, format="json")
    assert_json_error(response, 400, "invalid_request")
    assert counts() == before


@pytest.mark.parametrize("value", ["2", 2.0])
@pytest.mark.parametrize(
    ("url", "field"),
    [
        ("/api/v1/games/", "turn_seconds"),
        ("/api/v1/games/", "seed"),
        ("/api/v1/leagues/", "table_size"),
        ("/api/v1/tournaments/", "rounds_planned"),
        ("/api/v1/matchmaking/tickets/", "bots_after"),
    ],
)
def test_a_string_or_float_for_a_body_integer_is_400_and_writes_nothing(
    staff_client: APIClient, url: str, field: str, value: Any
) -> None:
    # The schema says integer: "2" and 2.0 are refused, as in actions and options.
    base: dict[str, Any] = {"ruleset": SHRINKS, "name": "x", "format": "swiss", "seats": [{"type": "human"}] * 2}
    before = counts()
    response = staff_client.post(url, {**base, field: value}, format="json")
    body = assert_json_error(response, 400, "invalid_request")
    assert field in body["errors"]
    assert counts() == before


@pytest.mark.parametrize("value", ["1.5", True])
@pytest.mark.parametrize(
    ("url", "field", "wrap"),
    [
        ("/api/v1/leagues/", "frag_points", False),
        ("/api/v1/leagues/", "placement_points", True),
        ("/api/v1/tournaments/", "bye_points", False),
        ("/api/v1/tournaments/", "trophy_points", False),
    ],
)
def test_a_string_or_boolean_for_body_points_is_400_and_writes_nothing(
    staff_client: APIClient, url: str, field: str, wrap: bool, value: Any
) -> None:
    # The schema says number: "1.5" and true are refused, as strings and floats for integers are.
    base: dict[str, Any] = {"ruleset": SHRINKS, "name": "x", "format": "swiss"}
    before = counts()
    response = staff_client.post(url, {**base, field: [3, value] if wrap else value}, format="json")
    body = assert_json_error(response, 400, "invalid_request")
    assert field in body["errors"]
    assert counts() == before


def test_a_string_or_float_expected_version_is_400(ann_client: APIClient) -> None:
    game = ann_client.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    for version in ("0", 0.0):
        response = ann_client.post(
            f"/api/v1/games/{game['id']}/actions/", {"action": {"type": "roll"}, "expected_version": version}
        )
        assert "expected_version" in assert_json_error(response, 400, "invalid_request")["errors"]


def test_the_largest_turn_seconds_and_max_members_are_accepted(staff_client: APIClient) -> None:
    game = staff_client.post(
        "/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2, "turn_seconds": 30 * 24 * 3600}
    )
    assert game.status_code == 201, game.json()
    league = staff_client.post("/api/v1/leagues/", {"ruleset": SHRINKS, "name": "L", "max_members": 100_000})
    assert league.status_code == 201, league.json()


@pytest.mark.parametrize(("query", "status"), [("after=2147483648", 400), ("limit=501", 400), ("after=%2B1", 400)])
def test_event_query_bounds(ann_client: APIClient, query: str, status: int) -> None:
    game = ann_client.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    assert_json_error(ann_client.get(f"/api/v1/games/{game['id']}/events/?{query}"), status, "bad_query")


@pytest.mark.django_db(transaction=True)
def test_an_overlong_idempotency_key_is_400_and_plays_nothing(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]
) -> None:
    ann = client_for(make_player(handle="ann"))
    game = ann.post(
        "/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}, {"type": "ai", "bot": "random"}]}
    )
    game_id = game.json()["id"]
    ann.post(f"/api/v1/games/{game_id}/join/", {})
    state = ann.get(f"/api/v1/games/{game_id}/").json()
    while state["to_act"] != [0]:
        state = ann.get(f"/api/v1/games/{game_id}/").json()
    legal = ann.get(f"/api/v1/games/{game_id}/legal-actions/").json()
    body = {"action": legal["actions"][0], "expected_version": legal["version"]}
    before = Action.objects.filter(game_id=game_id).count()
    for key in ["k" * 256, "k" * 5000, "", "has space", "caf\u00e9"]:
        response = ann.post(f"/api/v1/games/{game_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY=key)
        assert_json_error(response, 400, "bad_idempotency_key")
        assert Action.objects.filter(game_id=game_id).count() == before
    ok = ann.post(f"/api/v1/games/{game_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="k" * 255)
    assert ok.status_code == 201, ok.json()
    again = ann.post(f"/api/v1/games/{game_id}/actions/", body, format="json", HTTP_IDEMPOTENCY_KEY="k" * 255)
    assert again.status_code == 201
    assert again.json()["replayed"] is True


def test_a_staff_user_whose_username_is_another_players_handle_gets_its_own_player(
    make_player: Callable[..., Player],
) -> None:
    make_player(handle="Admin")
    user = get_user_model().objects.create_user(username="admin", is_staff=True)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    response = client.get("/api/v1/players/me/")
    assert response.status_code == 200, response.content
    handle = response.json()["handle"]
    assert handle.lower() != "admin"
    assert Player.objects.get(user=user).handle == handle
    assert client.get("/api/v1/players/me/").json()["handle"] == handle  # stable


def test_a_staff_user_with_an_email_username_gets_a_valid_handle() -> None:
    user = get_user_model().objects.create_user(username="root@example.org", is_staff=True)
    client = APIClient()
    client.force_authenticate(user)
    response = client.get("/api/v1/players/me/")
    assert response.status_code == 200
    assert response.json()["handle"] == "rootexample.org"


@pytest.mark.parametrize("handle", ["ab\n", "ab ", " ab", "a\tb", "ab\r\n", "a", "x" * 33, "-ab"])
def test_a_handle_with_whitespace_or_the_wrong_shape_is_refused_not_trimmed(api_client: APIClient, handle: str) -> None:
    before = counts()
    assert_json_error(api_client.post("/api/v1/players/", {"handle": handle}, format="json"), 400, "bad_handle")
    assert counts() == before


def test_a_ten_megabyte_body_is_413(api_client: APIClient) -> None:
    body = '{"handle": "' + "x" * (10 * 1024 * 1024) + '"}'
    before = counts()
    assert_json_error(api_client.post("/api/v1/players/", body, content_type="application/json"), 413, "body_too_large")
    assert counts() == before


def test_a_huge_header_is_431_and_a_huge_url_414(api_client: APIClient) -> None:
    assert_json_error(api_client.get("/api/v1/rulesets/", HTTP_X_JUNK="x" * 9000), 431, "header_too_large")
    assert_json_error(api_client.get("/api/v1/games/?ruleset=" + "x" * 5000), 414, "uri_too_long")
    assert_json_error(api_client.get("/api/v1/" + "x/" * 2500), 414, "uri_too_long")


@pytest.mark.parametrize("url", ["/api/v1/games/", "/api/v1/leagues/", "/api/v1/tournaments/"])
@pytest.mark.parametrize(
    ("page", "status", "code"),
    [("0", 400, "bad_page"), ("x", 400, "bad_page"), ("-1", 400, "bad_page"), ("99", 404, "page_not_found")],
)
def test_bad_pages_are_json(api_client: APIClient, url: str, page: str, status: int, code: str) -> None:
    assert_json_error(api_client.get(url, {"page": page}), status, code)


@pytest.mark.parametrize(("query", "code"), [({"page": "2"}, "bad_page"), ({"cursor": "x"}, "bad_cursor")])
def test_the_leaderboard_pages_by_cursor_only(api_client: APIClient, query: dict[str, str], code: str) -> None:
    assert_json_error(api_client.get("/api/v1/leaderboards/", query), 400, code)


def test_page_size_bounds_on_the_leaderboard(api_client: APIClient) -> None:
    assert_json_error(api_client.get("/api/v1/leaderboards/", {"page_size": "0"}), 400, "bad_page_size")
    assert_json_error(api_client.get("/api/v1/leaderboards/", {"page_size": "201"}), 400, "bad_page_size")
    assert api_client.get("/api/v1/leaderboards/", {"page_size": "200"}).status_code == 200


def test_a_league_season_that_is_not_digits_is_400(staff_client: APIClient) -> None:
    league = staff_client.post("/api/v1/leagues/", {"ruleset": SHRINKS, "name": "L"}).json()
    response = staff_client.get(f"/api/v1/leagues/{league['id']}/standings/", {"season": "abc"})
    assert_json_error(response, 400, "bad_query")


def test_every_model_integer_a_client_sets_is_bounded_by_its_serializer() -> None:
    """A guard for new fields: each request serializer's integer field that
    feeds a database column states a max_value."""
    from games.serializers import GameCreateRequestSerializer, JoinRequestSerializer, SeatRequestSerializer
    from tournaments.serializers import LeagueCreateRequestSerializer, TournamentCreateRequestSerializer

    for serializer in (
        GameCreateRequestSerializer(),
        JoinRequestSerializer(),
        SeatRequestSerializer(),
        LeagueCreateRequestSerializer(),
        TournamentCreateRequestSerializer(),
    ):
        for name, field in serializer.fields.items():
            if isinstance(field, (serializers.IntegerField, serializers.FloatField)):
                assert getattr(field, "max_value", None) is not None, f"{serializer.__class__.__name__}.{name}"
                assert getattr(field, "min_value", None) is not None, f"{serializer.__class__.__name__}.{name}"


def _retyped(action: dict[str, Any]) -> list[dict[str, Any]]:
    """The action with one integer parameter sent as JSON's other spellings of that
    number (``1.0``; ``true`` for 1), which Python compares equal to it."""
    out = []
    for key, value in action.items():
        if type(value) is int:
            out.append({**action, key: float(value)})
            if value == 1:
                out.append({**action, key: True})
        elif isinstance(value, list) and value and all(type(item) is int for item in value):
            out.append({**action, key: [float(item) for item in value]})
    return out


@pytest.mark.parametrize("ruleset", [r.info.id for r in all_rulesets()])
def test_a_float_or_boolean_for_an_integer_parameter_is_400_and_plays_nothing(
    make_player: Callable[..., Player], client_for: Callable[[Player], APIClient], ruleset: str
) -> None:
    """Found by near-miss fuzzing: ``{"card": 1.0}`` passed Frag Deadlands' and
    Candyman's checks (``1.0 == 1``) and their steps raised a 500, while a Deadlands
    ``choose`` with ``"health": 1.0`` and a Candyman move with ``"directions": [1.0]``
    were played and logged with floats. Every ruleset refuses them as malformed."""
    clients = [client_for(make_player(handle=f"p{seat}")) for seat in range(2)]
    game_id = two_human_game(clients[0], clients[1], {"ruleset": ruleset, "seats": [{"type": "human"}] * 2})
    for _ in range(200):
        seat = clients[0].get(f"/api/v1/games/{game_id}/").json()["to_act"][0]
        client = clients[seat]
        listed = client.get(f"/api/v1/games/{game_id}/legal-actions/").json()
        legal, version = listed["actions"], listed["version"]
        retyped = [variant for action in legal for variant in _retyped(action)]
        if retyped:
            before = counts()
            for variant in retyped[:20]:
                response = client.post(
                    f"/api/v1/games/{game_id}/actions/", {"action": variant, "expected_version": version}, format="json"
                )
                body = assert_json_error(response, 400)
                assert body["code"] in ("malformed_action", "illegal_action"), body
            assert counts() == before
            return
        played = client.post(
            f"/api/v1/games/{game_id}/actions/", {"action": legal[0], "expected_version": version}, format="json"
        )
        assert played.status_code in (200, 201), played.json()
    pytest.fail("no action with an integer parameter was reached")


@pytest.mark.parametrize(
    ("ruleset", "options"),
    [
        ("frag-deadlands", {"frags_to_win": 3.0}),
        ("shootin-ladders", {"damage_boxes": 4.0}),
        ("run-for-your-life-candyman", {"round_cap": 0.0}),
    ],
)
def test_a_float_for_an_integer_option_is_400_and_creates_nothing(
    staff_client: APIClient, ruleset: str, options: dict[str, Any]
) -> None:
    """JSON Schema counts ``3.0`` as an integer; these options were stored (and echoed
    back, and kept in the state) as floats. The options validator takes integers only."""
    before = counts()
    body = {"ruleset": ruleset, "name": "x", "seats": [{"type": "human"}] * 2, "options": options}
    response = staff_client.post("/api/v1/games/", body, format="json")
    detail = assert_json_error(response, 400, "bad_options")["detail"]
    assert next(iter(options)) in detail, detail
    assert "integer" in detail, detail
    assert counts() == before


@pytest.mark.parametrize(
    ("ruleset", "scenario", "options"),
    [
        ("frag-deadlands", None, {"frags_to_win": 101}),
        ("frag-deadlands", None, {"round_cap": 100_001}),
        ("run-for-your-life-candyman", None, {"round_cap": 10**30}),
        ("shootin-ladders", "quick-and-the-crumbed", {"trophies_to_win": 101}),
        ("shootin-ladders", "trophy-room", {"respawns": 101}),
        ("shootin-ladders", "guns-of-tobleronne", {"frags_to_win": 10**30}),
        ("shootin-ladders", "crumble-zone", {"round_cap": 100_001}),
    ],
)
def test_a_count_option_past_its_maximum_is_400_and_creates_nothing(
    staff_client: APIClient, ruleset: str, scenario: str | None, options: dict[str, Any]
) -> None:
    """Every number a client sends has a maximum (docs/api.md): frags and trophies to win
    and respawns at most 100, a house round cap at most 100,000 (10**30 was stored)."""
    before = counts()
    seats: list[dict[str, Any]] = [{"type": "human", "team": t % 2} for t in range(4)]
    if scenario != "guns-of-tobleronne":
        seats = [{"type": "human"}] * 2
    body: dict[str, Any] = {"ruleset": ruleset, "seats": seats, "options": options}
    if scenario is not None:
        body["scenario"] = scenario
    response = staff_client.post("/api/v1/games/", body, format="json")
    detail = assert_json_error(response, 400, "bad_options")["detail"]
    assert next(iter(options)) in detail, detail
    assert counts() == before
