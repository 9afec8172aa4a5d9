from enum import StrEnum


class LegalActionsBoostFragDeadlandsType(StrEnum):
    BOOST = "boost"

    def __str__(self) -> str:
        return str(self.value)
