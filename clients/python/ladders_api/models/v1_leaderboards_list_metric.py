from enum import StrEnum


class V1LeaderboardsListMetric(StrEnum):
    FRAGS = "frags"
    RATING = "rating"
    TROPHIES = "trophies"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)
