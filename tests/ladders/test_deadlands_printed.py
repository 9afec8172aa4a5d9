"""Frag Deadlands' rules version 2: the three readings docs/frag-deadlands.md once recorded as
simplifications, played as printed (issue #44). Each test quotes the rulebook sentence, and
plays it both ways: a game dealt under version 1 keeps version 1's reading exactly."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ladders.bots import find_bot
from ladders.deadlands.greedy import GreedyBot
from ladders.deadlands.heuristic import DeadlandsBot
from ladders.deadlands.rules import RULESET as R
from ladders.deadlands.rules import STARTING
from ladders.deadlands.views import BLOOD_WINDOW_SHOWN
from ladders.engine import GameConfig, IllegalAction, State
from tests.ladders.test_deadlands import CARDS, act, card_named, cell, dice, playing, types
from tests.scale import scaled

__all__ = ["dice"]  # the scripted-dice fixture, used by name
OLD, PRINTED = 1, 2


def test_the_engine_plays_version_two_and_keeps_version_one() -> None:
    assert R.info.rules_version == PRINTED
    assert R.info.earlier_rules_versions == (OLD,)
    assert "rules_version" not in R.setup(GameConfig("standard", 2, rules_version=OLD), 1)
    assert R.played_rules_version(R.setup(GameConfig("standard", 2), 1)) == PRINTED


# -- L63-L66: keeping a set-up card is a choice ---------------------------------------------


def keep_phase(rules_version: int) -> State:
    state = R.setup(GameConfig("standard", 3, rules_version=rules_version), 5)
    while state["phase"] != "keep":
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, R.legal_actions(state, seat)[0])
    return state


def test_each_player_may_keep_one_set_up_card_or_discard_all_five() -> None:
    """L63-L66: "Each player draws a hand of five cards from any combination of the decks. [...]
    Each player *may* keep one of these cards in his hand and discard the rest." Keeping is a
    choice: a seat may discard all five (``keep_none``); version 1 made keeping one compulsory."""
    old = keep_phase(OLD)
    seat = R.to_act(old)[0]
    assert {a["type"] for a in R.legal_actions(old, seat)} == {"keep"}
    with pytest.raises(IllegalAction) as refused:
        R.check(old, seat, {"type": "keep_none"})
    assert refused.value.code == "wrong_action_type"

    state = keep_phase(PRINTED)
    for seat in R.to_act(state):
        listed = R.legal_actions(state, seat)
        assert {"type": "keep_none"} in listed
        assert [a for a in listed if a["type"] == "keep"]  # keeping one is still offered
    seat = R.to_act(state)[0]
    five = list(state["poker"][seat])
    hand = list(state["f"][seat]["hand"])
    discards = sum(len(p) for p in state["discards"].values())
    state, events = R.apply(state, seat, {"type": "keep_none"})
    assert state["f"][seat]["hand"] == hand  # none of the five kept
    assert state["poker"][seat] == []
    assert sum(len(p) for p in state["discards"].values()) == discards + len(five)
    assert [(e.type, e.data) for e in events if e.type == "kept"] == [("kept", {"seat": seat, "card": None})]
    while state["phase"] == "keep":
        seat = R.to_act(state)[0]
        state, _ = R.apply(state, seat, {"type": "keep_none"})
    assert state["phase"] == "play"


# -- L877-L879: a blood counter is spent at any time -------------------------------------------

BRAVE = ("indian_brave", 2, 2, 3)
HARROWED = ("harrowed_gunslinger", 2, 2, 3)


def wounded_target(rules_version: int | None) -> State:
    """Seat 0 (the Harrowed, Revolver 2d) in the act stage, seat 1 (the Brave, Health 2) beside
    him at 1 Health with a blood counter and nothing in hand."""
    state = playing(HARROWED, BRAVE, rules_version=rules_version)
    state["f"][1].update(pos=cell(1, 8), health=1, blood=1)
    return state


def test_a_blood_counter_is_spent_after_a_hit_before_its_damage(dice: list[int]) -> None:
    """L877-L879: "A fighter who picks up a blood counter may put it on his character sheet and
    spend it at any time to restore one point of lost Health." As printed, a hit on a fighter who
    has lost Health and holds a counter waits on his decision (a blood window, his alone) before
    the damage is rolled against his Health (L767-L768: "The target rolls a number of dice equal
    to his current Health"). Version 1 offered it only on his own turn or at 0 Health."""
    old = wounded_target(OLD)
    dice += [6, 6, 6, 1, 2, 6, 6]  # to-hit; damage 1+2 against the defence dice
    old, events = act(old, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    assert not old["pending"]
    assert [len(e.data["defence"]) for e in events if e.type == "damage"] == [1]  # Health 1: one die

    state = wounded_target(None)
    dice += [6, 6, 6, 1, 2, 6, 6]
    state, events = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    assert not [e for e in events if e.type == "damage"]
    assert R.to_act(state) == [1]
    assert state["pending"][0]["kind"] == "blood"
    assert R.legal_actions(state, 1) == [{"type": "use_blood"}, {"type": "no_blood"}]
    assert R.legal_actions(state, 0) == []
    state, events = act(state, 1, {"type": "use_blood"})
    assert state["f"][1]["health"] == 1 or state["f"][1]["blood"] == 0
    # the counter spent and Health at its cap: the window closes and the damage is rolled
    damage = [e for e in events if e.type == "damage"]
    assert [len(e.data["defence"]) for e in damage] == [2]  # Health 2 now: two dice, 3 // 12 = 0
    assert state["f"][1]["health"] == 2
    assert not state["pending"]
    assert R.to_act(state) == [0]
    assert "attack" in types(state, 0)  # his turn goes on (a second attack with Accuracy 3)


def test_declining_the_blood_window_keeps_the_counter(dice: list[int]) -> None:
    """L877-L879 ("may ... spend it"): ``no_blood`` keeps the counter and rolls the damage against
    the Health he has."""
    state = wounded_target(None)
    dice += [6, 6, 6, 1, 2, 6]
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    state, events = act(state, 1, {"type": "no_blood"})
    assert [len(e.data["defence"]) for e in events if e.type == "damage"] == [1]
    assert state["f"][1]["blood"] == 1
    assert not state["pending"]


def test_no_blood_window_when_spending_would_change_nothing(dice: list[int]) -> None:
    """The window opens only where the counter changes something: none at full Health ("lost
    Health" to restore), none without a counter, none on a miss."""
    for health, blood, charm in ((2, 1, 0), (1, 0, 0), (1, 1, 1)):
        state = playing(HARROWED, BRAVE)
        dice.clear()
        dice += [6, 6, 6, 1, 1, 6]
        state["f"][1].update(pos=cell(1, 8), health=health, blood=blood, charm=charm)  # a charm: a miss
        state, events = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
        assert not state["pending"], (health, blood, charm)
        assert len([e for e in events if e.type == "damage"]) == (0 if charm else 1)


def test_a_counter_spent_before_the_damage_raises_the_health_the_gallows_compare_with(dice: list[int]) -> None:
    """L6: "if the damage you scored is at least twice the number of points of health your target
    had left, he goes directly to the gallows"; L877-L879: the counter is spent before that check.
    At 1 Health, 18 // 3 = 6 damage hangs him (version 1); with the counter spent first he has 2
    Health, rolls two defence dice, 18 // 6 = 3 damage frags him but 3 < 4 does not hang him."""
    for version, spend, hanged in ((OLD, False, True), (PRINTED, True, False)):
        # the Mad Scientist: not the Brave, whom any frag may hang (L709-L712)
        state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3), rules_version=version)
        state["f"][1].update(pos=cell(1, 8), health=1, blood=1)
        dice.clear()
        dice += [6, 6, 6, 6, 6, 6, 3, 3]  # to-hit (3 dice); the Gatling Pistol's 3 damage dice: 18
        state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
        if spend:
            assert state["pending"][0]["kind"] == "blood"
            state, _ = act(state, 1, {"type": "use_blood"})
        else:  # brought to 0 holding the counter: the last stand, which one counter cannot save
            assert state["pending"][0]["kind"] == "last_stand"
            state, _ = act(state, 1, {"type": "fall"})
        assert state["f"][1]["status"] == "fragged"
        assert [p["kind"] for p in state["pending"]] == (["hang"] if hanged else []), version


def test_a_blood_window_between_the_shots_of_a_shootout(dice: list[int]) -> None:
    """L251-L253 with L877-L879: both fighters of a shootout fire in turn; each shot that hits a
    fighter who has lost Health and holds a counter waits on his window before its damage, and
    the next shot follows when it closes."""
    state = playing(HARROWED, BRAVE)
    state["f"][0].update(pos=cell(0, 6), held=True, health=1, blood=1)
    state["f"][1].update(pos=cell(5, 5), health=1, blood=1)
    state["current"] = 1
    state, _ = act(state, 1, {"type": "move", "dir": "south"})  # in line with the holder
    assert R.to_act(state) == [0]
    state, _ = act(state, 0, {"type": "shoot_out", "weapon": STARTING})
    dice += [6, 6, 6, 6, 6, 6, 6]  # both sides' Speed; the first shooter's to-hit
    state, events = act(state, 1, {"type": "return_fire", "weapon": STARTING})
    first = next(e.data for e in events if e.type == "attack")
    assert state["pending"][0]["kind"] == "blood"
    assert state["pending"][0]["seat"] == first["target"]
    # what every viewer sees of the window: the hit's public fields, never the shots to come
    for viewer in (None, 0, 1):
        shown = R.view(state, viewer)["pending"][0]
        assert tuple(shown) == BLOOD_WINDOW_SHOWN
        assert shown == {
            "kind": "blood",
            "seat": first["target"],
            "by": first["seat"],
            "weapon": STARTING,
            "dice": 2,  # the Revolver's and the Bow's 2d
            "extra": 0,
        }
    dice += [1, 1, 6, 6, 6, 6, 6]  # the first shot's damage 2 // 12; the second shot's to-hit
    state, events = act(state, first["target"], {"type": "use_blood"})
    assert [e.data["seat"] for e in events if e.type == "damage"] == [first["target"]]
    second = next(e.data for e in events if e.type == "attack")
    assert second["seat"] == first["target"]
    assert second["target"] == first["seat"]
    assert state["pending"][0]["kind"] == "blood"
    assert state["pending"][0]["seat"] == first["seat"]
    dice += [1, 1, 6]
    state, events = act(state, first["seat"], {"type": "no_blood"})
    assert [e.data["seat"] for e in events if e.type == "damage"] == [first["seat"]]
    assert not state["pending"]
    assert R.to_act(state) == [1]  # the mover's turn goes on


def test_the_blood_window_is_the_holders_alone_and_shows_no_hand() -> None:
    """L72 ("The cards in your hand are hidden from the other players"): the window names only
    what is on the table (the attacker, his weapon, the damage dice), the same to every viewer;
    only the holder may answer it."""
    state = wounded_target(None)
    state["f"][1]["hand"] = [card_named("Snake Oil")]
    state["f"][0]["hand"] = [card_named("Colt Peacemaker")]
    state["f"][0]["auto_hit"] = 1  # a sure hit, no dice needed
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    views = {viewer: R.view(state, viewer) for viewer in (None, 0, 1)}
    assert len({str(v["pending"]) for v in views.values()}) == 1
    assert "hand" not in views[0]["fighters"][1]
    assert "hand" not in views[None]["fighters"][1]
    with pytest.raises(IllegalAction) as refused:
        R.check(state, 0, {"type": "no_blood"})
    assert refused.value.code == "not_your_turn"
    with pytest.raises(IllegalAction):
        R.check(state, 1, {"type": "cure", "card": card_named("Snake Oil")})


# -- L80-L81: the weapons-in-play limit reads the current Health -----------------------------


def test_weapons_in_play_limit_reads_the_current_health_both_ways() -> None:
    """L80-L81: "You are limited to a number of weapon cards in play equal to your Health plus 1."
    The rulebook keeps one Health, the current score ("Keep track of your current scores in these
    three attributes", L49-L50; the defence rolls "his current Health (as modified by any cards,
    or damage from previous attacks)", L767-L768): version 2 reads it, version 1 read the stat.
    Wounded below the stat the limit falls; armour above it raises the limit."""
    colt = [c.uid for c in CARDS if c.name == "Colt Peacemaker"]
    rifles = [c.uid for c in CARDS if c.name == "Winchester Rifle"]
    vest = card_named("Bulletproof Vest")
    play = {"type": "play", "card": colt[0]}
    for version, health, armor, in_play, listed in (
        (OLD, 1, [], 2, True),  # stat 2 + 1 = 3 > 2
        (PRINTED, 1, [], 2, False),  # current 1 + 1 = 2, two in play already
        (OLD, 3, [[vest, 1]], 3, False),  # stat 2 + 1 = 3, three in play
        (PRINTED, 3, [[vest, 1]], 3, True),  # current 3 (armour +1) + 1 = 4 > 3
    ):
        # the Mad Scientist: not the Brave, whom any frag may hang (L709-L712)
        state = playing(("agency_operative", 2, 2, 3), ("mad_scientist", 2, 2, 3), rules_version=version)
        rec = state["f"][0]
        rec.update(health=health, armor=armor, hand=[colt[0]], weapons=[[u, 6] for u in rifles[:in_play]])
        assert (play in R.legal_actions(state, 0)) is listed, (version, health)
        assert R.view(state, 0)["fighters"][0]["effective"]["weapon_limit"] == (3 if version == OLD else health + 1)
        if not listed:
            with pytest.raises(IllegalAction):
                R.check(state, 0, play)


def test_weapons_already_in_play_stay_when_health_falls(dice: list[int]) -> None:
    """The limit governs a weapon going into play: the rulebook loses weapons in play only to a
    frag (L82-L83) or a drop (L895-L902), so a wound below the limit keeps them."""
    state = playing(HARROWED, ("agency_operative", 3, 2, 2))
    rifles = [c.uid for c in CARDS if c.name == "Winchester Rifle"]
    state["f"][1].update(pos=cell(1, 8), weapons=[[u, 6] for u in rifles[:3]])
    assert R.weapon_limit(state, 1) == 4
    dice += [6, 6, 6, 6, 6, 2, 2, 2]  # to-hit; the Revolver's 12 // 6 = 2 damage: Health 3 -> 1
    state, _ = act(state, 0, {"type": "attack", "target": 1, "weapon": STARTING})
    assert state["f"][1]["health"] == 1
    assert R.weapon_limit(state, 1) == 2 < len(state["f"][1]["weapons"]) == 3


# -- random play -------------------------------------------------------------------------------


@pytest.mark.property
def test_random_play_meets_the_new_decisions_and_ends_by_the_rules() -> None:
    """Random play under version 2 lists ``keep_none`` at every keep, opens blood windows, and
    every game ends by three frags (no round cap)."""
    seen: Counter[str] = Counter()
    for seed in range(scaled(12)):
        rng = random.Random(seed)
        state = R.setup(GameConfig("standard", 2 + seed % 5), seed)
        for _ in range(100_000):
            if R.outcome(state) is not None:
                break
            seat = R.to_act(state)[0]
            legal = R.legal_actions(state, seat)
            if state["phase"] == "keep":
                assert {"type": "keep_none"} in legal
            if state["pending"] and state["pending"][0]["kind"] == "blood":
                seen["window"] += 1
                assert legal[-1] == {"type": "no_blood"}
            action = rng.choice(legal)
            seen[action["type"]] += 1
            state, _ = R.apply(state, seat, action)
        outcome = R.outcome(state)
        assert outcome is not None, seed
        assert outcome.details["reason"] == "frags", seed
    assert seen["keep_none"]
    assert seen["window"]


# -- the bots use the new decisions ------------------------------------------------------------


def window_for(health: int, dice_count: int) -> State:
    """A blood window for seat 1 (the Brave, Health 2 at ``health``), a hit of ``dice_count``
    damage dice to be rolled."""
    state = wounded_target(None)
    state["f"][1].update(health=health, blood=1)
    state["pending"] = [
        {
            "kind": "blood",
            "seat": 1,
            "by": 0,
            "weapon": STARTING,
            "dice": dice_count,
            "extra": 0,
            "malfunction": None,
            "cheat": False,
            "main_street": False,
            "then": None,
        }
    ]
    return state


@pytest.mark.parametrize("level", ["normal", "greedy"])
def test_the_bots_spend_a_blood_counter_in_the_window(level: str) -> None:
    """A blood counter spent before a hit's damage is one more defence die (L767-L768): the bots
    spend it; ``normal`` keeps it only through a hit that frags it even with the counter."""
    bot = DeadlandsBot() if level == "normal" else GreedyBot()
    state = window_for(1, 2)
    assert bot.choose(R, state, 1, 3) == {"type": "use_blood"}
    if level == "normal":
        # 40 damage dice against 2 Health dice: fragged whatever it spends; it keeps the counter
        assert bot.choose(R, window_for(1, 40), 1, 3) == {"type": "no_blood"}


def test_greedy_spends_blood_on_its_own_turn_when_hurt() -> None:
    """L877-L879: a counter restores lost Health "at any time": the greedy baseline (the search's
    rollout policy) spends it on its own turn when hurt, where it used to keep it for a last stand."""
    state = playing(HARROWED, BRAVE)
    state["f"][0].update(health=1, blood=1)
    state["turn"]["attacks_used"] = 2  # nothing to shoot first
    assert GreedyBot().choose(R, state, 0, 1) == {"type": "use_blood"}


def test_the_bots_keep_none_only_when_no_card_is_worth_keeping() -> None:
    """L65-L66: keeping is a choice. ``normal`` and the greedy baseline keep their best card, and
    keep none of five jokers (never played, L108-L111); ``normal`` also keeps no hex for the
    Harrowed, who may never play one, but the Saloon Gal keeps a joker to discard for a die."""
    state = keep_phase(PRINTED)
    seat = R.to_act(state)[0]
    jokers = [c.uid for c in CARDS if c.joker]
    for bot in (DeadlandsBot(), GreedyBot()):
        assert bot.choose(R, state, seat, 1)["type"] == "keep"
        five = R.copy_state(state)
        five["poker"] = [jokers[:4] + jokers[:1] if s == seat else p for s, p in enumerate(five["poker"])]
        assert bot.choose(R, five, seat, 1) == {"type": "keep_none"}
    hexes = [c.uid for c in CARDS if c.deck == "hex" and not c.joker][:5]
    for fighter, kept in (("harrowed_gunslinger", "keep_none"), ("saloon_gal", "keep")):
        state["f"][seat] = {**state["f"][seat], "id": fighter}
        state["poker"] = [hexes if s == seat else p for s, p in enumerate(state["poker"])]
        assert DeadlandsBot().choose(R, state, seat, 1)["type"] == kept, fighter


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_a_blood_window_and_a_keep(level: str) -> None:
    """Each level (the ``hard`` search through its rollout policy) answers the new decisions with
    a legal action."""
    bot = find_bot(R.info.id, level).factory()
    for state, seat in ((window_for(1, 2), 1), (keep_phase(PRINTED), None)):
        seat = R.to_act(state)[0] if seat is None else seat
        assert bot.choose(R, state, seat, 5) in R.legal_actions(state, seat)


def test_determinize_deals_a_waiting_shots_hand_weapon_like_the_rest() -> None:
    """L72 (hands are hidden): a blood window in a shootout keeps the shots still to fire; one
    naming a weapon still in another seat's hand is re-dealt with that hand, so a sample never
    keeps the real card, and fires whatever weapon the sample dealt in its place."""
    state = window_for(1, 2)
    colts = [c.uid for c in CARDS if c.name == "Colt Peacemaker"]
    state["f"][0]["hand"] = [colts[0]]
    state["pending"][0]["then"] = {"holder": 0, "mover": 1, "order": [[0, colts[0], False]]}
    seen = set()
    for seed in range(20):
        sample = R.determinize(state, 1, seed)
        shot = sample["pending"][0]["then"]["order"][0]
        dealt = sample["f"][0]["hand"][0]
        if R.cards[dealt].deck == "weapon" and not R.cards[dealt].joker:
            assert shot[1] == dealt
        seen.add(shot[1])
        assert state["pending"][0]["then"]["order"][0][1] == colts[0]  # the input is left alone
    assert len(seen) > 1
    assert R.determinize(state, 0, 1)["pending"][0]["then"]["order"][0][1] == colts[0]  # his own: kept
