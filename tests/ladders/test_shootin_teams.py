"""Shootin' Ladders team play and the four team scenarios: one test per rule sentence.

Each test cites its rulebook line (``L<number>`` of shared/rulebooks/shootin-ladders-frag-fest.txt):
TEAM MATCHES L228-232, Head Hunter L236-255, The Guns of Tobleronne L257-280, Candyman Flag
Capture L320-356, The Dirty Half Dozen L358-398. Readings: docs/shootin-ladders.md.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import pytest

from ladders.engine import (
    Action,
    GameConfig,
    IllegalAction,
    InvalidConfig,
    State,
    fast_copy,
    replay,
    rng_below,
    state_hash,
)
from ladders.shootin import flags as flag_rules
from ladders.shootin.cards import CARDS, EAGLE
from ladders.shootin.flags import load_scatter
from ladders.shootin.rules import PARTS
from ladders.shootin.rules import RULESET as R
from tests.scale import scaled

HH, GOT, CFC, DHD = "head-hunter", "guns-of-tobleronne", "candyman-flag-capture", "dirty-half-dozen"
TEAM_SCENARIOS = (HH, GOT, CFC, DHD)
HEAD = 0
BOARD = R.board


def setup(scenario: str, teams: tuple[int, ...], seed: int = 1, **options: Any) -> State:
    """A team game set up, each seat then taking the first free character (L39)."""
    state = R.setup(GameConfig(scenario, len(teams), dict(options), teams), seed)
    while state["phase"] == "choose":
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, R.legal_actions(state, seat)[0])
    return state


def act(state: State, seat: int, action: Action) -> tuple[State, list[str]]:
    new, events = R.apply(state, seat, action)
    return new, [e.type for e in events]


def force_next(state: State, values: list[int], sides: int = 6) -> State:
    """Move the RNG counter to where the next draws ``rng_below(sides)`` give ``values``."""
    for counter in range(200_000):
        probe = fast_copy(state)
        probe["rng"][1] = counter
        if all(rng_below(probe, sides) == v for v in values):
            state["rng"][1] = counter
            return state
    raise AssertionError(f"no counter gives {values}")


def into_turn(state: State, seat: int, positions: dict[int, int] | None = None, dice: list[int] | None = None) -> State:
    """Put cookies on squares and start ``seat``'s turn (no decision open); with ``dice``, rolled."""
    state["pending"] = None
    state.pop("later", None)
    for s, square in (positions or {}).items():
        state["players"][s]["pos"] = square
    R._start_turn(state, seat, [])
    if dice is not None:
        state["turn"]["phase"] = "active"
        state["turn"]["dice"] = list(dice)
    return state


def through_decisions(state: State, choose: int = 0) -> State:
    """Take decisions (go_first, activate) with the ``choose``-th choice until a turn starts."""
    while state["pending"] is not None and state["pending"]["kind"] in ("go_first", "activate"):
        seat = R.to_act(state)[0]
        legal = R.legal_actions(state, seat)
        state, _ = R.apply(state, seat, legal[min(choose, len(legal) - 1)])
    return state


def give(state: State, seat: int, card_id: str) -> int:
    for deck in state["decks"].values():
        for uid in deck:
            if CARDS[uid].id == card_id:
                deck.remove(uid)
                state["players"][seat]["hand"].append(uid)
                return uid
    raise AssertionError(f"no {card_id} in the decks")


# -- TEAM MATCHES ------------------------------------------------------------------


def test_teams_are_of_equal_size_unless_the_scenario_says_otherwise() -> None:
    """L228 'Team Matches, unless otherwise agreed upon or outlined in the scenario, should have
    equal numbers of players on each side.' (The Dirty Half Dozen outlines 1 against N, L366.)"""
    for scenario in (HH, GOT, CFC):
        with pytest.raises(InvalidConfig) as refused:
            R.validate_config(GameConfig(scenario, 4, {}, (0, 0, 0, 1)))
        assert refused.value.code == "unequal_teams"
        with pytest.raises(InvalidConfig) as refused:
            R.validate_config(GameConfig(scenario, 3, {}, (0, 1, 0)))
        assert refused.value.code == "unequal_teams"
        with pytest.raises(InvalidConfig) as refused:
            R.validate_config(GameConfig(scenario, 4, {}, (0, 1, 2, 1)))
        assert refused.value.code == "bad_teams"
        with pytest.raises(InvalidConfig) as refused:
            R.validate_config(GameConfig(scenario, 4, {}))
        assert refused.value.code == "teams_required"
        R.validate_config(GameConfig(scenario, 4, {}, (1, 0, 0, 1)))
    R.validate_config(GameConfig(DHD, 4, {}, (0, 0, 0, 1)))
    with pytest.raises(InvalidConfig) as refused:
        R.validate_config(GameConfig(DHD, 4, {}, (0, 0, 1, 1)))
    assert refused.value.code == "one_sniper_required"
    with pytest.raises(InvalidConfig) as refused:
        R.validate_config(GameConfig(DHD, 2, {}, (0, 1)))
    assert refused.value.code == "bad_seat_count"


def test_team_sizes_agree_with_the_teams_each_scenario_accepts() -> None:
    """What matchmaking builds from ``team_sizes`` (team 0's seats, then team 1's) is a set-up
    the scenario accepts, and every seat count it leaves out is one the scenario refuses in
    teams of any shape (L228 equal teams; L366 all versus one)."""
    assert R.team_sizes("crumble-zone", 4) is None
    for scenario in TEAM_SCENARIOS:
        low = R.info.scenario(scenario).min_seats or R.info.min_seats
        high = R.info.scenario(scenario).max_seats or R.info.max_seats
        for seats in range(low, high + 1):
            sizes = R.team_sizes(scenario, seats)
            if sizes is None:
                for red in range(1, seats):
                    with pytest.raises(InvalidConfig):
                        R.validate_config(GameConfig(scenario, seats, {}, tuple([0] * red + [1] * (seats - red))))
                continue
            assert sum(sizes) == seats
            R.validate_config(GameConfig(scenario, seats, {}, tuple(t for t, n in enumerate(sizes) for _ in range(n))))
    assert R.team_sizes(DHD, 5) == (4, 1)
    assert R.team_sizes(HH, 6) == (3, 3)


def test_teams_may_be_drawn_at_random() -> None:
    """L228 'Select teams at random or choose them yourself'; L366 the sniper 'a volunteer or
    randomly determined player'."""
    seen = set()
    for seed in range(40):
        teams = R.random_teams(GOT, 6, seed)
        assert teams is not None
        assert sorted(teams) == [0, 0, 0, 1, 1, 1]
        assert R.random_teams(GOT, 6, seed) == teams, "the seed fixes the draw"
        seen.add(teams)
        snipers = R.random_teams(DHD, 5, seed)
        assert snipers is not None
        assert sorted(snipers) == [0, 0, 0, 0, 1]
        seen.add(snipers)
    assert len(seen) > 20
    assert R.random_teams("crumble-zone", 4, 1) is None
    with pytest.raises(InvalidConfig) as refused:
        R.random_teams(HH, 5, 1)
    assert refused.value.code == "unequal_teams"


def _bits_shared(pairs: list[tuple[Any, Any]]) -> float:
    """The mutual information, in bits, of the pairs' two sides (as counted)."""
    n = len(pairs)
    both, left, right = Counter(pairs), Counter(a for a, _ in pairs), Counter(b for _, b in pairs)
    return sum(c / n * math.log2(c * n / (left[a] * right[b])) for (a, b), c in both.items())


@pytest.mark.parametrize(("scenario", "seats"), [(GOT, 4), (HH, 6), (DHD, 3), (DHD, 4)])
def test_teams_drawn_at_random_tell_nothing_of_the_deal(scenario: str, seats: int) -> None:
    """Random teams are public from the game's creation, drawn from its seed, which (with no
    client seeds) is the seed it deals from. The house rule on hidden information: the deck
    order and the hands never leave the server. Drawn from the same stream as the deal's
    first shuffle, the teams told about one bit of seat 0's first dealt card or of the weapon
    deck's top card (which of about half the cards it is); drawn from a stream of their own
    they tell nothing (what is left is the estimate's own bias, about 0.05-0.15 bits here).
    The sniper's own rifle is named, not dealt, and no secret: it is left out."""
    first_cards, deck_tops = [], []
    for seed in range(4000):
        teams = R.random_teams(scenario, seats, seed)
        state = R.setup(GameConfig(scenario, seats, {}, teams), seed)
        named = R.scenarios[scenario].starting_cards(state, 0)  # the sniper's own rifle: no secret
        dealt = [u for u in state["players"][0]["hand"] if CARDS[u].id not in named]
        first_cards.append((teams, dealt[0] if dealt else None))
        deck_tops.append((teams, state["decks"]["weapon"][-1]))
    assert _bits_shared(first_cards) < 0.35
    assert _bits_shared(deck_tops) < 0.35


def test_each_seats_team_is_in_the_view() -> None:
    """L228 'give each team member the same colored base for their movement token'."""
    state = setup(HH, (0, 1, 1, 0))
    view = R.view(state, 2)
    assert view["teams"] == [0, 1, 1, 0]
    assert view["scenario_state"]["team_names"] == ["red", "blue"]


def test_teams_begin_on_their_home_bases() -> None:
    """L230 'Typically, this is a Home Base on spaces #1 and #100'; L254-255, L279-280 Red on #1, Blue on
    #100; L354-356 Red on #6, Blue on #95; L366 the squad on #1."""
    assert [p["pos"] for p in setup(HH, (0, 1, 1, 0))["players"]] == [1, 100, 100, 1]
    assert [p["pos"] for p in setup(GOT, (1, 0))["players"]] == [100, 1]
    assert [p["pos"] for p in setup(CFC, (0, 1, 0, 1))["players"]] == [6, 95, 6, 95]
    assert [p["pos"] for p in setup(DHD, (0, 1, 0))["players"]] == [1, None, 1]


def test_the_higher_team_die_chooses_who_goes_first() -> None:
    """L232 'Have one member of each team roll a die. The highest roll has the option to go first
    or allow the other team to do so.'"""
    characters = ["ginger_joe", "crumbelina", "doc_molasses", "snap_dragon"]  # given at creation (L39)
    for seed in range(12):
        state = setup(GOT, (0, 1, 0, 1), seed, characters=characters)
        pending = state["pending"]
        assert pending["kind"] == "go_first"
        rolls = state["scenario_state"]["team_dice"]
        winner = 0 if rolls[0] > rolls[1] else 1
        assert pending["team"] == winner
        assert R.to_act(state) == [winner], "the team's captain (its lowest seat) decides"
        assert R.legal_actions(state, winner) == [
            {"type": "go_first", "team": winner},
            {"type": "go_first", "team": 1 - winner},
        ]
        # Letting the other team go first: the other team picks its member.
        after, events = act(state, winner, {"type": "go_first", "team": 1 - winner})
        assert events[0] == "team_dice", "the set-up's roll is reported with the first action"
        assert after["pending"]["kind"] == "activate"
        assert {a["seat"] for a in R.legal_actions(after, R.to_act(after)[0])} == {1 - winner, 3 - winner}


def test_tied_team_dice_roll_again() -> None:
    """L232 (a tie has no highest roll: both teams roll again)."""
    for seed in range(200):
        # Characters given at creation (L39), so the team dice are the set-up's opening events.
        state = R.setup(GameConfig(GOT, 2, {"characters": ["ginger_joe", "crumbelina"]}, (0, 1)), seed)
        _, events = R.apply(state, R.to_act(state)[0], R.legal_actions(state, R.to_act(state)[0])[0])
        rolls = [e.data["rolls"] for e in events if e.type == "team_dice"]
        if len(rolls) > 1:
            assert all(r[0] == r[1] for r in rolls[:-1])
            assert rolls[-1][0] != rolls[-1][1]
            return
    raise AssertionError("no tie in 200 seeds")


def test_teams_alternate_each_member_acts_once_a_round_then_the_dice_again() -> None:
    """L232 'Play will alternate back and forth between teams until all players have had a Turn. A
    team may decide which of their team members to activate next ... so long as they have not
    previously been activated this Turn ... READY ... DEPLOYED ... When all players have had a
    Turn, a new Round of battle begins and the teams roll a die again'."""
    state = setup(GOT, (0, 1, 0, 1, 0, 1), 4)
    state, _ = act(state, R.to_act(state)[0], {"type": "go_first", "team": 0})
    order = []
    for turn in range(6):
        chooser = R.to_act(state)[0]
        legal = R.legal_actions(state, chooser)
        if turn < 4:
            assert legal[0]["type"] == "activate"
            team = state["teams"][chooser]
            assert {state["teams"][a["seat"]] for a in legal} == {team}, "a team picks among its own"
            pick = legal[-1]["seat"]  # the last listed: the team's free choice, not seat order
            state, _ = act(state, chooser, {"type": "activate", "seat": pick})
        else:
            pick = chooser  # the last READY member of its team: its turn starts at once
        order.append(pick)
        activation = R.view(state, None)["scenario_state"]["activation"]
        assert activation.count("deployed") == len(order) - 1
        assert activation[pick] == "ready"
        state, _ = act(state, pick, {"type": "stay"})
        state, events = act(state, pick, {"type": "end_turn"})
    assert [state["teams"][s] for s in order] == [0, 1, 0, 1, 0, 1]
    assert len(set(order)) == len(order), "nobody acts twice in a round"
    assert "team_dice" in events
    assert state["round"] == 2
    assert R.view(state, None)["scenario_state"]["activation"] == ["ready"] * 6


def test_a_team_with_fewer_members_lets_the_other_finish_the_round() -> None:
    """L232 'alternate ... until all players have had a Turn': 1 against 3, the sniper acts
    once and the squad's remaining members follow (docs: how 1 vs N runs)."""
    state = setup(DHD, (0, 0, 0, 1), 2)
    state, _ = act(state, 3, {"type": "place", "square": 96})
    order = []
    for _ in range(4):
        seat = R.to_act(state)[0]
        if state["pending"] is not None:
            legal = R.legal_actions(state, seat)
            seat = legal[0]["seat"]
            state, _ = act(state, R.to_act(state)[0], legal[0])
        order.append(seat)
        state, _ = act(state, seat, {"type": "stay"})
        state, _ = act(state, seat, {"type": "end_turn"})
    assert [s == 3 for s in order] == [False, True, False, False]
    assert state["round"] == 2


def test_no_friendly_fire() -> None:
    """L224-232 teams play against each other: no attack on a teammate."""
    state = setup(GOT, (0, 1, 0, 1))
    state = into_turn(state, 0, {0: 41, 1: 42, 2: 43, 3: 44}, dice=[])
    targets = {a["target"] for a in R.legal_actions(state, 0) if a["type"] == "attack"}
    assert targets == {1, 3}
    with pytest.raises(IllegalAction) as refused:
        R.apply(state, 0, {"type": "attack", "weapon": EAGLE, "target": 2, "ammo": 1})
    assert refused.value.code == "illegal_action"


# -- HEAD HUNTER ----------------------------------------------------------------------


def test_head_hunter_hands_boxes_and_no_respawn() -> None:
    """L248 'Deal 1 Weapon card and 1 Gear card to all players.' L250 Endurance (6). L252 RESPAWNS: None."""
    state = setup(HH, (0, 1, 0, 1))
    for p in state["players"]:
        assert sorted(CARDS[u].deck for u in p["hand"]) == ["gear", "weapon"]
        assert p["parts"] == [6] * 6
        assert p["respawns"] == 0


def test_head_hunter_crumbed_cookies_are_out() -> None:
    """L242 'Players may not Respawn in this scenario'."""
    state = into_turn(setup(HH, (0, 1, 0, 1)), 1, {0: 50, 1: 50, 2: 1, 3: 100}, dice=[])
    state["players"][0]["parts"] = [0, 1, 0, 0, 0, 0]
    state = force_next(state, [1])  # a gumdrop: the torso
    state, _ = act(state, 1, {"type": "attack", "weapon": EAGLE, "target": 0, "ammo": 1})
    state, events = act(state, 0, {"type": "no_reaction"})
    assert "out" in events
    assert state["players"][0]["status"] == "out"


def test_head_hunter_a_headless_cookie_plays_on() -> None:
    """L242 'but may continue playing even without a head, per normal.'"""
    state = into_turn(setup(HH, (0, 1, 0, 1)), 0, {0: 50, 1: 100, 2: 1, 3: 100})
    state["players"][0]["parts"][HEAD] = 0
    assert R.outcome(state) is None
    assert R.legal_actions(state, 0) == [{"type": "roll"}, {"type": "stay"}]


def test_head_hunter_ends_the_moment_a_team_has_no_head() -> None:
    """L242 'The game ends immediately upon the removal of the last head on one of the teams.'"""
    state = into_turn(setup(HH, (0, 1, 0, 1)), 1, {0: 50, 1: 50, 2: 1, 3: 100}, dice=[])
    state["players"][2]["parts"][HEAD] = 0  # Red's other head is already gone
    state["players"][0]["parts"][HEAD] = 1
    state = force_next(state, [HEAD])
    state, _ = act(state, 1, {"type": "attack", "weapon": EAGLE, "target": 0, "ammo": 1})
    state, events = act(state, 0, {"type": "no_reaction"})
    assert "game_over" in events
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [1, 3]
    assert outcome.placements == [3, 1, 3, 1]
    assert [t["won"] for t in outcome.details["teams"]] == [False, True]
    assert state["players"][0]["status"] == "alive", "cookies stand, but the heads are gone"


def test_head_hunter_a_grafted_head_counts() -> None:
    """L244 'You are still considered to have a head if you graft an opponent's head to your body
    through the use of a Gear card' (the graft puts a head part back on)."""
    state = into_turn(setup(HH, (0, 1, 0, 1)), 1, {0: 50, 1: 50, 2: 1, 3: 100}, dice=[])
    state["players"][2]["parts"][HEAD] = 0
    state["players"][2]["parts"][HEAD] = 3  # grafted: an opponent's head on Red's body
    state["players"][0]["parts"][HEAD] = 1
    state = force_next(state, [HEAD])
    state, _ = act(state, 1, {"type": "attack", "weapon": EAGLE, "target": 0, "ammo": 1})
    state, events = act(state, 0, {"type": "no_reaction"})
    assert "game_over" not in events, "Red still has the grafted head"


# -- THE GUNS OF TOBLERONNE ---------------------------------------------------------


def test_tobleronne_hands_boxes_respawns() -> None:
    """L269 'Deal 1 Weapon Card and 1 Ammo Card'; L273 Standard (3 boxes); L275 RESPAWNS: Unlimited."""
    state = setup(GOT, (0, 1))
    for p in state["players"]:
        assert sorted(CARDS[u].deck for u in p["hand"]) == ["ammo", "weapon"]
        assert p["parts"] == [3] * 6
        assert p["respawns"] is None


def frag(state: State, attacker: int, target: int) -> tuple[State, list[str]]:
    state = into_turn(state, attacker, {attacker: 50, target: 50}, dice=[])
    state["players"][target].update(status="alive", parts=[1, 0, 0, 0, 0, 0])
    state = force_next(state, [HEAD])
    state, _ = act(state, attacker, {"type": "attack", "weapon": EAGLE, "target": target, "ammo": 1})
    return act(state, target, {"type": "no_reaction"})


def test_tobleronne_three_team_frags_win_and_the_number_is_an_option() -> None:
    """L263 'Score three Frags on the other team!' L265 'unlimited Respawns, until one team scores
    their third Frag. You may, of course, adjust the number of Frags needed to win.'"""
    state = setup(GOT, (0, 1, 0, 1))
    state, _ = frag(state, 0, 1)
    state, _ = frag(state, 2, 3)
    assert R.outcome(state) is None
    assert state["players"][1]["status"] == "crumbed", "respawns next turn"
    state, events = frag(state, 2, 1)
    assert "game_over" in events
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0, 2]
    two = setup(GOT, (0, 1, 0, 1), frags_to_win=2)
    two, _ = frag(two, 1, 0)
    two, events = frag(two, 3, 2)
    assert "game_over" in events


def test_tobleronne_reports_each_players_frags_trophies_and_rank_on_the_team() -> None:
    """L265 'It is also fun to keep track of the number of Frags and Trophies earned by each
    player to earn a Rank on your team.'"""
    state = setup(GOT, (0, 1, 0, 1))
    state, _ = frag(state, 0, 1)
    state, _ = frag(state, 2, 3)
    state, _ = frag(state, 2, 1)
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.frags == [1, 0, 2, 0]
    assert outcome.trophies == [1, 0, 2, 0]
    assert outcome.teams == [0, 1, 0, 1]
    assert outcome.details["team_rank"] == [2, 1, 1, 1]
    red, blue = outcome.details["teams"]
    assert (red["won"], red["frags"], red["seats"]) == (True, 3, [0, 2])
    assert (blue["won"], blue["frags"]) == (False, 0)


# -- CANDYMAN FLAG CAPTURE ---------------------------------------------------------


def cfc(seed: int = 1) -> State:
    return setup(CFC, (0, 1, 0, 1), seed)


def flags_of(state: State) -> list[dict[str, Any]]:
    flags: list[dict[str, Any]] = R.view(state, None)["scenario_state"]["flags"]
    return flags


def test_flag_capture_flags_bases_hands_boxes() -> None:
    """L326 'place the Red flag on square #6 and the Blue flag on square #95'; L342 1 Weapon + 1 Ammo;
    L346 Endurance at the start; L350 RESPAWNS: Unlimited."""
    state = cfc()
    assert [(f["team"], f["at"], f["carrier"]) for f in flags_of(state)] == [(0, 6, None), (1, 95, None)]
    for p in state["players"]:
        assert sorted(CARDS[u].deck for u in p["hand"]) == ["ammo", "weapon"]
        assert p["parts"] == [6] * 6
        assert p["respawns"] is None


def test_flag_capture_respawns_enter_with_standard_boxes() -> None:
    """L348 'All Resawns enter with Standard (3 boxes per cookie part)'."""
    state = cfc()
    state["players"][1].update(status="crumbed", pos=None)
    state = into_turn(state, 1)
    state, _ = act(state, 1, {"type": "respawn"})
    assert state["players"][1]["parts"] == [3] * 6


@pytest.mark.parametrize(("scenario", "teams"), [(CFC, (0, 1, 0, 1)), (DHD, (0, 0, 0, 1))])
def test_special_damage_boxes_refuse_the_damage_boxes_option(scenario: str, teams: tuple[int, ...]) -> None:
    """L344-348 and L382-398 'DAMAGE BOXES: SPECIAL' (Endurance then Standard on a respawn; one box
    for the squad, one per opponent for the sniper): there is no one count for ``damage_boxes`` to
    replace, and an option a scenario does not use is refused, never ignored (docs/engine.md)."""
    with pytest.raises(InvalidConfig) as refused:
        R.setup(GameConfig(scenario, len(teams), {"damage_boxes": 2}, teams), 1)
    assert refused.value.code == "bad_options"
    # The equal-team scenarios with one count of boxes take it (L250, L273).
    for other in (HH, GOT):
        state = R.setup(GameConfig(other, 4, {"damage_boxes": 2}, (0, 1, 0, 1)), 1)
        assert all(p["parts"] == [2] * 6 for p in state["players"])


def test_lifting_a_flag_off_the_opponents_base_needs_an_exact_count() -> None:
    """L326 'To remove a flag from the opponent's home base, you must land on it by exact count on
    one of your two die rolls.'"""
    state = into_turn(cfc(), 0, {0: 92}, dice=[2, 3])
    passing, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 92 -> 94
    passing, _ = act(passing, 0, {"type": "move", "die": 1, "direction": 1})  # 94 -> 97 through 95
    assert flags_of(passing)[1]["carrier"] is None
    landing, _ = act(state, 0, {"type": "move", "die": 1, "direction": 1})  # 92 -> 95
    assert flags_of(landing)[1]["carrier"] == 0


def test_never_your_own_flag_from_your_own_base() -> None:
    """L326 'You MAY NOT pick up your own flag while it is resting on your base.'"""
    state = into_turn(cfc(), 1, {1: 93}, dice=[2, 1])
    state, _ = act(state, 1, {"type": "move", "die": 0, "direction": 1})  # 93 -> 95, exactly
    assert flags_of(state)[1]["carrier"] is None
    assert state["pending"] is None


def test_a_loose_flag_is_picked_up_in_passing_and_moves_with_its_carrier() -> None:
    """L328 'a player may pick up a flag any time they move through a space containing a flag that is
    not currently in the possession of another player. Carried flags move with that player's
    movement token.'"""
    state = cfc()
    state["scenario_state"]["flags"][1] = {"at": 50, "carrier": None, "part": None, "barred": []}
    state = into_turn(state, 0, {0: 47}, dice=[5, 2])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 47 -> 52 through 50
    assert flags_of(state)[1]["carrier"] == 0
    state, _ = act(state, 0, {"type": "flag_part", "part": "torso"})
    state, _ = act(state, 0, {"type": "move", "die": 1, "direction": 1})
    assert flags_of(state)[1]["at"] == state["players"][0]["pos"] == 54


def test_an_enemy_flag_fallen_onto_your_base_is_a_loose_flag_you_may_pick_up() -> None:
    """L328 'Otherwise, a player may pick up a flag any time they move through a space containing a
    flag that is not currently in the possession of another player.' L326 bars only your own flag on
    your base; L338 a capture is a flag *placed* by a declared drop. An enemy flag that fell onto
    your base (L330) is neither: your team picks it up in passing; a declared capture stays put."""
    state = cfc()
    # Red's carrier of Blue's flag is hit on #16; a 4 drops it down-right, onto Red's base #6.
    state["scenario_state"]["flags"][1] = {"at": None, "carrier": 0, "part": 1, "barred": []}
    state["players"][0]["pos"] = 16
    state = force_next(state, [3])
    R.scenarios[CFC]._drop(state, 1, 16, [0], [])
    assert flags_of(state)[1]["at"] == 6
    assert R.view(state, None)["scenario_state"]["captures"] == [], "nobody declared a drop"
    moved = into_turn(fast_copy(state), 2, {2: 4}, dice=[4, 1])
    moved, _ = act(moved, 2, {"type": "move", "die": 0, "direction": 1})  # 4 -> 8 through 6
    assert flags_of(moved)[1]["carrier"] == 2
    # A capture being held on the same square is not lifted by its captors.
    state["scenario_state"]["captures"] = [{"flag": 1, "by": 0}]
    held = into_turn(state, 2, {2: 4}, dice=[4, 1])
    held, _ = act(held, 2, {"type": "move", "die": 0, "direction": 1})
    assert (flags_of(held)[1]["carrier"], flags_of(held)[1]["at"]) == (None, 6)


def test_the_carrier_puts_the_flag_on_a_body_part_for_good() -> None:
    """L328 'they must place a matching color Flag Marker on a specific body part of their character
    sheet. Once assigned, it cannot be moved to a different body part.'"""
    state = into_turn(cfc(), 0, {0: 92}, dice=[3, 2])
    state["players"][0]["parts"][PARTS.index("left_arm")] = 0
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 92 -> 95
    legal = R.legal_actions(state, 0)
    assert {a["type"] for a in legal} == {"flag_part"}, "the part is chosen at once"
    assert {a["part"] for a in legal} == set(PARTS) - {"left_arm"}, "only a part still on"
    assert state["pending"]["parts"] == [a["part"] for a in legal], "the decision lists the parts by name"
    state, _ = act(state, 0, {"type": "flag_part", "part": "right_leg"})
    assert flags_of(state)[1]["part"] == "right_leg"
    assert not any(a["type"] == "flag_part" for a in R.legal_actions(state, 0)), "no way to move it"


def test_a_flag_part_decision_saved_by_rules_version_1_still_plays_on() -> None:
    """L328 the carrier names a body part. Rules version 1 saved the decision's parts as indices into
    PARTS (version 2 names them): a running game saved then still lists and takes the part by name."""
    state = into_turn(cfc(), 0, {0: 92}, dice=[3, 2])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 92 -> 95
    state["pending"] = {**state["pending"], "parts": [1, 5]}  # as version 1 saved it
    assert R.legal_actions(state, 0) == [
        {"type": "flag_part", "part": "torso"},
        {"type": "flag_part", "part": "right_leg"},
    ]
    state, _ = act(state, 0, {"type": "flag_part", "part": "torso"})
    assert flags_of(state)[1]["part"] == "torso"


def carrier_state(square: int, shooter: int, part: str = "left_arm") -> State:
    """Red seat 0 carries Blue's flag on ``part`` on ``square``; Blue seat 1 is on turn on ``shooter``
    (next to it: the Dessert Eagle rolls 2 dice)."""
    state = cfc()
    state["scenario_state"]["flags"][1] = {"at": None, "carrier": 0, "part": PARTS.index(part), "barred": []}
    return into_turn(state, 1, {0: square, 1: shooter}, dice=[])


def shoot_off_the_flag_part(state: State, drop_face: int) -> State:
    """Seat 1 shoots seat 0's left arm (1 box left) off; the drop die shows ``drop_face``."""
    state["players"][0]["parts"][PARTS.index("left_arm")] = 1
    state = force_next(state, [PARTS.index("left_arm"), PARTS.index("torso"), drop_face - 1])
    state, _ = act(state, 1, {"type": "attack", "weapon": EAGLE, "target": 0, "ammo": 1})
    state, _ = act(state, 0, {"type": "no_reaction"})
    return state


def test_a_flag_drops_where_it_is_on_a_five_or_six() -> None:
    """L330 'If the body part holding the flag is destroyed, the flag will drop. Roll a die. On a roll
    of 5 or 6, the flag remains in the same square.'"""
    for face in (5, 6):
        state = shoot_off_the_flag_part(carrier_state(55, 56), face)
        flag = flags_of(state)[1]
        assert (flag["at"], flag["carrier"], flag["barred"]) == (55, None, [0])


def test_a_flag_falls_on_a_diagonal_on_one_to_four_as_the_reconstructed_diagram_says() -> None:
    """L330 'On a roll of 1 through 4, the flag will fall into a square on a diagonal as shown in the
    diagram.' (The diagram is not in the text: flag_scatter.json reconstructs it.)"""
    stays, diagonals = load_scatter()
    assert stays == {5, 6}
    assert sorted(diagonals) == [1, 2, 3, 4]
    square = 55
    for face, (up, right) in diagonals.items():
        state = shoot_off_the_flag_part(carrier_state(square, 56), face)
        expected = BOARD.square_at(BOARD.level(square) + up, BOARD.column(square) + right)
        assert expected in BOARD.diagonal_neighbours(square)
        assert flags_of(state)[1]["at"] == expected
    # Off the board's edge: the flag stays where it fell (square 1 has nothing below it).
    down = next(face for face, (up, _) in diagonals.items() if up < 0)
    state = shoot_off_the_flag_part(carrier_state(1, 2), down)
    assert flags_of(state)[1]["at"] == 1


def test_the_scatter_diagram_is_marked_as_a_reconstruction_and_checked(tmp_path: Any) -> None:
    import json

    raw = json.loads(flag_rules.SCATTER_FILE.read_text())
    assert raw["reconstruction"] is True
    assert "diagram is not in the rulebook" in raw["note"]
    bad = tmp_path / "scatter.json"
    bad.write_text(json.dumps({**raw, "stays": [6]}))
    with pytest.raises(ValueError, match="faces 1-6"):
        load_scatter(bad)
    bad.write_text(json.dumps({**raw, "diagonals": {**raw["diagonals"], "1": [2, 0]}}))
    with pytest.raises(ValueError, match="diagonal step"):
        load_scatter(bad)


def test_the_dropper_may_not_retake_the_flag_until_its_next_turn() -> None:
    """L330 'The player who dropped it may not pick it up again until their next turn.'"""
    state = cfc()
    state["scenario_state"]["flags"][1] = {"at": 50, "carrier": None, "part": None, "barred": [0]}
    moved = into_turn(fast_copy(state), 0, {0: 48}, dice=[4, 1])
    moved["scenario_state"]["flags"][1]["barred"] = [0]  # its turn began before the drop (reaction)
    moved, _ = act(moved, 0, {"type": "move", "die": 0, "direction": 1})  # 48 -> 52 through 50
    assert flags_of(moved)[1]["carrier"] is None
    # Its next turn: allowed again.
    later = into_turn(state, 0, {0: 48}, dice=[4, 1])
    assert flags_of(later)[1]["barred"] == []
    later, _ = act(later, 0, {"type": "move", "die": 0, "direction": 1})
    assert flags_of(later)[1]["carrier"] == 0


def test_teammates_on_one_square_by_exact_count_may_pass_the_flag() -> None:
    """L334 'If two teammates land by exact count on the same square, the player in possession of
    the flag may pass it to the other and it may be assigned to any body part the other team member
    wishes.'"""
    state = cfc()
    state["scenario_state"]["flags"][1] = {"at": None, "carrier": 2, "part": 0, "barred": []}
    state = into_turn(state, 0, {0: 60, 2: 63}, dice=[3, 4])
    through = fast_copy(state)
    through, _ = act(through, 0, {"type": "move", "die": 1, "direction": 1})  # 60 -> 64 past 63
    assert through["pending"] is None, "passing the square is not landing on it"
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 60 -> 63 exactly
    assert R.to_act(state) == [2], "the carrier decides"
    assert R.legal_actions(state, 2) == [{"type": "pass_flag", "flag": 1, "to": 0}, {"type": "keep_flag"}]
    state, _ = act(state, 2, {"type": "pass_flag", "flag": 1, "to": 0})
    assert R.to_act(state) == [0]
    state, _ = act(state, 0, {"type": "flag_part", "part": "right_arm"})
    flag = flags_of(state)[1]
    assert (flag["carrier"], flag["part"]) == (0, "right_arm")
    # The mover who carries may pass it on to a teammate it landed on, once.
    state = cfc()
    state["scenario_state"]["flags"][1] = {"at": None, "carrier": 0, "part": 0, "barred": []}
    state = into_turn(state, 0, {0: 60, 2: 63}, dice=[3, 4])
    assert not any(a["type"] == "pass_flag" for a in R.legal_actions(state, 0))
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    assert {"type": "pass_flag", "flag": 1, "to": 2} in R.legal_actions(state, 0)


def test_a_cookie_that_respawned_this_round_may_still_be_passed_the_flag() -> None:
    """L334 the carrier 'may pass it to the other and it may be assigned to any body part the other team
    member wishes'; L92 'No other actions may be taken until your following Turn' is read as the
    respawned cookie's own actions (no reaction card), not a pass its teammate makes to it, so it still
    names the body part (a reading, docs/shootin-ladders.md)."""
    state = cfc()
    state["scenario_state"]["flags"][1] = {"at": None, "carrier": 0, "part": 0, "barred": []}
    state["players"][2]["respawned"] = True
    state = into_turn(state, 0, {0: 10, 2: 13}, dice=[3, 4])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 10 -> 13 exactly
    state, _ = act(state, 0, {"type": "pass_flag", "flag": 1, "to": 2})
    assert R.to_act(state) == [2]
    state, _ = act(state, 2, {"type": "flag_part", "part": "torso"})
    assert (flags_of(state)[1]["carrier"], flags_of(state)[1]["part"]) == (2, "torso")


def steal_state(carrier_part_boxes: int, thief_part_boxes: int) -> State:
    state = cfc()
    state["scenario_state"]["flags"][1] = {"at": None, "carrier": 0, "part": 2, "barred": []}
    state = into_turn(state, 1, {0: 63, 1: 60}, dice=[3, 5])
    state["players"][0]["parts"][2] = carrier_part_boxes
    state["players"][1]["parts"][2] = thief_part_boxes
    state, _ = act(state, 1, {"type": "move", "die": 0, "direction": 1})  # 60 -> 63 exactly
    return state


def test_an_opponent_landing_on_the_carrier_may_try_to_steal_the_flag() -> None:
    """L336 'If an opponent lands in the same square as a flag carrier by exact count, that player may
    attempt to steal the flag. The two players each roll a die. The higher roll gets the flag.'"""
    state = steal_state(6, 6)
    assert {"type": "steal_flag", "flag": 1} in R.legal_actions(state, 1)
    won = force_next(fast_copy(state), [4, 1])  # thief 5, carrier 2
    won, _ = act(won, 1, {"type": "steal_flag", "flag": 1})
    assert R.legal_actions(won, 1)[0]["type"] == "flag_part"
    won, _ = act(won, 1, {"type": "flag_part", "part": "torso"})
    assert flags_of(won)[1]["carrier"] == 1
    assert not any(a["type"] == "steal_flag" for a in R.legal_actions(won, 1))
    lost = force_next(fast_copy(state), [0, 3])
    lost, _ = act(lost, 1, {"type": "steal_flag", "flag": 1})
    assert flags_of(lost)[1]["carrier"] == 0
    assert not any(a["type"] == "steal_flag" for a in R.legal_actions(lost, 1)), "one try per landing"


def test_a_tied_steal_goes_to_the_healthier_part_and_a_second_tie_drops_the_flag() -> None:
    """L336 'If the roll is a tie, compare the damage of the body part holding the flag to the same
    body part of the character attempting to steal the flag. The healthiest body part takes or keeps
    the flag. (If that is a tie, the flag drops and neither can grab it until their next turn.)'"""
    healthier_thief = force_next(steal_state(2, 5), [3, 3])
    healthier_thief, _ = act(healthier_thief, 1, {"type": "steal_flag", "flag": 1})
    assert flags_of(healthier_thief)[1]["carrier"] == 1
    healthier_carrier = force_next(steal_state(5, 2), [3, 3])
    healthier_carrier, _ = act(healthier_carrier, 1, {"type": "steal_flag", "flag": 1})
    assert flags_of(healthier_carrier)[1]["carrier"] == 0
    dropped = force_next(steal_state(4, 4), [3, 3, 5])  # tie, tie, the drop die 6: it stays
    dropped, _ = act(dropped, 1, {"type": "steal_flag", "flag": 1})
    flag = flags_of(dropped)[1]
    assert (flag["carrier"], flag["at"], sorted(flag["barred"])) == (None, 63, [0, 1])


def capture_state() -> State:
    """Red seat 0 carries Blue's flag (on its head) to 3, its turn, dice to land on #6."""
    state = cfc(seed=3)
    state["pending"] = None
    state["scenario_state"]["flags"][1] = {"at": None, "carrier": 0, "part": 0, "barred": []}
    return into_turn(state, 0, {0: 3, 1: 60, 2: 70, 3: 80}, dice=[3, 4])


def test_a_capture_needs_an_exact_landing_and_a_declared_drop() -> None:
    """L338 'To place an opponent's flag on your home base, you must land on your base by exact count
    and declare that you are dropping the flag.'"""
    state = capture_state()
    assert not any(a["type"] == "drop_flag" for a in R.legal_actions(state, 0))
    past, _ = act(fast_copy(state), 0, {"type": "move", "die": 1, "direction": 1})  # 3 -> 7 through 6
    assert not any(a["type"] == "drop_flag" for a in R.legal_actions(past, 0))
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 3 -> 6 exactly
    assert {"type": "drop_flag", "flag": 1} in R.legal_actions(state, 0)
    state, _events = act(state, 0, {"type": "drop_flag", "flag": 1})
    assert flags_of(state)[1]["at"] == 6
    assert flags_of(state)[1]["carrier"] is None
    assert R.view(state, None)["scenario_state"]["captures"] == [{"flag": 1, "by": 0}]
    assert R.outcome(state) is None


def test_a_capture_wins_after_a_full_round() -> None:
    """L338 'The game ends when an opponent's flag rests on your home base - for a full round. In
    other words, until the player who placed the opponent's flag on their base begins their next turn.'"""
    state = capture_state()
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    state, _ = act(state, 0, {"type": "drop_flag", "flag": 1})
    state, _ = act(state, 0, {"type": "move", "die": 1, "direction": 1})  # 6 -> 10
    # Everyone else takes a turn; the capture holds until seat 0's next turn begins.
    state["scenario_state"]["deployed"] = [0, 2, 3]
    state, _ = act(state, 0, {"type": "end_turn"})
    assert R.outcome(state) is None
    state = through_decisions(state)
    assert state["current"] == 1
    state, _ = act(state, 1, {"type": "stay"})
    state, _events = act(state, 1, {"type": "end_turn"})
    assert R.outcome(state) is None
    state = through_decisions(state, choose=0)
    if state["current"] != 0:  # Blue chose to go first: its turn, then Red's choice
        state, _ = act(state, state["current"], {"type": "stay"})
        state, _ = act(state, state["current"], {"type": "end_turn"})
        seat = R.to_act(state)[0]
        state, _ = act(state, seat, {"type": "activate", "seat": 0})
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0, 2]


def test_the_opponents_may_lift_a_captured_flag_back_before_the_round_is_out() -> None:
    """L338 the capture holds only while the flag rests there; L326 lifting it off the opponent's base
    takes an exact count."""
    state = capture_state()
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    state, _ = act(state, 0, {"type": "drop_flag", "flag": 1})
    state = into_turn(state, 1, {1: 2}, dice=[4, 1])
    state, _ = act(state, 1, {"type": "move", "die": 0, "direction": 1})  # 2 -> 6
    assert flags_of(state)[1]["carrier"] == 1
    assert R.view(state, None)["scenario_state"]["captures"] == []


def test_both_flags_captured_the_first_to_reclaim_its_flag_wins() -> None:
    """L340 'In the unlikely event that both flags are captured in the same Round of play, the team
    who can first reclaim their flag wins - immediately upon moving the flag off the enemy base.'"""
    state = cfc()
    ss = state["scenario_state"]
    ss["flags"] = [
        {"at": 95, "carrier": None, "part": None, "barred": []},
        {"at": 6, "carrier": None, "part": None, "barred": []},
    ]
    ss["captures"] = [{"flag": 1, "by": 0}, {"flag": 0, "by": 1}]
    state = into_turn(state, 3, {3: 2}, dice=[4, 1])
    assert R.outcome(state) is None
    state, events = act(state, 3, {"type": "move", "die": 0, "direction": 1})  # Blue lifts its flag off #6
    assert "game_over" in events
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [1, 3]


def test_a_reclaimed_flag_is_carried_home() -> None:
    """Reading (docs): a team that picked its own flag up returns it by an exact landing on its base
    and a declared drop."""
    state = cfc()
    state["scenario_state"]["flags"][0] = {"at": None, "carrier": 0, "part": 1, "barred": []}
    state = into_turn(state, 0, {0: 4}, dice=[2, 1])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    state, _events = act(state, 0, {"type": "drop_flag", "flag": 0})
    assert flags_of(state)[0]["at"] == 6
    assert R.view(state, None)["scenario_state"]["captures"] == []


# -- THE DIRTY HALF DOZEN ------------------------------------------------------------


def dhd(teams: tuple[int, ...] = (0, 0, 0, 1), seed: int = 2) -> State:
    return setup(DHD, teams, seed)


def test_the_sniper_places_anywhere_on_the_top_level_and_the_squad_starts_on_1() -> None:
    """L366 'the sniper and places his token anywhere on the top level (91-100). The rest of the
    players form the squad and begin on the Home Base at the bottom (square #1).'"""
    state = dhd((1, 0, 1, 1))
    assert R.to_act(state) == [1]
    assert R.legal_actions(state, 1) == [{"type": "place", "square": s} for s in range(91, 101)]
    state, _ = act(state, 1, {"type": "place", "square": 93})
    assert [p["pos"] for p in state["players"]] == [1, 93, 1, 1]
    assert R.view(state, None)["scenario_state"]["sniper"] == 1


def test_the_squad_goes_first_every_round_and_picks_its_order() -> None:
    """L366 'The squad will go first - and may choose which players take their Turn in what order
    every Turn.'"""
    state = dhd()
    state, _ = act(state, 3, {"type": "place", "square": 99})
    for _round in range(2):
        assert "team_dice" not in str(state.get("opening", ""))
        chooser = R.to_act(state)[0]
        assert {a["seat"] for a in R.legal_actions(state, chooser)} == {0, 1, 2}
        state, _ = act(state, chooser, {"type": "activate", "seat": 2})
        state, _ = act(state, 2, {"type": "stay"})
        state, _ = act(state, 2, {"type": "end_turn"})
        assert state["current"] == 3
        state, _ = act(state, 3, {"type": "stay"})
        state, _ = act(state, 3, {"type": "end_turn"})
        for _ in range(2):
            chooser = R.to_act(state)[0]
            legal = R.legal_actions(state, chooser)
            seat = legal[0]["seat"] if legal[0]["type"] == "activate" else chooser
            if legal[0]["type"] == "activate":
                state, _ = act(state, chooser, legal[0])
            state, _ = act(state, seat, {"type": "stay"})
            state, _ = act(state, seat, {"type": "end_turn"})


def test_the_sniper_boxes_equal_the_opponents_and_the_squad_has_one() -> None:
    """L384 'Squad: 1 damage box per body part.' L388-398 'vs 7 opponents: 7 boxes per body part ...
    vs 2 opponents: 2 boxes per body part.'"""
    for seats in range(3, 9):
        teams = tuple([0] * (seats - 1) + [1])
        state = dhd(teams)
        assert state["players"][-1]["parts"] == [seats - 1] * 6
        assert all(p["parts"] == [1] * 6 for p in state["players"][:-1])


def test_starting_hands_the_rifle_and_nothing() -> None:
    """L374 "Sniper - 'Ginger Snipe Rifle' Card / Squad - None"; L370 'The squad begins only with
    their standard issue Dessert Eagles'. The sniper's second rifle is set aside (a reading)."""
    state = dhd()
    assert [CARDS[u].id for u in state["players"][3]["hand"]] == ["ginger_snipe_rifle"]
    assert all(state["players"][s]["hand"] == [] for s in range(3))
    everywhere = [u for deck in state["decks"].values() for u in deck]
    assert not any(CARDS[u].id == "ginger_snipe_rifle" for u in everywhere)


def test_no_respawns_and_the_last_side_standing_wins() -> None:
    """L378 RESPAWNS: None; L364 'Crumb the Sniper / Wipe out the Squad!'; L370 'Fight until one side
    stands victorious.'"""
    state = dhd()
    state, _ = act(state, 3, {"type": "place", "square": 99})
    for s in (0, 1):
        state["players"][s].update(status="out", pos=None, parts=[0] * 6)
    state["players"][2]["parts"] = [1, 0, 0, 0, 0, 0]
    state = into_turn(state, 3, {2: 60, 3: 60}, dice=[])
    state = force_next(state, [HEAD])
    state, _ = act(state, 3, {"type": "attack", "weapon": EAGLE, "target": 2, "ammo": 1})
    state, events = act(state, 2, {"type": "no_reaction"})
    assert "out" in events
    assert "game_over" in events
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [3]


def test_the_sniper_ignores_one_obstruction() -> None:
    """L368 'may, in this scenario, ignore one (and only one) obstruction to LOS between he and his target.'"""
    state = dhd()
    state, _ = act(state, 3, {"type": "place", "square": 97})
    state = into_turn(state, 3, {0: 77, 1: 10, 2: 2, 3: 97}, dice=[])
    rifle = state["players"][3]["hand"][0]
    state, _ = act(state, 3, {"type": "play_weapon", "card": rifle})
    assert BOARD.obstructions(97, 77) == 1
    assert not BOARD.line_of_sight(97, 77)
    assert BOARD.obstructions(97, 10) >= 2
    assert BOARD.distance(97, 10) <= CARDS[rifle].range
    targets = {a["target"] for a in R.legal_actions(state, 3) if a["type"] == "attack" and a["weapon"] == rifle}
    assert 0 in targets
    assert 1 not in targets
    # The squad does not: from 77 it cannot see 97.
    squad = into_turn(state, 0, dice=[])
    assert not any(a["type"] == "attack" and a["target"] == 3 for a in R.legal_actions(squad, 0))


def test_the_sniper_reloads_by_himself_on_his_following_turn() -> None:
    """L368 'When out of ammo, he may automatically reload the weapon, on his following Turn, by
    setting the ammo track to maximum.'"""
    state = dhd()
    state, _ = act(state, 3, {"type": "place", "square": 97})
    state = into_turn(state, 3, dice=[])
    rifle = state["players"][3]["hand"][0]
    state, _ = act(state, 3, {"type": "play_weapon", "card": rifle})
    state["players"][3]["weapons"][0]["ammo"] = 0
    state["scenario_state"]["deployed"] = [0, 1, 2]
    state, _events = act(state, 3, {"type": "end_turn"})
    assert state["players"][3]["weapons"][0]["ammo"] == 0, "not before his next turn"
    state = into_turn(state, 3)
    assert state["players"][3]["weapons"][0]["ammo"] == CARDS[rifle].ammo


def test_the_sniper_touches_no_other_card_and_the_squad_draws() -> None:
    """L368 'He may not access other Ammo, Weapons or Gear Cards.' L370 'but may draw cards normally.'"""
    state = dhd()
    state, _ = act(state, 3, {"type": "place", "square": 97})
    nibbs = give(state, 3, "nibbs")
    state = into_turn(state, 3, {3: 11}, dice=[1, 2])
    legal = R.legal_actions(state, 3)
    assert not any(a.get("card") == nibbs for a in legal)
    state, events = act(state, 3, {"type": "move", "die": 0, "direction": 1})  # 11 -> 12, a weapon star
    assert "drew" not in events
    squad = into_turn(state, 0, {0: 11}, dice=[1, 2])
    squad, events = act(squad, 0, {"type": "move", "die": 0, "direction": 1})
    assert "drew" in events


# -- random play -------------------------------------------------------------------


def team_configs(seats_range: range = range(2, 9)) -> list[GameConfig]:
    configs = []
    for scenario in TEAM_SCENARIOS:
        for seats in seats_range:
            if scenario == DHD:
                if seats < 3:
                    continue
                teams = tuple([0] * (seats - 1) + [1])
            elif seats % 2:
                continue
            else:
                teams = tuple(s % 2 for s in range(seats))
            configs.append(GameConfig(scenario, seats, {}, teams))
    return configs


def play_random(config: GameConfig, seed: int, *, aggressive: bool = False) -> tuple[list[tuple[int, Action]], State]:
    """Random legal play; ``aggressive`` attacks whenever it can."""
    chooser = random.Random(seed)
    state = R.setup(config, seed)
    log: list[tuple[int, Action]] = []
    for _ in range(400_000):
        if R.outcome(state) is not None:
            return log, state
        seat = R.to_act(state)[0]
        legal = R.legal_actions(state, seat)
        attacks = [a for a in legal if a["type"] == "attack"] if aggressive else []
        action = chooser.choice(attacks or legal)
        log.append((seat, action))
        state, _ = R.apply(state, seat, action)
    raise AssertionError(f"{config} seed {seed}: no end")


@pytest.mark.parametrize("config", team_configs(range(2, 9)), ids=lambda c: f"{c.scenario}-{c.seats}")
def test_random_play_of_every_team_scenario_ends_and_replays(config: GameConfig) -> None:
    for seed in range(2):
        log, final = play_random(config, seed)
        outcome = R.outcome(final)
        assert outcome is not None
        if outcome.details["end_reason"] == "mission":
            assert config.teams is not None
            assert len({config.teams[w] for w in outcome.winners}) == 1, "one team wins"
        assert state_hash(replay(R, config, seed, log)) == state_hash(final)


@pytest.mark.property
@pytest.mark.parametrize("config", team_configs(range(2, 9)), ids=lambda c: f"{c.scenario}-{c.seats}")
def test_random_play_over_many_seeds_never_crashes_and_replays(config: GameConfig) -> None:
    """3 seeds per unit of PROPERTY_SCALE (75 at scale 25), beyond the two above."""
    for seed in range(2, 2 + scaled(3)):
        log, final = play_random(config, seed)
        assert R.outcome(final) is not None
        assert state_hash(replay(R, config, seed, log)) == state_hash(final)


@pytest.mark.property
@pytest.mark.parametrize("config", team_configs(range(2, 9)), ids=lambda c: f"{c.scenario}-{c.seats}")
def test_a_random_player_that_attacks_whenever_it_can_ends_every_game_by_its_mission(config: GameConfig) -> None:
    """3 seeds per unit of PROPERTY_SCALE (75 at scale 25)."""
    for seed in range(scaled(3)):
        _, final = play_random(config, seed, aggressive=True)
        outcome = R.outcome(final)
        assert outcome is not None
        assert outcome.details["end_reason"] == "mission"


@pytest.mark.parametrize("scenario", ["trophy-room", "guns-of-tobleronne"])
def test_a_scenario_refuses_an_action_type_it_does_not_know(scenario: str) -> None:
    """The scenario hook for its own action types (reached only after ``check``)
    refuses an unknown type as an illegal action, never a crash."""
    rules = R.scenarios[scenario]
    teams = (0, 1, 0, 1) if scenario == "guns-of-tobleronne" else None
    state = R.setup(GameConfig(scenario, 4, {}, teams), 3)
    with pytest.raises(IllegalAction) as refused:
        rules.apply_action(state, 0, {"type": "teleport"}, [])
    assert refused.value.code == "illegal_action"
    assert "teleport" in refused.value.message
