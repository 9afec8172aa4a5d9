from enum import StrEnum


class StatEnum(StrEnum):
    ACCURACY = "accuracy"
    HEALTH = "health"
    SPEED = "speed"

    def __str__(self) -> str:
        return str(self.value)
