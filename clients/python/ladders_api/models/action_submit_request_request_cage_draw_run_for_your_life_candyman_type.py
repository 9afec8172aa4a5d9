from enum import StrEnum


class ActionSubmitRequestRequestCageDrawRunForYourLifeCandymanType(StrEnum):
    CAGE_DRAW = "cage_draw"

    def __str__(self) -> str:
        return str(self.value)
