from enum import StrEnum


class V1TournamentsListFormat(StrEnum):
    DOUBLE_ELIMINATION = "double_elimination"
    GROUPS_PLAYOFF = "groups_playoff"
    ROUND_ROBIN = "round_robin"
    SINGLE_ELIMINATION = "single_elimination"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
