from enum import StrEnum


class LoggedActionReactShootinLaddersType(StrEnum):
    REACT = "react"

    def __str__(self) -> str:
        return str(self.value)
