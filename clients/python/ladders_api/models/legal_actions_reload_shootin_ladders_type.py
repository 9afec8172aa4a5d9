from enum import StrEnum


class LegalActionsReloadShootinLaddersType(StrEnum):
    RELOAD = "reload"

    def __str__(self) -> str:
        return str(self.value)
