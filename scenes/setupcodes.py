"""The setup screen's setup code (``game.core.setupcode``) and remembered setups (``game.core.setups``)
and names (``game.core.players``): what the setup screen asks of them, kept beside it.

The deal field takes either code: a deal code (the seed alone) as before, or a setup code, which sets
the game, each seat's person or bot level and colour, every option and the deal at once (the field
then shows the deal code; the names stay the table's own). Under the field: the setup code of the
setup as it stands, to read out or copy down. On Start the setup is remembered for that game and the
people's names for the next setup.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core import players, setupcode, setups
from game.core.i18n import add_strings, tr
from game.core.saves import SeatConfig
from game.registry import GAMES
from scenes import draw, theme
from scenes.dealcode import SEED_BITS, decode_code, encode_code

log = logging.getLogger(__name__)

add_strings(
    {
        "ui.setup.setup_code": "Setup code",
        "ui.setup.setup_code_help": "Type one above to set it all.",
        "ui.setup.setup_code_applied": "Setup code read: {game}, {n} seats",
        "ui.setup.setup_code_long_deal": "That setup code's deal is too long for this screen.",
        "ui.setup.setup_code_typing": "A setup code is read once it is typed in full.",
    }
)


def current_code(scene: Any) -> str:
    """The setup code of the setup screen as it stands ("" when it has none: a bad deal code, or a
    game without setup codes)."""
    rules = scene.rules
    seed = decode_code(scene.code)
    if rules is None or seed is None or rules.id not in setupcode.GAME_CODES:
        return ""
    seats = scene.seat_configs()
    setup = setupcode.Setup(rules.id, setupcode.seat_kinds(seats), tuple(s.colour for s in seats),
                            scene.options_for_start(), seed)
    key = (setup.game, setup.seats, setup.colours, tuple(sorted(setup.options.items())), setup.seed)
    cached = getattr(scene, "_setup_code_cache", None)
    if cached is not None and cached[0] == key:
        return str(cached[1])
    try:
        code = setupcode.encode(setup, rules)
    except ValueError as exc:
        log.warning("no setup code: %s", exc)
        code = ""
    scene._setup_code_cache = (key, code)
    return code


def apply_code(scene: Any, text: str) -> str | None:
    """Set the whole setup from a setup code; an error in words (nothing changed) or None."""
    try:
        setup = setupcode.decode(text, GAMES)
    except ValueError as exc:
        return str(exc)
    if setup.seed >= 2**SEED_BITS:
        return tr("ui.setup.setup_code_long_deal")
    if setup.game != scene.game_id:
        scene.select_game(setup.game)
    seats = scene.seats
    while len(seats) < len(setup.seats):
        seats.append(scene._default_seat(len(seats)))
    del seats[len(setup.seats):]
    for seat, kind, colour in zip(seats, setup.seats, setup.colours, strict=True):
        seat["kind"] = "human" if kind == "human" else "bot"
        if kind != "human":
            seat["level"] = kind
        seat["colour"] = colour
    scene.option_values = dict(setup.options)
    scene.seed = setup.seed
    scene.code = encode_code(setup.seed)
    scene.code_field.value = scene.code
    scene._rebuild()
    return None


def remember_start(game_id: str, seats: list[SeatConfig], options: dict[str, Any]) -> None:
    """Start was pressed: keep this game's setup, and the people's names."""
    setups.remember(game_id, seats, options)
    players.remember(s.name for s in seats if s.kind == "human")


def restore(scene: Any, game_id: str) -> bool:
    """The game's last setup put back on the screen (seats and options); False when there is none."""
    last = setups.last_setup(game_id, GAMES)
    if last is None:
        return False
    scene.seats[:] = [
        {"name": s.name, "kind": s.kind, "level": s.level, "colour": s.colour} for s in last.seats
    ]
    scene.option_values = dict(last.options)
    return True


def draw_code(scene: Any, canvas: pygame.Surface, top: int) -> None:
    """Under the deal field, from ``top``: the setup code and its help; or, for what was typed, a
    setup code being typed, why it was not taken, or that a deal code is mistyped."""
    d = scene.deal_panel

    def say(text: str, colour: Any) -> None:
        draw.text(canvas, text, (d.left + 26, top), 22, colour, "topleft", d.width - 52, wrap_lines=True,
                  max_lines=3)

    if decode_code(scene.code) is None:
        error = getattr(scene, "code_error", "")
        if setupcode.looks_like_setup_code(scene.code) and scene.code_field.focused:
            say(tr("ui.setup.setup_code_typing"), theme.INK_SOFT)
        elif error:
            say(error, theme.REFUSAL)
        else:
            say(tr("ui.setup.bad_code"), theme.REFUSAL)
        return
    code = current_code(scene)
    if not code:
        draw.text(canvas, tr("ui.setup.deal_help"), (d.left + 26, top), 22, theme.INK_SOFT, "topleft",
                  d.width - 52, wrap_lines=True, max_lines=3)
        return
    # three lines above the panel's foot: a larger text size grows them only as far as they fit
    with draw.text_scale_at(draw.scale_for_height((20, 26, 20), d.bottom - 10 - top, 1.5)):
        t = draw.text(canvas, tr("ui.setup.setup_code"), (d.left + 26, top), 20, theme.INK_SOFT, "topleft")
        c = draw.text(canvas, code, (d.left + 26, t.bottom + 2), 26, theme.INK, "topleft", d.width - 52,
                      bold=True)
        draw.text(canvas, tr("ui.setup.setup_code_help"), (d.left + 26, max(t.bottom + 38, c.bottom + 2)), 20,
                  theme.INK_SOFT, "topleft", d.width - 52, wrap_lines=True, max_lines=1)
