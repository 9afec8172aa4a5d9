"""Ladder 29: one test per rule of shared/rulebooks/ladder-29.txt, the rulebook's worked examples first."""

from __future__ import annotations

import json
import random
from itertools import chain, combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ladders.engine import GameConfig, IllegalAction, State, replay, state_hash
from ladders.ladder29.cards import (
    CHIEF,
    DALMATIAN,
    DECK_SIZE,
    FIREFIGHTER_CARDS,
    FOUR,
    LIEUTENANT,
    NAME,
    PAIR,
    ROOKIE,
    ROOKIE_BLUE,
    RUN,
    SINGLE,
    SUIT_NAMES,
    TRIPLE,
    Combo,
    beats,
    classify,
    plays,
)
from ladders.ladder29.hotspots import DEFAULT_HOT_SPOTS_FILE
from ladders.ladder29.rules import RULESET as RULES
from ladders.ladder29.rules import Ladder29

Y, R, G, B = range(4)


def c(number: int, suit: int) -> int:
    """The firefighter card ``number`` (1-15) of ``suit`` (Y, R, G, B)."""
    return (number - 1) * 4 + suit


def flat(hands: list[list[int]]) -> list[int]:
    return list(chain.from_iterable(hands))


def combo(*cards: int) -> Combo:
    result = classify(sorted(cards))
    assert result is not None, f"{cards} is no legal play"
    return result


def may_play(play: list[int], on: list[int]) -> bool:
    return beats(combo(*play), combo(*on))


# -- Cards --------------------------------------------------------------------


def test_deck_is_60_firefighters_and_5_specials_count_mismatch_noted() -> None:
    """'65 Firefighter Cards (four suits/colors # 1-15) and 5 Special Personnel Cards' (L17): four suits
    of 1-15 are 60 cards; with the 5 specials that is 65, exactly five hands of 13 (L41). The data file
    says how the mismatch was read."""
    firefighters = [NAME[card] for card in range(FIREFIGHTER_CARDS)]
    assert len(firefighters) == len(set(firefighters)) == 4 * 15
    assert {f"{suit} {number}" for suit in SUIT_NAMES for number in range(1, 16)} == set(firefighters)
    specials = [NAME[card] for card in range(FIREFIGHTER_CARDS, DECK_SIZE)]
    assert specials == ["Dalmatian", "Rookie", "Rookie (Blue)", "Lieutenant", "Chief"]
    assert DECK_SIZE == 65 == 5 * 13
    notes = " ".join(json.loads(DEFAULT_HOT_SPOTS_FILE.read_text())["notes"])
    assert "65 Firefighter Cards" in notes
    assert "60 firefighter cards plus the 5 specials" in notes


def test_suits_rank_blue_green_red_yellow() -> None:
    """'Blue > Green > Red > Yellow' (L111)."""
    assert may_play([c(7, B)], [c(7, G)])
    assert may_play([c(7, G)], [c(7, R)])
    assert may_play([c(7, R)], [c(7, Y)])
    assert not may_play([c(7, B)], [c(8, Y)]), "number first, suit second"


@settings(max_examples=25, deadline=None)
@given(hand=st.sets(st.integers(0, 64), min_size=1, max_size=11), top=st.sets(st.integers(0, 64), max_size=5))
def test_play_enumeration_is_exactly_the_legal_subsets(hand: set[int], top: set[int]) -> None:
    """``plays`` (the bots' hot path) lists every subset of the hand that is a legal play on ``top``, once."""
    cards = sorted(hand)
    on = classify(sorted(top - hand)) if top - hand else None
    legal = []
    for size in range(1, len(cards) + 1):
        for subset in combinations(cards, size):
            kind = classify(list(subset))
            if kind is not None and (on is None or beats(kind, on)):
                legal.append(list(subset))
    assert sorted(plays(cards, on)) == sorted(legal)


# -- Legal plays: the rulebook's examples ------------------------------------


def test_rulebook_blue_2_single_beaten_by_any_3_or_higher() -> None:
    """'If a Blue 2 is played, any single card 3 or higher may be played on it.' (L117)"""
    assert may_play([c(3, Y)], [c(2, B)])
    assert may_play([c(15, Y)], [c(2, B)])
    assert not may_play([c(2, G)], [c(2, B)])
    assert not may_play([c(1, B)], [c(2, B)])


def test_rulebook_red_5_single_beaten_by_green_or_blue_5_or_6_up() -> None:
    """'If a Red 5 is played, a Green or Blue 5 and any card 6 or higher may be played on it.' (L117)"""
    assert may_play([c(5, G)], [c(5, R)])
    assert may_play([c(5, B)], [c(5, R)])
    assert not may_play([c(5, Y)], [c(5, R)])
    assert may_play([c(6, Y)], [c(5, R)])


def test_rulebook_pair_of_9s_red_green_beaten_by_blue_yellow_9s_or_10s_up() -> None:
    """'If a pair of 9s is played containing the Red 9 and Green 9, a pair of 9s containing the
    Blue 9 and Yellow 9, or any pair of cards 10 or higher may be played on it.' (L121-123)"""
    red_green = [c(9, R), c(9, G)]
    assert may_play([c(9, B), c(9, Y)], red_green)
    assert may_play([c(10, Y), c(10, R)], red_green)
    assert not may_play([c(8, B), c(8, G)], red_green)
    # "the highest suit/color card in the pair defines its rank": Yellow+Green 9s is no higher.
    assert not may_play([c(9, Y), c(9, G)], red_green)


def test_rulebook_triple_4s_beaten_only_by_triple_5s_or_higher() -> None:
    """'If a triple 4s are played then triple 5s or higher may be played on it.' (L125-127)"""
    assert may_play([c(5, Y), c(5, R), c(5, G)], [c(4, R), c(4, G), c(4, B)])
    assert not may_play([c(3, Y), c(3, R), c(3, G)], [c(4, R), c(4, G), c(4, B)])


def test_rulebook_run_1234_green_4_beaten_by_blue_4_or_higher_end() -> None:
    """'If the four card run 1-2-3-4 is played using the Green 4, a four card run 1-2-3-4 using the
    Blue 4 may be played on it ... any four card run ending with a higher number (2-3-4-5 ...).' (L129-131)"""
    green = [c(1, Y), c(2, Y), c(3, R), c(4, G)]
    assert may_play([c(1, R), c(2, R), c(3, Y), c(4, B)], green)
    assert may_play([c(2, B), c(3, G), c(4, Y), c(5, Y)], green)
    assert may_play([c(6, Y), c(7, Y), c(8, Y), c(9, Y)], green)
    assert not may_play([c(1, R), c(2, R), c(3, Y), c(4, Y)], green)


def test_subsequent_runs_must_have_the_led_length() -> None:
    """'Subsequent runs played on a lead must be of the exact length of what was led.' (L73)"""
    three = [c(1, Y), c(2, Y), c(3, Y)]
    assert not may_play([c(5, Y), c(6, Y), c(7, Y), c(8, Y)], three)
    assert may_play([c(5, Y), c(6, Y), c(7, Y)], three)
    hand = [c(5, Y), c(6, Y), c(7, Y), c(8, Y)]
    assert all(len(p) == 3 for p in plays(hand, combo(*three)) if combo(*p).kind == RUN)


def test_rulebook_runs_2_3_4_and_4_5_6_7_of_any_suits_up_to_15() -> None:
    """'Run (sequence): A combination of at least three cards in sequential order i.e. 2-3-4 or 4-5-6-7.
    The order of the cards must be in sequential order, but can be any suit/color. ... The highest
    possible ending card in a straight is a 15.' (L129)"""
    assert combo(c(2, Y), c(3, B), c(4, R)) == Combo(RUN, 3, combo(c(4, R)).rank)
    assert combo(c(4, G), c(5, Y), c(6, R), c(7, B)) == Combo(RUN, 4, combo(c(7, B)).rank)
    assert combo(c(13, Y), c(14, R), c(15, G)).kind == RUN
    assert classify(sorted([c(2, Y), c(4, Y), c(5, Y)])) is None, "not in sequence"
    assert classify(sorted([c(14, Y), c(15, Y), c(1, Y)])) is None, "15 ends a run: no wrap to 1"
    assert classify(sorted([c(2, Y), c(3, Y)])) is None, "at least three cards"


def test_rulebook_12s_four_of_a_kind_beaten_by_13s() -> None:
    """'If a four-of-a-kind of 12s are played then a four-of-a-kind of 13s or higher may be played
    on it.' (L133, L141)"""
    twelves = [c(12, s) for s in range(4)]
    assert may_play([c(13, s) for s in range(4)], twelves)
    assert not may_play([c(11, s) for s in range(4)], twelves)


def test_rulebook_flashover_on_run_13_14_15_then_higher_flashover() -> None:
    """'if a 3 card run is played, 13-14-15, a player that has not passed may play any four-of-a-kind
    as a flashover. Another player that has not passed may play a higher four-of-a-kind.' (L137-141)"""
    run = [c(13, Y), c(14, Y), c(15, B)]
    assert may_play([c(2, s) for s in range(4)], run)
    assert may_play([c(3, s) for s in range(4)], [c(2, s) for s in range(4)])
    assert not may_play([c(13, R), c(14, G), c(15, G)], [c(2, s) for s in range(4)])  # not even a run on it


def test_higher_flashover_over_a_flashover_in_play() -> None:
    """'a higher four-of-a-kind can be played by another player who has not passed to flashover the
    flashover.' (L139-141)"""
    sixes, nines = [c(6, s) for s in range(4)], [c(9, s) for s in range(4)]
    state = rigged([[c(13, Y), c(14, Y), c(15, B), c(1, Y)], [*sixes, c(2, Y)], [*nines, c(3, Y)]])
    state = act(state, 0, "lead", c(13, Y), c(14, Y), c(15, B))
    state = act(state, 1, "play", *sixes)
    assert {"type": "play", "cards": nines} in RULES.legal_actions(state, 2)
    state = act(state, 2, "play", *nines)
    assert state["top"]["cards"] == nines
    assert RULES.legal_actions(state, 0) == [{"type": "pass"}]


def test_flashover_on_a_single_chief_and_any_lead() -> None:
    """'Four-of-a-kind can be played as a Flashover on any lead.' (L137)"""
    fours = [c(1, s) for s in range(4)]
    for lead in ([CHIEF], [ROOKIE, ROOKIE_BLUE], [c(9, Y), c(9, R), c(9, G)], [c(3, Y), c(4, Y), c(5, Y)]):
        assert may_play(fours, lead)


def test_rulebook_dalmatian_with_red_10_is_a_pair_of_10s() -> None:
    """'If a Red 10 is played with the Dalmatian, it is a pair of 10s.' (strength set by the other card) (L149)"""
    assert combo(DALMATIAN, c(10, R)) == combo(c(10, Y), c(10, R))
    assert combo(DALMATIAN, c(10, R)).kind == PAIR
    assert may_play([DALMATIAN, c(10, R)], [c(9, B), c(9, G)])
    assert may_play([c(10, G), c(10, Y)], [DALMATIAN, c(10, R)])
    assert not may_play([c(10, Y), c(10, R)], [DALMATIAN, c(10, R)])


def test_dalmatian_is_zero_in_singles_and_runs_and_not_in_triples() -> None:
    """'Dalmatian may be played as a single or in runs as a value of 0.' (L149)"""
    assert may_play([c(1, Y)], [DALMATIAN])
    assert combo(DALMATIAN, c(1, R), c(2, Y)) == Combo(RUN, 3, combo(c(2, Y)).rank)
    assert classify(sorted([DALMATIAN, c(5, Y), c(5, R)])) is None
    assert classify(sorted([DALMATIAN, CHIEF])) is None


def test_rulebook_rookies_pair_beats_pair_of_15s() -> None:
    """'If a pair of 15s (or any pair) is played then a pair of Rookies may be played on it.' (L151-153)"""
    assert may_play([ROOKIE, ROOKIE_BLUE], [c(15, B), c(15, G)])
    assert may_play([ROOKIE, ROOKIE_BLUE], [DALMATIAN, c(15, B)])
    assert not may_play([c(15, B), c(15, G)], [ROOKIE, ROOKIE_BLUE])


def test_rookies_are_zero_singles_blue_rookie_higher_and_start_runs() -> None:
    """'Rookies may be played as a single or in runs as a value of 0 ... The Female Rookie (Blue)
    is the higher.' (L151)"""
    assert may_play([ROOKIE_BLUE], [ROOKIE])
    assert not may_play([ROOKIE], [ROOKIE_BLUE])
    assert may_play([c(1, Y)], [ROOKIE_BLUE])
    assert combo(ROOKIE, c(1, Y), c(2, Y)).kind == RUN


def test_chief_and_lieutenant_are_singles_only_21_and_18() -> None:
    """'Chief - ... may only be played as a single and has a value of 21. Lieutenant ... 18.' (L145-147)"""
    assert may_play([CHIEF], [LIEUTENANT])
    assert may_play([LIEUTENANT], [c(15, B)])
    assert classify([LIEUTENANT, CHIEF]) is None
    assert classify(sorted([c(13, Y), c(14, Y), c(15, Y), LIEUTENANT])) is None


def test_plays_of_another_kind_may_not_go_on_a_lead() -> None:
    """'players MUST play exactly what is currently led.' (L113)"""
    assert not may_play([c(9, Y), c(9, R)], [c(3, B)])
    assert not may_play([c(9, Y)], [c(3, B), c(3, R)])
    kinds = {combo(*p).kind for p in plays([c(9, Y), c(9, R), c(10, Y), c(11, Y)], combo(c(3, B)))}
    assert kinds == {SINGLE}


def test_play_enumeration_lists_every_kind_on_a_fresh_lead() -> None:
    hand = [c(1, Y), c(2, Y), c(3, Y), c(3, R), c(3, G), c(3, B), DALMATIAN, CHIEF]
    kinds = {combo(*p).kind for p in plays(hand, None)}
    assert kinds == {SINGLE, PAIR, TRIPLE, FOUR, RUN}
    assert all(classify(p) is not None for p in plays(hand, None))


# -- The round: deal, pass, draft, play, scoring ------------------------------


def new_game(seats: int = 2, seed: int = 1, **options: bool) -> State:
    return RULES.setup(GameConfig("standard", seats, dict(options)), seed)


def finish_passing(state: State) -> State:
    """Every seat passes its three lowest cards."""
    while state["phase"] == "pass":
        seat = RULES.to_act(state)[0]
        state, _ = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    return state


def draft_first(state: State) -> State:
    while state["phase"] == "draft":
        seat = RULES.to_act(state)[0]
        state, _ = RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    return state


def at_play(seats: int = 2, seed: int = 1) -> State:
    return draft_first(finish_passing(new_game(seats, seed)))


def test_deal_13_each_rest_out_of_play() -> None:
    """'Shuffle the Firefighter deck and deal each player 13 cards. Unused cards are placed out of play.' (L41)"""
    for seats in (2, 3, 4, 5):
        state = new_game(seats)
        assert [len(h) for h in state["hands"]] == [13] * seats
        assert len(state["out_of_play"]) == 65 - 13 * seats
        everything = sorted(flat(state["hands"]) + state["out_of_play"])
        assert everything == list(range(65))


def test_score_trackers_start_on_consecutive_spaces_from_the_door() -> None:
    """'In a 3p game, place markers on the door, 1, and 2.' (L31-33)"""
    assert sorted(new_game(3)["scores"]) == [0, 1, 2]


def test_hot_spots_offered_one_more_than_players_start_player_included() -> None:
    """'Including the start player card there will be one more hot spot card than the number of players.' (L37-39)"""
    for seats in (2, 3, 4, 5):
        state = new_game(seats)
        assert RULES.view(state, 0)["hot_spot_offer"] == state["hot_offer"], "face up while passing"
        state = finish_passing(state)
        offer = state["hot_offer"]
        assert len(offer) == seats + 1 == len(set(offer))
        assert RULES.hot_spots.start_player in offer


def test_pass_is_simultaneous_and_hidden_until_all_have_chosen() -> None:
    """'all players will simultaneously pass 3 cards to the player on their left.' (L53)"""
    state = new_game(3)
    assert RULES.to_act(state) == [0, 1, 2]
    card = state["hands"][0][5]
    state, events = RULES.apply(state, 0, {"type": "choose_pass", "card": card})
    private = [e for e in events if e.type == "pass_card_chosen"]
    assert private
    assert all(e.visible_to == (0,) for e in private)
    for viewer in (None, 1, 2):
        assert RULES.view(state, viewer)["my_pass"] in (None, [])
        assert all("card" not in e.data for e in events if e.visible(viewer))
    assert RULES.view(state, 0)["my_pass"] == [card]
    assert state["hands"][0].count(card) == 1  # still in hand until every seat has chosen
    # Seats 1 and 2 choose; seat 0's two other choices come in any order.
    before = [list(h) for h in state["hands"]]
    choices = {0: [card], 1: [], 2: []}
    while state["phase"] == "pass":
        seat = RULES.to_act(state)[-1]
        action = RULES.legal_actions(state, seat)[0]
        choices[seat].append(action["card"])
        state, events = RULES.apply(state, seat, action)
    for seat in range(3):
        left = (seat + 1) % 3
        assert set(choices[seat]) <= set(state["hands"][left])
        assert not set(choices[seat]) & set(state["hands"][seat])
        assert sorted(state["received"][left]) == sorted(choices[seat])
    assert all(len(h) == 13 for h in state["hands"])
    received = [e for e in events if e.type == "cards_received"]
    assert {e.visible_to for e in received} == {(0, 1), (1, 2), (0, 2)}
    assert before != state["hands"]


def test_draft_in_reverse_score_order() -> None:
    """'In reverse score order (lowest to highest on the score track), each player selects one.' (L57)"""
    state = finish_passing(new_game(4, seed=5))
    seen = []
    while state["phase"] == "draft":
        seat = RULES.to_act(state)[0]
        seen.append(state["scores"][seat])
        state, _ = RULES.apply(state, seat, RULES.legal_actions(state, seat)[-1])
    assert seen == sorted(seen)


def test_start_player_card_holder_leads() -> None:
    """'the player that selected the start player hot spot card will begin play.' (L61)"""
    state = finish_passing(new_game(3, seed=2))
    second = state["draft_order"][1]
    while state["phase"] == "draft":
        seat = RULES.to_act(state)[0]
        start = {"type": "take_hot_spot", "hot_spot": RULES.hot_spots.start_player}
        legal = RULES.legal_actions(state, seat)
        action = start if seat == second else next(a for a in legal if a != start)
        state, _ = RULES.apply(state, seat, action)
    assert state["turn"] == second
    assert all(a["type"] == "lead" for a in RULES.legal_actions(state, second))


def test_lowest_score_leads_when_nobody_took_the_start_player_card() -> None:
    """'If no one selected the start player hot spot card, the player with the lowest score begins play.' (L61)"""
    state = finish_passing(new_game(2, seed=3))
    start = RULES.hot_spots.start_player
    while state["phase"] == "draft":
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        state, _ = RULES.apply(state, seat, next(a for a in legal if a["hot_spot"] != start))
    assert state["turn"] == min(range(2), key=lambda s: state["scores"][s])


def rigged(hands: list[list[int]], turn: int = 0, scores: list[int] | None = None) -> State:
    """A play-phase state with the given hands (the rest out of play), every seat holding a Hot Spot
    without a play rule (the Start Player card), so only the rulebook's rules apply."""
    state = at_play(len(hands))
    state["hands"] = [sorted(h) for h in hands]
    state["hot_spots"] = [RULES.hot_spots.start_player] * len(hands)
    used = set(flat(hands))
    state["out_of_play"] = [x for x in range(65) if x not in used]
    state["turn"] = turn
    state["top"] = None
    state["passed"] = [False] * len(hands)
    if scores is not None:
        state["scores"] = scores
    return state


def act(state: State, seat: int, kind: str, *cards: int) -> State:
    action = {"type": kind, "cards": sorted(cards)} if cards else {"type": kind}
    new, _ = RULES.apply(state, seat, action)
    return new


def test_passing_locks_a_player_out_until_the_next_lead() -> None:
    """'once a player has passed they may not play any more cards until a new lead is played.' (L75-77)"""
    hands = [[c(3, Y), c(9, Y), c(12, Y), c(13, Y)], [c(5, Y), c(7, Y), c(14, B)], [c(4, Y), c(8, Y), c(13, R)]]
    state = rigged(hands)
    state = act(state, 0, "lead", c(3, Y))
    state = act(state, 1, "pass")
    state = act(state, 2, "play", c(4, Y))
    state = act(state, 0, "play", c(9, Y))
    assert state["turn"] == 2, "seat 1 passed and is skipped"
    state = act(state, 2, "pass")
    assert state["turn"] == 0
    # Everyone else passed: seat 0 may keep playing on its own lead or lead anew.
    kinds = {a["type"] for a in RULES.legal_actions(state, 0)}
    assert kinds == {"play", "lead"}
    state = act(state, 0, "play", c(12, Y))
    assert state["turn"] == 0
    with pytest.raises(IllegalAction):
        act(state, 1, "play", c(14, B))
    state = act(state, 0, "lead", c(13, Y))
    assert state["turn"] == 1
    assert {"type": "play", "cards": [c(14, B)]} in RULES.legal_actions(state, 1)


def test_new_lead_lets_everyone_play_again() -> None:
    state = rigged([[c(3, Y), c(9, Y), c(12, Y)], [c(5, Y), c(7, Y), c(14, B)], [c(4, Y), c(8, Y), c(13, R)]])
    state = act(state, 0, "lead", c(9, Y))
    state = act(state, 1, "pass")
    state = act(state, 2, "pass")
    state = act(state, 0, "lead", c(3, Y))
    assert state["passed"] == [False, False, False]
    assert state["turn"] == 1
    assert {"type": "play", "cards": [c(5, Y)]} in RULES.legal_actions(state, 1)


def test_flashover_only_by_a_player_who_has_not_passed() -> None:
    """'Four-of-a-kind can be played as a Flashover on any lead provided it is the player's turn
    and they have not passed.' (L137)"""
    fours = [c(6, s) for s in range(4)]
    state = rigged([[c(3, Y), c(10, Y), c(11, Y)], [*fours, c(2, Y)], [c(4, Y), c(8, Y), c(13, R)]])
    state = act(state, 0, "lead", c(3, Y))
    assert {"type": "play", "cards": fours} in RULES.legal_actions(state, 1)
    state = act(state, 1, "pass")
    state = act(state, 2, "play", c(4, Y))
    state = act(state, 0, "play", c(10, Y))
    assert state["turn"] == 2
    new, events = RULES.apply(rigged([[c(3, Y), c(9, Y)], [*fours, c(2, Y)]]), 0, {"type": "lead", "cards": [c(3, Y)]})
    new, events = RULES.apply(new, 1, {"type": "play", "cards": fours})
    assert next(e for e in events if e.type == "played").data["flashover"]
    assert RULES.legal_actions(new, 0) == [{"type": "pass"}], "only a higher four may follow a flashover"


def test_player_who_went_out_last_to_play_hands_lead_to_the_left() -> None:
    """'If the player that went out is also the last player to play (all other players pass),
    the player to their left inherits the lead and starts a new lead.' (L79)"""
    state = rigged([[c(3, Y), c(4, Y)], [c(15, B)], [c(5, Y), c(8, Y)], [c(6, Y), c(9, Y)]])
    state = act(state, 0, "lead", c(3, Y))
    state = act(state, 1, "play", c(15, B))  # seat 1 is out, on top
    assert state["finish"] == [1]
    state = act(state, 2, "pass")
    state = act(state, 3, "pass")
    new, events = RULES.apply(state, 0, {"type": "pass"})
    assert new["turn"] == 2
    assert new["top"] is None
    assert any(e.type == "lead_inherited" and e.data == {"seat": 2, "from": 1} for e in events)


def test_player_who_went_out_but_was_beaten_lead_continues() -> None:
    """'If a player extinguishes their hand during a lead, play continues as normal until all but
    one player has passed.' (L79)"""
    state = rigged([[c(3, Y), c(4, Y)], [c(10, B)], [c(12, Y), c(8, Y)]])
    state = act(state, 0, "lead", c(3, Y))
    state = act(state, 1, "play", c(10, B))
    state = act(state, 2, "play", c(12, Y))
    state = act(state, 0, "pass")
    assert state["turn"] == 2, "seat 2 is on top with everyone else passed or out"


def test_a_player_left_on_top_after_someone_went_out_may_continue_or_lead() -> None:
    """'If a player extinguishes their hand during a lead, play continues as normal until all but one
    player has passed and that player now starts a new lead' (L79), read with L77 ('as normal'): the
    player left on top may also keep playing on the lead first; it may not pass (docs/ladder-29.md)."""
    state = rigged([[c(3, Y), c(4, Y)], [c(10, B)], [c(12, Y), c(14, Y), c(8, Y)]])
    state = act(state, 0, "lead", c(3, Y))
    state = act(state, 1, "play", c(10, B))  # seat 1 goes out
    state = act(state, 2, "play", c(12, Y))
    state = act(state, 0, "pass")
    assert state["turn"] == 2
    legal = RULES.legal_actions(state, 2)
    assert {"type": "play", "cards": [c(14, Y)]} in legal
    assert {"type": "lead", "cards": [c(8, Y)]} in legal
    assert {"type": "pass"} not in legal


def offered_plays(state: State, seat: int) -> list[list[int]]:
    return sorted(a["cards"] for a in RULES.legal_actions(state, seat) if a["type"] == "play")


# A follower's hand for the three examples below: runs from 2 to 6, pairs of 6s, 8s and 10s,
# and the four 10s (a flashover on any lead, L137).
TENS = [c(10, s) for s in range(4)]
FOLLOWER = [c(2, Y), c(3, Y), c(4, Y), c(5, Y), c(6, R), c(6, G), c(8, Y), c(8, B), *TENS, c(13, Y)]


def test_rulebook_a_pair_lead_takes_only_a_higher_pair() -> None:
    """'If a pair was played, the next player may only play a higher pair' (L71); 'only pairs can be
    played during a pairs lead' (L113). Four-of-a-kind is the exception (flashover, L73, L137)."""
    state = rigged([[c(7, Y), c(7, R), c(1, Y)], FOLLOWER])
    state = act(state, 0, "lead", c(7, Y), c(7, R))
    higher_pairs = [[c(8, Y), c(8, B)], *[list(p) for p in combinations(TENS, 2)]]
    assert offered_plays(state, 1) == sorted([*higher_pairs, TENS])
    assert {"type": "pass"} in RULES.legal_actions(state, 1)
    for refused in ([c(6, R), c(6, G)], [c(13, Y)], [c(2, Y), c(3, Y), c(4, Y)], TENS[:3]):
        assert refusal(state, 1, {"type": "play", "cards": refused})[0] == "illegal_action"


def test_rulebook_a_three_card_run_lead_takes_only_a_higher_three_card_run() -> None:
    """'if a three card run was played, the next player may only play a higher three card run' (L71);
    'Subsequent runs played on a lead must be of the exact length of what was led' (L73)."""
    state = rigged([[c(1, R), c(2, R), c(3, R), c(15, B)], FOLLOWER])
    state = act(state, 0, "lead", c(1, R), c(2, R), c(3, R))
    runs = [[c(2, Y), c(3, Y), c(4, Y)], [c(3, Y), c(4, Y), c(5, Y)], [c(4, Y), c(5, Y), c(6, R)]]
    runs.append([c(4, Y), c(5, Y), c(6, G)])
    assert offered_plays(state, 1) == sorted([*runs, TENS])
    assert refusal(state, 1, {"type": "play", "cards": [c(2, Y), c(3, Y), c(4, Y), c(5, Y)]})[0] == "illegal_action"


def test_rulebook_a_four_card_run_lead_takes_only_four_card_runs() -> None:
    """'so if a four card run is played, subsequent runs must also be four cards' (L73); 'only four card
    runs can be played during a four card run lead' (L113)."""
    state = rigged([[c(1, R), c(2, R), c(3, R), c(4, R), c(15, B)], FOLLOWER])
    state = act(state, 0, "lead", c(1, R), c(2, R), c(3, R), c(4, R))
    runs = [[c(2, Y), c(3, Y), c(4, Y), c(5, Y)], [c(3, Y), c(4, Y), c(5, Y), c(6, R)]]
    runs.append([c(3, Y), c(4, Y), c(5, Y), c(6, G)])
    assert offered_plays(state, 1) == sorted([*runs, TENS])
    assert refusal(state, 1, {"type": "play", "cards": [c(4, Y), c(5, Y), c(6, R)]})[0] == "illegal_action"


def play_out(state: State, order: list[tuple[int, str, list[int]]]) -> tuple[State, list[str]]:
    types: list[str] = []
    for seat, kind, cards in order:
        action = {"type": kind, "cards": sorted(cards)} if cards else {"type": kind}
        state, events = RULES.apply(state, seat, action)
        types += [e.type for e in events]
    return state, types


def test_rulebook_3p_scoring_second_gets_2nd_place_points_last_gets_0() -> None:
    """'In a 3p game, the second player will receive the points printed on their hot spot card for 2nd
    place and the third player will receive 0 points, not the 3rd place points on their hot spot card.' (L85-89)"""
    state = rigged([[c(15, B)], [c(14, B), c(2, Y)], [c(3, Y), c(4, Y)]], scores=[0, 1, 2])
    state["hot_spots"] = [5, 6, 7]  # Hotel, High School, Brush Fire: singles break none of their rules
    hot = [RULES.hot_spots[h].points for h in state["hot_spots"]]
    assert hot[2][2] > 0, "the last player's card does print 3rd place points"
    state["round"] = 1
    state, _ = play_out(state, [(0, "lead", [c(15, B)])])  # seat 0 out first
    state, _ = play_out(state, [(1, "pass", []), (2, "pass", [])])
    assert state["turn"] == 1  # inherited by the left neighbour
    state, types = play_out(state, [(1, "lead", [c(2, Y)]), (2, "play", [c(3, Y)]), (1, "play", [c(14, B)])])
    assert "round_scored" in types
    scored = state["history"][-1]
    assert scored["finish"] == [0, 1]
    assert scored["last"] == 2
    assert scored["points"] == [hot[0][0], hot[1][1], 0], "1st place of Hotel, 2nd of High School, 0 for the last"
    assert state["scores"] == [0 + hot[0][0], 1 + hot[1][1], 2]
    assert state["dealer"] == 2, "the last player deals the next round"


def test_rulebook_2p_scoring_whoever_did_not_go_out_scores_0() -> None:
    """'In a 2p game, whomever did not go out receives 0 points.' (L89)"""
    state = rigged([[c(15, B)], [c(14, B), c(2, Y)]], scores=[3, 5])
    state["hot_spots"] = [1, 0]  # Warehouse, Start Player
    state["round"] = 1
    state, _types = play_out(state, [(0, "lead", [c(15, B)])])
    scored = state["history"][-1]
    first = RULES.hot_spots[1].points[0]
    assert RULES.hot_spots[0].points[1] > 0, "the Start Player card prints 2nd place points ..."
    assert scored["points"] == [first, 0], "... but seat 1 did not go out: 0"
    assert state["scores"] == [3 + first, 5]
    assert state["dealer"] == 1


def test_score_track_never_ties_highest_moves_first() -> None:
    """'The player currently highest on the score track scores points first ... There may not be a tie
    on the score track. If a score tracker would land on a space that is occupied, move to the next highest.' (L91)"""
    state = {"scores": [10, 12, 3, 0]}
    Ladder29._move_score_trackers(state, [2, 2, 9, 0])
    # Seat 1 (highest) moves 12 -> 14 first; seat 0 to 12 (now free); seat 2 to 12, taken, so 13.
    assert state["scores"] == [12, 14, 13, 0]
    state = {"scores": [5, 4]}
    Ladder29._move_score_trackers(state, [0, 1])
    assert state["scores"] == [5, 6], "5 is occupied by the player who scored nothing"


def test_game_ends_after_the_round_someone_reaches_29_furthest_wins() -> None:
    """'The game ends immediately after a round in which any player reaches or passes 29 ... the player
    that went the furthest past 29 wins the game.' (L103)"""
    state = rigged([[c(15, B)], [c(14, B), c(2, Y)]], scores=[27, 28])
    state["hot_spots"] = [5, 6]
    state, types = play_out(state, [(0, "lead", [c(15, B)])])
    assert "game_over" in types
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert state["scores"] == [27 + RULES.hot_spots[5].points[0], 28]  # Hotel's 1st place points
    assert outcome.winners == [0]
    assert outcome.placements == [1, 2]
    assert outcome.frags == [0, 0]
    assert outcome.trophies == [0, 0]


def test_two_past_29_the_furthest_past_wins() -> None:
    """'If more than one player passes 29 during scoring, the player that went the furthest past 29
    wins the game.' (L103)"""
    state = rigged([[c(15, B)], [c(14, B), c(2, Y)], [c(3, Y), c(4, Y), c(5, Y)]], scores=[25, 27, 0])
    state["hot_spots"] = [15, 5, 13]  # Power Plant 1st: 9; Hotel 2nd: 5; both rules allow singles
    state, _ = play_out(state, [(0, "lead", [c(15, B)]), (1, "pass", []), (2, "pass", [])])
    state, types = play_out(state, [(1, "lead", [c(2, Y)]), (2, "play", [c(3, Y)]), (1, "play", [c(14, B)])])
    assert "game_over" in types
    assert state["scores"] == [25 + 9, 27 + 5, 0]
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0]
    assert outcome.placements == [1, 2, 3]


def test_game_continues_below_29() -> None:
    state = rigged([[c(15, B)], [c(14, B), c(2, Y)]], scores=[3, 5])
    state["hot_spots"] = [5, 6]
    state, _ = play_out(state, [(0, "lead", [c(15, B)])])
    assert state["phase"] == "pass"
    assert RULES.outcome(state) is None
    assert [len(h) for h in state["hands"]] == [13, 13]


def test_short_game_variant_ends_after_four_rounds() -> None:
    """'Variant: For a shorter game, play four rounds. The player with the highest score after
    four rounds wins.' (L105)"""
    rng = random.Random(4)
    state = new_game(3, seed=4, short_game=True)
    while RULES.outcome(state) is None:
        seat = rng.choice(RULES.to_act(state))
        state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    assert len(state["history"]) == 4 or (len(state["history"]) < 4 and max(state["scores"]) >= 29)


def test_hot_spots_reshuffle_discards_when_deck_runs_out() -> None:
    """'If there are not enough hot spot cards, shuffle the discarded hot spot cards and continue as normal.' (L95)"""
    rng = random.Random(9)
    state = new_game(5, seed=9)
    offers = []
    while RULES.outcome(state) is None and len(offers) < 5:
        if state["phase"] == "draft" and (not offers or offers[-1][0] != state["round"]):
            offers.append((state["round"], list(state["hot_offer"])))
        seat = rng.choice(RULES.to_act(state))
        state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    for _, offer in offers:
        assert len(offer) == 6
        assert offer[0] == RULES.hot_spots.start_player
    assert len(offers) >= 4


# -- Hidden information --------------------------------------------------------


def test_view_shows_own_hand_counts_and_played_cards_only() -> None:
    state = finish_passing(new_game(3, seed=11))
    for seat in range(3):
        view = RULES.view(state, seat)
        assert view["hand"] == state["hands"][seat]
        assert view["hand_counts"] == [13, 13, 13]
        assert view["received"] == state["received"][seat]
        text = json.dumps(view)
        for other in range(3):
            if other != seat:
                assert str(state["received"][other]) not in text or state["received"][other] == view["my_pass"]
        shown = {int(k) for k in view["card_names"]}
        assert shown <= set(state["hands"][seat]) | set(view["my_pass"])
    assert RULES.view(state, None)["hand"] is None


def hidden_permuted(state: State, viewer: int, seed: int) -> State:
    """The same game as ``viewer`` knows it, with every card it cannot see moved around the places it
    cannot see (other hands, other seats' pass choices, out of play); hand counts stay."""
    known = set(state["hands"][viewer]) | set(state["played"]) | set(state["pass_choices"][viewer])
    secret = sorted(set(range(65)) - known)
    shuffled = list(secret)
    random.Random(seed).shuffle(shuffled)
    swap = dict(zip(secret, shuffled, strict=True))
    other: State = json.loads(json.dumps(state))
    other["hands"] = [sorted(swap.get(x, x) for x in hand) for hand in other["hands"]]
    other["out_of_play"] = sorted(swap.get(x, x) for x in other["out_of_play"])
    other["pass_choices"] = [[swap.get(x, x) for x in chosen] for chosen in other["pass_choices"]]
    other["received"] = [sorted(swap.get(x, x) for x in got) for got in other["received"]]
    assert other["hands"][viewer] == state["hands"][viewer]
    return other


def refusal(state: State, seat: int, action: dict[str, object]) -> tuple[str, str]:
    with pytest.raises(IllegalAction) as error:
        RULES.apply(state, seat, action)
    return error.value.code, error.value.message


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_what_a_seat_sees_does_not_depend_on_cards_it_cannot_see(seats: int) -> None:
    """Non-interference: had the other seats held (and chosen to pass) other cards, a seat's view, its
    legal actions, the refusals of its illegal actions (error messages) and the events of its own
    plays would be exactly the same."""
    rng = random.Random(seats)
    state = new_game(seats, seed=40 + seats)
    differing = checked = 0
    for step in range(400):
        if RULES.outcome(state) is not None:
            break
        if step % 5 == 0:
            for viewer in range(seats):
                twin = hidden_permuted(state, viewer, step * 10 + viewer)
                checked += 1
                differing += twin != state
                assert RULES.view(twin, viewer) == RULES.view(state, viewer)
                assert RULES.legal_actions(twin, viewer) == RULES.legal_actions(state, viewer)
                secret = next(x for x in range(65) if x not in RULES.view(state, viewer)["card_names"])
                idle = next((s for s in range(seats) if s not in RULES.to_act(state)), None)
                attempts: list[tuple[int, dict[str, object]]] = [
                    (viewer, {"type": "choose_pass", "card": secret}),
                    (viewer, {"type": "lead", "cards": [secret]}),
                    (viewer, {"type": "play", "cards": [secret]}),
                    (viewer, {"type": "play", "cards": state["hands"][viewer][:2]}),
                    (viewer, {"type": "take_hot_spot", "hot_spot": 99}),
                    (viewer, {"type": "pass"}),
                ]
                if idle is not None:
                    attempts.append((idle, {"type": "pass"}))
                for seat, action in attempts:
                    if action in RULES.legal_actions(state, seat):
                        continue
                    assert refusal(twin, seat, action) == refusal(state, seat, action)
                if state["phase"] == "play" and viewer in RULES.to_act(state):
                    for action in RULES.legal_actions(state, viewer)[:5]:
                        mine = [e.to_dict() for e in RULES.apply(state, viewer, action)[1] if e.visible(viewer)]
                        theirs = [e.to_dict() for e in RULES.apply(twin, viewer, action)[1] if e.visible(viewer)]
                        assert mine == theirs
        seat = rng.choice(RULES.to_act(state))
        state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
    assert differing > checked * 0.8, "the twins really hold other hidden cards"


# -- Properties ------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**63 - 1), short_game=st.booleans())
def test_random_play_ends_and_replays(seats: int, seed: int, short_game: bool) -> None:
    """Random legal play always ends, never loses or duplicates a card, never ties the track,
    and replays from seed + actions to the same state."""
    rng = random.Random(seed)
    config = GameConfig("standard", seats, {"short_game": short_game})
    state = RULES.setup(config, seed)
    log = []
    for _ in range(20_000):
        if RULES.outcome(state) is not None:
            break
        seat = rng.choice(RULES.to_act(state))
        action = rng.choice(RULES.legal_actions(state, seat))
        state, _ = RULES.apply(state, seat, action)
        log.append((seat, action))
        cards = sorted(flat(state["hands"]) + state["out_of_play"] + state["played"])
        assert cards == list(range(65)), "no card is ever lost or duplicated"
        assert len(set(state["scores"])) == seats, "no ties on the score track"
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.winners == [max(range(seats), key=lambda s: state["scores"][s])]
    if short_game:
        assert len(state["history"]) == 4 or (len(state["history"]) < 4 and max(state["scores"]) >= 29)
    else:
        assert max(state["scores"]) >= 29
    assert state_hash(replay(RULES, config, seed, log)) == state_hash(state)


# -- One play, any order -----------------------------------------------------------


def test_a_play_is_a_set_of_cards_any_order_is_the_same_action() -> None:
    """A play is the cards laid down together (L67-73: 'a pair of 9s'), not their order:
    ``[Red 9, Yellow 9]`` is the listed ``[Yellow 9, Red 9]``. ``normalize_action`` sorts the
    card list (the form ``legal_actions`` lists and the service logs), so ``apply`` takes either
    spelling to the very same state; junk is left for ``check`` to refuse."""
    state = rigged([[c(9, Y), c(9, R), c(12, G)], [c(5, Y), c(7, Y), c(14, B)]])
    listed = {"type": "lead", "cards": [c(9, Y), c(9, R)]}
    assert listed in RULES.legal_actions(state, 0)
    reordered = {"type": "lead", "cards": [c(9, R), c(9, Y)]}
    assert RULES.normalize_action(state, 0, reordered) == listed
    assert reordered["cards"] == [c(9, R), c(9, Y)], "the caller's action is not changed"
    RULES.check(state, 0, RULES.normalize_action(state, 0, reordered))
    after_listed, events_listed = RULES.apply(state, 0, listed)
    after_reordered, events_reordered = RULES.apply(state, 0, reordered)
    assert state_hash(after_reordered) == state_hash(after_listed)
    assert [e.to_dict() for e in events_reordered] == [e.to_dict() for e in events_listed]
    # Unsorted, the raw spelling is not what check accepts: only the canonical form is an action.
    with pytest.raises(IllegalAction) as error:
        RULES.check(state, 0, reordered)
    assert error.value.code == "malformed_action"
    for junk in ({"type": "lead", "cards": [c(9, R), "x"]}, {"type": "lead", "cards": "x"}, "lead", {"cards": [3, 1]}):
        assert RULES.normalize_action(state, 0, junk) == junk  # type: ignore[arg-type]
    # A duplicated card sorts next to itself and is still refused, not read as a pair.
    with pytest.raises(IllegalAction):
        RULES.apply(state, 0, {"type": "lead", "cards": [c(9, R), c(9, R)]})


def test_check_refuses_one_action_with_a_precise_code() -> None:
    """``check`` validates the action's own fields, in order: shape, the phase's action types,
    the cards in hand, a legal play (L67-73), beating the lead (L73), the seat's Hot Spot."""
    state = rigged([[c(3, Y), c(9, Y), c(9, R), c(12, G)], [c(5, Y), c(7, Y), c(14, B)]])
    assert refusal(state, 0, {"type": "lead", "cards": [c(3, Y)], "extra": 1})[0] == "malformed_action"
    assert refusal(state, 0, {"type": "lead", "cards": [True]})[0] == "malformed_action"
    assert refusal(state, 0, {"type": "lead", "cards": []})[0] == "malformed_action"
    assert refusal(state, 0, {"type": "choose_pass", "card": c(3, Y)})[0] == "wrong_action_type"
    assert refusal(state, 0, {"type": "play", "cards": [c(3, Y)]})[0] == "wrong_action_type"
    assert refusal(state, 0, {"type": "pass"})[0] == "wrong_action_type"
    not_held = refusal(state, 0, {"type": "lead", "cards": [c(5, Y)]})
    assert not_held == ("illegal_action", "Cards [16] are not in your hand.")
    assert refusal(state, 0, {"type": "lead", "cards": [c(3, Y), c(9, Y)]})[0] == "illegal_action"
    assert refusal(state, 1, {"type": "lead", "cards": [c(5, Y)]})[0] == "not_your_turn"
    state = act(state, 0, "lead", c(9, Y))
    assert refusal(state, 1, {"type": "play", "cards": [c(7, Y)]})[0] == "illegal_action"
    assert refusal(state, 1, {"type": "lead", "cards": [c(14, B)]})[0] == "wrong_action_type"
