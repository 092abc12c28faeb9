"""The words the Paris skin prints on the board itself (titles, captions, the bonus tiles' short
faces); a piece's own name comes from the rules (``card_info``)."""

from __future__ import annotations

from game.core.i18n import add_strings

EN = {
    "paris.map.arc": "Arc de Triomphe",
    "paris.map.stacks": "Building stacks",
    "paris.map.removed": "Set aside",
    "paris.map.endgame": "End-game tiles",
    "paris.map.strategy": "Strategy tiles (l'Étoile)",
    "paris.map.landmarks": "Landmarks",
    "paris.map.landmark_keys": "Keys on landmarks",
    "paris.map.vp_tiles": "VP tiles",
    "paris.map.special_vp": "Special VP tile",
    "paris.map.market": "Market",
    "paris.seat.screen": "Behind the screen",
    "paris.seat.used": "Used",
    "paris.seat.strategy": "Strategy",
    "paris.seat.reserve": "Reserve",
    "paris.seat.vp": "VP",
    "paris.tip.token": "{name}",
    "paris.tip.tokens": "{name} \u00d7{n}",
    "paris.tip.francs": "Francs: {n}",
    "paris.francs.mark": "F",  # the letter stamped on the francs' coin
    "paris.bonus.f": "+{n} F",
    "paris.bonus.vp": "+{n} VP",
    "paris.bonus.vp_n": "{n} VP",
    "paris.bonus.vp_word": "VP",
    "paris.bonus.any": "any",
    "paris.bonus.prestige": "prest.",
    "paris.bonus.resource": "res.",
    "paris.bonus.token": "token",
    "paris.bonus.tile": "tile",
    "paris.bonus.each": "each",
    "paris.bonus.pay": "\u2212{n} F",
    "paris.bonus.key": "key",
    "paris.bonus.own": "own",
    "paris.bonus.rival": "rival",
    "paris.bonus.swap": "swap {n}",
    "paris.bonus.bank": "bank",
    "paris.bonus.again": "again",
    "paris.bonus.at_end": "at end",
    "paris.bonus.per_franc": "{n} VP/F",
    "paris.bonus.arc": "Arc",
    "paris.bonus.free": "free",
    "paris.bonus.move": "move",
    "paris.bonus.per_bank": "/ bank",
    "paris.bonus.special": "special",
    "paris.bonus.vp_tile": "VP tile",
    "paris.bonus.plus_one": "+1",
    "paris.bonus.step": "step",
    "paris.bonus.buy": "buy",
    "paris.bonus.set": "set",
}
add_strings(EN)
