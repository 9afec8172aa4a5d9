from enum import StrEnum


class ActionSubmitRequestRequestFallFragDeadlandsType(StrEnum):
    FALL = "fall"

    def __str__(self) -> str:
        return str(self.value)
