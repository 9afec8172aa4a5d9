from enum import StrEnum


class LoggedActionActivateShootinLaddersType(StrEnum):
    ACTIVATE = "activate"

    def __str__(self) -> str:
        return str(self.value)
