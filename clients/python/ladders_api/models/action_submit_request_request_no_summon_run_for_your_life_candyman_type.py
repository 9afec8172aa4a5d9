from enum import StrEnum


class ActionSubmitRequestRequestNoSummonRunForYourLifeCandymanType(StrEnum):
    NO_SUMMON = "no_summon"

    def __str__(self) -> str:
        return str(self.value)
