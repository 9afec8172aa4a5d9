from enum import StrEnum


class LoggedActionFlagPartShootinLaddersType(StrEnum):
    FLAG_PART = "flag_part"

    def __str__(self) -> str:
        return str(self.value)
