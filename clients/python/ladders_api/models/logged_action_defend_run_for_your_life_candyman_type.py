from enum import StrEnum


class LoggedActionDefendRunForYourLifeCandymanType(StrEnum):
    DEFEND = "defend"

    def __str__(self) -> str:
        return str(self.value)
