from enum import StrEnum


class ActionSubmitRequestRequestPartRunForYourLifeCandymanType(StrEnum):
    PART = "part"

    def __str__(self) -> str:
        return str(self.value)
