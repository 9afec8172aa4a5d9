from enum import StrEnum


class V1MatchmakingTicketsListStatus(StrEnum):
    CANCELLED = "cancelled"
    EXPIRED = "expired"
    MATCHED = "matched"
    SEARCHING = "searching"

    def __str__(self) -> str:
        return str(self.value)
