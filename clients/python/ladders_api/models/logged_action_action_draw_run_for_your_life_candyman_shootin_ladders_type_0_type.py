from enum import StrEnum


class LoggedActionActionDrawRunForYourLifeCandymanShootinLaddersType0Type(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
