from enum import StrEnum


class ActionSubmittedEventsItemReason(StrEnum):
    AI = "ai"
    DEADLINE = "deadline"
    FORFEIT = "forfeit"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
