from enum import StrEnum


class LegalActionsFlagPartShootinLaddersPart(StrEnum):
    HEAD = "head"
    LEFT_ARM = "left_arm"
    LEFT_LEG = "left_leg"
    RIGHT_ARM = "right_arm"
    RIGHT_LEG = "right_leg"
    TORSO = "torso"

    def __str__(self) -> str:
        return str(self.value)
