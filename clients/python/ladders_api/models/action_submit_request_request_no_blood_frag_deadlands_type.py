from enum import StrEnum


class ActionSubmitRequestRequestNoBloodFragDeadlandsType(StrEnum):
    NO_BLOOD = "no_blood"

    def __str__(self) -> str:
        return str(self.value)
