from enum import StrEnum


class ActionSubmitRequestRequestKeepFragDeadlandsType(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
