from enum import StrEnum


class ActionSubmitRequestRequestShootOutFragDeadlandsType(StrEnum):
    SHOOT_OUT = "shoot_out"

    def __str__(self) -> str:
        return str(self.value)
