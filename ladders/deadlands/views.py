"""What each seat sees (rulebook L72-L76: hands are hidden): the view of a seat and of
a spectator, the pending decisions as each may see them, the attack preview, and
``determinize`` (what a seat cannot see, re-dealt for a bot's playouts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ladders.deadlands.data import DECKS, STATS, board_view
from ladders.deadlands.tables import STARTING
from ladders.engine import Seat, State, rng_init, rng_shuffle

if TYPE_CHECKING:
    from ladders.deadlands.rules import FragDeadlands

BLOOD_WINDOW_SHOWN = ("kind", "seat", "by", "weapon", "dice", "extra")


def view(rules: FragDeadlands, state: State, seat: Seat | None) -> dict[str, Any]:
    fighters = []
    for s, rec in enumerate(state["f"]):
        sheet = rules.fighter_by_id.get(rec["id"])
        entry: dict[str, Any] = {
            "seat": s,
            "fighter": sheet.to_dict() if sheet else None,
            "stats": dict(zip(STATS, rec["stats"], strict=True)),
            "status": rec["status"],
            "square": None if rec["pos"] < 0 else list(rules.board.xy(rec["pos"])),
            "cell": rec["pos"],
            "health": rec["health"],
            "weapons": [{"card": rules.cards[u].to_dict(), "ammo": None if a < 0 else a} for u, a in rec["weapons"]],
            "gadgets": [rules.cards[u].to_dict() for u in rec["gadgets"]],
            "armor": [{"card": rules.cards[u].to_dict(), "left": left} for u, left in rec["armor"]],
            "blood": rec["blood"],
            "frags": rec["frags"],
            "held": rec["held"],
            "charm": bool(rec["charm"]),
            "auto_hit": bool(rec["auto_hit"]),
            "boosts": [list(b) for b in rec["boosts"]],
            "extra_dice": dict(rec["dice"]),
            "hand_size": len(rec["hand"]),
            "hand_decks": {d: sum(1 for u in rec["hand"] if rules.cards[u].deck == d) for d in DECKS},
        }
        if sheet is not None and state["phase"] == "play":
            entry["effective"] = {
                "speed": rules.stat(state, s, "speed"),
                "accuracy": rules.stat(state, s, "accuracy"),
                "health_cap": rules.health_cap(state, s),
                "weapon_limit": rules.weapon_limit(state, s),
                "hand_limit": sheet.hand_limit,
            }
        if seat == s:
            entry["hand"] = [rules.cards[u].to_dict() for u in sorted(rec["hand"])]
        fighters.append(entry)
    turn = state["turn"]
    hidden_poker = state["phase"] == "poker"
    return {
        "phase": state["phase"],
        "seats": state["seats"],
        "you": seat,
        "current": state["current"],
        "first": state["first"],
        "round": state["round"],
        "options": state["options"],
        "fighters": fighters,
        # Another seat's five set-up cards: null until every seat has drawn (the reveal).
        "poker": [
            None if hidden_poker and s != seat else [rules.cards[u].to_dict() for u in p]
            for s, p in enumerate(state["poker"])
        ],
        "decks": {d: len(state["decks"][d]) for d in DECKS},
        "discards": {d: [rules.cards[u].to_dict() for u in state["discards"][d][-5:]] for d in DECKS},
        "discard_sizes": {d: len(state["discards"][d]) for d in DECKS},
        "turn": None if turn is None else {k: (list(v) if isinstance(v, list) else v) for k, v in turn.items()},
        "pending": [rules._pending_view(state, p, seat) for p in state["pending"]],
        "piles": [
            {
                "id": p["id"],
                "square": list(rules.board.xy(p["cell"])),
                "cell": p["cell"],
                "cards": [rules.cards[u].to_dict() for u in p["cards"]],
            }
            for p in state["piles"]
        ],
        "blood": [list(rules.board.xy(c)) for c in state["blood"]],
        "globals": [list(g) for g in state["globals"]],
        "winners": state["winners"],
        "end_reason": state["end_reason"],
        "board": board_view(rules.board),
        "attack_options": rules._attack_preview(state, seat),
    }


def pending_view(state: State, entry: dict[str, Any], viewer: Seat | None) -> dict[str, Any]:
    """A pending decision as ``viewer`` may see it: a shootout's weapon that is still a
    card in the holder's hand (played only when he fires) shows to the holder alone, as
    ``attack_options`` shows hand weapons to their owner alone; if the mover frags him
    first, the card stays in his hand unseen. A blood window (rules version 2) shows the hit
    about to be rolled, every field on the table, and not what follows it (a shootout's next
    shot may name a card still in its shooter's hand), to every viewer alike."""
    if entry["kind"] == "blood":
        return {key: entry[key] for key in BLOOD_WINDOW_SHOWN}
    shown = dict(entry)
    if (
        entry["kind"] == "return_fire"
        and viewer != entry["holder"]
        and entry["weapon"] in state["f"][entry["holder"]]["hand"]
    ):
        shown["weapon"] = None
    return shown


def attack_preview(rules: FragDeadlands, state: State, viewer: Seat | None) -> list[dict[str, Any]] | None:
    """What each listed ``attack`` of the fighter in the act stage would roll to hit,
    in legal-actions order, so a client can show it before the choice: ``range`` (the
    squares to the target, L828-L830, by ``line_of_sight``, as ``_attack`` counts it),
    ``need`` (that number or more, L829), ``dice`` (Accuracy, after cards, plus the
    Saloon Gal's bought to-hit dice, as ``_attack`` rolls them; cheatin' rerolls 1s,
    L354, and changes neither), or ``charm`` (the target's charm makes it miss) or
    ``auto`` (an automatic hit), the last card played controlling (L103-L106): no roll.
    Public: squares, stats, cards in play and bought dice are on the table; a weapon
    still in the hand is the acting seat's secret, so another viewer (and a spectator)
    sees only the attacks with weapons on the table. None when there is none."""
    if state["phase"] != "play" or state["winners"] is not None or state["pending"]:
        return None
    turn = state["turn"]
    if turn is None or turn["stage"] != "act":
        return None
    seat: Seat = state["current"]
    rec = state["f"][seat]
    hand = rec["hand"] if viewer != seat else ()
    attacks = [
        a
        for a in rules.legal_actions(state, seat)
        if a["type"] == "attack" and (a["weapon"] == STARTING or a["weapon"] not in hand)
    ]
    if not attacks:
        return None
    # ``_attack``'s reads before the roll, without its spending (``_extra_dice``)
    dice = rules.stat(state, seat, "accuracy") + rec["dice"].get("hit", 0)
    out: list[dict[str, Any]] = []
    for action in attacks:
        victim = state["f"][action["target"]]
        distance = rules.line_of_sight(state, rec["pos"], victim["pos"])
        charm = bool(victim["charm"] and (not rec["auto_hit"] or victim["charm"] > rec["auto_hit"]))
        auto = not charm and bool(rec["auto_hit"])
        rolled = not charm and not auto
        out.append(
            {
                "action": dict(action),
                "target": action["target"],
                "weapon": action["weapon"],
                "cheat": bool(action.get("cheat")),
                "range": distance,
                "need": distance if rolled else None,
                "dice": dice if rolled else None,
                "charm": charm,
                "auto": auto,
            }
        )
    return out


def determinize(rules: FragDeadlands, state: State, seat: Seat, rng_seed: int) -> State:
    """Re-deal what ``seat`` cannot see: other hands (deck by deck: the backs
    show the deck), other seats' poker cards before the reveal (deck by deck too)
    and the order of each draw pile."""
    copy = rules.copy_state(state)
    copy["rng"] = rng_init(rng_seed)
    # copy_state shares the deck table, the hands and the poker hands (step replaces
    # them, never writes into them); this writes into them, so it takes its own first.
    copy["decks"] = dict(copy["decks"])
    for s, rec in enumerate(copy["f"]):
        if s != seat:
            rec["hand"] = list(rec["hand"])
    held = [rec["hand"] for s, rec in enumerate(copy["f"]) if s != seat]
    # A shootout declared with a card from another holder's hand (``_pending_view``
    # hides it): the sample deals that slot like the rest and fires whatever it deals.
    declared = [
        (i, copy["f"][p["holder"]]["hand"].index(p["weapon"]))
        for i, p in enumerate(copy["pending"])
        if p["kind"] == "return_fire" and p["holder"] != seat and p["weapon"] in copy["f"][p["holder"]]["hand"]
    ]
    # A blood window in a shootout keeps the shots still to fire, which may name a card in
    # another shooter's hand: that slot is dealt like the rest too, and fires what it deals.
    waiting = [
        (i, k, copy["f"][shot[0]]["hand"].index(shot[1]))
        for i, p in enumerate(copy["pending"])
        if p["kind"] == "blood" and p["then"] is not None
        for k, shot in enumerate(p["then"]["order"])
        if shot[0] != seat and shot[1] is not None and shot[1] in copy["f"][shot[0]]["hand"]
    ]
    if copy["phase"] == "poker":
        copy["poker"] = [list(p) for p in copy["poker"]]
        held += [p for s, p in enumerate(copy["poker"]) if s != seat]
    for deck in DECKS:
        pool = list(copy["decks"][deck])
        slots: list[tuple[list[int], int]] = []
        for cards in held:
            for i, u in enumerate(cards):
                if rules.cards[u].deck == deck:
                    pool.append(u)
                    slots.append((cards, i))
        pool.sort()  # the sample must not depend on where the unseen cards lay
        rng_shuffle(copy, pool)
        for cards, i in slots:
            cards[i] = pool.pop()
        copy["decks"][deck] = pool
    if declared:
        copy["pending"] = pending = [dict(p) for p in copy["pending"]]
        for i, slot in declared:
            hand = copy["f"][pending[i]["holder"]]["hand"]
            if rules.cards[hand[slot]].joker:
                # a joker is never fired: the first weapon left in the pile is dealt instead
                pile = copy["decks"]["weapon"]
                spare = next((j for j, u in enumerate(pile) if not rules.cards[u].joker), None)
                if spare is not None:
                    pile = copy["decks"]["weapon"] = list(pile)
                    hand[slot], pile[spare] = pile[spare], hand[slot]
            pending[i]["weapon"] = hand[slot]
    if waiting:
        copy["pending"] = pending = [dict(p) for p in copy["pending"]]
        for i, k, slot in waiting:
            then = pending[i]["then"] = {**pending[i]["then"], "order": [list(s) for s in pending[i]["then"]["order"]]}
            shot = then["order"][k]
            hand = copy["f"][shot[0]]["hand"]
            if rules.cards[hand[slot]].deck == "weapon" and not rules.cards[hand[slot]].joker:
                shot[1] = hand[slot]
            # else the sample dealt no weapon there: the shot is not fired (``_still_armed``)
    return copy
