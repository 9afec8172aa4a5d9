from enum import StrEnum


class LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0Type(StrEnum):
    CHOOSE = "choose"

    def __str__(self) -> str:
        return str(self.value)
