from enum import StrEnum


class LegalActionsReturnFireFragDeadlandsType(StrEnum):
    RETURN_FIRE = "return_fire"

    def __str__(self) -> str:
        return str(self.value)
