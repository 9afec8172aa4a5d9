from enum import StrEnum


class ActionSubmitRequestRequestBoostFragDeadlandsType(StrEnum):
    BOOST = "boost"

    def __str__(self) -> str:
        return str(self.value)
