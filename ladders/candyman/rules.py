"""Run For Your Life, Candyman! (rulebook: shared/rulebooks/run-for-your-life-candyman.txt).

A turn is a short sequence of actions so that ``legal_actions`` always lists
the next step: the Twins' four attacks (automatic) if you start in the Danger
Zone, attacks on cookies sharing your space (``attack``/``treat``/``equip``),
``draw`` a movement card, ``move`` (direction per icon, order of two
different icons), then attacks on every cookie you passed or landed on,
``summon`` on a Candy Cage Match burst, and ``end_turn``.

Everything that interrupts a turn is a *decision* on a stack (``state["stack"]``)
owned by one seat, which ``to_act`` names and the API lists to that seat alone:
a DEFENSE window for the target of each attack, a PLAY AT ANY TIME window for
each other cookie once a turn, the choice of a part for 2 damage, a summons,
each draw of a Candy Cage Match and an escape. Every decision has a plain
"no" (``no_defense``, ``pass``, ``no_summon``) or a forced choice, so a seat
whose deadline passes is played by the random bot like any other turn: the
game never waits on anything but the seat ``to_act`` names. Automatic work
(the Twins, the order of the windows, the match's next drawer) sits on the same
stack and is run by ``_advance`` after every action.

Windows open by what is public, never by what a hand holds: a window opens for
a cookie holding at least one Special Treat (the count of cards in a hand is on
the table) or with an unused DEFENSE equipped, so that it reveals nothing.

Readings of what the sheet leaves open are in docs/candyman.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from ladders.candyman.data import BOARD, DASH, ICON_PART, ICONS, LIMBS, PARTS, TREATS, Board, Dash, Treat
from ladders.engine import (
    MAX_ROUND_CAP,
    Action,
    Event,
    GameConfig,
    IllegalAction,
    Outcome,
    Ruleset,
    RulesetInfo,
    Scenario,
    Seat,
    State,
    action_schema,
    check_param_types,
    described,
    event_schema,
    load_schema,
    param_types,
    placements_from_keys,
    rng_below,
    rng_init,
    rng_shuffle,
)

RULESET_ID = "run-for-your-life-candyman"
TWINS = -1  # the "attacker" of the Twins' attacks (no trophies, no frags)
SWEET_TOOF = -2  # who tears off a runaway leader's head
TWINS_ATTACKS = 4
CHARACTER_DAMAGE = 2  # a Character or Candy Cage Match card drawn to attack (L115)
BOXES = {False: 4, True: 6}  # basic game / extended 'classic' game (L31, L157)
MAX_SEATS = 6  # six Gingerbread tokens (L15)

# ``Event(...)`` without its Python-level ``__new__`` (every step builds one or more):
# ``_new_event(Event, (type, data, visible_to))`` builds the same tuple (docs/engine.md, point 6).
_new_event: Final = tuple.__new__
_SEAT = {"type": "integer", "minimum": 0}
_CARD = {"type": "integer", "minimum": 0}
_PART = {"enum": list(PARTS)}
_ICON = {"enum": list(ICONS)}
_SPACE = {"type": "integer", "minimum": 0}
_DIRECTIONS = {"type": "array", "items": {"enum": [1, -1]}, "maxItems": 2}


def _action_schemas() -> dict[str, dict[str, Any]]:
    schemas = {
        "draw": action_schema("Draw your movement card from the Dash N Bash deck."),
        "move": action_schema(
            "Move by the drawn card: one direction per icon (1 forward, -1 back; [] for a character or "
            "Candy Cage Match card) and, for two different icons, which icon you move onto first.",
            directions=_DIRECTIONS,
            first={**_ICON, "optional": True},
        ),
        "attack": action_schema(
            "Normal combat: draw a Dash N Bash card as damage to a cookie you may attack.", target=_SEAT
        ),
        "treat": action_schema(
            "Special combat: play a Special Treat from your hand or an equipped one on a target "
            "(a card that lets you choose the part asks for it with a 'part' decision once it hits).",
            card=_CARD,
            target=_SEAT,
        ),
        "equip": action_schema(
            "Assign an EQUIP Special Treat from your hand to one of your limbs.", card=_CARD, part=_PART
        ),
        "end_turn": action_schema("End your turn; play passes clockwise."),
        "defend": action_schema(
            "Play a DEFENSE Special Treat (from hand, or equipped) against the attack on you.", card=_CARD
        ),
        "no_defense": action_schema("Take the attack on you."),
        "pass": action_schema("Play no PLAY AT ANY TIME treat on this turn."),
        "part": action_schema(
            "Choose the part that takes your damage (a Character or Candy Cage Match card's 2, or a treat's).",
            part=_PART,
        ),
        "summon": action_schema("Summon (force) a cookie to your Candy Cage Match space.", target=_SEAT),
        "no_summon": action_schema("Summon nobody."),
        "cage_draw": action_schema("Candy Cage Match: draw a Dash N Bash card as damage to an opponent.", target=_SEAT),
        "escape": action_schema(
            "Leave the Candy Cage Match: one direction per matching icon on your card.", directions=_DIRECTIONS
        ),
    }
    for name, schema in schemas.items():
        schema["properties"]["type"] = {"const": name}
    return schemas


# Seats in event data: a cookie (0-5), or who attacks or scores (-1 the Twins, L89; -2 Sweet Toof, L101).
_EVENT_SEAT = {"type": "integer", "minimum": 0, "maximum": MAX_SEATS - 1}
_ATTACKER = {"type": "integer", "minimum": TWINS, "maximum": MAX_SEATS - 1}
_WHO = {"type": "integer", "minimum": SWEET_TOOF, "maximum": MAX_SEATS - 1}
_DASH_UID = {"type": "integer", "minimum": 0}
_TREAT_UID = {"type": "integer", "minimum": 0}
_EVENT_PART = {"type": "string", "enum": list(PARTS)}
_LIMB = {"type": "string", "enum": [PARTS[i] for limb in LIMBS.values() for i in limb]}
_EVENT_SPACE = {"type": "integer", "minimum": 0}
_SEATS = {"type": "array", "items": _EVENT_SEAT, "uniqueItems": True, "maxItems": MAX_SEATS}
EVENT_SCHEMAS: dict[str, dict[str, Any]] = {
    "turn": event_schema(
        "A cookie's turn begins (play passes clockwise, L41). Public.",
        seat=described(_EVENT_SEAT, "The cookie whose turn it is."),
        round=described({"type": "integer", "minimum": 1}, "The round, from 1."),
    ),
    "twins_awake": event_schema(
        "The cookie starting its turn is in the Danger Zone: the Twins make four attacks on it (L89), each "
        "an attack event with seat -1. Public.",
        seat=described(_EVENT_SEAT, "The cookie the Twins attack."),
    ),
    "card_drawn": event_schema(
        "A Dash N Bash card is turned up from the pile: to move (L45), as a normal attack's damage (L111; a draw "
        "treat's, or the Twins', L89), or in a Candy Cage Match (L77). Public: the cards are drawn face up.",
        seat=described(_ATTACKER, "Who drew it: a seat, or -1 for the Twins' attacks."),
        card=described(_DASH_UID, "The card's uid (`dash_cards` in the view)."),
        purpose=described(
            {"type": "string", "enum": ["movement", "attack", "cage_match"]},
            "What it was drawn for: `movement`, `attack` (its icons are damage, L111; a character or cage card "
            "2 boxes on a chosen part, L115) or `cage_match` (damage to the named opponent, L77).",
        ),
    ),
    "reshuffled": event_schema(
        "An empty draw pile is made again and shuffled: the Dash N Bash pile from every card drawn, or the "
        "Special Treat pile from the treat discards. Public.",
        deck=described({"type": "string", "enum": ["dash_n_bash", "special_treats"]}, "The pile made again."),
        size=described({"type": "integer", "minimum": 1}, "The new pile's size."),
    ),
    "treat_drawn": event_schema(
        "The drawer's movement card showed a treat icon (L125): it draws a Special Treat. Private: only the "
        "drawer sees it (`visible_to` is that seat); everyone sees the `treat_count` that follows.",
        seat=described(_EVENT_SEAT, "The cookie that drew it."),
        card=described(_TREAT_UID, "The Special Treat drawn (its uid in the components' `special_treats`)."),
    ),
    "treat_count": event_schema(
        "A cookie's hand size after it drew a Special Treat (L125). Public: the card drawn is not named.",
        seat=described(_EVENT_SEAT, "The cookie that drew."),
        hand=described({"type": "integer", "minimum": 1}, "How many treats it holds now."),
    ),
    "moved": event_schema(
        "The current cookie's move ends (before any bridge fall-back, which a `bridge` event follows). Public.",
        seat=described(_EVENT_SEAT, "The cookie that moved."),
        to=described(_EVENT_SPACE, "The space the move ended on."),
        passed=described(
            _SEATS,
            "The cookies passed or landed on, which it may now attack (L111), in the order met; a transport "
            "passes nobody on the way but lands on its space (L53).",
        ),
        how=described(
            {"type": "string", "enum": ["icons", "character", "cage_card"]},
            "By what card: `icons` (L45-L49), `character` (transported to the character's space, L51-L53) or "
            "`cage_card` (to the nearest burst, L57).",
        ),
    ),
    "bridge": event_schema(
        "A move or escape ended on a bridge entrance: the cookie falls back to its exit (L59). Public.",
        seat=described(_EVENT_SEAT, "The cookie that fell back."),
        to=described(_EVENT_SPACE, "The bridge's exit, where it now stands."),
    ),
    "pushed": event_schema(
        "A push treat (Push'n Pop, L67) shoved a cookie; it stops at START and short of the border. Public.",
        seat=described(_EVENT_SEAT, "The cookie shoved."),
        to=described(_EVENT_SPACE, "Where it now stands."),
    ),
    "attack": event_schema(
        "An attack is declared, before its card is drawn (a DEFENSE window may follow, L137): a normal "
        "attack (L111), a Special Treat played on a target (L121-L139) or one of the Twins' (L89). Public.",
        optional=("card",),
        seat=described(_ATTACKER, "The attacker: a seat, or -1 for the Twins."),
        target=described(_EVENT_SEAT, "The cookie attacked."),
        card=described(
            _TREAT_UID,
            "Only for special combat: the Special Treat played (now discarded or worn, so public). Absent for a "
            "normal attack or the Twins', where a Dash N Bash `card_drawn` follows as damage.",
        ),
    ),
    "defended": event_schema(
        "A DEFENSE treat cancelled the attack on its player (L137). Public.",
        seat=described(_EVENT_SEAT, "The cookie that defended."),
        card=described(_TREAT_UID, "The DEFENSE treat played: from the hand (now discarded) or worn."),
    ),
    "passed": event_schema(
        "A cookie passed its PLAY AT ANY TIME window on the current turn (L139). Public.",
        seat=described(_EVENT_SEAT, "The cookie that passed."),
    ),
    "damage": event_schema(
        "Boxes are marked on a cookie part (L31, L111). Public.",
        target=described(_EVENT_SEAT, "The cookie damaged."),
        part=described(_EVENT_PART, "The part marked."),
        boxes=described(
            {"type": "integer", "minimum": 1, "maximum": 6},
            "Boxes marked (at most the boxes the part had left).",
        ),
        left=described(
            {"type": "integer", "minimum": 0, "maximum": 5},
            "Boxes the part has left; 0: torn off, a `part_lost` follows (L115).",
        ),
    ),
    "ignored": event_schema(
        "Damage to a part already torn off is ignored (L115). Public.",
        target=described(_EVENT_SEAT, "The cookie."),
        part=described(_EVENT_PART, "The part already gone."),
    ),
    "part_lost": event_schema(
        "A part's last box is marked: it is torn off and is the attacker's trophy (L115); whatever was worn on "
        "it is lost (`equip_lost` follows). Public.",
        target=described(_EVENT_SEAT, "The cookie that lost the part."),
        part=described(_EVENT_PART, "The part torn off."),
        by=described(_WHO, "Who tore it off: a seat (its trophy), -1 the Twins or -2 Sweet Toof (no trophy)."),
    ),
    "equip_lost": event_schema(
        "A worn treat is lost: its limb was torn off (L133), or a discard effect removed it (L69); it goes to the "
        "treat discard. Public.",
        seat=described(_EVENT_SEAT, "The cookie that wore it."),
        card=described(_TREAT_UID, "The treat lost."),
    ),
    "equipped": event_schema(
        "A cookie put an EQUIP treat from its hand on a limb (L69, L133). Public.",
        seat=described(_EVENT_SEAT, "The cookie."),
        card=described(_TREAT_UID, "The treat worn."),
        part=described(_LIMB, "The limb it is worn on."),
    ),
    "crumbs": event_schema(
        "A cookie has no unmarked box left: a pile of crumbs, out of the game (L31); its hand and worn "
        "treats go to the treat discard (no `equip_lost` for them). Public.",
        seat=described(_EVENT_SEAT, "The cookie crumbled."),
        by=described(_WHO, "Who marked the last box: a seat (scores a frag), -1 the Twins or -2 Sweet Toof."),
    ),
    "sweet_toof": event_schema(
        "A cookie landed on Sweet Toof before half the others passed the first cage match space: its head is "
        "torn off (a `damage` and `part_lost` by -2 follow unless it was gone) and it is thrown onto the "
        "Pink Gumball (L101). Public.",
        seat=described(_EVENT_SEAT, "The cookie bitten."),
        to=described(_EVENT_SPACE, "The Pink Gumball space it is thrown onto."),
    ),
    "summoned": event_schema(
        "A cookie is summoned (forced) to a Candy Cage Match space (L75, L81). Public.",
        seat=described(_EVENT_SEAT, "The cookie that summoned."),
        target=described(_EVENT_SEAT, "The cookie summoned."),
        space=described(_EVENT_SPACE, "The burst space it is pulled to."),
    ),
    "cage_match": event_schema(
        "A Candy Cage Match starts (L75-L77). Public.",
        space=described(_EVENT_SPACE, "The burst space."),
        players=described(
            {**_SEATS, "minItems": 2},
            "The fighters in draw order: the initiator, those already on the space clockwise, then the summoned.",
        ),
    ),
    "escaped": event_schema(
        "A fighter whose card showed the cage's icon left the match (L79, L81). Public.",
        seat=described(_EVENT_SEAT, "The cookie that escaped."),
        to=described(
            _EVENT_SPACE, "Where the escape ended (before any bridge fall-back, which a `bridge` event follows)."
        ),
    ),
    "cage_over": event_schema(
        "One cookie is left on the space: the Candy Cage Match is over (L81). Public.",
        space=described(_EVENT_SPACE, "The burst space."),
    ),
    "gauntlet": event_schema(
        "Every other cookie has crumbled: the last one is placed on the Peppermint Swirl in front of the Danger "
        "Zone to run the Twins' gauntlet (L93). Public.",
        seat=described(_EVENT_SEAT, "The last cookie."),
        to=described(_EVENT_SPACE, "The Peppermint Swirl space."),
    ),
    "game_over": event_schema(
        "The game ends. Public.",
        optional=("round_cap",),
        winners=described({**_SEATS, "minItems": 1}, "The winning seat(s)."),
        reason=described(
            {"type": "string", "enum": ["border", "trophies", "round_cap"]},
            "`border` (a cookie crossed it, L85), `trophies` (the last cookie did not survive the gauntlet: the "
            "most trophies win, ties share, L95) or `round_cap` (the optional length limit, not a rule of the sheet: "
            "the cookie furthest along wins).",
        ),
        round_cap=described(
            {"type": "integer", "minimum": 1, "maximum": MAX_ROUND_CAP},
            "Only when `reason` is `round_cap`: the length limit in rounds that was reached.",
        ),
    ),
}

OPTIONS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "classic": {
            "type": "boolean",
            "default": False,
            "description": "Extended 'classic' game: 6 boxes a cookie part instead of 4.",
        },
        "starting_treat": {
            "type": "boolean",
            "default": False,
            "description": "EXTRA Special Treats variant: every player starts with a Special Treat card.",
        },
        "two_treat_icons": {
            "type": "boolean",
            "default": False,
            "description": "EXTRA Special Treats variant: two different candy icons draw Special Treats.",
        },
        "round_cap": {
            "type": "integer",
            "minimum": 0,
            "maximum": MAX_ROUND_CAP,
            "default": 0,
            "description": "Not a rule of the sheet, off (0) by default: a length limit in rounds; when it is "
            "reached the cookie furthest along wins and the ending is shown as 'round_cap'.",
        },
    },
}

# The JSON Schema of ``view`` (every viewer's), served at GET /rulesets/{id}/view-schema/:
# read and checked once at import, never on the hot path.
VIEW_SCHEMA: Final = load_schema("ladders.candyman", "view.schema.json")

INFO = RulesetInfo(
    id=RULESET_ID,
    name="Run For Your Life, Candyman!",
    min_seats=2,
    max_seats=MAX_SEATS,
    scenarios=(Scenario("standard", "A Cookie's Last Game", description="Race for the border past the Twins."),),
    options_schema=OPTIONS_SCHEMA,
    action_schemas=_action_schemas(),
    event_schemas=EVENT_SCHEMAS,
    hidden_information=True,
    description="Gingerbread cookies race a candy path by card, bash each other, cage matches, the Twins.",
    rules_version=1,
)


def _new_player(boxes: int) -> dict[str, Any]:
    return {
        "pos": 0,
        "parts": [boxes] * len(PARTS),
        "alive": True,
        "hand": [],
        "equipped": [],  # [treat uid, part index]
        "trophies": [],  # [part index, from seat]
        "frags": 0,
        "out": None,  # order of crumbling (1 first)
    }


def _pass_window(player: dict[str, Any], used: list[int]) -> bool:
    """Whether a cookie gets a reaction window: by what the table sees, never by its hand's content."""
    if player["hand"]:
        return True
    return any(TREATS[u].defense and u not in used for u, _ in player["equipped"])


# Per treat uid: its card id if it may be played from a hand as an attack on your own
# turn (an EQUIP card is equipped first) / out of turn (PLAY AT ANY TIME), else None.
_PLAYABLE_OWN = tuple(t.id if t.attack and t.equip is None else None for t in TREATS)
_PLAYABLE_ANY_TIME = tuple(t.id if t.attack and t.equip is None and t.any_time else None for t in TREATS)
_EQUIPPABLE = tuple(t.id if t.equip is not None else None for t in TREATS)
# Per Dash N Bash uid: the candy icons the card shows.
_ICON_SETS = tuple(frozenset(card.icons) for card in DASH)
# Per treat uid: the parts (indices) an EQUIP card may be worn on.
_EQUIP_PARTS = tuple(LIMBS[t.equip] if t.equip is not None else () for t in TREATS)
_ACTION_TYPES = frozenset(INFO.action_schemas)
# Each parameter's JSON type, so 1.0 or true for an integer is refused (engine.check_param_types).
_PARAM_TYPES = param_types(INFO.action_schemas)
_NO_PARAMETERS = frozenset(("draw", "end_turn", "pass", "no_defense", "no_summon"))

_TARGETED = frozenset(("attack", "cage_draw"))
_DIRECT = frozenset(("treat", "equip", "defend", "part"))


# hand -> the first copy of each distinct card there that may be played on your own turn,
# out of turn, equipped (the listed ones), and the own-turn ones that are RANGED (all a
# turn that met nobody may aim). Hands are short lists replaced, never changed, so the
# same hand comes back often; the cache is cleared when it grows large.
HandCards = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
_HAND_CARDS: dict[tuple[int, ...], HandCards] = {}


def _hand_cards(hand: list[int]) -> HandCards:
    key = tuple(hand)
    found = _HAND_CARDS.get(key)
    if found is None:
        lists: tuple[list[int], list[int], list[int]] = ([], [], [])
        seen: set[str] = set()
        for uid in hand:
            card_id = TREATS[uid].id
            if card_id in seen:
                continue
            seen.add(card_id)
            for table, out in zip((_PLAYABLE_OWN, _PLAYABLE_ANY_TIME, _EQUIPPABLE), lists, strict=True):
                if table[uid] is not None:
                    out.append(uid)
        if len(_HAND_CARDS) > 100_000:
            _HAND_CARDS.clear()
        ranged = tuple(uid for uid in lists[0] if TREATS[uid].ranged is not None)
        found = _HAND_CARDS[key] = (tuple(lists[0]), tuple(lists[1]), tuple(lists[2]), ranged)
    return found


def _first_copy(hand: list[int], uid: int) -> bool:
    """Whether ``uid`` is in the hand and is the first copy there of its card (the one listed)."""
    card_id = TREATS[uid].id
    for u in hand:
        if TREATS[u].id == card_id:
            return u == uid
    return False


_INTERRUPT_ORDER: dict[tuple[int, int], list[int]] = {}

_DECISION_TYPES = {
    "defend": ("defend", "no_defense"),
    "interrupt": ("treat", "pass"),
    "part": ("part",),
    "summon": ("summon", "no_summon"),
    "cage_draw": ("cage_draw",),
    "escape": ("escape",),
}


def _own(state: State, seat: Seat) -> dict[str, Any]:
    """The seat's player record, made the state's own before ``step`` writes into it:
    ``copy_state`` shares the records (copy on write). Take it again after any call
    that may write the same record, never write through an older reference."""
    players = state["players"]
    record: dict[str, Any] = dict(players[seat])
    players[seat] = record
    return record


def _without(items: list[int], item: int) -> list[int]:
    out = list(items)
    out.remove(item)
    return out


def _has_bool(value: Any) -> bool:
    if isinstance(value, list):
        return any(_has_bool(v) for v in value)
    return type(value) is bool


class Candyman(Ruleset):
    info = INFO

    def __init__(self, board: Board | None = None) -> None:
        self.board = board or BOARD
        for card in DASH:
            if card.kind == "character" and card.character not in self.board.characters:
                raise ValueError(f"character card {card.character!r} has no space on the board")
        self._board_dict = self.board.to_dict()
        self._move_cache: dict[tuple[int, int], list[Action]] = {}

    # -- set-up ------------------------------------------------------------

    def _setup(self, config: GameConfig, seed: int) -> State:
        options = dict(config.options)
        boxes = BOXES[bool(options["classic"])]
        state: State = {
            "rng": rng_init(seed),
            "seats": config.seats,
            "options": options,
            "boxes": boxes,
            "players": [_new_player(boxes) for _ in range(config.seats)],
            "dash": [c.uid for c in DASH],
            # The Dash N Bash deck in draw order: the pile is dash[:dash_left] (top last);
            # dash[dash_left:] are the cards drawn (face up) since the last shuffle.
            "dash_left": len(DASH),
            "treats": [t.uid for t in TREATS],
            "treat_discard": [],
            "treat_icons": [],
            "first": 0,
            "current": 0,
            "round": 1,
            "turn": None,
            "stack": [],
            "cage": None,
            "gauntlet": False,
            "crumbled": 0,
            "winners": None,
            "end_reason": None,
        }
        rng_shuffle(state, state["dash"])
        rng_shuffle(state, state["treats"])
        # L37: turn Dash N Bash cards up until one shows a single candy; that icon draws
        # Special Treats. The cards turned up go back and the deck is shuffled again.
        wanted = 2 if options["two_treat_icons"] else 1
        icons: list[str] = []
        for uid in reversed(state["dash"]):
            card = DASH[uid]
            if card.kind == "icons" and len(card.icons) == 1 and card.icons[0] not in icons:
                icons.append(card.icons[0])
                if len(icons) == wanted:
                    break
        state["treat_icons"] = icons
        rng_shuffle(state, state["dash"])
        if options["starting_treat"]:
            for player in state["players"]:
                player["hand"].append(state["treats"].pop())
        # L41: "The eldest player takes the first turn": a random first player here.
        state["first"] = rng_below(state, config.seats)
        self._start_turn(state, state["first"], [])
        return state

    # -- reading -----------------------------------------------------------

    def to_act(self, state: State) -> list[Seat]:
        if state["winners"] is not None:
            return []
        stack = state["stack"]
        if stack:
            return [stack[-1]["seat"]]
        return [state["current"]]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        stack = state["stack"]
        if state["winners"] is not None or seat != (stack[-1]["seat"] if stack else state["current"]):
            return []
        if stack:
            return self._decision_actions(state, seat, stack[-1], None)
        turn = state["turn"]
        phase = turn["phase"]
        if phase == "move":
            return self._move_actions(state, seat)
        # Your own turn before or after the move: as ``_actions`` lists it, without the type filter
        # (the hand's playable cards looked up once, the normal targets listed once).
        players = state["players"]
        targets = turn["targets"]
        if targets:  # most turns meet nobody
            attacked = turn["attacked"]
            targets = [t for t in targets if players[t]["alive"] and t not in attacked]
        out: list[Action] = [{"type": "attack", "target": t} for t in targets] if targets else []
        player = players[seat]
        hand = player["hand"]
        equipped = player["equipped"]
        if hand or equipped:
            own, _, equippable, own_ranged = _hand_cards(hand)
            cards: Sequence[int] = own if targets else own_ranged  # the others aim at targets only
            if equipped:
                used = turn["used"]
                cards = [*cards, *(uid for uid, _ in equipped if TREATS[uid].attack and uid not in used)]
            reached: dict[int, list[Seat]] = {}  # RANGED n -> the cookies within n spaces
            for uid in cards:
                reach = TREATS[uid].ranged
                if reach is None:
                    aimed = targets
                else:
                    aimed = reached.get(reach) or reached.setdefault(reach, self._ranged_targets(state, seat, reach))
                if aimed:
                    out += [{"type": "treat", "card": uid, "target": t} for t in aimed]
            if equippable:
                out += self._equip_listing(player, equippable)
        if phase == "before_move":
            out.append({"type": "draw"})
        else:
            if self._may_summon_from_burst(state, seat):
                out += [{"type": "summon", "target": t} for t in self._summonable(state, seat, True)]
            out.append({"type": "end_turn"})
        return out

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
        """``Ruleset.apply``, with a short way for the parameterless actions that make up
        most of a game (draw, end_turn, a window's pass or no_defense): the same test
        ``check`` makes, inline, and for a pass a copy of the stack alone (a pass only
        moves the PLAY AT ANY TIME window on: it writes the stack, nothing else)."""
        if type(action) is dict and len(action) == 2 and state["winners"] is None:
            # The one-parameter actions (a move without a first icon, an attack, a cage draw),
            # checked as ``check`` checks them; normalize_action leaves them as they are.
            kind = action.get("type")
            stack = state["stack"]
            if seat == (stack[-1]["seat"] if stack else state["current"]):
                if kind == "move":
                    directions = action.get("directions")
                    if (
                        not stack
                        and state["turn"]["phase"] == "move"
                        and type(directions) is list
                        and action in self._moves(state, seat)
                        # after the membership test: ``True == 1``, so a listed move equals one with booleans
                        and all(type(d) is int for d in directions)
                    ):
                        new_state = self.copy_state(state)
                        return new_state, self.step(new_state, seat, action)
                elif kind in _TARGETED:
                    target = action.get("target")
                    if type(target) is int and self._target_ok(state, seat, kind, target):
                        new_state = self.copy_state(state)
                        return new_state, self.step(new_state, seat, action)
        elif type(action) is dict and len(action) == 1 and state["winners"] is None:
            kind = action.get("type")
            stack = state["stack"]
            if stack:
                top = stack[-1]
                if seat == top["seat"]:
                    if kind == "pass" and top["k"] == "interrupt":
                        new_state = dict(state)
                        new_state["stack"] = list(stack)
                        return new_state, self.step(new_state, seat, action)
                    if kind == "no_defense" and top["k"] == "defend":
                        new_state = self.copy_state(state)
                        return new_state, self.step(new_state, seat, action)
            elif seat == state["current"]:
                phase = state["turn"]["phase"]
                if (kind == "draw" and phase == "before_move") or (kind == "end_turn" and phase == "after_move"):
                    new_state = self.copy_state(state)
                    return new_state, self.step(new_state, seat, action)
        return super().apply(state, seat, action)

    def _actions(self, state: State, seat: Seat, only: str | None, *, checked: bool = False) -> list[Action]:
        """The legal actions of ``seat``; with ``only``, just those of that type."""
        stack = state["stack"]
        if not checked and (state["winners"] is not None or seat != (stack[-1]["seat"] if stack else state["current"])):
            return []
        if stack:
            return self._decision_actions(state, seat, stack[-1], only)
        turn = state["turn"]
        phase = turn["phase"]
        if phase == "move":
            return self._move_actions(state, seat) if only in (None, "move") else []
        out: list[Action] = []
        if only in (None, "attack"):
            out += [{"type": "attack", "target": t} for t in self._normal_targets(state, seat)]
        if only in (None, "treat"):
            out += self._treat_actions(state, seat, own_turn=True)
        if only in (None, "equip"):
            out += self._equip_actions(state, seat)
        if phase == "before_move":
            if only in (None, "draw"):
                out.append({"type": "draw"})
        else:
            if only in (None, "summon") and self._may_summon_from_burst(state, seat):
                out += [{"type": "summon", "target": t} for t in self._summonable(state, seat, True)]
            if only in (None, "end_turn"):
                out.append({"type": "end_turn"})
        return out

    def _decision_actions(self, state: State, seat: Seat, item: dict[str, Any], only: str | None) -> list[Action]:
        kind = item["k"]
        player = state["players"][seat]
        out: list[Action] = []
        if only is not None and only not in _DECISION_TYPES[kind]:
            return out
        if kind == "defend":
            used = state["turn"]["used"]
            seen: set[str] = set()
            for uid in player["hand"]:
                card = TREATS[uid]
                if card.defense and card.equip is None and card.id not in seen:
                    seen.add(card.id)
                    out.append({"type": "defend", "card": uid})
            for uid, _ in player["equipped"]:
                if TREATS[uid].defense and uid not in used:
                    out.append({"type": "defend", "card": uid})
            out.append({"type": "no_defense"})
        elif kind == "interrupt":
            # Most windows are a lone "pass": no PLAY AT ANY TIME card in the hand.
            out = [{"type": "pass"}]
            if _hand_cards(player["hand"])[1]:
                out = [*self._treat_actions(state, seat, own_turn=False), *out]
        elif kind == "part":
            target = state["players"][item["target"]]
            out = [{"type": "part", "part": PARTS[i]} for i in range(len(PARTS)) if target["parts"][i] > 0]
        elif kind == "summon":
            out = [{"type": "summon", "target": t} for t in self._summonable(state, seat, item["start"])]
            if item["optional"]:
                out.append({"type": "no_summon"})
        elif kind == "cage_draw":
            cage = state["cage"]
            out = [{"type": "cage_draw", "target": t} for t in cage["order"] if t != seat]
        elif kind == "escape":
            out = [{"type": "escape", "directions": d} for d in self._escape_options(state, seat, item)]
        if only is not None:
            out = [a for a in out if a["type"] == only]
        return out

    def _normal_targets(self, state: State, seat: Seat) -> list[Seat]:
        turn = state["turn"]
        players = state["players"]
        return [t for t in turn["targets"] if players[t]["alive"] and t not in turn["attacked"]]

    def _ranged_targets(self, state: State, seat: Seat, reach: int) -> list[Seat]:
        pos = state["players"][seat]["pos"]
        attacked = state["turn"]["attacked"]
        return [
            t
            for t, p in enumerate(state["players"])
            if t != seat and p["alive"] and abs(p["pos"] - pos) <= reach and t not in attacked
        ]

    def _treat_actions(self, state: State, seat: Seat, *, own_turn: bool) -> list[Action]:
        player = state["players"][seat]
        own, any_time, _, _ = _hand_cards(player["hand"])
        cards = list(own if own_turn else any_time)
        if own_turn and player["equipped"]:
            used = state["turn"]["used"]
            cards += [uid for uid, _ in player["equipped"] if TREATS[uid].attack and uid not in used]
        if not cards:
            return []
        out: list[Action] = []
        normal = self._normal_targets(state, seat) if own_turn else None
        for uid in cards:
            card = TREATS[uid]
            if not own_turn:
                current = state["current"]
                targets = [current] if current != seat and state["players"][current]["alive"] else []
            elif card.ranged is not None:
                targets = self._ranged_targets(state, seat, card.ranged)
            else:
                targets = normal or []
            out += [{"type": "treat", "card": uid, "target": t} for t in targets]
        return out

    def _equip_actions(self, state: State, seat: Seat) -> list[Action]:
        player = state["players"][seat]
        return self._equip_listing(player, _hand_cards(player["hand"])[2])

    @staticmethod
    def _equip_listing(player: dict[str, Any], equippable: tuple[int, ...]) -> list[Action]:
        if not equippable:
            return []
        equipped = player["equipped"]
        taken = {part for _, part in equipped} if equipped else ()
        parts = player["parts"]
        out: list[Action] = []
        for uid in equippable:
            for part in _EQUIP_PARTS[uid]:
                if parts[part] > 0 and part not in taken:
                    out.append({"type": "equip", "card": uid, "part": PARTS[part]})
        return out

    def _may_summon_from_burst(self, state: State, seat: Seat) -> bool:
        turn = state["turn"]
        burst = turn["burst"]
        return burst is not None and state["players"][seat]["pos"] == burst and not turn["summoned"]

    def _summonable(self, state: State, seat: Seat, start: bool) -> list[Seat]:
        """L75: a match starts by summoning any player from anywhere, one already on the space
        included; in a match (L81) the summons draws in another player, not on the space yet."""
        pos = state["players"][seat]["pos"]
        return [t for t, p in enumerate(state["players"]) if t != seat and p["alive"] and (start or p["pos"] != pos)]

    def _move_options(self, pos: int, card: Dash) -> list[tuple[tuple[int, ...], str | None, list[int]]]:
        """Each way to move by ``card`` from ``pos``: (directions, first icon, spaces after each leg)."""
        board = self.board
        if card.kind != "icons":
            return [((), None, [])]
        orders: list[tuple[str, ...]]
        if len(card.icons) == 1 or card.icons[0] == card.icons[1]:
            orders = [card.icons]
        else:
            orders = [card.icons, (card.icons[1], card.icons[0])]
        options: list[tuple[tuple[int, ...], str | None, list[int]]] = []
        for order in orders:
            first = order[0] if len(orders) == 2 else None
            for d1 in (1, -1):
                a = board.step(pos, order[0], d1)
                if a is None:
                    continue
                if len(order) == 1:
                    options.append(((d1,), first, [a]))
                    continue
                if a == board.border:  # the first icon already crosses the border
                    options.append(((d1, 1), first, [a]))
                    continue
                for d2 in (1, -1):
                    b = board.step(a, order[1], d2)
                    if b is not None:
                        options.append(((d1, d2), first, [a, b]))
        return options

    def _move_actions(self, state: State, seat: Seat) -> list[Action]:
        # Fresh dicts: a caller may keep or change what it is given.
        return [dict(a, directions=list(a["directions"])) for a in self._moves(state, seat)]

    def _moves(self, state: State, seat: Seat) -> list[Action]:
        """The move actions from the seat's space by the drawn card, computed once per pair."""
        key = (state["players"][seat]["pos"], state["turn"]["card"])
        cached = self._move_cache.get(key)
        if cached is None:
            cached = []
            for directions, first, _ in self._move_options(key[0], DASH[key[1]]):
                action: Action = {"type": "move", "directions": list(directions)}
                if first is not None:
                    action["first"] = first
                cached.append(action)
            self._move_cache[key] = cached
        return cached

    def _escape_options(self, state: State, seat: Seat, item: dict[str, Any]) -> list[list[int]]:
        board = self.board
        pos = state["players"][seat]["pos"]
        icon = item["icon"]
        out: list[list[int]] = []
        for d1 in (1, -1):
            a = board.step(pos, icon, d1)
            if a is None:
                continue
            if item["legs"] == 1 or a == board.border:
                out.append([d1] if item["legs"] == 1 else [d1, 1])
                continue
            out += [[d1, d2] for d2 in (1, -1) if board.step(a, icon, d2) is not None]
        return out

    # -- checking ----------------------------------------------------------

    def check(self, state: State, seat: Seat, action: Action) -> None:
        """Validates one action by its own parameters where it can, else by listing only
        the actions of its own type (short lists), which also explains a refusal."""
        if state["winners"] is not None:
            raise IllegalAction("game_over", "The game is over; no more actions are accepted.")
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed_action", 'An action is a JSON object with a string "type".')
        stack = state["stack"]
        if seat != (stack[-1]["seat"] if stack else state["current"]):
            raise IllegalAction("not_your_turn", f"Seat {seat} may not act now; waiting on {self.to_act(state)}.")
        kind = action["type"]
        if kind not in _ACTION_TYPES:
            known = ", ".join(sorted(self.info.action_schemas))
            raise IllegalAction("unknown_action_type", f"Unknown action type {kind!r}; known: {known}.")
        check_param_types(_PARAM_TYPES, action)
        if kind in _NO_PARAMETERS and len(action) == 1:
            if stack:
                allowed = kind in _DECISION_TYPES[stack[-1]["k"]] and (
                    kind != "no_summon" or bool(stack[-1].get("optional"))
                )
            else:
                phase = state["turn"]["phase"]
                allowed = (kind == "draw" and phase == "before_move") or (kind == "end_turn" and phase == "after_move")
            if allowed:
                return
        if (
            kind == "move"
            and not state["stack"]
            and state["turn"]["phase"] == "move"
            and not _has_bool(action.get("directions"))
            and action in self._moves(state, seat)
        ):
            return
        if len(action) == 2 and kind in _TARGETED:
            target = action.get("target")
            if type(target) is int and self._target_ok(state, seat, kind, target):
                return
        if kind in _DIRECT and self._direct_ok(state, seat, action):
            return
        if any(_has_bool(v) for k, v in action.items() if k != "type"):
            raise IllegalAction("malformed_action", "Seats, cards and directions are integers, not booleans.")
        same = self._actions(state, seat, kind, checked=True)
        if not same:
            types = sorted({a["type"] for a in self.legal_actions(state, seat)})
            raise IllegalAction("wrong_action_type", f"A {kind!r} is not possible now; possible action types: {types}.")
        if action not in same:
            raise IllegalAction("illegal_action", f"That {kind!r} is not legal now; legal choices are: {same}.")

    def _direct_ok(self, state: State, seat: Seat, action: Action) -> bool:
        """Fast check of a treat, equip, defend or part by its own parameters, without
        listing the actions of its type; False sends it the long way (which explains)."""
        kind = action["type"]
        stack = state["stack"]
        item = stack[-1] if stack else None
        player = state["players"][seat]
        if kind == "part":
            part = action.get("part")
            if len(action) != 2 or item is None or item["k"] != "part" or type(part) is not str or part not in PARTS:
                return False
            return bool(state["players"][item["target"]]["parts"][PARTS.index(part)] > 0)
        uid = action.get("card")
        if type(uid) is not int or not 0 <= uid < len(TREATS):
            return False
        card = TREATS[uid]
        in_hand = uid in player["hand"]
        if kind == "defend":
            if len(action) != 2 or item is None or item["k"] != "defend" or not card.defense:
                return False
            if in_hand:
                return card.equip is None and _first_copy(player["hand"], uid)
            return uid not in state["turn"]["used"] and any(u == uid for u, _ in player["equipped"])
        own_turn = item is None and state["turn"]["phase"] != "move"
        if kind == "equip":
            part = action.get("part")
            if len(action) != 3 or not own_turn or type(part) is not str or part not in PARTS:
                return False
            index = PARTS.index(part)
            return (
                card.equip is not None
                and in_hand
                and _first_copy(player["hand"], uid)
                and index in LIMBS[card.equip]
                and player["parts"][index] > 0
                and all(on != index for _, on in player["equipped"])
            )
        target = action.get("target")
        if len(action) != 3 or type(target) is not int or not 0 <= target < state["seats"]:
            return False
        players = state["players"]
        if item is not None:
            # A PLAY AT ANY TIME window: a card from the hand against the active cookie.
            current = state["current"]
            return (
                item["k"] == "interrupt"
                and in_hand
                and _PLAYABLE_ANY_TIME[uid] is not None
                and _first_copy(player["hand"], uid)
                and target == current != seat
                and players[current]["alive"]
            )
        if not own_turn:
            return False
        turn = state["turn"]
        if in_hand:
            if _PLAYABLE_OWN[uid] is None or not _first_copy(player["hand"], uid):
                return False
        elif not card.attack or uid in turn["used"] or all(u != uid for u, _ in player["equipped"]):
            return False
        if target == seat or not players[target]["alive"] or target in turn["attacked"]:
            return False
        if card.ranged is not None:
            return bool(abs(players[target]["pos"] - player["pos"]) <= card.ranged)
        return target in turn["targets"]

    def _target_ok(self, state: State, seat: Seat, kind: str, target: int) -> bool:
        """Fast check of the two common one-target actions; False sends it the long way."""
        stack = state["stack"]
        if kind == "attack":
            turn = state["turn"]
            return (
                not stack
                and turn["phase"] in ("before_move", "after_move")
                and target in turn["targets"]
                and target not in turn["attacked"]
                and state["players"][target]["alive"]
            )
        return bool(stack) and stack[-1]["k"] == "cage_draw" and target != seat and target in state["cage"]["order"]

    def normalize_action(self, state: State, seat: Seat, action: Action) -> Action:
        """Two copies of one Special Treat in a hand are one choice: any uid of a card in
        your hand is read as the first copy of that card there (the one listed)."""
        if not isinstance(action, dict) or action.get("type") not in ("treat", "equip", "defend"):
            return action
        uid = action.get("card")
        if type(uid) is not int or not 0 <= seat < len(state["players"]):
            return action
        hand = state["players"][seat]["hand"]
        if uid not in hand:
            return action
        card_id = TREATS[uid].id
        first = next(u for u in hand if TREATS[u].id == card_id)
        return action if first == uid else {**action, "card": first}

    # -- view, outcome -----------------------------------------------------

    def view_schema(self) -> dict[str, Any]:
        return VIEW_SCHEMA

    def view(self, state: State, seat: Seat | None) -> dict[str, Any]:
        players = []
        visible: set[int] = set(state["treat_discard"])
        for s, p in enumerate(state["players"]):
            shown = {
                "pos": p["pos"],
                "parts": dict(zip(PARTS, p["parts"], strict=True)),
                "alive": p["alive"],
                "hand_count": len(p["hand"]),
                "equipped": [{"card": u, "part": PARTS[part]} for u, part in p["equipped"]],
                "trophies": [{"part": PARTS[part], "from_seat": by} for part, by in p["trophies"]],
                "frags": p["frags"],
                "out": p["out"],
            }
            visible.update(u for u, _ in p["equipped"])
            if s == seat:
                shown["hand"] = list(p["hand"])
                visible.update(p["hand"])
            players.append(shown)
        turn = state["turn"]
        return {
            "board": self._board_dict,
            "parts": list(PARTS),
            "icons": list(ICONS),
            "icon_part": {icon: PARTS[i] for icon, i in ICON_PART.items()},
            "seats": state["seats"],
            "options": dict(state["options"]),
            "boxes": state["boxes"],
            "players": players,
            "first": state["first"],
            "current": state["current"],
            "round": state["round"],
            "treat_icons": list(state["treat_icons"]),
            "turn": None if turn is None else {k: (list(v) if isinstance(v, list) else v) for k, v in turn.items()},
            "decision": None if not state["stack"] else dict(state["stack"][-1]),
            "cage": None if state["cage"] is None else {**state["cage"], "order": list(state["cage"]["order"])},
            "gauntlet": state["gauntlet"],
            "deck_sizes": {"dash_n_bash": state["dash_left"], "special_treats": len(state["treats"])},
            "dash_discard": state["dash"][state["dash_left"] :],
            "treat_discard": list(state["treat_discard"]),
            "winners": None if state["winners"] is None else list(state["winners"]),
            "end_reason": state["end_reason"],
            "dash_cards": [c.to_dict() for c in DASH],
            "treat_cards": {str(u): TREATS[u].to_dict() for u in sorted(visible)},
            "move_options": self._move_preview(state),
        }

    def _move_preview(self, state: State) -> list[dict[str, Any]] | None:
        """Where each listed ``move`` (or, in a cage, ``escape``) would take the cookie to act,
        in legal-actions order, so a client can show it without walking the path itself:
        ``legs`` (the space after each icon, L45-L49), ``passes`` (the cookies it may then
        attack, L111; none on an escape, which is not the escaper's turn, L79), ``to`` where it
        ends up (after a bridge, L59, or Sweet Toof's bite, L101), ``bridge``, ``burst`` (a
        cage match space: a summons, L57, L75), ``border`` (it wins, L85) and ``sweet_toof``.
        Public: the card drawn and every cookie's space are on the table. None otherwise."""
        if state["winners"] is not None:
            return None
        stack = state["stack"]
        board = self.board
        players = state["players"]
        if stack:
            item = stack[-1]
            if item["k"] != "escape":
                return None
            seat = item["seat"]
            ways = [
                ("escape", directions, None, [item["icon"]] * len(directions))
                for directions in self._escape_options(state, seat, item)
            ]
        else:
            turn = state["turn"]
            if turn is None or turn["phase"] != "move":
                return None
            seat = state["current"]
            card = DASH[turn["card"]]
            ways = []
            for move in self._moves(state, seat):
                icons = list(card.icons)
                if len(icons) == 2 and icons[0] != icons[1] and move["first"] != icons[0]:
                    icons.reverse()
                ways.append(("move", list(move["directions"]), move.get("first"), icons))
        out: list[dict[str, Any]] = []
        start = players[seat]["pos"]
        for kind, directions, first, icons in ways:
            action: Action = {"type": kind, "directions": list(directions)}
            if first is not None:
                action["first"] = first
            legs: list[int] = []
            passes: list[Seat] = []
            pos = start
            if kind == "move" and not directions:  # a Character or Candy Cage Match card (L51-L57)
                card = DASH[state["turn"]["card"]]
                pos = board.characters[str(card.character)] if card.kind == "character" else board.nearest_burst(pos)
                legs.append(pos)
                passes = self._landed_on(state, seat, pos)
            for icon, direction in zip(icons, directions, strict=False):
                end = board.step(pos, icon, direction)
                assert end is not None
                low, high = (pos, end) if pos < end else (end, pos)
                passes += [
                    t
                    for t, other in enumerate(players)
                    if t != seat
                    and other["alive"]
                    and t not in passes
                    and (low < other["pos"] < high or other["pos"] == end)
                ]
                pos = end
                legs.append(pos)
                if pos == board.border:
                    break
            bridge = board.bridges.get(pos) if pos != board.border else None
            to = pos if bridge is None else bridge
            bitten = (
                kind == "move"
                and not directions
                and to == board.characters.get("sweet_toof")
                and self._sweet_toof_bites(state, seat)
            )
            if bitten:
                to = board.pink_gumball
            out.append(
                {
                    "action": action,
                    "legs": legs,
                    "passes": passes if kind == "move" else [],
                    "to": to,
                    "bridge": bridge,
                    "burst": to in board.bursts and to != board.border,
                    "border": to == board.border,
                    "sweet_toof": bitten,
                }
            )
        return out

    def tallies(self, state: State) -> tuple[list[int], list[int]]:
        players = state["players"]
        return [int(p["frags"]) for p in players], [len(p["trophies"]) for p in players]

    def outcome(self, state: State) -> Outcome | None:
        winners = state["winners"]
        if winners is None:
            return None
        players = state["players"]
        reason = state["end_reason"]
        keys: list[tuple[int, ...]] = []
        for s, p in enumerate(players):
            trophies = len(p["trophies"])
            if reason == "trophies":
                keys.append((trophies,))
            elif s in winners:
                keys.append((2, 0, 0))
            elif p["alive"]:
                keys.append((1, p["pos"], trophies))
            else:
                keys.append((0, p["out"] or 0, trophies))
        placements = placements_from_keys(keys)
        return Outcome(
            placements=placements,
            winners=list(winners),
            score=[float(len(p["trophies"])) for p in players],
            frags=[p["frags"] for p in players],
            trophies=[len(p["trophies"]) for p in players],
            details={
                "end_reason": reason,
                # The optional length limit (0: none); "end_reason" is "round_cap" when it ended the game.
                "round_cap": state["options"]["round_cap"],
                "trophies": [[{"part": PARTS[part], "from_seat": by} for part, by in p["trophies"]] for p in players],
                "positions": [p["pos"] for p in players],
                "rounds": state["round"],
            },
        )

    def components(self) -> dict[str, Any]:
        # Events and views name both decks' cards by uid (their place in each list).
        return {"dash_n_bash": [c.to_dict() for c in DASH], "special_treats": [t.to_dict() for t in TREATS]}

    def render_svg(self, view: dict[str, Any]) -> str | None:
        from ladders.candyman.svg import render_board_svg

        return render_board_svg(view)

    def evaluate(self, state: State) -> list[float] | None:
        """Progress along the path, health and trophies, squashed into [0, 1]."""
        border = self.board.border
        values = []
        for p in state["players"]:
            if not p["alive"]:
                values.append(-1.0 + 0.05 * len(p["trophies"]))
                continue
            health = sum(p["parts"]) / (len(PARTS) * state["boxes"])
            values.append(p["pos"] / border + 0.3 * health + 0.05 * len(p["trophies"]))
        best = max(values)
        return [max(0.0, min(1.0, 0.5 + (v - best) * 1.5 + 0.25)) for v in values]

    # -- copying, hidden information ----------------------------------------

    def copy_state(self, state: State) -> State:
        """Copy on write: ``step`` replaces every list it changes (the piles, a hand,
        a sheet's parts, trophies, the turn's targets) instead of writing into it, and
        copies a player record (``_own``) only when it writes one, so only the list of
        records, the turn, the RNG, the stack and the cage are copied here."""
        copy = dict(state)
        copy["rng"] = list(state["rng"])
        copy["players"] = list(state["players"])  # each record copied by ``_own`` when written
        turn = state["turn"]
        if turn is not None:
            copy["turn"] = dict(turn)
        copy["stack"] = list(state["stack"])
        if state["cage"] is not None:
            copy["cage"] = dict(state["cage"], order=list(state["cage"]["order"]))
        return copy

    def determinize(self, state: State, seat: Seat, rng_seed: int) -> State:
        """Re-deal what ``seat`` cannot see: other hands and the Special Treat pile
        together, and the order of the Dash N Bash pile.

        Each is sorted before it is shuffled, so the result depends on ``rng_seed``
        and on what ``seat`` may know (which cards are unseen, how many each hand
        holds), never on where the unseen cards lie: a bot that determinizes first
        cannot learn the hidden order through its sample."""
        copy = self.copy_state(state)
        copy["rng"] = rng_init(rng_seed)
        pool = list(copy["treats"])
        for s, p in enumerate(copy["players"]):
            if s != seat:
                pool.extend(p["hand"])
        pool.sort()
        rng_shuffle(copy, pool)
        for s, p in enumerate(copy["players"]):
            if s != seat:
                _own(copy, s)["hand"] = [pool.pop() for _ in p["hand"]]
        copy["treats"] = pool
        left = copy["dash_left"]
        pile = sorted(copy["dash"][:left])
        rng_shuffle(copy, pile)
        copy["dash"] = pile + copy["dash"][left:]
        return copy

    # -- writing -----------------------------------------------------------

    def step(self, state: State, seat: Seat, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action["type"]
        stack = state["stack"]
        if stack:
            item = stack.pop()
            self._decide(state, seat, item, action, events)
        elif kind == "draw":
            self._draw_movement(state, seat, events)
        elif kind == "move":
            self._move(state, seat, action, events)
        elif kind == "attack":
            self._declare(state, seat, action["target"], None, events)
        elif kind == "treat":
            self._play_treat(state, seat, action, events)
        elif kind == "equip":
            self._equip(state, seat, action["card"], PARTS.index(action["part"]), events)
        elif kind == "summon":
            state["turn"]["summoned"] = True
            self._summon(state, seat, action["target"], events, start=True)
        elif kind == "end_turn":
            state["turn"]["phase"] = "over"
        self._advance(state, events)
        return events

    def _decide(self, state: State, seat: Seat, item: dict[str, Any], action: Action, events: list[Event]) -> None:
        kind = action["type"]
        if kind == "defend":
            uid = action["card"]
            events.append(_new_event(Event, ("defended", {"seat": seat, "card": uid}, None)))
            if uid in state["players"][seat]["hand"]:
                player = _own(state, seat)
                player["hand"] = _without(player["hand"], uid)
                state["treat_discard"] = [*state["treat_discard"], uid]
            else:
                turn = state["turn"]
                turn["used"] = [*turn["used"], uid]
        elif kind == "no_defense":
            state["stack"].append(item["attack"])
        elif kind == "pass":
            events.append(_new_event(Event, ("passed", {"seat": seat}, None)))
        elif kind == "treat":
            self._play_treat(state, seat, action, events)
        elif kind == "part":
            self._damage(state, item["attacker"], item["target"], PARTS.index(action["part"]), item["amount"], events)
        elif kind == "summon":
            self._summon(state, seat, action["target"], events, start=item["start"])
        elif kind == "cage_draw":
            self._cage_draw(state, seat, action["target"], events)
        elif kind == "escape":
            self._escape(state, seat, item, action["directions"], events)

    # -- the turn ------------------------------------------------------------

    def _start_turn(self, state: State, seat: Seat, events: list[Event]) -> None:
        if seat <= state["current"] and state["turn"] is not None:
            state["round"] += 1
        state["current"] = seat
        players = state["players"]
        pos = players[seat]["pos"]
        state["turn"] = {
            "phase": "before_move",
            "card": None,
            # L117: a cookie that begins its turn on another's space may attack it before moving.
            "targets": [t for t, p in enumerate(players) if t != seat and p["alive"] and p["pos"] == pos],
            "attacked": [],
            "used": [],
            "burst": None,
            "summoned": False,
        }
        events.append(_new_event(Event, ("turn", {"seat": seat, "round": state["round"]}, None)))
        if self.board.in_zone(pos):
            # L89: four Twins' attacks at the beginning of each turn in the Danger Zone.
            events.append(_new_event(Event, ("twins_awake", {"seat": seat}, None)))
            state["stack"].append({"k": "twins", "seat": seat, "left": TWINS_ATTACKS})

    def _next_turn(self, state: State, events: list[Event]) -> None:
        seats = state["seats"]
        players = state["players"]
        current = state["current"]
        cap = state["options"]["round_cap"]
        for offset in range(1, seats + 1):
            candidate = (current + offset) % seats
            if players[candidate]["alive"]:
                if cap and candidate <= current and state["round"] >= cap:
                    self._finish_by_position(state, events)
                    return
                self._start_turn(state, candidate, events)
                return

    def _draw_dash(self, state: State, events: list[Event]) -> Dash:
        left = state["dash_left"]
        if not left:
            pile = list(state["dash"])
            rng_shuffle(state, pile)
            state["dash"] = pile
            left = len(pile)
            events.append(_new_event(Event, ("reshuffled", {"deck": "dash_n_bash", "size": left}, None)))
        left -= 1
        state["dash_left"] = left
        uid: int = state["dash"][left]
        return DASH[uid]

    def _draw_treat(self, state: State, seat: Seat, events: list[Event]) -> None:
        if not state["treats"]:
            if not state["treat_discard"]:
                return  # every Special Treat is in a hand or on a limb
            pile = list(state["treat_discard"])
            state["treats"] = pile
            state["treat_discard"] = []
            rng_shuffle(state, pile)
            events.append(_new_event(Event, ("reshuffled", {"deck": "special_treats", "size": len(pile)}, None)))
        treats = state["treats"]
        uid = treats[-1]
        state["treats"] = treats[:-1]
        player = _own(state, seat)
        hand = player["hand"] = [*player["hand"], uid]
        events.append(_new_event(Event, ("treat_drawn", {"seat": seat, "card": uid}, (seat,))))
        events.append(_new_event(Event, ("treat_count", {"seat": seat, "hand": len(hand)}, None)))

    def _draw_movement(self, state: State, seat: Seat, events: list[Event]) -> None:
        card = self._draw_dash(state, events)
        events.append(_new_event(Event, ("card_drawn", {"seat": seat, "card": card.uid, "purpose": "movement"}, None)))
        turn = state["turn"]
        turn["card"] = card.uid
        turn["phase"] = "move"
        # L125: a movement card showing the circled icon also draws a Special Treat.
        if not _ICON_SETS[card.uid].isdisjoint(state["treat_icons"]):
            self._draw_treat(state, seat, events)

    def _move(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        board = self.board
        turn = state["turn"]
        player = _own(state, seat)
        card = DASH[turn["card"]]
        turn["phase"] = "after_move"
        if card.kind == "character":
            # L51-L53: transported to the character's space, passing nobody on the way.
            dest = board.characters[str(card.character)]
            player["pos"] = dest
            self._meet(state, seat, self._landed_on(state, seat, dest), dest, "character", events)
            if dest == board.characters.get("sweet_toof") and self._sweet_toof_bites(state, seat):
                self._sweet_toof(state, seat, events)
                return
        elif card.kind == "cage":
            dest = board.nearest_burst(player["pos"])
            player["pos"] = dest
            self._meet(state, seat, self._landed_on(state, seat, dest), dest, "cage_card", events)
        else:
            directions = action["directions"]
            order = card.icons
            if len(order) == 2 and order[0] != order[1] and action["first"] != order[0]:
                order = (order[1], order[0])
            pos: int = player["pos"]
            passed: list[Seat] = []
            players = state["players"]
            border = board.border
            for icon, direction in zip(order, directions, strict=False):
                leg_end = board.step(pos, icon, direction)
                assert leg_end is not None
                # L111: each cookie passed through or landed on, once, in seat order within a leg
                low, high = (pos, leg_end) if pos < leg_end else (leg_end, pos)
                for t, other in enumerate(players):
                    if t != seat and other["alive"] and t not in passed:
                        at = other["pos"]
                        if low < at < high or at == leg_end:
                            passed.append(t)
                pos = leg_end
                if pos == border:
                    break
            player["pos"] = pos
            self._meet(state, seat, passed, pos, "icons", events)
            if pos == border:
                self._finish(state, [seat], "border", events)
                return
            exit_ = board.bridges.get(pos)
            if exit_ is not None:
                # L59: ending on a bridge entrance falls back to the bridge's exit.
                player["pos"] = exit_
                events.append(_new_event(Event, ("bridge", {"seat": seat, "to": exit_}, None)))
        if player["pos"] in board.bursts:
            turn["burst"] = player["pos"]
        self._open_interrupts(state, seat)

    @staticmethod
    def _landed_on(state: State, seat: Seat, dest: int) -> list[Seat]:
        """L53 with L111: a transport passes nobody on the way, but it lands on its space
        (L101 calls it landing), so the cookies already there may be attacked."""
        return [t for t, p in enumerate(state["players"]) if t != seat and p["alive"] and p["pos"] == dest]

    def _meet(self, state: State, seat: Seat, passed: list[Seat], dest: int, how: str, events: list[Event]) -> None:
        # L117: the cookies met at the start of the turn may be attacked *before* moving only;
        # after the move the targets are those passed or landed on (L111).
        state["turn"]["targets"] = passed
        events.append(
            _new_event(Event, ("moved", {"seat": seat, "to": dest, "passed": list(passed), "how": how}, None))
        )

    def _open_interrupts(self, state: State, seat: Seat) -> None:
        # The same clockwise order for every window of a seat: one list per (seat, seats),
        # shared by every state, never written (``_advance`` copies it before it takes one off).
        seats = state["seats"]
        order = _INTERRUPT_ORDER.get((seat, seats))
        if order is None:
            order = _INTERRUPT_ORDER[seat, seats] = [(seat + k) % seats for k in range(1, seats)]
        if order:
            state["stack"].append({"k": "interrupts", "seat": seat, "left": order})

    # -- combat ----------------------------------------------------------------

    def _declare(
        self,
        state: State,
        attacker: Seat,
        target: Seat,
        card: Treat | None,
        events: list[Event],
        *,
        from_hand: bool = False,
        counts: bool = True,
    ) -> None:
        """An attack: the target's DEFENSE window first, then the strike."""
        if counts and attacker >= 0:
            turn = state["turn"]
            turn["attacked"] = [*turn["attacked"], target]
        strike = {
            "k": "strike",
            "seat": attacker,
            "attacker": attacker,
            "target": target,
            "card": None if card is None else card.uid,
            "from_hand": from_hand,
        }
        data = {"seat": attacker, "target": target}
        if card is not None:
            data["card"] = card.uid
        events.append(_new_event(Event, ("attack", data, None)))
        victim = state["players"][target]
        if _pass_window(victim, state["turn"]["used"]):
            state["stack"].append({"k": "defend", "seat": target, "attacker": attacker, "attack": strike})
        else:
            state["stack"].append(strike)

    def _play_treat(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        uid = action["card"]
        card = TREATS[uid]
        from_hand = uid in state["players"][seat]["hand"]
        if from_hand:
            player = _own(state, seat)
            player["hand"] = _without(player["hand"], uid)
            state["treat_discard"] = [*state["treat_discard"], uid]  # single use: discarded after the attack (L129)
        else:
            turn = state["turn"]
            turn["used"] = [*turn["used"], uid]
        own_turn = seat == state["current"]
        self._declare(state, seat, action["target"], card, events, from_hand=from_hand, counts=own_turn)

    def _equip(self, state: State, seat: Seat, uid: int, part: int, events: list[Event]) -> None:
        player = _own(state, seat)
        player["hand"] = _without(player["hand"], uid)
        player["equipped"] = [*player["equipped"], [uid, part]]
        events.append(_new_event(Event, ("equipped", {"seat": seat, "card": uid, "part": PARTS[part]}, None)))

    def _strike(self, state: State, item: dict[str, Any], events: list[Event]) -> None:
        attacker, target = item["attacker"], item["target"]
        uid = item["card"]
        if uid is None:
            self._strike_cards(state, attacker, target, 1, events)
            return
        card = TREATS[uid]
        if card.effect == "damage":
            if card.part == "choice":
                state["stack"].append(
                    {"k": "part", "seat": attacker, "attacker": attacker, "target": target, "amount": card.amount}
                )
            else:
                self._damage(state, attacker, target, PARTS.index(str(card.part)), card.amount, events)
        elif card.effect == "draw":
            self._strike_cards(state, attacker, target, card.amount, events)
        elif card.effect == "push":
            victim = _own(state, target)
            victim["pos"] = max(0, min(self.board.border - 1, victim["pos"] + card.amount))
            events.append(_new_event(Event, ("pushed", {"seat": target, "to": victim["pos"]}, None)))
        elif card.effect == "discard_equipped":
            victim = _own(state, target)
            for equipped_uid, _ in victim["equipped"]:
                state["treat_discard"] = [*state["treat_discard"], equipped_uid]
                events.append(_new_event(Event, ("equip_lost", {"seat": target, "card": equipped_uid}, None)))
            victim["equipped"] = []

    def _strike_cards(self, state: State, attacker: Seat, target: Seat, count: int, events: list[Event]) -> None:
        for _ in range(count):
            if not state["players"][target]["alive"]:
                return
            card = self._draw_dash(state, events)
            events.append(
                _new_event(Event, ("card_drawn", {"seat": attacker, "card": card.uid, "purpose": "attack"}, None))
            )
            self._card_damage(state, attacker, target, card, events)

    def _card_damage(self, state: State, attacker: Seat, target: Seat, card: Dash, events: list[Event]) -> None:
        if card.kind == "icons":
            # L111: each icon marks a box on its candy-coded part.
            for icon in card.icons:
                self._damage(state, attacker, target, ICON_PART[icon], 1, events)
        else:
            # L115: a Character or Candy Cage Match card: 2 boxes to a part of the attacker's choice.
            self._choose_part(state, attacker, target, events)

    def _choose_part(self, state: State, attacker: Seat, target: Seat, events: list[Event]) -> None:
        if attacker < 0:
            # Reading: the Twins take the standing part closest to being torn off.
            parts = state["players"][target]["parts"]
            part = min((i for i in range(len(PARTS)) if parts[i] > 0), key=lambda i: (parts[i], i))
            self._damage(state, attacker, target, part, CHARACTER_DAMAGE, events)
        else:
            state["stack"].append(
                {"k": "part", "seat": attacker, "attacker": attacker, "target": target, "amount": CHARACTER_DAMAGE}
            )

    def _damage(self, state: State, attacker: Seat, target: Seat, part: int, amount: int, events: list[Event]) -> None:
        victim = state["players"][target]
        if not victim["alive"]:
            return
        left = victim["parts"][part]
        if left == 0:
            events.append(_new_event(Event, ("ignored", {"target": target, "part": PARTS[part]}, None)))  # L115
            return
        hit = min(left, amount)
        victim = _own(state, target)
        parts = victim["parts"] = list(victim["parts"])
        parts[part] = left - hit
        events.append(
            _new_event(
                Event, ("damage", {"target": target, "part": PARTS[part], "boxes": hit, "left": left - hit}, None)
            )
        )
        if left - hit > 0:
            return
        # L115: the destroyed part is the attacker's trophy; what was equipped on it is lost.
        events.append(_new_event(Event, ("part_lost", {"target": target, "part": PARTS[part], "by": attacker}, None)))
        if attacker >= 0:
            winner = _own(state, attacker)
            winner["trophies"] = [*winner["trophies"], [part, target]]
            victim = state["players"][target]
        kept = []
        for uid, on in victim["equipped"]:
            if on == part:
                state["treat_discard"] = [*state["treat_discard"], uid]
                events.append(_new_event(Event, ("equip_lost", {"seat": target, "card": uid}, None)))
            else:
                kept.append([uid, on])
        victim["equipped"] = kept
        if not any(parts):
            self._crumb(state, attacker, target, events)

    def _crumb(self, state: State, attacker: Seat, target: Seat, events: list[Event]) -> None:
        """L31: no unmarked box left on the sheet: a pile of crumbs, out of the game."""
        victim = _own(state, target)
        victim["alive"] = False
        state["crumbled"] += 1
        victim["out"] = state["crumbled"]
        state["treat_discard"] = state["treat_discard"] + victim["hand"] + [u for u, _ in victim["equipped"]]
        victim["hand"] = []
        victim["equipped"] = []
        if attacker >= 0:
            _own(state, attacker)["frags"] += 1
        events.append(_new_event(Event, ("crumbs", {"seat": target, "by": attacker}, None)))
        cage = state["cage"]
        if cage is not None and target in cage["order"]:
            self._leave_cage(cage, target)

    # -- Sweet Toof, Candy Cage Match -------------------------------------------

    def _sweet_toof_bites(self, state: State, seat: Seat) -> bool:
        """L101: before at least half of the other cookies pass the first cage match space."""
        first_burst = self.board.bursts[0]
        others = [p for t, p in enumerate(state["players"]) if t != seat and p["alive"]]
        past = sum(1 for p in others if p["pos"] > first_burst)
        return 2 * past < len(others)

    def _sweet_toof(self, state: State, seat: Seat, events: list[Event]) -> None:
        player = state["players"][seat]
        head = PARTS.index("head")
        pink = self.board.pink_gumball
        events.append(_new_event(Event, ("sweet_toof", {"seat": seat, "to": pink}, None)))
        if player["parts"][head] > 0:
            self._damage(state, SWEET_TOOF, seat, head, player["parts"][head], events)
        if not state["players"][seat]["alive"]:
            return
        _own(state, seat)["pos"] = pink
        state["turn"]["burst"] = pink
        state["turn"]["summoned"] = True
        if self._summonable(state, seat, True):
            state["stack"].append({"k": "summon", "seat": seat, "optional": False, "start": True})
        state["turn"]["phase"] = "over"

    def _summon(self, state: State, seat: Seat, target: Seat, events: list[Event], *, start: bool) -> None:
        players = state["players"]
        space = players[seat]["pos"]
        _own(state, target)["pos"] = space
        events.append(_new_event(Event, ("summoned", {"seat": seat, "target": target, "space": space}, None)))
        if start:
            # Draw order: the initiator, then whoever already stood on the space (clockwise),
            # then the summoned cookie; every later entrant joins at the end (docs/candyman.md).
            seats = state["seats"]
            there = [
                (seat + k) % seats
                for k in range(1, seats)
                if players[(seat + k) % seats]["alive"] and players[(seat + k) % seats]["pos"] == space
            ]
            there.remove(target)
            order = [seat, *there, target]
            state["cage"] = {"space": space, "icon": self.board.icons[space], "order": order, "next": 0}
            events.append(_new_event(Event, ("cage_match", {"space": space, "players": list(order)}, None)))
            state["turn"]["phase"] = "over"  # the match ends the initiator's turn
            state["stack"].append({"k": "cage_turn", "seat": seat})
        else:
            cage = state["cage"]
            if target not in cage["order"]:
                cage["order"].append(target)

    @staticmethod
    def _leave_cage(cage: dict[str, Any], seat: Seat) -> None:
        index = cage["order"].index(seat)
        cage["order"].remove(seat)
        if index < cage["next"]:
            cage["next"] -= 1
        if cage["order"]:
            cage["next"] %= len(cage["order"])

    def _cage_draw(self, state: State, seat: Seat, target: Seat, events: list[Event]) -> None:
        cage = state["cage"]
        cage["next"] = (cage["order"].index(seat) + 1) % len(cage["order"])
        card = self._draw_dash(state, events)
        events.append(
            _new_event(Event, ("card_drawn", {"seat": seat, "card": card.uid, "purpose": "cage_match"}, None))
        )
        if card.kind == "cage":
            # L81: summon another cookie and do 2 damage to a part of your choice.
            state["stack"].append(
                {"k": "part", "seat": seat, "attacker": seat, "target": target, "amount": CHARACTER_DAMAGE}
            )
            if self._summonable(state, seat, False):
                state["stack"].append({"k": "summon", "seat": seat, "optional": False, "start": False})
            return
        self._card_damage(state, seat, target, card, events)
        legs = card.icons.count(cage["icon"])
        if legs and state["players"][seat]["alive"]:
            # L77-L79: the card showing the space's icon ends the match for its drawer,
            # after the defender takes the parting shot.
            self._leave_cage(cage, seat)
            state["stack"].append({"k": "escape", "seat": seat, "icon": cage["icon"], "legs": legs})

    def _escape(
        self, state: State, seat: Seat, item: dict[str, Any], directions: list[int], events: list[Event]
    ) -> None:
        board = self.board
        player = _own(state, seat)
        pos = player["pos"]
        for direction in directions:
            dest = board.step(pos, item["icon"], direction)
            assert dest is not None
            pos = dest
            if pos == board.border:
                break
        player["pos"] = pos
        events.append(_new_event(Event, ("escaped", {"seat": seat, "to": pos}, None)))
        if pos == board.border:
            self._finish(state, [seat], "border", events)
            return
        exit_ = board.bridges.get(pos)
        if exit_ is not None:
            # L59 with L79: the escape is a move; ending it on a bridge entrance falls back.
            pos = player["pos"] = exit_
            events.append(_new_event(Event, ("bridge", {"seat": seat, "to": exit_}, None)))
        cage = state["cage"]
        if cage is not None and pos == cage["space"]:
            # L81: back into the cage with the second icon, drawing another cookie in.
            cage["order"].append(seat)
            if self._summonable(state, seat, False):
                state["stack"].append({"k": "summon", "seat": seat, "optional": True, "start": False})

    # -- the automatic part of the stack ------------------------------------------

    def _advance(self, state: State, events: list[Event]) -> None:
        stack = state["stack"]
        players = state["players"]
        if (
            not stack
            and state["winners"] is None
            and state["turn"]["phase"] != "over"
            and state["seats"] - state["crumbled"] > 1
            and players[state["current"]]["alive"]
        ):
            return  # the common case: the active cookie's turn goes on
        if (
            stack
            and state["seats"] - state["crumbled"] > 1
            and stack[-1]["k"] in _DECISION_TYPES
            and not self._moot(state, stack[-1])
        ):
            return  # the other common case: a decision waits
        seats = state["seats"]
        while state["winners"] is None:
            alive = seats - state["crumbled"]
            if alive == 0:
                self._finish_by_trophies(state, events)
                return
            if alive == 1 and not state["gauntlet"]:
                self._gauntlet(state, next(s for s, p in enumerate(players) if p["alive"]), events)
                continue
            if not stack:
                turn = state["turn"]
                if turn["phase"] == "over" or not players[state["current"]]["alive"]:
                    self._next_turn(state, events)
                    if not stack and state["winners"] is None:
                        return
                    continue
                return
            item = stack[-1]
            kind = item["k"]
            if kind == "strike":
                stack.pop()
                if players[item["target"]]["alive"]:
                    self._strike(state, item, events)
            elif kind == "twins":
                seat = item["seat"]
                if not players[seat]["alive"] or item["left"] == 0:
                    stack.pop()
                    continue
                stack[-1] = {**item, "left": item["left"] - 1}
                self._declare(state, TWINS, seat, None, events, counts=False)
            elif kind == "interrupts":
                current = state["current"]
                left = item["left"]
                found = -1
                for i, s in enumerate(left):
                    holder = players[s]
                    if holder["alive"] and holder["hand"]:
                        found = i
                        break
                if found < 0 or not players[current]["alive"]:
                    stack.pop()
                    continue
                stack[-1] = {**item, "left": left[found + 1 :]}
                stack.append({"k": "interrupt", "seat": left[found]})
                return  # a decision that ``_moot`` would keep: its holder has a hand, the mover is in
            elif kind == "cage_turn":
                cage = state["cage"]
                order = [s for s in cage["order"] if players[s]["alive"] and players[s]["pos"] == cage["space"]]
                if len(order) != len(cage["order"]):
                    for s in list(cage["order"]):
                        if s not in order:
                            self._leave_cage(cage, s)
                if len(order) <= 1:
                    stack.pop()
                    events.append(_new_event(Event, ("cage_over", {"space": cage["space"]}, None)))
                    state["cage"] = None
                    continue
                stack.append({"k": "cage_draw", "seat": order[cage["next"] % len(order)]})
                return
            elif self._moot(state, item):
                stack.pop()
            else:
                return

    def _moot(self, state: State, item: dict[str, Any]) -> bool:
        """A decision that lost its point while others were resolved (its owner or target crumbled)."""
        players = state["players"]
        kind = item["k"]
        if not players[item["seat"]]["alive"]:
            return True
        if kind == "part":
            return not players[item["target"]]["alive"]
        if kind == "defend":
            return not players[item["attack"]["target"]]["alive"]
        if kind == "interrupt":
            current = state["current"]
            return not players[item["seat"]]["hand"] or not players[current]["alive"]
        if kind == "summon":
            return not self._summonable(state, item["seat"], item["start"]) or (
                not item["start"] and (state["cage"] is None or item["seat"] not in state["cage"]["order"])
            )
        return False

    def _gauntlet(self, state: State, seat: Seat, events: list[Event]) -> None:
        """L93: the last cookie left goes to the Peppermint Swirl before the Danger Zone."""
        state["gauntlet"] = True
        state["stack"].clear()
        state["cage"] = None
        player = _own(state, seat)
        player["pos"] = self.board.gauntlet_start
        events.append(_new_event(Event, ("gauntlet", {"seat": seat, "to": player["pos"]}, None)))
        if state["turn"] is not None:
            state["turn"]["phase"] = "over"

    def _finish(self, state: State, winners: list[Seat], reason: str, events: list[Event]) -> None:
        state["winners"] = winners
        state["end_reason"] = reason
        state["stack"].clear()
        state["cage"] = None
        data: dict[str, Any] = {"winners": list(winners), "reason": reason}
        if reason == "round_cap":
            data["round_cap"] = state["options"]["round_cap"]
        events.append(_new_event(Event, ("game_over", data, None)))

    def _finish_by_trophies(self, state: State, events: list[Event]) -> None:
        """L95: if the last cookie does not survive, the most trophies wins."""
        counts = [len(p["trophies"]) for p in state["players"]]
        best = max(counts)
        self._finish(state, [s for s, c in enumerate(counts) if c == best], "trophies", events)

    def _finish_by_position(self, state: State, events: list[Event]) -> None:
        """The optional length limit (not a rule of the sheet): the cookie furthest along wins."""
        keys = [(p["pos"], len(p["trophies"])) if p["alive"] else (-1, len(p["trophies"])) for p in state["players"]]
        best = max(keys)
        self._finish(state, [s for s, k in enumerate(keys) if k == best], "round_cap", events)


RULESET = Candyman()
