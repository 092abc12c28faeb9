"""The game log panel: readable lines with player names, newest at the bottom, rendered on change."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.i18n import language, tr
from scenes import draw, theme

log = logging.getLogger(__name__)
_PARAM_ERRORS: set[str] = set()

LINE = 27  # a line's step at 100 % text (it grows with the text size: ``line_step``)
SIZE = 22
TITLE_SIZE = 28
READY_MAX = 3  # panels rendered ahead and kept (the next lines waiting for their move's animation)


def line_step() -> int:
    """How far apart the log's lines are at the current text size."""
    return max(LINE, int(draw.scaled(SIZE) * LINE / SIZE))


def title_growth() -> int:
    """How much taller the panel's title is at the current text size than at 100 % (the rule and
    the lines under it move down by as much)."""
    return draw.font(TITLE_SIZE, True).get_height() - draw.assets().font(TITLE_SIZE, True).get_height()


ParamText = Callable[[str, Any], "str | None"]  # a parameter in words (TableSkin.log_param), or None


def line_text(line: object, names: Callable[[int], str], param: ParamText | None = None) -> str:
    """A log line in words: ``tr`` of its key and parameters, a parameter the skin words
    (``param``, the table's ``TableSkin.log_param``) in the skin's words."""
    key = getattr(line, "key", "")
    params = dict(getattr(line, "params", ()) or ())
    if param is not None:
        for k, v in list(params.items()):
            try:
                got = param(k, v)
            except Exception as exc:  # noqa: BLE001 - a log line must always show: the rules' words
                if k not in _PARAM_ERRORS:  # said once per parameter name
                    _PARAM_ERRORS.add(k)
                    log.error("skin log_param failed for %s=%r: %s", k, v, exc)
                got = None
            if got is not None:
                params[k] = got
    return tr(key, names=names, **params)


class LogPanel:
    """Draws ``lines`` (controller LogLines) in a paper panel; re-renders only when they change."""

    def __init__(
        self,
        rect: pygame.Rect,
        names: Callable[[int], str],
        colour_of: Callable[[int], int | None],
        param: ParamText | None = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.names = names
        self.colour_of = colour_of
        self.param = param
        self._key: tuple = ()
        self._surf: pygame.Surface | None = None
        self._wrapped: dict[tuple[str, int], list[str]] = {}
        self.scroll = 0  # lines hidden below the bottom (0: the newest line shows)
        self._count = 0
        self.rendered = 0  # how many times the panel's content changed (rendered, or taken ready)
        self.prepared = 0  # how many panels were rendered ahead (``prepare``)
        self.taken = 0  # how many of those were shown
        self._ready: dict[tuple, tuple[object, pygame.Surface]] = {}  # key: newest line, surface
        self._blank: tuple[Any, pygame.Surface] | None = None  # the empty panel: (language, size), surface

    def scroll_by(self, lines: int) -> None:
        """Scroll back (positive) or forward (negative) through older lines."""
        self.scroll = max(0, min(max(0, self._count - 1), self.scroll + lines))

    def draw(self, canvas: pygame.Surface, lines: Sequence[object]) -> None:
        self._count = len(lines)
        self.scroll = min(self.scroll, max(0, len(lines) - 1))
        key = self._key_of(lines, self.scroll)
        if key != self._key or self._surf is None:
            ready = self._ready.pop(key, None)
            if ready is not None and ready[0] is lines[-1]:
                self._surf = ready[1]  # rendered ahead, on a quieter frame
                self.taken += 1
            else:
                self._surf = self._render(lines[: len(lines) - self.scroll] if self.scroll else lines)
            for k in [k for k in self._ready if k[0] <= key[0]]:  # shown past, or made for older lines
                del self._ready[k]
            self._key = key
            self.rendered += 1
        canvas.blit(self._surf, (self.rect.x - 24, self.rect.y - 20))
        rec = draw.recorder()
        if rec is not None:
            rec.moved(self._surf, (self.rect.x - 24, self.rect.y - 20), canvas)

    def _key_of(self, lines: Sequence[object], scroll: int) -> tuple:
        return (len(lines), id(lines[-1]) if lines else 0, scroll, language(), draw.text_scale())

    def ready_for(self, lines: Sequence[object]) -> bool:
        """Whether the panel ``lines`` make is shown now or was rendered ahead (drawing it is a blit)."""
        if not lines:
            return True
        key = self._key_of(lines, self.scroll)
        if key == self._key and self._surf is not None:
            return True
        ready = self._ready.get(key)
        return ready is not None and ready[0] is lines[-1]

    def prepare(self, lines: Sequence[object]) -> bool:
        """Render the panel ``lines`` will make ahead of time (unscrolled), kept for the ``draw`` that
        shows them: a line waiting for its move's animation is rendered on a frame with little else
        to do rather than on the frame it appears. True when it rendered one."""
        if self.scroll or not lines:
            return False
        key = self._key_of(lines, 0)
        if key == self._key or key in self._ready:
            return False
        if len(self._ready) >= READY_MAX:
            return False
        self._ready[key] = (lines[-1], self._render(lines))
        self.prepared += 1
        return True

    def _empty(self) -> pygame.Surface:
        """A new surface holding the panel with its title and rule and no line yet (made once per
        language and size: its shadow's blur is most of a render's cost)."""
        r = self.rect
        made_for = (language(), r.size, draw.text_scale())
        if self._blank is None or self._blank[0] != made_for:
            surf = pygame.Surface((r.w + 48, r.h + 48), pygame.SRCALPHA)
            box = pygame.Rect(24, 20, r.w, r.h)
            draw.panel(surf, box, theme.CREAM, 18, shadow_blur=12)
            draw.text(surf, tr("table.log"), (box.x + 24, box.y + 18), TITLE_SIZE, theme.INK, bold=True)
            draw.brass_rule(surf, box.y + 58 + title_growth(), box.x + 20, box.right - 20)
            self._blank = (made_for, surf)
        blank = self._blank[1]
        surf = pygame.Surface(blank.get_size(), pygame.SRCALPHA)  # clear: adding copies it exactly
        surf.blit(blank, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)  # (Surface.copy is slower)
        return surf

    def _render(self, lines: Sequence[object]) -> pygame.Surface:
        r = self.rect
        surf = self._empty()
        box = pygame.Rect(24, 20, r.w, r.h)
        top = box.y + 72 + title_growth()
        bottom = box.bottom - 18
        width = box.w - 64
        step = line_step()
        # lay out from the newest line upwards until the panel is full
        blocks: list[tuple[object, list[str]]] = []
        used = 0
        for ln in reversed(lines):
            text = line_text(ln, self.names, self.param)
            wrapped = self._wrapped.get((text, step))
            if wrapped is None:
                wrapped = self._wrapped[(text, step)] = draw.wrap(text, SIZE, width)
            h = len(wrapped) * step + 8
            if used + h > bottom - top:
                break
            blocks.append((ln, wrapped))
            used += h
        y = top if len(blocks) == len(lines) else bottom - used  # fill from the top until it scrolls
        for i, (ln, wrapped) in enumerate(reversed(blocks)):
            newest = i == len(blocks) - 1
            seat = dict(getattr(ln, "params", ()) or ()).get("seat")
            colour = self.colour_of(seat) if isinstance(seat, int) and not isinstance(seat, bool) else None
            if colour is not None:  # a solo game's automa has no seat colour
                draw.seat_marker(surf, (box.x + 30, y + step // 2), 8, colour)
            ink = theme.INK if newest and not self.scroll else theme.INK_SOFT
            for j, t in enumerate(wrapped):
                draw.text(surf, t, (box.x + 46, y + j * step), SIZE, ink)
            y += len(wrapped) * step + 8
        if self.scroll:
            draw.badge(
                surf,
                (box.centerx, box.bottom - 6),
                tr("table.newer", n=self.scroll),
                theme.INK,
                theme.CREAM,
                16,
            )
        return surf
