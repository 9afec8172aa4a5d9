from enum import StrEnum


class ActionSubmitRequestRequestReactShootinLaddersType(StrEnum):
    REACT = "react"

    def __str__(self) -> str:
        return str(self.value)
