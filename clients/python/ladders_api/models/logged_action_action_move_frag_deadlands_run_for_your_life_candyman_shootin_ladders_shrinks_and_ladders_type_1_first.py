from enum import StrEnum


class LoggedActionActionMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1First(StrEnum):
    CANDY_CORN = "candy_corn"
    CHOCOLATE = "chocolate"
    GUMBALL = "gumball"
    HARD_CANDY = "hard_candy"
    JU_JU = "ju_ju"
    PEPPERMINT_SWIRL = "peppermint_swirl"

    def __str__(self) -> str:
        return str(self.value)
