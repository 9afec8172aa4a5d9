from enum import StrEnum


class ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Type(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
