from enum import StrEnum


class LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1Type(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
