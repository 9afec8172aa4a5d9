from enum import StrEnum


class LoggedActionReloadShootinLaddersType(StrEnum):
    RELOAD = "reload"

    def __str__(self) -> str:
        return str(self.value)
