"""Game-agnostic bots: random and ISMCTS, on every registered ruleset."""

from __future__ import annotations

import pytest

from ladders.bots import LEVELS, RandomBot, all_bots, bots_for, find_bot, make_bot
from ladders.engine import GameConfig, Ruleset, state_hash
from ladders.registry import all_rulesets, get_ruleset


def _config(rules: Ruleset) -> GameConfig:
    scenario = rules.info.scenarios[0]
    seats = scenario.min_seats or rules.info.min_seats
    teams = tuple(s % 2 for s in range(seats)) if scenario.teams else None
    return GameConfig(scenario.id, seats, {}, teams)


@pytest.mark.parametrize("rules", all_rulesets(), ids=lambda r: r.info.id)
def test_bots_choose_legal_actions_without_touching_the_state(rules: Ruleset) -> None:
    state = rules.setup(_config(rules), 21)
    for name in ("random", "easy"):
        seat = rules.to_act(state)[0]
        before = state_hash(state)
        action = make_bot(rules.info.id, name).choose(rules, state, seat, 5)
        assert state_hash(state) == before
        assert action in rules.legal_actions(state, seat)


def test_bot_choices_are_deterministic_for_a_seed() -> None:
    rules = get_ruleset("shrinks-and-ladders")
    state = rules.setup(GameConfig("standard", 3), 4)
    seat = rules.to_act(state)[0]
    state, _ = rules.apply(state, seat, {"type": "roll"})
    if len(rules.legal_actions(state, seat)) > 1:
        bot = make_bot(rules.info.id, "hard")  # the search: a fixed number of simulations
        assert bot.choose(rules, state, seat, 9) == bot.choose(rules, state, seat, 9)
    assert RandomBot().choose(rules, state, seat, 3) == RandomBot().choose(rules, state, seat, 3)


@pytest.mark.parametrize("rules", all_rulesets(), ids=lambda r: r.info.id)
def test_every_ruleset_offers_every_level_and_random(rules: Ruleset) -> None:
    specs = bots_for(rules.info.id)
    assert [s.name for s in specs] == [*LEVELS, "random"]
    for spec in specs:
        assert spec.plays(rules.info.id)
        assert spec.description
        assert "\n" not in spec.description
        assert spec.think_seconds >= 0
    assert find_bot(rules.info.id, "normal").level == "normal"


def test_unknown_bots_are_key_errors() -> None:
    with pytest.raises(KeyError):
        find_bot("shrinks-and-ladders", "mcts")
    with pytest.raises(KeyError):
        find_bot("no-such-game", "normal")
    assert all_bots()[-1].name == "random"
