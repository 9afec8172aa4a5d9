from enum import StrEnum


class LegalActionsKeepNoneFragDeadlandsType(StrEnum):
    KEEP_NONE = "keep_none"

    def __str__(self) -> str:
        return str(self.value)
