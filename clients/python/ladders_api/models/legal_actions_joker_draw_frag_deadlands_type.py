from enum import StrEnum


class LegalActionsJokerDrawFragDeadlandsType(StrEnum):
    JOKER_DRAW = "joker_draw"

    def __str__(self) -> str:
        return str(self.value)
