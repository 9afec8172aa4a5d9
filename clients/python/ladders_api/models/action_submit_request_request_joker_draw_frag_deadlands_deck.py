from enum import StrEnum


class ActionSubmitRequestRequestJokerDrawFragDeadlandsDeck(StrEnum):
    GADGET = "gadget"
    HEX = "hex"
    SPECIAL = "special"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
