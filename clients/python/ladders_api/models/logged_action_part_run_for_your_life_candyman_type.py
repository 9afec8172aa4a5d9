from enum import StrEnum


class LoggedActionPartRunForYourLifeCandymanType(StrEnum):
    PART = "part"

    def __str__(self) -> str:
        return str(self.value)
