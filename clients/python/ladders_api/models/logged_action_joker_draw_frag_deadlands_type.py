from enum import StrEnum


class LoggedActionJokerDrawFragDeadlandsType(StrEnum):
    JOKER_DRAW = "joker_draw"

    def __str__(self) -> str:
        return str(self.value)
