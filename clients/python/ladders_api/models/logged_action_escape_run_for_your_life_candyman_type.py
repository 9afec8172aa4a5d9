from enum import StrEnum


class LoggedActionEscapeRunForYourLifeCandymanType(StrEnum):
    ESCAPE = "escape"

    def __str__(self) -> str:
        return str(self.value)
