"""Board pictures to measure: every scenario of every ruleset, drawn mid-game and at
its end, with long handles and (in team play) teams, as the service draws them."""

from __future__ import annotations

from typing import Any

from ladders.bots import make_bot
from ladders.engine import GameConfig
from ladders.registry import all_rulesets, get_ruleset
from ladders.svg import NAMES_KEY, TEAMS_KEY

# As long as a handle may be (32 characters), and short ones.
HANDLES = ("Wilhelmina_of_the_Candy_Mountain", "bo", "Captain.Tobleronne-1986", "zed", "Marshmallow_Mayor", "x1")


def scenarios() -> list[tuple[str, str, int]]:
    out = []
    for rules in all_rulesets():
        for scenario in rules.info.scenarios:
            seats = max(2, scenario.min_seats or rules.info.min_seats)
            if scenario.teams:
                seats = max(seats, 4)
            out.append((rules.info.id, scenario.id, seats))
    return out


def pictures(ruleset: str, scenario: str, seats: int, *, seed: int = 3, steps: int = 60) -> dict[str, str]:
    """The picture after ``steps`` actions and at the end, for a spectator and for seat 0."""
    rules = get_ruleset(ruleset)
    teams = rules.random_teams(scenario, seats, seed)
    state = rules.setup(GameConfig(scenario, seats, {}, teams), seed)
    bot = make_bot(ruleset, "easy")
    drawn: dict[str, str] = {}
    played = 0
    while not rules.is_over(state) and played < 3000:
        if played == steps:
            drawn.update(_drawn(rules, state, seats, teams, "mid"))
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(state, seat, bot.choose(rules, state, seat, seed + played))
        played += 1
    drawn.update(_drawn(rules, state, seats, teams, "end"))
    return drawn


def _drawn(rules: Any, state: Any, seats: int, teams: Any, when: str) -> dict[str, str]:
    out = {}
    for viewer in (None, 0):
        view = dict(rules.view(state, viewer))
        view[NAMES_KEY] = list(HANDLES[:seats])
        if teams is not None:
            view[TEAMS_KEY] = list(teams)
        svg = rules.render_svg(view)
        if svg is not None:
            out[f"{when}-{'spectator' if viewer is None else 'seat0'}"] = svg
    return out
