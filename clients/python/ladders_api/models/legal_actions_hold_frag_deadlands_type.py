from enum import StrEnum


class LegalActionsHoldFragDeadlandsType(StrEnum):
    HOLD = "hold"

    def __str__(self) -> str:
        return str(self.value)
