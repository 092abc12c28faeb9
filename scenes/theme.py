"""The art direction as constants (ART.md): the room's palette, seat colours and shapes, per-game worlds."""

from __future__ import annotations

WALNUT = (0x2B, 0x1D, 0x14)
FELT = (0x1F, 0x3B, 0x2D)
CREAM = (0xF4, 0xEC, 0xD8)
SHADOW = (0, 0, 0, 0x55)
INK = (0x2A, 0x23, 0x20)
INK_SOFT = (0x6B, 0x5E, 0x55)
BRASS = (0xC9, 0xA2, 0x27)
BRASS_HOVER = (0xE8, 0xC5, 0x47)
REFUSAL = (0xB0, 0x3A, 0x2E)

# Okabe–Ito colour-blind-safe seat colours, each paired with a shape drawn on every piece and label.
SEAT_COLOURS = (
    (0xE6, 0x9F, 0x00),  # orange
    (0x56, 0xB4, 0xE9),  # sky blue
    (0x00, 0x9E, 0x73),  # bluish green
    (0xCC, 0x79, 0xA7),  # reddish purple
    (0x00, 0x72, 0xB2),  # blue (spare)
    (0xD5, 0x5E, 0x00),  # vermillion (spare)
)
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "circle", "square")
SEAT_COLOUR_NAMES = ("theme.orange", "theme.sky_blue", "theme.green", "theme.purple", "theme.blue",
                     "theme.vermillion")

WORLDS = {
    "new_eden": {"bg": (0x4F, 0x7D, 0x3A), "dark": (0x2F, 0x5D, 0x34), "accent": (0xA0, 0x52, 0x2D),
                 "light": (0xCF, 0xE3, 0xE1)},
    "paris": {"bg": (0x1D, 0x2B, 0x53), "dark": (0x12, 0x1B, 0x36), "accent": (0xD4, 0xAF, 0x37),
              "light": (0xEF, 0xE6, 0xD2)},
    "farshore": {"bg": (0x1B, 0x4F, 0x72), "dark": (0x12, 0x36, 0x4F), "accent": (0xC0, 0x39, 0x2B),
                 "light": (0xE8, 0xD5, 0xA3)},
    "droids": {"bg": (0x6A, 0x99, 0x55), "dark": (0x4A, 0x6B, 0x3B), "accent": (0xC0, 0x64, 0x2B),
               "light": (0xF1, 0xEB, 0xDD)},
}
DEFAULT_WORLD = {"bg": FELT, "dark": WALNUT, "accent": BRASS, "light": CREAM}


def world(game_id: str) -> dict[str, tuple[int, int, int]]:
    return WORLDS.get(game_id, DEFAULT_WORLD)


def seat_colour(index: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def seat_shape(index: int) -> str:
    return SEAT_SHAPES[index % len(SEAT_SHAPES)]
