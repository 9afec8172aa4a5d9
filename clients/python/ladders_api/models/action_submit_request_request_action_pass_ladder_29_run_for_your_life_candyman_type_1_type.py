from enum import StrEnum


class ActionSubmitRequestRequestActionPassLadder29RunForYourLifeCandymanType1Type(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
