from enum import StrEnum


class LoggedActionNoReturnFragDeadlandsType(StrEnum):
    NO_RETURN = "no_return"

    def __str__(self) -> str:
        return str(self.value)
