"""Learning each game inside Salon: a rules book and a card glossary per game.

``BOOKS`` maps a game id to its book (an explicit dict, no discovery: PyInstaller cannot follow
that). Importing this package registers every book's English catalogue. The scene that shows them
is ``scenes.rules_ref.RulesOverlay``; the glossary is built from each game's data by
``scenes.rulebook.glossary``.
"""

from __future__ import annotations

from game.core.i18n import add_strings
from scenes.rulebook import droids, farshore, new_eden, paris
from scenes.rulebook.model import Book

BOOKS: dict[str, Book] = {
    "new_eden": new_eden.BOOK,
    "paris": paris.BOOK,
    "farshore": farshore.BOOK,
    "droids": droids.BOOK,
}

for _book in BOOKS.values():
    add_strings(_book.strings)


def book(game_id: str | None) -> Book | None:
    return BOOKS.get(game_id or "")
