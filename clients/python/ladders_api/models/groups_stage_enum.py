from enum import StrEnum


class GroupsStageEnum(StrEnum):
    GROUPS = "groups"
    PLAYOFF = "playoff"

    def __str__(self) -> str:
        return str(self.value)
