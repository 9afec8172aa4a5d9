from enum import StrEnum


class LoggedActionPlaceShootinLaddersType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
