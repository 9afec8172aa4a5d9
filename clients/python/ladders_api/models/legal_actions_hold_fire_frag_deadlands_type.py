from enum import StrEnum


class LegalActionsHoldFireFragDeadlandsType(StrEnum):
    HOLD_FIRE = "hold_fire"

    def __str__(self) -> str:
        return str(self.value)
