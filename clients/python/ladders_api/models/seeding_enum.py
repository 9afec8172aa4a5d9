from enum import StrEnum


class SeedingEnum(StrEnum):
    ENTRY = "entry"
    RATING = "rating"

    def __str__(self) -> str:
        return str(self.value)
