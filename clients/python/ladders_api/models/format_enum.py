from enum import StrEnum


class FormatEnum(StrEnum):
    ROUND_ROBIN = "round_robin"
    SINGLE_ELIMINATION = "single_elimination"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
