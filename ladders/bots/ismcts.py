"""Information-set Monte Carlo tree search with a game's heuristic inside: the ``hard`` levels.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012; OpenSpiel's
``ismcts.py`` is the reference read): every simulation starts from a fresh
``rules.determinize(state, seat, ...)`` (what the seat cannot see re-dealt,
future dice re-seeded from the bot's seed), so the search sees only the seat's
information set and never the real hidden cards or rolls. The tree is open
loop, keyed by the action sequence from the root, which also covers chance;
an action legal in some worlds and not in others is scored against how often
it was available (availability counts, the paper's "ISMCTS with subset
armed bandits"). Every node keeps a reward total per seat and each seat picks
what is best for itself (max^n), as in OpenSpiel's multi-player MCTS.

Unlike a plain MCTS, the leaves are not played to the end at random: a
simulation plays ``rollout_depth`` actions by the game's own ``rollout``
policy (its greedy baseline, cheap and sensible) and then asks the game's
``evaluate`` for each seat's value in [0, 1] (a finished game scores its
placements). Forced moves (one legal action) are stepped through without a
node, so the depth counts decisions.

The budget is ``simulations``: for a given seed the choice is fixed, whatever
the machine's load. ``time_limit`` is the documented hard bound on one
decision's wall-clock time: the search stops before a simulation as slow as the
slowest so far would pass it (and then, only then, the choice can depend on the
load), so a decision overruns it only when one simulation runs slower than every one
before it; the levels set it to their ``think_seconds``.
The final choice is the root action of the best mean value among those visited at
least a quarter as often as the most visited (in these games the values of good moves
differ by a few hundredths, where the visit counts of UCB are still noise), ties broken
by the seed.

With a ``prior`` (a level's own one-ply player, which decides from the same view), the
search is its critic: the prior's choice is tried first and kept unless another root
action's mean value beats it by more than ``prior_margin``. A search whose short rollouts
and leaf value are rougher than the prior's rules then costs nothing where it cannot tell
the moves apart, and overrides the prior only where it sees a clear gap (a policy
improved by rollouts, after Tesauro & Galperin 1996 and Bertsekas' rollout algorithms).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from ladders.bots.base import Bot, rewards_from_outcome
from ladders.bots.style import Policy, pick
from ladders.engine import Action, Ruleset, Seat, State, splitmix64

Evaluate = Callable[[Ruleset, State], list[float]]
EXPLORATION = 0.7
FORCED_LIMIT = 200  # forced steps followed in one descent, at most


def action_key(action: Action) -> tuple[tuple[str, object], ...]:
    """A hashable key of an action (its items, lists as tuples)."""
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in action.items()))


class _Node:
    __slots__ = ("avail", "children", "totals", "visits")

    def __init__(self, seats: int) -> None:
        self.children: dict[tuple[tuple[str, object], ...], _Node] = {}
        self.visits = 0
        self.avail = 1
        self.totals = [0.0] * seats


class ISMCTSBot:
    """ISMCTS over ``rules.determinize`` with a heuristic rollout and leaf value."""

    def __init__(
        self,
        rollout: Policy,
        evaluate: Evaluate,
        *,
        simulations: int = 200,
        rollout_depth: int = 8,
        time_limit: float = 1.0,
        exploration: float = EXPLORATION,
        peek: bool = False,
        prior: Bot | None = None,
        prior_margin: float = 0.0,
    ) -> None:
        self.rollout = rollout
        self.evaluate = evaluate
        self.simulations = simulations
        self.rollout_depth = rollout_depth
        self.time_limit = time_limit
        self.clock: Callable[[], float] = time.perf_counter  # wall-clock seconds (a test may step it)
        self.exploration = exploration
        # The oracle of the docs' luck bounds: searches the real state, future dice and
        # hidden cards included. Never a level: it cheats by construction.
        self.peek = peek
        self.prior = prior
        self.prior_margin = prior_margin
        self.last_simulations = 0

    def world(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> State:
        """One simulated world: ``state`` re-dealt from the seat's view (the real state as
        the oracle)."""
        if self.peek:
            return rules.copy_state(state)
        return rules.determinize(state, seat, seed)

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            self.last_simulations = 0
            return legal[0]
        rng = random.Random(seed)
        last = self.clock()  # the prior's choice counts against the bound too
        deadline = last + self.time_limit
        keys = [action_key(a) for a in legal]
        default = None
        if self.prior is not None:
            # the prior decides from the seat's view as the search does (never the peeked state)
            default_key = action_key(self.prior.choose(rules, state, seat, seed))
            default = keys.index(default_key) if default_key in keys else None
        prefer = keys[default] if default is not None else None  # the first descent tries it
        root, done = self.search_root(rules, state, seat, seed, rng, prefer, last, deadline)
        self.last_simulations = done
        children = [root.children.get(key) for key in keys]
        visits = [0 if child is None else child.visits for child in children]
        totals = [0.0 if child is None else child.totals[seat] for child in children]
        return critic_choice(rng, legal, visits, totals, default, self.prior_margin)

    def search_root(
        self,
        rules: Ruleset,
        state: State,
        seat: Seat,
        seed: int,
        rng: random.Random,
        prefer: tuple[tuple[str, object], ...] | None,
        started: float,
        deadline: float,
    ) -> tuple[_Node, int]:
        """Run up to ``simulations`` simulations from ``state`` (each in a fresh ``world``)
        and answer the root and how many ran: fewer only when the next would pass ``deadline``.
        ``prefer`` is the root action the first descent tries (a prior's move)."""
        seats = rules.seat_count(state)
        root = _Node(seats)
        last = started
        slowest = 0.0  # the longest simulation so far, wall-clock
        done = 0
        for done in range(1, self.simulations + 1):
            sim = self.world(rules, state, seat, splitmix64(seed + 7919 * done))
            path = self._descend(rules, sim, root, seat, seats, rng, prefer)
            rewards = self._leaf(rules, sim, seats, rng)
            for node in path:
                node.visits += 1
                totals = node.totals
                for s in range(seats):
                    totals[s] += rewards[s]
            now = self.clock()
            slowest = max(slowest, now - last)
            last = now
            # Stop before a simulation as slow as the slowest so far would pass the bound,
            # not after it has: on a loaded machine one simulation can take 0.1 s of wall time.
            if now + slowest > deadline:
                break
        return root, done

    def _descend(
        self,
        rules: Ruleset,
        sim: State,
        root: _Node,
        me: Seat,
        seats: int,
        rng: random.Random,
        prefer: tuple[tuple[str, object], ...] | None = None,
    ) -> list[_Node]:
        node = root
        path = [root]
        first = True
        forced = 0
        while not rules.is_over(sim):
            to_act = rules.to_act(sim)
            actor = me if first and me in to_act else to_act[0]
            first = False
            actions = rules.legal_actions(sim, actor)
            if len(actions) == 1 and forced < FORCED_LIMIT:
                forced += 1
                rules.step(sim, actor, actions[0])
                continue
            keys = [action_key(a) for a in actions]
            children = node.children
            untried = []
            for index, key in enumerate(keys):
                child = children.get(key)
                if child is None:
                    untried.append(index)
                else:
                    child.avail += 1
            if untried:
                if node is root and prefer is not None and prefer not in children and prefer in keys:
                    index = keys.index(prefer)  # the prior's choice, before any other
                else:
                    index = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = _Node(seats)
                children[keys[index]] = child
                rules.step(sim, actor, actions[index])
                path.append(child)
                return path
            best_index = 0
            best_score = -math.inf
            c = self.exploration
            for index, key in enumerate(keys):
                child = children[key]
                score = child.totals[actor] / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best_score, best_index = score, index
            rules.step(sim, actor, actions[best_index])
            node = children[keys[best_index]]
            path.append(node)
        return path

    def _leaf(self, rules: Ruleset, sim: State, seats: int, rng: random.Random) -> list[float]:
        return play_line(rules, sim, self.rollout, self.evaluate, self.rollout_depth, rng)


def final_scores(visits: list[int], totals: list[float]) -> list[float]:
    """The root actions' mean value to the deciding seat (``totals[i] / visits[i]``), among
    those visited at least a quarter as often as the most visited (OpenSpiel's ``MAX_VALUE``
    policy, kept off the rarely tried); the others score below every one of those."""
    most = max(visits, default=0)
    scores = []
    for count, total in zip(visits, totals, strict=True):
        if count and count * 4 >= most:
            scores.append(total / count)
        elif count:
            scores.append(-1.0 + count / (most + 1))
        else:
            scores.append(-2.0)  # never tried
    return scores


def critic_choice(
    rng: random.Random,
    legal: list[Action],
    visits: list[int],
    totals: list[float],
    default: int | None,
    margin: float,
) -> Action:
    """The best of ``final_scores`` (ties broken by ``rng``); with a prior's move (``default``)
    that move, unless a well-visited action's mean beats the prior's own by more than
    ``margin`` (a prior's move never visited is kept: nothing measured it)."""
    scores = final_scores(visits, totals)
    if default is not None and (not visits[default] or max(scores) <= totals[default] / visits[default] + margin):
        return legal[default]
    return pick(rng, legal, scores)


def play_line(
    rules: Ruleset, sim: State, rollout: Policy, evaluate: Evaluate, depth: int, rng: random.Random
) -> list[float]:
    """Play ``sim`` on in place, ``depth`` decisions by ``rollout`` (forced moves free, at most
    ``FORCED_LIMIT`` steps), and return every seat's value: the placements if the game
    ended, else ``evaluate``'s."""
    decisions = 0
    steps = 0
    while decisions < depth and steps < FORCED_LIMIT:
        outcome = rules.outcome(sim)
        if outcome is not None:
            return rewards_from_outcome(outcome)
        actor = rules.to_act(sim)[0]
        actions = rules.legal_actions(sim, actor)
        if len(actions) == 1:
            action = actions[0]
        else:
            decisions += 1
            action = rollout(rules, sim, actor, rng)
        rules.step(sim, actor, action)
        steps += 1
    outcome = rules.outcome(sim)
    if outcome is not None:
        return rewards_from_outcome(outcome)
    return evaluate(rules, sim)


def critic_search(
    normal: Callable[[], Bot],
    rollout: Policy,
    evaluate: Evaluate,
    *,
    simulations: int,
    time_limit: float,
    rollout_depth: int,
    prior_margin: float,
) -> ISMCTSBot:
    """A game's ``hard``: the search as ``normal``'s critic (``normal()`` is its prior, kept
    unless another move's mean value is ahead by more than ``prior_margin``)."""
    return ISMCTSBot(
        rollout,
        evaluate,
        simulations=simulations,
        rollout_depth=rollout_depth,
        time_limit=time_limit,
        prior=normal(),
        prior_margin=prior_margin,
    )


class DeterminizedCriticBot:
    """Determinized search with many samples (perfect-information Monte Carlo, after
    Ginsberg's GIB for bridge and Long et al. 2010), as ``prior``'s critic.

    ``worlds`` deals are sampled by ``rules.determinize`` from the seat's view (what it
    cannot see re-dealt, future dice re-seeded from the bot's seed); in each, a search of
    ``simulations`` plays that deal as if it were the real one (the oracle's search, on a
    deal the seat guessed), so every line in it is consistent, the replies included.
    The root's statistics are pooled over the worlds (each action's reward total and
    visits summed), and ``prior``'s move is kept unless a well-visited action's pooled
    mean beats its own by more than ``prior_margin``, as ``ISMCTSBot``'s critic does.
    Where single-observer ISMCTS mixes the worlds inside one tree, so that the other seats
    choose without their own cards, here each world's replies are played knowing them.

    It never peeks (but as the oracle, ``peek``, whose every world is the real state): the
    worlds come from the seat's view and the seed alone. The budget is
    ``worlds`` times ``simulations``; ``time_limit`` bounds the whole decision as it does
    ``ISMCTSBot``'s (the worlds share one deadline).
    """

    def __init__(
        self,
        rollout: Policy,
        evaluate: Evaluate,
        *,
        worlds: int,
        simulations: int,
        rollout_depth: int,
        time_limit: float,
        prior: Bot,
        prior_margin: float,
        exploration: float = EXPLORATION,
        peek: bool = False,
    ) -> None:
        self.worlds = worlds
        # The oracle of the docs' luck bounds: every "guessed" deal is the real one.
        self.peek = peek
        self.simulations = simulations
        self.time_limit = time_limit
        self.prior = prior
        self.prior_margin = prior_margin
        self.clock: Callable[[], float] = time.perf_counter
        # Each world's search sees that world whole: it is the sampled deal, not the real one.
        self.search = ISMCTSBot(
            rollout,
            evaluate,
            simulations=simulations,
            rollout_depth=rollout_depth,
            time_limit=time_limit,
            exploration=exploration,
            peek=True,
        )
        self.last_simulations = 0

    def world(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> State:
        """One guessed deal: ``state`` re-dealt from the seat's view (the real state as the
        oracle)."""
        if self.peek:
            return rules.copy_state(state)
        return rules.determinize(state, seat, seed)

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            self.last_simulations = 0
            return legal[0]
        rng = random.Random(seed)
        self.search.clock = self.clock
        started = self.clock()
        deadline = started + self.time_limit
        keys = [action_key(a) for a in legal]
        prior_key = action_key(self.prior.choose(rules, state, seat, seed))
        default = keys.index(prior_key) if prior_key in keys else None
        prefer = keys[default] if default is not None else None
        visits = [0] * len(legal)
        totals = [0.0] * len(legal)
        searched = 0
        for world_index in range(self.worlds):
            world_seed = splitmix64(seed * 104_729 + world_index)
            world = self.world(rules, state, seat, world_seed)
            root, done = self.search.search_root(rules, world, seat, world_seed, rng, prefer, self.clock(), deadline)
            searched += done
            for index, key in enumerate(keys):
                child = root.children.get(key)
                if child is not None:
                    visits[index] += child.visits
                    totals[index] += child.totals[seat]
            if self.clock() >= deadline:
                break
        self.last_simulations = searched
        return critic_choice(rng, legal, visits, totals, default, self.prior_margin)


SearchBot = ISMCTSBot | DeterminizedCriticBot


def with_cards_seen(bot: SearchBot) -> SearchBot:
    """``bot`` (a game's ``hard``) as the oracle of the docs' luck bounds: the same search,
    prior and margin, every world it searches the real state (it sees the cards and dice to
    come), so it bounds what seeing them is worth. Never a level: it cheats by construction.
    Until 6 December the oracle was the plain search on the real state, with no prior: it lost
    to ``hard`` where the plain search loses to ``normal`` (Ladder 29), and so bounded nothing
    (docs/bots.md, thirteenth run)."""
    bot.peek = True
    return bot
