from enum import StrEnum


class LoggedActionNoDefenseRunForYourLifeCandymanType(StrEnum):
    NO_DEFENSE = "no_defense"

    def __str__(self) -> str:
        return str(self.value)
