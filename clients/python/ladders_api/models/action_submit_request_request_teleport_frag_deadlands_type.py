from enum import StrEnum


class ActionSubmitRequestRequestTeleportFragDeadlandsType(StrEnum):
    TELEPORT = "teleport"

    def __str__(self) -> str:
        return str(self.value)
