from enum import StrEnum


class LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
