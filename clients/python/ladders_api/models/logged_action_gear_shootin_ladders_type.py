from enum import StrEnum


class LoggedActionGearShootinLaddersType(StrEnum):
    GEAR = "gear"

    def __str__(self) -> str:
        return str(self.value)
