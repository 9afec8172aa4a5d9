from enum import StrEnum


class LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1Type(StrEnum):
    RESPAWN = "respawn"

    def __str__(self) -> str:
        return str(self.value)
