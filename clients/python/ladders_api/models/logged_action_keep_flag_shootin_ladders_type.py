from enum import StrEnum


class LoggedActionKeepFlagShootinLaddersType(StrEnum):
    KEEP_FLAG = "keep_flag"

    def __str__(self) -> str:
        return str(self.value)
