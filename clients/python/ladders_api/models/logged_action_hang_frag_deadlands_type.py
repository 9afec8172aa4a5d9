from enum import StrEnum


class LoggedActionHangFragDeadlandsType(StrEnum):
    HANG = "hang"

    def __str__(self) -> str:
        return str(self.value)
