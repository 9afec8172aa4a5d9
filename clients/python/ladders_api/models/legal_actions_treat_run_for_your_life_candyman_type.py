from enum import StrEnum


class LegalActionsTreatRunForYourLifeCandymanType(StrEnum):
    TREAT = "treat"

    def __str__(self) -> str:
        return str(self.value)
