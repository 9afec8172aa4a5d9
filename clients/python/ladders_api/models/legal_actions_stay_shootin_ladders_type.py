from enum import StrEnum


class LegalActionsStayShootinLaddersType(StrEnum):
    STAY = "stay"

    def __str__(self) -> str:
        return str(self.value)
