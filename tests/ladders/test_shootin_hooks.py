"""The team scenarios of a later issue plug into Shootin' Ladders through the scenario hooks alone.

Two scenarios are written here against ``ScenarioRules`` only (no change to rules.py) and
plugged in with ``ruleset_with``: a Candyman Flag Capture (L320-356: flags on 6 and 95,
exact-landing pick-up from the enemy base, pick-up while passing a loose flag, a flag marker on
a chosen body part, the flag dropping with that part, the capture by exact landing on the home
base held for a full round) and a Dirty Half Dozen (L358-398: the sniper places anywhere on
91-100 with the Ginger Snipe Rifle and nothing else, ignores one obstruction to line of sight,
reloads by himself on his next turn; the squad starts on square 1 with empty hands, goes first
and picks its order; boxes by side). They are compact versions for the hook test, not the
later issue's scenarios: the flag drop scatter roll and the steal contest are left out.
"""

from __future__ import annotations

import random
from typing import Any

from ladders.engine import Action, Event, GameConfig, Scenario, Seat, State, replay, state_hash
from ladders.shootin.board import Board
from ladders.shootin.cards import CARDS
from ladders.shootin.rules import PARTS, ruleset_with
from ladders.shootin.scenarios import ENDURANCE, STANDARD, ScenarioRules

_PART = {"enum": list(PARTS)}


def _schema(name: str, **properties: Any) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"type": {"const": name}, **properties},
        "required": ["type", *properties],
        "additionalProperties": False,
    }


class AlternatingTeams(ScenarioRules):
    """L232: teams alternate; a team picks which of its ready members acts next."""

    def advance(self, state: State, current: int) -> tuple[bool, list[int]]:
        deployed = state["scenario_state"].setdefault("deployed", [])
        deployed.append(current)
        teams = state["teams"]
        alive = [s for s, p in enumerate(state["players"]) if p["status"] != "out"]
        ready = [s for s in alive if s not in deployed]
        other = [s for s in ready if teams[s] != teams[current]]
        if other or ready:
            return False, other or ready
        state["scenario_state"]["deployed"] = []
        return True, [s for s in alive if teams[s] != teams[current]] or alive

    def may_attack(self, state: State, seat: int, target: int) -> bool:
        return bool(state["teams"][seat] != state["teams"][target])

    def placement_key(self, state: State, seat: int) -> tuple[Any, ...]:
        team = state["teams"][seat]
        frags = sum(p["frags"] for s, p in enumerate(state["players"]) if state["teams"][s] == team)
        return (team in state["scenario_state"].get("won", []), frags)


class FlagCaptureForTest(AlternatingTeams):
    info = Scenario("test-flag-capture", "Flag capture (hook test)", teams=True)
    boxes = ENDURANCE
    starting_hand = {"weapon": 1, "ammo": 1}
    action_schemas = {"flag_part": _schema("flag_part", part=_PART), "drop_flag": _schema("drop_flag")}
    event_schemas = {"flag": {"properties": {"seat": {"type": "integer"}, "what": {"type": "string"}}}}

    def boxes_for(self, state: State, seat: int, *, respawn: bool) -> int:
        return STANDARD if respawn else ENDURANCE  # L346-348

    @staticmethod
    def base(team: int) -> int:
        return 6 if team == 0 else 95  # L326 the Red flag on #6, the Blue flag on #95

    def start_squares(self, state: State) -> list[int | None] | None:
        return [self.base(team) for team in state["teams"]]

    def flags(self, state: State) -> list[dict[str, Any]]:
        ss = state["scenario_state"]
        if "flags" not in ss:
            ss["flags"] = [{"at": self.base(t), "carrier": None, "part": None} for t in (0, 1)]
        flags: list[dict[str, Any]] = ss["flags"]
        return flags

    def on_turn_start(self, state: State, seat: Seat, events: list[Event]) -> None:
        ss = state["scenario_state"]
        ss["landed"] = None
        capture = ss.get("capture")
        if capture is not None and capture["by"] == seat:
            # L338 'until the player who placed the opponent's flag on their base begins their next turn'.
            ss["won"] = [state["teams"][seat]]

    def on_move(self, state: State, seat: Seat, passed: list[int], landed: int | None, events: list[Event]) -> None:
        team = state["teams"][seat]
        if landed is not None:
            state["scenario_state"]["landed"] = landed
        for index, flag in enumerate(self.flags(state)):
            if flag["carrier"] is not None or flag["at"] not in passed:
                continue
            on_base = flag["at"] == self.base(index)
            if on_base and (index == team or flag["at"] != landed):
                continue  # L326: exact count to lift it off its base; never your own flag from your base
            flag.update(carrier=seat, at=None)
            events.append(Event("flag", {"seat": seat, "what": "picked_up"}))
            live = [p for p in range(len(PARTS)) if state["players"][seat]["parts"][p] > 0]
            self.open_pending(state, {"kind": "flag_part", "seat": seat, "flag": index, "parts": live})

    def on_part_lost(self, state: State, target: Seat, part: int, attacker: Seat | None, events: list[Event]) -> None:
        for flag in self.flags(state):
            if flag["carrier"] == target and flag["part"] == part:
                # L330: the flag drops (here always on the carrier's square).
                flag.update(carrier=None, part=None, at=state["players"][target]["pos"])
                events.append(Event("flag", {"seat": target, "what": "dropped"}))

    def pending_actions(self, state: State, seat: Seat, pending: dict[str, Any]) -> list[Action]:
        return [{"type": "flag_part", "part": PARTS[p]} for p in pending["parts"]]

    def active_actions(self, state: State, seat: Seat) -> list[Action]:
        team = state["teams"][seat]
        enemy = self.flags(state)[1 - team]
        home = self.base(team)
        if enemy["carrier"] == seat and state["scenario_state"].get("landed") == home:
            return [{"type": "drop_flag"}]  # L338 'land on your base by exact count and declare'
        return []

    def apply_action(self, state: State, seat: Seat, action: Action, events: list[Event]) -> None:
        if action["type"] == "flag_part":
            pending = state["pending"]
            state["pending"] = None
            self.flags(state)[pending["flag"]]["part"] = PARTS.index(action["part"])
        else:
            team = state["teams"][seat]
            self.flags(state)[1 - team].update(carrier=None, part=None, at=self.base(team))
            state["scenario_state"]["capture"] = {"by": seat}
        events.append(Event("flag", {"seat": seat, "what": action["type"]}))

    def public_state(self, state: State) -> Any:
        flags = [
            {**f, "at": state["players"][f["carrier"]]["pos"] if f["carrier"] is not None else f["at"]}
            for f in self.flags(state)
        ]
        return {"flags": flags, "capture": state["scenario_state"].get("capture")}

    def check_end(self, state: State) -> list[int] | None:
        won = state["scenario_state"].get("won")
        return [s for s in range(state["seats"]) if state["teams"][s] in won] if won else None


class DirtyHalfDozenForTest(AlternatingTeams):
    """Team 1 is the sniper (one seat), team 0 the squad."""

    info = Scenario("test-dirty-half-dozen", "Sniper vs squad (hook test)", teams=True)
    respawns = 0
    starting_hand = {}

    @staticmethod
    def is_sniper(state: State, seat: int) -> bool:
        return bool(state["teams"][seat] == 1)

    def starting_cards(self, state: State, seat: Seat) -> list[str]:
        return ["ginger_snipe_rifle"] if self.is_sniper(state, seat) else []  # L374

    def boxes_for(self, state: State, seat: int, *, respawn: bool) -> int:
        if self.is_sniper(state, seat):
            return max(2, sum(1 for t in state["teams"] if t == 0))  # L388-398 one box per opponent
        return 1  # L384 'Squad: 1 damage box per body part'

    def start_squares(self, state: State) -> list[int | None] | None:
        return [None if t == 1 else 1 for t in state["teams"]]  # L366

    def place_actions(self, state: State, seat: Seat, free_points: list[int]) -> list[Action]:
        return [{"type": "place", "square": s} for s in range(91, 101)]  # 'anywhere on the top level'

    def first_turn(self, state: State) -> list[int]:
        return [s for s in range(state["seats"]) if not self.is_sniper(state, s)]  # 'The squad will go first'

    def may_use_card(self, state: State, seat: Seat, uid: int) -> bool:
        return not self.is_sniper(state, seat) or CARDS[uid].id == "ginger_snipe_rifle"  # L368

    def may_draw(self, state: State, seat: Seat) -> bool:
        return not self.is_sniper(state, seat)

    def line_of_sight(self, board: Board, state: State, seat: Seat, a: int, b: int) -> bool:
        if self.is_sniper(state, seat):
            return board.obstructions(a, b) <= 1  # L368 'ignore one (and only one) obstruction'
        return board.line_of_sight(a, b)

    def on_turn_start(self, state: State, seat: Seat, events: list[Event]) -> None:
        if self.is_sniper(state, seat):
            for weapon in state["players"][seat]["weapons"]:
                if weapon["ammo"] == 0:
                    weapon["ammo"] = CARDS[weapon["card"]].ammo  # L368 reload on his following turn

    def check_end(self, state: State) -> list[int] | None:
        standing = {state["teams"][s] for s, p in enumerate(state["players"]) if p["status"] != "out"}
        if len(standing) == 1:
            state["scenario_state"]["won"] = list(standing)
            return [s for s in range(state["seats"]) if state["teams"][s] in standing]
        return None


FLAG = FlagCaptureForTest()
SNIPER = DirtyHalfDozenForTest()
R = ruleset_with([FLAG, SNIPER])


def random_log(config: GameConfig, seed: int) -> tuple[list[tuple[int, Action]], State]:
    chooser = random.Random(seed)
    state = R.setup(config, seed)
    log: list[tuple[int, Action]] = []
    for _ in range(30_000):
        if R.outcome(state) is not None:
            return log, state
        seat = R.to_act(state)[0]
        action = chooser.choice(R.legal_actions(state, seat))
        log.append((seat, action))
        before = state_hash(state)
        after, _ = R.apply(state, seat, action)
        assert state_hash(state) == before, "apply (and every hook) leaves its input alone"
        state = after
    raise AssertionError("the game did not end")


def test_plugged_in_scenarios_join_the_metadata_without_changing_the_registered_ruleset() -> None:
    from ladders.shootin.rules import RULESET

    assert {"flag_part", "drop_flag"} <= set(R.info.action_schemas)
    assert {s.id for s in R.info.scenarios} >= {"test-flag-capture", "test-dirty-half-dozen", "crumble-zone"}
    assert "flag_part" not in RULESET.info.action_schemas


def test_flag_capture_through_the_hooks() -> None:
    """L326 pick-up by exact count from the enemy base, a marker on a chosen part; L330 the flag drops
    with that part; L328 a loose flag is picked up in passing; L338 the capture holds a full round."""
    config = GameConfig(FLAG.info.id, 2, {}, (0, 1))
    state = R.setup(config, 5)
    assert [p["pos"] for p in state["players"]] == [6, 95]
    red, blue = 0, 1
    for s, square in ((red, 92), (blue, 40)):
        state["players"][s]["pos"] = square
    R._start_turn(state, red, [])
    state["turn"].update(phase="active", dice=[2, 3])
    passing, _ = R.apply(state, red, {"type": "move", "die": 0, "direction": 1})  # 92 -> 94
    passing, _ = R.apply(passing, red, {"type": "move", "die": 1, "direction": 1})  # 94 -> 97 passes 95
    assert passing["scenario_state"]["flags"][blue]["carrier"] is None, "not by exact count"
    state, _ = R.apply(state, red, {"type": "move", "die": 1, "direction": 1})  # 92 -> 95 exactly
    assert R.legal_actions(state, red)[0]["type"] == "flag_part"
    state, _ = R.apply(state, red, {"type": "flag_part", "part": "left_arm"})
    assert R.view(state, blue)["scenario_state"]["flags"][blue]["at"] == 95
    state, _ = R.apply(state, red, {"type": "move", "die": 0, "direction": 1})  # 95 -> 97
    # The part holding the flag is torn off: the flag drops where the carrier stands.
    state["players"][red]["parts"][PARTS.index("left_arm")] = 1
    events: list[Event] = []
    R._damage(state, blue, red, [PARTS.index("left_arm")], piercing=False, events=events)
    assert state["scenario_state"]["flags"][blue] == {"at": 97, "carrier": None, "part": None}
    # A loose flag is picked up by moving through its square.
    state["players"][red]["pos"] = 99
    R._start_turn(state, red, [])
    state["turn"].update(phase="active", dice=[3, 1])
    state, _ = R.apply(state, red, {"type": "move", "die": 0, "direction": -1})  # 99 -> 96 through 97
    assert state["scenario_state"]["flags"][blue]["carrier"] == red
    state, _ = R.apply(state, red, {"type": "flag_part", "part": "head"})
    # Home by exact count, declare the drop, and hold it until the next turn begins.
    state["players"][red]["pos"] = 2
    R._start_turn(state, red, [])
    state["turn"].update(phase="active", dice=[4, 1])
    assert {"type": "drop_flag"} not in R.legal_actions(state, red)
    state, _ = R.apply(state, red, {"type": "move", "die": 0, "direction": 1})  # 2 -> 6
    state, _ = R.apply(state, red, {"type": "drop_flag"})
    assert R.outcome(state) is None
    state, _ = R.apply(state, red, {"type": "move", "die": 1, "direction": 1})
    state, _ = R.apply(state, red, {"type": "end_turn"})
    assert R.outcome(state) is None, "blue still has its turn to take the flag back"
    state, _ = R.apply(state, blue, {"type": "stay"})
    state, _ = R.apply(state, blue, {"type": "end_turn"})
    outcome = R.outcome(state)
    assert outcome is not None
    assert outcome.winners == [red]


def test_dirty_half_dozen_through_the_hooks() -> None:
    """L366 the sniper anywhere on 91-100, the squad on #1 and first; L368 one obstruction ignored,
    the rifle only, reloaded on his next turn; L374 starting hands; L384-398 boxes."""
    config = GameConfig(SNIPER.info.id, 4, {}, (0, 0, 0, 1))
    state = R.setup(config, 9)
    assert [p["pos"] for p in state["players"]][:3] == [1, 1, 1]
    assert R.to_act(state) == [3]
    assert R.legal_actions(state, 3) == [{"type": "place", "square": s} for s in range(91, 101)]
    state, _ = R.apply(state, 3, {"type": "place", "square": 97})
    squad_turn = R.legal_actions(state, R.to_act(state)[0])
    assert {a["seat"] for a in squad_turn if a["type"] == "activate"} == {0, 1, 2}
    assert [CARDS[u].id for u in state["players"][3]["hand"]] == ["ginger_snipe_rifle"]
    assert all(state["players"][s]["hand"] == [] for s in range(3))
    assert [state["players"][s]["parts"][0] for s in range(4)] == [1, 1, 1, 3]
    # The sniper may play only his rifle, never draw, and shoots through one floor but not two.
    sniper = state["players"][3]
    rifle = sniper["hand"][0]
    nibbs = next(u for u in state["decks"]["ammo"] if CARDS[u].id == "nibbs")
    state["decks"]["ammo"].remove(nibbs)
    sniper["hand"].append(nibbs)
    state["pending"] = None
    for s, square in ((0, 77), (1, 10), (2, 2)):
        state["players"][s]["pos"] = square
    sniper["pos"] = 97
    R._start_turn(state, 3, [])
    state["turn"].update(phase="active", dice=[])
    legal = R.legal_actions(state, 3)
    assert {"type": "play_weapon", "card": rifle} in legal
    assert not any(a.get("card") == nibbs for a in legal)
    state, _ = R.apply(state, 3, {"type": "play_weapon", "card": rifle})
    board = R.board
    assert board.obstructions(97, 77) == 1
    assert not board.line_of_sight(97, 77)
    targets = {a["target"] for a in R.legal_actions(state, 3) if a["type"] == "attack" and a["weapon"] == rifle}
    assert 0 in targets, "one floor in the way is ignored"
    assert board.obstructions(97, 10) >= 2
    assert board.distance(97, 10) <= CARDS[rifle].range
    assert 1 not in targets, "two obstructions still block"
    state["players"][3]["weapons"][0]["ammo"] = 0
    state, _ = R.apply(state, 3, {"type": "end_turn"})
    assert state["players"][3]["weapons"][0]["ammo"] == 0
    R._start_turn(state, 3, [])
    assert state["players"][3]["weapons"][0]["ammo"] == CARDS[rifle].ammo


def test_hooked_team_scenarios_play_to_the_end_and_replay() -> None:
    missions: dict[str, int] = {}
    for scenario, teams, seeds in (
        (FLAG.info.id, (0, 1, 0, 1), (5, 6)),
        (SNIPER.info.id, (0, 0, 0, 1), (2, 5)),
    ):
        for seed in seeds:
            config = GameConfig(scenario, 4, {"round_cap": 60}, teams)
            log, final = random_log(config, seed)
            outcome = R.outcome(final)
            assert outcome is not None
            if outcome.details["end_reason"] == "mission":
                missions[scenario] = missions.get(scenario, 0) + 1
                assert len({teams[w] for w in outcome.winners}) == 1, "one side wins"
            assert state_hash(replay(R, config, seed, log)) == state_hash(final)
            for seat, action in log:
                if action["type"] == "attack":
                    assert teams[seat] != teams[action["target"]], "no friendly fire"
    assert set(missions) == {FLAG.info.id, SNIPER.info.id}, "each scenario's own goal ended a game"
