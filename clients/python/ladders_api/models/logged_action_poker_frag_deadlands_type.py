from enum import StrEnum


class LoggedActionPokerFragDeadlandsType(StrEnum):
    POKER = "poker"

    def __str__(self) -> str:
        return str(self.value)
