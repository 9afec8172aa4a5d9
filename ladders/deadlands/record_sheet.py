"""The record sheet (rulebook L42-L52, L80-L85, L266-L279, the fighters' sheets
L289-L720): a fighter's stats as cards in play change them, his weapon and hand limits,
hex access and attacks per turn; and the board's readers every chapter shares (who stands
where, line of sight L216-L218, L828-L830)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ladders.deadlands.data import Fighter
from ladders.deadlands.tables import ON_BOARD, STAT_INDEX
from ladders.engine import Seat, State

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands


def sheet(rules: FragDeadlands, state: State, seat: Seat) -> Fighter:
    return rules.fighter_by_id[state["f"][seat]["id"]]


def stat(rules: FragDeadlands, state: State, seat: Seat, stat: str) -> int:
    """A stat as modified by cards: every multiplier first, then every addition (L865-L868)."""
    rec = state["f"][seat]
    value = rec["stats"][STAT_INDEX[stat]]
    boosts, gadgets, shared = rec["boosts"], rec["gadgets"], state["globals"]
    if not boosts and not gadgets and not shared:
        # the usual case: nothing in play modifies a stat (an integer, checked when chosen or
        # given; a comparison, since ``max`` parses its keyword arguments on every call)
        usual: int = value if value > 1 else 1
        return usual
    add = 0
    for boost in rec["boosts"]:
        if boost[0] == stat:
            value *= boost[1]
            add += boost[2]
    for uid in rec["gadgets"]:
        card = rules.cards[uid]
        if card.effect == stat:
            add += card.bonus
    for _owner, gstat, gadd in state["globals"]:
        if gstat == stat:
            add += gadd
    total: int = value + add
    return total if total > 1 else 1


def health_stat(rules: FragDeadlands, state: State, seat: Seat) -> int:
    """Health as a stat (full health, weapon limit): base plus Health gadgets in play."""
    rec = state["f"][seat]
    bonus: int = sum(rules.cards[u].bonus for u in rec["gadgets"] if rules.cards[u].effect == "health")
    health: int = rec["stats"][0] + bonus
    return health


def health_cap(rules: FragDeadlands, state: State, seat: Seat) -> int:
    return rules.health_stat(state, seat) + sum(int(left) for _, left in state["f"][seat]["armor"])


def weapon_limit(rules: FragDeadlands, state: State, seat: Seat) -> int:
    """Weapon cards in play allowed: "equal to your Health plus 1" (L80-L81, L273-L274; the Mad
    Scientist's "equal to Health", L405-L407). The rulebook keeps one Health, the current score
    that damage lowers and cards raise ("Keep track of your current scores in these three
    attributes", L49-L50; "his current Health (as modified by any cards, or damage from previous
    attacks)", L767-L768; "rolled against his new Health", L783): as printed (rules version 2)
    the limit reads it. Version 1 read the Health stat (base plus Health gadgets). The limit
    governs a weapon going into play; weapons already in play stay when Health falls (the
    rulebook loses them only to a frag, L82-L83, or a drop, L895-L902)."""
    if rules.as_printed(state):
        current: int = state["f"][seat]["health"] + rules.sheet(state, seat).weapon_limit_bonus
        return current if current > 0 else 0  # none at all at 0 Health or below (a last stand)
    return rules.health_stat(state, seat) + rules.sheet(state, seat).weapon_limit_bonus


def hand_limit(rules: FragDeadlands, state: State, seat: Seat) -> int:
    return rules.sheet(state, seat).hand_limit


def hex_ok(rules: FragDeadlands, state: State, seat: Seat) -> bool:
    sheet = rules.sheet(state, seat)
    if sheet.no_hexes:
        return False
    return sheet.hexes or any(rules.cards[u].effect == "hex_access" for u in state["f"][seat]["gadgets"])


def attacks_left(rules: FragDeadlands, state: State, seat: Seat) -> int:
    turn = state["turn"]
    allowed = (rules.stat(state, seat, "accuracy") + 1) // 2 + turn["extra"]
    left: int = allowed - turn["attacks_used"]
    return left


def occupied_squares(state: State) -> set[int]:
    """``occupied``'s squares alone: no list per square (what a line of sight reads)."""
    out: set[int] = set()
    for rec in state["f"]:
        pos = rec["pos"]
        if pos >= 0 and rec["status"] in ON_BOARD:
            out.add(pos)
    return out


def occupied(rules: FragDeadlands, state: State) -> dict[int, list[Seat]]:
    """Squares holding a fighter on the board (the hanged included)."""
    out: dict[int, list[Seat]] = {}
    for seat, rec in enumerate(state["f"]):
        pos = rec["pos"]
        if pos >= 0 and rec["status"] in ON_BOARD:
            here = out.get(pos)
            if here is None:
                out[pos] = [seat]
            else:
                here.append(seat)
    return out


def line_of_sight(rules: FragDeadlands, state: State, a: int, b: int, occupied: Iterable[int] | None = None) -> int:
    """The range from square ``a`` to square ``b`` if ``b`` is in sight, else 0 (L792-L800).
    ``occupied``: the occupied squares (``occupied``'s map or a set of its keys)."""
    hit = rules._sight[a * rules._cell_count + b]
    if hit is None:
        return 0
    occ = rules._occupied_squares(state) if occupied is None else occupied
    # a fighter on a square the line enters (the target's excepted) blocks it; ``occ`` has
    # at most one entry per fighter, so it is the shorter side to walk
    return hit[0] if hit[1].isdisjoint(occ) else 0
