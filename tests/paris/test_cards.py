"""Card faces and readable text: every face a game shows has card info; logs and labels show names."""

from __future__ import annotations

import re

import pytest

from game.core.i18n import add_strings, tr
from game.core.messages import Logged
from game.core.rng import Rng
from game.paris import RULES
from game.paris.cards import card_info, log_words
from game.paris.strings import EN

add_strings(EN)
RAW_ID = re.compile(r"\b(?:B\d\d|BT\d\d|EG\d\d|ST\d\d|L\d|slot:|bank:|landmark:|new:|location:)|_")


def names(seat: int) -> str:
    return f"P{seat}"


def play(players: int, seed: int, opts: dict) -> tuple[set[str], list[str], list[str]]:
    """A random game: the faces every seat's zones showed, the log lines and the action labels."""
    s, events = RULES.new_game_with_events(players, seed, opts)
    rng = Rng(seed)
    faces: set[str] = set()
    labels: list[str] = []
    step = 0
    while RULES.to_act(s) is not None:
        legal = RULES.legal_actions(s)
        if step % 3 == 0:
            for seat in (RULES.to_act(s), None):
                for pieces in RULES.zones(RULES.view(s, seat)).values():
                    faces.update(p.face for p in pieces)
        for a in legal:
            info = RULES.describe(a)
            labels.append(tr(info.label, names=names, **dict(info.params)))
        events += RULES.apply(s, legal[rng.below(len(legal))])
        step += 1
    for pieces in RULES.zones(RULES.view(s, 0)).values():
        faces.update(p.face for p in pieces)
    logs = [tr(e.key, names=names, **shown(dict(e.params))) for e in events if isinstance(e, Logged)]
    return faces, logs, labels


def shown(params: dict) -> dict:
    """A log line's parameters as the table shows them (ids named, ``log_words``)."""
    return {k: (v if log_words(k, v) is None else log_words(k, v)) for k, v in params.items()}


@pytest.fixture(scope="module")
def games() -> list[tuple[set[str], list[str], list[str]]]:
    return [play(2, 11, {}), play(3, 12, {"etoile": True}), play(4, 13, {"variant_free_placement": True})]


def test_every_face_shown_has_card_info(games) -> None:  # type: ignore[no-untyped-def]
    seen = set().union(*(g[0] for g in games))
    assert len(seen) > 60
    for face in seen:
        info = card_info(face)
        assert info is not None, face
        assert info["name"], face
        for key in ("name", "family", "cost", "text"):
            assert "{" not in str(info[key]), (face, key, info[key])
        assert "colour" not in info and "shape" not in info  # the skin paints (palette.face_style)
        assert info["points"] is None or isinstance(info["points"], int)
        assert len(str(info["cost"])) <= 3, face  # it sits in the small corner coin


def test_logs_and_labels_read_as_names(games) -> None:  # type: ignore[no-untyped-def]
    for _, logs, labels in games:
        for line in logs + labels:
            assert "{" not in line, line
            assert not RAW_ID.search(line), line


def test_examples() -> None:
    b = card_info("B18")
    assert b is not None
    assert (b["name"], b["family"], b["cost"], b["points"]) == ("Belleville", "building", "W", 8)
    assert b["text"] == "Hôtel: token + 2 VP"
    assert b["more"] == (
        "Hôtel, value 8, in Belleville.\nYour key arrives: take the token beside it; gain 2 VP.\n"
        "Extra cost: 1 wood."
    )
    lm = card_info("L3")
    assert lm is not None and lm["name"] == "Opéra Garnier" and lm["points"] == 9 and lm["cost"] == "MM"
    assert lm["text"] == "Hand in up to 3 silver: 3 VP each"
    assert card_info("L8")["cost"] == "3G"  # type: ignore[index]
    bt = card_info("BT06")
    assert bt is not None and bt["text"] == "3 VP per value-1 building"
    assert bt["more"] == "On your turn: gain 3 VP for each value-1 building you own."
    assert card_info("EG12")["text"] == "Counts as any resource"  # type: ignore[index]
    assert card_info("ST01")["text"] == "+1 F from every bank"  # type: ignore[index]
    assert card_info("VP20")["points"] == 20  # type: ignore[index]
    assert card_info("VP20")["text"] == "1st 20 · 2nd 10 · 3rd 5 VP"  # type: ignore[index]
    assert card_info("back:building:chaillot")["text"] == "The next building here goes to Chaillot."  # type: ignore[index]
    assert card_info("no_such_face") is None


def test_card_faces_fit_two_lines() -> None:
    """The table shows two lines of text on a card; keep every tile's line short."""
    from game.paris.data import DATA as D

    faces = [*D.buildings, *D.landmarks, *D.bonus, *D.endgame, *D.strategies, "VP20", "VPX"]
    long = {f: card_info(f)["text"] for f in faces if len(card_info(f)["text"]) > 36}  # type: ignore[index]
    assert not long, long


def test_rules_offer_card_info_and_readable_labels() -> None:
    from game.paris import actions as A

    assert RULES.card_info("L8")["name"] == "Tour Eiffel"  # type: ignore[index]
    info = RULES.describe(A.MoveKey(seat=0, frm="bank:montmartre", to="slot:montmartre:5"))
    assert tr(info.label, **dict(info.params)) == (
        "Move a key from the Montmartre bank to the value-5 building in Montmartre (price 5 F + 1 marble)"
    )
    assert info.zone == "slot:montmartre:5"
