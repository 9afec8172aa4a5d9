from enum import StrEnum


class LegalActionsBoostFragDeadlandsRoll(StrEnum):
    BEAST = "beast"
    DAMAGE = "damage"
    DEFENCE = "defence"
    HIT = "hit"
    MOVEMENT = "movement"
    POWERUP = "powerup"
    SHOOTOUT = "shootout"

    def __str__(self) -> str:
        return str(self.value)
