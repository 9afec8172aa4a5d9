from enum import StrEnum


class LoggedActionHoldFireFragDeadlandsType(StrEnum):
    HOLD_FIRE = "hold_fire"

    def __str__(self) -> str:
        return str(self.value)
