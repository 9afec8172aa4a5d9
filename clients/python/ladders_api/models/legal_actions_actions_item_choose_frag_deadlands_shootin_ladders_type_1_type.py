from enum import StrEnum


class LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1Type(StrEnum):
    CHOOSE = "choose"

    def __str__(self) -> str:
        return str(self.value)
