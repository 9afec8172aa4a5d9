from enum import StrEnum


class LegalActionsTeleportFragDeadlandsType(StrEnum):
    TELEPORT = "teleport"

    def __str__(self) -> str:
        return str(self.value)
