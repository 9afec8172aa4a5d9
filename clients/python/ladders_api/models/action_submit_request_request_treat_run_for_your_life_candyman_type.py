from enum import StrEnum


class ActionSubmitRequestRequestTreatRunForYourLifeCandymanType(StrEnum):
    TREAT = "treat"

    def __str__(self) -> str:
        return str(self.value)
