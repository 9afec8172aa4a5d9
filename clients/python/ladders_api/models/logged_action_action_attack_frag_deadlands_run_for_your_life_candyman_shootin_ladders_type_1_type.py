from enum import StrEnum


class LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1Type(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
