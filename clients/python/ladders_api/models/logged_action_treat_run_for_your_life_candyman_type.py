from enum import StrEnum


class LoggedActionTreatRunForYourLifeCandymanType(StrEnum):
    TREAT = "treat"

    def __str__(self) -> str:
        return str(self.value)
