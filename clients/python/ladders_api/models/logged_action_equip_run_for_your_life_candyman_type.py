from enum import StrEnum


class LoggedActionEquipRunForYourLifeCandymanType(StrEnum):
    EQUIP = "equip"

    def __str__(self) -> str:
        return str(self.value)
