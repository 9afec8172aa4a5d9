from enum import StrEnum


class LegalActionsKeepFlagShootinLaddersType(StrEnum):
    KEEP_FLAG = "keep_flag"

    def __str__(self) -> str:
        return str(self.value)
