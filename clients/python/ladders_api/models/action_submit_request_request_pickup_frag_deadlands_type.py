from enum import StrEnum


class ActionSubmitRequestRequestPickupFragDeadlandsType(StrEnum):
    PICKUP = "pickup"

    def __str__(self) -> str:
        return str(self.value)
