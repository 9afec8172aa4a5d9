from enum import StrEnum


class DeadlinePolicyEnum(StrEnum):
    FORFEIT = "forfeit"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
