from enum import StrEnum


class LoggedActionTakeHotSpotLadder29Type(StrEnum):
    TAKE_HOT_SPOT = "take_hot_spot"

    def __str__(self) -> str:
        return str(self.value)
