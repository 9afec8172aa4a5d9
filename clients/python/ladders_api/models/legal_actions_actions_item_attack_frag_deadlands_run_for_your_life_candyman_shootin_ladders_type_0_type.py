from enum import StrEnum


class LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
