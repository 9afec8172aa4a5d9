from enum import StrEnum


class LegalActionsActivateShootinLaddersType(StrEnum):
    ACTIVATE = "activate"

    def __str__(self) -> str:
        return str(self.value)
