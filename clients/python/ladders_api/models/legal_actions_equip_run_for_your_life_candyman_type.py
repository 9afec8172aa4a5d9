from enum import StrEnum


class LegalActionsEquipRunForYourLifeCandymanType(StrEnum):
    EQUIP = "equip"

    def __str__(self) -> str:
        return str(self.value)
