from enum import StrEnum


class LoggedActionPassFlagShootinLaddersType(StrEnum):
    PASS_FLAG = "pass_flag"

    def __str__(self) -> str:
        return str(self.value)
