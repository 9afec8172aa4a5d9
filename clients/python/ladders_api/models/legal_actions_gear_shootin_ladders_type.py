from enum import StrEnum


class LegalActionsGearShootinLaddersType(StrEnum):
    GEAR = "gear"

    def __str__(self) -> str:
        return str(self.value)
