from enum import StrEnum


class LoggedActionTeleportFragDeadlandsType(StrEnum):
    TELEPORT = "teleport"

    def __str__(self) -> str:
        return str(self.value)
