"""Run For Your Life, Candyman!: what the rules exchange with the world, described
(docs/api.md): the action schemas, the event schemas, the view schema (view.schema.json),
the options and the ruleset's metadata (``INFO``)."""

from __future__ import annotations

from typing import Any, Final

from ladders.candyman.data import ICONS, LIMBS, PARTS
from ladders.candyman.tables import MAX_SEATS, RULESET_ID, SWEET_TOOF, TWINS
from ladders.engine import (
    MAX_ROUND_CAP,
    RulesetInfo,
    Scenario,
    action_schema,
    described,
    event_schema,
    load_schema,
    param_types,
)

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
            "(a card that lets you choose the part asks for it with a 'part' decision once it hits); "
            "in an 'interrupt' window, a PLAY AT ANY TIME card out of turn.",
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
        "pass": action_schema("Play no PLAY AT ANY TIME treat in this window (rules version 1: on this turn)."),
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
        "A cookie passed its PLAY AT ANY TIME window (L139). Public under rules version 1 (every cookie "
        "holding a treat is asked); under version 2 shown to the passer only (only holders of a PLAY AT ANY "
        "TIME card are asked, so a public pass would tell what its hand holds).",
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
    # 2: PLAY AT ANY TIME as printed (L139, Example 2 at L67), docs/rules-versions.md;
    # games dealt under 1 keep its once-a-turn windows (``treats.as_printed``).
    rules_version=2,
    earlier_rules_versions=(1,),
)
ACTION_TYPES = frozenset(INFO.action_schemas)
# Each parameter's JSON type, so 1.0 or true for an integer is refused (engine.check_param_types).
PARAM_TYPES = param_types(INFO.action_schemas)
NO_PARAMETERS = frozenset(("draw", "end_turn", "pass", "no_defense", "no_summon"))
