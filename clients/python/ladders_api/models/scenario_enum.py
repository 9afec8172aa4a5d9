from enum import StrEnum


class ScenarioEnum(StrEnum):
    CANDYMAN_FLAG_CAPTURE = "candyman-flag-capture"
    CRUMBLE_ZONE = "crumble-zone"
    DIRTY_HALF_DOZEN = "dirty-half-dozen"
    GUNS_OF_TOBLERONNE = "guns-of-tobleronne"
    HEAD_HUNTER = "head-hunter"
    QUICK_AND_THE_CRUMBED = "quick-and-the-crumbed"
    STANDARD = "standard"
    TROPHY_ROOM = "trophy-room"

    def __str__(self) -> str:
        return str(self.value)
