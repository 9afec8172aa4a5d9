from enum import StrEnum


class LegalActionsChoosePassLadder29Type(StrEnum):
    CHOOSE_PASS = "choose_pass"

    def __str__(self) -> str:
        return str(self.value)
