from enum import StrEnum


class ActionSubmitRequestRequestActionPlayFragDeadlandsLadder29Type0Type(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
