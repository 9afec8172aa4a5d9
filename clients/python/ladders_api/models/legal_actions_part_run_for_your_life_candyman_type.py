from enum import StrEnum


class LegalActionsPartRunForYourLifeCandymanType(StrEnum):
    PART = "part"

    def __str__(self) -> str:
        return str(self.value)
