from enum import StrEnum


class ActionSubmitRequestRequestSwapFragDeadlandsType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
