from enum import StrEnum


class LoggedActionTakeBloodFragDeadlandsType(StrEnum):
    TAKE_BLOOD = "take_blood"

    def __str__(self) -> str:
        return str(self.value)
