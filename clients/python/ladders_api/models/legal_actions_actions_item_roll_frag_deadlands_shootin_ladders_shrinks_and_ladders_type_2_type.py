from enum import StrEnum


class LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2Type(StrEnum):
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
