from enum import StrEnum


class ActionSubmitRequestRequestActionRollFragDeadlandsShootinLaddersShrinksAndLaddersType0Type(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
