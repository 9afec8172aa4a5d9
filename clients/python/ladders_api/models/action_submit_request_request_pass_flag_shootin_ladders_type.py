from enum import StrEnum


class ActionSubmitRequestRequestPassFlagShootinLaddersType(StrEnum):
    PASS_FLAG = "pass_flag"

    def __str__(self) -> str:
        return str(self.value)
