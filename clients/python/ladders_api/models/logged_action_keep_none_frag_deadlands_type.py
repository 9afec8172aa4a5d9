from enum import StrEnum


class LoggedActionKeepNoneFragDeadlandsType(StrEnum):
    KEEP_NONE = "keep_none"

    def __str__(self) -> str:
        return str(self.value)
