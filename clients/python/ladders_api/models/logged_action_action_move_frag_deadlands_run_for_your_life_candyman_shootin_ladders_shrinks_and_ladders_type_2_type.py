from enum import StrEnum


class LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2Type(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
