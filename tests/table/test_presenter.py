"""The presenter's timeline: durations scale with the speed setting; instant drains in one frame."""

from __future__ import annotations

import pytest

from game.core.messages import DiceRolled, Moved, PhaseBegan, Scored, log
from scenes.table.presenter import DICE, FLIGHT, STAGGER, Presenter

OLD, NEW = object(), object()


def events():
    return [
        Moved(piece="c1", from_zone="seat:0:hand", to_zone="discard"),
        Moved(piece="c2", from_zone="deck", to_zone="seat:0:hand"),
        log("race.played", seat=0, value=1, pos=1),
        Scored(seat=0, points=1, total=5),
    ]


def locate(zone, piece, new):
    return {"rect": (0, 0, 10, 10) if not new else (100, 100, 10, 10), "kind": "card"}


def make(speed=1.0, reduce=False, played=None):
    played = played if played is not None else []
    return Presenter(OLD, speed=lambda: speed, reduce_motion=lambda: reduce, play=played.append)


def run(p, seconds, dt=1 / 60):
    t = 0.0
    while t < seconds - 1e-9:
        p.update(dt)
        t += dt


def test_instant_drains_in_one_frame():
    p = make(speed=0.0)
    p.feed(events() + [DiceRolled(zone="dice", faces=("4",))], NEW, locate)
    assert p.drained and p.view is NEW
    assert p.scores[0] == 5 and p.log_hidden == 0 and p.dice["dice"] == ("4",)


def test_view_trails_until_the_last_flight_lands():
    p = make(speed=1.0)
    p.feed(events(), NEW, locate)
    assert p.view is OLD and not p.drained
    assert ("seat:0:hand", "c1") in p.in_flight()
    run(p, FLIGHT * 0.8)
    assert p.view is OLD
    run(p, FLIGHT + STAGGER + 0.5)
    assert p.drained and p.view is NEW and p.scores[0] == 5


@pytest.mark.parametrize("speed", [0.5, 1.0, 1.6])
def test_durations_scale_with_the_speed_factor(speed):
    p = make(speed=speed)
    p.feed([DiceRolled(zone="dice", faces=("3",))], NEW, locate)
    run(p, DICE * speed * 0.9)
    assert not p.drained
    run(p, DICE * speed * 0.2 + 0.02)
    assert p.drained and p.view is NEW


def test_sounds_and_score_ticks():
    played = []
    p = make(speed=1.0, played=played)
    p.feed(events() + [DiceRolled(zone="dice", faces=("2",))], NEW, locate)
    run(p, 0.1)
    assert "card" in played
    run(p, 3.0)
    assert "score" in played and "dice" in played
    assert p.scores == {0: 5.0}


def test_reduce_motion_turns_flights_into_fades():
    p = make(speed=1.0, reduce=True)
    p.feed(events(), NEW, locate)
    flights = [s for s, _ in p.active("flight")]
    assert flights and all(s.data["fade"] for s in flights)


def test_log_lines_are_revealed_as_their_step_plays():
    p = make(speed=1.0)
    p.feed(
        [
            Moved(piece="c1", from_zone="a", to_zone="b"),
            DiceRolled(zone="dice", faces=("1",)),
            log("race.rolled", seat=0, face=1, pos=1),
        ],
        NEW,
        locate,
    )
    assert p.log_hidden == 1
    run(p, FLIGHT)
    assert p.log_hidden == 1
    run(p, DICE + 0.1)
    assert p.log_hidden == 0


def test_banner_does_not_hold_the_table():
    p = make(speed=1.0)
    p.feed([PhaseBegan(phase="race.turn", round=2)], NEW, locate)
    assert p.drained and p.view is NEW
    run(p, 0.1)
    assert p.banner() is not None


def test_finish_skips_to_the_end_and_reset_jumps():
    p = make(speed=1.0)
    p.feed(events(), NEW, locate)
    p.finish()
    assert p.drained and p.view is NEW and p.scores[0] == 5
    other = object()
    p.feed(events(), other, locate)
    p.reset(OLD)
    assert p.drained and p.view is OLD and p.log_hidden == 0
