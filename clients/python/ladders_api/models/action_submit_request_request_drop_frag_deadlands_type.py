from enum import StrEnum


class ActionSubmitRequestRequestDropFragDeadlandsType(StrEnum):
    DROP = "drop"

    def __str__(self) -> str:
        return str(self.value)
