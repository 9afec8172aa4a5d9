from enum import StrEnum


class LoggedActionKeepFragDeadlandsType(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
