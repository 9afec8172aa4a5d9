"""Run For Your Life, Candyman!: PLAY AT ANY TIME as printed (rules version 2, issue #44).

L139: "•PLAY AT ANY TIME• These cards may be played out of turn at anytime during the game."
L67 (Example 2): "A player decides to interrupt another player's turn with 'Push'n Pop'
(which has the 'PLAY AT ANY TIME' keyword) to shove the other player back 5 spaces. This
card is discarded after use. Had they played it on their own turn, this would have counted
as the player's attack against the opponent even though it causes no damage."

Rules version 1 read "at anytime" as one window a turn, after the active cookie's move,
aimed at that cookie; games dealt under it keep that reading (test_candyman.py,
``test_example_2_under_rules_version_1_one_window_a_turn_after_the_move``). Version 2 asks
every holder of such a card after each step of a turn, against any cookie in play.
"""

from __future__ import annotations

import pytest

from ladders.candyman.data import BOARD
from ladders.candyman.rules import RULESET as RULES
from ladders.candyman.treats import AS_PRINTED
from ladders.engine import GameConfig, IllegalAction, State
from tests.ladders.test_candyman import act, dash, draw_and_move, game, parts, stack_top, treat, types

V1 = 1
V2 = AS_PRINTED


def holding(state: State, **hands: list[int]) -> State:
    """``state`` with the hands given as ``seat<N>=[uids]``."""
    for key, hand in hands.items():
        state["players"][int(key.removeprefix("seat"))]["hand"] = list(hand)
    return state


def test_a_new_game_is_dealt_under_the_printed_reading_and_an_old_one_keeps_its_own() -> None:
    assert RULES.info.rules_version == V2
    assert RULES.info.earlier_rules_versions == (V1,)
    assert RULES.played_rules_version(RULES.setup(GameConfig("standard", 3), 5)) == V2
    old = RULES.setup(GameConfig("standard", 3, rules_version=V1), 5)
    assert "rules_version" not in old  # states saved before the mark are version 1
    assert RULES.played_rules_version(old) == V1


@pytest.mark.parametrize(
    "rules_version",
    [
        pytest.param(
            V1,
            marks=pytest.mark.xfail(
                strict=True,
                raises=AssertionError,
                reason="version 1 read 'at anytime' as one window a turn, after the move",
            ),
        ),
        V2,
    ],
)
def test_example_2_push_n_pop_interrupts_another_players_turn_at_any_time(rules_version: int) -> None:
    """L139: "These cards may be played out of turn at anytime during the game." L67: "A
    player decides to interrupt another player's turn with 'Push'n Pop' ... to shove the
    other player back 5 spaces. This card is discarded after use."

    Here the holder interrupts right after the other player has drawn its movement card,
    before it moves: the move then starts 5 spaces back. Version 1 had no window there."""
    state = holding(game(2, [30, 20], current=1, rules_version=rules_version), seat0=[pop := treat("push_n_pop")])
    stack_top(state, dash("icons", "chocolate"))
    state, _ = act(state, 1, {"type": "draw"})
    assert RULES.to_act(state) == [0], "the holder may interrupt before the move"
    assert {"type": "treat", "card": pop, "target": 1} in RULES.legal_actions(state, 0)
    state, events = act(state, 0, {"type": "treat", "card": pop, "target": 1})
    assert state["players"][1]["pos"] == 15
    assert pop in state["treat_discard"]
    assert parts(state, 1) == [4] * 6  # a shove, no damage
    assert "pushed" in types(events)
    assert RULES.to_act(state) == [1]
    state, events = act(state, 1, {"type": "move", "directions": [1]})
    assert state["players"][1]["pos"] == BOARD.step(15, "chocolate", 1)


def test_example_2_played_on_your_own_turn_it_counts_as_your_attack() -> None:
    """L67: "Had they played it on their own turn, this would have counted as the player's
    attack against the opponent even though it causes no damage." (L119: one attack on a
    given player a turn.)"""
    state = holding(game(2, [7, 7], rules_version=V2), seat0=[pop := treat("push_n_pop")])
    state, _ = act(state, 0, {"type": "treat", "card": pop, "target": 1})
    assert state["players"][1]["pos"] == 2
    assert parts(state, 1) == [4] * 6
    assert state["turn"]["attacked"] == [1]
    assert {"type": "attack", "target": 1} not in RULES.legal_actions(state, 0)


def test_only_holders_are_asked_in_seat_order_from_the_active_players_left() -> None:
    """Every holder of a PLAY AT ANY TIME card, and nobody else, gets a window, clockwise
    from the active cookie (L41: play passes clockwise). A hand of other treats is never
    asked (version 1 asked every cookie holding any treat, once, after the move)."""
    state = game(4, [10, 20, 30, 40], current=1, rules_version=V2)
    holding(state, seat0=[treat("push_n_pop")], seat2=[treat("fizz_pop")], seat3=[treat("jawbreaker")])
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 1, {"type": "draw"})
    asked = []
    while RULES.to_act(state) != [1]:
        seat = RULES.to_act(state)[0]
        asked.append(seat)
        assert RULES.legal_actions(state, seat)[-1] == {"type": "pass"}
        state, _ = act(state, seat, {"type": "pass"})
    assert asked == [2, 0]
    old = game(4, [10, 20, 30, 40], current=1, rules_version=V1)
    holding(old, seat0=[treat("push_n_pop")], seat2=[treat("fizz_pop")], seat3=[treat("jawbreaker")])
    stack_top(old, dash("icons", "gumball"))
    old, _ = act(old, 1, {"type": "draw"})
    assert RULES.to_act(old) == [1]  # version 1: no window before the move
    old, _ = act(old, 1, {"type": "move", "directions": [1]})
    asked = []
    while RULES.to_act(old) != [1]:
        asked.append(seat := RULES.to_act(old)[0])
        old, _ = act(old, seat, {"type": "pass"})
    assert asked == [2, 3, 0]


def test_a_window_follows_each_step_of_a_turn_once_it_is_resolved() -> None:
    """ "At anytime": a holder is asked after each step of another cookie's turn: after an
    attack (its damage done), after the draw, after the move, and at the start of the
    next turn (once the Twins' four attacks, L89, are made); never in the middle of a step,
    and not after ``end_turn`` (the next turn's start follows it)."""
    state = game(3, [5, 5, 60], current=0, rules_version=V2)
    holding(state, seat2=[treat("push_n_pop")])
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 0, {"type": "attack", "target": 1})  # L117: before moving
    assert RULES.to_act(state) == [2]
    assert parts(state, 1) != [4] * 6  # the attack is resolved first
    state, _ = act(state, 2, {"type": "pass"})
    stack_top(state, dash("icons", "chocolate"))
    state, _ = act(state, 0, {"type": "draw"})
    assert (RULES.to_act(state), state["turn"]["phase"]) == ([2], "move")
    state, _ = act(state, 2, {"type": "pass"})
    state, _ = act(state, 0, {"type": "move", "directions": [1]})
    assert (RULES.to_act(state), state["turn"]["phase"]) == ([2], "after_move")
    state, _ = act(state, 2, {"type": "pass"})
    assert RULES.to_act(state) == [0]
    state["players"][1]["pos"] = 92  # seat 1 starts its turn in the Danger Zone
    state, events = act(state, 0, {"type": "end_turn"})
    assert state["current"] == 1
    assert sum(1 for e in events if e.type == "attack" and e.data["seat"] == -1) == 4
    assert RULES.to_act(state) == [2]  # the Twins first, then the window
    state, _ = act(state, 2, {"type": "pass"})
    assert RULES.to_act(state) == [1]
    assert state["turn"]["phase"] == "before_move"


def test_out_of_turn_the_card_names_any_cookie_in_play() -> None:
    """Out of turn, L127's "a player whose space you are moving through" cannot apply: the
    card names its target ("Shove a player back 5 spaces"), any other cookie in play, the
    active one or not; never the holder itself. Version 1 aimed only at the active cookie."""
    state = game(3, [10, 30, 50], current=0, rules_version=V2)
    holding(state, seat1=[pop := treat("push_n_pop")])
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 0, {"type": "draw"})
    assert RULES.legal_actions(state, 1) == [
        {"type": "treat", "card": pop, "target": 0},
        {"type": "treat", "card": pop, "target": 2},
        {"type": "pass"},
    ]
    with pytest.raises(IllegalAction):
        RULES.apply(state, 1, {"type": "treat", "card": pop, "target": 1})
    state, _ = act(state, 1, {"type": "treat", "card": pop, "target": 2})
    assert state["players"][2]["pos"] == 45
    assert state["turn"]["attacked"] == []  # out of turn it is nobody's attack of the turn
    old = game(3, [10, 30, 50], current=0, rules_version=V1)
    holding(old, seat1=[pop])
    old, _ = draw_and_move(old, 0, dash("icons", "gumball"), directions=[1])
    assert RULES.legal_actions(old, 1) == [{"type": "treat", "card": pop, "target": 0}, {"type": "pass"}]


def test_fizz_pop_out_of_turn_marks_a_box_of_the_holders_choice_on_any_cookie() -> None:
    """Fizz Pop (PLAY AT ANY TIME, 1 box on a part of your choice) played in another
    cookie's turn on a third cookie: the holder chooses the part."""
    state = game(3, [10, 30, 50], current=0, rules_version=V2)
    holding(state, seat1=[fizz := treat("fizz_pop")])
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 0, {"type": "draw"})
    state, _ = act(state, 1, {"type": "treat", "card": fizz, "target": 2})
    assert RULES.to_act(state) == [1]
    assert {a["type"] for a in RULES.legal_actions(state, 1)} == {"part"}
    state, _ = act(state, 1, {"type": "part", "part": "head"})
    assert parts(state, 2) == [3, 4, 4, 4, 4, 4]
    assert RULES.to_act(state) == [0]


def test_a_card_played_out_of_turn_is_a_step_after_which_every_holder_is_asked_again() -> None:
    """A card played in a window is itself a step: once it is resolved the round starts
    over from the active cookie's left, so a holder who passed may answer it."""
    state = game(3, [10, 30, 50], current=0, rules_version=V2)
    holding(state, seat1=[treat("push_n_pop"), treat("fizz_pop")], seat2=[pop2 := treat("push_n_pop", 1)])
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 0, {"type": "draw"})
    asked = [RULES.to_act(state)[0]]
    state, _ = act(state, 1, {"type": "pass"})
    asked.append(RULES.to_act(state)[0])
    state, _ = act(state, 2, {"type": "treat", "card": pop2, "target": 1})
    assert state["stack"][-1]["k"] == "defend"  # L137: seat 1 holds treats, so it may defend
    state, _ = act(state, 1, {"type": "no_defense"})
    assert state["players"][1]["pos"] == 25
    asked.append(RULES.to_act(state)[0])
    state, _ = act(state, 1, {"type": "pass"})
    assert asked == [1, 2, 1]
    assert RULES.to_act(state) == [0]  # seat 2 holds no such card any more


def test_no_window_in_a_candy_cage_match_nor_after_the_turn_it_ends() -> None:
    """L77: "No Special Treat cards may be used during a Candy Cage Match." The match ends
    the initiator's turn: the next window is the next turn's start."""
    state = game(4, [15, 40, 60, 80], current=0, rules_version=V2)
    holding(state, seat3=[treat("push_n_pop")])
    stack_top(state, dash("icons", "ju_ju"))
    state, _ = act(state, 0, {"type": "draw"})
    state, _ = act(state, 3, {"type": "pass"})
    state, _ = act(state, 0, {"type": "move", "directions": [1]})
    assert state["players"][0]["pos"] == 16  # the first burst
    assert RULES.to_act(state) == [3]  # after the move
    state, _ = act(state, 3, {"type": "pass"})
    state, _ = act(state, 0, {"type": "summon", "target": 2})
    while state["cage"] is not None:
        seat = RULES.to_act(state)[0]
        assert seat != 3
        state, _ = act(state, seat, RULES.legal_actions(state, seat)[0])
    assert state["current"] == 1
    assert RULES.to_act(state) == [3]  # seat 1's turn starts
    assert state["turn"]["phase"] == "before_move"


def test_the_window_is_shown_to_its_holder_alone_and_a_pass_told_to_the_passer() -> None:
    """Hands are hidden: only holders are asked, so the window itself and its ``pass``
    are shown to the holder alone (the view's ``decision`` is null for everyone else).
    Under version 1 (every cookie holding any treat asked) both stay public."""
    state = game(3, [10, 30, 50], current=0, rules_version=V2)
    holding(state, seat1=[treat("push_n_pop")])
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 0, {"type": "draw"})
    assert RULES.view(state, 1)["decision"] == {"k": "interrupt", "seat": 1}
    for viewer in (None, 0, 2):
        view = RULES.view(state, viewer)
        assert view["decision"] is None
        assert "hand" not in view["players"][1]
        assert str(treat("push_n_pop")) not in view["treat_cards"]
    state, events = act(state, 1, {"type": "pass"})
    assert [(e.type, e.visible_to) for e in events if e.type == "passed"] == [("passed", (1,))]
    old = game(3, [10, 30, 50], current=0, rules_version=V1)
    holding(old, seat1=[treat("push_n_pop")])
    old, _ = draw_and_move(old, 0, dash("icons", "gumball"), directions=[1])
    assert RULES.view(old, 2)["decision"] == {"k": "interrupt", "seat": 1}
    old, events = act(old, 1, {"type": "pass"})
    assert [(e.type, e.visible_to) for e in events if e.type == "passed"] == [("passed", None)]
