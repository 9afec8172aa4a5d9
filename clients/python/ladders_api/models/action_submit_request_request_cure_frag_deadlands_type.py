from enum import StrEnum


class ActionSubmitRequestRequestCureFragDeadlandsType(StrEnum):
    CURE = "cure"

    def __str__(self) -> str:
        return str(self.value)
