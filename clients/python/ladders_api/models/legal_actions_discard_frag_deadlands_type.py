from enum import StrEnum


class LegalActionsDiscardFragDeadlandsType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
