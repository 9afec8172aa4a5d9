from enum import StrEnum


class ActionSubmitRequestRequestActionRespawnFragDeadlandsShootinLaddersType1Type(StrEnum):
    RESPAWN = "respawn"

    def __str__(self) -> str:
        return str(self.value)
