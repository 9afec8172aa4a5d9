from enum import StrEnum


class ActionSubmitRequestRequestJumpFragDeadlandsType(StrEnum):
    JUMP = "jump"

    def __str__(self) -> str:
        return str(self.value)
