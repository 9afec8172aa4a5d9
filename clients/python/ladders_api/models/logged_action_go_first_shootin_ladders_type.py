from enum import StrEnum


class LoggedActionGoFirstShootinLaddersType(StrEnum):
    GO_FIRST = "go_first"

    def __str__(self) -> str:
        return str(self.value)
