from enum import StrEnum


class LoggedActionDropFlagShootinLaddersType(StrEnum):
    DROP_FLAG = "drop_flag"

    def __str__(self) -> str:
        return str(self.value)
