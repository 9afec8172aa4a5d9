"""Ladder 29: the Hot Spot cards (a reconstruction) and their challenges, and ``determinize``.

Rulebook: 'The hot spot card contains the potential points players may earn this round and a
challenge that applies only to them for the round.' (L59) The cards themselves are not printed; the
designed set is in ladders/ladder29/hotspots.json. Each challenge is a rule on its holder's plays:
the engine offers only plays that keep it and refuses the rest with ``hot_spot_rule``.
"""

from __future__ import annotations

import json
import random
from itertools import chain
from typing import Any

import pytest

from ladders.engine import GameConfig, IllegalAction, State
from ladders.ladder29.cards import CHIEF, DALMATIAN, LIEUTENANT, ROOKIE, ROOKIE_BLUE, classify
from ladders.ladder29.hotspots import DEFAULT_HOT_SPOTS_FILE, allows, load_hot_spots, parse_hot_spots
from ladders.ladder29.rules import RULESET as RULES

Y, R, G, B = range(4)
HOT = RULES.hot_spots
START = HOT.start_player


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


def act(state: State, seat: int, kind: str, *cards: int) -> State:
    action = {"type": kind, "cards": sorted(cards)} if cards else {"type": kind}
    new, _ = RULES.apply(state, seat, action)
    return new


def offered(state: State, seat: int) -> list[list[int]]:
    return [a["cards"] for a in RULES.legal_actions(state, seat) if "cards" in a]


def refused(state: State, seat: int, kind: str, *cards: int) -> str:
    """The seat's hot spot refuses this play: not offered, and ``apply`` raises ``hot_spot_rule``."""
    assert sorted(cards) not in offered(state, seat)
    with pytest.raises(IllegalAction) as error:
        act(state, seat, kind, *cards)
    assert error.value.code == "hot_spot_rule"
    assert HOT[state["hot_spots"][seat]].name in error.value.message
    return error.value.message


def test_sixteen_hot_spots_start_player_plus_fifteen_marked_reconstruction() -> None:
    """'16 Hot Spot Cards' (L19) with 'the Start Player Hot Spot Card' kept face up every round (L35)."""
    raw = json.loads(DEFAULT_HOT_SPOTS_FILE.read_text())
    assert raw["reconstruction"] is True
    assert any("RECONSTRUCTION" in note for note in raw["notes"])
    assert len(HOT.cards) == 16
    assert HOT.cards[START].name == "Start Player"
    assert HOT.cards[START].kind == "none"
    assert all(len(h.points) == 4 and h.text for h in HOT.cards)
    assert all(h.kind != "none" for h in HOT.cards if h.id != START), "every other card has a real rule"


def test_malformed_hot_spot_file_is_refused() -> None:
    raw = json.loads(DEFAULT_HOT_SPOTS_FILE.read_text())
    bad = json.loads(json.dumps(raw))
    bad["cards"][3]["challenge"]["kind"] = "juggle"
    with pytest.raises(ValueError, match="unknown challenge kind"):
        parse_hot_spots(bad)
    bad = json.loads(json.dumps(raw))
    del bad["cards"][1]["challenge"]["suit"]
    with pytest.raises(ValueError, match="needs"):
        parse_hot_spots(bad)
    bad = json.loads(json.dumps(raw))
    bad["cards"][5]["challenge"]["combo"] = "quintuple"
    with pytest.raises(ValueError, match="combo"):
        parse_hot_spots(bad)
    assert load_hot_spots().cards == HOT.cards


def test_printed_hot_spots_load_from_a_file_named_in_the_environment(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DESIGN: reconstructions are loadable from a file, so an owner can enter the printed cards."""
    raw = json.loads(DEFAULT_HOT_SPOTS_FILE.read_text())
    raw["cards"][2]["name"] = "Printed Hot Spot"
    raw["cards"][2]["points"] = [9, 5, 2, 0]
    path = tmp_path / "hotspots.json"
    path.write_text(json.dumps(raw))
    monkeypatch.setenv("LADDERS_LADDER29_HOT_SPOTS_FILE", str(path))
    printed = load_hot_spots()
    assert (printed.cards[2].name, printed.cards[2].points) == ("Printed Hot Spot", (9, 5, 2, 0))
    assert printed.cards[3] == HOT.cards[3]


def test_every_hot_spot_rule_forbids_some_play_and_allows_others() -> None:
    """No challenge is decorative: each forbids a play the rulebook allows, and allows another."""
    samples = [
        [c(5, Y)],
        [c(5, B)],
        [DALMATIAN],
        [CHIEF],
        [c(7, Y), c(7, R)],
        [c(7, G), c(7, B)],
        [c(9, Y), c(9, R), c(9, G)],
        [c(3, s) for s in range(4)],
        [c(2, R), c(3, R), c(4, R)],
        [c(2, G), c(3, Y), c(4, B)],
        [c(2, B), c(3, B), c(4, B), c(5, B), c(6, B)],
    ]
    for card in HOT.cards:
        if card.id == START:
            continue
        verdicts = set()
        for cards in samples:
            combo = classify(cards)
            assert combo is not None
            for lead in (True, False):
                for hand_size in (len(cards), 13):
                    verdicts.add(allows(card, cards, combo, lead, hand_size))
        assert verdicts == {True, False}, f"{card.name}: {card.text}"


def test_no_red_in_runs() -> None:
    warehouse = card_named("Warehouse")
    hand = [c(2, R), c(3, Y), c(4, Y), c(2, Y), c(9, R)]
    state = rigged([hand, [c(1, Y), c(15, B)]], [warehouse, START])
    refused(state, 0, "lead", c(2, R), c(3, Y), c(4, Y))
    assert [c(2, Y), c(3, Y), c(4, Y)] in offered(state, 0)
    assert [c(9, R)] in offered(state, 0), "Red cards are fine outside runs"


def test_run_colours_different_and_same() -> None:
    block, plant = card_named("Apartment Block"), card_named("Power Plant")
    hand = [c(2, R), c(3, R), c(4, Y), c(4, R), c(5, G)]
    state = rigged([hand, [c(1, Y), c(15, B)]], [block, plant])
    refused(state, 0, "lead", c(2, R), c(3, R), c(4, Y))
    assert [c(3, R), c(4, Y), c(5, G)] in offered(state, 0)
    state = rigged([[c(1, Y), c(15, B)], hand], [block, plant], turn=1)
    refused(state, 1, "lead", c(3, R), c(4, Y), c(5, G))
    assert [c(2, R), c(3, R), c(4, R)] in offered(state, 1)
    # The Dalmatian has no colour: it breaks neither rule.
    state = rigged([[DALMATIAN, c(1, R), c(2, R)], [c(9, Y)]], [plant, START])
    assert [c(1, R), c(2, R), DALMATIAN] in offered(state, 0)


def test_no_flashover_but_may_lead_a_four() -> None:
    chem = card_named("Chemical Plant")
    fours = [c(7, s) for s in range(4)]
    state = rigged([[*fours, c(1, Y)], [c(9, Y), c(2, Y)]], [chem, START], turn=1)
    state = act(state, 1, "lead", c(9, Y))
    refused(state, 0, "play", *fours)
    assert RULES.legal_actions(state, 0) == [{"type": "pass"}]
    state = rigged([[*fours, c(1, Y)], [c(5, Y), c(2, Y)]], [chem, START])
    assert fours in offered(state, 0)
    act(state, 0, "lead", *fours)


def test_never_lead_a_single_may_follow_with_one() -> None:
    silo = card_named("Grain Silo")
    state = rigged([[c(3, Y), c(3, R), c(9, Y)], [c(5, Y), c(2, Y), c(12, Y)]], [silo, START], turn=1)
    state = act(state, 1, "lead", c(5, Y))
    assert [c(9, Y)] in offered(state, 0), "following a single lead with a single is fine"
    state = act(state, 0, "play", c(9, Y))
    state = act(state, 1, "pass")
    # Seat 0 is on top with everyone else passed: it may lead again, but not a single.
    refused(state, 0, "lead", c(3, Y))
    assert [c(3, Y), c(3, R)] in offered(state, 0)


@pytest.mark.parametrize(
    ("name", "play", "fine"),
    [
        ("Hotel", [c(6, Y), c(6, R)], [c(6, Y)]),
        ("High School", [c(4, Y), c(5, Y), c(6, R)], [c(6, Y), c(6, R)]),
        ("Shopping Mall", [c(6, Y), c(6, R), c(6, G)], [c(6, Y), c(6, R)]),
        ("Brush Fire", [c(3, Y), c(4, Y), c(5, Y), c(6, R)], [c(4, Y), c(5, Y), c(6, R)]),
        ("Garage", [c(5, Y)], [c(6, Y)]),
        ("Garage", [DALMATIAN], [c(6, R)]),
        ("Oil Refinery", [c(9, B)], [c(9, Y)]),
        ("Chimney", [c(6, Y), c(6, R)], [c(6, R), c(6, G)]),
        ("Forest", [CHIEF], [c(6, Y)]),
        ("Forest", [LIEUTENANT], [c(6, Y)]),
        ("Bakery", [c(4, Y), c(5, G), c(6, R)], [c(4, Y), c(5, Y), c(6, R)]),
    ],
)
def test_rule_refuses_the_play_and_offers_another(name: str, play: list[int], fine: list[int]) -> None:
    hand = sorted({*play, *fine, c(15, Y), c(13, B)})
    state = rigged([hand, [c(1, Y), c(2, B)]], [card_named(name), START])
    refused(state, 0, "lead", *play)
    assert sorted(fine) in offered(state, 0)
    act(state, 0, "lead", *fine)


def test_go_out_with_a_combination_not_a_single() -> None:
    yard = card_named("Train Yard")
    state = rigged([[c(3, Y), c(9, Y)], [c(5, Y), c(12, Y), c(2, Y)]], [yard, START], turn=1)
    state = act(state, 1, "lead", c(5, Y))
    state = act(state, 0, "play", c(9, Y))  # one card left after this: fine
    state = act(state, 1, "play", c(12, Y))
    assert RULES.legal_actions(state, 0) == [{"type": "pass"}], "going out with a single is refused"
    state = rigged([[c(3, Y), c(3, R)], [c(5, Y), c(2, Y)]], [yard, START])
    state = act(state, 0, "lead", c(3, Y), c(3, R))
    assert state["history"][-1]["finish"] == [0]


def test_rule_is_lifted_when_it_forbids_every_lead() -> None:
    """A seat that must lead always has a lead: if its challenge forbids them all, it is lifted for that lead."""
    yard = card_named("Train Yard")
    state = rigged([[c(3, Y)], [c(5, Y), c(2, Y)]], [yard, START])
    assert RULES.legal_actions(state, 0) == [{"type": "lead", "cards": [c(3, Y)]}]
    new, events = RULES.apply(state, 0, {"type": "lead", "cards": [c(3, Y)]})
    played = next(e for e in events if e.type == "played")
    assert played.data["challenge_lifted"] is True
    assert new["history"][-1]["finish"] == [0]
    forest = card_named("Forest")
    state = rigged([[CHIEF, LIEUTENANT], [c(5, Y), c(2, Y)]], [forest, START])
    assert offered(state, 0) == [[LIEUTENANT], [CHIEF]]
    state = rigged([[CHIEF, c(4, Y)], [c(5, Y), c(2, Y)]], [forest, START])
    assert offered(state, 0) == [[c(4, Y)]], "not lifted while another lead keeps the rule"


def test_rule_applies_only_to_its_holder() -> None:
    """'a challenge that applies only to them for the round' (L59)."""
    hotel = card_named("Hotel")
    pair = [c(6, Y), c(6, R)]
    state = rigged([[*pair, c(1, Y)], [c(8, Y), c(8, R), c(2, Y)]], [START, hotel])
    state = act(state, 0, "lead", *pair)  # no rule for seat 0
    refused(state, 1, "play", c(8, Y), c(8, R))
    state = rigged([[c(1, Y), c(8, Y), c(8, R)], [*pair, c(2, Y)]], [hotel, START], turn=1)
    state = act(state, 1, "lead", *pair)
    refused(state, 0, "play", c(8, Y), c(8, R))
    state = rigged([[c(1, Y), c(8, Y), c(8, R)], [*pair, c(2, Y)]], [START, hotel])
    assert [c(8, Y), c(8, R)] in offered(state, 0), "seat 1's Hotel does not bind seat 0"


def test_random_games_keep_every_rule_unless_lifted() -> None:
    """Over random games, every play keeps its player's challenge, except a lifted lead."""
    rng = random.Random(7)
    for seats in (2, 3, 5):
        state = RULES.setup(GameConfig("standard", seats, {}), seats)
        while RULES.outcome(state) is None:
            seat = rng.choice(RULES.to_act(state))
            action = rng.choice(RULES.legal_actions(state, seat))
            before = state
            state, events = RULES.apply(state, seat, action)
            for event in events:
                if event.type != "played":
                    continue
                cards = event.data["cards"]
                combo = classify(cards)
                assert combo is not None
                card = HOT[before["hot_spots"][seat]]
                kept = allows(card, cards, combo, event.data["lead"], len(before["hands"][seat]))
                assert kept != event.data["challenge_lifted"]
                if not kept:
                    every = RULES.legal_actions(before, seat)
                    assert all(a["type"] == "lead" for a in every), "lifted only when it had to lead"


def test_rookie_pair_counts_as_a_pair_for_the_rules() -> None:
    hotel = card_named("Hotel")
    state = rigged([[ROOKIE, ROOKIE_BLUE, c(4, Y)], [c(1, Y), c(2, B)]], [hotel, START])
    refused(state, 0, "lead", ROOKIE, ROOKIE_BLUE)
    assert [ROOKIE] in offered(state, 0)


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
