from enum import StrEnum


class RoundStatusEnum(StrEnum):
    COMPLETE = "complete"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
