from enum import StrEnum


class ActionSubmitRequestRequestHangFragDeadlandsType(StrEnum):
    HANG = "hang"

    def __str__(self) -> str:
        return str(self.value)
