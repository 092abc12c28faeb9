"""Real pieces for the book's pictures and the glossary's pages, drawn as the table draws them.

``Painter(game_id)`` wraps the table's ``PieceArt`` (faces composed from the rules' ``card_info``)
and, where the game's skin prints a piece its own way (``TableSkin.piece_face``), asks the skin
first — so a picture in the book is the piece a player meets at the table, never a screenshot.
"""

from __future__ import annotations

import functools
import logging
from typing import Any

import pygame

from game.core.i18n import language
from game.registry import GAMES
from scenes import draw, theme
from scenes.games import card_info_for, skin_for
from scenes.table.pieces import CARD, CARD_KINDS, PieceArt

log = logging.getLogger(__name__)

PICTURE_CARD = (132, 185)  # a card in a picture: a little larger than on the table
PICTURE_TOKEN = 64
PICTURE_DIE = 64


class _Bench:
    """The table as a skin sees it (``scenes.games.base.TableView``) when the skin only paints
    pieces for a page: the piece art, an empty board and layout, nobody seated, nothing to submit."""

    def __init__(self, art: PieceArt, rules: Any) -> None:
        from scenes.table.board import BoardGeometry

        self.ctx: Any = None  # no app services: a page's pieces make no sound
        self.art = art
        self.rules = rules
        self.board = BoardGeometry(getattr(rules, "id", ""), (1920, 1080), {})
        self.layout: dict[str, Any] = {}
        self.mouse = (-1, -1)
        self.options: dict[str, Any] = {}
        self.players = getattr(rules, "max_players", 4)
        self.game_id = getattr(rules, "id", "")

    @property
    def hint_action(self) -> Any:
        return None  # a page shows no hint

    def display_view(self) -> Any:
        return None

    def human_seats(self) -> tuple[int, ...]:
        return ()

    def name(self, seat: int) -> str:
        return ""

    def seat_colour(self, seat: int) -> int | None:
        return seat

    def seat_present(self, zone_id: str) -> bool:
        return False

    def panel(self, panel_id: str) -> pygame.Rect:
        return pygame.Rect(0, 0, 0, 0)

    def moving(self, zone_id: str, piece: Any) -> bool:
        return False

    def drawn_rect(self, zone_id: str, piece: Any, rect: pygame.Rect) -> pygame.Rect:
        return rect

    def submit_action(self, action: Any) -> None:
        """A page never acts."""


class Painter:
    """Piece surfaces of one game, cached; seat colours are the six house colours in order."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        rules = GAMES.get(game_id)
        self.art = PieceArt(game_id, list(range(len(theme.SEAT_COLOURS))), card_info_for(game_id, rules))
        self.skin: Any = None
        try:
            self.skin = skin_for(game_id, _Bench(self.art, rules))
        except Exception as exc:  # noqa: BLE001 - logged as an error; the book still opens, with the piece art alone
            log.error("book pictures of %s without the skin's faces: %s", game_id, exc, exc_info=exc)
            self.skin = None

    @staticmethod
    def size(kind: str) -> tuple[int, int]:
        if kind in CARD_KINDS:
            return PICTURE_CARD
        if kind == "die":
            return (PICTURE_DIE, PICTURE_DIE)
        return (PICTURE_TOKEN, PICTURE_TOKEN)

    def surface(
        self, kind: str, face: str, size: tuple[int, int], owner: int | None = None, label: str = ""
    ) -> pygame.Surface:
        with draw.designed_text():  # a piece looks as it does at the table, whatever the text size
            return self._surface(kind, face, size, owner, label)

    def _surface(
        self, kind: str, face: str, size: tuple[int, int], owner: int | None, label: str
    ) -> pygame.Surface:
        if self.skin is not None and not face.startswith("back"):
            try:
                own = self.skin.piece_face(kind, face, size)
            except Exception as exc:  # noqa: BLE001 - the skin could not paint it: the piece art does
                log.error("book picture of %s: the skin's piece_face failed: %s", face, exc)
                own = None
            if own is not None:
                return own
        if kind == "token" and owner is None and not face.startswith("back"):
            loose = self._loose_token(face, size)
            if loose is not None:
                return loose
        return self.art.surface(kind, face, owner, size, label)

    def _loose_token(self, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        """A token nobody owns yet, where the skin has no face of its own for it: a disc in the colour
        its card info gives, with the icon it names. At the table such a token always lies in a seat's
        supply (rimmed in the seat's colour); on a page it belongs to nobody, and the art's disc for
        nobody would show neither its colour nor its icon."""
        if self.art.card_info_fn is None:
            return None
        try:
            info = self.art.info(face)
        except (KeyError, ValueError):  # no card info: the art's own disc
            return None
        colour = info.get("colour")
        if not (isinstance(colour, (list, tuple)) and len(colour) >= 3) or info.get("family") not in (
            "resource",
            "token",
        ):
            return None
        col = tuple(int(x) for x in colour[:3])
        icon = info.get("icon") if isinstance(info.get("icon"), str) else None
        a = draw.assets()
        if icon is None or not a.has_icon(icon):
            icon = PieceArt._token_icon(face) or _icon_in_words(face)
        d = min(size)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = (d // 2, d // 2)
        pygame.draw.circle(surf, draw.mix(col, (0, 0, 0), 0.45), (c[0], c[1] + 2), d // 2 - 1)
        pygame.draw.circle(surf, col, (c[0], c[1] - 1), d // 2 - 2)
        pygame.draw.circle(
            surf, draw.mix(col, theme.CREAM, 0.7), (c[0], c[1] - 1), d // 2 - 2 - max(3, d // 10)
        )
        if icon is not None:
            ic = a.icon(icon, int(d * 0.52), draw.mix(col, theme.INK, 0.55))
            surf.blit(ic, ic.get_rect(center=(c[0], c[1] - 1)))
        return surf

    def draw(
        self,
        canvas: pygame.Surface,
        kind: str,
        face: str,
        rect: pygame.Rect,
        owner: int | None = None,
        count: int = 1,
        label: str = "",
    ) -> None:
        """A piece at ``rect`` with its soft shadow and, for a stack, its count."""
        surf = self.surface(kind, face, rect.size, owner, label)
        radius = max(4, int(rect.w * 0.07)) if kind in CARD_KINDS else rect.w // 2
        canvas.blit(draw.shadow_surface(rect.size, radius, 8, 0x60), (rect.x - 16 + 2, rect.y - 16 + 5))
        canvas.blit(surf, surf.get_rect(center=rect.center))
        if count > 1:
            with draw.designed_text():
                draw.badge(canvas, (rect.right - 6, rect.top + 6), str(count), theme.INK, theme.CREAM, 22)

    def zoomed(self, face: str) -> pygame.Surface:
        """A card's full face (the table's ×2.5 zoom)."""
        with draw.designed_text():
            return self.art.zoomed(face)


# a face whose words name no icon of the assets, drawn with the nearest one there is
NEAREST_ICON = {"mushroom": "sprout"}


def _icon_in_words(face: str) -> str | None:
    """An icon a face's last word ends with (``driftwood``: ``wood``), or its nearest one."""
    word = face.lower().split(":")[-1]
    a = draw.assets()
    if word in NEAREST_ICON and a.has_icon(NEAREST_ICON[word]):
        return NEAREST_ICON[word]
    for cut in range(1, len(word) - 2):
        if a.has_icon(word[cut:]):
            return word[cut:]
    return None


def painter(game_id: str) -> Painter:
    """The pieces of ``game_id`` as drawn in the current language (their words follow it)."""
    return _painter(game_id, language())


@functools.cache
def _painter(game_id: str, lang: str) -> Painter:
    return Painter(game_id)


def card_height_for(width: int) -> int:
    return width * CARD[1] // CARD[0]
