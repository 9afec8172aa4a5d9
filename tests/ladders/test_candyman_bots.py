"""Run For Your Life, Candyman!'s bots: what each level may know, how it decides, how strong it is.

Issue #16 (a bot that decides from what its seat can see, and beats a greedy baseline) and
issue #11 (levels: hard beats normal, easy loses to the greedy). The strength claims that
need many games are under ``slow``; ``bench/candyman_bots.py`` prints the README's figures.
"""

from __future__ import annotations

import copy

import pytest

from ladders.bots import make_bot
from ladders.bots.base import Bot
from ladders.candyman.greedy import GreedyBot
from ladders.candyman.heuristic import CandymanBot
from ladders.candyman.panel import search_bot
from ladders.candyman.rules import RULESET as R
from ladders.engine import GameConfig, State, rng_init, splitmix64, state_hash

RULESET_ID = "run-for-your-life-candyman"


def level_bot(name: str) -> Bot:
    """A level as registered; ``hard`` with a small simulation budget: the same search, so
    these tests of every kind of decision stay quick (the registered budget is tested in
    tests/ladders/test_search_bots.py)."""
    if name == "hard":
        return search_bot(8, 60.0)
    return make_bot(RULESET_ID, name)


CONFIG = GameConfig("standard", 4)


def hidden_permuted(state: State, seat: int, salt: int) -> State:
    """The same game as ``seat`` sees it, with everything it cannot see changed: a
    card of another hand swapped with one of the Special Treat pile, the Dash N
    Bash pile in reverse order, and another RNG."""
    twin = copy.deepcopy(state)
    twin["rng"] = rng_init(10_000 + salt)
    pile = twin["treats"]
    for other, player in enumerate(twin["players"]):
        if other != seat and player["hand"] and pile:
            player["hand"][0], pile[0] = pile[0], player["hand"][0]
            pile.append(pile.pop(0))
            break
    left = twin["dash_left"]
    twin["dash"][:left] = twin["dash"][:left][::-1]
    return twin


def play_positions(count: int, seed: int = 11) -> list[tuple[State, int]]:
    """Decisions with a choice, from 4-seat games of the normal bot against itself."""
    found: list[tuple[State, int]] = []
    game = 0
    policy = CandymanBot()
    while len(found) < count:
        state = R.setup(CONFIG, seed + game)
        game += 1
        for step in range(600):
            if R.outcome(state) is not None:
                break
            seat = R.to_act(state)[0]
            legal = R.legal_actions(state, seat)
            if len(legal) >= 2 and step % 2 == 0:
                found.append((state, seat))
            state, _ = R.apply(state, seat, policy.choose(R, state, seat, step))
    return found[:count]


def test_determinize_depends_on_what_the_seat_may_know_only() -> None:
    """Two states that differ only in what seat 0 cannot see re-deal to the same sample."""
    for state, seat in play_positions(30):
        twin = hidden_permuted(state, seat, 1)
        assert state_hash(R.determinize(state, seat, 7)) == state_hash(R.determinize(twin, seat, 7))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_decides_from_its_seat_information_only(level: str) -> None:
    """Non-interference: had the others held other treats, the Dash N Bash pile lain in
    another order and the RNG been another, a level's choice for a fixed seed is the same,
    at every kind of decision the games reach (moves, attacks, summons, cage draws, parts)."""
    kinds: set[str] = set()
    positions = play_positions(40 if level == "hard" else 120)
    for i, (state, seat) in enumerate(positions):
        twin = hidden_permuted(state, seat, i)
        assert twin != state
        choice = level_bot(level).choose(R, state, seat, i)
        assert level_bot(level).choose(R, twin, seat, i) == choice, f"{level} peeked"
        kinds |= {a["type"] for a in R.legal_actions(state, seat)}
    assert {"move", "part"} <= kinds


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
def test_each_level_and_the_greedy_choose_legal_actions_without_touching_the_state(name: str) -> None:
    bot: Bot = GreedyBot() if name == "greedy" else level_bot(name)
    state = R.setup(CONFIG, 3)
    for step in range(250 if name != "hard" else 120):
        if R.outcome(state) is not None:
            break
        seat = R.to_act(state)[0]
        before = state_hash(state)
        action = bot.choose(R, state, seat, step)
        assert state_hash(state) == before
        assert action in R.legal_actions(state, seat)
        state, _ = R.apply(state, seat, action)


def test_the_greedy_always_moves_forward_and_attacks_whenever_it_may() -> None:
    """The baseline as issue #16 describes it: always forward, attack whenever possible."""
    greedy = GreedyBot()
    moves = attacks = 0
    for state, seat in play_positions(200, seed=40):
        legal = R.legal_actions(state, seat)
        action = greedy.choose(R, state, seat, 0)
        types = {a["type"] for a in legal}
        if action["type"] == "move":
            forward = [a for a in legal if a["type"] == "move" and all(d == 1 for d in a["directions"])]
            if forward:
                assert all(d == 1 for d in action["directions"])
            moves += 1
        if "attack" in types:
            assert action["type"] == "attack"
            attacks += 1
    assert moves >= 10
    assert attacks >= 3


def test_normal_takes_the_move_that_leaves_it_furthest_along() -> None:
    """normal scores each way to move by the expected turns left from where it lands
    (bridges followed): it never takes a move that leaves it further from the border
    than another would, bar a cage burst worth a summons (SUMMON_WEIGHT)."""
    normal = CandymanBot()
    checked = 0
    for state, seat in play_positions(200, seed=70):
        legal = R.legal_actions(state, seat)
        moves = [a for a in legal if a["type"] == "move"]
        if len(moves) < 2:
            continue
        seen = R.determinize(state, seat, splitmix64(0))
        scores = {i: normal._after(R, seen, seat, a) for i, a in enumerate(moves)}
        chosen = normal.choose(R, state, seat, 0)
        assert chosen in moves
        best = max(scores.values())
        assert scores[moves.index(chosen)] == best
        checked += 1
    assert checked >= 10


def _window(card: str, mover_pos: int, drawn: int | None, **positions: int) -> tuple[State, int]:
    """A rules-version-2 game where seat 1 holds ``card`` and is asked in seat 0's turn:
    after seat 0's draw of ``drawn`` (None: after its move by a single gumball forward).
    ``positions``: seat2=<space> etc."""
    from tests.ladders.test_candyman import act, dash, game, stack_top, treat

    state = game(3, [mover_pos, 10, positions.get("seat2", 20)], current=0, rules_version=2)
    state["players"][1]["hand"] = [treat(card)]
    stack_top(state, dash("icons", "gumball") if drawn is None else drawn)
    state, _ = act(state, 0, {"type": "draw"})
    if drawn is None:
        state, _ = act(state, 1, {"type": "pass"})
        state, _ = act(state, 0, {"type": "move", "directions": [1]})
    assert R.to_act(state) == [1]
    assert state["stack"][-1]["k"] == "interrupt"
    return state, 1


def test_normal_and_the_hard_rollout_shove_back_a_mover_whose_card_would_cross_the_border() -> None:
    """Out of turn (L139 as printed) the best shove is the one that denies a win: the mover
    drew a card that takes it over the border (L85) from where it stands, and would not
    from five spaces back. A bot that never interrupts lets it win."""
    import random

    from ladders.candyman.data import DASH
    from ladders.candyman.heuristic import can_cross
    from ladders.candyman.panel import rollout

    pos, card = next(
        (p, c.uid)
        for p in range(R.board.zone[0], R.board.border)
        for c in DASH
        if can_cross(R, p, c.uid) and not can_cross(R, p - 5, c.uid)
    )
    state, seat = _window("push_n_pop", pos, card)
    shove = {"type": "treat", "card": state["players"][1]["hand"][0], "target": 0}
    assert CandymanBot().choose(R, state, seat, 1) == shove
    assert rollout(R, state, seat, random.Random(1)) == shove
    assert CandymanBot(interrupts=False).choose(R, state, seat, 1) == {"type": "pass"}
    after, _ = R.apply(state, seat, shove)
    assert after["players"][0]["pos"] == pos - 5
    assert not can_cross(R, after["players"][0]["pos"], card)


def test_normal_tears_off_a_one_box_part_out_of_turn_and_otherwise_keeps_its_card() -> None:
    """Fizz Pop (1 box, a part of your choice) is a trophy (L115) on a part left with one
    box: normal plays it on that cookie, whoever's turn it is; with nothing to gain it
    passes and keeps the card."""
    state, seat = _window("fizz_pop", 30, None, seat2=60)
    assert CandymanBot().choose(R, state, seat, 1) == {"type": "pass"}
    state["players"][2]["parts"] = [4, 4, 1, 4, 4, 4]
    fizz = state["players"][1]["hand"][0]
    assert CandymanBot().choose(R, state, seat, 1) == {"type": "treat", "card": fizz, "target": 2}
    state, _ = R.apply(state, seat, {"type": "treat", "card": fizz, "target": 2})
    state, _ = R.apply(state, seat, CandymanBot().choose(R, state, seat, 2))  # the part: the one-box arm
    assert state["players"][2]["parts"][2] == 0
    assert state["players"][1]["trophies"] == [[2, 2]]


# -- strength (slow): seeded matches whose margins chance alone would not give ----------------


def test_the_regret_bench_values_a_winning_move_at_one_and_repeats_its_futures() -> None:
    """bench/candyman_regret.py plays each option on to the end from the hero's view: a move
    that crosses the border is worth a whole win in every future, the same futures give the
    same value again (the options are compared on the same futures), and the position itself
    is left as it was."""
    from bench.candyman_regret import Field

    for state, seat in play_positions(400, seed=90):
        moves = [a for a in R.legal_actions(state, seat) if a["type"] == "move"]
        winning = []
        for move in moves:
            after = R.copy_state(state)
            R.step(after, seat, move)
            if after["winners"] == [seat]:
                winning.append(move)
        if winning and len(winning) < len(moves):
            break
    else:
        pytest.fail("no position with a winning and a non-winning move")
    field = Field(R, seat)
    other = next(m for m in moves if m not in winning)
    before = state_hash(state)
    assert field.value(state, winning[0], range(4), salt=5) == 1.0
    first = field.value(state, other, range(4), salt=5)
    assert field.value(state, other, range(4), salt=5) == first
    assert state_hash(state) == before


def test_easy_is_the_racer_with_two_decisions_in_five_at_random() -> None:
    """``easy`` (docs/bots.md, fifteenth run): where the seed does not make it blunder it
    plays exactly the panel's racer; it blunders at about EASY_BLUNDER of its decisions,
    and each blunder is a legal action (a first opponent, not a broken one)."""
    from ladders.candyman.bots import EASY_BLUNDER
    from ladders.candyman.panel import PANEL

    easy, racer = make_bot(RULESET_ID, "easy"), PANEL["racer"]()
    differing = same = 0
    for i, (state, seat) in enumerate(play_positions(200, seed=70)):
        seed = splitmix64(i)
        choice = easy.choose(R, state, seat, seed)
        assert choice in R.legal_actions(state, seat)
        if choice == racer.choose(R, state, seat, seed):
            same += 1
        else:
            differing += 1
    # A blunder can land on the racer's own choice, so at most EASY_BLUNDER of them differ.
    assert 0.1 < differing / 200 <= EASY_BLUNDER + 0.08
    assert same > 0


def test_hards_search_keeps_normals_move_unless_another_is_ahead_by_its_margin() -> None:
    """``search_bot`` is the critic of ``normal`` at the shipped margin; the tuning bench's
    variants (bench/candyman_fit_eval.py) pass another."""
    from ladders.candyman.heuristic import CandymanBot
    from ladders.candyman.panel import PRIOR_MARGIN

    shipped = search_bot(8, 60.0)
    assert shipped.prior_margin == PRIOR_MARGIN == 0.10
    assert isinstance(shipped.prior, CandymanBot)
    assert search_bot(8, 60.0, margin=0.05).prior_margin == 0.05


def test_the_tuning_benchs_normal_variants_play_legal_games() -> None:
    """The twenty-first run's variants of ``normal`` (bench/candyman_fit_eval.py, tuning
    seeds only) play whole games legally among fighters, each from its own view."""
    from bench.candyman_fit_eval import VARIANTS, NormalVariantBot, make_player
    from ladders.bots.arena import play_game

    names = [n for n, factory in VARIANTS.items() if isinstance(factory(), NormalVariantBot)]
    assert len(names) == 12
    for name in names:
        seats = [make_player(name), make_player("fighter"), make_player("fighter"), make_player("fighter")]
        outcome = play_game(R, CONFIG, 7, seats)  # rules.check refuses an illegal action
        assert outcome.winners
        bot = make_player(name)
        state = R.copy_state(R.setup(CONFIG, 5))
        for ply in range(40):  # the same choice whatever it cannot see
            seat = R.to_act(state)[0]
            chosen = bot.choose(R, state, seat, ply)
            assert bot.choose(R, hidden_permuted(state, seat, ply), seat, ply) == chosen
            R.step(state, seat, R.normalize_action(state, seat, chosen))
