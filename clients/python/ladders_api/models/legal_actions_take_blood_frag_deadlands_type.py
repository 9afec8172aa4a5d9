from enum import StrEnum


class LegalActionsTakeBloodFragDeadlandsType(StrEnum):
    TAKE_BLOOD = "take_blood"

    def __str__(self) -> str:
        return str(self.value)
