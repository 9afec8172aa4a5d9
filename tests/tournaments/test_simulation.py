"""The formats at full size on their pure functions (tournaments.simulation, the
simulate_formats command's engine): invariants over whole events, in well under
a second each."""

from __future__ import annotations

import random
from io import StringIO

from django.core.management import call_command

from tournaments import divisions, simulation
from tournaments.standings import meetings


def test_a_64_entrant_double_elimination() -> None:
    for seed in range(3):
        state, played = simulation.double_elimination(64, random.Random(seed))
        placements = state.placements(list(range(1, 65)))
        assert sorted(p.entrant for p in placements) == list(range(1, 65))  # each placed exactly once
        # Nobody is out before two losses: replay the matches and count.
        losses = dict.fromkeys(range(1, 65), 0)
        out_at = {}
        for label, (_, loser) in played.tables:
            losses[loser] += 1
            if state.out.get(loser, (None, None))[1] == label:
                out_at[loser] = losses[loser]
        assert set(out_at) == set(state.out)
        assert all(count == 2 for count in out_at.values())
        assert [p.label for p in placements[:8]] == [
            "1st",
            "2nd",
            "3rd",
            "4th",
            "5th-6th",
            "5th-6th",
            "7th-8th",
            "7th-8th",
        ]


def test_32_in_groups_into_a_playoff() -> None:
    played = simulation.groups_into_playoff(32, random.Random(5), groups=8, advance=2, lot_seed=9)
    assert sorted(p.entrant for p in played.placements) == list(range(1, 33))
    assert len({p.entrant for p in played.placements}) == 32
    for group, tables in zip(played.groups, played.group_tables, strict=True):
        met = meetings(tables)
        assert all(count == 1 for count in met.values())  # nobody meets an opponent twice in a group
        assert len(met) == len(group) * (len(group) - 1) // 2
    assert sorted(played.seeds) == sorted(e for ranked in played.ranked for e in ranked[:2])
    assert played.placements[0].entrant == played.playoff.champion


def test_a_three_tier_league() -> None:
    seasons = simulation.tiered_league(30, random.Random(2), tiers=3, seasons=4, pairings=4, promote=2, relegate=3)
    for season in seasons:
        moves = season.moves
        for tier in (1, 2, 3):
            members = [m for m, t in season.tiers.items() if t == tier]
            up = [m for m in members if moves[m][1] == divisions.PROMOTED]
            down = [m for m in members if moves[m][1] == divisions.RELEGATED]
            assert len(up) == (2 if tier > 1 else 0)
            assert len(down) == (3 if tier < 3 else 0)
            assert all(moves[m][0] == tier - 1 for m in up)
            assert all(moves[m][0] == tier + 1 for m in down)
    assert len(seasons) == 4


def test_the_command_prints_its_progress() -> None:
    out = StringIO()
    call_command(
        "simulate_formats",
        "--entrants",
        "16",
        "--group-entrants",
        "12",
        "--groups",
        "3",
        "--members",
        "12",
        "--seasons",
        "2",
        stdout=out,
    )
    text = out.getvalue()
    assert "Double elimination of 16" in text
    assert "playoff seeds" in text
    assert "season 2" in text
    assert "Every format ran to the end." in text
