from enum import StrEnum


class RoundStageEnum(StrEnum):
    GROUPS = "groups"
    PLAYOFF = "playoff"

    def __str__(self) -> str:
        return str(self.value)
