from enum import StrEnum


class LegalActionsPlaceShootinLaddersType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
