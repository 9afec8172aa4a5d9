"""Recorded games for the organiser's console tests: played by random legal moves in the
engine, then stored as the service stores a game (its rows, its log with every event),
so a 1,000-action game costs a bulk insert rather than a thousand turns."""

from __future__ import annotations

import random
from datetime import timedelta

from django.utils import timezone

from games.models import Action, ActionReason, Game, GameStatus, Seat, SeatType
from ladders.bots import make_bot
from ladders.engine import GameConfig, seed_commitment, state_hash
from ladders.registry import all_rulesets, get_ruleset
from players.models import Player


def every_scenario() -> list[tuple[str, str, int]]:
    """(ruleset, scenario, seats) for every scenario of every ruleset: its smallest table
    (four seats where the scenario plays in teams)."""
    out = []
    for rules in all_rulesets():
        for scenario in rules.info.scenarios:
            seats = max(2, scenario.min_seats or rules.info.min_seats)
            if scenario.teams:
                seats = max(seats, 4)
            out.append((rules.info.id, scenario.id, seats))
    return out


def recorded_game(
    ruleset: str,
    scenario: str,
    players: list[Player],
    *,
    seed: int = 7,
    random_actions: int = 0,
    max_actions: int = 5000,
    practice: bool = True,
) -> Game:
    """A game of ``players`` (one seat each): ``random_actions`` random legal actions,
    then the easy bot's (which end a game in a few hundred), stored with its log;
    finished unless ``max_actions`` stopped it first."""
    rules = get_ruleset(ruleset)
    count = len(players)
    teams = rules.random_teams(scenario, count, seed)
    config = GameConfig(scenario, count, {}, teams)
    state = rules.setup(config, seed)
    chooser = random.Random(seed)
    bot = make_bot(ruleset, "easy")
    log = []
    while not rules.is_over(state) and len(log) < max_actions:
        seat = rules.to_act(state)[0]
        if len(log) < random_actions:
            action = chooser.choice(rules.legal_actions(state, seat))
        else:
            action = bot.choose(rules, state, seat, seed + len(log))
        state, events = rules.apply(state, seat, action)
        log.append((seat, action, [e.to_dict() for e in events]))
    outcome = rules.outcome(state)
    start = timezone.now() - timedelta(minutes=30)
    game = Game.objects.create(
        ruleset=ruleset,
        scenario=scenario,
        options={},
        teams=None if teams is None else list(teams),
        seed=seed,
        server_seed=seed,
        seed_sha256=seed_commitment(seed),
        practice=practice,  # a rated game (False) counts on the leaderboards
        rules_version=rules.info.rules_version,
        status=GameStatus.FINISHED if outcome is not None else GameStatus.ACTIVE,
        version=len(log),
        state=state,
        to_act=rules.to_act(state),
        outcome=None if outcome is None else outcome.to_dict(),
        final_state_hash=state_hash(state) if outcome is not None else "",
        created_by=players[0],
        started_at=start,
        finished_at=timezone.now() if outcome is not None else None,
    )
    Seat.objects.bulk_create(
        Seat(
            game=game,
            index=i,
            type=SeatType.HUMAN,
            player=p,
            team=None if teams is None else teams[i],
            joined_at=start,
        )
        for i, p in enumerate(players)
    )
    Action.objects.bulk_create(
        (
            Action(
                game=game,
                seq=i + 1,
                seat=seat,
                action=action,
                events=events,
                reason=ActionReason.PLAYER,
                player=players[seat],
            )
            for i, (seat, action, events) in enumerate(log)
        ),
        batch_size=500,
    )
    return game
