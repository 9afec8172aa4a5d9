from enum import StrEnum


class LoggedActionStayShootinLaddersType(StrEnum):
    STAY = "stay"

    def __str__(self) -> str:
        return str(self.value)
