from enum import StrEnum


class LoggedActionSummonRunForYourLifeCandymanType(StrEnum):
    SUMMON = "summon"

    def __str__(self) -> str:
        return str(self.value)
