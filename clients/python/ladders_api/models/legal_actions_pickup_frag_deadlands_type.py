from enum import StrEnum


class LegalActionsPickupFragDeadlandsType(StrEnum):
    PICKUP = "pickup"

    def __str__(self) -> str:
        return str(self.value)
