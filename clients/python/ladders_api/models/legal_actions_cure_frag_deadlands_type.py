from enum import StrEnum


class LegalActionsCureFragDeadlandsType(StrEnum):
    CURE = "cure"

    def __str__(self) -> str:
        return str(self.value)
