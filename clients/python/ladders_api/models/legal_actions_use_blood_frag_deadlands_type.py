from enum import StrEnum


class LegalActionsUseBloodFragDeadlandsType(StrEnum):
    USE_BLOOD = "use_blood"

    def __str__(self) -> str:
        return str(self.value)
