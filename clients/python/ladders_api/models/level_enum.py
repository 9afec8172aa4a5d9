from enum import StrEnum


class LevelEnum(StrEnum):
    EASY = "easy"
    HARD = "hard"
    NONE = "none"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
