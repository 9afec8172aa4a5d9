"""Run For Your Life, Candyman!: one test per rule sentence of the sheet
(``shared/rulebooks/run-for-your-life-candyman.txt``, cited by line as "L45"),
the three worked combat examples, and the loaders of the board and card files."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from ladders.candyman.data import (
    BOARD,
    DASH,
    ICON_PART,
    PARTS,
    TREATS,
    CardFileError,
    load_board,
    load_cards,
)
from ladders.candyman.rules import RULESET as RULES
from ladders.engine import Event, GameConfig, IllegalAction, State, replay, state_hash
from tests.scale import scaled

HEAD, BODY, LEFT_ARM, RIGHT_ARM = 0, 1, 2, 3


def dash(kind: str, *icons: str, character: str | None = None) -> int:
    """The uid of the first Dash N Bash card of that kind."""
    for card in DASH:
        if card.kind == kind and card.icons == tuple(icons) and card.character == character:
            return card.uid
    raise LookupError((kind, icons, character))


def treat(card_id: str, nth: int = 0) -> int:
    return [t.uid for t in TREATS if t.id == card_id][nth]


def game(
    seats: int = 2,
    positions: list[int] | None = None,
    current: int = 0,
    rules_version: int | None = None,
    **options: Any,
) -> State:
    """A game at the start of ``current``'s turn with the cookies on ``positions``,
    no treat icon (so no Special Treat is drawn unless a test says so), empty hands;
    under ``rules_version`` (default: the current rules)."""
    state = RULES.setup(GameConfig("standard", seats, options, rules_version=rules_version), 11)
    state["treat_icons"] = []
    state["stack"] = []
    for seat, pos in enumerate(positions or [0] * seats):
        state["players"][seat]["pos"] = pos
        state["players"][seat]["hand"] = []
    state["turn"] = None
    state["current"] = current
    RULES._start_turn(state, current, [])
    RULES._advance(state, [])
    return state


def stack_top(state: State, *uids: int) -> None:
    """The next Dash N Bash draws will be ``uids``, in this order."""
    rest = [u for u in state["dash"] if u not in uids]
    state["dash"] = rest + list(reversed(uids))
    state["dash_left"] = len(state["dash"])


def act(state: State, seat: int, action: dict[str, Any]) -> tuple[State, list[Event]]:
    return RULES.apply(state, seat, action)


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def draw_and_move(state: State, seat: int, card: int, **move: Any) -> tuple[State, list[Event]]:
    stack_top(state, card)
    state, _ = act(state, seat, {"type": "draw"})
    action = {"type": "move", "directions": move.get("directions", [])}
    if "first" in move:
        action["first"] = move["first"]
    return act(state, seat, action)


def parts(state: State, seat: int) -> list[int]:
    return list(state["players"][seat]["parts"])


# -- the data ---------------------------------------------------------------------


def test_decks_have_the_printed_sizes_and_kinds() -> None:
    """L16-L17: 65 Dash N Bash cards and 45 Special Treat cards; L45/L51/L57: single
    icons, doubles (identical and different), character cards, Candy Cage Match cards;
    L65-L69: Jawbreaker, Push'n Pop and Licorice Whip as the examples describe them."""
    assert len(DASH) == 65
    assert len(TREATS) == 45
    kinds = {c.kind for c in DASH}
    assert kinds == {"icons", "character", "cage"}
    assert any(len(c.icons) == 1 for c in DASH)
    assert any(len(c.icons) == 2 and c.icons[0] == c.icons[1] for c in DASH)
    assert any(len(c.icons) == 2 and c.icons[0] != c.icons[1] for c in DASH)
    jaw = TREATS[treat("jawbreaker")]
    assert (jaw.effect, jaw.part, jaw.amount) == ("damage", "head", 3)
    push = TREATS[treat("push_n_pop")]
    assert push.any_time
    assert (push.effect, push.amount) == ("push", -5)
    whip = TREATS[treat("licorice_whip")]
    assert (whip.equip, whip.ranged) == ("arm", 3)


def test_an_unknown_effect_or_field_in_a_card_file_is_refused(tmp_path: Path) -> None:
    """The effect vocabulary is closed: a card file naming another effect is refused
    at load, naming the card and the field."""
    raw = json.loads((Path(__file__).parents[2] / "ladders/candyman/cards.json").read_text())
    raw["special_treats"][0]["effect"] = {"kind": "teleport", "spaces": 3}
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(CardFileError, match=r"'jawbreaker'.*'effect'.*teleport"):
        load_cards(path)
    raw["special_treats"][0]["effect"] = {"kind": "damage", "part": "head", "amount": 3}
    raw["special_treats"][0]["colour"] = "red"
    path.write_text(json.dumps(raw))
    with pytest.raises(CardFileError, match=r"'jawbreaker'.*unknown field 'colour'"):
        load_cards(path)


def test_board_and_cards_load_from_files_named_in_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The board and decks are reconstructions: an owner's files of the same shape replace them."""
    raw = json.loads((Path(__file__).parents[2] / "ladders/candyman/board.json").read_text())
    raw["bridges"] = []
    path = tmp_path / "board.json"
    path.write_text(json.dumps(raw))
    monkeypatch.setenv("LADDERS_CANDYMAN_BOARD_FILE", str(path))
    assert load_board().bridges == {}
    assert BOARD.bridges  # the default board, loaded at import, has its bridges
    # The view says the shipped path is a reconstruction; an owner's printed board is not.
    assert BOARD.to_dict()["reconstruction"] is True
    assert load_board().to_dict()["reconstruction"] is True  # this copy keeps the note
    del raw["reconstruction"]
    path.write_text(json.dumps(raw))
    assert load_board().to_dict()["reconstruction"] is False


def test_the_board_has_three_bursts_a_pink_gumball_a_swirl_and_a_nine_space_zone() -> None:
    """L57: three burst spaces; L101: one is the Pink Gumball; L89: the last nine spaces
    before the border are the Danger Zone; L93: the Peppermint Swirl in front of it."""
    assert len(BOARD.bursts) == 3
    assert BOARD.pink_gumball in BOARD.bursts
    assert BOARD.zone[1] - BOARD.zone[0] + 1 == 9
    assert BOARD.zone[1] == BOARD.border - 1
    assert BOARD.icons[BOARD.gauntlet_start] == "peppermint_swirl"
    assert BOARD.gauntlet_start == BOARD.zone[0] - 1
    assert "sweet_toof" in BOARD.characters


# -- set-up --------------------------------------------------------------------------


def test_every_token_starts_on_start_and_the_first_player_is_random() -> None:
    """L35: all tokens on START; L41: the eldest player's first turn becomes a random first player."""
    firsts = set()
    for seed in range(12):
        state = RULES.setup(GameConfig("standard", 4), seed)
        assert all(p["pos"] == 0 for p in state["players"])
        assert state["current"] == state["first"]
        firsts.add(state["first"])
    assert len(firsts) > 1


def test_the_treat_icon_is_the_first_single_icon_card_turned_up() -> None:
    """L37: flip cards until one shows a single candy; that icon draws Special Treats.
    Variant (L172): two different icons."""
    state = RULES.setup(GameConfig("standard", 2), 5)
    assert len(state["treat_icons"]) == 1
    assert state["treat_icons"][0] in ICON_PART
    two = RULES.setup(GameConfig("standard", 2, {"two_treat_icons": True}), 5)
    assert len(set(two["treat_icons"])) == 2
    assert sorted(state["dash"]) == list(range(65))  # the cards turned up went back


def test_basic_game_has_four_boxes_a_part_and_classic_six() -> None:
    """L31: four unshaded boxes in the basic game; L157: all six in the classic game."""
    assert RULES.setup(GameConfig("standard", 2), 1)["players"][0]["parts"] == [4] * 6
    assert RULES.setup(GameConfig("standard", 2, {"classic": True}), 1)["players"][0]["parts"] == [6] * 6


def test_starting_treat_variant_deals_one_special_treat_each() -> None:
    """L171: each player starts with a Special Treat card."""
    state = RULES.setup(GameConfig("standard", 3, {"starting_treat": True}), 2)
    assert [len(p["hand"]) for p in state["players"]] == [1, 1, 1]
    assert len(state["treats"]) == 42


# -- movement ----------------------------------------------------------------------------


def test_single_icon_moves_to_the_first_such_space_forward_or_back() -> None:
    """L45: a single icon moves to the first space showing it; L49: forward or backwards."""
    state = game(2, [10, 0])
    icon = "candy_corn"
    ahead = next(n for n in range(11, 99) if BOARD.icons[n] == icon)
    behind = next(n for n in range(9, 0, -1) if BOARD.icons[n] == icon)
    forward, _ = draw_and_move(game(2, [10, 0]), 0, dash("icons", icon), directions=[1])
    assert forward["players"][0]["pos"] == ahead
    back, _ = draw_and_move(state, 0, dash("icons", icon), directions=[-1])
    assert back["players"][0]["pos"] == behind


def test_double_identical_moves_to_the_second_such_space() -> None:
    """L45: two identical icons move to the second space showing that icon."""
    state, _ = draw_and_move(game(2, [0, 0]), 0, dash("icons", "gumball", "gumball"), directions=[1, 1])
    spaces = [n for n in range(1, 99) if BOARD.icons[n] == "gumball"]
    assert state["players"][0]["pos"] == spaces[1]


def test_double_different_lets_the_player_choose_the_order() -> None:
    """L45: two different icons: choose which to move onto first, end on the other."""
    card = dash("icons", "gumball", "ju_ju")
    state = game(2, [0, 0])
    stack_top(state, card)
    state, _ = act(state, 0, {"type": "draw"})
    firsts = {a.get("first") for a in RULES.legal_actions(state, 0)}
    assert firsts == {"gumball", "ju_ju"}
    a, _ = act(state, 0, {"type": "move", "directions": [1, 1], "first": "gumball"})
    b, _ = act(state, 0, {"type": "move", "directions": [1, 1], "first": "ju_ju"})
    assert a["players"][0]["pos"] == BOARD.step(BOARD.step(0, "gumball", 1) or 0, "ju_ju", 1)
    assert b["players"][0]["pos"] == BOARD.step(BOARD.step(0, "ju_ju", 1) or 0, "gumball", 1)


def test_any_number_of_players_may_share_a_space() -> None:
    """L49: any number of players may occupy a space at the same time."""
    target = BOARD.step(0, "hard_candy", 1)
    state, _ = draw_and_move(game(3, [0, target or 0, target or 0]), 0, dash("icons", "hard_candy"), directions=[1])
    assert {p["pos"] for p in state["players"]} == {target}


def test_a_character_card_transports_without_passing_anyone() -> None:
    """L51-L53: move to the character's space; nobody on the way is passed."""
    space = BOARD.characters["lady_licorice"]
    state, events = draw_and_move(game(2, [0, 10]), 0, dash("character", character="lady_licorice"))
    assert state["players"][0]["pos"] == space
    moved = next(e for e in events if e.type == "moved")
    assert moved.data["passed"] == []
    assert {"type": "attack", "target": 1} not in RULES.legal_actions(state, 0)


def test_a_transport_lands_on_its_space_so_the_cookies_there_may_be_attacked() -> None:
    """L53 with L111: a character or Candy Cage Match card passes nobody on the way, but
    it lands on its space (L101 calls it landing on Sweet Toof), and normal combat occurs
    when a player lands on a space occupied by another player."""
    space = BOARD.characters["lady_licorice"]
    state, events = draw_and_move(game(3, [0, 10, space]), 0, dash("character", character="lady_licorice"))
    assert next(e for e in events if e.type == "moved").data["passed"] == [2]
    attacks = [a for a in RULES.legal_actions(state, 0) if a["type"] == "attack"]
    assert attacks == [{"type": "attack", "target": 2}]
    state, events = draw_and_move(game(3, [35, 38, 41]), 0, dash("cage"))
    assert state["players"][0]["pos"] == 41
    assert [a for a in RULES.legal_actions(state, 0) if a["type"] == "attack"] == [{"type": "attack", "target": 2}]


def test_a_cage_match_card_transports_to_the_nearest_burst() -> None:
    """L57: a Candy Cage Match card moves you to the nearest burst space."""
    state, _ = draw_and_move(game(2, [35, 0]), 0, dash("cage"))
    assert state["players"][0]["pos"] == 41
    state, _ = draw_and_move(game(2, [20, 0]), 0, dash("cage"))
    assert state["players"][0]["pos"] == 16


def test_ending_on_a_bridge_entrance_falls_back_to_its_exit() -> None:
    """L59: ending a move on a bridge entrance falls back to the space at the bridge's exit."""
    entrance, exit_ = 29, BOARD.bridges[29]
    icon = BOARD.icons[entrance]
    start = next(n for n in range(entrance - 1, 0, -1) if BOARD.icons[n] == icon)
    state, events = draw_and_move(game(2, [start, 0]), 0, dash("icons", str(icon)), directions=[1])
    assert "bridge" in types(events)
    assert state["players"][0]["pos"] == exit_


def test_a_movement_card_showing_the_treat_icon_draws_a_special_treat() -> None:
    """L125: drawing the circled icon for movement also draws a Special Treat, privately;
    there is no maximum hand size."""
    state = game(2, [0, 0])
    state["treat_icons"] = ["chocolate"]
    state["players"][0]["hand"] = [treat("gummy_shield", n) for n in range(5)]
    stack_top(state, dash("icons", "chocolate"))
    state, events = act(state, 0, {"type": "draw"})
    assert len(state["players"][0]["hand"]) == 6
    drawn = next(e for e in events if e.type == "treat_drawn")
    assert drawn.visible_to == (0,)


# -- normal combat ---------------------------------------------------------------------


def test_passing_an_occupied_space_allows_an_attack_whose_icons_mark_boxes() -> None:
    """L111: moving through or landing on an occupied space lets the mover draw a card;
    a double hard candy marks two boxes off the defender's arm."""
    dest = BOARD.step(0, "hard_candy", 1) or 0
    state, events = draw_and_move(game(2, [0, dest - 1]), 0, dash("icons", "hard_candy"), directions=[1])
    assert next(e for e in events if e.type == "moved").data["passed"] == [1]
    stack_top(state, dash("icons", "hard_candy", "hard_candy"))
    state, events = act(state, 0, {"type": "attack", "target": 1})
    assert parts(state, 1)[ICON_PART["hard_candy"]] == 2
    assert PARTS[ICON_PART["hard_candy"]].endswith("arm")


def test_a_character_or_cage_card_drawn_to_attack_does_two_to_a_part_of_choice() -> None:
    """L115: a Character or Candy Cage Match card drawn when attacking does 2 damage to a part of your choice."""
    state = game(2, [5, 5])
    stack_top(state, dash("cage"))
    state, _ = act(state, 0, {"type": "attack", "target": 1})
    assert RULES.to_act(state) == [0]
    assert {a["part"] for a in RULES.legal_actions(state, 0)} == set(PARTS)
    state, _ = act(state, 0, {"type": "part", "part": "left_leg"})
    assert parts(state, 1)[PARTS.index("left_leg")] == 2


def test_a_destroyed_part_is_a_trophy_and_further_damage_is_ignored() -> None:
    """L115: no boxes left on an area destroys the part, a trophy for the attacker; more damage there is ignored."""
    state = game(2, [5, 5])
    state["players"][1]["parts"][HEAD] = 1
    stack_top(state, dash("icons", "peppermint_swirl", "peppermint_swirl"))
    state, events = act(state, 0, {"type": "attack", "target": 1})
    assert parts(state, 1)[HEAD] == 0
    assert state["players"][0]["trophies"] == [[HEAD, 1]]
    assert "part_lost" in types(events)
    state2 = game(2, [5, 5])
    state2["players"][1]["parts"][HEAD] = 0
    stack_top(state2, dash("icons", "peppermint_swirl"))
    state2, events = act(state2, 0, {"type": "attack", "target": 1})
    assert types(events).count("ignored") == 1
    assert parts(state2, 1)[HEAD] == 0


def test_no_unmarked_box_left_is_a_pile_of_crumbs() -> None:
    """L31: when there are no more unmarked boxes the cookie is crumbs and out (a frag for the attacker)."""
    state = game(3, [5, 5, 0])
    state["players"][1]["parts"] = [0, 0, 0, 1, 0, 0]
    stack_top(state, dash("icons", "hard_candy"))
    state, events = act(state, 0, {"type": "attack", "target": 1})
    assert not state["players"][1]["alive"]
    assert state["players"][0]["frags"] == 1
    assert "crumbs" in types(events)


def test_a_part_with_boxes_left_keeps_the_cookie_in_play() -> None:
    """L31 reading: crumbs only when every box is marked, not at the first destroyed part."""
    state = game(2, [5, 5])
    state["players"][1]["parts"] = [1, 4, 4, 4, 4, 4]
    stack_top(state, dash("icons", "peppermint_swirl"))
    state, _ = act(state, 0, {"type": "attack", "target": 1})
    assert state["players"][1]["alive"]
    assert parts(state, 1)[HEAD] == 0


def test_starting_on_another_players_space_allows_an_attack_before_moving() -> None:
    """L117: a player who begins the turn on the same space as another may attack before moving."""
    state = game(2, [5, 5])
    assert {"type": "attack", "target": 1} in RULES.legal_actions(state, 0)
    assert {"type": "draw"} in RULES.legal_actions(state, 0)


def test_the_attack_on_a_cookie_sharing_your_start_space_is_before_moving_only() -> None:
    """L117: a player beginning the turn on another's space may attack them *before moving*;
    once moved away (not passing or landing on them, L111) that attack is gone."""
    state = game(2, [5, 5])
    state, _ = draw_and_move(state, 0, dash("icons", "gumball"), directions=[1])
    assert state["players"][0]["pos"] != 5
    assert [a for a in RULES.legal_actions(state, 0) if a["type"] in ("attack", "treat")] == []
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "attack", "target": 1})
    jaw = treat("jawbreaker")
    state = game(2, [5, 5])
    state["players"][0]["hand"] = [jaw]
    state, _ = draw_and_move(state, 0, dash("icons", "gumball"), directions=[1])
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "treat", "card": jaw, "target": 1})


def test_each_player_may_be_attacked_once_a_turn_but_every_passed_player_once() -> None:
    """L119: only one attack on a given player per turn, but each player passed may be attacked."""
    dest = BOARD.step(0, "candy_corn", 1) or 0
    state, _ = draw_and_move(game(3, [0, 1, dest]), 0, dash("icons", "candy_corn"), directions=[1])
    attacks = [a for a in RULES.legal_actions(state, 0) if a["type"] == "attack"]
    assert attacks == [{"type": "attack", "target": 1}, {"type": "attack", "target": 2}]
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 0, {"type": "attack", "target": 1})
    assert [a for a in RULES.legal_actions(state, 0) if a["type"] == "attack"] == [{"type": "attack", "target": 2}]
    with pytest.raises(IllegalAction):
        act(state, 0, {"type": "attack", "target": 1})


# -- special combat: the worked examples -------------------------------------------------


def test_example_1_jawbreaker_does_three_to_the_head_and_is_discarded() -> None:
    """L65: passing through an occupied space, the player plays Jawbreaker instead of a
    normal attack: 3 blocks of damage to the defender's head; the card is discarded."""
    dest = BOARD.step(0, "candy_corn", 1) or 0
    state = game(2, [0, dest - 1])
    jaw = treat("jawbreaker")
    state["players"][0]["hand"] = [jaw]
    state, _ = draw_and_move(state, 0, dash("icons", "candy_corn"), directions=[1])
    state, _events = act(state, 0, {"type": "treat", "card": jaw, "target": 1})
    assert parts(state, 1) == [1, 4, 4, 4, 4, 4]
    assert jaw in state["treat_discard"]
    assert jaw not in state["players"][0]["hand"]
    assert {"type": "attack", "target": 1} not in RULES.legal_actions(state, 0)  # it replaced the attack


def test_example_2_under_rules_version_1_one_window_a_turn_after_the_move() -> None:
    """L67: Push'n Pop (PLAY AT ANY TIME) interrupts another player's turn to shove them
    back 5 spaces, then is discarded; on your own turn it counts as your attack. Rules
    version 1 (games dealt under it keep it) reads L139's "at anytime" as one window a
    turn, after the active cookie's move, against that cookie. The printed reading
    (version 2) is tested in test_candyman_any_time.py."""
    state = game(2, [30, 20], current=1, rules_version=1)
    pop = treat("push_n_pop")
    state["players"][0]["hand"] = [pop]
    state, _ = draw_and_move(state, 1, dash("icons", "chocolate"), directions=[1])
    landed = state["players"][1]["pos"]
    assert RULES.to_act(state) == [0]  # the out-of-turn window of the other player
    state, _events = act(state, 0, {"type": "treat", "card": pop, "target": 1})
    assert state["players"][1]["pos"] == landed - 5
    assert pop in state["treat_discard"]
    assert parts(state, 1) == [4] * 6  # no damage
    own = game(2, [7, 7], rules_version=1)
    own["players"][0]["hand"] = [pop]
    own, _ = act(own, 0, {"type": "treat", "card": pop, "target": 1})
    assert own["players"][1]["pos"] == 2
    assert {"type": "attack", "target": 1} not in RULES.legal_actions(own, 0)


def test_example_3_licorice_whip_is_ranged_three_and_equipped_on_an_arm() -> None:
    """L69: landing just short of another player, Licorice Whip (RANGED 3) attacks a
    player within three spaces; it is EQUIPped on an arm and stays until that arm is
    destroyed (L133: usable once per turn)."""
    state = game(2, [10, 13])
    whip = treat("licorice_whip")
    state["players"][0]["hand"] = [whip]
    state, _ = act(state, 0, {"type": "equip", "card": whip, "part": "right_arm"})
    assert state["players"][0]["equipped"] == [[whip, RIGHT_ARM]]
    stack_top(state, dash("icons", "gumball"))
    state, _ = act(state, 0, {"type": "treat", "card": whip, "target": 1})
    assert parts(state, 1)[ICON_PART["gumball"]] == 3
    assert state["players"][0]["equipped"] == [[whip, RIGHT_ARM]]  # still displayed by the arm
    assert not any(a.get("card") == whip for a in RULES.legal_actions(state, 0))  # once a turn
    far = game(2, [10, 14])
    far["players"][0]["equipped"] = [[whip, RIGHT_ARM]]
    assert not any(a.get("card") == whip for a in RULES.legal_actions(far, 0))  # out of range
    # Destroying the arm loses the card.
    hit = game(2, [5, 5], current=1)
    hit["players"][0]["equipped"] = [[whip, RIGHT_ARM]]
    hit["players"][0]["parts"][RIGHT_ARM] = 1
    stack_top(hit, dash("icons", "hard_candy"))
    hit, events = act(hit, 1, {"type": "attack", "target": 0})
    assert hit["players"][0]["equipped"] == []
    assert whip in hit["treat_discard"]
    assert "equip_lost" in types(events)


def test_a_treat_of_your_choice_of_part_asks_for_the_part_once_it_hits() -> None:
    """L127: the card outlines the damage instead of a Dash N Bash draw; Rock Candy's
    2 blocks go on a part the attacker chooses."""
    state = game(2, [5, 5])
    rock = treat("rock_candy")
    state["players"][0]["hand"] = [rock]
    state, _ = act(state, 0, {"type": "treat", "card": rock, "target": 1})
    assert RULES.to_act(state) == [0]
    assert {a["type"] for a in RULES.legal_actions(state, 0)} == {"part"}
    state, _ = act(state, 0, {"type": "part", "part": "left_arm"})
    assert parts(state, 1) == [4, 4, 2, 4, 4, 4]


def test_a_defense_card_cancels_an_attack_on_you() -> None:
    """L137: DEFENSE cards may be played in reaction to any attack upon you."""
    state = game(2, [5, 5])
    shield = treat("gummy_shield")
    state["players"][1]["hand"] = [shield]
    state, _ = act(state, 0, {"type": "attack", "target": 1})
    assert RULES.to_act(state) == [1]
    assert RULES.legal_actions(state, 1) == [{"type": "defend", "card": shield}, {"type": "no_defense"}]
    state, _events = act(state, 1, {"type": "defend", "card": shield})
    assert parts(state, 1) == [4] * 6
    assert shield in state["treat_discard"]


def test_the_defense_window_opens_for_any_hand_so_it_reveals_nothing() -> None:
    """The window opens by the public hand count, not the hand's content."""
    state = game(2, [5, 5])
    state["players"][1]["hand"] = [treat("jawbreaker")]
    state, _ = act(state, 0, {"type": "attack", "target": 1})
    assert RULES.legal_actions(state, 1) == [{"type": "no_defense"}]


def test_discard_effect_removes_equipped_treats() -> None:
    """L69/L133: an equipped card stays until forcibly removed by a discard effect."""
    state = game(2, [5, 5])
    fingers = treat("butterfingers")
    state["players"][0]["hand"] = [fingers]
    state["players"][1]["equipped"] = [[treat("candy_apple_club"), LEFT_ARM]]
    state, _ = act(state, 0, {"type": "treat", "card": fingers, "target": 1})
    assert state["players"][1]["equipped"] == []


def test_a_ranged_card_reaches_without_passing() -> None:
    """L135: RANGED cards strike from a distance whether or not you passed the player."""
    state = game(2, [10, 15])
    cannon = treat("gumball_blaster")
    state["players"][0]["hand"] = [cannon]
    assert {"type": "treat", "card": cannon, "target": 1} in RULES.legal_actions(state, 0)


# -- Candy Cage Match --------------------------------------------------------------------


def cage(seats: int = 3, drawer_cards: tuple[int, ...] = ()) -> State:
    """Seat 0 ends its move on the first burst (16, Ju Ju) and summons seat 2."""
    state = game(seats, [15, 40, 60][:seats])
    burst_card = dash("icons", "ju_ju")
    state, _ = draw_and_move(state, 0, burst_card, directions=[1])
    assert state["players"][0]["pos"] == 16
    state, events = act(state, 0, {"type": "summon", "target": 2})
    assert state["players"][2]["pos"] == 16
    assert "cage_match" in types(events)
    return state


def test_ending_on_a_burst_summons_any_player_and_the_initiator_draws_first() -> None:
    """L75: ending on a burst, the player may summon any player to the space; L77: the
    initiator draws first, then the players alternate; no Special Treats in a match."""
    state = cage()
    assert RULES.to_act(state) == [0]
    state["players"][0]["hand"] = [treat("jawbreaker")]
    assert RULES.legal_actions(state, 0) == [{"type": "cage_draw", "target": 2}]
    stack_top(state, dash("icons", "gumball"), dash("icons", "chocolate"))
    state, _ = act(state, 0, {"type": "cage_draw", "target": 2})
    assert parts(state, 2)[ICON_PART["gumball"]] == 3
    assert RULES.to_act(state) == [2]
    state, _ = act(state, 2, {"type": "cage_draw", "target": 0})
    assert parts(state, 0)[ICON_PART["chocolate"]] == 3
    assert RULES.to_act(state) == [0]


def test_drawing_the_space_icon_ends_the_match_after_a_parting_shot() -> None:
    """L77-L79: a card matching the space's icon ends the match; the defender still takes
    its damage; the drawer moves to the first matching icon forward or back."""
    state = cage()
    stack_top(state, dash("icons", "ju_ju"))
    state, _ = act(state, 0, {"type": "cage_draw", "target": 2})
    assert parts(state, 2)[ICON_PART["ju_ju"]] == 3
    assert RULES.legal_actions(state, 0) == [
        {"type": "escape", "directions": [1]},
        {"type": "escape", "directions": [-1]},
    ]
    state, events = act(state, 0, {"type": "escape", "directions": [1]})
    assert state["players"][0]["pos"] == BOARD.step(16, "ju_ju", 1)
    assert state["cage"] is None
    assert "cage_over" in types(events)
    assert RULES.to_act(state) == [1]  # the initiator's turn ended with the match


def test_a_double_release_may_come_back_and_draw_another_player_in() -> None:
    """L81: with two of the icon you may escape forward, then move back as the second
    move, drawing an additional player into the match."""
    state = cage()
    stack_top(state, dash("icons", "ju_ju", "ju_ju"))
    state, _ = act(state, 0, {"type": "cage_draw", "target": 2})
    assert {"type": "escape", "directions": [1, -1]} in RULES.legal_actions(state, 0)
    state, _ = act(state, 0, {"type": "escape", "directions": [1, -1]})
    assert state["players"][0]["pos"] == 16
    assert RULES.legal_actions(state, 0) == [{"type": "summon", "target": 1}, {"type": "no_summon"}]
    state, _ = act(state, 0, {"type": "summon", "target": 1})
    assert state["players"][1]["pos"] == 16
    assert state["cage"]["order"] == [2, 0, 1]


def test_an_escape_ending_on_a_bridge_entrance_falls_back() -> None:
    """L79: the released player moves to the first matching icon; L59: a move ending on a
    bridge entrance falls back to the bridge's exit (here 71 Chocolate, twice forward: 84)."""
    state = game(3, [70, 40, 60])
    state, _ = draw_and_move(state, 0, dash("icons", "chocolate"), directions=[1])
    assert state["players"][0]["pos"] == 71
    state, _ = act(state, 0, {"type": "summon", "target": 2})
    stack_top(state, dash("icons", "chocolate", "chocolate"))
    state, _ = act(state, 0, {"type": "cage_draw", "target": 2})
    assert BOARD.step(BOARD.step(71, "chocolate", 1) or 0, "chocolate", 1) == 84
    state, events = act(state, 0, {"type": "escape", "directions": [1, 1]})
    assert "bridge" in types(events)
    assert state["players"][0]["pos"] == BOARD.bridges[84]


def test_a_cage_match_card_mid_match_summons_another_and_does_two_damage() -> None:
    """L81: a Candy Cage Match card drawn in a match summons another player to the space
    and does 2 damage to a cookie part of your choice."""
    state = cage()
    stack_top(state, dash("cage"))
    state, _ = act(state, 0, {"type": "cage_draw", "target": 2})
    assert RULES.legal_actions(state, 0) == [{"type": "summon", "target": 1}]
    state, _ = act(state, 0, {"type": "summon", "target": 1})
    state, _ = act(state, 0, {"type": "part", "part": "body"})
    assert parts(state, 2)[BODY] == 2
    assert state["players"][1]["pos"] == 16
    assert state["cage"]["order"] == [0, 2, 1]


def test_three_players_draw_in_order_of_entry_until_one_is_left() -> None:
    """L81: any number may fight at once; the match continues until one player remains.
    Reading: draws rotate in order of entry, the drawer choosing the opponent."""
    state = cage()
    stack_top(state, dash("cage"), dash("icons", "gumball"), dash("icons", "chocolate"))
    state, _ = act(state, 0, {"type": "cage_draw", "target": 2})
    state, _ = act(state, 0, {"type": "summon", "target": 1})
    state, _ = act(state, 0, {"type": "part", "part": "body"})
    assert RULES.to_act(state) == [2]
    assert {a["target"] for a in RULES.legal_actions(state, 2)} == {0, 1}
    state, _ = act(state, 2, {"type": "cage_draw", "target": 1})
    assert RULES.to_act(state) == [1]
    state, _ = act(state, 1, {"type": "cage_draw", "target": 0})
    assert RULES.to_act(state) == [0]


def test_a_burst_summons_nobody_if_the_player_prefers() -> None:
    """L75: the player *may* summon: ending the turn without summoning is legal."""
    state = game(2, [15, 40])
    state, _ = draw_and_move(state, 0, dash("icons", "ju_ju"), directions=[1])
    assert {"type": "end_turn"} in RULES.legal_actions(state, 0)
    state, _ = act(state, 0, {"type": "end_turn"})
    assert state["cage"] is None
    assert RULES.to_act(state) == [1]


# -- Sweet Toof, the Twins, winning, the gauntlet ----------------------------------------


def test_sweet_toof_tears_off_a_runaway_leaders_head_and_throws_them_into_a_match() -> None:
    """L101: landing on Sweet Toof before at least half of the other players passed the
    first cage match space: head torn off, thrown onto the Pink Gumball, a match starts."""
    state = game(3, [30, 5, 5])
    state, events = draw_and_move(state, 0, dash("character", character="sweet_toof"))
    assert "sweet_toof" in types(events)
    assert parts(state, 0)[HEAD] == 0
    assert state["players"][0]["trophies"] == []
    assert state["players"][0]["pos"] == BOARD.pink_gumball
    assert RULES.legal_actions(state, 0) == [{"type": "summon", "target": 1}, {"type": "summon", "target": 2}]


def test_a_match_may_start_by_summoning_a_cookie_already_on_the_burst() -> None:
    """L75: ending on a burst, the player may summon any player from anywhere on the board,
    one already standing on the space included (the only way to fight them there)."""
    state = game(2, [15, 16])
    state, _ = draw_and_move(state, 0, dash("icons", "ju_ju"), directions=[1])
    assert state["players"][0]["pos"] == 16
    assert {"type": "summon", "target": 1} in RULES.legal_actions(state, 0)
    state, events = act(state, 0, {"type": "summon", "target": 1})
    assert "cage_match" in types(events)
    assert state["cage"]["order"] == [0, 1]
    assert RULES.to_act(state) == [0]


def test_sweet_toof_spares_you_once_half_the_others_passed_the_first_cage() -> None:
    """L101: with at least half of the others past the first Candy Cage Match space, nothing happens."""
    state = game(3, [30, 20, 5])
    state, events = draw_and_move(state, 0, dash("character", character="sweet_toof"))
    assert "sweet_toof" not in types(events)
    assert state["players"][0]["pos"] == BOARD.characters["sweet_toof"]
    assert parts(state, 0)[HEAD] == 4


def test_the_twins_attack_four_times_at_the_start_of_a_turn_in_the_danger_zone() -> None:
    """L89: a token in the last nine spaces takes four Twins' attacks at the beginning of its turn."""
    state = game(2, [0, 0])
    state["players"][1]["pos"] = 92
    state, _ = draw_and_move(state, 0, dash("icons", "gumball"), directions=[1])
    state["dash"] = [u for u in state["dash"] if DASH[u].kind == "icons" and len(DASH[u].icons) == 1][:4]
    state["dash_left"] = 4
    expected = [ICON_PART[DASH[u].icons[0]] for u in reversed(state["dash"])]
    state, events = act(state, 0, {"type": "end_turn"})
    assert types(events).count("attack") == 4
    assert sum(parts(state, 1)) == 24 - 4
    assert sorted(e.data["part"] for e in events if e.type == "damage") == sorted(PARTS[i] for i in expected)
    assert RULES.to_act(state) == [1]


def test_the_first_card_that_would_reach_the_last_space_wins() -> None:
    """L85: the first player whose card would place them on the last space wins."""
    state = game(2, [97, 0])
    state["stack"] = []
    icon = "hard_candy"  # no hard candy after 97 on this board: the count runs over the border
    assert BOARD.step(97, icon, 1) == BOARD.border
    state, _events = draw_and_move(state, 0, dash("icons", icon), directions=[1])
    assert state["winners"] == [0]
    assert state["end_reason"] == "border"
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.placements[0] == 1


def test_the_last_cookie_standing_runs_the_gauntlet_from_the_swirl() -> None:
    """L93: after eliminating the last opponent, the survivor is placed on the Peppermint
    Swirl before the Danger Zone and must still get through."""
    state = game(2, [5, 5])
    state["players"][1]["parts"] = [0, 0, 0, 1, 0, 0]
    stack_top(state, dash("icons", "hard_candy"))
    state, events = act(state, 0, {"type": "attack", "target": 1})
    assert "gauntlet" in types(events)
    assert state["players"][0]["pos"] == BOARD.gauntlet_start
    assert state["winners"] is None
    assert RULES.to_act(state) == [0]
    assert state["turn"]["phase"] == "before_move"


def test_if_the_last_cookie_crumbles_the_most_trophies_wins() -> None:
    """L95: if the last cookie does not survive, the player with the most trophies wins."""
    state = game(3, [92, 0, 0])
    state["gauntlet"] = True
    state["crumbled"] = 2
    state["players"][1]["alive"] = state["players"][2]["alive"] = False
    state["players"][1]["out"], state["players"][2]["out"] = 1, 2
    state["players"][2]["trophies"] = [[HEAD, 0], [BODY, 1]]
    state["players"][0]["trophies"] = [[HEAD, 1]]
    state["players"][0]["parts"] = [0, 0, 0, 0, 0, 1]
    state["turn"]["phase"] = "over"
    state["dash"] = [dash("icons", "ju_ju")] * 4
    state["dash_left"] = 4
    state = RULES.copy_state(state)
    events: list[Event] = []
    RULES._advance(state, events)
    assert state["end_reason"] == "trophies"
    assert state["winners"] == [2]
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.placements == [2, 3, 1]
    assert outcome.trophies == [1, 0, 2]


def test_outcome_reports_frags_and_trophies_per_seat() -> None:
    """The Outcome carries placements, frags (cookies crumbed) and trophies (parts) for ranks."""
    state = game(3, [97, 0, 0])
    state["players"][0]["trophies"] = [[HEAD, 2]]
    state["players"][0]["frags"] = 1
    state, _ = draw_and_move(state, 0, dash("icons", "hard_candy"), directions=[1])
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.winners == [0]
    assert outcome.frags == [1, 0, 0]
    assert outcome.trophies == [1, 0, 0]


def test_no_length_limit_by_default() -> None:
    """The sheet ends a game only at the border (L85), with the last cookie's run (L93)
    or by trophies (L95): by default no round ends it, however many have been played."""
    state = game(2, [10, 20], current=1)
    assert state["options"]["round_cap"] == 0
    state["round"] = 10_000
    state, _ = draw_and_move(state, 1, dash("icons", "gumball"), directions=[1])
    state, events = act(state, 1, {"type": "end_turn"})
    assert state["winners"] is None
    assert "game_over" not in types(events)
    assert state["current"] == 0
    assert state["round"] == 10_001


def test_the_optional_round_cap_ends_a_game_by_position_and_says_so() -> None:
    """Length limit (an explicit option, not a rule of the sheet, off by default): when the
    last round allowed is over, the cookie furthest along wins, and the ending is shown
    as the limit's in the event and the outcome."""
    state = game(2, [10, 20], current=1, round_cap=5)
    state["round"] = 5
    state, _ = draw_and_move(state, 1, dash("icons", "gumball"), directions=[1])
    state, events = act(state, 1, {"type": "end_turn"})
    assert state["end_reason"] == "round_cap"
    assert state["winners"] == [1]
    over = [e for e in events if e.type == "game_over"]
    assert [e.data for e in over] == [{"winners": [1], "reason": "round_cap", "round_cap": 5}]
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert outcome.placements == [2, 1]
    assert outcome.details["end_reason"] == "round_cap"
    assert outcome.details["round_cap"] == 5


# -- hidden information, replays ------------------------------------------------------------


def test_views_show_a_hand_only_to_its_owner() -> None:
    state = game(3, [0, 0, 0])
    state["players"][1]["hand"] = [treat("jawbreaker"), treat("gummy_shield")]
    for viewer in (None, 0, 2):
        view = RULES.view(state, viewer)
        assert "hand" not in view["players"][1]
        assert view["players"][1]["hand_count"] == 2
        assert str(treat("jawbreaker")) not in view["treat_cards"]
    own = RULES.view(state, 1)
    assert own["players"][1]["hand"] == [treat("jawbreaker"), treat("gummy_shield")]


def test_determinize_keeps_own_hand_and_redeals_the_rest() -> None:
    state = game(3, [0, 0, 0])
    state["players"][0]["hand"] = [treat("jawbreaker")]
    state["players"][1]["hand"] = [treat("gummy_shield"), treat("fizz_pop")]
    seen = RULES.determinize(state, 0, 99)
    assert seen["players"][0]["hand"] == [treat("jawbreaker")]
    assert len(seen["players"][1]["hand"]) == 2
    assert sorted(seen["treats"] + seen["players"][1]["hand"]) == sorted(state["treats"] + state["players"][1]["hand"])


def test_two_copies_of_a_treat_are_one_choice() -> None:
    """normalize_action: either copy of a card in hand is read as the listed one."""
    state = game(2, [5, 5])
    first, second = treat("jawbreaker", 0), treat("jawbreaker", 1)
    state["players"][0]["hand"] = [first, second]
    action = RULES.normalize_action(state, 0, {"type": "treat", "card": second, "target": 1})
    assert action == {"type": "treat", "card": first, "target": 1}


@pytest.mark.property
@pytest.mark.parametrize("rules_version", [1, 2])
def test_random_play_ends_by_the_rules_and_replays(rules_version: int) -> None:
    """Random legal play from 20 seeds per unit of PROPERTY_SCALE (500 at scale 25; 2-6
    seats, all options), under each rules version the engine plays, always ends by the
    rules' own ending (the border, L85, or trophies after the gauntlet, L95: no length
    limit is set) and replays to the same hash."""
    for seed in range(scaled(20)):
        seats = 2 + seed % 5
        options = {"classic": seed % 2 == 0, "starting_treat": seed % 3 == 0, "two_treat_icons": seed % 5 == 0}
        config = GameConfig("standard", seats, options, rules_version=rules_version)
        chooser = random.Random(seed)
        state = RULES.setup(config, seed)
        log = []
        for _ in range(20_000):
            if state["winners"] is not None:
                break
            seat = RULES.to_act(state)[0]
            action = chooser.choice(RULES.legal_actions(state, seat))
            log.append((seat, action))
            state, _ = RULES.apply(state, seat, action)
        assert state["winners"] is not None, seed
        assert state["end_reason"] in ("border", "trophies"), seed
        assert RULES.played_rules_version(state) == rules_version
        assert state_hash(replay(RULES, config, seed, log)) == state_hash(state)
