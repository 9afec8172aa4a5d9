from enum import StrEnum


class LegalActionsNoDefenseRunForYourLifeCandymanType(StrEnum):
    NO_DEFENSE = "no_defense"

    def __str__(self) -> str:
        return str(self.value)
