from enum import StrEnum


class ActionSubmitRequestRequestGoFirstShootinLaddersType(StrEnum):
    GO_FIRST = "go_first"

    def __str__(self) -> str:
        return str(self.value)
