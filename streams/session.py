"""What one open stream sends, independent of how it is served.

A session turns bus messages and database reads into Server-Sent Events
frames. Its database reads (``start``, ``recover``, ``poll``) are plain sync
calls: the ASGI driver runs them in a thread pool, the WSGI driver in its own
thread (streams.views). ``receive`` never touches the database: a message
that cannot be applied as it stands (versions skipped, a RESYNC) returns
None, and the driver then calls ``recover``.

The game stream sends each log entry once, in version order: ``last`` is the
version it sent last, entries at or below it are dropped (a late or repeated
message), and a skipped version sends it back to the log (the database), which
holds every committed entry. Publishing after the commit means a message can
only arrive after its entry is readable.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from django.db.models import Q
from rest_framework.utils.encoders import JSONEncoder

from core.bus import Message
from games import selectors
from games.models import Game, GameStatus, Seat
from games.notices import game_end, turn_data
from ladders.registry import get_ruleset

OVER = (GameStatus.FINISHED, GameStatus.ABORTED)
LOG_PAGE = 500
# your_turn notices a player stream sends when it opens, at most.
SNAPSHOT_LIMIT = 200
HEARTBEAT = b": heartbeat\n\n"


def frame(event: str, data: Any, event_id: int | None = None) -> bytes:
    """One SSE message. The JSON holds no newline, so it is one ``data:`` line."""
    head = f"id: {event_id}\n" if event_id is not None else ""
    body = json.dumps(data, cls=JSONEncoder, separators=(",", ":"))
    return f"{head}event: {event}\ndata: {body}\n\n".encode()


def retry_frame(milliseconds: int) -> bytes:
    """Tells an EventSource how long to wait before it reconnects."""
    return f"retry: {milliseconds}\n\n".encode()


@dataclass
class GameStreamSession:
    """A game's log as one seat (or a spectator: ``viewer_seat`` None) sees it.

    Seats change hands only before a game starts (join, leave): a stream opened on a
    waiting game is given its caller (``player_id``) and no seat yet (``seated``
    False), and reads the caller's seat from the database once the game has started,
    before it sends any entry. Else a player who opened it, left the seat and let
    another take it would read the new holder's private events."""

    game_id: int
    viewer_seat: int | None
    last: int
    done: bool = False
    polls: bool = True
    player_id: int = 0  # the caller (ids start at 1), for a stream opened before the start
    seated: bool = True

    def entry_frame(self, row: dict[str, Any]) -> bytes:
        data = {
            "version": row["seq"],
            "seat": row["seat"],
            "reason": row["reason"],
            "created_at": row["created_at"],
            "events": selectors.visible_log_events(row, self.viewer_seat),
        }
        return frame("action", data, row["seq"])

    def end_frame(self, end: dict[str, Any]) -> bytes:
        return frame("end", end, end["version"])

    def start(self) -> list[bytes]:
        return self.recover()

    def poll(self) -> list[bytes]:
        return self.recover()

    def recover(self) -> list[bytes]:
        """From the database: every entry after ``last``, then the final
        event if the game is over. Precondition: subscribed already, so
        whatever commits after these reads arrives as a message."""
        if not self.seated and not self._seat_settled():
            return []  # not started: no entry yet, and its seats may still change hands
        frames = self._entries()
        game = Game.objects.filter(pk=self.game_id).only("version", "status", "outcome").first()
        if game is None:  # deleted (the admin): nothing more will come
            self.done = True
        elif game.status in OVER:
            # Read after the status: the final entry committed with it.
            frames += self._entries()
            frames.append(self.end_frame(game_end(game)))
            self.done = True
        return frames

    def _seat_settled(self) -> bool:
        """Once the game has left the waiting room, read the caller's seat (None: a
        spectator) for good; whether it has."""
        status = Game.objects.filter(pk=self.game_id).values_list("status", flat=True).first()
        if status == GameStatus.WAITING:
            return False
        seats = Seat.objects.filter(game_id=self.game_id, player_id=self.player_id)
        self.viewer_seat = seats.values_list("index", flat=True).first()
        self.seated = True
        return True

    def _entries(self) -> list[bytes]:
        frames = []
        while True:
            rows = selectors.log_rows(game_id=self.game_id, after=self.last, limit=LOG_PAGE)
            for row in rows:
                frames.append(self.entry_frame(row))
                self.last = row["seq"]
            if len(rows) < LOG_PAGE:
                return frames

    def receive(self, message: Message) -> list[bytes] | None:
        if message.get("kind") != "entry" or not self.seated:
            return None  # an abort, a RESYNC, the first entry before the seat is read: read the database
        row = message["row"]
        version = row["seq"]
        if version <= self.last:
            return []
        if version != self.last + 1:
            return None
        frames = [self.entry_frame(row)]
        self.last = version
        if message.get("end") is not None:
            frames.append(self.end_frame(message["end"]))
            self.done = True
        return frames


@dataclass
class PlayerStreamSession:
    """A player's notices: your turn, game started or finished, round paired, matched, invited."""

    player_id: int
    done: bool = False
    polls: bool = False
    sent_turns: set[tuple[int, int]] = field(default_factory=set)

    def start(self) -> list[bytes]:
        """A your_turn for every game waiting on the player now, so a client
        that (re)connects misses no turn."""
        return self.recover()

    def poll(self) -> list[bytes]:
        return []

    def recover(self) -> list[bytes]:
        seats = (
            Seat.objects.filter(player_id=self.player_id, game__status=GameStatus.ACTIVE, forfeited_at__isnull=True)
            .filter(~Q(type="ai"))
            .select_related("game")
            .only("index", "deadline_at", "game__id", "game__version", "game__ruleset", "game__to_act")
            .order_by("game_id")[:SNAPSHOT_LIMIT]
        )
        due = {seat.game.pk: seat for seat in seats if seat.index in seat.game.to_act}
        # Each your_turn lists the seat's legal actions: the states of the games waiting
        # on the player only, read with their version and seats to act in one statement
        # (a game that moved on since the read above is left out when the seat is no
        # longer due: its own notice comes on the bus).
        rows = (
            Game.objects.filter(pk__in=list(due), status=GameStatus.ACTIVE)
            .order_by("pk")
            .values_list("pk", "version", "to_act", "state")
            if due
            else []
        )
        frames = []
        for game_id, version, to_act, state in rows:
            seat = due[game_id]
            if seat.index in to_act:
                ruleset = seat.game.ruleset
                actions = get_ruleset(ruleset).legal_actions(state, seat.index)
                data = turn_data(game_id, version, seat.index, ruleset, seat.deadline_at, actions)
                frames += self._notice("your_turn", data)
        return frames

    def _notice(self, event: str, data: dict[str, Any]) -> list[bytes]:
        if event == "your_turn":
            # The same turn from the snapshot and from a message: sent once.
            key = (data["game"], data["version"])
            if key in self.sent_turns:
                return []
            self.sent_turns.add(key)
        return [frame(event, data)]

    def receive(self, message: Message) -> list[bytes] | None:
        if message.get("kind") != "notice":
            return None
        return self._notice(message["event"], message["data"])
