from enum import StrEnum


class ActionSubmitRequestRequestPokerFragDeadlandsDecksItem(StrEnum):
    GADGET = "gadget"
    HEX = "hex"
    SPECIAL = "special"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
