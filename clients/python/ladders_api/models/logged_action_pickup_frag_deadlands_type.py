from enum import StrEnum


class LoggedActionPickupFragDeadlandsType(StrEnum):
    PICKUP = "pickup"

    def __str__(self) -> str:
        return str(self.value)
