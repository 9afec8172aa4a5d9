from enum import StrEnum


class LegalActionsHangFragDeadlandsType(StrEnum):
    HANG = "hang"

    def __str__(self) -> str:
        return str(self.value)
