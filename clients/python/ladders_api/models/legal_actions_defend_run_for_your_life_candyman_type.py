from enum import StrEnum


class LegalActionsDefendRunForYourLifeCandymanType(StrEnum):
    DEFEND = "defend"

    def __str__(self) -> str:
        return str(self.value)
