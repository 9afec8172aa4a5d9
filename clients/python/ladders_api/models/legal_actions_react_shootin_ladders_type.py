from enum import StrEnum


class LegalActionsReactShootinLaddersType(StrEnum):
    REACT = "react"

    def __str__(self) -> str:
        return str(self.value)
