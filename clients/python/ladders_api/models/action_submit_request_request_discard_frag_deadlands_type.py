from enum import StrEnum


class ActionSubmitRequestRequestDiscardFragDeadlandsType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
