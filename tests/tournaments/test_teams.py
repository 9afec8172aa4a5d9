"""Team tournaments end to end on a small stand-in team ruleset (no registered
ruleset has a team scenario yet): entrants' seats sit together under one team
index, and a team's placement, frags and trophies feed the standings."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from config.errors import ServiceError
from games.models import Game, GameStatus
from ladders import registry
from ladders.engine import (
    Action,
    Event,
    GameConfig,
    Outcome,
    Ruleset,
    RulesetInfo,
    Scenario,
    Seat,
    State,
    placements_from_keys,
    rng_below,
    rng_init,
)
from players.models import Player
from tournaments import selectors, services
from tournaments.models import Tournament, TournamentStatus

pytestmark = pytest.mark.django_db(transaction=True)


class TugOfWar(Ruleset):
    """Every seat pulls once, in seat order; each pull scores 0-2 for its team
    (and counts as that many frags); the team with more wins."""

    info = RulesetInfo(
        id="test-tug",
        name="Tug of war (test)",
        min_seats=4,
        max_seats=8,
        scenarios=(Scenario("teams", "Teams", teams=True),),
        options_schema={"type": "object", "properties": {}, "additionalProperties": False},
        action_schemas={"pull": {"type": "object"}},
        event_schemas={"pulled": {"type": "object"}},
    )

    def _setup(self, config: GameConfig, seed: int) -> State:
        assert config.teams is not None
        return {"seats": config.seats, "rng": rng_init(seed), "teams": list(config.teams), "pulls": []}

    def to_act(self, state: State) -> list[Seat]:
        return [] if len(state["pulls"]) == state["seats"] else [len(state["pulls"])]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        return [{"type": "pull"}] if seat in self.to_act(state) else []

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
        return {"pulls": list(state["pulls"]), "teams": list(state["teams"])}

    def step(self, state: State, seat: Seat, action: Action) -> list[Event]:
        strength = rng_below(state, 3)
        state["pulls"].append(strength)
        return [Event("pulled", {"seat": seat, "strength": strength})]

    def outcome(self, state: State) -> Outcome | None:
        if self.to_act(state):
            return None
        teams = state["teams"]
        totals = {t: sum(p for p, pt in zip(state["pulls"], teams, strict=True) if pt == t) for t in set(teams)}
        # Ties broken by the lower team index so that every table has a winner.
        placements = placements_from_keys([(totals[t], -t) for t in teams])
        return Outcome(
            placements=placements,
            winners=[s for s, p in enumerate(placements) if p == 1],
            score=[float(totals[t]) for t in teams],
            frags=list(state["pulls"]),
            trophies=[0] * len(teams),
            teams=list(teams),
        )


@pytest.fixture
def tug() -> Iterator[Ruleset]:
    ruleset = TugOfWar()
    registry._REGISTRY[ruleset.info.id] = ruleset
    yield ruleset
    del registry._REGISTRY[ruleset.info.id]


def test_team_swiss_tournament(tug: Ruleset, make_player: Callable[..., Player]) -> None:
    boss = make_player(handle="boss")
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(
        by=who, name="Teams", ruleset=tug.info.id, format="swiss", team_size=2, rounds_planned=2
    )
    for _ in range(4):
        services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    services.tournament_start(tournament_id=tournament.pk, by=who)
    tournament = Tournament.objects.get(pk=tournament.pk)
    assert tournament.status == TournamentStatus.FINISHED
    rows = {r.entrant: r for r in selectors.tournament_standings(tournament)}
    for round_row in tournament.rounds.all():
        assert len(round_row.tables.all()) == 2
        for table in round_row.tables.all():
            assert table.game is not None
            game = Game.objects.get(pk=table.game.pk)
            assert game.status == GameStatus.FINISHED
            assert [s.team for s in game.seats.order_by("index")] == [0, 0, 1, 1]
            outcome = game.outcome or {}
            results = table.result or []
            assert [r["frags"] for r in results] == [sum(outcome["frags"][0:2]), sum(outcome["frags"][2:4])]
            assert sorted(r["placement"] for r in results) == [1, 2]
    assert sum(r.wins for r in rows.values()) == 4
    assert sum(r.points for r in rows.values()) == 4 * (3 + 1)


def test_a_team_of_players_is_seated_together(tug: Ruleset, make_player: Callable[..., Player]) -> None:
    boss = make_player(handle="boss")
    ann, bob = make_player(handle="ann"), make_player(handle="bob")
    who = services.Organiser(player=boss, is_staff=True)
    tournament = services.tournament_create(by=who, name="T", ruleset=tug.info.id, format="swiss", team_size=2)
    with pytest.raises(ServiceError) as bad:
        services.tournament_enter(tournament_id=tournament.pk, by=services.Organiser(player=ann), players=[ann])
    assert bad.value.code == "bad_team"
    services.tournament_enter(tournament_id=tournament.pk, by=services.Organiser(player=ann), players=[ann, bob])
    services.tournament_enter(tournament_id=tournament.pk, by=who, bot="random")
    services.tournament_start(tournament_id=tournament.pk, by=who)
    table = tournament.rounds.get().tables.get()
    assert table.game is not None
    seats = list(Game.objects.get(pk=table.game.pk).seats.order_by("index"))
    assert [(s.player_id, s.team) for s in seats[:2]] == [(ann.pk, 0), (bob.pk, 0)]
    assert [(s.type, s.team) for s in seats[2:]] == [("ai", 1), ("ai", 1)]
    assert Game.objects.get(pk=table.game.pk).status == GameStatus.ACTIVE  # joined: it started
