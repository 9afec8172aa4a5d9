from enum import StrEnum


class LoggedActionActionAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2Type(StrEnum):
    ATTACK = "attack"

    def __str__(self) -> str:
        return str(self.value)
