"""The New Eden skin's faces (``Skin.piece_face``): which painter draws a piece, cached.

Tokens and markers are painted in ``tokens``, cards and tiles in ``cardfaces``; this module only
picks one by (kind, face) and keeps the surfaces by (kind, face, size). ``None`` leaves a piece to
the table (backs, dice, the seats' own markers).
"""

from __future__ import annotations

import pygame

from scenes.games.new_eden import glyphs
from scenes.games.new_eden.cardfaces import CardFaces
from scenes.games.new_eden.palette import TYPES
from scenes.games.new_eden.tokens import (
    ITEM_GROUND,
    can_face,
    claim_marker,
    equipment_tile,
    item_token,
    season_plaque,
    survivor_token,
)


class Faces:
    """The skin's faces, cached by (kind, face, size); ``None`` for what the table draws."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, str, tuple[int, int]], pygame.Surface | None] = {}
        self.cards = CardFaces()

    def face(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        key = (kind, face, size)
        if key in self._cache:
            return self._cache[key]
        if len(self._cache) > 1500:
            self._cache.clear()
        surf = self._make(kind, face, size)
        if surf is not None and pygame.display.get_init() and pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        self._cache[key] = surf
        return surf

    def _make(self, kind: str, face: str, size: tuple[int, int]) -> pygame.Surface | None:
        if size[0] < 6 or size[1] < 6 or face.startswith("back"):
            return None
        head = face.split(":", 1)[0]
        if kind in ("card", "tile"):
            return self.cards.face(face, size)
        if kind == "marker":
            if head == "season":
                return season_plaque(face, size)
            if head == "type" and face.split(":", 1)[1] in TYPES:
                return claim_marker(face, size)
            return None
        if kind != "token":
            return None
        if head in ("token", "token_dark"):
            return survivor_token(face, size)
        if head == "equipment" and face.split(":", 1)[1] in glyphs.GLYPHS:
            return equipment_tile(face.split(":", 1)[1], size)
        if head in ITEM_GROUND:
            return item_token(face, size)
        if head == "can":
            return can_face(face, size)
        return None
