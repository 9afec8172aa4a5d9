from enum import StrEnum


class EventsPageEventsItemReason(StrEnum):
    AI = "ai"
    DEADLINE = "deadline"
    FORFEIT = "forfeit"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
