from enum import StrEnum


class WebhookEventTypeEnum(StrEnum):
    GAME_FINISHED = "game.finished"
    GAME_INVITED = "game.invited"
    LEAGUE_SEASON_STARTED = "league.season_started"
    RANK_CHANGED = "rank.changed"
    TOURNAMENT_FINISHED = "tournament.finished"
    TOURNAMENT_ROUND_PAIRED = "tournament.round_paired"
    TOURNAMENT_STAGE_STARTED = "tournament.stage_started"
    TURN_DUE = "turn.due"

    def __str__(self) -> str:
        return str(self.value)
