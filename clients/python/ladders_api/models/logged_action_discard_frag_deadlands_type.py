from enum import StrEnum


class LoggedActionDiscardFragDeadlandsType(StrEnum):
    DISCARD = "discard"

    def __str__(self) -> str:
        return str(self.value)
