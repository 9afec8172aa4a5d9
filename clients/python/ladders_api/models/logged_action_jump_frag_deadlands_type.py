from enum import StrEnum


class LoggedActionJumpFragDeadlandsType(StrEnum):
    JUMP = "jump"

    def __str__(self) -> str:
        return str(self.value)
