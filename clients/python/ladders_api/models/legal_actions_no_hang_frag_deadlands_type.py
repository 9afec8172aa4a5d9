from enum import StrEnum


class LegalActionsNoHangFragDeadlandsType(StrEnum):
    NO_HANG = "no_hang"

    def __str__(self) -> str:
        return str(self.value)
