from enum import StrEnum


class ActionSubmitRequestRequestPlaceShootinLaddersType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
