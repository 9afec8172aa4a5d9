from enum import StrEnum


class ActionSubmitRequestRequestActionDrawRunForYourLifeCandymanShootinLaddersType0Deck(StrEnum):
    AMMO = "ammo"
    GEAR = "gear"
    WEAPON = "weapon"

    def __str__(self) -> str:
        return str(self.value)
