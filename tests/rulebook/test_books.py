"""The rules books against the specs, and the glossaries against the games' data.

Every spec section a book names exists there by number and title; every decision point and worked
example of a spec is explained by some section; every key the books show has words; every picture
shows a real piece; every card, tile, token and event of a game's data has a glossary entry; F1
finds a section for every decision a game can prompt.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import game.registry  # noqa: F401  (the games' catalogues)
from game.core.i18n import _CATALOGUES, has, tr
from game.registry import GAMES as RULES
from scenes.rulebook import BOOKS
from scenes.rulebook.glossary import glossary
from scenes.rulebook.model import Picture, _longest
from tools.spec_index import SPECS, build

ROOT = Path(__file__).resolve().parents[2]
INDEX = json.loads((ROOT / "tests" / "rulebook" / "spec_index.json").read_text(encoding="utf-8"))
GAMES = sorted(BOOKS)


def _spec_folder() -> Path | None:
    """The specs beside the checkout (a folder ``shared/specs`` up the tree), if present."""
    for up in (ROOT, *ROOT.parents):
        folder = up / "shared" / "specs"
        if (folder / "new-eden.md").is_file():
            return folder
    return None


def _titles(number_title: str) -> set[str]:
    """A heading's title as the book may name it: whole, or without a last bracketed remark."""
    out = {number_title}
    cut = re.sub(r"\s*\([^)]*\)\s*$", "", number_title)
    out.add(cut)
    return out


def test_the_index_is_the_specs_of_today():
    folder = _spec_folder()
    if folder is None:
        pytest.skip("the specs are not beside this checkout; the stored index is used")
    assert build(folder) == INDEX, "run tools/spec_index.py on the specs: they changed"


def test_the_index_covers_every_game():
    assert set(INDEX) == set(SPECS)
    for game_id, entry in INDEX.items():
        assert entry["sections"] and entry["decisions"] and entry["examples"], game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_every_spec_section_a_book_names_exists_by_number_and_title(game_id):
    sections = INDEX[game_id]["sections"]
    named = 0
    for s in BOOKS[game_id].sections:
        for number, title in s.spec:
            assert number in sections, f"{game_id} {s.id}: no section {number} in the spec"
            assert title in _titles(sections[number]), (
                f"{game_id} {s.id}: §{number} is “{sections[number]}”, not “{title}”"
            )
            named += 1
    assert named >= len(BOOKS[game_id].sections) // 2


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_point_and_worked_example_is_explained(game_id):
    wanted = set(INDEX[game_id]["decisions"]) | set(INDEX[game_id]["examples"])
    covered: dict[str, str] = {}
    for s in BOOKS[game_id].sections:
        for c in s.covers:
            assert c in wanted, f"{game_id} {s.id} covers {c}, which the spec does not have"
            covered.setdefault(c, s.id)
    missing = sorted(wanted - set(covered))
    assert not missing, f"{game_id}: no section explains {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_key_a_book_shows_has_words(game_id):
    b = BOOKS[game_id]
    keys = list(b.keys())
    assert len(keys) > 40
    missing = [k for k in keys if not has(k)]
    assert not missing
    for k in keys:
        text = tr(k)
        assert "{" not in text, f"{k} has a placeholder: a book paragraph takes no parameters"
        assert text == text.strip() and "  " not in text, k


@pytest.mark.parametrize("game_id", GAMES)
def test_every_picture_shows_real_pieces_of_the_game(game_id):
    g = glossary(game_id)
    assert g is not None
    for s in BOOKS[game_id].sections:
        for b in s.blocks:
            if isinstance(b, Picture):
                assert b.pieces, f"{s.id}: an empty picture"
                for piece in b.pieces:
                    if piece.face.startswith("back:"):  # a face-down stack: the rules know its back
                        assert RULES[game_id].card_info(piece.face), f"{game_id} {s.id}: {piece.face}"
                        continue
                    assert g.entry_for_face(piece.face) is not None, (
                        f"{game_id} {s.id}: {piece.face} is no piece"
                    )


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_finds_a_section_for_every_decision_the_game_prompts(game_id):
    b = BOOKS[game_id]
    prompts = sorted(
        k for k in _CATALOGUES["en"] if k.startswith(f"{game_id}.prompt.") and not k.endswith(".one")
    )
    assert prompts
    unmapped = [k for k in prompts if _longest(b.phases, k) is None]
    assert not unmapped, f"{game_id}: F1 would open the start page for {unmapped}"
    assert b.for_prompt("no.such.prompt") == b.start


def test_the_new_eden_book_says_what_the_issue_found_wrong():
    text = " ".join(tr(k) for k in BOOKS["new_eden"].keys())
    assert "Bat holder wins any tie" in text
    assert "loses no points" in text
    assert "END does not end the game" in text
    assert "Binoculars win" not in text and "ends after this season" not in text
    assert "equipped survivor of any type" in tr("new_eden.tip.heroine")


def test_the_farshore_book_names_farshores_goods_and_what_the_old_page_left_out():
    text = " ".join(tr(k) for k in BOOKS["farshore"].keys()).casefold()
    for everdell in ("resin", "pebble", "twig", "berr"):
        assert everdell not in text, everdell
    assert re.search(r"\bwood\b", text.replace("driftwood", "")) is None
    for word in ("driftwood", "seaweed", "seastone", "mushroom", "rising tide", "map tile", "the rival"):
        assert word in text, word
    titles = {tr(s.title) for s in BOOKS["farshore"].sections}
    assert {"Islands and the Rising Tide", "Map tiles", "Playing alone: the Rival"} <= titles
    prepare = " ".join(tr(k) for k in BOOKS["farshore"].keys() if ".prepare." in k)
    assert "Spring:" in prepare and "Summer:" in prepare and "Autumn:" in prepare  # the season rewards


def test_the_droids_book_keeps_parts_in_the_shed_and_swaps_with_the_supply():
    text = " ".join(tr(k) for k in BOOKS["droids"].keys())
    low = text.casefold()
    assert "into the shed" not in low and "between cards" not in low
    assert re.search(r"shed holds (only so many|up to \d+) droids", low) is None
    assert "Your shed holds parts, not droids" in text
    assert "trade parts with the general supply" in text


# ------------------------------------------------------------------------------------ glossary
def _data(game_id: str) -> dict:
    return json.loads((ROOT / "game" / game_id / "data.json").read_text(encoding="utf-8"))


def _face(game_id: str, path: str, card: dict) -> str:
    """The table face of a card of the data (Droïdes names its cards by number and kind)."""
    if game_id == "droids":
        prefix = {"droids": "droid", "house_droids": "house", "interseason_cards": "interseason"}[path]
        return f"{prefix}:{card.get('number', card.get('id'))}"
    return str(card["id"])


CARD_LISTS = {
    "new_eden": ("building_cards", "missions", "event_tiles"),
    "paris": (
        "building_tiles",
        "landmarks",
        "bonus_tiles",
        "end_game_tiles",
        "vp_tiles",
        "expansion_letoile.strategy_tiles",
        "expansion_letoile.bonus_tiles",
        "expansion_letoile.special_vp_tile",
    ),
    "farshore": ("cards", "islands.tiles", "wind_tiles.A", "wind_tiles.B"),
    "droids": ("droids", "house_droids", "interseason_cards"),
}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_card_of_the_data_has_a_glossary_entry(game_id):
    g = glossary(game_id)
    assert g is not None
    data = _data(game_id)
    for path in CARD_LISTS[game_id]:
        items: object = data
        for part in path.split("."):
            items = items[part]  # type: ignore[index]
        for card in items if isinstance(items, list) else [items]:
            face = _face(game_id, path, card)
            found = g.entry_for_face(face)
            assert found is not None, f"{game_id}: {path} {face} has no entry"
    for e in g.entries:
        assert e.name and e.group and e.count >= 1, e.id
        assert e.text, f"{game_id}: {e.id} has no text"
        assert e.group in {gid for gid, _ in g.groups}, e.id


def test_new_eden_glossary_counts_the_box():
    g = glossary("new_eden")
    assert g is not None
    assert len(g.find(group="tinkerer")) == 15 and len(g.find(group="event")) == 16
    assert len(g.find(group="secret")) + len(g.find(group="new_building")) == 32
    assert g.entry("die").count == 20 and g.entry("can").count == 30
    assert g.entry("token:jack").count == 9 and g.entry("token:sage").count == 4
    assert g.entry_for_face("token_dark:slacker").id == "token:jack"
    assert g.entry_for_face("wild").id == "die"
    assert g.entry_for_face("back:missions") is None
    end = g.entry("TIN-10")
    assert "does not end the game" in " ".join(v for _, v in end.facts)


def test_glossary_search_and_filter():
    g = glossary("new_eden")
    assert g is not None
    hits = g.find("pigalle")
    assert [e.id for e in hits] == ["TIN-10"]
    assert all(e.group == "event" for e in g.find("", "event"))
    assert g.find("no such card at all") == []


# Faces at the table that are no component of the box: seat markers, season and claim markers,
# face-down backs. Everything else a player can right-click opens an entry.
NOT_IN_THE_BOX = {
    "new_eden": ("back:", "cube", "disc", "season:", "type:"),
    "paris": ("back:",),
    "farshore": ("back:", "season:", "track:"),
    "droids": ("back:", "marker:committed"),
}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_face_up_piece_of_a_game_opens_an_entry(game_id):
    from game.core.rng import Rng

    rules = RULES[game_id]
    g = glossary(game_id)
    assert g is not None
    faces: set[str] = set()
    for players in range(rules.min_players, rules.max_players + 1):
        state = rules.new_game(players, 11 + players, {})
        rng = Rng(players)
        for step in range(1500):
            if rules.to_act(state) is None:
                break
            if step % 9 == 0:
                for seat in [None, *range(players)]:
                    for pieces in rules.zones(rules.view(state, seat)).values():
                        faces.update(p.face for p in pieces if p.label != "face_down")
            legal = rules.legal_actions(state)
            rules.apply(state, legal[rng.below(len(legal))])
    skip = NOT_IN_THE_BOX[game_id]
    missing = sorted(f for f in faces if not f.startswith(skip) and g.entry_for_face(f) is None)
    assert not missing, f"{game_id}: a right-click on {missing} opens nothing"
