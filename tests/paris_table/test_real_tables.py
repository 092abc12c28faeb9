"""Real mid-game Paris tables at every player count, in a 1280×720 and a 1920×1080 window: every
text the table draws for them is at least 16 px on the canvas, nothing is drawn over another piece,
pill or zone, no piece is cut out of its zone, no seat-owned piece is a bare seat disc, no word is
cut. Bot games (greedy against random, all screens open) give the positions; the seeds and move
counts below include the fullest screens and used boxes those games reach."""

from __future__ import annotations

import pytest

from tests.paris_table.audit import Audit
from tests.slow import seeds

WINDOWS = ((1280, 720), (1920, 1080))
ETOILE = {"etoile": True}
CLOSED = {"open_information": False}  # the screens as a seat at the table sees them
POSITIONS = [  # (players, moves, seed, options)
    (2, 120, 14, {}),
    (2, 180, 15, ETOILE),
    (3, 150, 28, {}),
    (3, 200, 18, ETOILE),
    (4, 170, 12, {}),
    (4, 180, 18, ETOILE),
    (4, 150, 21, {**ETOILE, **CLOSED}),
]


def _id(pos):
    n, moves, seed, opts = pos
    return (
        f"{n}p-{moves}-s{seed}"
        + ("-etoile" if opts.get("etoile") else "")
        + ("-closed" if opts.get("open_information") is False else "")
    )


@pytest.fixture(
    scope="module",
    params=[(p, w) for p in POSITIONS for w in WINDOWS],
    ids=lambda pw: f"{_id(pw[0])}-{pw[1][0]}",
)
def audit(request, tmp_path_factory):
    (n, moves, seed, opts), window = request.param
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("SALON_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        a = Audit.of(n, moves, seed, window, opts, mp)
        yield a
        a.close()


def test_every_text_is_at_least_16_px_on_the_canvas(audit):
    assert audit.texts, "the recorder saw no text"
    assert [(d.text, d.size) for d in audit.small_texts()] == []


def test_no_word_the_skin_prints_is_cut(audit):
    assert [d.text for d in audit.cut_texts()] == []


def test_nothing_is_drawn_over_another_piece_pill_or_zone(audit):
    assert audit.overlaps() == []


def test_every_piece_stays_inside_its_zone(audit):
    assert audit.outside() == []


def test_no_seat_owned_piece_is_a_bare_seat_disc(audit):
    assert audit.bare_discs() == []


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", seeds(100, 6, 2))
def test_many_positions_keep_every_piece_clear(players, seed, monkeypatch):
    """Every 25th position of whole bot games: the layout keeps its properties all game long."""
    for moves in range(10, 400, 25):
        a = Audit.of(players, moves, seed, (1920, 1080), {"etoile": seed % 2 == 0}, monkeypatch)
        try:
            assert a.overlaps() == [], (moves, a.overlaps()[:3])
            assert a.outside() == [], moves
            assert a.bare_discs() == [], moves
        finally:
            a.close()
        if a.table.controller.to_act() is None:
            break
