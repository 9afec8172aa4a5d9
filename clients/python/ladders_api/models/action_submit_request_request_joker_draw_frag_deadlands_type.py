from enum import StrEnum


class ActionSubmitRequestRequestJokerDrawFragDeadlandsType(StrEnum):
    JOKER_DRAW = "joker_draw"

    def __str__(self) -> str:
        return str(self.value)
