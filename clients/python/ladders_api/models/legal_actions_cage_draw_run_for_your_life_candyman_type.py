from enum import StrEnum


class LegalActionsCageDrawRunForYourLifeCandymanType(StrEnum):
    CAGE_DRAW = "cage_draw"

    def __str__(self) -> str:
        return str(self.value)
