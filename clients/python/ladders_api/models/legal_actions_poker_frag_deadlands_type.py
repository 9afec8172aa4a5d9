from enum import StrEnum


class LegalActionsPokerFragDeadlandsType(StrEnum):
    POKER = "poker"

    def __str__(self) -> str:
        return str(self.value)
