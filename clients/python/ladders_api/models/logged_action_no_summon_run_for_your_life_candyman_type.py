from enum import StrEnum


class LoggedActionNoSummonRunForYourLifeCandymanType(StrEnum):
    NO_SUMMON = "no_summon"

    def __str__(self) -> str:
        return str(self.value)
