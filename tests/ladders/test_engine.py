"""The engine contract's own pieces: RNG, hashing, replay, placements, config checks."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from ladders.engine import (
    MASK64,
    Event,
    GameConfig,
    IllegalAction,
    InvalidConfig,
    Outcome,
    action_schema,
    check_param_types,
    param_types,
    placements_from_keys,
    replay,
    rng_below,
    rng_init,
    rng_shuffle,
    rng_u64,
    roll_dice,
    roll_die,
    seed_commitment,
    splitmix64,
    state_hash,
)
from ladders.registry import all_rulesets, get_ruleset


def test_splitmix64_reference_values() -> None:
    # Reference outputs of splitmix64 seeded with 0 (Vigna's C implementation).
    state = 0
    outputs = []
    for _ in range(3):
        outputs.append(splitmix64(state))
        state = (state + 0x9E3779B97F4A7C15) & ((1 << 64) - 1)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_rng_u64_is_splitmix64_of_seed_xor_splitmix64_counter() -> None:
    """rng_u64 inlines both splitmix64 calls for speed; it must stay this composition."""
    mask = (1 << 64) - 1
    for seed in (0, 1, 42, mask, 0x9E3779B97F4A7C15):
        for counter in (0, 1, 77, 1 << 63, mask - 1):
            state = {"rng": [seed, counter]}
            assert rng_u64(state) == splitmix64((seed ^ splitmix64(counter)) & mask)
            assert state["rng"] == [seed, counter + 1]


@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.integers(min_value=0, max_value=2**64 - 40),
    st.sampled_from([1, 2, 3, 6, 7, 100, 256, 257, 1000, 2**63 + 5]),
)
# Counters in, across and past the end of the table of counter mixes that rng_below looks up.
@example(seed=7, counter=0, n=6)
@example(seed=2**64 - 1, counter=4090, n=6)
@example(seed=0x9E3779B97F4A7C15, counter=4090, n=2**63 + 5)
def test_rng_below_is_rejection_over_rng_u64(seed: int, counter: int, n: int) -> None:
    """rng_below inlines rng_u64 and tables its limits; it must draw exactly as the plain
    rejection loop over rng_u64 (n = 2**63 + 5 rejects about half the draws)."""
    fast = {"rng": [seed, counter]}
    plain = {"rng": [seed, counter]}
    limit = MASK64 - (MASK64 + 1) % n
    for _ in range(10):
        value = rng_u64(plain)
        while value > limit:
            value = rng_u64(plain)
        assert rng_below(fast, n) == value % n
        assert fast["rng"] == plain["rng"]


@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.integers(min_value=0, max_value=2**64 - 40),
    st.integers(min_value=-1, max_value=12),
    st.sampled_from([1, 2, 6, 7, 256, 257, 2**63 + 5]),
)
@example(seed=5, counter=4090, count=12, sides=6)
@example(seed=2**64 - 1, counter=4094, count=4, sides=2**63 + 5)
def test_roll_dice_is_roll_die_in_turn(seed: int, counter: int, count: int, sides: int) -> None:
    """roll_dice inlines rng_below; it must give the same faces in the same order and leave
    the same counter as ``count`` calls of roll_die (a count of 0 or less rolls nothing)."""
    fast = {"rng": [seed, counter]}
    plain = {"rng": [seed, counter]}
    assert roll_dice(fast, count, sides) == [roll_die(plain, sides) for _ in range(count)]
    assert fast["rng"] == plain["rng"]


def test_rng_is_counter_based_and_replayable() -> None:
    a = {"rng": rng_init(42)}
    b = {"rng": rng_init(42)}
    assert [rng_below(a, 100) for _ in range(50)] == [rng_below(b, 100) for _ in range(50)]
    assert a["rng"] == [42, 50]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_rng_below_stays_in_range(seed: int, n: int) -> None:
    state = {"rng": rng_init(seed)}
    assert all(0 <= rng_below(state, n) < n for _ in range(20))


def test_rng_below_is_roughly_uniform() -> None:
    state = {"rng": rng_init(7)}
    counts = Counter(rng_below(state, 6) for _ in range(60_000))
    assert all(9_400 < c < 10_600 for c in counts.values())


def test_shuffle_is_a_permutation() -> None:
    state = {"rng": rng_init(3)}
    items = list(range(52))
    rng_shuffle(state, items)
    assert sorted(items) == list(range(52))
    assert items != list(range(52))


@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.integers(min_value=0, max_value=2**64 - 200),
    st.integers(min_value=0, max_value=80),
)
def test_shuffle_draws_as_rng_below_does(seed: int, counter: int, length: int) -> None:
    """rng_shuffle inlines its draws for speed; it must stay Fisher-Yates over rng_below."""
    fast = {"rng": [seed, counter]}
    reference = {"rng": [seed, counter]}
    items = list(range(length))
    expected = list(range(length))
    rng_shuffle(fast, items)
    for i in range(length - 1, 0, -1):
        j = rng_below(reference, i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected
    assert fast["rng"] == reference["rng"]


@pytest.mark.parametrize("counter", [0, 1, 700, 4030, 4095, 4096])
def test_shuffle_from_a_game_s_own_counters_draws_as_rng_below_does(counter: int) -> None:
    """The counters a game draws at (looked up, not mixed, below 4096; and across that edge)."""
    for seed in (0, 7, 2**64 - 1):
        fast = {"rng": [seed, counter]}
        reference = {"rng": [seed, counter]}
        items = list(range(65))
        expected = list(range(65))
        rng_shuffle(fast, items)
        for i in range(64, 0, -1):
            j = rng_below(reference, i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected
        assert fast["rng"] == reference["rng"]


def test_state_hash_ignores_key_order() -> None:
    assert state_hash({"a": 1, "b": [1, 2]}) == state_hash({"b": [1, 2], "a": 1})
    assert state_hash({"a": 1}) != state_hash({"a": 2})


def test_seed_commitment_is_sha256_of_the_decimal_seed() -> None:
    assert seed_commitment(7) == "7902699be42c8a8e46fbbb4501726517e86b22c56a189f7625a6da49081b2451"


def test_replay_rebuilds_the_same_state() -> None:
    rules = get_ruleset("shrinks-and-ladders")
    config = GameConfig("standard", 3)
    state = rules.setup(config, 11)
    chooser = random.Random(0)
    log = []
    for _ in range(40):
        seat = rules.to_act(state)[0]
        action = chooser.choice(rules.legal_actions(state, seat))
        state, _ = rules.apply(state, seat, action)
        log.append((seat, action))
    assert state_hash(replay(rules, config, 11, log)) == state_hash(state)
    assert state_hash(replay(rules, config, 12, [])) != state_hash(replay(rules, config, 11, []))


def test_replay_of_a_tampered_log_fails() -> None:
    rules = get_ruleset("shrinks-and-ladders")
    config = GameConfig("standard", 2)
    state = rules.setup(config, 5)
    seat = rules.to_act(state)[0]
    with pytest.raises(IllegalAction):
        replay(rules, config, 5, [(seat, {"type": "move", "piece": 0})])


def test_placements_share_places_on_ties() -> None:
    assert placements_from_keys([5, 9, 5, 1]) == [2, 1, 2, 4]


def test_event_visibility() -> None:
    public = Event("rolled", {"roll": 3})
    private = Event("drew", {"card": "x"}, (1,))
    assert public.visible(None)
    assert private.visible(1)
    assert not private.visible(0)
    assert not private.visible(None)
    assert Event.from_dict(private.to_dict()) == private


def test_outcome_round_trips() -> None:
    outcome = Outcome([1, 2], [0], [3.0, 1.0], [2, 0], [1, 0], None, {"x": 1})
    assert Outcome.from_dict(outcome.to_dict()) == outcome


def test_unknown_ruleset_and_scenario_are_config_errors() -> None:
    with pytest.raises(InvalidConfig) as err:
        get_ruleset("chess")
    assert err.value.code == "unknown_ruleset"
    with pytest.raises(InvalidConfig) as err:
        get_ruleset("shrinks-and-ladders").setup(GameConfig("nope", 2), 1)
    assert err.value.code == "unknown_scenario"


def test_teams_only_for_team_scenarios() -> None:
    rules = get_ruleset("shrinks-and-ladders")
    with pytest.raises(InvalidConfig) as err:
        rules.setup(GameConfig("standard", 2, {}, (0, 1)), 1)
    assert err.value.code == "teams_not_allowed"


def test_no_ruleset_module_imports_django() -> None:
    import sys

    for rules in all_rulesets():
        assert rules.info.id
    assert not any(name == "django" or name.startswith("django.") for name in sys.modules if "ladders" in name)


def test_param_types_read_each_parameters_json_type_from_the_action_schemas() -> None:
    """``integer``, ``boolean`` and ``string`` types, an ``enum`` or ``const`` of one
    type, and an array's items; a parameter of no single type (none declared, or a list
    of types) is not checked."""
    schemas = {
        "move": action_schema(
            "",
            directions={"type": "array", "items": {"enum": [1, -1]}},
            dir={"enum": ["north", "south"]},
            cheat={"type": "boolean", "optional": True},
        ),
        "pick": action_schema(
            "",
            card={"type": "integer"},
            anything={"optional": True},
            maybe={"type": ["integer", "null"], "optional": True},
        ),
    }
    table = param_types(schemas)
    assert table["move"] == (("directions", list, int), ("dir", str, None), ("cheat", bool, None))
    assert table["pick"] == (("card", int, None),)
    check_param_types(table, {"type": "move", "directions": [1, -1], "dir": "north"})
    check_param_types(table, {"type": "pick", "card": 3, "anything": 1.5, "maybe": None})
    for bad in (
        {"type": "pick", "card": 3.0},
        {"type": "pick", "card": True},
        {"type": "move", "directions": [1.0], "dir": "north"},
        {"type": "move", "directions": [True], "dir": "north"},
        {"type": "move", "directions": [1], "dir": "north", "cheat": 1},
    ):
        with pytest.raises(IllegalAction) as refused:
            check_param_types(table, bad)
        assert refused.value.code == "malformed_action"
