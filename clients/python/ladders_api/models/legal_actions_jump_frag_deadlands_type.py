from enum import StrEnum


class LegalActionsJumpFragDeadlandsType(StrEnum):
    JUMP = "jump"

    def __str__(self) -> str:
        return str(self.value)
