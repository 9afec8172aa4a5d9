from enum import StrEnum


class LegalActionsLeadLadder29Type(StrEnum):
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
