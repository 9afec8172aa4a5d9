from enum import StrEnum


class LoggedActionHoldFragDeadlandsType(StrEnum):
    HOLD = "hold"

    def __str__(self) -> str:
        return str(self.value)
