from enum import StrEnum


class LoggedActionCureFragDeadlandsType(StrEnum):
    CURE = "cure"

    def __str__(self) -> str:
        return str(self.value)
