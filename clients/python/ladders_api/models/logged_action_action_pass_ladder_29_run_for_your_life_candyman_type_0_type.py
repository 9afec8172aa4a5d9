from enum import StrEnum


class LoggedActionActionPassLadder29RunForYourLifeCandymanType0Type(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
