from enum import StrEnum


class BracketEnum(StrEnum):
    FINAL = "final"
    LOSERS = "losers"
    SINGLE = "single"
    WINNERS = "winners"

    def __str__(self) -> str:
        return str(self.value)
