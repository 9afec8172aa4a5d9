from enum import StrEnum


class StayRuleEnum(StrEnum):
    HALF = "half"
    WINNER = "winner"

    def __str__(self) -> str:
        return str(self.value)
