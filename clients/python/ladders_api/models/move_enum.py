from enum import StrEnum


class MoveEnum(StrEnum):
    ENTERED = "entered"
    PROMOTED = "promoted"
    RELEGATED = "relegated"
    STAYED = "stayed"

    def __str__(self) -> str:
        return str(self.value)
