from enum import StrEnum


class LoggedActionDropFragDeadlandsType(StrEnum):
    DROP = "drop"

    def __str__(self) -> str:
        return str(self.value)
