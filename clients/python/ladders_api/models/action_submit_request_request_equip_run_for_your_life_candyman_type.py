from enum import StrEnum


class ActionSubmitRequestRequestEquipRunForYourLifeCandymanType(StrEnum):
    EQUIP = "equip"

    def __str__(self) -> str:
        return str(self.value)
