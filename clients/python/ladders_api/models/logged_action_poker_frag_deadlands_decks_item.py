from enum import StrEnum


class LoggedActionPokerFragDeadlandsDecksItem(StrEnum):
    GADGET = "gadget"
    HEX = "hex"
    SPECIAL = "special"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
