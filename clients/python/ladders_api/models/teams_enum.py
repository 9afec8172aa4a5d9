from enum import StrEnum


class TeamsEnum(StrEnum):
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
