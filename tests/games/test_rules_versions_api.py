"""Rules versions over the API: every game records the ruleset's ``rules_version`` it was
created under, and ``verify`` tells a game today's engine no longer reproduces because
its rules changed (``rules_changed``) from one whose log does not replay under its own
rules (``log_mismatch``) or whose seed does not match (``seed_mismatch``), with the
engine's reason when it refuses a logged action, never as an error of the request."""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from rest_framework.test import APIClient

from games.models import Action, Game
from ladders.registry import all_rulesets, get_ruleset
from players.models import Player
from tests.games.api_play import play_first_actions_to_the_end

pytestmark = pytest.mark.django_db

SHRINKS = "shrinks-and-ladders"


@pytest.fixture
def ann(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> APIClient:
    return client_for(make_player(handle="ann"))


@pytest.fixture
def bob(make_player: Callable[..., Player], client_for: Callable[[Player], APIClient]) -> APIClient:
    return client_for(make_player(handle="bob"))


def finished_game(ann: APIClient, bob: APIClient) -> Game:
    """A two-seat Shrinks and Ladders game played to its end through the turn service
    (each seat plays its first legal action)."""
    created = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    ann.post(f"/api/v1/games/{created['id']}/join/", {"seat": 0})
    bob.post(f"/api/v1/games/{created['id']}/join/", {"seat": 1})
    players = {seat.index: seat.player for seat in Game.objects.get(pk=created["id"]).seats.select_related("player")}
    finished: Game = play_first_actions_to_the_end(created["id"], players)
    return finished


def verify(client: APIClient, game: Game) -> dict[str, Any]:
    response = client.get(f"/api/v1/games/{game.pk}/verify/")
    assert response.status_code == 200, response.content
    body: dict[str, Any] = response.json()
    return body


def bump_rules_version(monkeypatch: pytest.MonkeyPatch, ruleset_id: str) -> int:
    """Today's engine one rules version on, as after a rules fix."""
    rules = get_ruleset(ruleset_id)
    bumped = dataclasses.replace(rules.info, rules_version=rules.info.rules_version + 1)
    monkeypatch.setattr(rules, "info", bumped)
    return bumped.rules_version


def test_every_ruleset_lists_its_rules_version(ann: APIClient) -> None:
    listed = {entry["id"]: entry["rules_version"] for entry in ann.get("/api/v1/rulesets/").json()}
    assert listed == {rules.info.id: rules.info.rules_version for rules in all_rulesets()}
    assert all(isinstance(version, int) and version >= 1 for version in listed.values())


def test_a_game_records_the_rules_version_it_was_created_under(ann: APIClient, monkeypatch: pytest.MonkeyPatch) -> None:
    first = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    assert first["rules_version"] == get_ruleset(SHRINKS).info.rules_version
    bumped = bump_rules_version(monkeypatch, SHRINKS)
    second = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    assert second["rules_version"] == bumped
    assert Game.objects.get(pk=first["id"]).rules_version == bumped - 1
    assert ann.get(f"/api/v1/games/{first['id']}/").json()["rules_version"] == bumped - 1


def test_a_finished_game_verifies_under_its_own_rules_version(ann: APIClient, bob: APIClient) -> None:
    game = finished_game(ann, bob)
    check = verify(ann, game)
    assert check["verdict"] == "verified"
    assert check["verified"] is True
    assert check["rules_version"] == check["current_rules_version"] == get_ruleset(SHRINKS).info.rules_version
    assert check["replay_error"] is None
    assert check["replayed_state_hash"] == check["final_state_hash"] == game.final_state_hash


def test_a_game_that_still_replays_verifies_after_a_rules_change(
    ann: APIClient, bob: APIClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = finished_game(ann, bob)
    bumped = bump_rules_version(monkeypatch, SHRINKS)
    check = verify(ann, game)
    assert (check["verdict"], check["verified"]) == ("verified", True)
    assert (check["rules_version"], check["current_rules_version"]) == (bumped - 1, bumped)


def refuse_a_logged_action(game: Game) -> None:
    """Make the stored log one today's engine refuses: what a rules fix can do to an old
    game (its last action is rewritten to an action type the ruleset does not have)."""
    last = Action.objects.filter(game=game).order_by("-seq").first()
    assert last is not None
    last.action = {"type": "no_such_action"}
    last.save(update_fields=["action"])


def test_a_game_of_older_rules_that_no_longer_replays_is_rules_changed_not_an_error(
    ann: APIClient, bob: APIClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = finished_game(ann, bob)
    refuse_a_logged_action(game)
    bumped = bump_rules_version(monkeypatch, SHRINKS)
    check = verify(ann, game)
    assert check["verdict"] == "rules_changed"
    assert check["verified"] is False
    assert check["seed_matches_commitment"] is True
    assert (check["rules_version"], check["current_rules_version"]) == (bumped - 1, bumped)
    assert check["replayed_state_hash"] is None
    assert check["replay_error"]["code"] == "unknown_action_type"
    assert check["replay_error"]["detail"]


def test_a_game_from_before_rules_versions_that_no_longer_replays_is_rules_changed(
    ann: APIClient, bob: APIClient
) -> None:
    game = finished_game(ann, bob)
    Game.objects.filter(pk=game.pk).update(rules_version=None)
    Game.objects.filter(pk=game.pk).update(final_state_hash="0" * 64)
    check = verify(ann, game)
    assert (check["verdict"], check["verified"], check["rules_version"]) == ("rules_changed", False, None)
    assert check["replay_error"] is None
    assert check["replayed_state_hash"] != check["final_state_hash"]


def test_a_log_that_does_not_replay_under_its_own_rules_is_a_log_mismatch(ann: APIClient, bob: APIClient) -> None:
    game = finished_game(ann, bob)
    refuse_a_logged_action(game)
    check = verify(ann, game)
    assert (check["verdict"], check["verified"]) == ("log_mismatch", False)
    assert check["replay_error"]["code"] == "unknown_action_type"


def test_a_seed_that_does_not_match_its_commitment_is_a_seed_mismatch(ann: APIClient, bob: APIClient) -> None:
    game = finished_game(ann, bob)
    Game.objects.filter(pk=game.pk).update(seed_sha256="f" * 64)
    check = verify(ann, game)
    assert (check["verdict"], check["verified"], check["seed_matches_commitment"]) == ("seed_mismatch", False, False)
    # The replay itself still matches: the seed is what failed.
    assert check["replayed_state_hash"] == check["final_state_hash"]


def test_verify_games_counts_the_verdicts_and_fails_on_a_fault(
    ann: APIClient, bob: APIClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``manage.py verify_games``: after a rules change, how many stored games still
    verify, which are ``rules_changed`` (reported) and which are at fault (it fails)."""
    _still_verifies, changed, faulty = (finished_game(ann, bob) for _ in range(3))
    refuse_a_logged_action(changed)
    bumped = bump_rules_version(monkeypatch, SHRINKS)
    Game.objects.filter(pk=faulty.pk).update(rules_version=bumped, final_state_hash="0" * 64)

    out = io.StringIO()
    with pytest.raises(CommandError, match="1 games at fault"):
        call_command("verify_games", stdout=out, verbosity=0)
    lines = out.getvalue().splitlines()
    assert lines[0] == "3 finished games"
    assert f"  {SHRINKS} rules_version {bumped - 1}: verified 1" in lines
    assert f"  {SHRINKS} rules_version {bumped - 1}: rules_changed 1" in lines
    assert f"  {SHRINKS} rules_version {bumped}: log_mismatch 1" in lines
    assert f"  rules_changed games: {changed.pk}" in lines
    assert f"  log_mismatch games: {faulty.pk}" in lines

    Game.objects.filter(pk=faulty.pk).delete()
    out = io.StringIO()
    call_command("verify_games", "--ruleset", SHRINKS, stdout=out, verbosity=0)
    assert out.getvalue().splitlines()[-1] == "No game at fault."
    with pytest.raises(CommandError, match="Unknown ruleset"):
        call_command("verify_games", "--ruleset", "chess", stdout=io.StringIO(), verbosity=0)


def test_an_engine_that_fails_on_an_old_log_still_gets_an_answer(
    ann: APIClient, bob: APIClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A rules change can make an old log fail in ways the engine's checks do not foresee
    (a missing state key): verify answers, and logs the failure."""
    game = finished_game(ann, bob)
    rules = get_ruleset(SHRINKS)

    def broken_apply(state: Any, seat: int, action: Any) -> Any:
        raise KeyError("a key this version's states no longer have")

    monkeypatch.setattr(rules, "apply", broken_apply)
    check = verify(ann, game)
    assert (check["verdict"], check["verified"]) == ("log_mismatch", False)
    assert check["replay_error"] == {
        "code": "replay_failed",
        "detail": "The engine failed replaying the log (KeyError).",
    }
    assert "replaying game" in caplog.text


def keep_playing_version_one(monkeypatch: pytest.MonkeyPatch, ruleset_id: str) -> int:
    """Today's engine one rules version on, still playing the old one exactly (what
    ``RulesetInfo.earlier_rules_versions`` declares after a rules change that keeps the
    games already running on their own rules)."""
    rules = get_ruleset(ruleset_id)
    old = rules.info.rules_version
    bumped = dataclasses.replace(rules.info, rules_version=old + 1, earlier_rules_versions=(old,))
    monkeypatch.setattr(rules, "info", bumped)
    return old


def test_a_game_created_before_a_kept_rules_change_starts_and_replays_by_its_own_rules(
    ann: APIClient, bob: APIClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    waiting = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    old = keep_playing_version_one(monkeypatch, SHRINKS)
    # Started after the change: dealt by the rules it was created under (no version mark).
    ann.post(f"/api/v1/games/{waiting['id']}/join/", {"seat": 0})
    bob.post(f"/api/v1/games/{waiting['id']}/join/", {"seat": 1})
    started = Game.objects.get(pk=waiting["id"])
    assert started.rules_version == old
    assert "rules_version" not in started.state
    # A game created now is dealt under the new version and says so in its state.
    new = ann.post("/api/v1/games/", {"ruleset": SHRINKS, "seats": [{"type": "human"}] * 2}).json()
    assert new["rules_version"] == old + 1
    ann.post(f"/api/v1/games/{new['id']}/join/", {"seat": 0})
    bob.post(f"/api/v1/games/{new['id']}/join/", {"seat": 1})
    assert Game.objects.get(pk=new["id"]).state["rules_version"] == old + 1
    players = {seat.index: seat.player for seat in started.seats.select_related("player")}
    finished = play_first_actions_to_the_end(started.pk, players)
    check = verify(ann, finished)
    assert (check["verdict"], check["rules_version"], check["current_rules_version"]) == ("verified", old, old + 1)
    assert check["config"]["rules_version"] == old
