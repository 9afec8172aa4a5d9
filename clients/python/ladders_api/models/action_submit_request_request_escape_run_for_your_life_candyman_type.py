from enum import StrEnum


class ActionSubmitRequestRequestEscapeRunForYourLifeCandymanType(StrEnum):
    ESCAPE = "escape"

    def __str__(self) -> str:
        return str(self.value)
