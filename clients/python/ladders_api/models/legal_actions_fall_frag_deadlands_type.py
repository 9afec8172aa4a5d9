from enum import StrEnum


class LegalActionsFallFragDeadlandsType(StrEnum):
    FALL = "fall"

    def __str__(self) -> str:
        return str(self.value)
