from enum import StrEnum


class LoggedActionSwapFragDeadlandsType(StrEnum):
    SWAP = "swap"

    def __str__(self) -> str:
        return str(self.value)
