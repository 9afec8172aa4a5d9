"""Bots against each other: one game, a seat-rotated match, and the win rate's
confidence interval. Used by the strength tests and the bot benches alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ladders.bots.base import Bot
from ladders.engine import GameConfig, Outcome, Ruleset, splitmix64

MAX_ACTIONS = 50_000


def play_game(rules: Ruleset, config: GameConfig, seed: int, bots: Sequence[Bot]) -> Outcome:
    """Play one game to the end, seat ``s`` played by ``bots[s]``; the bots step one
    private copy of the state (each checked first, as the service would)."""
    state = rules.copy_state(rules.setup(config, seed))
    for ply in range(MAX_ACTIONS):
        outcome = rules.outcome(state)
        if outcome is not None:
            return outcome
        seat = rules.to_act(state)[0]
        action = bots[seat].choose(rules, state, seat, splitmix64(seed * 1_000_003 + ply))
        action = rules.normalize_action(state, seat, action)
        rules.check(state, seat, action)
        rules.step(state, seat, action)
    raise RuntimeError(f"game {seed} did not end within {MAX_ACTIONS} actions")


def wilson_interval(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(slots=True)
class MatchResult:
    """A hero bot's record over a match: a sole first place is a win, a first
    place shared by k seats counts 1/k (a team's shared win counts whole)."""

    games: int = 0
    wins: float = 0.0
    placements: list[int] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def summary(self, seats: int) -> str:
        low, high = self.interval()
        fair = 1 / seats
        return (
            f"{self.wins:g}/{self.games} wins = {self.rate:.1%} (95% CI {low:.1%}-{high:.1%});"
            f" fair share {fair:.1%}, {self.rate / fair:.2f}x"
        )


def hero_match(
    rules: Ruleset,
    config: GameConfig,
    games: int,
    hero: Callable[[], Bot],
    field_bot: Callable[[], Bot],
    *,
    first_seed: int = 0,
    on_game: Callable[[int, MatchResult], None] | None = None,
) -> MatchResult:
    """``hero`` in one seat (rotating through every seat), ``field_bot`` in the rest.

    For team scenarios (``config.teams`` set) the hero plays every seat of the
    hero seat's team. ``on_game`` is called after each game (progress lines)."""
    result = MatchResult()
    seats = config.seats
    for game in range(games):
        hero_seat = game % seats
        if config.teams is not None:
            heroes = {s for s in range(seats) if config.teams[s] == config.teams[hero_seat]}
        else:
            heroes = {hero_seat}
        bots = [hero() if s in heroes else field_bot() for s in range(seats)]
        outcome = play_game(rules, config, first_seed + game, bots)
        result.games += 1
        result.placements.append(outcome.placements[hero_seat])
        if hero_seat in outcome.winners:
            if config.teams is not None:
                result.wins += 1.0 if all(w in heroes for w in outcome.winners) else 0.5
            else:
                result.wins += 1.0 / len(outcome.winners)
        if on_game is not None:
            on_game(game, result)
    return result
