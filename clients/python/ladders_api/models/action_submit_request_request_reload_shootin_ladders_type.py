from enum import StrEnum


class ActionSubmitRequestRequestReloadShootinLaddersType(StrEnum):
    RELOAD = "reload"

    def __str__(self) -> str:
        return str(self.value)
