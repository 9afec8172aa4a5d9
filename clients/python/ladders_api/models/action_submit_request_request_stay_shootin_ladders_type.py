from enum import StrEnum


class ActionSubmitRequestRequestStayShootinLaddersType(StrEnum):
    STAY = "stay"

    def __str__(self) -> str:
        return str(self.value)
