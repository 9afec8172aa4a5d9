from enum import StrEnum


class LegalActionsSummonRunForYourLifeCandymanType(StrEnum):
    SUMMON = "summon"

    def __str__(self) -> str:
        return str(self.value)
