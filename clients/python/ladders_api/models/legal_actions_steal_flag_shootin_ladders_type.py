from enum import StrEnum


class LegalActionsStealFlagShootinLaddersType(StrEnum):
    STEAL_FLAG = "steal_flag"

    def __str__(self) -> str:
        return str(self.value)
