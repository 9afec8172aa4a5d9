from enum import StrEnum


class ActionSubmitRequestRequestActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
