from enum import StrEnum


class LegalActionsEscapeRunForYourLifeCandymanType(StrEnum):
    ESCAPE = "escape"

    def __str__(self) -> str:
        return str(self.value)
