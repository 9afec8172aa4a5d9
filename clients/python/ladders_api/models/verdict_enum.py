from enum import StrEnum


class VerdictEnum(StrEnum):
    LOG_MISMATCH = "log_mismatch"
    RULES_CHANGED = "rules_changed"
    SEED_MISMATCH = "seed_mismatch"
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
