from enum import StrEnum


class ActionSubmitRequestRequestLeadLadder29Type(StrEnum):
    LEAD = "lead"

    def __str__(self) -> str:
        return str(self.value)
