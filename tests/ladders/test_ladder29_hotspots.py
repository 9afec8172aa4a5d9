"""Ladder 29: the Hot Spot cards (a reconstruction) and their challenges, and ``determinize``.

Rulebook: 'The hot spot card contains the potential points players may earn this round and a
challenge that applies only to them for the round.' The cards themselves are not printed; the
designed set is in ladders/ladder29/hotspots.json.
"""

from __future__ import annotations

import json
import random
from itertools import chain

import pytest

from ladders.engine import GameConfig, State
from ladders.ladder29.cards import ROOKIE, ROOKIE_BLUE
from ladders.ladder29.hotspots import DEFAULT_HOT_SPOTS_FILE, load_hot_spots, parse_hot_spots
from ladders.ladder29.rules import RULESET as RULES

Y, R, G, B = range(4)
HOT = RULES.hot_spots


def c(number: int, suit: int) -> int:
    return (number - 1) * 4 + suit


def card_named(name: str) -> int:
    return next(h.id for h in HOT.cards if h.name == name)


def rigged(hands: list[list[int]], hot_spots: list[int], turn: int = 0) -> State:
    state = RULES.setup(GameConfig("standard", len(hands), {}), 1)
    state["phase"] = "play"
    state["hands"] = [sorted(h) for h in hands]
    used = set(chain.from_iterable(hands))
    state["out_of_play"] = [x for x in range(65) if x not in used]
    state["hot_spots"] = hot_spots
    state["turn"] = turn
    return state


def act(state: State, seat: int, kind: str, *cards: int) -> tuple[State, list[str]]:
    action = {"type": kind, "cards": sorted(cards)} if cards else {"type": kind}
    new, events = RULES.apply(state, seat, action)
    return new, [f"{e.type}:{e.data.get('status', '')}" for e in events]


def status(state: State, seat: int) -> str:
    return str(state["challenges"][seat]["status"])


def last_round(state: State) -> dict[str, object]:
    return dict(state["history"][-1])


def test_sixteen_hot_spots_start_player_plus_fifteen_marked_reconstruction() -> None:
    """'16 Hot Spot Cards' with 'the Start Player Hot Spot Card' kept face up every round."""
    raw = json.loads(DEFAULT_HOT_SPOTS_FILE.read_text())
    assert raw["reconstruction"] is True
    assert len(HOT.cards) == 16
    assert HOT.cards[HOT.start_player].name == "Start Player"
    assert all(len(h.points) == 4 and h.text for h in HOT.cards)


def test_malformed_hot_spot_file_is_refused() -> None:
    raw = json.loads(DEFAULT_HOT_SPOTS_FILE.read_text())
    raw["cards"][3]["challenge"]["kind"] = "juggle"
    with pytest.raises(ValueError, match="unknown challenge kind"):
        parse_hot_spots(raw)
    assert load_hot_spots().cards == HOT.cards


def test_never_pass_fails_on_the_first_pass() -> None:
    forest = card_named("Forest")
    state = rigged([[c(3, Y), c(9, Y)], [c(5, Y), c(2, Y)]], [0, forest])
    state, _ = act(state, 0, "lead", c(3, Y))
    state, events = act(state, 1, "pass")
    assert status(state, 1) == "failed"
    assert "challenge:failed" in events


def test_never_pass_met_at_round_end_adds_the_bonus() -> None:
    forest = card_named("Forest")
    state = rigged([[c(3, Y), c(4, Y)], [c(5, Y)]], [0, forest])
    state, _ = act(state, 0, "lead", c(3, Y))
    state, _ = act(state, 1, "play", c(5, Y))  # out first
    assert last_round(state)["points"] == [0, HOT[forest].points[0]]
    assert last_round(state)["bonus"] == [0, HOT[forest].bonus]
    assert last_round(state)["challenges"] == ["failed", "met"]  # Start Player: win 2 leads, none won


def test_max_passes_allows_three_fails_on_the_fourth() -> None:
    hotel = card_named("Hotel")
    hands = [[c(n, B) for n in range(10, 15)], [c(n, Y) for n in range(1, 6)]]
    state = rigged(hands, [hotel, 0], turn=1)
    for number in range(1, 5):
        state, _ = act(state, 1, "lead", c(number, Y))
        state, _ = act(state, 0, "pass")
        # seat 1's lead is won; it leads again
        assert status(state, 0) == ("failed" if number == 4 else "open")
    assert state["challenges"][0]["count"] == 4


def test_never_play_single_fails_when_a_single_is_played() -> None:
    warehouse = card_named("Warehouse")
    state = rigged([[c(3, Y), c(3, R), c(9, Y)], [c(5, Y), c(2, Y)]], [warehouse, 0])
    state, _ = act(state, 0, "lead", c(3, Y), c(3, R))
    assert status(state, 0) == "open"
    state, _ = act(state, 1, "pass")
    state, _ = act(state, 0, "lead", c(9, Y))  # goes out: the round is scored
    assert last_round(state)["challenges"][0] == "failed"
    assert last_round(state)["bonus"][0] == 0


def test_never_lead_single_allows_following_with_singles() -> None:
    refinery = card_named("Oil Refinery")
    state = rigged([[c(3, Y), c(3, R), c(9, Y)], [c(5, Y), c(2, Y), c(12, Y)]], [refinery, 0], turn=1)
    state, _ = act(state, 1, "lead", c(5, Y))
    state, _ = act(state, 0, "play", c(9, Y))
    assert status(state, 0) == "open"
    state, _ = act(state, 1, "play", c(12, Y))
    state, _ = act(state, 0, "pass")
    state, _ = act(state, 1, "lead", c(2, Y))  # seat 1 goes out: round over, seat 0 last
    assert last_round(state)["challenges"][0] == "met"
    assert last_round(state)["points"][0] == 0, "the last player always scores 0, challenge or not"


def test_go_out_with_pair_met_and_failed() -> None:
    block = card_named("Apartment Block")
    state = rigged([[c(3, Y), c(3, R)], [c(5, Y), c(2, Y)]], [block, 0])
    state, _ = act(state, 0, "lead", c(3, Y), c(3, R))
    assert last_round(state)["challenges"][0] == "met"
    assert last_round(state)["bonus"][0] == HOT[block].bonus
    state = rigged([[c(3, Y), c(4, R)], [c(5, Y), c(2, Y)]], [block, 0])
    state, _ = act(state, 0, "lead", c(4, R))
    state, _ = act(state, 1, "pass")
    state, _ = act(state, 0, "lead", c(3, Y))
    assert last_round(state)["challenges"][0] == "failed"
    assert last_round(state)["bonus"][0] == 0


def test_win_lead_with_run_counts_only_when_everyone_else_passed() -> None:
    school = card_named("High School")
    run = [c(4, Y), c(5, Y), c(6, Y)]
    state = rigged([[*run, c(9, Y)], [c(7, R), c(8, R), c(9, R), c(1, Y)]], [school, 0])
    state, _ = act(state, 0, "lead", *run)
    state, _ = act(state, 1, "play", c(7, R), c(8, R), c(9, R))
    state, _ = act(state, 0, "pass")
    assert status(state, 0) == "open"
    state = rigged([[*run, c(9, Y)], [c(1, Y), c(2, Y)]], [school, 0])
    state, _ = act(state, 0, "lead", *run)
    state, _ = act(state, 1, "pass")
    state, events = act(state, 0, "lead", c(9, Y))
    assert "lead_won:" in events
    assert last_round(state)["challenges"][0] == "met"


def test_win_leads_counts_leads_won() -> None:
    mall = card_named("Shopping Mall")
    state = rigged([[c(n, B) for n in range(10, 15)], [c(1, Y), c(2, Y)]], [mall, 0])
    for number in range(10, 13):
        state, _ = act(state, 0, "lead", c(number, B))
        state, _ = act(state, 1, "pass")
    state, _ = act(state, 0, "lead", c(13, B))
    assert state["challenges"][0]["count"] == 3
    assert status(state, 0) == "met"


def test_play_a_flashover_met_by_a_four_on_a_lead_not_by_leading_it() -> None:
    plant = card_named("Chemical Plant")
    fours = [c(7, s) for s in range(4)]
    state = rigged([[*fours, c(1, Y)], [c(5, Y), c(2, Y)]], [plant, 0])
    state, _ = act(state, 0, "lead", *fours)
    assert status(state, 0) == "open"
    state = rigged([[*fours, c(1, Y)], [c(5, Y), c(2, Y)]], [plant, 0], turn=1)
    state, _ = act(state, 1, "lead", c(5, Y))
    state, events = act(state, 0, "play", *fours)
    assert "challenge:met" in events


def test_play_three_pairs() -> None:
    bakery = card_named("Bakery")
    hand = [c(2, Y), c(2, R), c(3, Y), c(3, R), ROOKIE, ROOKIE_BLUE, c(9, Y)]
    state = rigged([hand, [c(1, Y), c(15, B)]], [bakery, 0])
    state, _ = act(state, 0, "lead", c(2, Y), c(2, R))
    state, _ = act(state, 1, "pass")
    state, _ = act(state, 0, "play", c(3, Y), c(3, R))  # keeps playing on its own lead
    assert status(state, 0) == "open"
    state, _ = act(state, 0, "play", ROOKIE, ROOKIE_BLUE)
    assert status(state, 0) == "met"


def test_unmet_achievement_fails_at_round_end() -> None:
    silo = card_named("Grain Silo")
    state = rigged([[c(3, Y)], [c(5, Y), c(2, Y)]], [silo, 0])
    state, events = act(state, 0, "lead", c(3, Y))
    assert "challenge:failed" in events
    assert last_round(state)["bonus"][0] == 0


# -- determinize -------------------------------------------------------------


def playing_state(seats: int, seed: int, actions: int) -> State:
    rng = random.Random(seed)
    state = RULES.setup(GameConfig("standard", seats, {}), seed)
    for _ in range(actions):
        seat = rng.choice(RULES.to_act(state))
        state, _ = RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
        if RULES.outcome(state) is not None:
            break
    return state


@pytest.mark.parametrize(("seats", "actions"), [(2, 3), (3, 20), (4, 40), (5, 60)])
def test_determinize_keeps_what_the_seat_knows(seats: int, actions: int) -> None:
    state = playing_state(seats, seats * 7, actions)
    for seat in range(seats):
        sample = RULES.determinize(state, seat, 1234 + seat)
        assert sample["hands"][seat] == state["hands"][seat]
        assert sample["played"] == state["played"]
        assert [len(h) for h in sample["hands"]] == [len(h) for h in state["hands"]]
        everything = sorted(chain(chain.from_iterable(sample["hands"]), sample["out_of_play"], sample["played"]))
        assert everything == list(range(65))
        assert sample["pass_choices"][seat] == state["pass_choices"][seat]
        if state["phase"] == "pass":
            for other in range(seats):
                assert set(sample["pass_choices"][other]) <= set(sample["hands"][other])
                assert len(sample["pass_choices"][other]) == len(state["pass_choices"][other])
        else:
            left = (seat + 1) % seats
            unplayed = set(state["pass_choices"][seat]) - set(state["played"])
            assert unplayed <= set(sample["hands"][left]), "cards passed left stay in that hand until played"
        # Playable: the determinised state goes on with legal moves.
        actor = RULES.to_act(sample)[0]
        assert RULES.legal_actions(sample, actor)


def test_determinize_resamples_the_hidden_hands() -> None:
    state = playing_state(3, 5, 8)
    samples = {json.dumps(RULES.determinize(state, 0, s)["hands"][1]) for s in range(20)}
    assert len(samples) > 10
    assert RULES.determinize(state, 0, 3) == RULES.determinize(state, 0, 3)
