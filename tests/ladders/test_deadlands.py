"""Frag Deadlands rules, one test per rule sentence (rulebook line numbers refer to
shared/rulebooks/frag-deadlands.txt)."""

from __future__ import annotations

import itertools
import json
import operator
import random
from collections import Counter
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest

import ladders.deadlands.rules as rules_module
from ladders.deadlands import data
from ladders.deadlands.data import DataError, load_board, load_cards, parse_card, parse_cards
from ladders.deadlands.poker import CATEGORIES, hand_rank
from ladders.deadlands.rules import RULESET as R
from ladders.deadlands.rules import SPLITS, STARTING
from ladders.engine import GameConfig, IllegalAction, Ruleset, State, replay, state_hash
from tests.scale import scaled

BOARD = load_board()
CARDS = load_cards()


def cell(x: int, y: int) -> int:
    return BOARD.cell(x, y)


def card_named(name: str, state: State | None = None) -> int:
    """A uid of the named card (not in any hand if a state is given)."""
    for c in CARDS:
        if c.name == name and (state is None or all(c.uid not in f["hand"] for f in state["f"])):
            return c.uid
    raise KeyError(name)


def fighters_option(*entries: tuple[str, int, int, int]) -> dict[str, Any]:
    return {"fighters": [{"fighter": f, "health": h, "speed": s, "accuracy": a} for f, h, s, a in entries]}


def playing(
    *entries: tuple[str, int, int, int], seed: int = 1, rules_version: int | None = None, **options: Any
) -> State:
    """A game past set-up, every fighter on the board, seat 0 to act with 20 movement (under
    ``rules_version``; ``None``: the current one)."""
    config = GameConfig("standard", len(entries), {**fighters_option(*entries), **options}, rules_version=rules_version)
    state = R.setup(config, seed)
    while state["phase"] in ("poker", "keep"):
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, R.legal_actions(state, seat)[0])
    state = R.copy_state(state)
    state["pending"] = []
    for seat, rec in enumerate(state["f"]):
        rec["status"] = "alive"
        rec["health"] = rec["stats"][0]
        rec["pos"] = cell(seat * 2, 8)
        rec["hand"] = []
    state["current"] = 0
    state["turn"] = fresh_turn(move=20)
    return state


def fresh_turn(move: int = 20, stage: str = "act") -> dict[str, Any]:
    return {
        "stage": stage,
        "move": move,
        "dice_speed": 2,
        "attacks_used": 0,
        "extra": 0,
        "checked": [],
        "picked": [],
        "entry": -1,
    }


@pytest.fixture
def dice(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Script the dice: tests push the faces they need; an empty script rolls 3s."""
    script: list[int] = []

    def roll(state: State, sides: int) -> int:
        return script.pop(0) if script else 3

    def roll_dice(state: State, count: int, sides: int) -> list[int]:
        return [roll(state, sides) for _ in range(count)]

    monkeypatch.setattr(rules_module, "roll_die", roll)
    monkeypatch.setattr(rules_module, "roll_dice", roll_dice)  # several dice at once, in turn
    return script


def act(state: State, seat: int, action: dict[str, Any]) -> tuple[State, list[Any]]:
    return R.apply(state, seat, action)


def settle_jokers(state: State) -> State:
    """Answer any drawn joker (a draw from the weapons deck) so the test reaches the decision it is about."""
    while state["pending"] and state["pending"][0]["kind"] == "joker":
        seat = state["pending"][0]["seat"]
        state, _ = R.apply(state, seat, {"type": "joker_draw", "deck": "weapon"})
    return state


def types(state: State, seat: int) -> set[str]:
    return {a["type"] for a in R.legal_actions(state, seat)}


TWO = (("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3))


# -- data ------------------------------------------------------------------


def test_four_decks_of_112_cards_with_suit_and_value() -> None:
    """L57, L72, L116: 112 cards in four decks; every card has a poker suit and value."""
    assert len(CARDS) == 112
    decks = {d: [c for c in CARDS if c.deck == d] for d in data.DECKS}
    assert {d: len(v) for d, v in decks.items()} == {"weapon": 32, "gadget": 32, "hex": 16, "special": 32}
    for c in CARDS:
        assert c.joker or (c.suit in data.SUITS and 2 <= c.value <= 14)
    assert all(c.letter in "AHWM" for c in decks["gadget"] if not c.joker)


def test_unknown_effect_is_refused_at_load_naming_card_and_field() -> None:
    """Cards as data in a small vocabulary: an unknown effect is refused at load."""
    with pytest.raises(DataError, match=r"card 'zap'.*'effect'.*'laser'"):
        parse_card(0, {"id": "zap", "name": "Zap", "deck": "special", "suit": "spades", "value": 3, "effect": "laser"})
    with pytest.raises(DataError, match=r"card 'gun'.*'malfunction'"):
        parse_card(0, {"id": "gun", "name": "Gun", "deck": "weapon", "suit": "spades", "value": 3, "damage": 2,
                       "malfunction": "melts"})  # fmt: skip
    with pytest.raises(DataError, match="unique"):
        parse_cards({"cards": [json.loads(json.dumps(CARDS[0].to_dict()))] * 2})


def test_board_and_cards_load_from_files_named_in_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The map and the cards are reconstructions, replaceable by an owner's files of the same shape."""
    raw = json.loads((Path(data.__file__).parent / "board.json").read_text())
    raw["rows"][5] = "a" + raw["rows"][5][1:]
    path = tmp_path / "board.json"
    path.write_text(json.dumps(raw))
    monkeypatch.setenv(data.BOARD_FILE_ENV, str(path))
    data.load_board.cache_clear()
    try:
        assert cell(0, 5) in data.load_board().acid
    finally:
        monkeypatch.delenv(data.BOARD_FILE_ENV)
        data.load_board.cache_clear()
    bad = json.loads((Path(data.__file__).parent / "cards.json").read_text())
    bad["cards"][40]["effect"] = "mind_control"
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(bad))
    monkeypatch.setenv(data.CARDS_FILE_ENV, str(path))
    data.load_cards.cache_clear()
    try:
        with pytest.raises(DataError, match="mind_control"):
            data.load_cards()
    finally:
        monkeypatch.delenv(data.CARDS_FILE_ENV)
        data.load_cards.cache_clear()


def test_map_has_every_feature_the_rules_name() -> None:
    """L1-L12, L204-L230: gallows (four on Main Street and the desert's), respawn 1-6, acid, beasts, doors, windows."""
    assert len(BOARD.gallows) == 5
    assert sorted(BOARD.respawn) == [1, 2, 3, 4, 5, 6]
    assert BOARD.acid
    assert BOARD.beast
    assert BOARD.powerup
    assert BOARD.main_street
    assert {"wall", "window", "door", "one_way"} <= set(BOARD.edges.values())
    assert {"D", ">", "<", "w"} <= set(BOARD.kinds)


# -- fighters and set-up -----------------------------------------------------


def test_seven_points_one_to_four_each() -> None:
    """L46-L48: divide 7 points between the three stats, each at least 1 and at most 4."""
    assert len(SPLITS) == 12
    assert all(sum(s) == 7 and all(1 <= v <= 4 for v in s) for s in SPLITS)
    state = R.setup(GameConfig("standard", 3, {}), 4)
    assert R.to_act(state) == [0]
    choices = R.legal_actions(state, 0)
    assert len(choices) == 6 * 12
    state, _ = act(state, 0, choices[0])
    assert all(a["fighter"] != choices[0]["fighter"] for a in R.legal_actions(state, 1))  # each a different fighter
    with pytest.raises(IllegalAction):
        act(state, 1, {"type": "choose", "fighter": "huckster", "health": 5, "speed": 1, "accuracy": 1})


def test_deal_one_weapon_gadget_special_and_a_hex_for_the_huckster() -> None:
    """L59-L61: one card each from WEAPON, GADGET and SPECIAL; the huckster also a HEX."""
    state = R.setup(GameConfig("standard", 2, fighters_option(("huckster", 2, 2, 3), ("saloon_gal", 2, 2, 3))), 3)
    decks = [sorted(CARDS[u].deck for u in f["hand"]) for f in state["f"]]
    assert decks == [["gadget", "hex", "special", "weapon"], ["gadget", "special", "weapon"]]
    assert state["phase"] == "poker"


def test_poker_hand_decides_who_goes_first_and_each_keeps_one() -> None:
    """L63-L66: five cards from any decks; the best poker hand goes first; keep one, discard the rest."""
    state = R.setup(GameConfig("standard", 2, fighters_option(*TWO)), 9)
    assert sorted(R.to_act(state)) == [0, 1]
    state, _ = act(state, 0, {"type": "poker", "decks": ["special", "weapon", "weapon", "gadget", "weapon"]})
    state, _ = act(state, 1, {"type": "poker", "decks": ["hex"] * 5})
    ranks = [hand_rank([CARDS[u] for u in state["poker"][s]]) for s in (0, 1)]
    if ranks[0] != ranks[1]:
        assert state["first"] == (0 if ranks[0] > ranks[1] else 1)
    hand_before = len(state["f"][0]["hand"])
    kept = R.legal_actions(state, 0)[0]
    state, _ = act(state, 0, kept)
    assert len(state["f"][0]["hand"]) == hand_before + 1


def test_poker_cards_stay_hidden_until_every_seat_has_drawn() -> None:
    """L63-L66 with the house rule on hidden information (DESIGN.md): the poker hands
    are compared once every player has drawn five; until then a seat's five cards
    are its own (the others see which decks it drew from, not what). Its view, the
    events the others may see and a ``determinize`` for another seat show them only
    after the reveal; then everyone sees every hand, as the comparison needs."""
    state = R.setup(GameConfig("standard", 3, fighters_option(*TWO, ("huckster", 2, 2, 3))), 9)
    state, events = act(state, 0, {"type": "poker", "decks": ["special", "weapon", "weapon", "gadget", "weapon"]})
    drawn = list(state["poker"][0])
    assert len(drawn) == 5
    named = {c["uid"] for c in R.view(state, 0)["poker"][0]}
    assert named == set(drawn)
    for viewer in (None, 1, 2):
        assert R.view(state, viewer)["poker"][0] is None
        for event in (e for e in events if e.visible(viewer)):
            assert not set(event.data.get("cards", [])) & set(drawn), event
            assert event.data.get("card") not in drawn, event
        if viewer is not None:
            # Another seat's sample deals seat 0 other cards of the same decks, and shows them nowhere.
            sample = R.determinize(state, viewer, 5)
            assert sorted(CARDS[u].deck for u in sample["poker"][0]) == sorted(CARDS[u].deck for u in drawn)
            assert sample["poker"][0] != drawn
            assert R.view(sample, viewer) == R.view(state, viewer)
    assert any(e.type == "poker_drawn" and e.visible_to == (0,) for e in events)
    state, _ = act(state, 1, {"type": "poker", "decks": ["hex"] * 5})
    assert R.view(state, 2)["poker"][1] is None
    state, events = act(state, 2, {"type": "poker", "decks": ["gadget"] * 5})
    assert state["phase"] == "keep"
    # The reveal: every hand to every viewer, in the view and in public events.
    for viewer in (None, 0, 1, 2):
        shown = R.view(state, viewer)["poker"]
        assert [[c["uid"] for c in hand] for hand in shown] == state["poker"]
    revealed = {e.data["seat"]: e.data["cards"] for e in events if e.type == "poker_shown"}
    assert all(e.visible_to is None for e in events if e.type == "poker_shown")
    assert revealed == dict(enumerate(state["poker"]))


def test_poker_ranking_with_jokers_wild() -> None:
    """L108-L109, L118-L143: jokers stand for any card in a poker hand."""
    by = {(c.value, c.suit): c for c in CARDS if not c.joker}
    joker = next(c for c in CARDS if c.joker)
    pair = [c for c in CARDS if not c.joker and c.value == 7][:2]
    others = [c for c in CARDS if not c.joker and c.value in (2, 9)][:2]
    assert CATEGORIES[hand_rank(pair + others[:1] + [joker])[0]] in ("three_of_a_kind", "two_pair", "full_house")
    assert CATEGORIES[hand_rank([joker] * 5)[0]] == "royal_flush"
    assert by  # the decks hold real poker values


def test_five_cards_of_one_value_hold_four_of_a_kind() -> None:
    """L124, L118-L143: the four decks share the poker values, so five cards of one value can be drawn
    without a joker; such a hand holds four of a kind (the rulebook's table has no five of a kind) and
    ranks as one, not as a high card."""
    twos = [c for c in CARDS if not c.joker and c.value == 2][:5]
    assert len({c.uid for c in twos}) == 5
    rank = hand_rank(twos)
    assert CATEGORIES[rank[0]] == "four_of_a_kind"
    flush = [c for c in CARDS if not c.joker and c.suit == "hearts"][:5]
    assert hand_rank(twos) > hand_rank(flush)


def _reference_rank(cards: list[tuple[int, str]]) -> tuple[int, ...]:
    """``poker._rank`` as first written (``Counter``, a key function): the faster one must agree."""
    values = sorted((v for v, _ in cards), reverse=True)
    counts = Counter(values)
    by_count = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len(cards) == 5 and len({s for _, s in cards}) == 1
    straight_high = 0
    if len(cards) == 5 and len(counts) == 5:
        if values[0] - values[4] == 4:
            straight_high = values[0]
        elif values == [14, 5, 4, 3, 2]:
            straight_high = 5
    if straight_high and flush:
        return (9 if straight_high == 14 else 8, straight_high)
    shape = [c for _, c in by_count]
    ordered = tuple(v for v, _ in by_count)
    if shape[0] >= 4:
        quad = ordered[0]
        return (7, quad, *(v for v in values if v != quad), *([quad] if shape[0] == 5 else []))
    if shape[:2] == [3, 2]:
        return (6, *ordered)
    if flush:
        return (5, *values)
    if straight_high:
        return (4, straight_high)
    if shape[0] == 3:
        return (3, *ordered)
    if shape[:2] == [2, 2]:
        return (2, *ordered)
    if shape[0] == 2:
        return (1, *ordered)
    return (0, *values)


def _reference_hand_rank(cards: list[data.Card]) -> tuple[int, ...]:
    plain = [(c.value, c.suit) for c in cards if not c.joker]
    jokers = len(cards) - len(plain)
    suits = {s for _, s in plain}
    suit = next(iter(suits)) if len(suits) == 1 else data.SUITS[0]
    candidates = [(value, suit) for value in range(2, 15)]
    return max(
        _reference_rank(plain + list(extra)) for extra in itertools.combinations_with_replacement(candidates, jokers)
    )


@pytest.mark.property
def test_hand_rank_agrees_with_the_reference_ranking() -> None:
    """``hand_rank`` (a faster ``_rank``, wild hands memoised by their sorted cards) ranks as the
    first-written ranking over random hands of 1-5 cards and 0-3 jokers, biased to pairs, flushes
    and straights (wheels included), in any order, each ranked twice (the memo's hit): 1,500
    hands per unit of PROPERTY_SCALE."""
    rng = random.Random(5)
    plain = [c for c in CARDS if not c.joker]
    joker = next(c for c in CARDS if c.joker)
    for i in range(scaled(1500)):
        size = rng.choice((5, 5, 5, 4, 3, 1))
        jokers = min(size, rng.choice((0, 0, 1, 1, 2, 3)))
        pool = plain
        if i % 4 == 1:
            suit = rng.choice(data.SUITS)
            pool = [c for c in plain if c.suit == suit]
        hand = rng.sample(pool, size - jokers)
        if i % 4 == 2 and len(hand) >= 2:
            hand[1] = rng.choice([c for c in plain if c.value == hand[0].value and c is not hand[0]])
        if i % 4 == 3:
            low = rng.randint(1, 10)
            values = [14, 2, 3, 4, 5] if low == 1 else list(range(low, low + 5))
            hand = [rng.choice([c for c in pool if c.value == v]) for v in values[: size - jokers]]
        hand += [joker] * jokers
        rng.shuffle(hand)
        expected = _reference_hand_rank(hand)
        assert hand_rank(hand) == expected, hand
        assert hand_rank(hand[::-1]) == expected, hand


def test_choose_check_agrees_with_the_listed_choices() -> None:
    """``check`` accepts a ``choose`` without building the list exactly when the list holds it, and
    refuses the rest with the list in its message, stats given at creation or not."""
    splits = [*SPLITS, (4, 4, 4), (0, 3, 4), (2, 2, 2)]
    given = {"fighters": [{"health": 3, "speed": 2, "accuracy": 3}, {"health": 2, "speed": 2, "accuracy": 4}]}
    for options in ({}, given):
        state = R.setup(GameConfig("standard", 2, options), 4)
        for _ in range(2):
            seat = R.to_act(state)[0]
            listed = R.legal_actions(state, seat)
            for fighter in [f.id for f in R.fighters] + ["nobody"]:
                for health, speed, accuracy in splits:
                    action = {
                        "type": "choose",
                        "fighter": fighter,
                        "health": health,
                        "speed": speed,
                        "accuracy": accuracy,
                    }
                    verdict = _verdict(R.check, state, seat, action)
                    if action in listed:
                        assert verdict is None
                    else:
                        assert (
                            verdict
                            == f"illegal_action: That 'choose' is not legal now; legal choices are: {listed[:40]}."
                        )
            if state["phase"] != "choose":
                break
            state, _ = R.apply(state, seat, listed[-1])


def test_fighters_given_at_creation_skip_the_choice() -> None:
    """Fighters (a tournament's grown fighter) may be given at creation in options.fighters."""
    state = R.setup(GameConfig("standard", 2, fighters_option(("huckster", 3, 2, 3), ("saloon_gal", 2, 2, 3))), 1)
    assert state["phase"] == "poker"
    assert state["f"][0]["stats"] == [3, 2, 3]


# -- the cards ---------------------------------------------------------------


def test_hand_limit_five_at_the_end_of_the_turn_operative_four() -> None:
    """L73-L75 and L349-L350: five or fewer cards when your turn ends; the Operative four."""
    state = playing(("mad_scientist", 2, 2, 3), ("agency_operative", 2, 2, 3))
    state["f"][0]["hand"] = [card_named("Patent Medicine"), *list(range(5))]
    assert "end_turn" not in types(state, 0)
    state["f"][0]["hand"] = state["f"][0]["hand"][:5]
    assert "end_turn" in types(state, 0)
    state["current"] = 1
    state["f"][1]["hand"] = list(range(5))
    assert "end_turn" not in types(state, 1)
    state["f"][1]["hand"] = list(range(4))
    assert "end_turn" in types(state, 1)


def test_weapons_in_play_at_most_health_plus_one_mad_scientist_health() -> None:
    """L80-L81, L405-L407: weapon cards in play at most Health + 1; the Mad Scientist only Health."""
    colt = [c.uid for c in CARDS if c.name == "Colt Peacemaker"]
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    for seat, limit in ((0, 3), (1, 2)):
        state["current"] = seat
        rec = state["f"][seat]
        rec["hand"] = [colt[0]]
        rec["weapons"] = [[u, 6] for u in [c.uid for c in CARDS if c.name == "Winchester Rifle"][: limit - 1]]
        assert {"type": "play", "card": colt[0]} in R.legal_actions(state, seat)
        rec["weapons"].append([card_named("Sharps Buffalo Rifle"), 3])
        assert {"type": "play", "card": colt[0]} not in R.legal_actions(state, seat)


def test_hexes_only_for_the_huckster_or_a_holder_of_hoyles_book() -> None:
    """L94-L96 and L560: hexes need the Huckster or Hoyle's Book of Games; never the Harrowed."""
    heal_hex = card_named("Healing Touch")
    hoyle = card_named("Hoyle's Book of Games")
    state = playing(("saloon_gal", 2, 2, 3), ("huckster", 2, 2, 3), ("harrowed_gunslinger", 2, 2, 3))
    for seat in (0, 1, 2):
        state["f"][seat]["health"] = 1
        state["f"][seat]["hand"] = [heal_hex, hoyle]
    allowed = {}
    for seat in (0, 1, 2):
        state["current"] = seat
        allowed[seat] = {"type": "play", "card": heal_hex} in R.legal_actions(state, seat)
    assert allowed == {0: False, 1: True, 2: False}
    state["current"] = 0
    state, _ = act(state, 0, {"type": "play", "card": hoyle})
    assert {"type": "play", "card": heal_hex} in R.legal_actions(state, 0)
    state["current"] = 2
    assert {"type": "play", "card": hoyle} not in R.legal_actions(state, 2)


def test_a_drawn_joker_is_discarded_for_a_card_from_any_deck(dice: list[int]) -> None:
    """L109-L111: a joker drawn in play is discarded; its drawer draws from any deck."""
    state = playing(*TWO)
    joker = next(c.uid for c in CARDS if c.joker and c.deck == "gadget")
    state["decks"] = {**state["decks"], "gadget": [u for u in state["decks"]["gadget"] if u != joker] + [joker]}
    events: list[Any] = []
    R.draw(state, 0, "gadget", events)
    assert joker in state["discards"]["gadget"]
    assert state["pending"] == [{"kind": "joker", "seat": 0}]
    assert {a["deck"] for a in R.legal_actions(state, 0)} == set(data.DECKS)
    state, _ = act(state, 0, {"type": "joker_draw", "deck": "weapon"})
    assert len(state["f"][0]["hand"]) == 1
    assert CARDS[state["f"][0]["hand"][0]].deck == "weapon"


def test_each_deck_reshuffles_its_own_discards_when_empty() -> None:
    """L70-L71: separate discard piles; a deck that runs out reshuffles its discards."""
    state = playing(*TWO)
    pile = [u for u in state["decks"]["special"] if not CARDS[u].joker]
    state["decks"] = {**state["decks"], "special": []}
    state["discards"] = {**state["discards"], "special": pile[:3]}
    R.draw(state, 0, "special", [])
    assert len(state["decks"]["special"]) == 2
    assert state["discards"]["special"] == []


def test_multiplication_before_addition() -> None:
    """L865-L868: a stat both added to and multiplied is multiplied first."""
    state = playing(*TWO)
    rec = state["f"][0]
    rec["gadgets"] = [card_named("Rocket Boots")]  # +1 Speed
    rec["boosts"] = [["speed", 2, 0]]  # Double Time
    assert R.stat(state, 0, "speed") == 2 * 2 + 1


def test_the_last_card_played_controls() -> None:
    """L103-L106: an automatic hit and an automatic miss: the last one played controls."""
    state = playing(("agency_operative", 2, 2, 3), ("indian_brave", 2, 2, 3))
    state["f"][1]["pos"] = cell(1, 8)
    state["seq"] = 10
    state["f"][1]["charm"] = 5
    state["f"][0]["auto_hit"] = 7  # played after the charm: it hits
    events: list[Any] = []
    R._attack(state, 0, 1, STARTING, False, events)
    assert next(e for e in events if e.type == "to_hit").data["hit"] is True
    state = playing(("agency_operative", 2, 2, 3), ("indian_brave", 2, 2, 3))
    state["f"][1]["pos"] = cell(1, 8)
    state["f"][1]["charm"] = 9
    state["f"][0]["auto_hit"] = 7  # the charm came last: it misses
    events = []
    R._attack(state, 0, 1, STARTING, False, events)
    assert next(e for e in events if e.type == "to_hit").data["hit"] is False


def test_attack_options_name_the_card_that_controls_the_to_hit() -> None:
    """L103-L106, in the view's preview: with an automatic hit and a charm in force the last
    one played decides before any roll (no need, no dice), as the attack then does; with
    neither, the range (L828-L830) on Accuracy's dice."""
    for charm, auto, expect in ((5, 7, "auto"), (9, 7, "charm"), (0, 7, "auto"), (4, 0, "charm"), (0, 0, None)):
        state = playing(("agency_operative", 2, 2, 3), ("indian_brave", 2, 2, 3))
        state["f"][1]["pos"] = cell(3, 8)
        state["seq"] = 10
        state["f"][1]["charm"] = charm
        state["f"][0]["auto_hit"] = auto
        (entry,) = [e for e in R.view(state, 0)["attack_options"] if not e["cheat"]]
        assert entry["action"] == {"type": "attack", "target": 1, "weapon": STARTING}
        assert (entry["charm"], entry["auto"]) == (expect == "charm", expect == "auto")
        assert entry["range"] == 3
        assert (entry["need"], entry["dice"]) == ((None, None) if expect else (3, 3))
        _, events = act(state, 0, entry["action"])
        to_hit = next(e for e in events if e.type == "to_hit").data
        assert to_hit.get("charm", False) == (expect == "charm")
        assert to_hit.get("auto", False) == (expect == "auto")
        assert to_hit.get("need") == entry["need"]


# -- movement ----------------------------------------------------------------


def test_movement_is_orthogonal_through_but_not_into_an_occupied_square() -> None:
    """L181-L184: orthogonal moves; pass through an occupied square, never end there or attack from it."""
    state = playing(*TWO)
    state["f"][0]["pos"] = cell(2, 5)
    state["f"][1]["pos"] = cell(3, 5)
    dirs = {a["dir"] for a in R.legal_actions(state, 0) if a["type"] == "move"}
    assert dirs == {"north", "east", "south", "west"}
    state["turn"]["move"] = 1
    assert "east" not in {a["dir"] for a in R.legal_actions(state, 0) if a["type"] == "move"}
    state["turn"]["move"] = 5
    state, _ = act(state, 0, {"type": "move", "dir": "east"})
    assert "attack" not in types(state, 0)


def test_no_ending_the_turn_in_an_occupied_square() -> None:
    """L182-L183: "you cannot end your turn in an occupied square": with movement left and a way out,
    a fighter passing through another's square must leave it first; one who cannot (no movement
    left) ends there and is bumped like a respawn (the engine's reading for a forced stop)."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(1, 8)
    state["turn"] = fresh_turn(2)
    state, _ = act(state, 0, {"type": "move", "dir": "east"})  # into seat 1's square, 1 movement left
    assert state["f"][0]["pos"] == state["f"][1]["pos"]
    assert "end_turn" not in types(state, 0)
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "end_turn"})
    assert R._gen_end_turn(state, 0) == []
    left, _ = act(state, 0, {"type": "move", "dir": "east"})
    assert "end_turn" in types(left, 0)
    stuck = R.copy_state(state)
    stuck["turn"]["move"] = 0  # nothing left to leave with: the turn may end, and he is bumped
    assert "end_turn" in types(stuck, 0)
    _, events = act(stuck, 0, {"type": "end_turn"})
    assert any(e.type == "bumped" and e.data["seat"] == 0 for e in events)


def test_roll_speed_dice_before_anything_else(dice: list[int]) -> None:
    """L152-L153, L175-L178: roll Speed dice for movement (or teleport) before doing anything else."""
    state = playing(("agency_operative", 2, 3, 2), ("mad_scientist", 2, 2, 3))
    state["turn"] = fresh_turn(0, "start")
    assert types(state, 0) <= {"roll", "teleport", "boost"}
    dice += [1, 2, 6]
    state, _ = act(state, 0, {"type": "roll"})
    assert state["turn"]["move"] == 9


def test_power_up_squares_on_four_to_six_once_a_turn(dice: list[int]) -> None:
    """L188-L193: entering a power-up square, a 4-6 draws that card; each square checked once a turn."""
    state = playing(*TWO)
    weapon_square = cell(0, 2)
    state["f"][0]["pos"] = cell(0, 3)
    dice += [4]
    state, _ = act(state, 0, {"type": "move", "dir": "north"})
    assert len(state["f"][0]["hand"]) == 1
    assert CARDS[state["f"][0]["hand"][0]].deck == "weapon"
    assert state["f"][0]["pos"] == weapon_square
    state, _ = act(state, 0, {"type": "move", "dir": "south"})
    dice += [6]
    state, _ = act(state, 0, {"type": "move", "dir": "north"})
    assert len(state["f"][0]["hand"]) == 1  # not checked twice
    assert dice == [6]


@pytest.mark.parametrize(("fighter", "roll", "draws"), [("mad_scientist", 3, True), ("huckster", 4, False),
                                                        ("agency_operative", 3, False)])  # fmt: skip
def test_power_up_cheat_and_drawback(dice: list[int], fighter: str, roll: int, draws: bool) -> None:
    """L410-L411: the Mad Scientist powers up on 3-6; L504-L505: the Huckster only on 5-6."""
    state = playing((fighter, 2, 2, 3), ("indian_brave", 2, 2, 3))
    state["f"][0]["pos"] = cell(0, 3)
    dice.append(roll)
    state, _ = act(state, 0, {"type": "move", "dir": "north"})
    assert bool(state["f"][0]["hand"]) is draws


def test_jumps_cost_double_skip_hazards_and_never_cross_walls(dice: list[int]) -> None:
    """L195-L201, L216-L217: a jump of up to Speed squares in a straight line costs double; no jumping walls."""
    state = playing(("agency_operative", 2, 3, 2), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(1, 4)  # acid at (2, 4)
    state, events = act(state, 0, {"type": "jump", "dir": "east", "distance": 2})
    assert state["f"][0]["pos"] == cell(3, 4)
    assert state["turn"]["move"] == 16
    assert not [e for e in events if e.type == "acid"]
    jumps = {(a["dir"], a["distance"]) for a in R.legal_actions(state, 0) if a["type"] == "jump"}
    assert ("east", 2) not in jumps  # (4, 4) is a wall
    assert ("south", 3) in jumps
    assert ("south", 4) not in jumps


def test_acid_is_a_two_dice_attack_on_entry(dice: list[int]) -> None:
    """L204-L207: each time you enter an acid square you suffer an attack worth 2 dice."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(1, 4)
    dice += [6, 6, 2, 2]  # attack 12, defence 4 -> 3 damage: fragged, no frag for anyone
    state, events = act(state, 0, {"type": "move", "dir": "east"})
    assert next(e for e in events if e.type == "damage").data["damage"] == 3
    assert state["f"][0]["status"] == "fragged"
    assert all(r["frags"] == 0 for r in state["f"])  # never a frag against yourself (L910)
    assert types(state, 0) <= {"discard", "end_turn"}


def test_tentacle_beast_grabs_on_five_or_less(dice: list[int]) -> None:
    """L219-L230: a tentacle forces an Accuracy check; 5 or less: 3 dice of damage, to the mouth, movement over."""
    state = playing(("agency_operative", 4, 2, 1), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(16, 1)
    dice += [5, 2, 2, 2, 6, 6, 6, 6]  # check 5; bite 6 vs 24 -> 0
    state, events = act(state, 0, {"type": "move", "dir": "east"})
    beast = next(e for e in events if e.type == "beast")
    assert beast.data["grabbed"] is True
    assert state["f"][0]["pos"] == cell(18, 1)
    assert state["turn"]["move"] == 0
    state = playing(("agency_operative", 4, 2, 1), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(16, 1)
    dice.clear()
    dice += [6]
    state, events = act(state, 0, {"type": "move", "dir": "east"})
    assert state["f"][0]["pos"] == cell(17, 1)


def test_a_fighter_bitten_to_zero_who_cures_is_in_the_beasts_mouth(dice: list[int]) -> None:
    """L226-L230: grabbed, bitten (3d) and "instantly moved to the center space of the beast (the mouth)";
    a fighter the bite brings to 0 who cures it at once (L805-L806) has still been moved there."""
    state = playing(("agency_operative", 1, 3, 3), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(16, 1)
    state["f"][0]["hand"] = [card_named("Snake Oil")]
    dice += [1, 2, 2, 6, 6, 6, 2]  # check 5: grabbed; bite 18 against 2: 9 damage
    state, _ = act(state, 0, {"type": "move", "dir": "east"})
    assert state["pending"][0]["kind"] == "last_stand"
    state, _ = act(state, 0, {"type": "cure", "card": state["f"][0]["hand"][0]})
    assert state["f"][0]["status"] == "alive"
    assert state["f"][0]["pos"] == cell(18, 1)
    assert state["turn"]["move"] == 0


def test_doors_windows_and_one_way_doors() -> None:
    """L208-L215: one-way doors only with the arrow; windows stop movement; doors do not slow you."""
    step = BOARD.step
    east, west = 1, 3
    assert step[cell(14, 2)][east] == cell(15, 2)  # out of the bank through the one-way door
    assert step[cell(16, 2)][west] == -1  # not back in
    assert step[cell(3, 2)][east] == -1  # a window square stops movement
    assert step[cell(9, 2)][west] == cell(8, 2)  # a door square is walked through
    assert step[cell(9, 4)][1 + 1] == cell(9, 5)
    assert step[cell(9, 5)][0] == -1


# -- line of sight and attacks -------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "seen", "distance"),
    [
        ((1, 5), (5, 5), True, 4),  # a clear street: range counts the target's square, not your own
        ((2, 2), (6, 2), True, 4),  # windows do not block sight
        ((2, 3), (6, 3), False, 0),  # walls do
        ((10, 2), (6, 2), False, 0),  # a closed door blocks sight
        ((8, 2), (6, 2), True, 2),  # a fighter in the door square holds it open: he sees both sides
        ((8, 2), (10, 2), True, 2),
        ((3, 4), (4, 5), False, 0),  # a wall corner on the diagonal is an obstacle
        ((0, 5), (3, 8), True, 3),  # a clear diagonal
    ],
)
def test_line_of_sight_cases(a: tuple[int, int], b: tuple[int, int], seen: bool, distance: int) -> None:
    """L792-L800, L828-L831, L835-L839: centre-to-centre lines; walls, corners and doors block, windows do not."""
    state = playing(*TWO)
    state["f"][0]["pos"] = cell(19, 13)
    state["f"][1]["pos"] = cell(19, 12)
    assert R.line_of_sight(state, cell(*a), cell(*b)) == distance
    assert bool(distance) is seen


def test_other_fighters_block_line_of_sight() -> None:
    """L793-L795: no other fighters in the line."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3), ("huckster", 2, 2, 3))
    state["f"][0]["pos"], state["f"][1]["pos"], state["f"][2]["pos"] = cell(0, 5), cell(4, 5), cell(2, 5)
    assert R.line_of_sight(state, cell(0, 5), cell(4, 5)) == 0
    assert {a["target"] for a in R.legal_actions(state, 0) if a["type"] == "attack"} == {2}


@pytest.mark.parametrize(("accuracy", "attacks"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3)])
def test_attacks_a_turn_are_half_accuracy_rounded_up(accuracy: int, attacks: int) -> None:
    """L789-L791: attacks per turn equal half your Accuracy, rounded up (Accuracy 5 after a tournament raise)."""
    health = max(1, 7 - 2 - accuracy) if accuracy < 5 else 2
    state = playing(("agency_operative", health, 2, accuracy), ("mad_scientist", 2, 2, 3))
    assert R.attacks_left(state, 0) == attacks


@pytest.mark.parametrize(("attack", "hits"), [(7, 0), (8, 1), (15, 1), (16, 2), (23, 2), (24, 3)])
def test_damage_example_defence_eight(dice: list[int], attack: int, hits: int) -> None:
    """L769-L775: divide attack by defence, remainder dropped: defence 8, 8-15 one hit, 16-23 two, 24-31 three."""
    state = playing(("agency_operative", 2, 2, 3), ("indian_brave", 4, 1, 2))
    state["f"][1]["health"] = 4
    state["f"][1]["pos"] = cell(1, 8)
    sharps = card_named("Sharps Buffalo Rifle")  # 5 dice, no malfunction
    state["f"][0]["weapons"] = [[sharps, 3]]
    faces = [attack // 5 + (1 if k < attack % 5 else 0) for k in range(5)]
    dice += [6, 6, 6, *faces, 2, 2, 2, 2]
    events: list[Any] = []
    R._attack(state, 0, 1, sharps, False, events)
    damage = next(e for e in events if e.type == "damage")
    assert sum(damage.data["attack"]) == attack
    assert sum(damage.data["defence"]) == 8
    assert damage.data["damage"] == hits


def test_to_hit_needs_the_range_on_accuracy_dice(dice: list[int]) -> None:
    """L828-L831: roll at least the number of squares to the target on Accuracy dice."""
    state = playing(("agency_operative", 3, 2, 2), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"], state["f"][1]["pos"] = cell(0, 5), cell(9, 5)
    dice += [4, 4]
    events: list[Any] = []
    R._attack(state, 0, 1, STARTING, False, events)
    assert next(e for e in events if e.type == "to_hit").data == {"seat": 0, "dice": [4, 4], "need": 9, "hit": False}


def test_ammo_is_spent_before_rolling_and_an_empty_weapon_cannot_fire(dice: list[int]) -> None:
    """L818-L825: one ammo down before the to-hit roll; out of ammo, no more firing until reloaded."""
    state = playing(*TWO)
    state["f"][1]["pos"] = cell(1, 8)
    shotgun = card_named("Double-Barrel Shotgun")
    state["f"][0]["weapons"] = [[shotgun, 1]]
    dice += [1, 1, 1]  # a miss: the ammo is gone anyway
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": shotgun})
    assert state["f"][0]["weapons"] == [[shotgun, 0]]
    assert all(a.get("weapon") != shotgun for a in R.legal_actions(state, 0) if a["type"] == "attack")
    box = card_named("Box of Shells")
    state["f"][0]["hand"] = [box]
    state, _ = act(state, 0, {"type": "play", "card": box, "weapon": shotgun})
    assert state["f"][0]["weapons"] == [[shotgun, 2]]


def test_malfunction_on_a_one_but_never_for_a_starting_weapon(dice: list[int]) -> None:
    """L84-L89: a 1 on a damage die may malfunction the weapon, as its card says; starting weapons never."""
    state = playing(("agency_operative", 2, 2, 3), ("indian_brave", 4, 1, 2))
    state["f"][1]["pos"] = cell(1, 8)
    gatling = card_named("Gatling Gun")  # jams
    state["f"][0]["weapons"] = [[gatling, 4]]
    dice += [6, 6, 6, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6]
    events: list[Any] = []
    R._attack(state, 0, 1, gatling, False, events)
    assert any(e.type == "malfunction" for e in events)
    assert state["f"][0]["weapons"] == [[gatling, 0]]
    dice.clear()
    dice += [6, 6, 6, 1, 1, 1, 6, 6, 6, 6]
    events = []
    R._attack(state, 0, 1, STARTING, False, events)
    assert not any(e.type == "malfunction" for e in events)


def test_armour_adds_health_and_is_discarded_after_its_bonus_in_damage() -> None:
    """L777-L781: armour goes once it has taken its bonus in damage; one suit (Duster or Leggings with the Vest)."""
    state = playing(*TWO)
    vest, duster, light = card_named("Bulletproof Vest"), card_named("Armored Duster"), card_named("Light Armor")
    state["f"][0]["hand"] = [vest, duster, light]
    state, _ = act(state, 0, {"type": "play", "card": vest})
    assert state["f"][0]["health"] == 4
    plays = {a["card"] for a in R.legal_actions(state, 0) if a["type"] == "play"}
    assert duster in plays
    assert light not in plays
    R._wound(state, 1 - 1, 2, None, [])
    assert state["f"][0]["armor"] == []
    assert vest in state["discards"]["gadget"]
    assert state["f"][0]["health"] == 2


def test_a_frag_through_armour_earns_no_one_else_a_bonus_special(dice: list[int]) -> None:
    """L254-L256: only a Main Street shootout's survivor draws a bonus Special on a frag; a plain attack
    through armour earns the attacker his frag's Special (L856) and nobody else a card. (The armour
    loop's variable once shadowed the survivor's seat, so the seat numbered as the armour's bonus drew
    one, and ``apply`` wrote that fighter's record in the state it was given.)"""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3), ("indian_brave", 3, 2, 2))
    vest = card_named("Bulletproof Vest")  # +2 Health: its bonus is seat 2's number
    victim = state["f"][1]
    victim.update(pos=cell(1, 8), armor=[[vest, 2]], health=1)
    state["f"][2]["pos"] = cell(12, 2)
    before = json.dumps(state, sort_keys=True)
    dice += [6, 6, 6, 6, 6, 6, 1]  # hit; 18 damage against a defence of 1
    after, events = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    assert after["f"][1]["status"] == "fragged"
    assert [e.data["seat"] for e in events if e.type == "drew"] == [0]
    assert after["f"][2]["hand"] == []
    assert json.dumps(state, sort_keys=True) == before


def test_fragged_blood_counter_dropped_weapons_gadgets_discarded_hand_kept(dice: list[int]) -> None:
    """L845-L858, L805-L808: blood and weapon counters; gadgets discarded; hand kept; the attacker draws a Special."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 1, 3, 3))
    victim = state["f"][1]
    victim["pos"] = cell(1, 8)
    colt, boots, kept = card_named("Colt Peacemaker"), card_named("Rocket Boots"), card_named("Snake Oil")
    victim.update(weapons=[[colt, 2]], gadgets=[boots], hand=[kept], health=1)
    dice += [6, 6, 6, 6, 6, 6, 1]
    state, events = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    assert R.to_act(state) == [1]  # brought to 0 with a hand: may cure it instantly with cards (L805-L806)
    assert R.legal_actions(state, 1) == [{"type": "cure", "card": kept}, {"type": "fall"}]
    state, more = act(state, 1, {"type": "fall"})
    events += more
    assert state["f"][1]["status"] == "fragged"
    assert state["f"][1]["hand"] == [kept]
    assert state["blood"] == [cell(1, 8)]
    assert state["piles"][0]["cell"] == cell(1, 8)
    assert state["piles"][0]["cards"] == [colt]
    assert boots in state["discards"]["gadget"]
    assert state["f"][0]["frags"] == 1
    assert any(e.type == "drew" and e.data["deck"] == "special" for e in events)
    state = settle_jokers(state)
    state, _ = act(state, 0, {"type": "hang", "square": BOARD.gallows[0]})  # 18 damage on 1 health
    assert "move" in types(state, 0)  # keep fighting (L891)


def test_cured_instantly_with_a_card_is_not_fragged(dice: list[int]) -> None:
    """L805-L806 and L783-L785: at 0 Health a fighter who can cure it instantly with cards (or a blood
    counter) is not fragged; the window opens for any hand, revealing nothing about it."""
    state = playing(*TWO)
    victim = state["f"][1]
    victim.update(pos=cell(1, 8), health=1, hand=[card_named("Snake Oil")])
    dice += [6, 6, 6, 3, 3, 3, 6]  # to-hit; 9 // 6 = 1 damage: health 0
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    state = settle_jokers(state)
    assert state["pending"][0]["kind"] == "last_stand"
    assert state["f"][1]["health"] == 0
    state, _ = act(state, 1, {"type": "cure", "card": card_named("Snake Oil")})
    assert state["f"][1]["status"] == "alive"
    assert state["f"][1]["health"] == 2
    assert state["f"][0]["frags"] == 0
    assert R.to_act(state) == [0]
    state = playing(*TWO)
    state["f"][1].update(pos=cell(1, 8), health=1, blood=1, hand=[card_named("Colt Peacemaker")])
    dice += [6, 6, 6, 3, 3, 3, 6]
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    # as printed (rules version 2) the hit first waits on his blood window (L877-L879)
    assert {a["type"] for a in R.legal_actions(state, 1)} == {"use_blood", "no_blood"}
    state, _ = act(state, 1, {"type": "no_blood"})
    assert {a["type"] for a in R.legal_actions(state, 1)} == {"use_blood", "fall"}
    state, _ = act(state, 1, {"type": "use_blood"})
    assert state["f"][1]["health"] == 1
    assert not state["pending"]


def test_third_frag_wins(dice: list[int]) -> None:
    """L807 and L901-L905: the third frag wins (more with the option)."""
    state = playing(*TWO)
    state["f"][0]["frags"] = 2
    state["f"][1]["pos"] = cell(1, 8)
    state["f"][1]["health"] = 1
    dice += [6, 6, 6, 6, 6, 6, 1]
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0]
    assert outcome.placements == [1, 2]
    longer = playing(*TWO, frags_to_win=5)
    longer["f"][0]["frags"] = 2
    longer["f"][1]["pos"] = cell(1, 8)
    longer["f"][1]["health"] = 1
    dice += [6, 6, 6, 6, 6, 6, 1]
    longer, _ = act(longer, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    assert R.outcome(longer) is None


def test_gallows_on_twice_the_remaining_health(dice: list[int]) -> None:
    """L5-L12: damage at least twice the remaining health hangs the target on a gallows square the attacker picks;
    nobody passes through it, it blocks sight, and he re-enters there."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3), ("huckster", 2, 2, 3))
    state["f"][1]["pos"] = cell(1, 8)
    state["f"][1]["health"] = 1
    state["f"][2]["pos"] = cell(19, 13)
    dice += [6, 6, 6, 6, 6, 6, 1]  # to-hit, then 18 / 1 = 18 >= 2
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    state = settle_jokers(state)
    assert R.to_act(state) == [0]
    squares = {a["square"] for a in R.legal_actions(state, 0)}
    assert squares == set(BOARD.gallows)
    state, _ = act(state, 0, {"type": "hang", "square": cell(14, 6)})
    assert state["f"][1]["status"] == "hanged"
    assert state["f"][1]["pos"] == cell(14, 6)
    state["f"][0]["pos"] = cell(13, 6)
    assert "east" not in {a["dir"] for a in R.legal_actions(state, 0) if a["type"] == "move"}
    assert 1 not in {a["target"] for a in R.legal_actions(state, 0) if a["type"] == "attack"}
    assert R.line_of_sight(state, cell(13, 6), cell(16, 6)) == 0
    state["current"] = 0
    state, _ = act(state, 0, {"type": "end_turn"})
    assert state["current"] == 1
    assert state["f"][1]["status"] == "alive"
    assert state["f"][1]["pos"] == cell(14, 6)


def test_the_indian_brave_may_be_hanged_whatever_the_damage(dice: list[int]) -> None:
    """L710-L712: anyone fragging the Indian Brave may hang him, whatever the damage."""
    state = playing(("agency_operative", 2, 2, 3), ("indian_brave", 2, 2, 3))
    state["f"][1]["pos"] = cell(1, 8)
    dice += [6, 6, 6, 2, 2, 2, 6]  # to-hit, then 6 // 6 = 1 damage on 1 health left: not twice
    state["f"][1]["health"] = 1
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    state = settle_jokers(state)
    assert {a["type"] for a in R.legal_actions(state, 0)} == {"hang", "no_hang"}


def test_leftovers_one_counter_per_entry_one_weapon_per_pile_a_turn() -> None:
    """L873-L890: pick up ONE counter per entry; one weapon a pile a turn; drops are not picked up the same turn."""
    state = playing(*TWO)
    colt, rifle = card_named("Colt Peacemaker"), card_named("Winchester Rifle")
    square = cell(1, 5)
    state["piles"] = [{"id": 1, "cell": square, "cards": [colt, rifle], "fresh": -1}]
    state["blood"] = [square]
    state["f"][0]["pos"] = cell(0, 5)
    state, _ = act(state, 0, {"type": "move", "dir": "east"})
    offered = {(a["type"], a.get("card")) for a in R.legal_actions(state, 0) if a["type"] in ("pickup", "take_blood")}
    assert offered == {("pickup", colt), ("pickup", rifle), ("take_blood", None)}
    state, _ = act(state, 0, {"type": "pickup", "pile": 1, "card": rifle})
    assert "take_blood" not in types(state, 0)
    assert "pickup" not in types(state, 0)
    state, _ = act(state, 0, {"type": "move", "dir": "west"})
    state, _ = act(state, 0, {"type": "move", "dir": "east"})
    assert "take_blood" in types(state, 0)
    assert "pickup" not in types(state, 0)
    state, _ = act(state, 0, {"type": "play", "card": rifle})
    assert state["f"][0]["weapons"] == [[rifle, 8]]  # full ammo
    state, _ = act(state, 0, {"type": "drop", "card": rifle})
    state, _ = act(state, 0, {"type": "move", "dir": "west"})
    state, _ = act(state, 0, {"type": "move", "dir": "east"})
    assert all(a["card"] != rifle for a in R.legal_actions(state, 0) if a["type"] == "pickup")


def test_blood_counter_restores_one_health() -> None:
    """L877-L879: a blood counter is spent at any time to restore one point of lost Health."""
    state = playing(*TWO)
    state["f"][0].update(blood=1, health=1)
    state, _ = act(state, 0, {"type": "use_blood"})
    assert state["f"][0]["health"] == 2
    assert state["f"][0]["blood"] == 0
    assert "use_blood" not in types(state, 0)


# -- respawn -------------------------------------------------------------------


def test_respawn_roll_and_bumping(dice: list[int]) -> None:
    """L150-L151, L164-L172: a fragged fighter respawns on the rolled square, unhurt; an occupant is bumped."""
    state = playing(*TWO)
    state["f"][1].update(status="fragged", pos=-1, health=0)
    state["f"][0]["pos"] = BOARD.respawn[3]
    dice += [3, 5]  # seat 1 rolls 3 (occupied): seat 0 is bumped to 5
    state, events = act(state, 0, {"type": "end_turn"})
    assert state["f"][1]["pos"] == BOARD.respawn[3]
    assert state["f"][1]["health"] == 2
    assert state["f"][0]["pos"] == BOARD.respawn[5]
    assert any(e.type == "bumped" for e in events)


def test_harrowed_chooses_his_grave_and_draws_a_free_weapon() -> None:
    """L562-L566: the Harrowed decides which grave he returns from and draws one free weapon on respawn."""
    state = playing(("agency_operative", 2, 2, 3), ("harrowed_gunslinger", 2, 2, 3))
    state["f"][1].update(status="fragged", pos=-1, health=0)
    state, _ = act(state, 0, {"type": "end_turn"})
    assert R.legal_actions(state, 1) == [{"type": "respawn", "square": n} for n in range(1, 7)]
    state, _ = act(state, 1, {"type": "respawn", "square": 4})
    assert state["f"][1]["pos"] == BOARD.respawn[4]
    assert [CARDS[u].deck for u in state["f"][1]["hand"]] == ["weapon"] or state["pending"]


# -- cheatin' abilities ---------------------------------------------------------


def test_operative_may_reroll_ones_with_a_revolver_or_gatling_pistol(dice: list[int]) -> None:
    """L352-L354: the Operative may cheat on revolver or gatling pistol attacks: reroll any 1s."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    state["f"][1]["pos"] = cell(1, 8)
    attacks = [a for a in R.legal_actions(state, 0) if a["type"] == "attack"]
    assert {"type": "attack", "target": 1, "weapon": STARTING, "cheat": True} in attacks
    dice += [1, 1, 1, 6, 6, 6]
    events: list[Any] = []
    R._attack(state, 0, 1, STARTING, True, events)
    assert next(e for e in events if e.type == "to_hit").data["dice"] == [6, 6, 6]
    state["f"][0]["weapons"] = [[card_named("Winchester Rifle"), 8]]
    rifle_cheats = [a for a in R.legal_actions(state, 0) if a.get("weapon", 0) >= 0 and a.get("cheat")]
    assert rifle_cheats == []


def test_huckster_swaps_two_cards_for_the_top_hex_discard() -> None:
    """L507-L509: the Huckster may discard any two cards for the top card of the hexes discard pile."""
    state = playing(("huckster", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    a, b = card_named("Snake Oil"), card_named("Colt Peacemaker")
    top = card_named("Soul Blast")
    state["f"][0]["hand"] = [b, a]
    assert "swap" not in types(state, 0)
    state["discards"] = {**state["discards"], "hex": [top]}
    state, _ = act(state, 0, {"type": "swap", "cards": [b, a]})  # any order
    assert state["f"][0]["hand"] == [top]


def test_a_joker_on_the_hex_discards_is_drawn_like_any_joker_by_the_hucksters_swap() -> None:
    """L108-L111: "If a Joker is drawn during normal play, it is instantly discarded, and the player
    who drew the Joker may draw one card from any deck": a drawn joker is discarded, so one may lie
    on the hexes' discard pile; the Huckster's swap (L506-L509) that takes it discards it again at
    once and he draws from the deck he names instead."""
    state = playing(("huckster", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    a, b = card_named("Snake Oil"), card_named("Colt Peacemaker")
    joker = next(c.uid for c in CARDS if c.joker and c.deck == "hex")
    state["f"][0]["hand"] = [a, b]
    state["discards"] = {**state["discards"], "hex": [card_named("Soul Blast"), joker]}
    state, events = act(state, 0, {"type": "swap", "cards": [a, b]})
    assert state["f"][0]["hand"] == []
    assert state["discards"]["hex"][-1] == joker
    assert [e.type for e in events] == ["swapped", "joker"]
    assert state["pending"] == [{"kind": "joker", "seat": 0}]
    state, _ = act(state, 0, {"type": "joker_draw", "deck": "weapon"})
    assert [CARDS[u].deck for u in state["f"][0]["hand"]] == ["weapon"]


def test_saloon_gal_adds_a_die_for_a_discard_and_never_holds(dice: list[int]) -> None:
    """L655-L659: the Saloon Gal may not hold an attack for a shootout; she may discard a card to add a die."""
    state = playing(("saloon_gal", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    state["turn"] = fresh_turn(0, "start")
    state["f"][0]["hand"] = [card_named("Snake Oil")]
    state, _ = act(state, 0, {"type": "boost", "card": state["f"][0]["hand"][0], "roll": "movement"})
    dice += [1, 1, 1]
    state, _ = act(state, 0, {"type": "roll"})
    assert state["turn"]["move"] == 3  # Speed 2 plus one die
    assert "hold" not in types(state, 0)


def test_saloon_gal_extra_die_waits_for_her_next_defence_roll(dice: list[int]) -> None:
    """L658-L659: "any die roll": a die bought in her turn is added to her next defence roll, on another's turn."""
    state = playing(("saloon_gal", 2, 2, 3), ("agency_operative", 2, 2, 3))
    oil = card_named("Snake Oil")
    state["f"][0]["hand"] = [oil]
    kinds = {a["roll"] for a in R.legal_actions(state, 0) if a["type"] == "boost"}
    assert kinds == {"hit", "damage", "defence", "powerup", "beast", "shootout"}
    state, _ = act(state, 0, {"type": "boost", "card": oil, "roll": "defence"})
    assert oil in state["discards"]["gadget"]
    state["current"] = 1
    state["f"][0]["pos"] = cell(1, 8)
    state["f"][1]["pos"] = cell(0, 8)
    dice += [6, 6, 6, 3, 3, 3, 2, 2, 2]  # to-hit; attack 9 against three defence dice (Health 2 + 1)
    events: list[Any] = []
    R._attack(state, 1, 0, STARTING, False, events)
    assert next(e for e in events if e.type == "damage").data["defence"] == [2, 2, 2]
    assert state["f"][0]["dice"] == {}


def test_saloon_gal_extra_defence_die_counts_against_acid(dice: list[int]) -> None:
    """L658-L659 "any die roll", L209-L212: acid is an attack, so a defence die she bought is added
    to her defence roll against it, like any other defence roll."""
    state = playing(("saloon_gal", 2, 2, 3), ("agency_operative", 2, 2, 3))
    oil = card_named("Snake Oil")
    state["f"][0]["hand"] = [oil]
    state, _ = act(state, 0, {"type": "boost", "card": oil, "roll": "defence"})
    state["f"][0]["pos"] = cell(1, 4)
    dice += [6, 6, 2, 2, 2]  # acid 12 against three defence dice (Health 2 + 1): 12 // 6 = 2
    state, events = act(state, 0, {"type": "move", "dir": "east"})
    assert next(e for e in events if e.type == "damage").data["defence"] == [2, 2, 2]
    assert state["f"][0]["dice"] == {}


def test_indian_brave_heals_one_extra() -> None:
    """L714-L716: all healing cards heal the Indian Brave +1."""
    state = playing(("indian_brave", 4, 1, 2), ("mad_scientist", 2, 2, 3))
    state["f"][0]["health"] = 1
    oil = card_named("Patent Medicine")  # heals 1
    state["f"][0]["hand"] = [oil]
    state, _ = act(state, 0, {"type": "play", "card": oil})
    assert state["f"][0]["health"] == 3


def test_mad_scientist_and_huckster_starting_gadgets_draw_at_turn_start(dice: list[int]) -> None:
    """L413-L414: the Mad Scientist draws a gadget on 3-6; L511-L512: Hoyle's Book a hex on 5-6, each turn."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3), ("huckster", 2, 2, 3))
    dice += [3]
    state, _ = act(state, 0, {"type": "end_turn"})
    assert [CARDS[u].deck for u in state["f"][1]["hand"]] == ["gadget"]
    state["turn"]["stage"] = "act"
    dice += [4]
    state, _ = act(state, 1, {"type": "end_turn"})
    assert state["f"][2]["hand"] == []


# -- shootouts -------------------------------------------------------------------


def test_held_attack_becomes_a_shootout_decision_on_another_turn(dice: list[int]) -> None:
    """L242-L256: hold one attack; a fighter passing directly in front in LOS on an orthogonal line is shot out;
    Speed plus a random card decides who fires first; a Main Street frag earns a bonus Special."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 1, 2, 4))
    state["f"][0]["pos"] = cell(0, 6)
    state, _ = act(state, 0, {"type": "hold"})
    assert state["f"][0]["held"]
    assert R.attacks_left(state, 0) == 1
    state, _ = act(state, 0, {"type": "end_turn"})
    dice.clear()
    state["f"][1]["pos"] = cell(5, 5)
    state["turn"] = fresh_turn(10)
    state, _ = act(state, 1, {"type": "move", "dir": "south"})  # onto Main Street, in line with seat 0
    assert R.to_act(state) == [0]
    assert {a["type"] for a in R.legal_actions(state, 0)} == {"shoot_out", "hold_fire"}
    state, _ = act(state, 0, {"type": "shoot_out", "weapon": STARTING})
    assert R.to_act(state) == [1]
    assert {a["type"] for a in R.legal_actions(state, 1)} >= {"no_return"}
    dice += [6, 6, 1, 1, 6, 6, 6, 6, 6, 6, 1]  # speeds, to-hit, damage 18 vs 1
    state, events = act(state, 1, {"type": "no_return"})
    rolls = [e for e in events if e.type == "shootout_roll"]
    assert [e.data["seat"] for e in rolls] == [0, 1]
    assert state["pending"][0]["kind"] == "last_stand"  # the Mad Scientist drew a gadget at his turn's start
    state, more = act(state, 1, {"type": "fall"})
    events += more
    assert state["f"][1]["status"] == "fragged"
    specials = [e for e in events if e.type == "drew" and e.data["seat"] == 0 and e.data["deck"] == "special"]
    assert len(specials) == 2  # the frag's Special and the Main Street bonus


def test_the_saloon_gal_is_shot_out_but_never_fires_back(dice: list[int]) -> None:
    """L654-L655: the Saloon Gal "may not use the 'Shootout' rules": she never holds an attack and
    never fires in a shootout, but a holder, who uses the rules (L246-L249), may shoot her out as
    she passes. With only the holder firing, nobody rolls for who fires first (L251-L253)."""
    state = playing(("agency_operative", 2, 2, 3), ("saloon_gal", 2, 2, 3))
    state["f"][0]["pos"] = cell(0, 6)
    state["f"][0]["held"] = True
    state["current"] = 1
    state["f"][1]["pos"] = cell(5, 5)
    assert "hold" not in types(state, 1)
    state, _ = act(state, 1, {"type": "move", "dir": "south"})  # onto Main Street, in line with seat 0
    assert R.to_act(state) == [0]
    state, events = act(state, 0, {"type": "shoot_out", "weapon": STARTING})
    assert not state["f"][0]["held"]
    assert not any(p["kind"] == "return_fire" for p in state["pending"])
    assert not any(e.type == "shootout_roll" for e in events)
    assert next(e for e in events if e.type == "shootout").data == {"seat": 0, "mover": 1, "return_fire": False}
    assert [e.data["seat"] for e in events if e.type == "attack"] == [0]
    assert state["f"][1]["health"] == 1  # unscripted 3s: to-hit 9 against range 5; damage 9 // 6 = 1
    assert R.to_act(state) == [1]


def test_a_backfire_frag_in_a_main_street_shootout_gives_the_survivor_the_bonus(dice: list[int]) -> None:
    """L254-L256: "If the shootout occurs anywhere on Main Street and one of the fighters is fragged,
    the surviving fighter may draw a bonus Special card": a shooter fragged by his own weapon's
    backfire (L86-L89) leaves the other the bonus, though nobody scores the frag (L909-L910)."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    tesla = card_named("Tesla Pistol")  # backfires on a 1
    state["f"][0]["pos"] = cell(0, 6)
    state["f"][0]["held"] = True
    state["f"][0]["health"] = 1
    state["f"][0]["weapons"] = [[tesla, 4]]
    state["current"] = 1
    state["turn"] = fresh_turn(10)
    state["f"][1]["pos"] = cell(5, 5)
    state, _ = act(state, 1, {"type": "move", "dir": "south"})  # onto Main Street, in line with seat 0
    state, _ = act(state, 0, {"type": "shoot_out", "weapon": tesla})
    dice += [6, 6, 1, 1, 6, 6, 6, 1, 1, 1, 1, 6, 6]  # speeds; to-hit; damage 4 against 12: none, and a 1
    state, events = act(state, 1, {"type": "no_return"})
    assert next(e for e in events if e.type == "malfunction").data["kind"] == "backfire"
    assert state["f"][0]["status"] == "fragged"
    assert not any(e.type == "frag" for e in events)
    specials = [e.data["seat"] for e in events if e.type == "drew" and e.data["deck"] == "special"]
    assert specials == [1]


def test_hold_fire_lets_the_fighter_pass(dice: list[int]) -> None:
    """L246-L249: the held attack may be used on a fighter passing in front (it is a choice)."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(0, 6)
    state["f"][0]["held"] = True
    state["current"] = 1
    state["f"][1]["pos"] = cell(5, 5)
    state, _ = act(state, 1, {"type": "move", "dir": "south"})
    state, _ = act(state, 0, {"type": "hold_fire"})
    assert R.to_act(state) == [1]
    assert state["f"][0]["held"]


def test_a_shootout_weapon_from_the_hand_shows_to_its_holder_only() -> None:
    """L242-L253 and the house rule on hidden information: a holder may shoot out with a
    weapon card from his hand, which he plays only when he fires. The mover may frag him
    first (the roll for who fires first, L251-L253), and the card then stays in his hand:
    so until it is fired only the holder sees it, in the view and in the mover's sample."""
    state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3), ("indian_brave", 4, 2, 1))
    tesla = card_named("Tesla Pistol")
    state["decks"] = {**state["decks"], "weapon": [u for u in state["decks"]["weapon"] if u != tesla]}
    peacemaker = next(u for u in state["decks"]["weapon"] if CARDS[u].name == "Colt Peacemaker")
    state["f"][0].update(pos=cell(0, 6), held=True, hand=[tesla])
    state["current"] = 1
    state["turn"] = fresh_turn(10)
    state["f"][1]["pos"] = cell(5, 5)
    state, _ = act(state, 1, {"type": "move", "dir": "south"})  # in line with the holder, in sight
    state, _ = act(state, 0, {"type": "shoot_out", "weapon": tesla})
    assert state["pending"][0] == {"kind": "return_fire", "seat": 1, "holder": 0, "weapon": tesla, "cheat": False}
    assert R.view(state, 0)["pending"][0]["weapon"] == tesla
    for viewer in (1, 2, None):
        assert R.view(state, viewer)["pending"][0]["weapon"] is None
    # The same shootout declared with another card the mover has not seen samples the same.
    twin = R.copy_state(state)
    twin["f"][0] = {**twin["f"][0], "hand": [peacemaker]}
    twin["pending"] = [{**state["pending"][0], "weapon": peacemaker}]
    twin["decks"] = {**twin["decks"], "weapon": [tesla if u == peacemaker else u for u in state["decks"]["weapon"]]}
    for seed in range(20):
        sample = R.determinize(state, 1, seed)
        assert state_hash(sample) == state_hash(R.determinize(twin, 1, seed))
        fired = sample["pending"][0]["weapon"]
        assert sample["f"][0]["hand"] == [fired]
        assert not CARDS[fired].joker
    # The holder's own sample keeps the card he chose.
    assert R.determinize(state, 0, 3)["pending"][0]["weapon"] == tesla


def test_no_return_fire_from_an_occupied_square(dice: list[int]) -> None:
    """L182-L184: "you cannot attack from an occupied square": a fighter shot out while passing
    through another fighter's square may not fire back from it; the holder still fires."""
    state = playing(("agency_operative", 2, 2, 3), ("indian_brave", 4, 2, 1), ("mad_scientist", 2, 2, 3))
    state["f"][0]["pos"] = cell(0, 6)
    state["f"][0]["held"] = True
    state["f"][2]["pos"] = cell(5, 6)  # the square the passer steps into, in line with the holder
    state["current"] = 1
    state["f"][1]["pos"] = cell(5, 5)
    state, _ = act(state, 1, {"type": "move", "dir": "south"})
    assert R.to_act(state) == [0]
    state, _ = act(state, 0, {"type": "shoot_out", "weapon": STARTING})
    assert R.legal_actions(state, 1) == [{"type": "no_return"}]
    with pytest.raises(IllegalAction):
        act(state, 1, {"type": "return_fire", "weapon": STARTING})
    dice += [1, 1, 6, 6, 6, 6, 6]  # holder: speed 2 + card; passer: speed 2 + card; then the holder's to-hit
    state, events = act(state, 1, {"type": "no_return"})
    assert [e.data["seat"] for e in events if e.type == "attack"] == [0]


# -- whole games -----------------------------------------------------------------


def _random_game(
    seed: int, seats: int, attack_first: bool, limit: int = 20_000
) -> tuple[list[tuple[int, dict[str, Any]]], str]:
    chooser = random.Random(seed)
    state = R.setup(GameConfig("standard", seats, {}), seed)
    log = []
    for _ in range(limit):
        if R.outcome(state) is not None:
            return log, state_hash(state)
        seat = chooser.choice(R.to_act(state))
        actions = R.legal_actions(state, seat)
        attacks = [a for a in actions if a["type"] in ("attack", "shoot_out", "return_fire")]
        action = chooser.choice(attacks if attack_first and attacks else actions)
        state, _ = R.apply(state, seat, action)
        log.append((seat, action))
    raise AssertionError(f"seed {seed} did not end")


def test_a_random_player_that_attacks_whenever_it_can_finishes() -> None:
    """Random legal play that attacks whenever it can always ends, and replays to the same hash."""
    for seed in range(6):
        seats = 2 + seed % 5
        log, final = _random_game(seed, seats, attack_first=True)
        assert state_hash(replay(R, GameConfig("standard", seats, {}), seed, log)) == final


# The actions ``apply`` takes a short way for, in legal and illegal spellings alike.
SHORT_WAY_ACTIONS: list[dict[str, Any]] = [
    {"type": "roll"},
    {"type": "end_turn"},
    {"type": "hold"},
    *({"type": "move", "dir": d} for d in rules_module.DIR_NAMES),
    *({"type": "jump", "dir": d, "distance": n} for d in rules_module.DIR_NAMES for n in range(1, 6)),
    {"type": "move", "dir": "up"},
    {"type": "move"},
    {"type": "move", "dir": "north", "distance": 2},
    {"type": "jump", "dir": "north", "distance": "2"},
    {"type": "jump", "dir": "north"},
]


def _verdict(
    call: Callable[[State, int, dict[str, Any]], object], state: State, seat: int, action: dict[str, Any]
) -> str | None:
    """``None`` if the call goes through, else the refusal's code and message."""
    try:
        call(state, seat, action)
    except IllegalAction as refusal:
        return f"{refusal.code}: {refusal.message}"
    return None


def _played_states(
    seeds: range,
    seat_counts: int,
    plies: int,
    prefer: frozenset[str] = frozenset(),
    options: Callable[[int], dict[str, Any]] = lambda seed: {},
) -> Iterator[tuple[State, int, list[dict[str, Any]]]]:
    """The states of seeded random games (``2 + seed % seat_counts`` seats, ``options(seed)``),
    each before its action, with the acting seat and its legal actions; the random choice takes
    an action of a type in ``prefer`` whenever one is legal."""
    for seed in seeds:
        chooser = random.Random(seed)
        state = R.setup(GameConfig("standard", 2 + seed % seat_counts, options(seed)), seed)
        for _ in range(plies):
            if R.outcome(state) is not None:
                break
            seat = R.to_act(state)[0]
            actions = R.legal_actions(state, seat)
            yield state, seat, actions
            preferred = [a for a in actions if a["type"] in prefer]
            state, _ = R.apply(state, seat, chooser.choice(preferred or actions))


def test_apply_short_way_agrees_with_check() -> None:
    """``apply``'s short way for move, end_turn, roll, jump, hold and discard accepts exactly what
    ``check`` accepts, from every seat, and refuses the rest with ``check``'s own code,
    over random play (docs/frag-deadlands.md, fifth round)."""
    accepted = refused = 0
    for state, _, _ in _played_states(range(4), 3, 1500):
        for seat in range(state["seats"]):
            hand = state["f"][seat]["hand"]
            discards = [{"type": "discard", "card": u} for u in hand]
            discards += [{"type": "discard", "card": u + 1} for u in hand]  # a card in hand only by chance
            discards += [{"type": "discard", "card": True}, {"type": "discard", "card": 1.0}, {"type": "discard"}]
            discards += [{"type": "discard", "card": u, "roll": "hit"} for u in hand]
            for action in SHORT_WAY_ACTIONS + discards:
                verdict = _verdict(R.check, state, seat, action)
                assert _verdict(R.apply, state, seat, action) == verdict, action
                if verdict is None:
                    accepted += 1
                else:
                    refused += 1
    assert accepted > 500
    assert refused > 5000


def _near_misses(action: dict[str, Any]) -> list[dict[str, Any]]:
    """``action`` and spellings of it that differ in one thing: each parameter dropped,
    nudged by one, retyped (a float, a string, ``true``), ``cheat`` added, a key added."""
    out = [action, {**action, "extra": 1}, {**action, "cheat": True}, {**action, "cheat": False}]
    for key, value in action.items():
        if key == "type":
            continue
        out.append({k: v for k, v in action.items() if k != key})
        if value is True:
            out += [{**action, key: False}, {**action, key: 1}]
        elif type(value) is int:
            out += [{**action, key: value + 1}, {**action, key: value - 1}, {**action, key: float(value)}]
            out += [{**action, key: str(value)}, {**action, key: True}]
    return out


def _answer(
    call: Callable[[State, int, dict[str, Any]], tuple[State, list[Any]]],
    state: State,
    seat: int,
    action: dict[str, Any],
) -> tuple[Any, Any]:
    """The call's new state and events, or its refusal's code and message."""
    try:
        return call(state, seat, action)
    except IllegalAction as refusal:
        return refusal.code, refusal.message


def test_apply_short_ways_for_play_attack_and_hold_fire_give_the_long_ways_answer() -> None:
    """``apply``'s short ways for ``play``, ``attack`` and ``hold_fire`` give exactly what the long way
    (``normalize_action``, ``check``, a whole copy and ``step``) gives: the same new state and
    events, or the same refusal, code and message, for each such action listed, the play of
    each card in hand, and their near misses, from every seat, over random play that holds
    whenever it can (for shootouts), the input left as it was (docs/frag-deadlands.md, ninth
    round)."""
    kinds = ("play", "attack", "hold_fire")
    tried = dict.fromkeys(kinds, 0)
    accepted = dict.fromkeys(kinds, 0)
    for state, mover, actions in _played_states(range(8), 5, 700, prefer=frozenset(("hold", "play"))):
        listed = [a for a in actions if a["type"] in kinds]
        listed += [{"type": "play", "card": u} for u in state["f"][mover]["hand"]]
        tries = [{"type": "hold_fire"}, *(miss for a in listed for miss in _near_misses(a))]
        before = state_hash(state)
        for seat in range(state["seats"]):
            for action in tries:
                answer = _answer(R.apply, state, seat, action)
                assert answer == _answer(partial(Ruleset.apply, R), state, seat, action), (seat, action)
                kind = action["type"]
                tried[kind] += 1
                if type(answer[0]) is dict:  # a new state, not a refusal's code
                    accepted[kind] += 1
                    # the short way, which shares a record (an attack copies two): every accepted
                    # spelling but a reload's, which names its weapon too, and ``cheat: false``,
                    # which ``normalize_action`` drops
                    short = (kind != "play" or "weapon" not in action) and action.get("cheat") is not False
                    if short and state["seats"] > 2:
                        assert any(map(operator.is_, answer[0]["f"], state["f"])), action
        assert state_hash(state) == before
    for kind in kinds:
        assert accepted[kind] > 100, kind
        assert tried[kind] > 10 * accepted[kind], kind


def test_apply_short_ways_for_end_turn_and_roll_give_the_long_ways_answer() -> None:
    """``apply``'s short ways for a plain end of turn (``_plain_end_turn``) and a roll without the
    Saloon Gal's extra dice (``_plain_roll``) give exactly what the long way gives: the same new
    state and events, or the same refusal, code and message, for ``end_turn``, ``roll`` and their
    near misses from every seat, in every state of random play that holds, plays and drops
    whenever it can, or plays, drops and boosts (held attacks, charms, boosts, cards in force for
    everyone, fresh piles at the end of a turn, extra dice for a roll), some games with a round
    cap, the input left as it was; the end of turn's short way is shown taken (the new state
    shares the RNG list when nothing is drawn for, the records list when neither record
    changes) and missed (docs/frag-deadlands.md, tenth round)."""
    tries = _near_misses({"type": "end_turn"}) + _near_misses({"type": "roll"})
    accepted = dict.fromkeys(("end_turn", "roll"), 0)
    shared_rng = shared_records = extra_dice = 0
    capped: Callable[[int], dict[str, Any]] = lambda seed: {"round_cap": seed % 4 * 3}  # noqa: E731
    for state, _, _ in itertools.chain(
        _played_states(range(10), 5, 800, prefer=frozenset(("hold", "play", "drop")), options=capped),
        _played_states(range(10, 20), 5, 800, prefer=frozenset(("play", "drop", "boost")), options=capped),
    ):
        before = state_hash(state)
        for seat in range(state["seats"]):
            for action in tries:
                answer = _answer(R.apply, state, seat, action)
                long_way = _answer(partial(Ruleset.apply, R), state, seat, action)
                assert answer == long_way, (seat, action)
                if type(answer[0]) is dict:
                    accepted[action["type"]] += 1
                    assert state_hash(answer[0]) == state_hash(long_way[0])  # ``0`` is not ``false`` here
                    if action["type"] == "end_turn":
                        shared_rng += answer[0]["rng"] is state["rng"]
                        shared_records += answer[0]["f"] is state["f"]
                    else:
                        extra_dice += bool(state["f"][seat]["dice"])
        assert state_hash(state) == before
    assert accepted["end_turn"] > 1000
    assert accepted["roll"] > 500
    assert 100 < shared_rng < accepted["end_turn"]
    assert 100 < shared_records < accepted["end_turn"]
    assert extra_dice > 10


def test_apply_short_way_for_end_turn_answers_rare_states_as_the_long_way() -> None:
    """The ends of turn random play seldom or never meets, built by hand: the mover on a square
    with a hanged, a fragged or a standing fighter, with movement left or none; boosts, a sure hit,
    a charm or a held attack to end; a card in force for the next seat or another; the next seat
    fragged, hanged, or a starting gadget's holder; the round cap reached or not; piles fresh for
    the mover or another. ``apply`` gives what the long way gives, the input left as it was."""
    gallows = R.board.gallows[0]
    tweaks: list[Callable[[State], None]] = [
        lambda s: None,
        lambda s: s["f"][1].update(status="hanged", pos=gallows),
        lambda s: s["f"][0].update(pos=gallows) or s["f"][2].update(status="hanged", pos=gallows),
        lambda s: s["f"][2].update(status="fragged", pos=s["f"][0]["pos"]),
        lambda s: s["f"][2].update(pos=s["f"][0]["pos"]),
        lambda s: s["f"][1].update(status="fragged"),
        lambda s: s["f"][0].update(boosts=[["speed", 1, 1]]),
        lambda s: s["f"][0].update(auto_hit=5),
        lambda s: s["f"][1].update(boosts=[["speed", 1, 1]]),
        lambda s: s["f"][1].update(charm=4),
        lambda s: s["f"][1].update(held=True),
        lambda s: s.update(globals=[[1, "speed", 1]]),
        lambda s: s.update(globals=[[2, "speed", 1]]),
        lambda s: s.update(first=1),
        lambda s: s.update(first=1, round=3),
        lambda s: s.update(piles=[{"id": 1, "cell": 0, "cards": [], "fresh": 0}]),
        lambda s: s.update(
            piles=[{"id": 1, "cell": 0, "cards": [], "fresh": -1}, {"id": 2, "cell": 1, "cards": [], "fresh": 0}]
        ),
        lambda s: s.update(piles=[{"id": 1, "cell": 0, "cards": [], "fresh": 2}]),
    ]
    answers = set()
    refused = 0
    for move, stage in ((0, "act"), (3, "act"), (0, "done")):
        for nxt in ("mad_scientist", "agency_operative"):
            for tweak in tweaks:
                entries = (("saloon_gal", 2, 2, 3), (nxt, 2, 2, 3), ("huckster", 2, 2, 3))
                state = playing(*entries, round_cap=3)
                state["turn"] = fresh_turn(move=move, stage=stage)
                tweak(state)
                before = state_hash(state)
                answer = _answer(R.apply, state, 0, {"type": "end_turn"})
                long_way = _answer(partial(Ruleset.apply, R), state, 0, {"type": "end_turn"})
                assert answer == long_way, (move, stage, nxt, tweaks.index(tweak))
                if type(answer[0]) is dict:
                    assert state_hash(answer[0]) == state_hash(long_way[0])
                    answers.add(state_hash(answer[0]))
                else:
                    refused += 1
                assert state_hash(state) == before
    assert len(answers) > len(tweaks)
    assert refused > 0


def test_apply_short_way_for_play_answers_every_card_as_the_long_way() -> None:
    """The plays random play seldom meets: each card alone in hand, for every fighter, with the
    weapon limit reached or not, hurt or not, armour worn or not, hex access in play or not;
    ``apply`` gives what the long way gives (docs/frag-deadlands.md, ninth round)."""
    weapons = [c.uid for c in CARDS if c.deck == "weapon" and c.effect == "weapon"]
    armor = next(c for c in CARDS if c.effect == "armor")
    access = next(c for c in CARDS if c.effect == "hex_access")
    accepted = refused = 0
    for fighter in R.fighters:
        for full, hurt, worn, gadget in itertools.product((False, True), repeat=4):
            other = "saloon_gal" if fighter.id == "huckster" else "huckster"
            state = playing((fighter.id, 2, 2, 3), (other, 2, 2, 3))
            rec = state["f"][0]
            if full:
                rec["weapons"] = [[u, 1] for u in weapons[-R.weapon_limit(state, 0) :]]
            rec["armor"] = [[armor.uid, armor.bonus]] if worn else []
            rec["gadgets"] = [access.uid] if gadget else []
            rec["health"] = 1 if hurt else R.health_cap(state, 0)
            in_play = {*rec["gadgets"], *(u for u, _ in rec["armor"] + rec["weapons"])}
            for card in CARDS:
                if card.uid in in_play:
                    continue
                rec["hand"] = [card.uid]
                action = {"type": "play", "card": card.uid}
                answer = _answer(R.apply, state, 0, action)
                assert answer == _answer(partial(Ruleset.apply, R), state, 0, action), (fighter.id, card.name)
                if type(answer[0]) is dict:
                    accepted += 1
                else:
                    refused += 1
    assert accepted > 1000
    assert refused > 1000


def test_apply_short_way_copies_only_the_records_its_step_writes() -> None:
    """``apply``'s short way copies only the fighter records its step may write (the mover's;
    at the end of a turn the next seat's too; for an attack the target's too) and shares the
    rest: over random play every legal move, jump, roll, hold, end_turn, discard, hold_fire,
    play and attack leaves its input as it was and gives the state and events that a whole
    copy and ``step`` give (docs/frag-deadlands.md, seventh round), the quiet moves and jumps,
    which share the RNG list too, among them (eighth round; the last three, ninth round)."""
    short = frozenset(("move", "jump", "roll", "hold", "end_turn", "discard", "hold_fire", "play", "attack"))
    checked = quiet = 0
    for state, seat, actions in _played_states(range(4), 5, 700):
        before = state_hash(state)
        for action in actions:
            if action["type"] in short:
                new_state, events = R.apply(state, seat, action)
                whole = R.copy_state(state)
                assert R.step(whole, seat, action) == events
                assert new_state == whole
                checked += 1
                quiet += new_state["rng"] is state["rng"]
        assert state_hash(state) == before
    assert checked > 5000
    assert quiet > 4000


def test_legal_actions_short_ways_list_what_the_generators_list() -> None:
    """``legal_actions``' act stage (moves, jumps and targets listed inline from one pass over
    the fighters; each generator called only when it would list something) and its start
    stage with an empty hand list exactly what the generators list in turn, over random play
    that attacks whenever it can, so that fighters are wounded, fragged and hanged on the
    way (docs/frag-deadlands.md, sixth round). Both ways of listing the moves and jumps are
    met: from the per-square table (nobody within reach) and square by square (ninth round);
    and start stages with a hand, listing the roll alone or teleports and boosts too (twelfth
    round)."""
    compared = hanged = 0
    crowded = {True: 0, False: 0}
    start_hands = {True: 0, False: 0}
    attacks = frozenset(("attack", "shoot_out", "return_fire"))
    for state, seat, actions in _played_states(range(18), 5, 3000, prefer=attacks):
        if state["phase"] == "play" and not state["pending"]:
            kinds = R._kinds_now(state, seat)
            if kinds in (rules_module._ACT_KINDS, ("roll", "teleport", "boost")):
                assert actions == [a for kind in kinds for a in R._gen(state, seat, kind)]
                compared += 1
                hanged += any(f["status"] == "hanged" for f in state["f"])
                me = state["f"][seat]
                if kinds is not rules_module._ACT_KINDS and me["hand"]:
                    start_hands[len(actions) > 1] += 1
                if kinds is rules_module._ACT_KINDS and me["status"] == "alive" and state["turn"]["move"] >= 1:
                    others = {f["pos"] for s, f in enumerate(state["f"]) if s != seat and f["pos"] >= 0}
                    crowded[not R._near[me["pos"]].isdisjoint(others)] += 1
    assert compared > 5000
    assert hanged > 100
    assert min(crowded.values()) > 500, crowded
    assert min(start_hands.values()) > 50, start_hands


@pytest.mark.property
def test_random_games_end_and_replay() -> None:
    """Random legal play over 20 seeds per unit of PROPERTY_SCALE (500 at scale 25) never
    crashes, always ends, and replays to the same hash.

    No round cap (the rulebook has none, L901-L907): two purely random fighters wander the map
    and rarely meet, so a few 2-seat games run past 20,000 actions (seed 275: 34,120) before
    the third frag; the bound here is 100,000 actions."""
    for seed in range(scaled(20)):
        seats = 2 + seed % 5
        log, final = _random_game(seed, seats, attack_first=seed % 2 == 0, limit=100_000)
        assert state_hash(replay(R, GameConfig("standard", seats, {}), seed, log)) == final


def test_views_hide_other_hands_and_the_deck_order() -> None:
    """L73: the cards in your hand are hidden from the other players."""
    state = playing(*TWO)
    state["f"][1]["hand"] = [card_named("Snake Oil")]
    mine = R.view(state, 1)
    theirs = R.view(state, 0)
    spectator = R.view(state, None)
    assert mine["fighters"][1]["hand"][0]["name"] == "Snake Oil"
    assert "hand" not in theirs["fighters"][1]
    assert "hand" not in spectator["fighters"][1]
    assert theirs["fighters"][1]["hand_size"] == 1
    assert "Snake Oil" not in json.dumps(theirs) or any(
        c["name"] == "Snake Oil" for pile in theirs["discards"].values() for c in pile
    )
    assert isinstance(theirs["decks"]["weapon"], int)
    det = R.determinize(state, 0, 5)
    assert det["f"][0]["hand"] == state["f"][0]["hand"]
    assert sorted(det["decks"]["special"] + det["f"][1]["hand"]) != []
    assert len(det["f"][1]["hand"]) == 1


def test_teleport_instead_of_rolling_bumps_the_occupant(dice: list[int]) -> None:
    """L152-L153 and L169-L172: declare a teleport instead of rolling; a teleport into an occupied
    square bumps its occupant to a rolled respawn square."""
    state = playing(*TWO)
    state["turn"] = fresh_turn(0, "start")
    porter = card_named("Ghost Rock Teleporter")
    state["f"][0]["hand"] = [porter]
    state["f"][1]["pos"] = BOARD.respawn[2]
    assert {"type": "teleport", "card": porter, "square": 2} in R.legal_actions(state, 0)
    dice += [6]
    state, _ = act(state, 0, {"type": "teleport", "card": porter, "square": 2})
    assert state["f"][0]["pos"] == BOARD.respawn[2]
    assert state["f"][1]["pos"] == BOARD.respawn[6]
    assert state["turn"]["move"] == 0
    assert porter in state["discards"]["gadget"]


def test_held_attack_and_until_your_next_turn_cards_end_at_your_next_turn() -> None:
    """L243-L245 (one held attack, for a turn that isn't his own) and specials' time limits (L90-L92):
    a held attack, a charm and an everyone-card last until the start of their owner's next turn."""
    state = playing(*TWO)
    storm = card_named("Dust Storm")
    horseshoe = card_named("Lucky Horseshoe")
    state["f"][0]["hand"] = [storm, horseshoe]
    state, _ = act(state, 0, {"type": "play", "card": storm})
    state, _ = act(state, 0, {"type": "play", "card": horseshoe})
    state, _ = act(state, 0, {"type": "hold"})
    assert "hold" not in types(state, 0)  # only one attack may be held
    assert R.stat(state, 1, "accuracy") == 2  # Dust Storm: every fighter -1
    state, _ = act(state, 0, {"type": "end_turn"})
    assert state["f"][0]["held"]
    assert state["f"][0]["charm"]
    state["turn"]["stage"] = "act"
    state, _ = act(state, 1, {"type": "end_turn"})
    assert not state["f"][0]["held"]
    assert not state["f"][0]["charm"]
    assert state["globals"] == []


def test_hoyles_book_draws_a_hex_on_five_or_six(dice: list[int]) -> None:
    """L511-L514: the Huckster's Hoyle's Book of Games: on a roll of 5-6, draw one hex card at the
    beginning of each turn."""
    for roll, draws in ((5, True), (4, False)):
        state = playing(("agency_operative", 2, 2, 3), ("huckster", 2, 2, 3))
        dice += [roll]
        state, events = act(state, 0, {"type": "end_turn"})
        drew = [e.data for e in events if e.type == "drew"]
        assert drew == ([{"seat": 1, "deck": "hex"}] if draws else [])


def test_no_round_cap_by_default_and_a_chosen_cap_is_marked_as_the_ending() -> None:
    """L901-L907: the game ends at the third frag and the rulebook sets no length limit, so
    ``round_cap`` (a house option) is off by default; when chosen, its ending says so."""
    for options, ends in (({}, False), ({"round_cap": 0}, False), ({"round_cap": 3}, True)):
        state = playing(*TWO, **options)
        last = (state["first"] - 1) % 2
        state["current"], state["round"] = last, 3
        state["turn"] = fresh_turn(move=0)
        state["f"][last]["frags"] = 1
        state, events = act(state, last, {"type": "end_turn"})
        outcome = R.outcome(state)
        if not ends:
            assert outcome is None
            assert state["round"] == 4
            continue
        assert outcome is not None
        assert outcome.details["reason"] == "round_cap"
        assert outcome.winners == [last]
        assert any(e.type == "game_over" and e.data["reason"] == "round_cap" for e in events)
