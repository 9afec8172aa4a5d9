from enum import StrEnum


class ActionSubmitRequestRequestSummonRunForYourLifeCandymanType(StrEnum):
    SUMMON = "summon"

    def __str__(self) -> str:
        return str(self.value)
