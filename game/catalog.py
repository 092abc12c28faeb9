"""What the menu shows of each product game before the rules are loaded.

The program's first frame is the menu, and it must not wait for four rules cores and their card data
(``game.registry``): the menu draws its game cards from this table, then reads the registry a frame
later. A test keeps it equal to the registered rules.
"""

from __future__ import annotations

PRODUCT_GAMES = ("new_eden", "paris", "farshore", "droids")  # in menu order
PLAYERS: dict[str, tuple[int, int]] = {  # game id -> (fewest, most) players
    "new_eden": (2, 4),
    "paris": (2, 4),
    "farshore": (1, 4),
    "droids": (1, 4),
}
