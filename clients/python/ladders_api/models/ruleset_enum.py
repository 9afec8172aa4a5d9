from enum import StrEnum


class RulesetEnum(StrEnum):
    FRAG_DEADLANDS = "frag-deadlands"
    LADDER_29 = "ladder-29"
    RUN_FOR_YOUR_LIFE_CANDYMAN = "run-for-your-life-candyman"
    SHOOTIN_LADDERS = "shootin-ladders"
    SHRINKS_AND_LADDERS = "shrinks-and-ladders"

    def __str__(self) -> str:
        return str(self.value)
