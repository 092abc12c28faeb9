"""``card_info``: every face a game shows is described, in our words, with no template left over."""

from __future__ import annotations

from game.core.rng import Rng
from game.droids import RULES
from game.droids import data as D
from game.droids.cards import card_info
from scenes.games.droids.palette import COLOURS, styled

KEYS = ("name", "family", "cost", "points", "text", "colour")


def _faces_of_random_games() -> set[str]:
    faces: set[str] = set()
    for players in (1, 2, 3, 4):
        s = RULES.new_game(players, 11 + players, {})
        rng = Rng(players)
        steps = 0
        while RULES.to_act(s) is not None:
            if steps % 7 == 0:
                for viewer in (None, *range(players)):
                    for pieces in RULES.zones(RULES.view(s, viewer)).values():
                        faces.update(p.face for p in pieces)
            legal = RULES.legal_actions(s)
            RULES.apply(s, legal[rng.below(len(legal))])
            steps += 1
        for pieces in RULES.zones(RULES.view(s, None)).values():
            faces.update(p.face for p in pieces)
    return faces


def _check(face: str) -> dict:
    words = card_info(face)
    assert words is not None, face
    assert not {"colour", "icon", "shape"} & set(words), face  # the skin paints (palette.py)
    info = styled(card_info)(face)
    assert info is not None, face
    for k in KEYS:
        assert k in info, (face, k)
    assert info["name"], face
    for k in ("name", "family", "cost", "text"):
        assert isinstance(info[k], str), (face, k)
        assert "{" not in info[k] and "}" not in info[k], (face, info[k])
    assert len(info["colour"]) == 3 and all(0 <= c <= 255 for c in info["colour"])
    return info


def test_every_face_of_random_games_has_card_info() -> None:
    faces = _faces_of_random_games()
    kinds = {f.split(":")[0] for f in faces}
    assert {"droid", "house", "back", "part"} <= kinds
    for face in faces:
        _check(face)


def test_every_card_of_the_data_is_described() -> None:
    for n in D.DROIDS:
        info = _check(f"droid:{n}")
        assert info["points"] == D.DROIDS[n].rp
        assert info["colour"] == COLOURS[D.DROIDS[n].family]
        assert "Dismantle:" in info["text"]
    for n in D.HOUSES:
        info = _check(f"house:{n}")
        assert info["family"] == "house" and info["colour"] == COLOURS["house"]
    for name in D.IS_NAMES.values():
        _check(f"interseason:{name}")
    for k in D.KINDS:
        _check(f"part:{k}")
        _check(f"extension:{k}")
    for face in ("back:season1", "back:season2", "back:season3", "back:house", "token:extra_cost"):
        _check(face)
    for m in ("priority", "secondary", "committed"):
        _check(f"marker:{m}")


def test_unknown_faces_give_none() -> None:
    assert card_info("droid:999") is None
    assert card_info("hidden") is None
    assert card_info("") is None


def test_exact_examples() -> None:
    one = card_info("droid:1")
    assert one is not None
    assert one["name"] == "Droid 1"
    assert one["family"] == "water"
    assert one["cost"] == "1 nut, 1 oil, 1 circuit"
    assert one["points"] == 4
    assert one["text"] == "No effect; scores well.\nDismantle: 1 nut, 1 oil."
    assert one["effect"] == "No effect; scores well."
    assert one["dismantle"] == "Dismantle: 1 nut, 1 oil."
    assert one["cost_parts"] == [("nut", 1), ("oil", 1), ("circuit", 1)]
    harvest = card_info("droid:20")
    assert harvest is not None and harvest["text"] == "2 leaves.\nDismantle: 1 oil, 2 circuits."
    market = card_info("droid:29")
    assert market is not None and market["text"].startswith("Swap: 1 energy → any 2 base parts.")
    shed = card_info("droid:69")
    assert shed is not None and shed["text"].startswith("Repair: +1 shed extension (energy), take 1 energy.")
    house = card_info("house:48")
    assert house is not None
    assert house["name"] == "House 48"
    assert house["cost"] == "2 nuts, 1 oil, 3 circuits, 3 energy"
    assert house["text"] == "End: +4 RP per market droid."
    assert card_info("part:nut")["text"] == "Base part. Shed holds 3 nuts, +1 per extension."  # type: ignore[index]


def test_rules_offer_card_info() -> None:
    assert RULES.card_info("droid:1") == card_info("droid:1")
