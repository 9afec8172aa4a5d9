from enum import StrEnum


class LoggedActionFallFragDeadlandsType(StrEnum):
    FALL = "fall"

    def __str__(self) -> str:
        return str(self.value)
