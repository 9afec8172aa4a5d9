"""Shootin' Ladders: Frag Fest: one test per rule of shared/rulebooks/shootin-ladders-frag-fest.txt.

Each test cites the rulebook line it checks (``L<number>``: line in the rulebook file).
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ladders.engine import (
    GameConfig,
    IllegalAction,
    InvalidConfig,
    State,
    fast_copy,
    replay,
    rng_below,
    state_hash,
)
from ladders.shootin.board import DEFAULT_BOARD_FILE, load_board
from ladders.shootin.cards import (
    CARDS,
    CHARACTERS,
    DEFAULT_CARDS_FILE,
    DEFAULT_CHARACTERS_FILE,
    EAGLE,
    load_cards,
    load_characters,
)
from ladders.shootin.rules import ICONS, PARTS
from ladders.shootin.rules import RULESET as R

BOARD = R.board
QUICK = "quick-and-the-crumbed"
HEAD, TORSO, LEFT_ARM = 0, 1, 2


def game(scenario: str = QUICK, seats: int = 2, seed: int = 1, **options: Any) -> State:
    """A game past the placement phase (each seat takes the first free respawn point)."""
    state = R.setup(GameConfig(scenario, seats, dict(options)), seed)
    while state["phase"] in ("choose", "place"):
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, R.legal_actions(state, seat)[0])
    return state


def choose_all(state: State, rules: Any = R) -> State:
    """Every seat takes the first character still free (L39), in turn order."""
    while state["phase"] == "choose":
        seat = rules.to_act(state)[0]
        state, _ = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    return state


def at_turn(state: State, seat: int, positions: dict[int, int], dice: list[int] | None = None) -> State:
    """Put cookies on squares and start ``seat``'s turn; with ``dice``, already rolled."""
    for s, square in positions.items():
        state["players"][s]["pos"] = square
    R._start_turn(state, seat, [])
    if dice is not None:
        state["turn"]["phase"] = "active"
        state["turn"]["dice"] = list(dice)
    return state


def give(state: State, seat: int, card_id: str) -> int:
    """Move one copy of ``card_id`` from its deck into ``seat``'s hand; returns its uid."""
    for deck in state["decks"].values():
        for uid in deck:
            if CARDS[uid].id == card_id:
                deck.remove(uid)
                state["players"][seat]["hand"].append(uid)
                return uid
    raise AssertionError(f"no {card_id} left in the decks")


def force_next(state: State, values: list[int], sides: int = 6) -> State:
    """Move the RNG counter to where the next draws ``rng_below(sides)`` give ``values``."""
    for counter in range(200_000):
        probe = fast_copy(state)
        probe["rng"][1] = counter
        if all(rng_below(probe, sides) == v for v in values):
            state["rng"][1] = counter
            return state
    raise AssertionError(f"no counter gives {values}")


def act(state: State, seat: int, action: dict[str, Any]) -> tuple[State, list[str]]:
    new, events = R.apply(state, seat, action)
    return new, [e.type for e in events]


def attack(state: State, seat: int, target: int, weapon: int = EAGLE, ammo: int = 1) -> State:
    new, _ = act(state, seat, {"type": "attack", "weapon": weapon, "target": target, "ammo": ammo})
    return new


def attack_types(state: State, seat: int) -> list[dict[str, Any]]:
    return [a for a in R.legal_actions(state, seat) if a["type"] == "attack"]


# -- the board ---------------------------------------------------------------


def test_board_is_a_serpentine_path_of_100_squares_on_ten_levels() -> None:
    """L116 'numbered from 1 to 100, making a serpentine path back and forth across the board'."""
    assert BOARD.squares == 100
    assert BOARD.levels == 10
    assert [BOARD.level(s) for s in (1, 10, 11, 20, 91, 100)] == [0, 0, 1, 1, 9, 9]
    # The path turns at the sides ("hatches"): 10 sits right under 11, 20 under 21.
    assert BOARD.column(10) == BOARD.column(11) == 9
    assert BOARD.column(20) == BOARD.column(21) == 0
    assert BOARD.reconstruction, "the layout is a reconstruction and says so"


def test_board_has_respawn_points_home_bases_and_flag_squares() -> None:
    """L92 numbered Respawn Points; L230 Home Base on #1 and #100; L326 flags on #6 and #95."""
    assert sorted(BOARD.respawn_points) == [1, 2, 3, 4, 5, 6]
    assert BOARD.home_bases == (1, 100)
    assert BOARD.flags == (6, 95)
    assert any(len(c) == 2 for c in BOARD.stars.values()), "two-colour stars exist"
    assert {c for colours in BOARD.stars.values() for c in colours} == {"weapon", "gear", "ammo"}


def test_range_is_counted_orthogonally_not_counting_own_square() -> None:
    """L168 'Range is calculated by counting the squares between you and the target, not including
    the square you occupy. Range is counted on orthogonal squares, not diagonally.'"""
    assert BOARD.distance(1, 1) == 0
    assert BOARD.distance(1, 4) == 3
    assert BOARD.distance(1, 19) == 2  # diagonal neighbour: one column and one level
    assert BOARD.distance(1, 100) == 9  # column 0 to column 0, nine levels up


def test_line_of_sight_blocked_by_a_floor() -> None:
    """L170 'floors and doors ... block Line Of Sight to a target'."""
    # Square 4 (level 0, column 3) to square 17 (level 1, column 3): the floor at y=1 spans x 2..7.
    assert BOARD.column(4) == BOARD.column(17) == 3
    assert not BOARD.line_of_sight(4, 17)


def test_line_of_sight_blocked_by_a_door() -> None:
    """L170 doors block LOS; L172 'The two doors only block LOS and provide no obstacle to movement.'"""
    # Level 2 has a door at x=5: 25 (column 4) and 28 (column 7) on the same level cannot see each other.
    assert not BOARD.line_of_sight(25, 28)
    assert BOARD.line_of_sight(25, 21)  # same level, same side of the door
    state = at_turn(game(), 0, {0: 25, 1: 90}, dice=[2, 3])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    assert state["players"][0]["pos"] == 27, "the door (between columns 4 and 5) does not stop movement"


def test_line_of_sight_clear_on_a_diagonal_through_a_gap() -> None:
    """L168 'draw a straight line between the center of your square to the center of the target's square.
    If it is free of obstruction ... you are clear to fire.'"""
    # 10 (level 0, column 9) to 30 (level 2, column 9): the floors at y=1 and y=2 leave column 9 open.
    assert BOARD.line_of_sight(10, 30)
    # A true diagonal: 1 (0.5, 0.5) to 19 (1.5, 1.5) passes x 0..2 at y=1, where the floor starts at x=2.
    assert BOARD.line_of_sight(1, 19)
    assert BOARD.line_of_sight(19, 1), "line of sight is symmetric"


def on_the_line(a: int, middle: int, b: int) -> bool:
    """Is the centre of ``middle`` on the straight line between the centres of ``a`` and ``b``?"""
    (ax, ay), (mx, my), (bx, by) = BOARD.centre(a), BOARD.centre(middle), BOARD.centre(b)
    return abs((bx - ax) * (my - ay) - (by - ay) * (mx - ax)) < 1e-9 and min(ax, bx) < mx < max(ax, bx)


@pytest.mark.parametrize(("shooter", "blocker", "target"), [(21, 23, 24), (34, 46, 56)], ids=["level", "diagonal"])
def test_other_players_do_not_block_line_of_sight(shooter: int, blocker: int, target: int) -> None:
    """L174 'Other players do not block LOS.' A cookie stands exactly on the line of sight (its square's
    centre on it), on one level and on a diagonal across two levels' floors (clear through their gaps)."""
    assert on_the_line(shooter, blocker, target)
    assert BOARD.line_of_sight(shooter, target)
    state = at_turn(game(seats=3), 0, {0: shooter, 1: blocker, 2: target}, dice=[])
    assert {a["target"] for a in attack_types(state, 0)} == {1, 2}
    state, events = act(state, 0, {"type": "attack", "weapon": EAGLE, "target": 2, "ammo": 1})
    assert "attack" in events


def test_printed_board_cards_and_characters_load_from_files_named_in_the_environment(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """DESIGN: reconstructions are loadable from a file, so an owner can enter the printed game."""
    board = json.loads(DEFAULT_BOARD_FILE.read_text())
    board["ladders"] = [[2, 99]]
    cards = json.loads(DEFAULT_CARDS_FILE.read_text())
    cards["weapons"][0]["name"] = "Printed Name"
    characters = json.loads(DEFAULT_CHARACTERS_FILE.read_text())
    characters["characters"][0]["name"] = "Printed Hero"
    for name, raw in (("board", board), ("cards", cards), ("characters", characters)):
        (tmp_path / f"{name}.json").write_text(json.dumps(raw))
    monkeypatch.setenv("LADDERS_SHOOTIN_BOARD_FILE", str(tmp_path / "board.json"))
    monkeypatch.setenv("LADDERS_SHOOTIN_CARDS_FILE", str(tmp_path / "cards.json"))
    monkeypatch.setenv("LADDERS_SHOOTIN_CHARACTERS_FILE", str(tmp_path / "characters.json"))
    assert load_board().ladders == {2: 99}
    assert load_cards()[1][0].name == "Printed Name"
    assert load_characters()[0]["name"] == "Printed Hero"
    monkeypatch.delenv("LADDERS_SHOOTIN_BOARD_FILE")
    assert load_board().ladders == BOARD.ladders


def test_board_file_is_checked_on_load(tmp_path: Any) -> None:
    raw = json.loads(DEFAULT_BOARD_FILE.read_text())
    raw["stars"]["4"] = ["weapon"]  # 4 is a ladder's foot
    bad = tmp_path / "board.json"
    bad.write_text(json.dumps(raw))
    with pytest.raises(ValueError, match="star on 4"):
        load_board(bad)


# -- dice, cookies and damage boxes --------------------------------------------


def test_each_candy_icon_is_one_cookie_part_and_the_swirl_is_the_head() -> None:
    """L200 'Match the Candy Icons ... (Example: A roll of a Peppermint Swirl is one hit to the head.)'"""
    assert len(ICONS) == len(PARTS) == 6
    assert ICONS[PARTS.index("head")] == "peppermint_swirl"


@pytest.mark.parametrize(
    ("scenario", "boxes"), [(QUICK, 6), ("trophy-room", 3), ("crumble-zone", 6)], ids=["endurance", "standard", "cz"]
)
def test_damage_boxes_per_part_come_from_the_scenario(scenario: str, boxes: int) -> None:
    """L198 'three white damage boxes (Standard) and three additional grey damage boxes (Endurance)';
    L75 Quick and the Crumbed: Endurance; L294 Trophy Room: Standard."""
    state = game(scenario)
    assert state["players"][0]["parts"] == [boxes] * 6


def test_damage_boxes_option_overrides_the_scenario() -> None:
    """L198 'The number of damage boxes used in a game is determined by the scenario you are playing.'"""
    assert game(damage_boxes=2)["players"][1]["parts"] == [2] * 6


# -- set-up and turn order -----------------------------------------------------


def test_players_place_on_unoccupied_respawn_points_in_turn_order() -> None:
    """L79 'The highest rolling player places his movement token on any Respawn Point. Then, in clockwise
    order ..., the rest of the players place their token on an unoccupied Respawn Point.'"""
    state = choose_all(R.setup(GameConfig(QUICK, 3, {}), 5))
    first = state["first"]
    assert R.to_act(state) == [first]
    assert len(R.legal_actions(state, first)) == 6
    state, _ = act(state, first, {"type": "place", "point": 2})
    second = (first + 1) % 3
    assert R.to_act(state) == [second]
    assert {"type": "place", "point": 2} not in R.legal_actions(state, second)
    state, _ = act(state, second, {"type": "place", "point": 4})
    state, _ = act(state, (first + 2) % 3, {"type": "place", "point": 1})
    assert state["phase"] == "play"
    assert state["current"] == first, "the highest roller takes the first turn"


def test_starting_hands_follow_the_scenario() -> None:
    """L73 Quick: 'Deal 1 Weapon Card and 1 Gear Card'; L310 Crumble Zone: 'STARTING HAND: None'."""
    quick = R.view(game(QUICK), 0)["players"][0]["hand_counts"]
    assert quick == {"weapon": 1, "gear": 1, "ammo": 0}
    assert R.view(game("crumble-zone"), 0)["players"][0]["hand_counts"] == {"weapon": 0, "gear": 0, "ammo": 0}


def test_a_turn_starts_with_roll_or_stay_only() -> None:
    """L98 'A player need not move ... Otherwise, Gingerbread men roll two dice ... This is done prior to
    any other action.'"""
    state = at_turn(game(), 0, {0: 13, 1: 14})
    assert R.legal_actions(state, 0) == [{"type": "roll"}, {"type": "stay"}]
    rolled, _ = act(state, 0, {"type": "roll"})
    assert len(rolled["turn"]["dice"]) == 2
    assert all(1 <= d <= 6 for d in rolled["turn"]["dice"])
    stayed, _ = act(state, 0, {"type": "stay"})
    assert not any(a["type"] == "move" for a in R.legal_actions(stayed, 0))


def test_end_turn_passes_clockwise() -> None:
    """L88 'Announce you are done. Play passes clockwise to the next player.'"""
    state = at_turn(game(seats=3), 2, {0: 13, 1: 27, 2: 45}, dice=[])
    state, _ = act(state, 2, {"type": "end_turn"})
    assert state["current"] == 0
    assert state["turn"]["phase"] == "start"


# -- movement ------------------------------------------------------------------


def test_each_die_is_a_separate_full_move_in_either_order_second_may_reverse() -> None:
    """L106 'treat each die roll as a separate move ... must move their full roll for each die - but the
    die rolls can be taken in either order and the second die of movement can be in the reverse direction.'"""
    state = at_turn(game(), 0, {0: 40, 1: 90}, dice=[3, 5])
    moves = [a for a in R.legal_actions(state, 0) if a["type"] == "move"]
    assert len(moves) == 4  # each die, each direction
    state, _ = act(state, 0, {"type": "move", "die": 1, "direction": 1})
    assert state["players"][0]["pos"] == 45
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": -1})
    assert state["players"][0]["pos"] == 42
    assert not any(a["type"] == "move" for a in R.legal_actions(state, 0)), "each die is used once"


def test_a_move_off_the_board_is_not_legal() -> None:
    """L106 'A player must move their full roll for each die' (no partial move at square 1 or 100)."""
    state = at_turn(game(), 0, {0: 2, 1: 90}, dice=[4, 4])
    moves = [a for a in R.legal_actions(state, 0) if a["type"] == "move"]
    assert all(a["direction"] == 1 for a in moves)


def test_moving_through_and_ending_on_an_occupied_square_is_allowed() -> None:
    """L108 'Players may move through a space occupied by another Gingerbread man and can even end their
    Turn on the same square.'"""
    state = at_turn(game(), 0, {0: 30, 1: 32}, dice=[2, 1])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    assert state["players"][0]["pos"] == state["players"][1]["pos"] == 32


def test_ladder_climbs_only_on_an_exact_landing() -> None:
    """L124 'If you land on a slide or ladder's entry point by exact count ... you must immediately move to
    the square connected by the other end.'"""
    state = at_turn(game(), 0, {0: 2, 1: 90}, dice=[2, 3])
    landed, events = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 2 -> 4, ladder to 14
    assert landed["players"][0]["pos"] == 14
    assert "ladder" in events
    passed, events = act(state, 0, {"type": "move", "die": 1, "direction": 1})  # 2 -> 5 passes over 4
    assert passed["players"][0]["pos"] == 5
    assert "ladder" not in events


def test_slide_takes_you_down_on_an_exact_landing() -> None:
    """L124 (slides, as ladders)."""
    state = at_turn(game(), 0, {0: 14, 1: 90}, dice=[2, 6])
    state, events = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 14 -> 16, slide to 7
    assert state["players"][0]["pos"] == 7
    assert "slide" in events


def test_star_draws_a_card_of_its_colour_on_an_exact_landing() -> None:
    """L158 'If you land on a star by exact count ..., you may draw one card matching the color of that star.'"""
    state = at_turn(game(), 0, {0: 10, 1: 90}, dice=[2, 1])
    before = len(state["players"][0]["hand"])
    top = state["decks"]["weapon"][-1]
    landed, _events = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 12: weapon star
    assert landed["players"][0]["hand"] == [*state["players"][0]["hand"], top], "the weapon deck's top card"
    assert landed["decks"]["weapon"] == state["decks"]["weapon"][:-1]
    assert CARDS[landed["players"][0]["hand"][-1]].deck == "weapon"
    passing, _ = act(state, 0, {"type": "move", "die": 1, "direction": 1})  # 11, short of the star
    assert len(passing["players"][0]["hand"]) == before


def test_two_colour_star_lets_the_player_choose_the_deck() -> None:
    """L158 'If a Star has two colors, a player may choose which of the color card decks to draw from.'"""
    state = at_turn(game(), 0, {0: 40, 1: 90}, dice=[3, 1])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 43: weapon or ammo
    assert R.legal_actions(state, 0) == [{"type": "draw", "deck": "weapon"}, {"type": "draw", "deck": "ammo"}]
    state, _ = act(state, 0, {"type": "draw", "deck": "ammo"})
    assert CARDS[state["players"][0]["hand"][-1]].deck == "ammo"


def test_gear_allows_a_vertical_and_a_diagonal_move() -> None:
    """L122 'Certain Gear cards may allow a vertical or diagonal move.'"""
    state = at_turn(game("crumble-zone"), 0, {0: 25, 1: 90}, dice=[])
    hop = give(state, 0, "hatch_hop")
    glide = give(state, 0, "sugar_glide")
    legal = R.legal_actions(state, 0)
    assert {"type": "gear", "card": hop, "to": 36} in legal
    assert {"type": "gear", "card": hop, "to": 16} in legal
    assert {a["to"] for a in legal if a.get("card") == glide} == {35, 37, 15, 17}
    state, _ = act(state, 0, {"type": "gear", "card": hop, "to": 36})
    assert state["players"][0]["pos"] == 36
    assert hop in state["discards"]["gear"]


def test_a_gear_move_may_cross_a_floor() -> None:
    """L122 'Certain Gear cards may allow a vertical or diagonal move'; L148 a card's exception to the base
    rules is followed. L170-172 say floors are obstructions and only the doors 'provide no obstacle to
    movement'; the reconstructed Hatch Hop and Sugar Glide carry no such limit, so a gear move crosses a
    floor (a reading, docs/shootin-ladders.md): 4 and 17 cannot see each other through the floor at y=1."""
    assert not BOARD.line_of_sight(4, 17)
    state = at_turn(game("crumble-zone"), 0, {0: 4, 1: 90}, dice=[])
    hop = give(state, 0, "hatch_hop")
    state, _ = act(state, 0, {"type": "gear", "card": hop, "to": 17})
    assert state["players"][0]["pos"] == 17


def test_after_stay_no_gear_move_either() -> None:
    """L86 'declare that you are not moving this Turn'; L98 'can choose to stand in place'."""
    state = at_turn(game("crumble-zone"), 0, {0: 25, 1: 90})
    hop = give(state, 0, "hatch_hop")
    rolled, _ = act(state, 0, {"type": "roll"})
    assert any(a.get("card") == hop for a in R.legal_actions(rolled, 0)), "a gear move after rolling"
    stayed, _ = act(state, 0, {"type": "stay"})
    assert not any(a.get("card") == hop for a in R.legal_actions(stayed, 0))
    with pytest.raises(IllegalAction):
        R.apply(stayed, 0, {"type": "gear", "card": hop, "to": 36})


def test_gear_changes_a_movement_die() -> None:
    """L106 'certain Gear cards can modify the number of spaces moved.'"""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 90}, dice=[3, 4])
    sprinkles = give(state, 0, "speed_sprinkles")
    state, _ = act(state, 0, {"type": "gear", "card": sprinkles, "die": 0})
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    assert state["players"][0]["pos"] == 35


# -- cards -----------------------------------------------------------------------


def test_decks_hold_40_weapons_28_gear_22_ammo_with_named_cards() -> None:
    """L20-23 '90 Game cards / 40 Weapons Cards / 28 Gear Cards / 22 Ammo Cards'; L146 Nibbs, Nibbs 2-Pak;
    L374 the Ginger Snipe Rifle."""
    counts = {deck: sum(1 for c in CARDS if c.deck == deck) for deck in ("weapon", "gear", "ammo")}
    assert counts == {"weapon": 40, "gear": 28, "ammo": 22}
    ids = {c.id for c in CARDS}
    assert {"nibbs", "nibbs_2_pak", "ginger_snipe_rifle"} <= ids
    assert any(c.melee for c in CARDS)
    assert any(c.shots > 1 for c in CARDS)
    assert any(c.extra_dice or c.piercing for c in CARDS)
    assert {"rockett_popp", "c4reo"} <= ids, "L18 the Rockett Popp and C4reo counters are cards"
    assert any(c.out_of_turn for c in CARDS)


def test_empty_deck_reshuffles_its_own_discards() -> None:
    """L130 'Keep a separate discard pile for each deck. When a deck runs out of cards, reshuffle the discards.'"""
    state = at_turn(game(), 0, {0: 10, 1: 90}, dice=[2, 1])
    state["discards"]["weapon"] = list(state["decks"]["weapon"])
    state["decks"]["weapon"] = []
    state, events = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    assert "reshuffled" in events
    assert state["discards"]["weapon"] == []


def test_hands_are_hidden_from_other_players() -> None:
    """L132 'Cards in your hand are kept hidden from other players.'"""
    state = game()
    mine = R.view(state, 0)["players"]
    theirs = R.view(state, 1)["players"]
    spectator = R.view(state, None)["players"]
    assert mine[0]["hand"] == state["players"][0]["hand"]
    assert "hand" not in theirs[0]
    assert "hand" not in spectator[0]
    assert theirs[0]["hand_counts"]["weapon"] == 1
    hidden = set(state["players"][0]["hand"]) - set(state["players"][1]["hand"])
    assert hidden
    assert not hidden & {int(u) for u in R.view(state, 1)["cards"]}
    assert "rng" not in R.view(state, 1)
    assert "decks" not in R.view(state, 1)


def test_drawn_card_is_shown_only_to_its_drawer() -> None:
    """L132 hidden hands: the card_drawn event is private to the drawer."""
    state = at_turn(game(), 0, {0: 10, 1: 90}, dice=[2, 1])
    _, events = R.apply(state, 0, {"type": "move", "die": 0, "direction": 1})
    drawn = next(e for e in events if e.type == "card_drawn")
    assert drawn.visible(0)
    assert not drawn.visible(1)
    assert not drawn.visible(None)


def test_at_most_three_weapons_in_play_and_extra_is_discarded() -> None:
    """L136 'may have no more than 3 Weapon cards in play ... must immediately discard extra weapons'."""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 90}, dice=[])
    uids = [give(state, 0, w) for w in ("gumball_shotgun", "caramel_crossbow", "rock_candy_rifle", "sprinkle_smg")]
    for uid in uids[:3]:
        state, _ = act(state, 0, {"type": "play_weapon", "card": uid})
    assert {"type": "play_weapon", "card": uids[3]} not in R.legal_actions(state, 0)
    state, _ = act(state, 0, {"type": "play_weapon", "card": uids[3], "discard": uids[0]})
    assert [w["card"] for w in state["players"][0]["weapons"]] == uids[1:]
    assert uids[0] in state["discards"]["weapon"]


def test_weapon_enters_play_with_a_full_clip_and_empties() -> None:
    """L138 'place a Candy Corn Marker on the highest number'; L142 'When a Weapon card depletes the ammo
    listed on the card, it may not be used again'."""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 33}, dice=[])
    launcher = give(state, 0, "rockett_popp_launcher")
    state, _ = act(state, 0, {"type": "play_weapon", "card": launcher})
    assert state["players"][0]["weapons"][0]["ammo"] == 1
    state = attack(state, 0, 1, launcher)
    state, _ = act(state, 1, {"type": "no_reaction"})
    assert state["players"][0]["weapons"][0]["ammo"] == 0
    state["turn"]["attacks"][1] = [0, 0]
    assert all(a["weapon"] != launcher for a in attack_types(state, 0))


def test_ammo_card_reloads_and_early_reload_loses_the_rest() -> None:
    """L146 'Ammo cards ... refill a single weapon ... Move the Ammo token on that weapon to maximum.
    (You may reload a weapon early ... but the current ammo in the weapon is lost.)'"""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 90}, dice=[])
    rifle = give(state, 0, "rock_candy_rifle")
    nibbs = give(state, 0, "nibbs")
    fudge = give(state, 0, "hot_fudge_rounds")
    state, _ = act(state, 0, {"type": "play_weapon", "card": rifle})
    state["players"][0]["weapons"][0]["ammo"] = 1
    state, _ = act(state, 0, {"type": "reload", "card": nibbs, "weapon": rifle})
    assert state["players"][0]["weapons"][0]["ammo"] == 5
    state, _ = act(state, 0, {"type": "reload", "card": fudge, "weapon": rifle})
    weapon = state["players"][0]["weapons"][0]
    assert weapon["extra_dice"] == 1
    assert weapon["ammo_cards"] == [fudge]
    assert nibbs in state["discards"]["ammo"], "the replaced ammo is lost"


def test_special_ammo_enhances_until_it_runs_out() -> None:
    """L146 'others are labeled Special and enhance the weapon it loads until the ammo runs out ... Discard
    when the ammo is exhausted.'"""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 31}, dice=[])
    bow = give(state, 0, "caramel_crossbow")
    fudge = give(state, 0, "hot_fudge_rounds")
    state, _ = act(state, 0, {"type": "play_weapon", "card": bow})
    state, _ = act(state, 0, {"type": "reload", "card": fudge, "weapon": bow})
    assert R.attack_dice(state, 0, bow, 1, 1) == 3  # 2D + 1 die of hot fudge
    state["players"][0]["weapons"][0]["ammo"] = 1
    state = attack(state, 0, 1, bow)
    assert state["pending"]["dice"] == 3
    weapon = state["players"][0]["weapons"][0]
    assert weapon["ammo"] == 0
    assert weapon["extra_dice"] == 0
    assert fudge in state["discards"]["ammo"]


def test_nibbs_2_pak_reloads_once_more_by_itself() -> None:
    """L146 'Standard Ammo (Nibbs, Nibbs 2-Pak) simply reload a weapon' (2-Pak: a second clip, reconstruction)."""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 31}, dice=[])
    launcher = give(state, 0, "rockett_popp_launcher")
    pak = give(state, 0, "nibbs_2_pak")
    state, _ = act(state, 0, {"type": "play_weapon", "card": launcher})
    state, _ = act(state, 0, {"type": "reload", "card": pak, "weapon": launcher})
    state = attack(state, 0, 1, launcher)
    assert state["players"][0]["weapons"][0]["ammo"] == 1, "the second clip went in"


# -- combat ----------------------------------------------------------------------


def test_one_attack_per_target_per_turn() -> None:
    """L164 'You may attack as many targets as you legally can each Turn, but only one attack per player per Turn.'"""
    state = at_turn(game(seats=3), 0, {0: 30, 1: 31, 2: 33}, dice=[])
    state = attack(state, 0, 1)
    state, _ = act(state, 1, {"type": "no_reaction"})
    assert {a["target"] for a in attack_types(state, 0)} == {2}


def test_melee_gives_one_extra_attack_at_range_zero_without_point_blank() -> None:
    """L166 'Melee Weapons ... allow ONE additional attack upon a player per Turn and can be used as you pass
    through the same square as the target (Range 0) ... never get a bonus for Point Blank range'."""
    state = at_turn(game(), 0, {0: 30, 1: 32}, dice=[4, 1])
    club = give(state, 0, "candy_cane_club")
    state, _ = act(state, 0, {"type": "play_weapon", "card": club})
    assert all(a["weapon"] != club for a in attack_types(state, 0)), "melee needs range 0"
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 30 -> 34 passing 32
    state = attack(state, 0, 1)  # the one normal attack, with the Eagle
    state, _ = act(state, 1, {"type": "no_reaction"})
    melee = attack_types(state, 0)
    assert melee == [{"type": "attack", "weapon": club, "target": 1, "ammo": 1}]
    assert R.attack_dice(state, 0, club, 1, 1) == 3
    state["players"][0]["pos"] = 32
    assert R.attack_dice(state, 0, club, 1, 1) == 3, "no point blank die for melee"
    state = attack(state, 0, 1, club)
    state, _ = act(state, 1, {"type": "no_reaction"})
    assert attack_types(state, 0) == []


def test_a_melee_attack_first_still_leaves_the_normal_attack() -> None:
    """L166 melee is the ONE additional attack; L102 'can be done in any order': melee, then shoot."""
    state = at_turn(game(), 0, {0: 30, 1: 32}, dice=[2, 1])
    club = give(state, 0, "candy_cane_club")
    state, _ = act(state, 0, {"type": "play_weapon", "card": club})
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 30 -> 32, onto the target
    state = attack(state, 0, 1, club)
    state, _ = act(state, 1, {"type": "no_reaction"})
    assert {"type": "attack", "weapon": EAGLE, "target": 1, "ammo": 1} in attack_types(state, 0)
    state = attack(state, 0, 1, EAGLE)
    state, _ = act(state, 1, {"type": "no_reaction"})
    assert attack_types(state, 0) == [], "two attacks on one cookie, one of them melee"


def test_melee_reaches_only_squares_of_the_move_just_made() -> None:
    """L166 'can be used as you pass through the same square as the target (Range 0)': a square passed
    on the first die is not passed any more once the second die is moved."""
    state = at_turn(game(seats=3), 0, {0: 30, 1: 32, 2: 50}, dice=[4, 1])
    club = give(state, 0, "candy_cane_club")
    state, _ = act(state, 0, {"type": "play_weapon", "card": club})
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 30 -> 34 passing 32
    assert {"type": "attack", "weapon": club, "target": 1, "ammo": 1} in attack_types(state, 0)
    state, _ = act(state, 0, {"type": "move", "die": 1, "direction": -1})  # 34 -> 33
    assert R.to_act(state) == [0]
    assert {a["target"] for a in attack_types(state, 0)} == {1}, "the Eagle still reaches 32"
    assert not any(a["weapon"] == club for a in attack_types(state, 0)), "32 was passed on the earlier move"
    with pytest.raises(IllegalAction):
        R.apply(state, 0, {"type": "attack", "weapon": club, "target": 1, "ammo": 1})


def test_melee_needs_the_weapon_in_play_as_the_square_is_passed() -> None:
    """L166 'as you pass through': a melee weapon put into play after the move cannot strike a square it
    passed; it can strike a cookie on the square where it stands (range 0)."""
    state = at_turn(game(seats=3), 0, {0: 30, 1: 32, 2: 34}, dice=[4, 1])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 30 -> 34 passing 32
    club = give(state, 0, "candy_cane_club")
    state, _ = act(state, 0, {"type": "play_weapon", "card": club})
    melee_targets = {a["target"] for a in attack_types(state, 0) if a["weapon"] == club}
    assert melee_targets == {2}, "only the cookie on the square it stands on"
    with pytest.raises(IllegalAction):
        R.apply(state, 0, {"type": "attack", "weapon": club, "target": 1, "ammo": 1})


def test_never_two_melee_attacks_on_one_cookie() -> None:
    """L166 melee weapons 'allow ONE additional attack upon a player per Turn'."""
    state = at_turn(game(), 0, {0: 30, 1: 30}, dice=[])
    club = give(state, 0, "candy_cane_club")
    shiv = give(state, 0, "peppermint_shiv")
    state, _ = act(state, 0, {"type": "play_weapon", "card": club})
    state, _ = act(state, 0, {"type": "play_weapon", "card": shiv})
    state = attack(state, 0, 1, club)
    state, _ = act(state, 1, {"type": "no_reaction"})
    assert {a["weapon"] for a in attack_types(state, 0)} == {EAGLE}, "the one normal attack is left, not melee"
    with pytest.raises(IllegalAction):
        R.apply(state, 0, {"type": "attack", "weapon": shiv, "target": 1, "ammo": 1})


def test_attacks_before_between_and_after_the_two_moves() -> None:
    """L110 'A player may take actions before and after movement, as well as between the two die rolls.'"""
    state = at_turn(game(seats=4), 0, {0: 4, 1: 2, 2: 30, 3: 17}, dice=[6, 3])
    assert {a["target"] for a in attack_types(state, 0)} == {1}, "before moving"
    state = attack(state, 0, 1)
    state, _ = act(state, 1, {"type": "no_reaction"})
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 4 -> 10
    assert {a["target"] for a in attack_types(state, 0)} == {2}, "between the dice"
    state = attack(state, 0, 2)
    state, _ = act(state, 2, {"type": "no_reaction"})
    state, _ = act(state, 0, {"type": "move", "die": 1, "direction": 1})  # 10 -> 13
    assert {a["target"] for a in attack_types(state, 0)} == {3}, "after both moves"
    assert {"type": "end_turn"} in R.legal_actions(state, 0)


def test_the_dessert_eagle_is_always_there_with_unlimited_ammo_and_not_counted() -> None:
    """L136 'The Dessert Eagle pistol on your Character Reference card is not counted against this number
    and is always available with unlimited ammo'; L192 'Dessert Eagle: Range 6, 2D damage, unlimited ammo'."""
    from ladders.shootin.cards import EAGLE_CARD

    assert (EAGLE_CARD.name, EAGLE_CARD.range, EAGLE_CARD.dice, EAGLE_CARD.ammo) == ("Dessert Eagle", 6, 2, None)
    assert all(c.id != "dessert_eagle" for c in CARDS), "on the character card, not in a deck"
    state = at_turn(game("crumble-zone", seats=2), 0, {0: 30, 1: 33}, dice=[])
    for weapon in ("gumball_shotgun", "caramel_crossbow", "rock_candy_rifle"):
        uid = give(state, 0, weapon)
        state, _ = act(state, 0, {"type": "play_weapon", "card": uid})
    assert len(state["players"][0]["weapons"]) == 3
    for _ in range(5):
        state["turn"]["attacks"][1] = [0, 0]
        assert {"type": "attack", "weapon": EAGLE, "target": 1, "ammo": 1} in attack_types(state, 0)
        state = attack(state, 0, 1)
        state, _ = act(state, 1, {"type": "no_reaction"})
        if R.outcome(state) is not None:
            break


def test_hands_have_no_limit() -> None:
    """L132 'There is no limit to how many cards of any type you may have in your hand.'"""
    state = at_turn(game(), 0, {0: 10, 1: 90}, dice=[2, 1])
    state["players"][0]["hand"] += state["decks"]["ammo"]  # every ammo card left: 20 or more
    state["decks"]["ammo"] = []
    before = len(state["players"][0]["hand"])
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})  # 12: a weapon star
    assert len(state["players"][0]["hand"]) == before + 1
    assert state["pending"] is None, "no decision to shed cards is asked"
    state, _ = act(state, 0, {"type": "move", "die": 1, "direction": 1})
    state, _ = act(state, 0, {"type": "end_turn"})
    assert len(state["players"][0]["hand"]) == before + 1, "every card is kept past the end of the turn"
    assert sorted(state["players"][0]["hand"]) == sorted(set(state["players"][0]["hand"]))


def test_point_blank_adds_a_die() -> None:
    """L180 'if you are in the same square as an opponent, you may add one die to your attack'."""
    state = at_turn(game(), 0, {0: 30, 1: 30}, dice=[])
    assert R.attack_dice(state, 0, EAGLE, 1, 1) == 3


def test_long_range_subtracts_a_die() -> None:
    """L182 'if you are more than one level away from the target ... subtract 1 die'."""
    state = at_turn(game(), 0, {0: 10, 1: 30}, dice=[])  # two levels up, clear line along column 9
    assert BOARD.level_gap(10, 30) == 2
    assert BOARD.line_of_sight(10, 30)
    assert R.attack_dice(state, 0, EAGLE, 1, 1) == 1
    state["players"][1]["pos"] = 11  # one level only
    assert R.attack_dice(state, 0, EAGLE, 1, 1) == 2


def test_dice_per_ammo_spent_on_a_multi_shot_weapon() -> None:
    """L186-194 'how many Ammo you will spend ... roll 3 dice per ammo spent'."""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 33}, dice=[])
    smg = give(state, 0, "sprinkle_smg")
    state, _ = act(state, 0, {"type": "play_weapon", "card": smg})
    choices = [a["ammo"] for a in attack_types(state, 0) if a["weapon"] == smg]
    assert choices == [1, 2, 3]
    state = attack(state, 0, 1, smg, ammo=3)
    assert state["pending"]["dice"] == 3
    assert state["players"][0]["weapons"][0]["ammo"] == 3


def test_out_of_range_or_sight_cannot_be_attacked() -> None:
    """L194 'If you are in range and have LOS, roll'. The Eagle reaches 6."""
    state = at_turn(game(), 0, {0: 31, 1: 37}, dice=[])  # level 3, range 6
    assert attack_types(state, 0) != []
    state["players"][1]["pos"] = 38  # range 7
    assert attack_types(state, 0) == []
    state["players"][0]["pos"], state["players"][1]["pos"] = 25, 28  # range 3 through the door
    assert attack_types(state, 0) == []


def test_hits_match_icons_and_icons_of_missing_parts_miss() -> None:
    """L200 'mark off one damage box of the corresponding limb'; L210 'any dice with Candy Icons matching
    limbs that have already been torn off are misses'."""
    state = at_turn(game(), 0, {0: 30, 1: 31}, dice=[])
    state["players"][1]["parts"][LEFT_ARM] = 0
    events: list[Any] = []
    R._damage(state, 0, 1, [HEAD, HEAD, LEFT_ARM], piercing=False, events=events)
    assert state["players"][1]["parts"][HEAD] == 4
    assert [e.type for e in events] == ["hit", "hit", "miss"]


def test_armour_absorbs_hits_first_and_excess_damages_the_part() -> None:
    """L210 'Attack dice that HIT a limb will assign themselves to Armor protecting that limb first ... Excess
    damage ... is applied to the body part normally.'"""
    state = at_turn(game(), 0, {0: 30, 1: 31}, dice=[])
    give(state, 1, "gumdrop_helmet")
    state["current"] = 1
    play = next(
        a
        for a in R.legal_actions(state, 1)
        if a.get("card") in state["players"][1]["hand"] and CARDS[a["card"]].id == "gumdrop_helmet"
    )
    helmet = play["card"]
    state, _ = act(state, 1, play)
    assert state["players"][1]["armour"][HEAD] == 2
    events: list[Any] = []
    R._damage(state, 0, 1, [HEAD, HEAD, HEAD], piercing=False, events=events)
    assert state["players"][1]["armour"][HEAD] == 0
    assert state["players"][1]["parts"][HEAD] == 5
    assert helmet in state["discards"]["gear"], "used-up armour is discarded"


def test_armour_piercing_ammo_ignores_armour() -> None:
    """L146 special ammo (reconstruction: Pretzel Piercers ignore armour)."""
    state = at_turn(game(), 0, {0: 30, 1: 31}, dice=[])
    state["players"][1]["armour"][HEAD] = 2
    R._damage(state, 0, 1, [HEAD], piercing=True, events=[])
    assert state["players"][1]["armour"][HEAD] == 2
    assert state["players"][1]["parts"][HEAD] == 5


def test_armour_on_a_part_torn_off_by_piercing_ammo_is_discarded_with_it() -> None:
    """L206 a torn-off limb 'is gone' (with the armour on it); L210 armour protects that limb."""
    state = at_turn(game(), 0, {0: 30, 1: 31}, dice=[])
    helmet = give(state, 1, "gumdrop_helmet")
    state["players"][1]["hand"].remove(helmet)
    state["players"][1]["armour"][HEAD] = 2
    state["players"][1]["armour_cards"] = [[helmet, HEAD]]
    state["players"][1]["parts"][HEAD] = 1
    R._damage(state, 0, 1, [HEAD], piercing=True, events=[])
    assert state["players"][1]["parts"][HEAD] == 0
    assert state["players"][1]["armour"][HEAD] == 0
    assert state["players"][1]["armour_cards"] == []
    assert helmet in state["discards"]["gear"]


def test_destroyed_part_is_a_trophy_for_the_attacker() -> None:
    """L206 'When all the damage boxes of a given limb have been marked off, tear the limb off ... Hand it to
    the attacker as a Trophy'."""
    state = at_turn(game(), 0, {0: 30, 1: 31}, dice=[])
    state["players"][1]["parts"][HEAD] = 1
    force_next(state, [HEAD, HEAD])
    state = attack(state, 0, 1)
    state, events = act(state, 1, {"type": "no_reaction"})
    assert state["players"][0]["trophies"] == [["head", 1]]
    assert "part_lost" in events
    assert "miss" in events


def test_losing_every_part_is_crumbed_and_a_frag() -> None:
    """L212 'If you lose all your body parts, you are CRUMBED.' L92 'CRUMBED (Fragged)'."""
    state = at_turn(game(), 0, {0: 30, 1: 31}, dice=[])
    weapon = give(state, 1, "gumball_shotgun")
    kept = give(state, 1, "nibbs")
    state["players"][1]["hand"].remove(weapon)
    state["players"][1]["weapons"] = [
        {"card": weapon, "ammo": 2, "extra_dice": 0, "piercing": False, "reloads": 0, "ammo_cards": []}
    ]
    state["players"][1]["parts"] = [0, 1, 0, 0, 0, 0]
    R._damage(state, 0, 1, [TORSO], piercing=False, events=[])
    victim = state["players"][1]
    assert victim["status"] == "crumbed"
    assert victim["pos"] is None
    assert state["players"][0]["frags"] == 1
    # L218 'A Respawned cookie loses all the items they have in play'; L220 'do NOT discard ... their hand'.
    assert victim["weapons"] == []
    assert weapon in state["discards"]["weapon"]
    assert kept in victim["hand"]


def test_respawn_takes_the_whole_turn_with_a_fully_healed_cookie() -> None:
    """L92 'you will reenter play with a new, fully healed Gingerbread Status Sheet. Roll a die and Respawn ...
    Respawn takes your entire Turn.'"""
    state = at_turn(game(), 0, {0: 30, 1: 90}, dice=[])
    state["players"][1].update(status="crumbed", pos=None, parts=[0] * 6)
    state, _ = act(state, 0, {"type": "end_turn"})
    assert R.legal_actions(state, 1) == [{"type": "respawn"}]
    force_next(state, [2])  # die shows 3
    state, _events = act(state, 1, {"type": "respawn"})
    assert state["players"][1]["pos"] == BOARD.respawn_points[3]
    assert state["players"][1]["parts"] == [6] * 6
    assert state["current"] == 0, "the respawn was the whole turn"


def test_a_respawned_cookie_takes_no_action_not_even_a_reaction_until_its_next_turn() -> None:
    """L92 'Respawn takes your entire Turn. No other actions may be taken until your following Turn.'"""
    state = at_turn(game(), 0, {0: 30, 1: 90}, dice=[])
    state["players"][1].update(status="crumbed", pos=None, parts=[0] * 6)
    duck = give(state, 1, "duck_and_cover")
    state, _ = act(state, 0, {"type": "end_turn"})
    state, _ = act(state, 1, {"type": "respawn"})
    assert state["current"] == 0
    state["players"][0]["pos"] = state["players"][1]["pos"]
    state["turn"]["phase"] = "active"
    state = attack(state, 0, 1)
    assert R.legal_actions(state, 1) == [{"type": "no_reaction"}], "the window opens, the card stays in hand"
    state, _ = act(state, 1, {"type": "no_reaction"})
    state, _ = act(state, 0, {"type": "end_turn"})
    assert state["current"] == 1
    assert duck in state["players"][1]["hand"]
    assert R.legal_actions(state, 1) == [{"type": "roll"}, {"type": "stay"}], "its following turn"
    assert "respawned" not in state["players"][1]


def test_respawn_on_an_occupied_point_takes_a_die_of_damage_and_rolls_again() -> None:
    """L92 'If someone is already there, take 1 die of damage and roll again.'"""
    state = at_turn(game(), 0, {0: BOARD.respawn_points[2], 1: 90}, dice=[])
    state["players"][1].update(status="crumbed", pos=None, parts=[0] * 6)
    state, _ = act(state, 0, {"type": "end_turn"})
    force_next(state, [1, HEAD, 4])  # respawn die 2 (occupied), damage die: head, then die 5
    state, events = act(state, 1, {"type": "respawn"})
    assert events.count("respawn_roll") == 2
    assert state["players"][1]["parts"][HEAD] == 5
    assert state["players"][1]["pos"] == BOARD.respawn_points[5]


def test_reaction_is_played_on_another_players_turn() -> None:
    """L134 'Some Gear cards can also be played during another player's Turn as outlined on the card itself.'"""
    state = at_turn(game(), 0, {0: 30, 1: 31}, dice=[])
    duck = give(state, 1, "duck_and_cover")
    state = attack(state, 0, 1, EAGLE)
    assert R.to_act(state) == [1], "the target answers the reaction window"
    assert {"type": "react", "card": duck} in R.legal_actions(state, 1)
    with pytest.raises(IllegalAction):
        R.apply(state, 0, {"type": "end_turn"})
    state, events = act(state, 1, {"type": "react", "card": duck})
    assert "reaction" in events
    assert "hit" not in events, "2 dice - 2 = no dice rolled"
    assert R.to_act(state) == [0]


def test_the_reaction_window_names_the_weapon_as_the_attack_event_does() -> None:
    """L186-192 an attack declares its weapon (the Dessert Eagle or a weapon in play): the target's
    reaction window (L134) names it as the ``attack`` event does, -1 for the Dessert Eagle."""
    state = at_turn(game(seats=3), 0, {0: 30, 1: 31, 2: 32}, dice=[])
    shotgun = give(state, 0, "gumball_shotgun")
    state, _ = act(state, 0, {"type": "play_weapon", "card": shotgun})
    for target, weapon in ((1, EAGLE), (2, shotgun)):
        state, events = R.apply(state, 0, {"type": "attack", "weapon": weapon, "target": target, "ammo": 1})
        declared = next(e.data for e in events if e.type == "attack")
        assert state["pending"]["weapon"] == declared["weapon"] == weapon
        assert R.view(state, 2)["pending"]["weapon"] == weapon, "seen by everyone, as the event is"
        state, _ = act(state, target, {"type": "no_reaction"})


def test_reaction_window_opens_whatever_the_target_holds() -> None:
    """L132 hidden hands: a window only for holders of a reaction card would reveal the card."""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 31}, dice=[])
    state = attack(state, 0, 1)
    assert R.legal_actions(state, 1) == [{"type": "no_reaction"}]


def test_frosting_decoy_cancels_the_attack() -> None:
    """L134 out-of-turn gear (reconstruction: the decoy cancels the attack)."""
    state = at_turn(game(), 0, {0: 30, 1: 30}, dice=[])
    decoy = give(state, 1, "frosting_decoy")
    state = attack(state, 0, 1)
    assert state["pending"]["dice"] == 3
    state, events = act(state, 1, {"type": "react", "card": decoy})
    assert "hit" not in events
    assert state["players"][1]["parts"] == [6] * 6
    assert decoy in state["discards"]["gear"]


def test_ginger_snipe_rifle_ignores_long_range() -> None:
    """L374 the Ginger Snipe Rifle (reconstruction: a sniper's rifle takes no long-range penalty)."""
    state = at_turn(game("crumble-zone"), 0, {0: 10, 1: 30}, dice=[])
    rifle = give(state, 0, "ginger_snipe_rifle")
    state, _ = act(state, 0, {"type": "play_weapon", "card": rifle})
    assert R.attack_dice(state, 0, rifle, 1, 1) == 3
    assert R.attack_dice(state, 0, EAGLE, 1, 1) == 1


def test_heal_restores_boxes_up_to_a_full_part_only() -> None:
    """L148 'Gear cards include special items, enhancements, armor, special moves' (Icing Patch, a
    reconstruction, heals a part still on the cookie)."""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 90}, dice=[])
    patch = give(state, 0, "icing_patch")
    state["players"][0]["parts"] = [5, 0, 6, 6, 6, 6]
    legal = [a for a in R.legal_actions(state, 0) if a.get("card") == patch]
    assert legal == [{"type": "gear", "card": patch, "part": "head"}], "only damaged parts still on"
    state, _ = act(state, 0, legal[0])
    assert state["players"][0]["parts"][HEAD] == 6


def test_a_die_is_never_brought_below_one() -> None:
    """L106 'certain Gear cards can modify the number of spaces moved' (Molasses Brake: -2, at least 1)."""
    state = at_turn(game("crumble-zone"), 0, {0: 30, 1: 90}, dice=[2, 5])
    brake = give(state, 0, "molasses_brake")
    state, _ = act(state, 0, {"type": "gear", "card": brake, "die": 0})
    assert state["turn"]["dice"] == [1, 5]


def test_with_more_than_six_cookies_any_point_once_all_are_taken() -> None:
    """L79 'place their token on an unoccupied Respawn Point' (7-8 players: then any point, a reading)."""
    state = choose_all(R.setup(GameConfig(QUICK, 8, {}), 2))
    for _ in range(6):
        seat = R.to_act(state)[0]
        state, _ = act(state, seat, R.legal_actions(state, seat)[0])
    seat = R.to_act(state)[0]
    assert len(R.legal_actions(state, seat)) == 6


def test_respawn_with_every_point_occupied_shares_the_rolled_point() -> None:
    """L92 'If someone is already there, take 1 die of damage and roll again' (all six full: a reading)."""
    state = game(seats=8)
    squares = list(BOARD.respawn_points.values())
    state = at_turn(state, 0, dict(enumerate(squares)), dice=[])
    state["players"][6].update(status="out", pos=None)
    state["players"][7].update(status="crumbed", pos=None, parts=[0] * 6)
    R._start_turn(state, 7, [])
    force_next(state, [0, HEAD])
    state, events = act(state, 7, {"type": "respawn"})
    assert events.count("respawn_roll") == 1
    assert state["players"][7]["pos"] == BOARD.respawn_points[1]
    assert state["players"][7]["parts"][HEAD] == 5


# -- scenarios -------------------------------------------------------------------


def test_quick_and_the_crumbed_third_trophy_wins_at_once() -> None:
    """L71 'As soon as you claim your third cookie part, you WIN!'"""
    state = at_turn(game(seats=3), 0, {0: 30, 1: 31, 2: 32}, dice=[])
    state["players"][0]["trophies"] = [["head", 2], ["torso", 2]]
    state["players"][1]["parts"][LEFT_ARM] = 1
    force_next(state, [LEFT_ARM])
    state = attack(state, 0, 1)
    state, _events = act(state, 1, {"type": "no_reaction"})
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0]
    assert outcome.placements[0] == 1
    assert outcome.trophies == [3, 0, 0]
    assert outcome.score == [3.0, 0.0, 0.0], "the scenario's own score: trophies"
    assert outcome.details["trophies"][0][2] == {"part": "left_arm", "from_seat": 1}


def test_trophy_room_most_trophies_wins_when_one_remains_even_if_out() -> None:
    """L288 'The winner is the cookie who collected the most Trophies ... The game ends when only one player
    remains. And yes, you can win even if you can no longer Respawn'."""
    state = at_turn(game("trophy-room", seats=3), 0, {0: 30, 1: 31, 2: 32}, dice=[])
    assert state["players"][0]["respawns"] == 1
    state["players"][2].update(status="out", pos=None, out_order=1, trophies=[["head", 0]] * 4)
    state["players"][1].update(respawns=0, parts=[0, 1, 0, 0, 0, 0])
    force_next(state, [TORSO])
    state = attack(state, 0, 1)
    state, _ = act(state, 1, {"type": "no_reaction"})
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [2]
    assert outcome.frags == [1, 0, 0]


def test_trophy_room_grants_one_respawn() -> None:
    """L296 'RESPAWNS: 1 (Variable, adjust for different length games)'."""
    state = at_turn(game("trophy-room"), 0, {0: 30, 1: 31}, dice=[])
    state["players"][1]["parts"] = [0, 1, 0, 0, 0, 0]
    R._damage(state, 0, 1, [TORSO], piercing=False, events=[])
    assert state["players"][1]["status"] == "crumbed"
    state, _ = act(state, 0, {"type": "end_turn"})
    state, _ = act(state, 1, {"type": "respawn"})
    assert state["players"][1]["respawns"] == 0
    assert game("trophy-room", respawns=3)["players"][0]["respawns"] == 3


def test_crumble_zone_last_cookie_standing_wins_without_respawns() -> None:
    """L304 'Be the last man standing!'; L214 'If not playing a scenario with Respawns, you are out of the game.'"""
    state = at_turn(game("crumble-zone", seats=3), 0, {0: 30, 1: 31, 2: 32}, dice=[])
    for victim in (1, 2):
        state["turn"]["attacks"] = [[0, 0]] * 3
        state["players"][victim]["parts"] = [0, 1, 0, 0, 0, 0]
        force_next(state, [TORSO, TORSO])
        state = attack(state, 0, victim)
        state, _ = act(state, victim, {"type": "no_reaction"})
        assert state["players"][victim]["status"] == "out"
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0]
    assert outcome.placements == [1, 3, 2], "the later a cookie fell, the better its place"
    assert outcome.score == [2.0, 0.0, 1.0], "the scenario's own score: cookies outlasted"
    assert outcome.frags == [2, 0, 0]


def test_out_cookies_are_skipped_in_turn_order() -> None:
    state = at_turn(game("crumble-zone", seats=3), 0, {0: 30, 1: 31, 2: 32}, dice=[])
    state["players"][1].update(status="out", pos=None, out_order=1)
    state, _ = act(state, 0, {"type": "end_turn"})
    assert state["current"] == 2


def test_no_length_limit_unless_the_round_cap_option_is_chosen() -> None:
    """L222 'When a player or team meets the Mission Goals of the scenario played, they WIN': the rulebook has
    no round limit, so none by default; the house option ``round_cap`` ends a game and says so."""
    state = at_turn(game(seats=2), 1, {0: 30, 1: 90}, dice=[])
    assert state["options"]["round_cap"] is None
    state["round"] = 500
    state, events = act(state, 1, {"type": "end_turn"})
    assert R.outcome(state) is None, "round 501 begins: no invented end"
    assert "game_over" not in events
    for cap in (0, None):
        state = at_turn(game(seats=2, round_cap=cap), 1, {0: 30, 1: 90}, dice=[])
        state, _ = act(state, 1, {"type": "end_turn"})
        assert R.outcome(state) is None


def test_round_cap_ends_the_game_placing_by_trophies_then_frags() -> None:
    """Option round_cap (not in the rulebook): the ending is marked as such in the event and the outcome."""
    state = at_turn(game(seats=2, round_cap=1), 1, {0: 30, 1: 90}, dice=[])
    state["players"][1]["trophies"] = [["head", 0]]
    state, events = R.apply(state, 1, {"type": "end_turn"})
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.details["end_reason"] == "round_cap"
    assert [e.data["reason"] for e in events if e.type == "game_over"] == ["round_cap"]
    assert R.view(state, None)["end_reason"] == "round_cap"
    assert outcome.winners == [1]
    assert outcome.placements == [2, 1]


@pytest.mark.parametrize(
    ("scenario", "option", "value"),
    [("crumble-zone", "trophies_to_win", 2), ("trophy-room", "trophies_to_win", 2), (QUICK, "respawns", 2)],
)
def test_an_option_a_scenario_does_not_use_is_refused(scenario: str, option: str, value: int) -> None:
    """Options are per scenario (each scenario's schema): one it does not use is refused, never ignored."""
    with pytest.raises(InvalidConfig) as refused:
        R.setup(GameConfig(scenario, 2, {option: value}), 1)
    assert refused.value.code == "bad_options"
    assert option in str(refused.value)
    assert scenario in str(refused.value)
    schema = next(s.options_schema for s in R.info.scenarios if s.id == scenario)
    assert schema is not None
    assert option not in schema["properties"]


def test_crumble_zone_respawns_are_variable() -> None:
    """L314-316 Crumble Zone 'RESPAWNS: None (Variable, adjust for different length games)': honoured."""
    assert game("crumble-zone")["players"][0]["respawns"] == 0
    state = game("crumble-zone", respawns=2)
    assert [p["respawns"] for p in state["players"]] == [2, 2]
    state = at_turn(state, 0, {0: 30, 1: 31}, dice=[])
    state["players"][1]["parts"] = [0, 0, 0, 0, 0, 1]
    state = force_next(state, [5, 5, 5, 5])  # the licorice twist: the last part
    state = attack(state, 0, 1)
    state, _ = act(state, 1, {"type": "no_reaction"})
    assert state["players"][1]["status"] == "crumbed", "not out: it has a respawn left"
    assert R.outcome(state) is None


def test_team_config_is_refused_for_free_for_all() -> None:
    with pytest.raises(InvalidConfig):
        R.setup(GameConfig(QUICK, 2, {}, (0, 1)), 1)


# -- characters ------------------------------------------------------------------


def test_eight_characters_with_alternate_starting_hands_when_all_opt_in() -> None:
    """L154 'players may opt as a group to use the Alternate Starting Hand ... replacing the scenario's
    starting hand.'"""
    assert len(CHARACTERS) == 8
    assert {"Sgt. Rockk Candy", "Ginger Joe"} <= {c["name"] for c in CHARACTERS}
    state = choose_all(R.setup(GameConfig(QUICK, 8, {"alternate_hands": True}), 4))
    for player in state["players"]:
        hand = next(c for c in CHARACTERS if c["id"] == player["character"])["alternate_hand"]
        assert sorted(CARDS[u].id for u in player["hand"]) == sorted(hand)
    assert sum(len(d) for d in state["decks"].values()) + sum(len(p["hand"]) for p in state["players"]) == 90


def test_characters_are_chosen_not_fixed_by_seat_and_the_alternate_hand_follows_the_choice() -> None:
    """L39 'Have each player choose their favorite Gingerbread character'; L154 the Alternate Starting Hand is
    on the reverse of their Character Reference Card."""
    state = R.setup(GameConfig(QUICK, 3, {"alternate_hands": True}), 5)
    first = state["first"]
    assert state["phase"] == "choose"
    assert R.to_act(state) == [first]
    assert len(R.legal_actions(state, first)) == 8
    assert state["players"][first]["hand"] == [], "no hand before the character is chosen"
    state, events = act(state, first, {"type": "choose", "character": "private_spekulaas"})
    assert "chose" in events
    assert sorted(CARDS[u].id for u in state["players"][first]["hand"]) == ["gummi_gatling", "pretzel_piercers"]
    second = (first + 1) % 3
    assert R.to_act(state) == [second]
    assert {"type": "choose", "character": "private_spekulaas"} not in R.legal_actions(state, second)
    with pytest.raises(IllegalAction):
        R.apply(state, second, {"type": "choose", "character": "private_spekulaas"})
    state, _ = act(state, second, {"type": "choose", "character": "ginger_joe"})
    state, _ = act(state, (first + 2) % 3, {"type": "choose", "character": "sgt_rockk_candy"})
    assert state["phase"] == "place"
    assert [p["character"] for p in state["players"]][second] == "ginger_joe"
    assert R.view(state, None)["players"][second]["character"] == "ginger_joe", "characters are public"


def test_characters_may_be_given_at_creation() -> None:
    """L39 the players' choice, made before the game (a tournament or a client that asks up front); a seat
    given null still chooses at the table; one character is one token."""
    state = R.setup(GameConfig(QUICK, 2, {"characters": ["doc_molasses", None]}), 5)
    assert state["players"][0]["character"] == "doc_molasses"
    assert state["phase"] == "choose"
    assert R.to_act(state) == [1]
    assert {"type": "choose", "character": "doc_molasses"} not in R.legal_actions(state, 1)
    both = R.setup(GameConfig(QUICK, 2, {"characters": ["doc_molasses", "ginger_joe"]}), 5)
    assert both["phase"] == "place"
    with pytest.raises(InvalidConfig) as refused:
        R.setup(GameConfig(QUICK, 2, {"characters": ["ginger_joe", "ginger_joe"]}), 5)
    assert refused.value.code == "bad_characters"


# -- whole games -----------------------------------------------------------------


def random_game(scenario: str, seats: int, seed: int) -> tuple[list[tuple[int, dict[str, Any]]], str]:
    chooser = random.Random(seed)
    state = R.setup(GameConfig(scenario, seats, {}), seed)
    log = []
    for _ in range(20_000):
        if R.outcome(state) is not None:
            return log, state_hash(state)
        seat = R.to_act(state)[0]
        action = chooser.choice(R.legal_actions(state, seat))
        state, _ = R.apply(state, seat, action)
        log.append((seat, action))
    raise AssertionError("random game did not end")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    seats=st.integers(min_value=2, max_value=8),
    scenario=st.sampled_from([QUICK, "trophy-room", "crumble-zone"]),
)
def test_random_play_ends_and_replays_exactly(seed: int, seats: int, scenario: str) -> None:
    log, final = random_game(scenario, seats, seed)
    assert state_hash(replay(R, GameConfig(scenario, seats, {}), seed, log)) == final


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32), seats=st.integers(min_value=2, max_value=8))
def test_apply_never_mutates_its_input_with_the_fast_copy(seed: int, seats: int) -> None:
    """copy_state is hand-written for speed: every step must leave the input state as it was."""
    chooser = random.Random(seed)
    state = R.setup(GameConfig("trophy-room", seats, {}), seed)
    while R.outcome(state) is None:
        seat = R.to_act(state)[0]
        before = state_hash(state)
        state_after, _ = R.apply(state, seat, chooser.choice(R.legal_actions(state, seat)))
        assert state_hash(state) == before
        state = state_after


def test_end_turn_waits_until_both_dice_are_moved() -> None:
    """L87 'Your Turn ends when you run out of Attacks, have moved your full amount ... and declare you are done'."""
    state = at_turn(game(), 0, {0: 40, 1: 90}, dice=[2, 1])
    assert {"type": "end_turn"} not in R.legal_actions(state, 0)
    state, _ = act(state, 0, {"type": "move", "die": 0, "direction": 1})
    state, _ = act(state, 0, {"type": "move", "die": 1, "direction": -1})
    assert {"type": "end_turn"} in R.legal_actions(state, 0)


def test_view_is_a_copy_not_the_state_itself() -> None:
    state = game()
    view = R.view(state, 0)
    view["players"][0]["parts"][0] = 0
    view["players"][0]["hand"].clear()
    assert state["players"][0]["parts"][0] == 6
    assert state["players"][0]["hand"]


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_determinize_keeps_what_the_seat_sees(seed: int) -> None:
    state = game(seats=4, seed=seed % 1000)
    copy = R.determinize(state, 0, seed)
    assert copy["players"][0]["hand"] == state["players"][0]["hand"]
    assert R.view(copy, 0)["players"] == R.view(state, 0)["players"]
    everything = sorted(
        [u for d in copy["decks"].values() for u in d] + [u for p in copy["players"] for u in p["hand"]]
    )
    assert everything == sorted(
        [u for d in state["decks"].values() for u in d] + [u for p in state["players"] for u in p["hand"]]
    )


def test_board_svg_draws_from_the_view_without_other_hands() -> None:
    state = game(seats=3)
    svg = R.render_svg(R.view(state, 0))
    assert svg is not None
    assert svg.startswith("<svg")
    assert "your hand" in svg
    # Issue #15: the legend names what it counts ("hand: 0 weapons, 1 gear, 0 ammo", not "W0 G1 A0").
    legend = re.findall(r"hand: (\d+) weapons?, (\d+) gear, (\d+) ammo", svg)
    counts = [p["hand_counts"] for p in R.view(state, 0)["players"]]
    assert legend == [(str(c["weapon"]), str(c["gear"]), str(c["ammo"])) for c in counts]
    assert not re.search(r"\bW\d+ G\d+ A\d+\b", svg)
    name = CARDS[state["players"][1]["hand"][0]].name
    own = {CARDS[u].name for u in state["players"][0]["hand"]}
    if name not in own:
        assert name not in svg
