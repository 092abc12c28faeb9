"""The book and glossary overlay, driven like a player: F1 and right-click at a real table, typing to
search, the type filter, links, keys."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.controller import Controller  # noqa: E402
from game.core.saves import SeatConfig  # noqa: E402
from game.registry import GAMES  # noqa: E402
from scenes.rulebook import BOOKS  # noqa: E402
from scenes.rules_ref import LinkSpot, RulesOverlay  # noqa: E402


@pytest.fixture
def h():
    from scenes.app import Headless
    from scenes.settings import Settings

    app = Headless((1280, 720), settings=Settings(animation_speed="instant"), first=False)
    yield app
    app.close()


def _table(h, game_id: str, moves: int, seed: int = 5):
    from scenes.table.table import TableScene

    n = GAMES[game_id].min_players if game_id != "new_eden" else 3
    bots = [SeatConfig(f"P{i + 1}", "bot", "greedy", colour=i) for i in range(n)]
    c = Controller(GAMES[game_id], bots, seed, options={})
    for _ in range(moves):
        if c.to_act() is None:
            break
        c.pump(budget_ms=10_000)
    c.seats[0] = SeatConfig("P1", "human", "greedy", colour=0)
    table = TableScene(h.ctx, c)
    h.app.start(table)
    h.step(frames=3)
    return table, c


@pytest.mark.parametrize("game_id", sorted(BOOKS))
def test_f1_at_the_table_opens_the_section_for_the_decision(h, game_id):
    table, c = _table(h, game_id, 12)
    view = c.view(table.viewer)
    prompt = c.rules.prompt(view)
    want = BOOKS[game_id].for_prompt(prompt.key, dict(prompt.params))
    h.key(pygame.K_F1)
    h.step()
    top = h.top
    assert isinstance(top, RulesOverlay)
    assert top.game_id == game_id and top.mode == "book" and top.section_id == want
    h.key(pygame.K_ESCAPE)
    h.step()
    assert h.top is table


@pytest.mark.parametrize("game_id", sorted(BOOKS))
def test_a_right_click_on_a_piece_opens_its_glossary_entry(h, game_id):
    from scenes.rulebook.glossary import glossary

    table, _ = _table(h, game_id, 20)
    g = glossary(game_id)
    spot = None
    for placed in table.layout.values():
        for piece, rect in placed:
            if not piece.face.startswith("back") and g.entry_for_face(piece.face) is not None:
                spot = (piece, rect)
    assert spot is not None, "no piece with an entry on the table"
    piece, rect = spot
    # the topmost piece at that point is the one that opens
    from scenes.rules_ref import piece_face_at

    face = piece_face_at(table, rect.center)
    h.click(rect.center, button=3)
    h.step()
    top = h.top
    assert isinstance(top, RulesOverlay) and top.mode == "glossary"
    assert top.entry_id == g.entry_for_face(face).id


@pytest.mark.parametrize("key", [pygame.K_g, pygame.K_MENU], ids=["G", "menu key"])
@pytest.mark.parametrize("game_id", sorted(BOOKS))
def test_a_key_on_the_focused_piece_opens_its_glossary_entry(h, game_id, key):
    from scenes.rulebook.glossary import glossary

    # a moment whose decision offers pieces (Paris's opening picks spaces, its closing shows tiles)
    table, _ = _table(h, game_id, 30 if game_id == "paris" else 20)
    g = glossary(game_id)
    # walk the focus ring by keys until it rests on a face-up piece that has an entry
    got = None
    for _ in range(80):
        h.key(pygame.K_TAB)
        got = table.focus_piece()
        if got is not None:
            piece = got[1]
            if not piece.face.startswith("back") and g.entry_for_face(piece.face) is not None:
                break
        got = None
    assert got is not None, "the ring reached no piece with an entry"
    # the pointer rests on another piece: the key follows the focus, not the mouse
    table.mouse = (0, 0)
    h.key(key)
    h.step()
    top = h.top
    assert isinstance(top, RulesOverlay) and top.mode == "glossary"
    assert top.entry_id == g.entry_for_face(got[1].face).id
    h.key(pygame.K_ESCAPE)
    h.step()
    assert h.top is table


def test_g_while_the_mouse_drives_opens_the_piece_under_the_pointer(h):
    from scenes.rulebook.glossary import glossary
    from scenes.rules_ref import piece_face_at

    table, _ = _table(h, "farshore", 20)
    g = glossary("farshore")
    h.key(pygame.K_g, mod=pygame.KMOD_CTRL)  # Ctrl+G is no glossary key
    h.step()
    assert h.top is table
    table.mouse = (1, 1)  # no piece under the pointer: G does nothing
    h.key(pygame.K_g)
    h.step()
    assert h.top is table
    rect = next(
        r
        for placed in table.layout.values()
        for p, r in placed
        if not p.face.startswith("back") and g.entry_for_face(p.face) is not None
    )
    table.mouse = rect.center
    h.key(pygame.K_g)
    h.step()
    top = h.top
    assert isinstance(top, RulesOverlay) and top.mode == "glossary"
    face = piece_face_at(table, rect.center)
    assert face is not None and top.entry_id == g.entry_for_face(face).id


def test_typing_searches_the_book_and_escape_clears_then_closes(h):
    from scenes.menu import MenuScene

    h.app.start(MenuScene(h.ctx))
    scene = RulesOverlay(h.ctx, "new_eden")
    h.app.stack.push(scene)
    h.step()
    all_rows = len(scene.rows)
    h.type_text("heroine")
    assert scene.query == "heroine"
    assert 0 < len(scene.rows) < all_rows
    assert scene.section_id in {r.row_id.split(":", 1)[1] for r in scene.rows}
    h.type_text("zzzz")
    assert scene.rows == []
    h.key(pygame.K_ESCAPE)
    assert scene.query == "" and len(scene.rows) == all_rows and h.top is scene
    h.key(pygame.K_ESCAPE)
    h.key(pygame.K_ESCAPE)
    h.step()
    assert isinstance(h.top, MenuScene)


def test_glossary_filter_by_type_and_search_by_name(h):
    scene = RulesOverlay(h.ctx, "new_eden", mode="glossary")
    h.app.start(scene)
    h.step()
    assert scene.group_cycler is not None
    total = len(scene.rows)
    scene.group_cycler.step(1)  # the first type: tinkerer buildings
    assert scene.group == "tinkerer" and len(scene.rows) == 15 < total
    h.type_text("guild")
    assert [r.row_id for r in scene.rows] == ["entry:TIN-12"]
    assert scene.entry_id == "TIN-12"


def test_a_link_opens_its_section_and_the_keys_walk_the_list(h):
    scene = RulesOverlay(h.ctx, "new_eden", section="claim")
    h.app.start(scene)
    h.step()
    link = next(ln for ln in scene.links if isinstance(ln, LinkSpot) and ln.section == "buildings")
    scene.area.offset = scene.area.target = float(max(0, link.base.top - 100))
    h.step()
    h.click(link.rect.center)
    assert scene.section_id == "buildings"
    row = next(r for r in scene.rows if r.row_id == "section:buildings")
    scene.focus.focus(row)
    h.key(pygame.K_DOWN)
    ids = BOOKS["new_eden"].ids()
    assert scene.section_id == ids[ids.index("buildings") + 1]
    h.key(pygame.K_UP)
    assert scene.section_id == "buildings"


def test_every_section_and_a_page_of_each_type_render(h):
    for s in BOOKS["new_eden"].sections:
        scene = RulesOverlay(h.ctx, "new_eden", section=s.id)
        h.app.start(scene)
        h.step()
        assert scene.items and scene.area.content_height > 0
    for entry in ("TIN-01", "MIS-S01", "EVT-1A", "die", "bat"):
        scene = RulesOverlay(h.ctx, "new_eden", entry=entry)
        h.app.start(scene)
        h.step()
        assert scene.entry_id == entry and scene.items


def test_a_picture_tells_the_loose_tokens_of_a_game_apart(h):
    """Pieces nobody owns yet (a page's resources) each keep their colour and icon: no two of a
    picture's tokens come out as the same disc."""
    from scenes.rulebook.model import Picture
    from scenes.rulebook.paint import painter

    for game_id, book in BOOKS.items():
        p = painter(game_id)
        for s in book.sections:
            for b in s.blocks:
                if not isinstance(b, Picture):
                    continue
                tokens = [x for x in b.pieces if x.kind == "token" and x.owner is None]
                looks = [
                    pygame.image.tobytes(p.surface(x.kind, x.face, (64, 64), None), "RGBA") for x in tokens
                ]
                faces = [x.face for x in tokens]
                for i in range(len(tokens)):
                    for j in range(i + 1, len(tokens)):
                        if faces[i] != faces[j]:
                            assert looks[i] != looks[j], (game_id, s.id, faces[i], faces[j])
