from enum import StrEnum


class LoggedActionCageDrawRunForYourLifeCandymanType(StrEnum):
    CAGE_DRAW = "cage_draw"

    def __str__(self) -> str:
        return str(self.value)
