"""Game-agnostic players built on the engine contract alone."""

from __future__ import annotations

from ladders.bots.base import Bot, BotSpec
from ladders.bots.mcts import MCTSBot
from ladders.bots.random_bot import RandomBot
from ladders.bots.shootin_heuristic import ShootinHeuristicBot

BOTS: dict[str, BotSpec] = {
    "random": BotSpec("random", "Uniformly random legal actions.", lambda: RandomBot()),
    "mcts-easy": BotSpec("mcts-easy", "Monte Carlo tree search, 50 iterations a move.", lambda: MCTSBot(50, 0.5)),
    "mcts": BotSpec("mcts", "Monte Carlo tree search, 300 iterations a move.", lambda: MCTSBot(300, 2.0)),
    "mcts-hard": BotSpec("mcts-hard", "Monte Carlo tree search, 1500 iterations a move.", lambda: MCTSBot(1500, 5.0)),
    "shootin-heuristic": BotSpec(
        "shootin-heuristic",
        "Shootin' Ladders: moves to targets in range and sight, shoots the best expected damage, reloads, draws.",
        lambda: ShootinHeuristicBot(),
        rulesets=("shootin-ladders",),
    ),
    "ladder29-mcts": BotSpec(
        "ladder29-mcts",
        "Ladder 29: Monte Carlo tree search, 40 iterations a move, rollouts cut after about a round and scored"
        " by the ruleset's evaluate (the configuration bench/ladder29_bots.py measures).",
        lambda: MCTSBot(40, 1.0, 50),
        rulesets=("ladder-29",),
    ),
}


def make_bot(name: str) -> Bot:
    """A fresh bot by name; raises KeyError for an unknown name."""
    return BOTS[name].factory()


__all__ = ["BOTS", "Bot", "BotSpec", "MCTSBot", "RandomBot", "make_bot"]
