from enum import StrEnum


class ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType0Type(StrEnum):
    CHOOSE = "choose"

    def __str__(self) -> str:
        return str(self.value)
