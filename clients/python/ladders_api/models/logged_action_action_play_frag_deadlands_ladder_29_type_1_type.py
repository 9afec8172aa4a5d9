from enum import StrEnum


class LoggedActionActionPlayFragDeadlandsLadder29Type1Type(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
