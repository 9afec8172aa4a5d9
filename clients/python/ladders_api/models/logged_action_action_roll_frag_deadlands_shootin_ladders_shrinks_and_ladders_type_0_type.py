from enum import StrEnum


class LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0Type(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
