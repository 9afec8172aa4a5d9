from enum import StrEnum


class BracketMatchStatusEnum(StrEnum):
    BYE = "bye"
    EMPTY = "empty"
    PENDING = "pending"
    PLAYED = "played"
    READY = "ready"
    WALKOVER = "walkover"

    def __str__(self) -> str:
        return str(self.value)
