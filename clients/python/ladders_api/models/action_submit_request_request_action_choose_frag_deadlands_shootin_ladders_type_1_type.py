from enum import StrEnum


class ActionSubmitRequestRequestActionChooseFragDeadlandsShootinLaddersType1Type(StrEnum):
    CHOOSE = "choose"

    def __str__(self) -> str:
        return str(self.value)
