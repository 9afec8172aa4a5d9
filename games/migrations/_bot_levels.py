"""Old bot names and the level that replaced each (used by two data migrations)."""

OLD_TO_LEVEL = {
    "mcts-easy": "easy",
    "mcts": "normal",
    "mcts-hard": "hard",
    "shootin-heuristic": "normal",
    "ladder29-mcts": "normal",
}
