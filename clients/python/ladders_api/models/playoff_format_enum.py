from enum import StrEnum


class PlayoffFormatEnum(StrEnum):
    DOUBLE_ELIMINATION = "double_elimination"
    SINGLE_ELIMINATION = "single_elimination"

    def __str__(self) -> str:
        return str(self.value)
