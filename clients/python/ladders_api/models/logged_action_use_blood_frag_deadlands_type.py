from enum import StrEnum


class LoggedActionUseBloodFragDeadlandsType(StrEnum):
    USE_BLOOD = "use_blood"

    def __str__(self) -> str:
        return str(self.value)
