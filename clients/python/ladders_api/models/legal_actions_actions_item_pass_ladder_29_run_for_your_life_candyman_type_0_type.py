from enum import StrEnum


class LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0Type(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
