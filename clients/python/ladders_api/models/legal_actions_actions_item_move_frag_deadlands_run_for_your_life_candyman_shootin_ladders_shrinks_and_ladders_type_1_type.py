from enum import StrEnum


class LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1Type(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
