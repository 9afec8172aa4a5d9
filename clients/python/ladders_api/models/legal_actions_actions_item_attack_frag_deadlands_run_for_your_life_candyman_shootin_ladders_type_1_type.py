from enum import StrEnum


class LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1Type(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
