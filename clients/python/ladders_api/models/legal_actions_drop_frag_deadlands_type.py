from enum import StrEnum


class LegalActionsDropFragDeadlandsType(StrEnum):
    DROP = "drop"

    def __str__(self) -> str:
        return str(self.value)
