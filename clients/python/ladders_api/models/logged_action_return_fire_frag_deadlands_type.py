from enum import StrEnum


class LoggedActionReturnFireFragDeadlandsType(StrEnum):
    RETURN_FIRE = "return_fire"

    def __str__(self) -> str:
        return str(self.value)
