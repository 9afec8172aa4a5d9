from enum import StrEnum


class LoggedActionBoostFragDeadlandsType(StrEnum):
    BOOST = "boost"

    def __str__(self) -> str:
        return str(self.value)
