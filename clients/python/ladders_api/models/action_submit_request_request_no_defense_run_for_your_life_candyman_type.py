from enum import StrEnum


class ActionSubmitRequestRequestNoDefenseRunForYourLifeCandymanType(StrEnum):
    NO_DEFENSE = "no_defense"

    def __str__(self) -> str:
        return str(self.value)
