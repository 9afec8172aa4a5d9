from enum import StrEnum


class LegalActionsSwapFragDeadlandsType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
