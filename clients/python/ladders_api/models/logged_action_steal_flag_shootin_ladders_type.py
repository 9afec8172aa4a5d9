from enum import StrEnum


class LoggedActionStealFlagShootinLaddersType(StrEnum):
    STEAL_FLAG = "steal_flag"

    def __str__(self) -> str:
        return str(self.value)
