from enum import StrEnum


class ActionSubmitRequestRequestHoldFragDeadlandsType(StrEnum):
    HOLD = "hold"

    def __str__(self) -> str:
        return str(self.value)
