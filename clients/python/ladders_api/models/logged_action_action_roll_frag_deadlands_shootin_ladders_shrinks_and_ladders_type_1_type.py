from enum import StrEnum


class LoggedActionActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType1Type(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
