from enum import StrEnum


class ActionSubmitRequestRequestGearShootinLaddersType(StrEnum):
    GEAR = "gear"

    def __str__(self) -> str:
        return str(self.value)
