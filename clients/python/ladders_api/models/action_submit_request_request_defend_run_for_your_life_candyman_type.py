from enum import StrEnum


class ActionSubmitRequestRequestDefendRunForYourLifeCandymanType(StrEnum):
    DEFEND = "defend"

    def __str__(self) -> str:
        return str(self.value)
