from enum import StrEnum


class LoggedActionShootOutFragDeadlandsType(StrEnum):
    SHOOT_OUT = "shoot_out"

    def __str__(self) -> str:
        return str(self.value)
