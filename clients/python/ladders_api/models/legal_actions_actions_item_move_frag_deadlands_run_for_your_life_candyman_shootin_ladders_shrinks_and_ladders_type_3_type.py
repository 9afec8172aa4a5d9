from enum import StrEnum


class LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3Type(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
