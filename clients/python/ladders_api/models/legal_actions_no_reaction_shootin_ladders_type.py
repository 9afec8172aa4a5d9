from enum import StrEnum


class LegalActionsNoReactionShootinLaddersType(StrEnum):
    NO_REACTION = "no_reaction"

    def __str__(self) -> str:
        return str(self.value)
