"""Leaving a league and withdrawing from a tournament: the entry goes before
the start; later its unfinished game is forfeited, it is paired no more, and
its results and standings stand. Every refusal is a 4xx that changes nothing."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from rest_framework.test import APIClient

from games import services as game_services
from games.models import Action, ActionReason, Game, GameStatus, Seat
from ladders.bots import make_bot
from ladders.registry import get_ruleset
from players.models import Player
from tests.factories import token_for
from tests.streams.sse import SSE, StreamReader
from tests.tournaments.admin_forms import tournament_form
from tournaments import services
from tournaments.models import Entrant, League, LeagueGame, LeagueMember, Round, Table, Tournament, TournamentStatus

pytestmark = pytest.mark.django_db(transaction=True)

SHRINKS = "shrinks-and-ladders"
TOURNAMENTS = "/api/v1/tournaments/"
LEAGUES = "/api/v1/leagues/"


@pytest.fixture
def people(make_player: Callable[..., Player]) -> dict[str, Player]:
    return {handle: make_player(handle=handle) for handle in ("ann", "bob", "cat", "dan")}


@pytest.fixture
def clients(people: dict[str, Player], client_for: Callable[[Player], APIClient]) -> dict[str, APIClient]:
    return {handle: client_for(player) for handle, player in people.items()}


def written() -> tuple[Any, ...]:
    """Every row and field a withdrawal or a leave may write."""
    return (
        sorted(Entrant.objects.values_list("id", "seed", "withdrawn_at")),
        sorted(LeagueMember.objects.values_list("id", "left_at")),
        sorted(Seat.objects.values_list("id", "forfeited_at", "forfeit_reason")),
        sorted(Tournament.objects.values_list("id", "status")),
        Round.objects.count(),
        Game.objects.count(),
    )


def tournament(staff_client: APIClient, **extra: Any) -> dict[str, Any]:
    body = {"name": "Cup", "ruleset": SHRINKS, "format": "swiss", "auto_advance": False, **extra}
    response = staff_client.post(TOURNAMENTS, body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()  # type: ignore[no-any-return]


def enter(client: APIClient, tournament_id: int, body: dict[str, Any] | None = None) -> dict[str, Any]:
    response = client.post(f"{TOURNAMENTS}{tournament_id}/entrants/", body or {}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()  # type: ignore[no-any-return]


def withdraw(client: APIClient, tournament_id: int, body: dict[str, Any] | None = None) -> Any:
    return client.post(f"{TOURNAMENTS}{tournament_id}/withdraw/", body or {}, format="json")


def play_humans_out(game_id: int, bot: str = "") -> Game:
    """Each human seat still playing plays its first legal action (or ``bot``'s
    choice) until the game ends (bots and forfeited seats are played by the
    eager workers)."""
    game = Game.objects.get(pk=game_id)
    rules = get_ruleset(game.ruleset)
    chooser = make_bot(game.ruleset, bot) if bot else None
    for _ in range(5000):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            return game
        seat = next(s for s in game.seats.select_related("player") if s.index in game.to_act)
        assert seat.player is not None, "a bot's turn was left unplayed"
        assert seat.forfeited_at is None, "a forfeited seat's turn was left unplayed"
        if chooser is None:
            action = rules.legal_actions(game.state, seat.index)[0]
        else:
            action = chooser.choose(rules, game.state, seat.index, game.version)
        game_services.action_submit(game_id=game.pk, player=seat.player, action=action, expected_version=game.version)
    raise AssertionError("the game did not finish")


def table_of(entrant_id: int, round_number: int) -> Table:
    return next(
        t for t in Table.objects.filter(round__number=round_number).order_by("index") if entrant_id in t.entrants
    )


# --------------------------------------------------------------------------
# Tournaments


def test_an_entry_withdrawn_before_the_start_is_removed_and_the_seeds_close_up(
    staff_client: APIClient, clients: dict[str, APIClient]
) -> None:
    cup = tournament(staff_client)
    entries = {handle: enter(clients[handle], cup["id"]) for handle in ("ann", "bob", "cat")}
    response = withdraw(clients["bob"], cup["id"])
    assert response.status_code == 200, response.json()
    assert [(e["name"], e["seed"]) for e in response.json()["entrants"]] == [("ann", 0), ("cat", 1)]
    assert not Entrant.objects.filter(pk=entries["bob"]["id"]).exists()
    # The next entry takes the next seed (entries are seeded by count), and bob may enter again.
    assert enter(clients["dan"], cup["id"])["seed"] == 2
    assert enter(clients["bob"], cup["id"])["seed"] == 3
    # The organiser withdraws anyone's entry, a bot's too.
    bot = enter(staff_client, cup["id"], {"bot": "random"})
    assert withdraw(staff_client, cup["id"], {"entrant": entries["ann"]["id"]}).status_code == 200
    assert withdraw(staff_client, cup["id"], {"entrant": bot["id"]}).status_code == 200
    left = Tournament.objects.get(pk=cup["id"]).entrants.order_by("seed")
    assert [(e.name, e.seed) for e in left] == [("cat", 0), ("dan", 1), ("bob", 2)]


def test_withdrawal_refusals_change_nothing(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    cup = tournament(staff_client)
    ann = enter(clients["ann"], cup["id"])
    enter(clients["bob"], cup["id"])
    before = written()
    refusals = [
        (withdraw(clients["cat"], cup["id"]), 403, "not_an_entrant"),
        (withdraw(clients["bob"], cup["id"], {"entrant": ann["id"]}), 403, "not_organiser"),
        (withdraw(staff_client, cup["id"], {"entrant": 10**17}), 404, "entrant_not_found"),
        (withdraw(staff_client, 10**17), 404, "tournament_not_found"),
        (withdraw(staff_client, cup["id"], {"entrant": "ann"}), 400, "invalid_request"),
        (withdraw(APIClient(), cup["id"]), 401, "not_authenticated"),
    ]
    for response, status, code in refusals:
        assert (response.status_code, response.json()["code"]) == (status, code), response.json()
    assert written() == before
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    assert withdraw(clients["ann"], cup["id"]).status_code == 200
    before = written()
    again = withdraw(clients["ann"], cup["id"])
    assert (again.status_code, again.json()["code"]) == (409, "already_withdrawn")
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/close/").status_code == 200
    before = written()
    late = withdraw(clients["bob"], cup["id"])
    assert (late.status_code, late.json()["code"]) == (409, "tournament_finished")
    assert written() == before


def test_a_player_withdrawn_mid_round_forfeits_and_is_paired_no_more(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    cup = tournament(staff_client, rounds_planned=3)
    entries = {handle: enter(clients[handle], cup["id"]) for handle in ("ann", "bob", "cat", "dan")}
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    table = table_of(entries["ann"]["id"], 1)
    assert table.game_id is not None
    response = withdraw(clients["ann"], cup["id"])
    assert response.status_code == 200, response.json()
    shown = next(e for e in response.json()["entrants"] if e["id"] == entries["ann"]["id"])
    assert shown["withdrawn_at"] is not None
    seat = Seat.objects.get(game_id=table.game_id, player=people["ann"])
    assert seat.forfeited_at is not None
    assert seat.forfeit_reason == "withdrawn from the tournament"
    # Her opponent is the only side left: her game ends at once, conceded, and he wins the table.
    game = Game.objects.get(pk=table.game_id)
    assert game.status == GameStatus.FINISHED
    assert game.outcome["details"]["forfeits"] == [{"seat": seat.index, "why": "withdrawn from the tournament"}]
    assert not Action.objects.filter(game=game, reason=ActionReason.FORFEIT).exists()
    for t in Table.objects.filter(round__number=1):
        assert t.game_id is not None
        play_humans_out(t.game_id)
    table.refresh_from_db()
    assert {r["entrant"]: r["placement"] for r in table.result or []}[entries["ann"]["id"]] == 2
    # Round 2 pairs the three others (one takes a bye); ann stays in the standings, marked.
    second = staff_client.post(f"{TOURNAMENTS}{cup['id']}/rounds/")
    assert second.status_code == 201, second.json()
    seated = [e for t in second.json()["tables"] for e in t["entrants"]] + second.json()["byes"]
    assert sorted(seated) == sorted(entries[h]["id"] for h in ("bob", "cat", "dan"))
    rows = staff_client.get(f"{TOURNAMENTS}{cup['id']}/standings/").json()["rows"]
    assert {r["name"]: r["withdrawn"] for r in rows} == {"ann": True, "bob": False, "cat": False, "dan": False}
    assert next(r for r in rows if r["name"] == "ann")["played"] == 1


def test_a_game_finished_after_the_close_changes_no_standings(
    staff_client: APIClient, clients: dict[str, APIClient]
) -> None:
    # Closing finishes the tournament: its standings are its record from then on,
    # and a game of the interrupted round finished later no longer counts.
    cup = tournament(staff_client, rounds_planned=3)
    for handle in ("ann", "bob"):
        enter(clients[handle], cup["id"])
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    standings = f"{TOURNAMENTS}{cup['id']}/standings/"
    before = staff_client.get(standings).json()["rows"]
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/close/").json()["status"] == "finished"
    game = play_humans_out(Table.objects.get(round__tournament_id=cup["id"]).game_id or 0)
    assert game.status == GameStatus.FINISHED
    assert staff_client.get(standings).json()["rows"] == before
    assert Table.objects.get(round__tournament_id=cup["id"]).result is None


def test_a_team_mate_withdraws_the_team_and_the_other_is_told(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    body = {"name": "Teams", "ruleset": "shootin-ladders", "scenario": "guns-of-tobleronne", "team_size": 2}
    cup = tournament(staff_client, **body)
    crumbs = enter(clients["ann"], cup["id"], {"players": ["ann", "bob"], "name": "Crumbs"})
    stream = StreamReader("/api/v1/players/me/stream/", token_for(people["ann"]))
    try:
        assert stream.next() == SSE("retry", None, retry=2000)
        assert withdraw(clients["bob"], cup["id"]).status_code == 200
        assert stream.next() == SSE(
            "tournament_withdrawn", {"tournament": cup["id"], "entrant": crumbs["id"], "by": "bob"}
        )
    finally:
        stream.close()
    assert not Entrant.objects.filter(pk=crumbs["id"]).exists()


def test_a_withdrawn_bot_forfeits_its_seat_to_the_random_bot(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    cup = tournament(staff_client, table_size=3)
    enter(clients["ann"], cup["id"])
    enter(clients["bob"], cup["id"])
    bot = enter(staff_client, cup["id"], {"bot": "normal"})
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    table = table_of(bot["id"], 1)
    assert table.game_id is not None
    assert withdraw(staff_client, cup["id"], {"entrant": bot["id"]}).status_code == 200
    game = play_humans_out(table.game_id)
    bot_seat = Seat.objects.get(game=game, player__isnull=True)
    assert bot_seat.forfeited_at is not None
    reasons = set(Action.objects.filter(game=game, seat=bot_seat.index).values_list("reason", flat=True))
    assert ActionReason.FORFEIT in reasons  # two sides played on: the random bot played it from the withdrawal on
    assert game.outcome is not None
    assert game.outcome["placements"][bot_seat.index] == 3
    assert game.outcome["details"].get("end_reason") != "conceded"  # the rules ended it


def test_a_round_robin_gives_a_bye_where_a_withdrawn_entrant_was_due(staff_client: APIClient) -> None:
    cup = tournament(staff_client, format="round_robin", bye_points=3)
    bots = [enter(staff_client, cup["id"], {"bot": "random"})["id"] for _ in range(4)]
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200  # all-bot games end at once
    gone = bots[0]
    assert withdraw(staff_client, cup["id"], {"entrant": gone}).status_code == 200
    for _number in (2, 3):
        response = staff_client.post(f"{TOURNAMENTS}{cup['id']}/rounds/")
        assert response.status_code == 201, response.json()
        played = response.json()
        assert all(gone not in t["entrants"] for t in played["tables"])
        assert len(played["tables"]) == 1
        assert len(played["byes"]) == 1
        assert gone not in played["byes"]
    rows = staff_client.get(f"{TOURNAMENTS}{cup['id']}/standings/").json()["rows"]
    by_id = {r["entrant"]: r for r in rows}
    assert by_id[gone]["played"] == 1
    assert by_id[gone]["withdrawn"]
    assert sorted(by_id[e]["byes"] for e in bots[1:]) == [0, 1, 1]
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/rounds/").json()["status"] == "finished"


def test_an_elimination_goes_on_without_a_winner_who_withdrew(staff_client: APIClient) -> None:
    cup = tournament(staff_client, format="single_elimination")
    for _ in range(4):
        enter(staff_client, cup["id"], {"bot": "random"})
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    winners = [
        min(t.result or [], key=lambda r: r["placement"])["entrant"] for t in Table.objects.filter(round__number=1)
    ]
    assert len(winners) == 2
    assert withdraw(staff_client, cup["id"], {"entrant": winners[0]}).status_code == 200
    # One entrant is left standing: the elimination is over.
    finished = staff_client.post(f"{TOURNAMENTS}{cup['id']}/rounds/")
    assert finished.status_code == 200
    assert finished.json()["status"] == "finished"
    assert Round.objects.filter(tournament_id=cup["id"]).count() == 1


def test_a_withdrawn_winner_no_longer_holds_the_frag_deadlands_raise_window(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    cup = tournament(staff_client, ruleset="frag-deadlands", auto_advance=True, rounds_planned=2)
    ann = enter(clients["ann"], cup["id"])["id"]
    for _ in range(3):
        enter(staff_client, cup["id"], {"bot": "normal"})  # random Deadlands games run long
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    table = table_of(ann, 1)
    assert table.game_id is not None
    # Her opponent is withdrawn, so she wins her table whatever the dice say.
    opponent = next(e for e in table.entrants if e != ann)
    assert withdraw(staff_client, cup["id"], {"entrant": opponent}).status_code == 200
    play_humans_out(table.game_id, bot="normal")  # first legal actions may never end a Deadlands game
    table.refresh_from_db()
    assert {r["entrant"]: r["placement"] for r in table.result or []}[ann] == 1
    rounds = Round.objects.filter(tournament_id=cup["id"])
    assert rounds.count() == 1  # round 2 waits for ann's raise
    assert withdraw(clients["ann"], cup["id"]).status_code == 200
    assert rounds.count() == 2  # her withdrawal released it
    assert all(ann not in t.entrants and opponent not in t.entrants for t in rounds.get(number=2).tables.all())
    refused = clients["ann"].post(f"{TOURNAMENTS}{cup['id']}/stat-raise/", {"stat": "speed"})
    assert (refused.status_code, refused.json()["code"]) == (409, "already_withdrawn")


@pytest.mark.postgres
def test_two_withdrawals_of_one_entrant_at_once_withdraw_it_once(
    staff_client: APIClient, clients: dict[str, APIClient]
) -> None:
    cup = tournament(staff_client)
    ann = enter(clients["ann"], cup["id"])
    enter(clients["bob"], cup["id"])
    enter(clients["cat"], cup["id"])
    assert staff_client.post(f"{TOURNAMENTS}{cup['id']}/start/").status_code == 200
    barrier = threading.Barrier(2)
    answers: list[int] = []

    def ask(client: APIClient, body: dict[str, Any]) -> None:
        barrier.wait()
        answers.append(withdraw(client, cup["id"], body).status_code)
        connection.close()

    threads = [
        threading.Thread(target=ask, args=(clients["ann"], {})),
        threading.Thread(target=ask, args=(staff_client, {"entrant": ann["id"]})),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [200, 409]
    assert Seat.objects.filter(forfeited_at__isnull=False).count() <= 1


# --------------------------------------------------------------------------
# Leagues


def league(staff_client: APIClient, **extra: Any) -> dict[str, Any]:
    response = staff_client.post(LEAGUES, {"name": "Ladder", "ruleset": SHRINKS, **extra}, format="json")
    assert response.status_code == 201, response.json()
    return response.json()  # type: ignore[no-any-return]


def leave(client: APIClient, league_id: int, body: dict[str, Any] | None = None) -> Any:
    return client.post(f"{LEAGUES}{league_id}/leave/", body or {}, format="json")


def test_a_member_who_leaves_forfeits_and_is_paired_no_more(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    ladder = league(staff_client, max_members=4)
    for handle in ("ann", "bob", "cat", "dan"):
        assert clients[handle].post(f"{LEAGUES}{ladder['id']}/join/").status_code == 200
    assert staff_client.post(f"{LEAGUES}{ladder['id']}/pair/").status_code == 201
    ann_game = Seat.objects.get(player=people["ann"]).game_id
    response = leave(clients["ann"], ladder["id"])
    assert response.status_code == 200, response.json()
    assert response.json()["members"] == ["bob", "cat", "dan"]
    seat = Seat.objects.get(player=people["ann"])
    assert seat.forfeited_at is not None
    assert seat.forfeit_reason == "left the league"
    for league_game in LeagueGame.objects.all():
        play_humans_out(league_game.game_id)
    assert Game.objects.get(pk=ann_game).outcome["placements"][seat.index] == 2  # type: ignore[index]
    rows = staff_client.get(f"{LEAGUES}{ladder['id']}/standings/").json()["rows"]
    assert {r["name"]: r["withdrawn"] for r in rows} == {"ann": True, "bob": False, "cat": False, "dan": False}
    # The next pairing leaves her out; her place is free for someone else.
    assert staff_client.post(f"{LEAGUES}{ladder['id']}/pair/").status_code == 201
    second = LeagueGame.objects.filter(pairing=2)
    assert all(s.player_id != people["ann"].pk for lg in second for s in lg.game.seats.all())
    assert staff_client.get(LEAGUES, {"member": "ann"}).json()["results"] == []
    assert [lg["id"] for lg in staff_client.get(LEAGUES, {"member": "bob"}).json()["results"]] == [ladder["id"]]
    # Joining again makes her a member again, on the same membership.
    member = LeagueMember.objects.get(player=people["ann"])
    assert clients["ann"].post(f"{LEAGUES}{ladder['id']}/join/").status_code == 200
    member.refresh_from_db()
    assert member.left_at is None
    assert LeagueMember.objects.filter(player=people["ann"]).count() == 1


def test_who_left_is_gone_from_the_next_seasons_standings(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    ladder = league(staff_client)
    for handle in ("ann", "bob", "cat"):
        clients[handle].post(f"{LEAGUES}{ladder['id']}/join/")
    assert leave(clients["cat"], ladder["id"]).status_code == 200
    names = [r["name"] for r in staff_client.get(f"{LEAGUES}{ladder['id']}/standings/").json()["rows"]]
    assert sorted(names) == ["ann", "bob"]  # no game of hers this season: no row
    assert staff_client.post(f"{LEAGUES}{ladder['id']}/seasons/").status_code == 201
    names = [r["name"] for r in staff_client.get(f"{LEAGUES}{ladder['id']}/standings/").json()["rows"]]
    assert sorted(names) == ["ann", "bob"]


def test_a_full_league_has_room_again_when_a_member_leaves(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    ladder = league(staff_client, max_members=2)
    for handle in ("ann", "bob"):
        clients[handle].post(f"{LEAGUES}{ladder['id']}/join/")
    assert clients["cat"].post(f"{LEAGUES}{ladder['id']}/join/").json()["code"] == "league_full"
    assert leave(staff_client, ladder["id"], {"player": "bob"}).status_code == 200
    assert clients["cat"].post(f"{LEAGUES}{ladder['id']}/join/").status_code == 200
    assert clients["bob"].post(f"{LEAGUES}{ladder['id']}/join/").json()["code"] == "league_full"


def test_leave_refusals_change_nothing(staff_client: APIClient, clients: dict[str, APIClient]) -> None:
    ladder = league(staff_client)
    for handle in ("ann", "bob"):
        clients[handle].post(f"{LEAGUES}{ladder['id']}/join/")
    before = written()
    refusals = [
        (leave(clients["cat"], ladder["id"]), 409, "not_a_member"),
        (leave(clients["ann"], ladder["id"], {"player": "bob"}), 403, "not_organiser"),
        (leave(staff_client, ladder["id"], {"player": "nobody-here"}), 404, "player_not_found"),
        (leave(staff_client, ladder["id"], {"player": "cat"}), 409, "not_a_member"),
        (leave(staff_client, 10**17), 404, "league_not_found"),
        (leave(staff_client, ladder["id"], {"player": 7}), 400, "invalid_request"),
    ]
    for response, status, code in refusals:
        assert (response.status_code, response.json()["code"]) == (status, code), response.json()
    assert written() == before
    assert staff_client.post(f"{LEAGUES}{ladder['id']}/close/").status_code == 200
    before = written()
    closed = leave(clients["ann"], ladder["id"])
    assert (closed.status_code, closed.json()["code"]) == (409, "league_closed")
    assert written() == before


def test_the_removed_member_is_told_on_their_stream(
    staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    ladder = league(staff_client)
    clients["ann"].post(f"{LEAGUES}{ladder['id']}/join/")
    stream = StreamReader("/api/v1/players/me/stream/", token_for(people["ann"]))
    try:
        assert stream.next() == SSE("retry", None, retry=2000)
        assert leave(staff_client, ladder["id"], {"player": "ann"}).status_code == 200
        assert stream.next() == SSE("league_left", {"league": ladder["id"], "by": "boss"})
    finally:
        stream.close()


# --------------------------------------------------------------------------
# The admin


@pytest.fixture
def admin_client(staff: Player) -> Client:
    staff.user.is_superuser = True
    staff.user.save()
    client = Client()
    client.force_login(staff.user)
    return client


def test_the_admin_withdraws_entrants_removes_members_and_keeps_seeds_compact(
    admin_client: Client, staff_client: APIClient, clients: dict[str, APIClient], people: dict[str, Player]
) -> None:
    cup = tournament(staff_client)
    entries = [enter(clients[handle], cup["id"])["id"] for handle in ("ann", "bob", "cat")]
    page = admin_client.post(
        "/admin/tournaments/entrant/", {"action": "withdraw", "_selected_action": [entries[0]]}, follow=True
    )
    assert page.status_code == 200
    assert list(Entrant.objects.order_by("seed").values_list("id", "seed")) == [(entries[1], 0), (entries[2], 1)]
    ladder = league(staff_client)
    clients["dan"].post(f"{LEAGUES}{ladder['id']}/join/")
    member = LeagueMember.objects.get(player=people["dan"])
    admin_client.post("/admin/tournaments/leaguemember/", {"action": "remove", "_selected_action": [member.pk]})
    member.refresh_from_db()
    assert member.left_at is not None
    assert League.objects.get(pk=ladder["id"]).members.filter(left_at__isnull=True).count() == 0
    assert Tournament.objects.get(pk=cup["id"]).status == TournamentStatus.OPEN


def test_an_entry_deleted_on_the_tournament_page_leaves_seeds_in_order(admin_client: Client, staff: Player) -> None:
    """The bracket reads seeds as positions 0..n-1 and entries are seeded by count:
    a gap left by the admin's delete box made the next entry collide with a seed."""
    who = services.Organiser(player=staff, is_staff=True)
    cup = services.tournament_create(by=who, name="Cup", ruleset=SHRINKS, format="single_elimination")
    bots = [services.tournament_enter(tournament_id=cup.pk, by=who, bot="random") for _ in range(3)]
    form = tournament_form(staff, name="Cup", format="single_elimination", **{"entrants-TOTAL_FORMS": 3})
    form["entrants-INITIAL_FORMS"] = 3
    for row, bot in enumerate(bots):
        form |= {
            f"entrants-{row}-id": bot.pk,
            f"entrants-{row}-tournament": cup.pk,
            f"entrants-{row}-seed": bot.seed,
            f"entrants-{row}-name": bot.name,
            f"entrants-{row}-bot": bot.bot,
            f"entrants-{row}-players": "",
        }
    form["entrants-0-DELETE"] = "on"
    page = admin_client.post(f"/admin/tournaments/tournament/{cup.pk}/change/", form)
    assert page.status_code == 302, page.content.decode()[:2000]
    assert list(Entrant.objects.order_by("seed").values_list("id", "seed")) == [(bots[1].pk, 0), (bots[2].pk, 1)]
    assert services.tournament_enter(tournament_id=cup.pk, by=who, bot="random").seed == 2
    services.tournament_start(tournament_id=cup.pk, by=who)  # the bracket places every seed
    assert Round.objects.filter(tournament=cup).count() >= 1
