from enum import StrEnum


class ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0Type(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
