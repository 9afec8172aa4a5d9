from enum import StrEnum


class ActionSubmitRequestRequestTakeBloodFragDeadlandsType(StrEnum):
    TAKE_BLOOD = "take_blood"

    def __str__(self) -> str:
        return str(self.value)
