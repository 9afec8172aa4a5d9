from enum import StrEnum


class LoggedActionPlayWeaponShootinLaddersType(StrEnum):
    PLAY_WEAPON = "play_weapon"

    def __str__(self) -> str:
        return str(self.value)
