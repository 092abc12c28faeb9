"""The board's own captions (what the printed board and its slots say); every word about a piece
comes from the rules through ``card_info`` and ``tr``."""

from __future__ import annotations

from game.core.i18n import add_strings

STRINGS = {
    "droids.board.collection": "Repaired droids",
    "droids.board.houses": "Houses",
    "droids.board.markers": "Markers",
    "droids.board.shed": "Shed",
    "droids.board.extensions": "Extensions",
    "droids.board.drawn": "Dealt",
    "droids.board.hand": "Hand",
    "droids.board.bench": "Deck · Interseason",
    "droids.board.bench_4": "Decks A · B · Interseason",
    "droids.board.deck_a": "Deck A",
    "droids.board.deck_b": "Deck B",
    "droids.board.interseason": "Interseason",
    "droids.board.zone_shared": "Shared houses & discard",
    "droids.board.zone_pair": "Houses & discard",
    "droids.board.zone_duel": "Duel: houses & discard",
    "droids.board.zone_houses": "Houses",
    "droids.board.discard": "Discard",
    "droids.board.tokens": "Extra-cost tokens",
    "droids.board.between": "{a} \u2194 {b}",
    "droids.board.part_tip": "{name} {count}/{cap} — {text}",
    "droids.board.piece_tip": "{name} — {text}",
    "droids.board.on_house": "{name} on {house}",
}
add_strings(STRINGS)
