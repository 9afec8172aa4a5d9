from enum import StrEnum


class V1TournamentsListStatus(StrEnum):
    FINISHED = "finished"
    OPEN = "open"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
