from enum import StrEnum


class ActionSubmitRequestRequestActivateShootinLaddersType(StrEnum):
    ACTIVATE = "activate"

    def __str__(self) -> str:
        return str(self.value)
