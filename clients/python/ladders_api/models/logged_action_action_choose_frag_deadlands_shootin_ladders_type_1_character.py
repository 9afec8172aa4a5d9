from enum import StrEnum


class LoggedActionActionChooseFragDeadlandsShootinLaddersType1Character(StrEnum):
    BISCOTTI_BANDIT = "biscotti_bandit"
    CRUMBELINA = "crumbelina"
    DOC_MOLASSES = "doc_molasses"
    GINGER_JOE = "ginger_joe"
    LT_LEBKUCHEN = "lt_lebkuchen"
    PRIVATE_SPEKULAAS = "private_spekulaas"
    SGT_ROCKK_CANDY = "sgt_rockk_candy"
    SNAP_DRAGON = "snap_dragon"

    def __str__(self) -> str:
        return str(self.value)
