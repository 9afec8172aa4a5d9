from enum import StrEnum


class ActionSubmitRequestRequestPokerFragDeadlandsType(StrEnum):
    POKER = "poker"

    def __str__(self) -> str:
        return str(self.value)
