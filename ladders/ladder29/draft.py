"""2. Backdraft Hot Spot Cards (rulebook L55-L61) and the Hot Spot challenges (L59): in
reverse score order each seat takes one face-up Hot Spot card (``take_hot_spot``); the
Start Player card's holder, else the lowest score, leads. Each seat's challenge is a rule
on its own plays (``hotspots.allows``): the per-card verdicts by kind of play, built once
per ruleset (``kind_verdicts``), the plays that keep it, and the lead for which it is
lifted because it forbids every play (docs/ladder-29.md). The draft's listing, check and
effect side by side."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ladders.engine import Action, Event, IllegalAction, Seat, State
from ladders.ladder29.cards import (
    FIREFIGHTER_CARDS,
    FOUR,
    KINDS,
    PAIR,
    RUN,
    SINGLE,
    TRIPLE,
    VALUE,
    Combo,
    plays_by_kind,
    plays_on,
)
from ladders.ladder29.hotspots import ANY, FLASHOVER, HotSpot, allows

if TYPE_CHECKING:
    from ladders.ladder29.rules import Ladder29


def draft_actions(rules: Ladder29, state: State, seat: Seat) -> list[Action]:
    if seat != state["draft_order"][state["draft_index"]]:
        return []
    return [{"type": "take_hot_spot", "hot_spot": h} for h in state["hot_offer"]]


def check_take_hot_spot(state: State, hot_spot: Any) -> None:
    if type(hot_spot) is not int or hot_spot not in state["hot_offer"]:
        raise IllegalAction(
            "illegal_action",
            f"hot_spot {hot_spot!r} is not on offer; take one of {state['hot_offer']}.",
        )


def take_hot_spot(rules: Ladder29, state: State, seat: Seat, hot_spot: int) -> list[Event]:
    state["hot_offer"] = [h for h in state["hot_offer"] if h != hot_spot]
    holders = list(state["hot_spots"])
    holders[seat] = hot_spot
    state["hot_spots"] = holders
    state["draft_index"] += 1
    events = [Event("hot_spot_taken", {"seat": seat, "hot_spot": hot_spot})]
    if state["draft_index"] == state["seats"]:
        holders = [s for s, h in enumerate(state["hot_spots"]) if h == rules.hot_spots.start_player]
        # The Start Player card's holder leads; if nobody took it, the lowest score.
        start = holders[0] if holders else state["draft_order"][0]
        state["phase"] = "play"
        state["turn"] = start
        events.append(Event("start_player", {"seat": start}))
    return events


# -- the challenges: which plays keep a Hot Spot card's rule --------------------

KIND_ONLY: Final = {kind: Combo(kind, 0, 0) for kind in KINDS}


def plays_on_top(hand: list[int], top: dict[str, Any]) -> list[tuple[str, list[list[int]]]]:
    return plays_on(hand, top["kind"], top["length"], top["rank"])


EACH_PLAY: Final = None  # a verdict: the rule must be asked play by play
Verdicts = dict[str, bool | None]


def kind_verdicts(card: HotSpot) -> tuple[Verdicts, Verdicts]:
    """``card``'s verdict on every kind of play, following (first) and leading (second):
    ``True`` (every play of that kind keeps the rule), ``False`` (none does) or
    ``EACH_PLAY``. The same verdicts as ``allows``, decided once per card wherever the rule
    reads only the kind of play and whether it leads (the play's size is fixed per kind
    except for runs; whether a kind may go out reads only the kind)."""
    sizes = {SINGLE: 1, PAIR: 2, TRIPLE: 3, FOUR: 4}  # cards in a play of each kind but runs
    both: list[Verdicts] = []
    for lead in (False, True):
        verdicts: Verdicts = {}
        for kind in KINDS:
            combo = KIND_ONLY[kind]  # ``allows`` reads only the kind of a play, never its rank
            challenge = card.kind
            played = FLASHOVER if kind == FOUR and not lead else kind
            verdict: bool | None
            if challenge in ("none", "no_play", "no_lead"):
                verdict = allows(card, [], combo, lead, 0)
            elif challenge == "max_cards":
                verdict = sizes[kind] <= card.n if kind != RUN else EACH_PLAY
            elif challenge == "go_out_with":
                # A kind that may go out keeps the rule always; otherwise only plays that do not empty the hand.
                verdict = True if allows(card, [], combo, lead, 0) else EACH_PLAY
            elif challenge == "no_suit_in":
                verdict = True if card.combo not in (ANY, kind, played) else EACH_PLAY
            elif challenge == "min_single":
                verdict = True if kind != SINGLE else EACH_PLAY
            elif challenge == "run_colours":
                verdict = True if kind != RUN else EACH_PLAY
            else:
                verdict = EACH_PLAY
            verdicts[kind] = verdict
        both.append(verdicts)
    return both[0], both[1]


def each_kept(card: HotSpot, hand: list[int], kind: str, group: list[list[int]], lead: bool) -> list[list[int]]:
    """The plays of one kind's ``group`` that keep ``card``'s rule, asked play by play
    (one comprehension per rule, the same verdicts as ``allows``)."""
    challenge = card.kind
    if challenge == "no_suit_in":
        suit = card.suit
        if kind == SINGLE:
            return [cards for cards in group if cards[0] >= FIREFIGHTER_CARDS or cards[0] & 3 != suit]
        return [cards for cards in group if all(c >= FIREFIGHTER_CARDS or c & 3 != suit for c in cards)]
    if challenge == "no_cards":
        banned = card.cards
        return [cards for cards in group if banned.isdisjoint(cards)]
    if challenge == "max_cards":
        limit = card.n
        return [cards for cards in group if len(cards) <= limit]
    if challenge == "go_out_with":
        size = len(hand)
        return [cards for cards in group if len(cards) < size]
    if challenge == "min_single":
        least = card.n
        return [cards for cards in group if VALUE[cards[0]] >= least]
    combo = KIND_ONLY[kind]
    size = len(hand)
    return [cards for cards in group if allows(card, cards, combo, lead, size)]


def keep_plays(
    card: HotSpot, verdicts: Verdicts, hand: list[int], options: list[tuple[str, list[list[int]]]], lead: bool
) -> list[list[int]]:
    """The plays among ``options`` (``plays_by_kind``'s groups) that keep ``card``'s rule,
    given its ``verdicts`` for following or leading (``kind_verdicts``)."""
    kept: list[list[int]] = []
    for kind, group in options:
        if group:
            verdict = verdicts[kind]
            if verdict is EACH_PLAY:
                kept += each_kept(card, hand, kind, group, lead)
            elif verdict:
                kept += group
    return kept


def keeping(card: HotSpot, hand: list[int], options: list[tuple[str, list[list[int]]]], lead: bool) -> list[list[int]]:
    """The plays among ``options`` that keep ``card``'s challenge (``keep_plays`` with the card's verdicts)."""
    return keep_plays(card, kind_verdicts(card)[lead], hand, options, lead)


def every_play(options: list[tuple[str, list[list[int]]]]) -> list[list[int]]:
    return [cards for _, group in options for cards in group]


def lead_lifted(rules: Ladder29, state: State, seat: Seat, top: dict[str, Any] | None) -> bool:
    """Is the challenge lifted for this lead: does it forbid every way the seat could play now?"""
    hand = state["hands"][seat]
    hot_spot = state["hot_spots"][seat]
    card = rules.hot_spots.cards[hot_spot]
    follow, lead = rules._verdicts[hot_spot]
    if keep_plays(card, lead, hand, plays_by_kind(hand, None), True):
        return False
    return top is None or not keep_plays(card, follow, hand, plays_on_top(hand, top), False)
