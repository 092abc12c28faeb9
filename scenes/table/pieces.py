"""Pieces drawn from data at run time: cards, backs, dice, tokens, cubes, meeples, stacks.

Generic over games: a piece is a ``game.core.rules.Piece`` (its ``face`` string, ``kind``, owner).
When the rules module offers ``card_info(face) -> dict`` (name, family, cost, text, points, icon,
colour) a card shows it; otherwise it shows a tidy label made from the face. Every surface is
rendered once and cached by what it depends on, so ``draw`` only blits. The card faces live in
``cards.py`` and ``zoom.py``, what they share in ``facekit.py``, the part glyphs in ``glyphs.py``;
their names are re-exported here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from scenes import draw, theme
from scenes.table.facekit import (  # noqa: F401 - re-exported: the table's piece vocabulary
    CARD,
    CARD_KINDS,
    CHIP_MIN,
    DIE,
    EMBLEM_MIN,
    FAMILY_COLOURS,
    FILLERS,
    GAME_ICON,
    HEADLINE_CHARS,
    ICON_TOKEN_MIN,
    SHORT_FLOOR,
    SMALL_MARKER,
    TEXT_FLOOR,
    TOKEN,
    ZOOM,
    ZOOM_MAX_H,
    DrawnText,
    _rounded_mask,
    family_colour,
    pretty_face,
    short_name,
)
from scenes.table.glyphs import PART_SHAPES, draw_part_glyph, part_glyph_points  # noqa: F401
from scenes.table.zoom import ZoomFaces

COUNT_SIZE = 20  # a stack's count badge


def count_badge_at(rect: pygame.Rect) -> tuple[int, int]:
    """Where a stack's count badge is centred: on its top right corner. It is part of the piece's
    print, at its designed size whatever the text size (a larger one would hide the name of the
    card under it, or the title above its zone)."""
    return (rect.right - 6, rect.top + 6)


def made_size(size: tuple[int, int], made_at: tuple[int, int] | None) -> tuple[int, int]:
    """The size a piece drawn at ``size`` gets its face made at: ``made_at`` when one is given (a
    flight's landing size) and large enough to draw, else ``size`` itself."""
    return made_at if made_at is not None and min(made_at) >= 8 else size


def scaled_to(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``surf`` at ``size`` (itself when it has it): a face made at another size, smoothly scaled."""
    if surf.get_size() == size or size[0] < 1 or size[1] < 1:
        return surf
    return pygame.transform.smoothscale(surf, size)


def scaled_shadow(made: tuple[int, int], size: tuple[int, int], radius: int) -> pygame.Surface:
    """A piece's soft shadow (``draw.shadow_surface``: 16 px of blur round it) for ``size``, blurred
    once at ``made`` and scaled: a size a piece passes through in flight costs a scale, not a blur."""
    sh = draw.shadow_surface(made, radius, 8, 0x60)
    return sh if made == size else scaled_to(sh, (size[0] + 32, size[1] + 32))


class PieceArt(ZoomFaces):
    """Renders and caches piece surfaces for one game at one table.

    ``seat_colours[seat]`` is the colour index a seat chose (theme.SEAT_COLOURS / SEAT_SHAPES).
    ``card_info`` is the rules module's optional ``card_info(face) -> dict``."""

    def __init__(
        self, game_id: str, seat_colours: Sequence[int], card_info: Callable[[str], Any] | None = None
    ) -> None:
        self.game_id = game_id
        self.seat_colours = list(seat_colours)
        self.card_info_fn = card_info
        self.world = theme.world(game_id)
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}
        self._info: dict[str, dict[str, Any]] = {}
        self._texts: dict[tuple[Any, ...], list[DrawnText]] = {}
        self._icons: dict[tuple[Any, ...], list[tuple[str, int, pygame.Rect]]] = {}

    def _cached(self, key: tuple[Any, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            if len(self._cache) > 2000:
                self._cache.clear()
                self._texts.clear()
                self._icons.clear()
            surf = make()
            self._cache[key] = surf
        return surf

    # ------------------------------------------------------------------ public
    def surface(
        self,
        kind: str,
        face: str,
        owner: int | None = None,
        size: tuple[int, int] | None = None,
        label: str = "",
    ) -> pygame.Surface:
        """The surface for one piece (no count badge; see ``draw_piece``). A piece's own print is at
        its designed size whatever the text size (it is a picture of the piece, scaled with the
        window; its hover zoom is where its words grow)."""
        with draw.designed_text():
            return self._surface(kind, face, owner, size, label)

    def _surface(
        self,
        kind: str,
        face: str,
        owner: int | None,
        size: tuple[int, int] | None,
        label: str,
    ) -> pygame.Surface:
        if kind in CARD_KINDS:
            sz = size or CARD
            if face.startswith("back"):
                return self._cached(("back", face, sz), lambda: self._make_back(face, sz))
            return self._cached(("card", face, owner, sz), lambda: self._make_card(face, owner, sz, False))
        if kind == "more":  # placement's "+N" chip for a zone's pieces beyond its room
            sz = size or (TOKEN, TOKEN)
            return self._cached(("more", label, sz), lambda: self._make_more(label, sz))
        if kind == "die":
            d = (size or (DIE, DIE))[0]
            return self._cached(("die", face, owner, d), lambda: self._make_die(face, owner, d))
        d = (size or (TOKEN, TOKEN))[0]
        return self._cached(
            ("tok", kind, face, owner, d, label), lambda: self._make_token(kind, face, owner, d, label)
        )

    def zoomed(self, face: str, owner: int | None = None) -> pygame.Surface:
        """The hover view of a card: ×2.5 with the full text (larger again, with its text, under a
        larger text size)."""
        sz = (int(CARD[0] * ZOOM), int(CARD[1] * ZOOM))
        if face.startswith("back"):
            return self._cached(("back", face, sz), lambda: self._make_back(face, sz))
        k = draw.text_scale()
        return self._cached(("zoom", face, owner, k), lambda: self._make_card(face, owner, sz, True))

    def size_of(self, kind: str) -> tuple[int, int]:
        if kind in CARD_KINDS:
            return CARD
        if kind == "die":
            return (DIE, DIE)
        return (TOKEN, TOKEN)

    def draw_piece(
        self,
        canvas: pygame.Surface,
        kind: str,
        face: str,
        rect: pygame.Rect,
        owner: int | None = None,
        count: int = 1,
        label: str = "",
        alpha: int = 255,
        shadow: bool = True,
        made_at: tuple[int, int] | None = None,
    ) -> None:
        """Blit a piece scaled to ``rect``, with its soft shadow and a stack count badge. A card or
        tile labelled ``face_down`` shows its back. ``made_at``: a size the piece only passes through
        (in flight, a new size each frame) gets its face, edges and shadow made at ``made_at``, scaled."""
        if label == "face_down" and kind in CARD_KINDS:
            face = "back:" + face
        size = (rect.w, rect.h)
        made = made_size(size, made_at)
        surf = scaled_to(self.surface(kind, face, owner, made, label), size)
        if count > 1 and kind in CARD_KINDS:
            depth = min(4, count - 1)
            edge = scaled_to(self._cached(("edge", made), lambda: self._make_edge(made)), size)
            for i in range(depth, 0, -1):
                canvas.blit(edge, rect.move(i * 3, -i * 3))
        if shadow:
            radius = max(4, int(made[0] * 0.07)) if kind in CARD_KINDS else made[0] // 2
            sh = scaled_shadow(made, size, radius)
            if alpha < 255:
                sh = sh.copy()
                sh.set_alpha(alpha)
            canvas.blit(sh, (rect.x - 16 + 2, rect.y - 16 + 5))
        rec = draw.recorder()
        if rec is not None:
            rec.moved(surf, rect.topleft, canvas)
        if alpha < 255:
            surf = surf.copy()
            surf.set_alpha(alpha)
        canvas.blit(surf, rect)
        if count > 1:
            with draw.designed_text():
                draw.badge(canvas, count_badge_at(rect), str(count), theme.INK, theme.CREAM, COUNT_SIZE)

    # ------------------------------------------------------------------ cards
    def texts_of(
        self, face: str, owner: int | None = None, size: tuple[int, int] | None = None, full: bool = False
    ) -> list[DrawnText]:
        """Every line of text the card face drew, where, and at what font (renders it if needed).

        Tests use it to check that nothing is cut off or drawn past the card's edge."""
        if full:
            self.zoomed(face, owner)
            key: tuple[Any, ...] = ("zoom", face, owner, draw.text_scale())
        else:
            sz = size or CARD
            self.surface("card", face, owner, sz)
            key = ("card", face, owner, sz)
        return list(self._texts.get(key, []))

    def icons_of(
        self, face: str, owner: int | None = None, size: tuple[int, int] | None = None
    ) -> list[tuple[str, int, pygame.Rect]]:
        """The cost drawn as runs of part glyphs on a small card (``_part_runs``): (part, count, rect)."""
        sz = size or CARD
        self.surface("card", face, owner, sz)
        return list(self._icons.get(("card", face, owner, sz), []))

    def _make_card(self, face: str, owner: int | None, size: tuple[int, int], full: bool) -> pygame.Surface:
        info = self.info(face)
        rec: list[DrawnText] = []
        if full:
            surf = self._make_zoom(face, owner, info, rec)
            self._texts[("zoom", face, owner, draw.text_scale())] = rec
        else:
            surf = self._make_small(face, owner, size, info, rec)
            self._texts[("card", face, owner, size)] = rec
        return surf

    def _own_icon(self, kind: str, face: str, info: dict[str, Any]) -> str | None:
        """The icon a seat's token shows as itself (its card info's ``icon``, else one its face
        names): a seat's own marker keeps its seat disc, so it has none."""
        if kind not in ("disc", "token") or info.get("shape") in PART_SHAPES:
            return None
        icon = info.get("icon") if isinstance(info.get("icon"), str) else None
        if icon is not None and draw.assets().has_icon(icon):
            return icon
        return self._token_icon(face)  # else one the face names ("anchor", "res:wood")

    def _make_icon_token(self, icon: str, ci: int, d: int) -> pygame.Surface:
        """A seat's token drawn as itself: its icon on a light disc, the seat's colour as the rim and
        its shape as a small flag (ART.md: the seat colour marks whose it is, never what it is)."""
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = (d // 2, d // 2)
        seat = theme.seat_colour(ci)
        body = draw.mix(self.world["accent"], theme.CREAM, 0.7)
        pygame.draw.circle(surf, draw.mix(seat, (0, 0, 0), 0.45), (c[0], c[1] + 2), d // 2 - 1)
        pygame.draw.circle(surf, seat, (c[0], c[1] - 1), d // 2 - 2)
        pygame.draw.circle(surf, body, (c[0], c[1] - 1), d // 2 - 2 - max(3, d // 10))
        ic = draw.assets().icon(icon, int(d * 0.52), theme.INK)
        surf.blit(ic, ic.get_rect(center=(c[0], c[1] - 1)))
        draw.shape(surf, theme.seat_shape(ci), (d - d // 6, d // 6 + 1), max(4, d // 9), seat, theme.INK, 1)
        return surf

    def bare_seat_disc(
        self, kind: str, face: str, owner: int | None, label: str = "", d: int = TOKEN
    ) -> bool:
        """Whether the art draws this piece as nothing but its seat's disc (colour and shape): a
        seat-owned disc, token or marker with no family and no part of its own (see ``_make_token``).
        Only a seat's own marker should look like that; anything else needs a face of its own."""
        if kind not in ("disc", "token", "marker") or self.colour_index(owner) is None:
            return False
        info = self.info(face) if self.card_info_fn is not None else {}
        fam = str(info.get("family", "") or "").lower()
        if kind == "token" and fam in FAMILY_COLOURS:
            return False
        if self._own_icon(kind, face, info) is not None and d >= ICON_TOKEN_MIN:
            return False
        return info.get("shape") not in PART_SHAPES

    def _make_back(self, face: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        radius = max(4, int(w * 0.07))
        base = draw.mix(self.world["dark"], theme.WALNUT, 0.25)
        deck = face.split(":", 1)[1] if ":" in face else ""
        tint = family_colour(deck, self.world["accent"]) if deck else self.world["accent"]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(base)
        step = max(8, w // 8)
        line = draw.mix(base, tint, 0.35)
        for i in range(-h, w + h, step):  # a woven diagonal lattice
            pygame.draw.line(surf, line, (i, 0), (i + h, h), 1)
            pygame.draw.line(surf, line, (i, h), (i + h, 0), 1)
        inset = surf.get_rect().inflate(-int(w * 0.14), -int(w * 0.14))
        pygame.draw.rect(surf, tint, inset, max(2, w // 40), border_radius=max(2, radius - 3))
        draw.shape(
            surf, "diamond", inset.center, w * 0.24, draw.mix(base, theme.CREAM, 0.12), tint, max(2, w // 40)
        )
        emblem = GAME_ICON.get(self.game_id)
        drew = False
        if emblem is not None and w >= 60 and draw.assets().has_icon(emblem):
            ic = draw.assets().icon(emblem, int(w * 0.24), tint)
            surf.blit(ic, ic.get_rect(center=inset.center))
            drew = True
        if not drew:
            draw.shape(surf, "diamond", inset.center, w * 0.08, tint, None)
        pygame.draw.rect(
            surf, draw.mix(base, (0, 0, 0), 0.4), surf.get_rect(), max(1, w // 60), border_radius=radius
        )
        _rounded_mask(surf, radius)
        return surf

    @staticmethod
    def _make_more(label: str, size: tuple[int, int]) -> pygame.Surface:
        """The "+N" chip: a brass-rimmed paper tab with the number of pieces behind it."""
        surf = pygame.Surface(size, pygame.SRCALPHA)
        r = surf.get_rect()
        pygame.draw.rect(surf, theme.CREAM, r, border_radius=min(12, r.h // 3))
        pygame.draw.rect(surf, theme.BRASS, r, 3, border_radius=min(12, r.h // 3))
        fs = max(TEXT_FLOOR, min(28, r.h // 2))
        draw.text(surf, label, r.center, fs, theme.INK, "center", bold=True)
        return surf

    def _make_edge(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        radius = max(4, int(w * 0.07))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, draw.mix(theme.CREAM, theme.INK, 0.25), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(
            surf, draw.mix(theme.CREAM, theme.INK, 0.5), surf.get_rect(), 1, border_radius=radius
        )
        return surf

    # ------------------------------------------------------------------ dice
    def _make_die(self, face: str, owner: int | None, d: int) -> pygame.Surface:
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        ci = self.colour_index(owner)
        body = theme.CREAM if ci is None else draw.mix(theme.seat_colour(ci), theme.CREAM, 0.55)
        info = self.info(face) if self.card_info_fn is not None else {}
        fam = str(info.get("family", "") or "").lower()
        if fam in FAMILY_COLOURS:  # the rules name the face's family: the die wears its colour
            body = draw.mix(FAMILY_COLOURS[fam], theme.CREAM, 0.12)
        ink = theme.INK if sum(body) > 420 else theme.CREAM
        icon = info.get("icon")
        icon_name = icon if isinstance(icon, str) else face
        radius = max(4, d // 5)
        pygame.draw.rect(surf, draw.mix(body, (0, 0, 0), 0.28), (0, 0, d, d), border_radius=radius)
        top = pygame.Rect(0, 0, d, d - max(3, d // 12))
        pygame.draw.rect(surf, body, top, border_radius=radius)
        hl = pygame.Rect(d // 8, d // 10, d - d // 4, d // 3)
        pygame.draw.rect(surf, draw.mix(body, (255, 255, 255), 0.45), hl, border_radius=radius // 2)
        pygame.draw.rect(
            surf, draw.mix(body, (0, 0, 0), 0.45), (0, 0, d, d), max(1, d // 28), border_radius=radius
        )
        face_label = pretty_face(face) if not face.lstrip("-").isdigit() else face
        drew = False
        if draw.assets().has_icon(icon_name):
            ic = draw.assets().icon(icon_name, int(d * 0.6), ink)
            surf.blit(ic, ic.get_rect(center=top.center))
            drew = True
        if not drew:
            size = max(TEXT_FLOOR, int(d * 0.55) if len(face_label) <= 2 else int(d * 0.26))
            draw.text(surf, face_label, top.center, size, ink, "center", d - 6, bold=True)
        if ci is not None and fam in FAMILY_COLOURS:
            draw.seat_marker(surf, (d - d // 6, d // 6 + 1), max(4, d // 10), ci, outline=theme.INK)
        return surf

    # ------------------------------------------------------------------ tokens
    def _make_token(self, kind: str, face: str, owner: int | None, d: int, label: str) -> pygame.Surface:
        ci = self.colour_index(owner)
        info = self.info(face) if self.card_info_fn is not None else {}
        fam = str(info.get("family", "") or "").lower()
        if kind == "token" and fam in FAMILY_COLOURS:
            return self._make_family_token(face, fam, info, ci, d)
        own_icon = self._own_icon(kind, face, info)
        if ci is not None and own_icon is not None and d >= ICON_TOKEN_MIN:
            return self._make_icon_token(own_icon, ci, d)
        if ci is not None:
            col = theme.seat_colour(ci)
        else:
            named = family_colour(face.split(":")[-1], (0, 0, 0))
            col = (
                named
                if named != (0, 0, 0) and face.split(":")[-1].lower() in FAMILY_COLOURS
                else draw.mix(self.world["accent"], theme.CREAM, 0.15)
            )
        dark = draw.mix(col, (0, 0, 0), 0.4)
        light = draw.mix(col, (255, 255, 255), 0.35)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = (d // 2, d // 2)
        small = d < SMALL_MARKER
        if small and ci is not None and kind in ("disc", "token", "marker"):
            # a small marker (a score track's) is its seat's shape itself, in the seat's colour: a
            # shape drawn inside a disc this small would be a dot
            sh = theme.seat_shape(ci)
            r = d / 2 - 1.5
            draw.shape(surf, sh, (c[0], c[1] + 1.5), r, dark, None)
            draw.shape(surf, sh, (c[0], c[1] - 0.5), r, col, theme.INK, 2)
            return surf
        if kind == "cube":
            s = int(d * 0.8)
            off = (d - s) // 2
            pygame.draw.rect(surf, dark, (off, off + 3, s, s), border_radius=5)
            pygame.draw.rect(surf, col, (off, off, s, s - 3), border_radius=5)
            pygame.draw.rect(surf, light, (off + 4, off + 3, s - 8, s // 3), border_radius=3)
        elif kind == "meeple":
            self._meeple(surf, d, col, dark, light)
        elif kind in ("tile", "marker") and ci is None:
            pygame.draw.rect(surf, dark, (2, 5, d - 4, d - 7), border_radius=8)
            pygame.draw.rect(surf, col, (2, 2, d - 4, d - 7), border_radius=8)
        else:  # disc, token, marker
            pygame.draw.circle(surf, dark, (c[0], c[1] + 2), d // 2 - 1)
            pygame.draw.circle(surf, col, (c[0], c[1] - 1), d // 2 - 3)
            pygame.draw.circle(surf, light, (c[0], c[1] - 1), d // 2 - 3, max(2, d // 16))
            pygame.draw.circle(surf, col, (c[0], c[1] + 1), d // 2 - 7)
        part = info.get("shape") if info.get("shape") in PART_SHAPES else None
        if part is not None and kind in ("token", "disc", "marker"):
            # a part in a seat's shed: the part's own glyph on its owner's disc (nut, oil, chip, battery)
            pcol = info.get("colour")
            pc = (
                tuple(int(x) for x in pcol[:3])
                if isinstance(pcol, (list, tuple)) and len(pcol) >= 3
                else theme.CREAM
            )
            pygame.draw.circle(surf, theme.CREAM, (c[0], c[1] - 1), max(3, int(d * 0.34)))
            draw_part_glyph(surf, str(part), (c[0], c[1] - 1), d * 0.3, pc, shadow=False)
        elif ci is not None:
            sh = theme.seat_shape(ci)
            centre = (c[0], c[1] + (d // 8 if kind == "meeple" else 0))
            draw.shape(
                surf, sh, centre, d * (0.27 if small else 0.16), theme.CREAM, theme.INK, 1 if small else 2
            )
        elif self._token_icon(face) is not None and not label:
            ic = self._token_icon(face)
            assert ic is not None
            icon = draw.assets().icon(ic, int(d * 0.56), theme.INK)
            surf.blit(icon, icon.get_rect(center=(c[0], c[1] - 1)))
        elif label or face:
            # a word on the token only when it reads (the tooltip names the piece in any case): its
            # name in the player's language where the rules give one, else one made from its face
            text = label or str(info.get("name") or "") or pretty_face(face)
            size = int(d * 0.42) if len(text) <= 2 else int(d * 0.24)
            if size >= TEXT_FLOOR and draw.font(size, True).size(text)[0] <= d - 4:
                draw.text(surf, text, (c[0], c[1]), size, theme.INK, "center", d - 4, bold=True)
        return surf

    def _make_family_token(
        self, face: str, fam: str, info: dict[str, Any], ci: int | None, d: int
    ) -> pygame.Surface:
        """A token whose face the rules give a family (a survivor type…): its colour and icon, and a
        small seat marker when someone owns it. A ``*_dark`` face is the darker reverse side."""
        col = FAMILY_COLOURS[fam]
        if face.split(":", 1)[0].endswith("_dark"):
            col = draw.mix(col, (0, 0, 0), 0.3)
        dark = draw.mix(col, (0, 0, 0), 0.4)
        light = draw.mix(col, (255, 255, 255), 0.35)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = (d // 2, d // 2)
        pygame.draw.circle(surf, dark, (c[0], c[1] + 2), d // 2 - 1)
        pygame.draw.circle(surf, col, (c[0], c[1] - 1), d // 2 - 3)
        pygame.draw.circle(surf, light, (c[0], c[1] - 1), d // 2 - 3, max(2, d // 16))
        ink = theme.INK if sum(col) > 420 else theme.CREAM
        name = info.get("icon") if isinstance(info.get("icon"), str) else self._token_icon(face)
        if name and draw.assets().has_icon(name):
            icon = draw.assets().icon(name, int(d * 0.56), ink)
            surf.blit(icon, icon.get_rect(center=(c[0], c[1] - 1)))
        elif int(d * 0.4) >= TEXT_FLOOR:
            draw.text(surf, str(info.get("name", ""))[:2], c, int(d * 0.4), ink, "center", d - 4, bold=True)
        if ci is not None:
            draw.seat_marker(surf, (d - d // 5, d // 5), max(4, d // 9), ci, outline=theme.INK)
        return surf

    @staticmethod
    def _token_icon(face: str) -> str | None:
        """An icon named by the face (``wood``, ``res:stone``, ``coins``…), if the assets have it."""
        a = draw.assets()
        for part in reversed(face.lower().split(":")):
            for name in (part, part.rstrip("s")):
                if name and a.has_icon(name):
                    return name
        return None

    @staticmethod
    def _meeple(surf: pygame.Surface, d: int, col: Any, dark: Any, light: Any) -> None:
        k = d / 44
        pts = [
            (22, 3),
            (28, 6),
            (29, 13),
            (27, 17),
            (40, 21),
            (42, 27),
            (31, 28),
            (35, 42),
            (25, 42),
            (22, 34),
            (19, 42),
            (9, 42),
            (13, 28),
            (2, 27),
            (4, 21),
            (17, 17),
            (15, 13),
            (16, 6),
        ]
        poly = [(x * k, y * k) for x, y in pts]
        pygame.draw.polygon(surf, dark, [(x, y + 2) for x, y in poly])
        pygame.draw.polygon(surf, col, poly)
        pygame.draw.polygon(surf, light, poly, max(1, int(2 * k)))


def dice_tumble_angle(t: float, seed: int) -> float:
    """Rotation of a tumbling die at progress t in [0, 1] (spins down to 0 as it settles)."""
    spin = 2 + (seed % 3)
    return (1 - t) ** 2 * 360 * spin * (1 if seed % 2 else -1)


def bounce(t: float) -> float:
    """Height factor of a bouncing die: two decaying hops, 0 at the end."""
    if t >= 1:
        return 0.0
    return abs(math.sin(t * math.pi * 2.5)) * (1 - t) ** 2
