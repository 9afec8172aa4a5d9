"""Shootin' Ladders card effects as data: the vocabulary, its refusals at load, and each effect's rule.

Rulebook lines cited as ``L<number>`` of shared/rulebooks/shootin-ladders-frag-fest.txt.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from ladders.card_effects import CardFileError, vocabulary_table
from ladders.engine import GameConfig, IllegalAction, Scenario, State, rng_below
from ladders.shootin.cards import (
    CARDS,
    DEFAULT_CARDS_FILE,
    DEFAULT_CHARACTERS_FILE,
    EAGLE,
    EFFECTS,
    load_cards,
    load_characters,
    parse_cards,
)
from ladders.shootin.rules import RULESET as R
from ladders.shootin.rules import ruleset_with
from ladders.shootin.scenarios import ScenarioRules

RAW = json.loads(DEFAULT_CARDS_FILE.read_text())
DOCS = Path(__file__).resolve().parents[2] / "docs" / "shootin-ladders.md"
HEAD = 0


def game(scenario: str = "quick-and-the-crumbed", seats: int = 2, seed: int = 1, **options: Any) -> State:
    state = R.setup(GameConfig(scenario, seats, dict(options)), seed)
    while state["phase"] in ("choose", "place"):
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, R.legal_actions(state, seat)[0])
    return state


def at_turn(state: State, seat: int, positions: dict[int, int], dice: list[int] | None = None) -> State:
    for s, square in positions.items():
        state["players"][s]["pos"] = square
    R._start_turn(state, seat, [])
    if dice is not None:
        state["turn"]["phase"] = "active"
        state["turn"]["dice"] = list(dice)
    return state


def give(state: State, seat: int, card_id: str) -> int:
    """A copy of ``card_id`` in ``seat``'s hand (the one it holds already: copies are one choice)."""
    for uid in state["players"][seat]["hand"]:
        if CARDS[uid].id == card_id:
            return uid
    for deck in state["decks"].values():
        for uid in deck:
            if CARDS[uid].id == card_id:
                deck.remove(uid)
                state["players"][seat]["hand"].append(uid)
                return uid
    raise AssertionError(f"no {card_id} left in the decks")


def refused(raw: dict[str, Any]) -> str:
    with pytest.raises(CardFileError) as caught:
        parse_cards(raw)
    return str(caught.value)


# -- the vocabulary and its refusals -------------------------------------------


def test_every_card_of_the_reconstruction_is_built_from_the_vocabulary() -> None:
    """L20-23 and L18: 90 cards (the Rockett Popp and C4reo counters among the gear); every effect a kind
    the engine knows."""
    for c in CARDS:
        for effect in c.effects:
            assert effect["kind"] in EFFECTS
    gear_kinds = {c.effect for c in CARDS if c.deck == "gear"}
    assert {"armour", "heal", "move", "die_change", "fewer_dice", "cancel_attack"} <= gear_kinds
    assert {"graft_head", "rocket", "mine"} <= gear_kinds
    rifle = next(c for c in CARDS if c.id == "ginger_snipe_rifle")
    assert rifle.ignore_obstructions == 1
    assert rifle.self_reload
    assert rifle.no_long_range_penalty


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda raw: raw["gear"][0]["effects"][0].update(kind="teleport"),
         r"gear\[0\] 'gumdrop_helmet': field 'effects\[0\]\.kind': unknown effect 'teleport'"),
        (lambda raw: raw["gear"][3]["effects"][0].update(distance=2),
         r"gear\[3\] 'hatch_hop': field 'effects\[0\]\.distance': effect 'move' takes no parameter"),
        (lambda raw: raw["gear"][0]["effects"][0].pop("points"),
         r"gear\[0\] 'gumdrop_helmet': field 'effects\[0\]\.points' is missing"),
        (lambda raw: raw["gear"][0]["effects"][0].update(points="2"),
         r"field 'effects\[0\]\.points' must be an integer"),
        (lambda raw: raw["gear"][0]["effects"][0].update(part="tail"),
         r"field 'effects\[0\]\.part' must be one of"),
        (lambda raw: raw["weapons"][0]["effects"].append({"kind": "heal", "amount": 1}),
         r"weapons\[0\] 'candy_cane_club': field 'effects\[1\]\.kind': effect 'heal' is not for a weapon card"),
        (lambda raw: raw["ammo"][0].update(effects=[{"kind": "armour_piercing"}]),
         r"ammo\[0\] 'nibbs': field 'effects': an ammo card needs a 'reload' effect"),
        (lambda raw: raw["gear"][0].update(effects=[]),
         r"gear\[0\] 'gumdrop_helmet': field 'effects': a gear card has exactly one effect"),
        (lambda raw: raw["gear"][0].update(armor=2),
         r"gear\[0\] 'gumdrop_helmet': unknown field 'armor'"),
        (lambda raw: raw["weapons"][3].update(range=0),
         r"weapons\[3\] 'gumball_shotgun': field 'range': a melee weapon has range 0"),
        (lambda raw: raw["weapons"][3].update(effects="melee"),
         r"weapons\[3\] 'gumball_shotgun': field 'effects' must be a list"),
    ],
    ids=["unknown-kind", "unknown-param", "missing-param", "wrong-type", "bad-part", "wrong-deck",
         "ammo-without-reload", "gear-without-effect", "unknown-field", "melee-range", "not-a-list"],
)  # fmt: skip
def test_a_card_file_with_an_effect_the_engine_does_not_know_is_refused_naming_card_and_field(
    change: Any, message: str
) -> None:
    """DESIGN: an unknown effect is refused at load, never loaded as a dead card."""
    raw = copy.deepcopy(RAW)
    change(raw)
    assert re.search(message, refused(raw)), refused(raw)


def test_an_owner_enters_a_new_card_from_the_vocabulary_without_python(tmp_path: Path) -> None:
    """An owner of the printed game enters a card as data: here a gear card healing another cookie."""
    raw = copy.deepcopy(RAW)
    raw["gear"][0] = {
        "id": "printed_medkit", "name": "Printed Medkit", "copies": 2, "text": "Heal 1 on a cookie within 3.",
        "effects": [{"kind": "heal", "amount": 1, "on": "cookie", "reach": 3}],
    }  # fmt: skip
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(raw))
    _, cards = load_cards(path)
    medkit = next(c for c in cards if c.id == "printed_medkit")
    assert (medkit.effect, medkit.amount, medkit.on_others, medkit.reach) == ("heal", 1, True, 3)
    assert medkit.to_dict()["effects"] == [{"kind": "heal", "amount": 1, "on": "cookie", "reach": 3}]


def test_a_character_file_naming_a_card_not_in_the_decks_is_refused(tmp_path: Path) -> None:
    """L154 the Alternate Starting Hand names cards: a misspelt one is refused, not dealt as nothing."""
    raw = json.loads(DEFAULT_CHARACTERS_FILE.read_text())
    raw["characters"][0]["alternate_hand"][0] = "rock_candy_rifel"
    path = tmp_path / "characters.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(CardFileError, match=r"characters\[0\]: field 'alternate_hand': no card 'rock_candy_rifel'"):
        load_characters(path)


def test_the_docs_list_every_effect_of_the_vocabulary() -> None:
    """The vocabulary is documented where an owner reads it (docs/shootin-ladders.md, 'Card effects')."""
    docs = DOCS.read_text()
    section = docs[docs.index("## Card effects") :]
    for kind, _decks, _params, _meaning in vocabulary_table(EFFECTS):
        assert f"`{kind}`" in section, kind


# -- each effect's rule ----------------------------------------------------------


def test_heal_may_be_played_on_another_cookie_within_its_reach() -> None:
    """L134 'During your Turn, you can play these cards on yourself or on another player as appropriate.'"""
    state = at_turn(game(seats=3), 0, {0: 30, 1: 31, 2: 50}, dice=[])
    patch = give(state, 0, "icing_patch")
    for seat in (1, 2):
        state["players"][seat]["parts"][HEAD] = 2
    legal = [a for a in R.legal_actions(state, 0) if a["type"] == "gear"]
    assert {"type": "gear", "card": patch, "part": "head", "seat": 1} in legal
    assert not any(a.get("seat") == 2 for a in legal), "seat 2 is out of the patch's reach"
    state, _ = R.apply(state, 0, {"type": "gear", "card": patch, "part": "head", "seat": 1})
    assert state["players"][1]["parts"][HEAD] == 5
    with pytest.raises(IllegalAction):
        R.apply(state, 0, {"type": "gear", "card": patch, "part": "head", "seat": 2})


def test_armour_may_be_strapped_on_a_cookie_on_your_square() -> None:
    """L134 on another player; L210 armour takes the hits on its part first."""
    state = at_turn(game(seats=2), 0, {0: 30, 1: 30}, dice=[])
    plating = give(state, 0, "hard_candy_plating")
    state, _ = R.apply(state, 0, {"type": "gear", "card": plating, "part": "torso", "seat": 1})
    assert state["players"][1]["armour"][1] == 2
    assert state["players"][0]["armour"][1] == 0


def test_a_rockett_popp_attacks_every_cookie_on_the_target_square() -> None:
    """L182 'the target player or target square you are firing into'; L18 Rockett Popp counters; L164 one
    attack per player per turn."""
    state = at_turn(game(seats=4), 0, {0: 21, 1: 23, 2: 23, 3: 24}, dice=[])
    popp = give(state, 0, "rockett_popp")
    legal = [a for a in R.legal_actions(state, 0) if a.get("card") == popp]
    assert {"type": "gear", "card": popp, "square": 23} in legal
    assert not any(a["square"] == 21 for a in legal), "not your own square"
    state, events = R.apply(state, 0, {"type": "gear", "card": popp, "square": 23})
    assert [e.data for e in events if e.type == "rocket"] == [{"seat": 0, "square": 23, "targets": [1, 2]}]
    assert R.to_act(state) == [1], "each cookie hit has its reaction window, in turn"
    assert state["pending"]["dice"] == 3
    assert state["pending"]["weapon"] == popp, "the window names the Rockett Popp's card"
    state, _ = R.apply(state, 1, {"type": "no_reaction"})
    assert state["pending"]["weapon"] == popp, "so does the second cookie's"
    assert R.to_act(state) == [2]
    state, _ = R.apply(state, 2, {"type": "no_reaction"})
    assert R.to_act(state) == [0]
    assert sum(state["players"][1]["parts"]) < 36 or sum(state["players"][2]["parts"]) < 36
    attacks = [a for a in R.legal_actions(state, 0) if a["type"] == "attack"]
    assert {a["target"] for a in attacks} == {3}, "the rocket was the one attack on 1 and 2 this turn"
    assert popp in state["discards"]["gear"]


def test_a_c4reo_charge_goes_off_on_the_next_cookie_to_move_into_its_square() -> None:
    """L18 C4reo counters (reconstruction: a charge left on a square)."""
    state = at_turn(game(seats=2), 0, {0: 30, 1: 27}, dice=[])
    charge = give(state, 0, "c4reo")
    state, events = R.apply(state, 0, {"type": "gear", "card": charge})
    assert state["counters"] == [{"card": charge, "square": 30, "owner": 0}]
    assert R.view(state, 1)["counters"] == [{"card": charge, "square": 30, "owner": 0}], "counters are on the table"
    assert str(charge) in R.view(state, 1)["cards"], "and so is the card a client names the counter by"
    state, _ = R.apply(state, 0, {"type": "end_turn"})
    state["turn"]["phase"] = "active"
    state["turn"]["dice"] = [4, None]
    state, events = R.apply(state, 1, {"type": "move", "die": 0, "direction": 1})
    assert [e.type for e in events if e.type == "mine"] == ["mine"]
    assert state["pending"] == {
        "kind": "react",
        "seat": 1,
        "attacker": 0,
        "weapon": charge,
        "dice": 4,
        "piercing": False,
    }, "the window names the counter's card as the weapon"
    assert state["counters"] == []
    state, events = R.apply(state, 1, {"type": "no_reaction"})
    assert len([e for e in events if e.type in ("hit", "miss")]) == 4


def test_a_reaction_may_answer_a_c4reo_charge_on_your_own_turn() -> None:
    """L134 'Some Gear cards can also be played during another player's Turn as outlined on the card
    itself': a reaction is played 'when you are attacked' (its card), so it also answers a C4reo charge
    set off on the mover's own turn (a reading, docs/shootin-ladders.md)."""
    state = at_turn(game(seats=2), 0, {0: 30, 1: 27}, dice=[])
    charge = give(state, 0, "c4reo")
    state, _ = R.apply(state, 0, {"type": "gear", "card": charge})
    state, _ = R.apply(state, 0, {"type": "end_turn"})
    duck = give(state, 1, "duck_and_cover")
    state["turn"]["phase"] = "active"
    state["turn"]["dice"] = [3, None]
    state, _ = R.apply(state, 1, {"type": "move", "die": 0, "direction": 1})
    assert state["current"] == 1, "the mover's own turn"
    assert R.to_act(state) == [1]
    assert {"type": "react", "card": duck} in R.legal_actions(state, 1)
    state, events = R.apply(state, 1, {"type": "react", "card": duck})
    assert len(next(e for e in events if e.type == "attack_roll").data["icons"]) == 2, "4 dice less 2"


def test_a_cookie_crumbed_by_a_charge_on_its_own_turn_ends_that_turn() -> None:
    """L92 a crumbed cookie waits for its next turn to respawn."""
    state = at_turn(game(seats=2, damage_boxes=1), 0, {0: 30, 1: 27}, dice=[])
    charge = give(state, 0, "c4reo")
    state, _ = R.apply(state, 0, {"type": "gear", "card": charge})
    state, _ = R.apply(state, 0, {"type": "end_turn"})
    state["turn"]["phase"] = "active"
    state["turn"]["dice"] = [4, None]
    state["players"][1]["parts"] = [1, 0, 0, 0, 0, 0]
    state, _ = R.apply(state, 1, {"type": "move", "die": 0, "direction": 1})
    from ladders.engine import rng_below

    for counter in range(100_000):  # a roll with the head among the 4 icons
        probe = copy.deepcopy(state)
        probe["rng"][1] = counter
        if 0 in [rng_below(probe, 6) for _ in range(4)]:
            state["rng"][1] = counter
            break
    state, _events = R.apply(state, 1, {"type": "no_reaction"})
    assert state["players"][1]["status"] == "crumbed"
    assert state["current"] == 0, "its turn ended; the next one began"
    assert R.to_act(state) == [0]


def test_a_crumbed_cookie_loses_its_c4reo_charges_on_the_board() -> None:
    """L218 'A Respawned cookie loses all the items they have 'in play'. Discard the items into the
    appropriate discard piles.' A charge it left on a square is such an item: it is discarded when its
    owner is crumbed, and never goes off for it afterwards (L214: an out cookie scores no more)."""
    state = at_turn(game(seats=3, damage_boxes=1), 0, {0: 30, 1: 27, 2: 50}, dice=[])
    charge = give(state, 0, "c4reo")
    state, _ = R.apply(state, 0, {"type": "gear", "card": charge})
    state, _ = R.apply(state, 0, {"type": "end_turn"})
    state["turn"]["phase"] = "active"
    state["turn"]["dice"] = []
    state["players"][0]["parts"] = [1, 0, 0, 0, 0, 0]
    for counter in range(100_000):  # the Eagle's two dice with the head among them
        probe = copy.deepcopy(state)
        probe["rng"][1] = counter
        if 0 in [rng_below(probe, 6) for _ in range(2)]:
            state["rng"][1] = counter
            break
    state, _ = R.apply(state, 1, {"type": "attack", "weapon": EAGLE, "target": 0, "ammo": 1})
    state, _ = R.apply(state, 0, {"type": "no_reaction"})
    assert state["players"][0]["status"] == "crumbed"
    assert state["counters"] == [], "the crumbed cookie's charge left the board with its other items"
    assert charge in state["discards"]["gear"]
    state = at_turn(state, 2, {2: 27}, dice=[3, None])
    state, events = R.apply(state, 2, {"type": "move", "die": 0, "direction": 1})
    assert state["players"][2]["pos"] == 30
    assert "mine" not in [e.type for e in events]
    assert state["pending"] is None


def test_graft_head_gives_a_headless_cookie_an_opponents_head() -> None:
    """L244 'You are still considered to have a head if you graft an opponent's head to your body through
    the use of a Gear card'."""
    state = at_turn(game(seats=2), 0, {0: 30, 1: 50}, dice=[])
    graft = give(state, 0, "gingerbread_graft")
    state["players"][0]["parts"][HEAD] = 0
    assert not any(a.get("card") == graft for a in R.legal_actions(state, 0)), "no opponent's head to graft"
    state["players"][0]["trophies"] = [["head", 1]]
    state, events = R.apply(state, 0, {"type": "gear", "card": graft})
    assert state["players"][0]["parts"][HEAD] == 6
    assert [e.data for e in events if e.type == "head_grafted"] == [{"seat": 0, "from_seat": 1}]
    assert state["players"][0]["trophies"] == [["head", 1]], "the trophy still counts"


class SniperScenario(ScenarioRules):
    """The Dirty Half Dozen's id: the Ginger Snipe Rifle's sniper effects name it (cards.json)."""

    info = Scenario("dirty-half-dozen", "Sniper rules only (card test)")


def test_the_snipe_rifle_sees_through_one_obstruction_and_reloads_itself_only_in_the_dirty_half_dozen() -> None:
    """L368 'may, in this scenario, ignore one (and only one) obstruction to LOS ... When out of ammo, he may
    automatically reload the weapon, on his following Turn'."""
    sniper_rules = ruleset_with([SniperScenario()])
    for scenario, applies in (("dirty-half-dozen", True), ("quick-and-the-crumbed", False)):
        state = sniper_rules.setup(GameConfig(scenario, 3, {}), 1)
        while state["phase"] in ("choose", "place"):
            seat = sniper_rules.to_act(state)[0]
            state, _ = sniper_rules.apply(state, seat, sniper_rules.legal_actions(state, seat)[0])
        for s, square in {0: 97, 1: 77, 2: 10}.items():
            state["players"][s]["pos"] = square
        sniper_rules._start_turn(state, 0, [])
        state["turn"]["phase"], state["turn"]["dice"] = "active", []
        rifle = give(state, 0, "ginger_snipe_rifle")
        state, _ = sniper_rules.apply(state, 0, {"type": "play_weapon", "card": rifle})
        assert sniper_rules.board.obstructions(97, 77) == 1
        assert sniper_rules.board.obstructions(97, 10) >= 2
        targets = {a["target"] for a in sniper_rules.legal_actions(state, 0) if a.get("weapon") == rifle}
        assert (1 in targets) is applies
        assert 2 not in targets, "two obstructions still block"
        eagle = {a["target"] for a in sniper_rules.legal_actions(state, 0) if a.get("weapon") == EAGLE}
        assert 1 not in eagle, "only the rifle sees through"
        state["players"][0]["weapons"][0]["ammo"] = 0
        state, _ = sniper_rules.apply(state, 0, {"type": "end_turn"})
        sniper_rules._start_turn(state, 0, [])
        assert (state["players"][0]["weapons"][0]["ammo"] == 3) is applies
