from enum import StrEnum


class LegalActionsGoFirstShootinLaddersType(StrEnum):
    GO_FIRST = "go_first"

    def __str__(self) -> str:
        return str(self.value)
