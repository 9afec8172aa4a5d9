from enum import StrEnum


class LegalActionsKeepFragDeadlandsType(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
