"""One-ply players of a given style: the panel a bot level is measured against.

A ``StyleBot`` scores each legal action by the position it leaves, read as
named features of the acting seat (``features(rules, state, seat)``) weighed
by the style's ``weights``: a racer weighs progress, a fighter the damage it
has dealt, a hoarder its health and cards. Each action is tried in
``samples`` sampled worlds (``rules.determinize``: what the seat cannot see
re-dealt, the dice re-seeded from the bot's own seed), never in the real
state, so the choice depends only on the seat's view and the seed. After the
action, the replies that belong to it (another seat's reaction, a forced roll
of its own) are played by ``settle_policy`` until the seat has a real choice
again or another seat's turn begins, so that an attack is scored by the
damage it does, not by the reaction window it opens.

Ties are broken by the seed, never by seat number or listing order, so a
panel of these is seat-neutral. ``blunder`` is the chance of a uniformly
random legal action instead (the ``easy`` levels).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from ladders.engine import Action, Ruleset, Seat, State, splitmix64

Features = Callable[[Ruleset, State, Seat], Mapping[str, float]]
Policy = Callable[[Ruleset, State, Seat, random.Random], Action]
TurnOwner = Callable[[State], Seat]

SETTLE_LIMIT = 40  # replies played after the action, at most
TIE = 1e-9


def first_legal(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
    return rules.legal_actions(state, seat)[0]


def bot_policy(bot: object) -> Policy:
    """A ``Bot`` (``choose(rules, state, seat, seed)``) as a rollout or settle policy."""
    choose = bot.choose  # type: ignore[attr-defined]

    def policy(rules: Ruleset, state: State, seat: Seat, rng: random.Random) -> Action:
        action: Action = choose(rules, state, seat, rng.getrandbits(63))
        return action

    return policy


def settle(
    rules: Ruleset,
    sim: State,
    seat: Seat,
    owner: TurnOwner,
    policy: Policy,
    rng: random.Random,
    limit: int = SETTLE_LIMIT,
) -> None:
    """Play on ``sim`` (in place) the steps that follow ``seat``'s action within its turn:
    other seats' replies (by ``policy``) and ``seat``'s own forced actions, until ``seat``
    has a choice again, another seat's turn begins or the game ends."""
    for _ in range(limit):
        to_act = rules.to_act(sim)
        if not to_act or rules.is_over(sim):
            return
        if owner(sim) != seat:
            return
        actor = to_act[0]
        legal = rules.legal_actions(sim, actor)
        if actor == seat:
            if len(legal) != 1:
                return
            rules.step(sim, seat, legal[0])
            continue
        action = legal[0] if len(legal) == 1 else policy(rules, sim, actor, rng)
        rules.step(sim, actor, action)


def pick(rng: random.Random, legal: Sequence[Action], scores: Sequence[float]) -> Action:
    """The best-scored action, ties broken by ``rng``."""
    best = max(scores)
    ties = [i for i, s in enumerate(scores) if s >= best - TIE]
    return legal[ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]]


class StyleBot:
    """A one-ply player of one style (the module docstring)."""

    def __init__(
        self,
        features: Features,
        weights: Mapping[str, float],
        *,
        owner: TurnOwner,
        settle_policy: Policy = first_legal,
        samples: int = 1,
        blunder: float = 0.0,
        name: str = "",
    ) -> None:
        self.features = features
        self.weights = dict(weights)
        self.owner = owner
        self.settle_policy = settle_policy
        self.samples = samples
        self.blunder = blunder
        self.name = name

    def score(self, rules: Ruleset, state: State, seat: Seat) -> float:
        values = self.features(rules, state, seat)
        return sum(w * values.get(k, 0.0) for k, w in self.weights.items())

    def choose(self, rules: Ruleset, state: State, seat: Seat, seed: int) -> Action:
        legal = rules.legal_actions(state, seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(seed)
        if self.blunder and rng.random() < self.blunder:
            return legal[rng.randrange(len(legal))]
        scores = [0.0] * len(legal)
        for k in range(self.samples):
            world = rules.determinize(state, seat, splitmix64(seed + 7919 * (k + 1)))
            for i, action in enumerate(legal):
                sim = rules.copy_state(world)
                rules.step(sim, seat, action)
                settle(rules, sim, seat, self.owner, self.settle_policy, rng)
                scores[i] += self.score(rules, sim, seat)
        return pick(rng, legal, scores)
