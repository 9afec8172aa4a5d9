from enum import StrEnum


class BotEnum(StrEnum):
    EASY = "easy"
    HARD = "hard"
    NORMAL = "normal"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
