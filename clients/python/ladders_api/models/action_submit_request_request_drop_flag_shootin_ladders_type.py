from enum import StrEnum


class ActionSubmitRequestRequestDropFlagShootinLaddersType(StrEnum):
    DROP_FLAG = "drop_flag"

    def __str__(self) -> str:
        return str(self.value)
